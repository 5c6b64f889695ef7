// checkReplayProbe is total over whatever a person types as a probe's ends (issue 28 item 3): any ref,
// address or garbage on a real replay gives either a probe the walk can take or ONE message with no
// `undefined`, `NaN`, `[object Object]` or stack in it — and a probe it lets through walks without a
// "no pod …"/"no node …" failure. FUZZ_RUNS sets the runs (capped: each walks a probe).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { importFiles } from '../import';
import { buildReplay, checkReplayProbe, replayText } from '.';

const real = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url))) });
const replays = [['get-hnsendpoint-list-calico-vxlan-rke2.txt'], ['kube-proxy-log-winkernel-lb-calico.txt', 'get-hnsendpoint-list-calico-vxlan-rke2.txt'], ['hnsdiag-list-all-flannel-vxlan.txt']].map((names) => {
  const r = buildReplay(importFiles(names.map(real)));
  if ('error' in r) throw new Error(r.error);
  return { ...r, sim: simulate(r.scenario) };
});
const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 150), 400);
const BAD = /undefined|NaN|\[object Object\]|\n\s+at /;

const octet = fc.integer({ min: 0, max: 255 });
const ip = fc.oneof(fc.constantFrom('10.42.213.221', '10.42.213.193', '10.43.0.10', '10.99.234.145', '10.156.233.218', '10.96.0.10'), fc.tuple(octet, octet, octet, octet).map((o) => o.join('.')));
const port = fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 65535 }).map((p) => `:${p}`));
const name = fc.oneof(fc.constantFrom('ep-10-42-213-221', 'node-10-156-233-218', 'kube-dns', 'x', ''), fc.string({ maxLength: 12 }));
const ref = fc.oneof(
  fc.tuple(ip, port).map(([a, p]) => a + p),
  fc.tuple(fc.constantFrom('pod/', 'pod/default/', 'pod/kube-system/', 'node/', 'service/', 'service/kube-system/', 'external/'), name, port).map(([k, n, p]) => k + n + p),
  fc.string({ maxLength: 20 }),
);

describe('checkReplayProbe on anything typed', () => {
  it('gives a walkable probe or one clean message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: replays.length - 1 }), ref, ref, fc.constantFrom('tcp', 'udp', 'icmp') as fc.Arbitrary<'tcp' | 'udp' | 'icmp'>, (i, from, to, protocol) => {
        const r = replays[i]!;
        const c = checkReplayProbe(r.scenario, r.report, { name: 'adhoc', from, to, protocol, size: 64, df: false });
        if ('deadEnd' in c) {
          const text = replayText(c.deadEnd);
          expect(text).not.toMatch(BAD);
          expect(text).toMatch(/missing: .* — run `|give its address instead/);
          return;
        }
        for (const s of c.said) expect(s).not.toMatch(BAD);
        const walked = runProbe(r.sim, c.probe);
        // What is left to refuse is the ref's own shape (a garbage ref, a port out of range), never a name the files lack.
        if (!walked.ok) expect(walked.message).not.toMatch(/: no (pod|node|Service|external host) /);
      }),
      { numRuns: RUNS },
    );
  });
});
