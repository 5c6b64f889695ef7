// The capture readers' words as message values (issue 30): every id says something in both languages
// with no hole left, and what the readers write over the real pktmon outputs and crafted damaged ones
// is a value whose English is the problem's `message` and whose Vietnamese keeps its numbers.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { CAPTURE_EN } from '../../../io/capture/read/messages';
import { importFiles } from '../../../io/import';
import { toSummary } from '../../../io/import/summary';
import { CAPTURE_FILES } from '../narration/messages-io.crafted-capture';
import { CAPTURE_VI } from './capture.vi';

const sample = (id: string): Msg => ({ id, args: { n: 4242, at: 31337, max: 5000000, why: { id: 'capture.header.noLength', args: {} }, addr: 'fd00::g', family: 'IPv6' } });

describe('the capture readers’ catalogue', () => {
  it('every id renders in both languages, holes filled, numbers kept, Vietnamese not English', () => {
    for (const id of Object.keys(CAPTURE_EN)) {
      const en = render([CAPTURE_EN], sample(id));
      const vi = render([CAPTURE_VI], sample(id));
      for (const s of [en, vi]) expect(s, id).not.toMatch(/undefined|NaN|\[object Object\]|\$\{/);
      expect(vi, id).not.toBe(en);
      for (const n of en.match(/\d+/g) ?? []) expect(vi, id).toContain(n);
    }
  });

  it('what the readers write on real and damaged pktmon outputs is a value: its English is the message, its Vietnamese complete', () => {
    const real = Object.entries(import.meta.glob<string>('/fixtures/real/pktmon-*.txt', { query: '?raw', import: 'default', eager: true })).map(([path, text]) => ({ name: path.split('/').pop()!, bytes: strToU8(text) }));
    expect(real.length).toBeGreaterThanOrEqual(6);
    const crafted = Object.entries(CAPTURE_FILES).map(([name, t]) => ({ name, bytes: typeof t === 'string' ? strToU8(t) : t }));
    const summary = toSummary(importFiles([...real, ...crafted]));
    const problems = summary.files.filter((f) => f.format?.startsWith('pktmon')).flatMap((f) => [...f.warnings, ...f.errors]);
    expect(problems.length).toBeGreaterThan(20);
    const ids = new Set<string>();
    for (const p of problems) {
      expect(p.id, p.message).toBeDefined();
      const m = { id: p.id!, args: p.args ?? {} };
      ids.add(m.id);
      const why = m.args.why;
      if (why && typeof why === 'object') ids.add(why.id);
      expect(render([CAPTURE_EN], m)).toBe(p.message);
      const vi = render([CAPTURE_VI], m);
      expect(vi).not.toBe(p.message);
      for (const n of p.message.match(/\d+/g) ?? []) expect(vi).toContain(n);
    }
    // Every id is reached by real or crafted input but these (the importer's format check comes first,
    // an exception the readers do not expect, over 5,000,000 packets): their words are checked above.
    expect(Object.keys(CAPTURE_EN).filter((k) => !ids.has(k))).toEqual(['capture.etl2txt.partUnread', 'capture.etl2txt.endUnread', 'capture.header.unreadable', 'capture.pcapng.notPcapng', 'capture.pcapng.tooMany']);
  });
});
