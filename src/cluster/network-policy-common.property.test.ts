// namespaceSelector over random namespaces and labels (issue 27 item 6): the Windows agent (HNS ACL
// addresses) and the Linux agent (Calico/Cilium peers) allow exactly the pods whose namespace's labels
// (its namespaces[] entry, and kubernetes.io/metadata.name = its name whatever is written) the
// selector matches. FUZZ_RUNS sets the number of runs (default 100).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIpv4, formatPrefix } from '../core/net/ip';
import { linuxPolicyForPod } from './linux/network-policy';
import type { LabelSelector } from './scenario/schema';
import { matchesSelector } from './scenario/selector';
import { bridgeCluster, netpol, pod, resolved } from './testing/scenario';
import { aclsForPod } from './windows/network-policy';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const NAMESPACES = ['default', 'a', 'b', 'c'] as const;
const KEYS = ['team', 'env', 'kubernetes.io/metadata.name'] as const;
const VALUES = ['x', 'y', 'a', 'b'] as const;

const labelsArb = fc.dictionary(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES), { maxKeys: 3 });
const namespacesArb = fc.subarray([...NAMESPACES]).chain((names) => fc.tuple(...names.map((name) => labelsArb.map((labels) => ({ name, labels })))));
const expressionArb = fc.oneof(
  fc.record({ key: fc.constantFrom(...KEYS), operator: fc.constantFrom('In' as const, 'NotIn' as const), values: fc.uniqueArray(fc.constantFrom(...VALUES), { minLength: 1, maxLength: 2 }) }),
  fc.record({ key: fc.constantFrom(...KEYS, 'tier'), operator: fc.constantFrom('Exists' as const, 'DoesNotExist' as const) }),
);
const selectorArb: fc.Arbitrary<LabelSelector> = fc.record({ matchLabels: labelsArb, matchExpressions: fc.array(expressionArb, { maxLength: 2 }) }, { requiredKeys: [] });
const podsArb = fc.array(fc.constantFrom(...NAMESPACES), { minLength: 1, maxLength: 6 });

describe('namespaceSelector on both agents', () => {
  it("allows exactly the pods of the namespaces whose labels the selector matches", () => {
    fc.assert(
      fc.property(namespacesArb, selectorArb, podsArb, (namespaces, sel, podNamespaces) => {
        const rs = resolved(
          bridgeCluster({
            namespaces,
            pods: [pod('target', 'win-2', { labels: { app: 'target' } }), ...podNamespaces.map((namespace, i) => pod(`p${i}`, i % 2 ? 'win-1' : 'win-2', { namespace }))],
            networkPolicies: [netpol('p', { podSelector: { matchLabels: { app: 'target' } }, ingress: [{ from: [{ namespaceSelector: sel }] }] })],
          }),
        );
        // The API's meaning, said directly: the namespace's labels with the name label set by the API server.
        const nsLabels = (ns: string) => ({ ...namespaces.find((n) => n.name === ns)?.labels, 'kubernetes.io/metadata.name': ns });
        const expected = rs.pods.filter((p) => matchesSelector(sel, nsLabels(p.namespace))).map((p) => `${formatIpv4(p.ip)}/32`).sort();
        const target = rs.pods.find((p) => p.name === 'target')!;
        const windows = aclsForPod(rs, target).acls.find((a) => a.id === 'p-ingress-1')?.remoteAddresses ?? [];
        const linux = (linuxPolicyForPod(rs, target, 'iptables').policy?.ingress?.allow ?? []).flatMap((r) => r.peers ?? []).map((x) => formatPrefix(x.prefix));
        expect([...windows].sort()).toEqual(expected);
        expect([...linux].sort()).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});
