import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { loadBuiltin } from './app';
import { baselines, compareWith } from './compare';

describe('Build mode before/after', () => {
  const np = loadBuiltin('network-policy')!;
  const without = { ...np, networkPolicies: np.networkPolicies.filter((p) => p.metadata.name !== 'api-allow-frontend') };

  it('a built-in document compares with its built-in; a file with itself as opened', () => {
    expect(baselines({ scenario: without, source: { kind: 'builtin', id: 'network-policy' }, past: [] }).map((b) => b.label)).toEqual(['the built-in network-policy']);
    const opened = { scenario: np, source: { kind: 'file' as const, name: 'x.yaml' }, edited: false, what: 'remove policy' };
    expect(baselines({ scenario: without, source: { kind: 'file', name: 'x.yaml' }, past: [opened] }).map((b) => [b.id, b.scenario === np])).toEqual([['opened', true]]);
    expect(baselines({ scenario: np, source: { kind: 'new' }, past: [] })).toEqual([]);
  });

  it('the version last saved to a file comes first, and only once the document differs from it', () => {
    const src = { kind: 'builtin' as const, id: 'network-policy' };
    expect(baselines({ scenario: without, source: src, past: [], lastSaved: np }).map((b) => b.id)).toEqual(['saved', 'builtin']);
    expect(baselines({ scenario: without, source: src, past: [], lastSaved: without }).map((b) => b.id)).toEqual(['builtin']);
  });

  it('removing one NetworkPolicy changes exactly the probes it decided', () => {
    const r = compareWith(np, without);
    expect(r.probes.filter((p) => p.changed).map((p) => p.name)).toEqual(['frontend-to-api-service', 'batch-to-api-denied', 'frontend-to-metrics-port-denied']); // the Service probe too: without DSR it arrives from the node IP, which the policy did not allow
    expect(r.skipped).toEqual([]);
  });
});
