import { compileText } from './codegen/dsl/index.js';
import { cardText } from './test/dsl/helpers.js';
for (const l of ['[自動]：あなたのターン終了時、このキャラクターのパワーを元に戻す。','[自動]：あなたのターン終了時、カードを1枚引く。'] ) {
const r = compileText(cardText('キャラクター',[l]),'t.hf');
console.log(r.diagnostics.map(d=>d.code+' '+d.message));}
