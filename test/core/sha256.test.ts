// The pure SHA-256 behind card-version stamps (src/core/sha256.ts) agrees with node:crypto on any string,
// including the padding boundaries (55, 56, 63, 64 bytes) and multi-byte UTF-8 (card names are Japanese).
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sha256Hex } from '../../src/core/sha256.js';

const reference = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  test('the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  test('lengths around the 64-byte block and its padding', () => {
    for (const n of [1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const text = 'x'.repeat(n);
      expect(sha256Hex(text), `${n} bytes`).toBe(reference(text));
    }
  });

  test('any string, Japanese included, hashes as node:crypto does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(reference(text));
      }),
      { numRuns: 300 },
    );
    expect(sha256Hex('紅蓮の剣士')).toBe(reference('紅蓮の剣士'));
  });
});
