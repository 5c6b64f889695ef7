// The concepts are text, but what they claim about VFP Lab itself is checked here: the importer's
// formats each have their place in the debugging order, the lessons they point to exist, and the
// network modes said to be built are the ones the built-in scenarios build.
import './testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../cluster/simulation';
import { FORMAT_IDS } from '../io/formats';
import { BUILTINS } from '.';
import { DEBUG_ORDER, LINUX_TO_WINDOWS, NETWORK_MODES, PITFALLS } from './concepts';

describe('concepts', () => {
  it('every dump format Import mode reads belongs to exactly one debugging step', () => {
    const placed = DEBUG_ORDER.flatMap((s) => s.reads);
    expect([...placed].sort()).toEqual(FORMAT_IDS.filter((f) => f !== 'scenario').sort());
  });

  it('the data plane comes last, and reads what pktmon prints', () => {
    expect(DEBUG_ORDER.at(-1)!.title).toMatch(/^The data plane, last/);
    expect(DEBUG_ORDER.at(-1)!.reads.every((f) => f.startsWith('pktmon-'))).toBe(true);
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

describe('Dataplane V2 on Windows (issue 11, item 10)', () => {
  it('says exactly: GKE Windows node pools do not use it; Google Distributed Cloud on VMware has an option', () => {
    const row = LINUX_TO_WINDOWS.find((c) => /Dataplane V2/.test(c.linux))!;
    expect(row.windows).not.toMatch(/^nothing/);
    expect(row.note).toContain('enableWindowsDataplaneV2');
    expect(row.note).toMatch(/Windows node pools \(on Google Cloud\) do not use Dataplane V2/);
  });

  it('the gke-hybrid walk: the Windows node translates the Service with a VFP rule (kube-proxy), the Linux node with eBPF', () => {
    const s = structuredClone(BUILTINS.find((b) => b.id === 'gke-hybrid')!.scenario);
    const sim = simulate(s);
    const r = runProbe(sim, s.probes.find((p) => p.name === 'windows-pod-to-linux-service')!);
    if (!r.ok) throw new Error(r.message);
    const t = r.value.trace;
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.events.some((e) => e.lb && e.at.place === 'port' && e.at.node.startsWith('gke-win'))).toBe(true);
    const lin = runProbe(sim, s.probes.find((p) => p.name === 'linux-pod-to-windows-service')!);
    if (!lin.ok) throw new Error(lin.message);
    expect(lin.value.trace.events.some((e) => e.kind === 'linux' && /eBPF/.test(e.text))).toBe(true);
  });
});
