// A targetPort by name over random pods (issue 27 item 7): the endpoints of the Service port are
// exactly the selected pods that declare the name for the port's protocol (podutil.FindPort). Linux
// (kube-proxy iptables) sends each to its own number; Windows (winkernel) gives the HNS load balancer
// the number of the first endpoint in kube-proxy's order ("IP:port" as strings) for all of them.
// FUZZ_RUNS sets the number of runs (default 100).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIp } from '../core/net/ip';
import type { LinuxHost } from '../core/world/world';
import { lab, linuxNode, pod, scenario, service, winNode } from './testing/scenario';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const NAMES = ['http', 'web', 'metrics'] as const;

const portArb = fc.record({ name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }), containerPort: fc.integer({ min: 1, max: 65535 }), protocol: fc.constantFrom('TCP' as const, 'UDP' as const) });
/** A pod: its container ports (names unique within it, as the API wants), and whether it is on the Windows node. */
const podArb = fc.record({ ports: fc.uniqueArray(portArb, { maxLength: 3, selector: (p) => p.name ?? `#${p.containerPort}/${p.protocol}` }), windows: fc.boolean() });

describe('a named targetPort, per pod', () => {
  it('backends are the pods that declare the name; Linux uses each one\'s number, Windows the first endpoint\'s', () => {
    fc.assert(
      fc.property(fc.array(podArb, { minLength: 1, maxLength: 5 }), fc.constantFrom(...NAMES), fc.constantFrom('TCP' as const, 'UDP' as const), (pods, name, protocol) => {
        const specs = pods.map((p, i) => pod(`p${i}`, p.windows ? 'win-1' : 'lin-1', { ip: `10.244.${p.windows ? 1 : 2}.${10 + i}`, labels: { app: 'web' }, ports: p.ports.length ? p.ports : [{ containerPort: 1, protocol: 'TCP' }] }));
        const l = lab(
          scenario({
            cluster: { cni: 'win-bridge' },
            nodes: [winNode('win-1', '10.127.130.11', '10.244.1.0/24'), linuxNode('lin-1', '10.127.130.21', '10.244.2.0/24')],
            pods: [...specs, pod('client', 'win-1', { ip: '10.244.1.5' })],
            services: [service('web', 'web', { clusterIP: '10.96.0.50', ports: [{ port: 80, targetPort: name, protocol }] })],
          }),
        );
        // The API's meaning, said directly.
        const want = specs
          .map((s, i) => ({ ip: s.ip!, port: (s.ports ?? []).find((p) => p.name === name && (p.protocol ?? 'TCP') === protocol)?.containerPort, i }))
          .filter((x): x is { ip: string; port: number; i: number } => x.port !== undefined);
        const linux = (l.sim.world.hosts.get('lin-1') as LinuxHost).services.find((s) => formatIp(s.vip) === '10.96.0.50');
        expect((linux?.backends ?? []).map((b) => `${formatIp(b.ip)}:${b.port}`).sort()).toEqual(want.map((w) => `${w.ip}:${w.port}`).sort());
        const lb = l.hns('win-1').loadBalancers.find((x) => x.frontendVips.includes('10.96.0.50'));
        if (want.length === 0) {
          expect(lb).toBeUndefined();
          return;
        }
        const first = [...want].sort((a, b) => (`${a.ip}:${a.port}` < `${b.ip}:${b.port}` ? -1 : 1))[0]!;
        expect(lb!.portMappings[0]!.internalPort).toBe(first.port);
        expect(lb!.endpoints.map((id) => l.endpointById('win-1', id)!.ipAddress).sort()).toEqual(want.map((w) => w.ip).sort());
      }),
      { numRuns: RUNS },
    );
  });
});
