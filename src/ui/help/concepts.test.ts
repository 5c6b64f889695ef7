import { describe, expect, it } from 'vitest';
import { conceptsIn } from './concepts-in';

const en = conceptsIn('en');
const vi = conceptsIn('vi');

describe('the Concepts panel in Vietnamese', () => {
  it('has every entry English has, in the same order', () => {
    for (const k of Object.keys(en) as (keyof typeof en)[]) expect([k, vi[k].length]).toEqual([k, en[k].length]);
    expect(vi.modes.map((m) => m.mode)).toEqual(en.modes.map((m) => m.mode));
    expect(vi.planes.map((p) => p.name)).toEqual(en.planes.map((p) => p.name));
  });

  it('keeps commands (all but their notes in brackets), dump formats and linked scenarios as they are', () => {
    const typed = (c: typeof en) => c.debug.map((s) => [s.commands.map((x) => x.replace(/ \(.*\)$/, '')), s.reads]);
    expect(typed(vi)).toEqual(typed(en));
    expect(vi.debug.map((s) => s.commands.length)).toEqual(en.debug.map((s) => s.commands.length));
    expect(vi.pitfalls.map((p) => p.lesson)).toEqual(en.pitfalls.map((p) => p.lesson));
  });

  it('translates every sentence (none left in English)', () => {
    const texts = (c: typeof en) => [
      ...c.linuxToWindows.map((x) => x.note),
      ...c.planes.map((x) => x.role),
      ...c.modes.map((x) => x.what),
      ...c.bareMetal,
      ...c.podSetup,
      ...c.debug.flatMap((x) => [x.title, x.look]),
      ...c.pitfalls.flatMap((x) => [x.title, x.text]),
    ];
    const v = texts(vi);
    texts(en).forEach((t, i) => expect(v[i]).not.toBe(t));
    // Code spans (commands, names) survive the translation.
    const spans = (t: string) => t.split('`').filter((_, i) => i % 2).sort();
    texts(en).forEach((t, i) => expect(spans(v[i]!)).toEqual(spans(t)));
  });
});
