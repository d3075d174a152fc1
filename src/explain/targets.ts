// Targets (HF-5.4, HF-5.5, HF-5.10): what may be chosen, how many, who chooses and when.
import type { TargetSpec } from '../core/cardTypes.js';
import { targetCountPhrase, targetUnit } from './filter.js';
import { type ChooseTime, type Ctx, type ExplainLine, say, unexplained } from './types.js';

/** When targets and modes are chosen, as a phrase (「この能力が誘発した時」). */
export function chooseTimePhrase(ctx: Pick<Ctx, 'lang'>, time: ChooseTime): string {
  switch (time) {
    case 'play':
      return say(ctx, 'このカードをプレイする時', 'when you play this card');
    case 'use':
      return say(ctx, 'この能力の使用を宣言する時', 'when you declare the use of this ability');
    case 'trigger':
      return say(ctx, 'この能力が誘発した時', 'when this ability triggers');
    case 'reveal':
      return say(ctx, 'このカードを公開する時', 'when you reveal this card');
    case 'kuusou':
      return say(ctx, 'ゲーム開始時', 'at the start of the game');
    default:
      return unexplained(time);
  }
}

function rule(ctx: Ctx): string {
  if (ctx.chooseTime === 'trigger' || ctx.chooseTime === 'use') return '';
  if (ctx.chooseTime === 'reveal')
    return say(
      ctx,
      '対象がなければ公開できない：HF-9.3',
      'it cannot be revealed without a legal target: HF-9.3',
    );
  return say(
    ctx,
    '対象がなければプレイできない：HF-5.4',
    'it cannot be played without a legal target: HF-5.4',
  );
}

function howMany(ctx: Ctx, spec: TargetSpec): string {
  const n = spec.count ?? 1;
  const unit = targetUnit(spec);
  if (spec.upTo && spec.orNone)
    return say(
      ctx,
      `0${unit}から${n}${unit}まで選ぶ（選ばなければ、それを使う処理は行われない）`,
      `choose 0 to ${n} (with none, the processes using it do nothing)`,
    );
  if (spec.upTo) return say(ctx, `1${unit}以上${n}${unit}まで選ぶ`, `choose 1 to ${n}`);
  if (n > 1) return say(ctx, `異なる${n}${unit}が必要`, `${n} different ones are needed`);
  return '';
}

/** One 「対象1：…」 line per spec. */
export function targetLines(ctx: Ctx, specs: readonly TargetSpec[], prefix = ''): ExplainLine[] {
  const when = chooseTimePhrase(ctx, ctx.chooseTime);
  const cite =
    ctx.chooseTime === 'trigger' || ctx.chooseTime === 'use' ? say(ctx, '：HF-5.5', ': HF-5.5') : '';
  return specs.map((spec, i) => {
    const extra = howMany(ctx, spec);
    const chooser =
      spec.kind === 'ref' // the one card the reference names is the target (HF-13.1)
        ? say(ctx, `${when}にそれを対象とする`, `it becomes the target ${when}`)
        : say(ctx, `${when}にあなたが選ぶ`, `you choose ${when}`);
    // 「前者がセットされていない」 (issue 22, t18b)
    const notHost =
      spec.notHostOf === undefined
        ? ''
        : say(
            ctx,
            `対象${spec.notHostOf + 1}がセットされているカードは選べない`,
            `not the card target ${spec.notHostOf + 1} is set on`,
          );
    const notes = [notHost, extra ? chooser : `${chooser}${cite}`, extra ? `${extra}${cite}` : '', rule(ctx)]
      .filter((x) => x !== '')
      .join(say(ctx, '。', '; '));
    return {
      kind: 'target',
      depth: 0,
      text: say(
        ctx,
        `${prefix}対象${i + 1}：${targetCountPhrase(ctx, spec)}（${notes}）`,
        `${prefix}Target ${i + 1}: ${targetCountPhrase(ctx, spec)} (${notes})`,
      ),
    };
  });
}
