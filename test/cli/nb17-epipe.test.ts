// nb17: writing to a closed pipe (`hflux scenario … | head -1`) is not an error to report: exit 0, no line;
// any other failed write to stdout (a full disk) keeps its line and exit 2.
import { expect, test } from 'vitest';
import { stdioFailure } from '../../src/cli/output.js';

const error = (code: string) => Object.assign(new Error(code), { code }) as NodeJS.ErrnoException;

test('EPIPE: quiet, exit 0', () => {
  expect(stdioFailure(error('EPIPE'), true)).toEqual({ code: 0 });
  expect(stdioFailure(error('EPIPE'), false)).toEqual({ code: 0 });
});

test('ENOSPC on stdout: one line, exit 2 (unchanged)', () => {
  expect(stdioFailure(error('ENOSPC'), true)).toEqual({
    line: 'hflux: stdout に書き込めません: ディスクの空きがありません (ENOSPC)\n',
    code: 2,
  });
  expect(stdioFailure(error('ENOSPC'), false)).toEqual({ line: undefined, code: 2 });
});
