// The CNI reader's words as message values (issue 30): every id says something in both languages
// with no hole left, and what the reader writes on real configs and on the crafted damaged one is a
// value whose English is the problem's `message` and whose Vietnamese keeps the file's values.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { CNI_EN } from '../../../io/cni/messages';
import { parseCniConfig } from '../../../io/cni';
import { CRAFTED_FILES } from '../narration/messages-io.crafted';
import { CNI_VI } from './cni.vi';

const sample = (id: string): Msg => ({ id, args: { v: '"10.96.0.0/33"', plugin: 'win-bridge', version: '"2"', shape: 1, name: 'EndpointPolicy', type: 'OutBoundNAT', v1: 'OutBoundNAT', v2: 'OutboundNat', names: 'Allow, Block, Pass' } });

describe('the CNI reader’s catalogue', () => {
  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(CNI_EN)) {
      const en = render([CNI_EN], sample(id));
      const vi = render([CNI_VI], sample(id));
      for (const s of [en, vi]) expect(s, id).not.toMatch(/undefined|NaN|\[object Object\]|\$\{/);
      expect(vi, id).not.toBe(en);
      for (const x of en.match(/"[^"]*"|\b(?:win-bridge|EndpointPolicy|OutBoundNAT|OutboundNat|v1|v2|cniVersion|DestinationPrefix)\b/g) ?? []) expect(vi, id).toContain(x);
    }
  });

  it('what the reader writes on real and crafted configs is a value: its English is the message, its Vietnamese keeps the values', () => {
    const real = Object.entries(import.meta.glob<string>(['/fixtures/real/*.conf', '/fixtures/real/*.conflist', '/fixtures/real/cni-*.json'], { query: '?raw', import: 'default', eager: true }));
    const crafted = Object.entries(CRAFTED_FILES).filter(([name, t]) => /^cni-/.test(name) && typeof t === 'string') as [string, string][];
    expect(real.length + crafted.length).toBeGreaterThanOrEqual(5);
    const problems = [...real, ...crafted].flatMap(([, text]) => {
      const r = parseCniConfig(text);
      return [...r.warnings, ...r.errors];
    });
    expect(problems.length).toBeGreaterThan(10);
    for (const p of problems.filter((x) => x.msg?.id !== 'syntax.error')) {
      expect(p.msg, p.message).toBeDefined();
      expect(render([CNI_EN], p.msg!)).toBe(p.message);
      const vi = render([CNI_VI], p.msg!);
      expect(vi).not.toBe(p.message);
      for (const q of p.message.match(/"[^"]*"/g) ?? []) expect(vi).toContain(q);
    }
  });
});
