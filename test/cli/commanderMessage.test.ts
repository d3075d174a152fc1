// nc8 findings 14 and 22: commander's usage errors in Japanese say the bad value once, and an unknown subcommand
// points to its group's help.
import { describe, expect, test } from 'vitest';
import { commanderMessage } from '../../src/cli/program.js';

describe('commanderMessage (nc8)', () => {
  test('finding 14: --lang fr names 「fr」 once', () => {
    expect(
      commanderMessage(
        "error: option '--lang <lang>' argument 'fr' is invalid. ja か en を指定してください: fr\n",
        'ja',
      ),
    ).toBe('hflux: --lang の値「fr」が使えません：ja か en を指定してください\n');
    expect(
      commanderMessage(
        "error: option '--lang <lang>' argument 'fr' is invalid. --lang は ja か en です（値: fr）\n",
        'ja',
      ),
    ).toBe('hflux: --lang の値「fr」が使えません：--lang は ja か en です\n');
    // a reason that does not end with the value keeps all of it
    expect(
      commanderMessage(
        "error: option '--port <n>' argument 'x' is invalid. ポートは 0〜65535 の整数で指定してください\n",
        'ja',
      ),
    ).toBe('hflux: --port の値「x」が使えません：ポートは 0〜65535 の整数で指定してください\n');
  });

  test('finding 22: `hflux new deck x` points to `hflux new --help`; a top-level one to `hflux --help`', () => {
    expect(commanderMessage("error: unknown command 'deck'\n", 'ja', ['new', 'deck', 'x'])).toBe(
      'hflux: 不明なコマンド deck（hflux new --help で一覧）\n',
    );
    expect(commanderMessage("error: unknown command 'frob'\n", 'ja', ['frob'])).toBe(
      'hflux: 不明なコマンド frob（hflux --help で一覧）\n',
    );
  });

  test('nc10: a missing argument says what to write there, and which help has more', () => {
    expect(commanderMessage("error: missing required argument 'decks'\n", 'ja', ['deck', 'check'])).toBe(
      'hflux: 引数 <decks> を指定してください（例：hflux deck check cards/mine/decks/mine.deck か組み込みのデッキ名（guren-aggro）。詳しくは hflux deck check --help）\n',
    );
    expect(commanderMessage("error: missing required argument 'cards'\n", 'ja', ['explain'])).toBe(
      'hflux: 引数 <cards> を指定してください（例：hflux explain カード名（mineの火花）か .hf ファイル（cards/mine/mine.hf）。詳しくは hflux explain --help）\n',
    );
    expect(commanderMessage("error: missing required argument 'id'\n", 'ja', ['new', 'set'])).toBe(
      'hflux: 引数 <id> を指定してください（例：hflux new set セットID（mine）。詳しくは hflux new set --help）\n',
    );
  });
});
