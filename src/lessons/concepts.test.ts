// The concepts are text, but what they claim about VFP Lab itself is checked here: the importer's
// formats each have their place in the debugging order, the lessons they point to exist, and the
// network modes said to be built are the ones the built-in scenarios build.
import { describe, expect, it } from 'vitest';
import { simulate } from '../cluster/simulation';
import { FORMAT_IDS } from '../io/formats';
import { BUILTINS } from '.';
import { DEBUG_ORDER, LINUX_TO_WINDOWS, NETWORK_MODES, PITFALLS } from './concepts';

describe('concepts', () => {
  it('every dump format Import mode reads belongs to exactly one debugging step', () => {
    const placed = DEBUG_ORDER.flatMap((s) => s.reads);
    expect([...placed].sort()).toEqual(FORMAT_IDS.filter((f) => f !== 'scenario').sort());
  });

  it('the data plane comes last', () => {
    expect(DEBUG_ORDER.at(-1)!.title).toMatch(/^The data plane, last/);
    expect(DEBUG_ORDER.at(-1)!.reads).toEqual([]);
  });

  it('pitfalls point to built-in lessons that exist', () => {
    const ids = new Set(BUILTINS.map((b) => b.id));
    for (const p of PITFALLS) if (p.lesson) expect(ids.has(p.lesson), p.lesson).toBe(true);
  });

  it('the modes said to be built are those the built-in scenarios build', () => {
    const built = new Set<string>();
    for (const b of BUILTINS) {
      const world = simulate(structuredClone(b.scenario)).world;
      for (const h of world.hosts.values()) if (h.kind === 'windows') built.add(h.network.type);
    }
    expect(NETWORK_MODES.filter((m) => m.inVfpLab === 'built').map((m) => m.mode).sort()).toEqual([...built].sort());
  });

  it('each Linux building block has one Windows counterpart', () => {
    const linux = LINUX_TO_WINDOWS.map((c) => c.linux);
    expect(new Set(linux).size).toBe(linux.length);
    for (const c of LINUX_TO_WINDOWS) expect(c.note.length).toBeGreaterThan(40);
  });
});
