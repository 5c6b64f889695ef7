// A paste indented as a whole (Markdown's indented code block, 4 spaces) is read like the same text
// without the indent, with one warning; real files are indented the way their sources showed them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '.';
import { commonIndent, dedent } from './text/indent';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const indent = (text: string, by = '    ') => text.split('\n').map((l) => (l.trim() === '' ? l : by + l)).join('\n');
const read = (text: string) => importFiles([{ name: 'paste.txt', bytes: new TextEncoder().encode(text) }]).files[0]!;

describe('commonIndent / dedent', () => {
  it('is the indent every non-blank line shares', () => {
    expect(commonIndent('    a\n\n      b\n    c\n')).toBe(4);
    expect(commonIndent('    a\nb\n')).toBe(0);
    expect(commonIndent('\t\ta\r\n\t\tb\r\n')).toBe(2);
    expect(commonIndent('')).toBe(0);
    expect(dedent('    a\n\n      b', 4)).toBe('a\n\n  b');
  });
});

describe('a paste indented as a whole', () => {
  for (const [name, format] of [
    ['get-hnsendpoint-list-calico-vxlan-rke2.txt', 'hns-list'],
    ['get-hnsnetwork-list-overlay-external-flannel.txt', 'hns-list'],
    ['hnsdiag-list-all-flannel-vxlan.txt', 'hnsdiag'],
    ['netsh-excludedportrange-tcp-capz.txt', 'netsh-ports'],
  ] as const) {
    it(`${name}, 4 spaces in: read as ${format} with the same counts, and one warning`, () => {
      const flat = read(real(name));
      const indented = read(indent(real(name)));
      expect(indented.format).toBe(format);
      expect(indented.objects).toEqual(flat.objects);
      expect(indented.errors).toEqual(flat.errors);
      expect(indented.warnings[0]!.message).toMatch(/^every line was indented by 4 spaces \(pasted as a Markdown code block\?\): read without that indent$/);
      expect(indented.warnings.slice(1).map((w) => w.message)).toEqual(flat.warnings.map((w) => w.message));
    });
  }

  it('keeps line numbers (a Format-List warning names the same line)', () => {
    const flat = read(real('get-hnsendpoint-list-calico-vxlan-rke2.txt'));
    const tabbed = read(indent(real('get-hnsendpoint-list-calico-vxlan-rke2.txt'), '\t'));
    expect(tabbed.warnings.slice(1).map((w) => w.line)).toEqual(flat.warnings.map((w) => w.line));
    expect(tabbed.warnings[0]!.message).toMatch(/indented by 1 space /);
  });

  it('JSON indented as a whole was read before and stays without a warning', () => {
    const f = read(real('get-hnsendpoint-json-remote-overlay-flannel.json'));
    expect(f.format).toBe('hns-json');
    expect(f.warnings.map((w) => w.message).join('\n')).not.toMatch(/indented by/);
  });
});
