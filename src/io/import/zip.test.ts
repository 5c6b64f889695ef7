// Hostile zips: each is refused, fast, with a message that names the limit it hit; odd member
// names are kept. The bombs are built in memory (src/io/testing/bombs.ts).
import { describe, expect, it } from 'vitest';
import { inflateSync, strToU8, zipSync } from 'fflate';
import { bigZip, buildZip, nestedBomb, zeroBomb } from '../testing/bombs';
import { importFiles } from '.';
import { expandZip, ZipBudget } from './zip';

const MB = 1024 * 1024;

describe('zip budgets (one per import, across nesting)', () => {
  it('the bomb builder makes what it says', () => {
    // Byte by byte in one pass: toEqual walks a megabyte of typed array for seconds.
    const out = inflateSync(zeroBomb(1_000_003));
    expect(out).toBeInstanceOf(Uint8Array);
    expect(out.length).toBe(1_000_003);
    expect(out.findIndex((b) => b !== 0)).toBe(-1);
  });

  it('refuses a 1 MB zip that expands to 1 GB, naming the ratio cap', () => {
    const zip = bigZip(1024 * MB);
    expect(zip.length).toBeLessThan(1.1 * MB);
    const r = importFiles([{ name: 'big.zip', bytes: zip }]);
    const messages = r.files.flatMap((f) => [...f.errors, ...f.warnings].map((p) => `${f.file}: ${p.message}`));
    expect(messages).toEqual(['big.zip!zeros.bin: refused: it expands more than 100:1 (a zip bomb?), the most a member may']);
  });

  it('refuses the nested bomb: at the third member over the ratio cap the whole import stops', () => {
    const r = importFiles([{ name: 'bomb.zip', bytes: nestedBomb(2, 16) }]);
    const lines = r.files.map((f) => `${f.file}: ${[...f.errors, ...f.warnings].map((p) => p.message).join('; ')}`);
    // The first inner zip trips it; the other 15 are refused without being opened.
    expect(lines).toEqual(Array.from({ length: 16 }, (_, i) => `bomb.zip!1-${i}.zip: refused: 3 members expand more than 100:1 (a zip bomb?), the most a member may`));
  });

  it('refuses the three-level bomb at the depth limit, peeking at the first bytes only', () => {
    const r = importFiles([{ name: 'bomb.zip', bytes: nestedBomb(3, 16) }]);
    expect(r.files).toHaveLength(256);
    expect(new Set(r.files.map((f) => f.warnings[0]?.message))).toEqual(new Set(['refused: a zip nested more than 2 deep (the limit per import); not expanded']));
  });

  it('does not open a zip in a zip in a zip (depth 2)', () => {
    const inner = zipSync({ 'a.txt': strToU8('hello') });
    const deep = zipSync({ 'mid.zip': zipSync({ 'inner.zip': inner }) });
    const r = importFiles([{ name: 'deep.zip', bytes: deep }]);
    expect(r.files.map((f) => [f.file, f.warnings[0]?.message])).toEqual([['deep.zip!mid.zip!inner.zip', 'refused: a zip nested more than 2 deep (the limit per import); not expanded']]);
  });

  it('counts bytes and members across all the zips of an import', () => {
    const budget = new ZipBudget({ maxTotalBytes: 10 * MB, maxMembers: 5, maxDepth: 2, maxRatio: 100, ratioAfterBytes: MB });
    const stored = (n: number) => buildZip([{ name: 'x.txt', data: new Uint8Array(n) }]);
    expect(expandZip(stored(6 * MB), budget)).toMatchObject({ members: [{ name: 'x.txt' }] });
    expect(expandZip(stored(6 * MB), budget)).toMatchObject({ error: 'refused: the zips of this import expand to more than 10 MB in all (the limit per import)', msg: { id: 'zip.refused', args: { why: { id: 'zip.totalBytes', args: { mb: 10 } } } } });
    const many = new ZipBudget({ ...budget.limits, maxTotalBytes: 512 * MB });
    const six = buildZip(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.txt`, data: strToU8('x') })));
    expect(expandZip(six, many)).toMatchObject({ error: 'refused: the zips of this import hold more than 5 files in all (the limit per import)', msg: { id: 'zip.refused' } });
  });

  it('keeps __proto__ and both of two members with one name', () => {
    const zip = buildZip([
      { name: '__proto__', data: strToU8('one') },
      { name: 'logs/a.txt', data: strToU8('two') },
      { name: 'logs\\a.txt', data: strToU8('three') },
      { name: 'constructor', data: strToU8('four') },
    ]);
    const r = expandZip(zip);
    expect('members' in r && r.members.map((m) => m.name)).toEqual(['__proto__', 'logs/a.txt', 'logs/a.txt (2)', 'constructor']);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('says what is damaged instead of an internal message', () => {
    const zip = bigZip(2 * MB);
    expect(expandZip(zip.slice(0, 200))).toEqual({ error: 'its end record is missing (was it cut short?)', msg: { id: 'zip.noEnd', args: {} } });
    const corrupt = buildZip([{ name: 'x.bin', data: Uint8Array.from([0xff, 0xff, 0xff]), method: 8, size: 9 }]);
    expect(expandZip(corrupt)).toEqual({ error: 'x.bin does not decompress (a damaged deflate stream)', msg: { id: 'zip.deflate', args: { name: 'x.bin' } } });
  });
});
