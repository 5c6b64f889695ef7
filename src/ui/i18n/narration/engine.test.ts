import { beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate, Translator } from './engine';
import { loadNarrationVi, say, sayReason } from '.';
import { NARRATION } from './narration-vi';

beforeAll(() => loadNarrationVi());

const holes = (t: string) => parseTemplate(t).holes.map((h) => h.name).sort();

describe('the narration templates', () => {
  it('every Vietnamese template has exactly the holes of its English one, and no two holes touch', () => {
    for (const [cat, entries] of NARRATION.entries()) {
      for (const c of entries) {
        const en = c.holes.map((h) => h.name).sort();
        expect([cat, c.vi, holes(c.vi)]).toEqual([cat, c.vi, en]);
        expect([cat, c.lits.slice(1, -1).filter((l) => l === '')]).toEqual([cat, []]);
      }
    }
  });

  it('names only catalogues that exist', () => {
    const names = new Set(NARRATION.entries().map(([n]) => n));
    for (const [, entries] of NARRATION.entries()) for (const c of entries) for (const h of c.holes) if (h.cat) expect(names).toContain(h.cat);
  });
});

describe('say', () => {
  it('says reason codes by id', () => {
    expect(sayReason('en', 'NO_ROUTE')).toBe('no route to the destination (host, router or internet edge)');
    expect(sayReason('vi', 'NO_ROUTE')).toBe('không có route tới đích (ở host, router hoặc biên internet)');
  });

  it('is the identity in English', () => {
    const s = "Pod client's port, OUT · SLB_NAT_LAYER · no rule matched: passes unchanged";
    expect(say('en', s)).toBe(s);
    expect(say('en', undefined)).toBeUndefined();
  });

  it('says each " · " part that is a name as it is (sentences are message values)', () => {
    expect(say('vi', 'pod/default/web · ACL_DENY')).toBe('pod/default/web · ACL_DENY');
  });

  it('keeps a part it has no template for in English and says so', () => {
    const r = NARRATION.render('line', 'a sentence nobody wrote a template for');
    expect(r).toEqual({ text: 'a sentence nobody wrote a template for', complete: false });
    expect(say('vi', 'group G · a sentence nobody wrote')).toBe('group G · a sentence nobody wrote');
  });

  it('prefers a later template that renders every part over an earlier one that leaves English', () => {
    const t = new Translator({ line: [['{a@x} y', 'A {a}'], ['{b} y', 'B {b}']], x: [['z', 'Z']] });
    expect(t.render('line', 'z y')).toEqual({ text: 'A Z', complete: true });
    expect(t.render('line', 'q y')).toEqual({ text: 'B q', complete: true });
  });

  it('a token hole takes no spaces; text holes and the last hole do', () => {
    const t = new Translator({ line: [['to {who} now', 'tới {who}'], ['on {iface*} at {n}', 'trên {iface} lúc {n}']] });
    expect(t.render('line', 'to a b now').complete).toBe(false);
    expect(t.render('line', 'on vEthernet (Ethernet) at 3').text).toBe('trên vEthernet (Ethernet) lúc 3');
  });

  it('stays fast on long adversarial input (no backtracking: one indexOf per hole)', () => {
    const long = `${'rule '.repeat(5000)}x (priority 1) matched → ${'source → 1.1.1.1; '.repeat(500)}`;
    const r = NARRATION.render('line', long);
    expect(r.complete).toBe(false);
    expect(r.text.length).toBeGreaterThan(0);
  });
});
