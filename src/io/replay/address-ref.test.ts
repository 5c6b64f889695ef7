// A literal IP as a probe's source or destination (issue 28): resolved to the pod or node of the replay
// that holds it; an address nothing holds is, as a source, said with what to collect.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { importFiles } from '../import';
import { buildReplay, resolveAddressRef } from '.';

const NAME = 'get-hnsendpoint-list-nat-acl-allow-ws2022.txt';
const text = readFileSync(new URL(`../../../fixtures/real/${NAME}`, import.meta.url), 'utf8');
const built = buildReplay(importFiles([{ name: NAME, bytes: new TextEncoder().encode(text) }]));
if ('error' in built) throw new Error(built.error);
const { scenario } = built;

describe('resolveAddressRef', () => {
  it("an endpoint's address is its pod, the port kept", () => {
    expect(resolveAddressRef(scenario, '172.19.3.166', 'from')).toEqual({
      ref: 'pod/ep-172-19-3-166',
      said: "172.19.3.166 is pod ep-172-19-3-166 (its endpoint's address)",
      saidMsg: { id: 'replay.address.pod', args: { ip: '172.19.3.166', pod: 'ep-172-19-3-166' } },
    });
    expect(resolveAddressRef(scenario, '172.19.6.74:80', 'to')).toMatchObject({ ref: 'pod/ep-172-19-6-74:80' });
  });

  it('a ref that is no address is left as it is', () => {
    expect(resolveAddressRef(scenario, 'pod/ep-172-19-3-166', 'from')).toEqual({ ref: 'pod/ep-172-19-3-166' });
    expect(resolveAddressRef(scenario, '999.1.1.1', 'from')).toEqual({ ref: '999.1.1.1' });
  });

  it('an address nothing holds: as a destination it stays; as a source it says what to collect', () => {
    expect(resolveAddressRef(scenario, '8.8.8.8:53', 'to')).toEqual({ ref: '8.8.8.8:53' });
    expect(resolveAddressRef(scenario, '172.19.9.9', 'from')).toMatchObject({
      errorMsg: { id: 'replay.address.none' },
      error: '172.19.9.9 is the address of no pod or node in the files: missing: the HNS endpoint that holds 172.19.9.9 — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)',
    });
  });

  it('a probe between two literal addresses walks as between their pods (the real WS2022 ACL-allow host)', () => {
    const from = resolveAddressRef(scenario, '172.19.3.166', 'from');
    const to = resolveAddressRef(scenario, '172.19.6.74:80', 'to');
    if ('error' in from || 'error' in to) throw new Error('not resolved');
    const res = runProbe(simulate(scenario), { name: 'ip', from: from.ref, to: to.ref, protocol: 'tcp', srcPort: 50000, size: 64, df: false });
    if (!res.ok) throw new Error(res.message);
    expect(res.value.trace.request.verdict.outcome).toBe('delivered');
  });
});
