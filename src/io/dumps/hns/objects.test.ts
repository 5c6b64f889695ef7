// The kind of an HNS object comes from its own fields: made from the real Format-List samples.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../hns-list';

const real = (name: string) => readFileSync(new URL(`../../../../fixtures/real/${name}`, import.meta.url), 'utf8');

describe('kindOf, on real Format-List records', () => {
  it('a policy list that names its HostComputeNetwork is a load balancer, not an endpoint without an IP', () => {
    const r = parse(real('get-hnspolicylist-list-elb-dsr-calico-vxlan.txt'), 'f');
    expect(r.value!.hns.endpoints).toEqual([]);
    expect(r.value!.hns.loadBalancers.map((lb) => lb.id)).toEqual(['D680D0E7-185B-46A7-B097-37A8B439F588']);
    expect(r.warnings.map((w) => w.message).join('\n')).not.toContain('has no IP address');
  });

  it('a policy list cut before its References (only IsApplied and HostComputeNetwork left) is no endpoint', () => {
    const r = parse(real('get-hnspolicylist-list-two-elb-cut-calico-vxlan.txt'), 'f');
    expect(r.value!.hns.endpoints).toEqual([]);
    expect(r.value!.hns.loadBalancers.map((lb) => lb.id)).toEqual(['D680D0E7-185B-46A7-B097-37A8B439F588']);
    const said = r.warnings.map((w) => w.message).join('\n');
    expect(said).not.toContain('has no IP address');
    expect(said).toMatch(/policy list F4F6A3DB-F234-49B2-960B-F0C45C25208B holds no ELB policy/);
  });

  it('v1 Get-HnsNamespace records (CompartmentId, IsDefault, Containers) are namespaces', () => {
    const r = parse(real('get-hnsnamespace-list-calico-vxlan.txt'), 'f');
    expect(r.value!.hns.namespaces.map((n) => [n.id, n.compartmentId])).toEqual([
      ['37B9E55C-5EC5-45B6-969F-8585A89DC6E5', 0],
      ['910F7D92-BA2D-4C3F-98AE-7C0AC590D2DC', 1],
    ]);
  });
});
