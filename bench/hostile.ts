// Hostile input, timed (ms): a 200 KB line in each line-oriented dump the readers once took
// quadratic time on, the nested zip bomb, and a deflate-bomb share link. Each must be read or
// refused in well under the 2 s the issue allows; the slowest of the hostile lines is reported.
import { strToU8 } from 'fflate';
import { importFiles } from '../src/io/import';
import { base64url, decodeShare, SHARE_PREFIX } from '../src/io/share/link';
import { nestedBomb, zeroBomb } from '../src/io/testing/bombs';
import { measure, type BenchResult } from './stats';

const LINE = 200 * 1024;

/** The shapes that made the readers backtrack: a key without its value, an unclosed quote, a
 * command line that never ends. */
export const HOSTILE_LINES: Record<string, string> = {
  'vfpctrl-kv': `ITEM LIST\n===========\nLAYER : L\n  GROUP : G\n    RULE : r\n        Priority${' '.repeat(LINE)}x\n`,
  'hnsdiag-quote': `Networks:\nName ID\n${'"'.repeat(1)}${'a '.repeat(LINE / 2)}\n`,
  'vfpctrl-command': `vfpctrl.exe /list-rule /port ${'-'.repeat(LINE)} /layer\n`,
};

export function hostileBenchmarks(log: (s: string) => void): BenchResult[] {
  log('hostile input: 200 KB lines, the nested zip bomb, a deflate-bomb share link');
  const lines = Object.values(HOSTILE_LINES).map((t) => strToU8(t));
  const bomb = nestedBomb(2, 16);
  const link = SHARE_PREFIX + base64url(zeroBomb(1024 * 1024 * 1024));
  return [
    measure('import.hostileLine.200KB', () => lines.forEach((bytes) => importFiles([{ name: 'hostile.txt', bytes }])), { warmup: 1, rounds: 5, block: 1 }),
    measure('zip.nestedBomb', () => importFiles([{ name: 'bomb.zip', bytes: bomb }]), { warmup: 1, rounds: 5, block: 1 }),
    measure('share.deflateBomb', () => decodeShare(link), { warmup: 1, rounds: 10, block: 1 }),
  ];
}
