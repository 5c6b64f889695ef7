// Damage people's pastes carry, made from the real files (fixtures/real): each kind is read back to
// the same objects as the clean file, with a warning that says what was done.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WINDOWS_DUMP_FORMATS } from './index';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const parse = (id: string, text: string) => WINDOWS_DUMP_FORMATS.find((f) => f.id === id)!.parse(text, 'paste.txt');
const NET = real('get-hnsnetwork-list-overlay-external-flannel.txt');
const EP = real('get-hnsendpoint-list-calico-vxlan-rke2.txt');

/** Hard-wraps every line at `width` columns, as a terminal or a blog editor does. */
const fold = (text: string, width: number) =>
  text
    .split('\n')
    .flatMap((l) => (l.length <= width ? [l] : Array.from({ length: Math.ceil(l.length / width) }, (_, i) => l.slice(i * width, (i + 1) * width))))
    .join('\n');

describe('Format-List damage', () => {
  it('continuation lines at column 0 are joined back: the network keeps its subnet', () => {
    const clean = parse('hns-list', NET);
    const damaged = parse('hns-list', NET.replace(/^ {2,}/gm, ''));
    expect(damaged.value?.hns).toEqual(clean.value?.hns);
    expect(damaged.value?.hns.networks[0]?.subnets[0]?.addressPrefix).toBe('192.168.255.0/30');
    expect(damaged.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/^3 continuation lines had lost their indentation \(line 7, 20, 23\): joined to the field above/));
  });

  for (const width of [80, 120]) {
    it(`lines hard-wrapped at ${width} columns are joined back to the same endpoint and network`, () => {
      for (const text of [EP, NET]) {
        const clean = parse('hns-list', text);
        const damaged = parse('hns-list', fold(text, width));
        expect(damaged.value?.hns).toEqual(clean.value?.hns);
        expect(damaged.warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(new RegExp(`hard-wrapped at ${width} columns`)));
      }
    });
  }
});
