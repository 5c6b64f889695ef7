// Totality: the Kubernetes reader never throws, whatever the text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectKubernetes, parseKubernetes } from './index';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const SAMPLE = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Service
  metadata: { name: web, namespace: default }
  spec:
    clusterIP: 10.96.0.50
    ports: [{ name: http, port: 80, targetPort: http, protocol: TCP }]
    selector: { app: web }
- apiVersion: discovery.k8s.io/v1
  kind: EndpointSlice
  metadata: { name: web-x, labels: { kubernetes.io/service-name: web } }
  addressType: IPv4
  endpoints: [{ addresses: [10.244.1.40], conditions: { ready: true } }]
- apiVersion: networking.k8s.io/v1
  kind: NetworkPolicy
  metadata: { name: np }
  spec:
    podSelector: {}
    ingress: [{ from: [{ ipBlock: { cidr: 10.0.0.0/8, except: [10.1.0.0/16] } }] }]
`;

const mutated = (sample: string) =>
  fc.array(fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 6 }).map((ops) =>
    ops.reduce((text, [at, cut, insert]) => {
      const p = at % (text.length + 1);
      return text.slice(0, p) + insert + text.slice(p + cut);
    }, sample),
  );

const wellFormed = (r: ReturnType<typeof parseKubernetes>) => {
  for (const p of [...r.errors, ...r.warnings]) {
    expect(typeof p.message).toBe('string');
    if (p.line !== undefined) expect(p.line).toBeGreaterThanOrEqual(1);
  }
  if (r.errors.length === 0) expect(r.value).toBeDefined();
};

describe('parseKubernetes never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        wellFormed(parseKubernetes(text));
        expect(detectKubernetes(text)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('on mutations of a sample', () => {
    fc.assert(fc.property(mutated(SAMPLE), (text) => wellFormed(parseKubernetes(text))), { numRuns: RUNS });
  });

  it('on objects of our kinds with arbitrary specs', () => {
    fc.assert(
      fc.property(fc.constantFrom('Node', 'Pod', 'Service', 'EndpointSlice', 'Endpoints', 'NetworkPolicy'), fc.jsonValue(), (kind, spec) => {
        const text = JSON.stringify({ apiVersion: 'v1', kind, metadata: { name: 'x' }, spec, status: spec, endpoints: spec, subsets: spec });
        wellFormed(parseKubernetes(text));
      }),
      { numRuns: RUNS },
    );
  });
});
