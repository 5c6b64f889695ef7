// Terminal color codes in a saved output: taken out before any reader, said once with their line.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importFiles, toSummary } from '..';
import { stripAnsi } from './ansi';

const DIR = new URL('../../../../fixtures/real/', import.meta.url);
const REAL = readdirSync(DIR)
  .filter((n) => !n.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, DIR), 'utf8') }));
const read = (name: string, text: string) => toSummary(importFiles([{ name, bytes: new TextEncoder().encode(text) }])).files[0]!;
const green = (line: string) => `\x1b[32;1m${line}\x1b[0m`;

describe('terminal color codes', () => {
  it("PowerShell 7's green table header (the real EKS table): read as the plain table (it was not a known format)", () => {
    const name = 'get-hnsendpoint-table-stale-remote-eks.txt';
    const lines = REAL.find((f) => f.name === name)!.text.split('\n');
    const colored = lines.map((l, i) => (i === 2 || i === 3 ? green(l) : l)).join('\n');
    const clean = read(name, lines.join('\n'));
    const odd = read(name, colored);
    expect([odd.format, odd.objects, odd.errors]).toEqual([clean.format, clean.objects, clean.errors]);
    expect(odd.warnings).toEqual([{ line: 3, message: '4 terminal color codes (ANSI escape sequences, first on line 3) taken out: the text was read without them', id: 'import.ansi', args: { n: 4, line: 3 } }, ...clean.warnings]);
  });

  it('any real file with color codes around any of its lines reads as the file itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (f, picks) => {
        const lines = f.text.split('\n');
        const colored = lines.map((l, i) => (picks.some((p) => p % lines.length === i) ? green(l) : l)).join('\n');
        const clean = read(f.name, f.text);
        const odd = read(f.name, colored);
        expect([odd.format, odd.objects]).toEqual([clean.format, clean.objects]);
        expect(odd.warnings[0]!.message).toMatch(/^\d+ terminal color codes? \(ANSI escape sequences, first on line \d+\) taken out/);
      }),
      { numRuns: 60 },
    );
  });

  it('counts, finds the first line, and leaves a text without them alone', () => {
    expect(stripAnsi('a\nb\x1b[0m\nc\x1b[1;31mX')).toEqual({ text: 'a\nb\nc' + 'X', count: 2, line: 2 });
    expect(stripAnsi('plain\n')).toBeUndefined();
    expect(stripAnsi('a lone \x1b here')).toBeUndefined();
  });
});
