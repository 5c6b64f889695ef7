// The Matrix view's store: cells arrive in chunks into one flat array, the view's rows and columns
// (failing only, grouped), and the deciding step a click opens.
import { describe, expect, it } from 'vitest';
import { builtinById, loadBuiltinScenarios } from '../lessons';
import { runProbe, simulate } from '../cluster/simulation';
import { cellProbe, createMatrixStore, decidingStep, failing, linesOf, visibleAxes, type MatrixComputer } from './matrix-store';

await loadBuiltinScenarios();
const np = builtinById('network-policy')!.scenario;

describe('the matrix store', () => {
  it('fills the cells chunk by chunk and ends done, with the expectations of the probes', async () => {
    const store = createMatrixStore();
    const versions: number[] = [];
    store.subscribe((s) => versions.push(s.version));
    await store.getState().compute({ scenario: np });
    const s = store.getState();
    expect(s.status).toBe('done');
    expect(s.cells.length).toBe(s.sources.length * s.destinations.length);
    expect(s.received).toBe(s.cells.length);
    expect(s.cells.every(Boolean)).toBe(true);
    const denied = s.cells.find((c) => c?.from === 'pod/default/frontend' && c.to === 'pod/default/api:9090')!;
    expect(denied).toMatchObject({ outcome: 'dropped', reason: 'ACL_DENY', expect: { holds: true } });
    expect(denied.at).toMatchObject({ node: 'win-node-2', layer: 'ACL_ENDPOINT_LAYER', owner: 'pod/default/api', direction: 'in' });
    expect(versions.length).toBeGreaterThan(2);
    // Asked again for the same document: nothing is walked again.
    const v = store.getState().version;
    await store.getState().compute({ scenario: np });
    expect(store.getState().version).toBe(v);
  });

  it('a protocol narrows the destinations; a failed computer says why', async () => {
    const store = createMatrixStore();
    await store.getState().compute({ scenario: np, protocol: 'udp' });
    expect(store.getState().destinations.every((d) => d.protocol === 'udp')).toBe(true);
    const broken: MatrixComputer = { compute: () => Promise.reject(new Error('boom')), cancel: () => undefined };
    store.getState().setComputer(broken);
    await store.getState().compute({ scenario: np }, true);
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('a cancel stops the walk and keeps what was walked', async () => {
    let release!: () => void;
    const slow: MatrixComputer = {
      compute: (_r, sink) => {
        sink.axes({ sources: [{ ref: 'pod/default/a', kind: 'pod' }], destinations: [{ ref: 'pod/default/b:80', kind: 'pod', protocol: 'tcp' }] });
        return new Promise((_, reject) => (release = () => reject(new Error('cancelled'))));
      },
      cancel: () => release(),
    };
    const store = createMatrixStore(slow);
    const done = store.getState().compute({ scenario: np });
    store.getState().cancel();
    await done;
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'cancelled', sources: [{ ref: 'pod/default/a' }] });
  });

  it('rows and columns: failing only keeps those with a failing cell; grouping puts a heading before each group', async () => {
    const store = createMatrixStore();
    await store.getState().compute({ scenario: np });
    const s = store.getState();
    const all = visibleAxes(s);
    expect(all.failing).toBe(s.cells.filter(failing).length);
    const only = visibleAxes({ ...s, failingOnly: true });
    const rows = linesOf(s.sources, 'none', only.rows);
    expect(rows.length).toBeLessThanOrEqual(s.sources.length);
    for (const r of rows) if (r.kind === 'item') expect(s.cells.slice(r.index * s.destinations.length, (r.index + 1) * s.destinations.length).some(failing)).toBe(true);
    // The tally the chunks kept is what a pass over every cell finds (rows, columns, counts).
    const scanned = visibleAxes({ ...s, tally: undefined, failingOnly: true });
    expect(only.failing).toBe(scanned.failing);
    expect(only.failing).toBeGreaterThan(0);
    expect(s.sources.map((_, i) => only.rows(i))).toEqual(s.sources.map((_, i) => scanned.rows(i)));
    expect(s.destinations.map((_, i) => only.cols(i))).toEqual(s.destinations.map((_, i) => scanned.cols(i)));
    expect(s.tally.mismatch).toBe(s.cells.filter((c) => c?.expect && !c.expect.holds).length);
    const byNs = linesOf(s.sources, 'namespace');
    expect(byNs[0]).toEqual({ kind: 'group', label: 'default', count: 5 });
    // Nodes and the outside host have no namespace: their group comes last.
    expect(byNs.filter((l) => l.kind === 'group').map((l) => (l.kind === 'group' ? l.label : ''))).toEqual(['default', 'monitoring', '']);
    const byNode = linesOf(s.destinations, 'node');
    expect(byNode.filter((l) => l.kind === 'group').length).toBeGreaterThan(1);
  });

  it('the deciding step of a drop is the drop at the verdict’s place; of a delivery, the delivery', () => {
    const sim = simulate(np);
    const t = runProbe(sim, cellProbe({ from: 'pod/default/frontend', to: 'pod/default/api:9090', protocol: 'tcp' }));
    if (!t.ok) throw new Error(t.message);
    const step = decidingStep(t.value.trace);
    const e = t.value.trace.events[step - 1]!;
    expect(e).toMatchObject({ kind: 'drop', at: { node: 'win-node-2', layer: 'ACL_ENDPOINT_LAYER', owner: 'pod/default/api' } });
    const ok = runProbe(sim, cellProbe({ from: 'pod/default/frontend', to: 'pod/default/api:8080', protocol: 'tcp' }));
    if (!ok.ok) throw new Error(ok.message);
    const d = ok.value.trace.events[decidingStep(ok.value.trace) - 1]!;
    expect(d.leg).toBe('request');
    expect(d.at).toMatchObject({ node: 'win-node-2', owner: 'pod/default/api' });
  });
});
