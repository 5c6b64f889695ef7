// Issue 27 item 5: what is the model's own is labelled where it decides, with the sources that disagree.
import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../core/assumptions';
import { bridgeCluster, lab, netpol, pod, service } from './testing/scenario';

const pods = [pod('client', 'win-1', { labels: { app: 'client' } }), pod('web-1', 'win-2', { labels: { app: 'web' }, listen: ['tcp/8080'] })];
const web = service('web', 'web', { clusterIP: '10.96.0.50' });

describe("a Windows node reaching a ClusterIP is labelled: the sources disagree", () => {
  const l = lab(bridgeCluster({ pods, services: [web] }));

  it('the node itself → ClusterIP names node-reaches-clusterip, and its text names both sources', () => {
    const t = l.run('node/win-1', 'service/web:80');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(t.assumptions).toContain('node-reaches-clusterip');
    expect(ASSUMPTIONS['node-reaches-clusterip'].text).toMatch(/known limitation[\s\S]*networkhealth\.ps1/);
  });

  it('a pod → the same ClusterIP, and the node → a pod, do not', () => {
    expect(l.run('pod/client', 'service/web:80').assumptions).not.toContain('node-reaches-clusterip');
    expect(l.run('node/win-1', 'pod/web-1:8080').assumptions).not.toContain('node-reaches-clusterip');
  });
});

describe('an egress ACL that decides on a Service address is labelled (the order is the model\'s own)', () => {
  const egress = (to: { podSelector: { matchLabels: Record<string, string> } }) =>
    netpol('client-egress', { podSelector: { matchLabels: { app: 'client' } }, policyTypes: ['Egress'], egress: [{ to: [to], ports: [{ protocol: 'TCP', port: 8080 }] }] });

  it('egress allowed only to the backends: the VIP packet meets the ACL before the load balancer and is dropped, labelled', () => {
    const t = lab(bridgeCluster({ pods, services: [web], networkPolicies: [egress({ podSelector: { matchLabels: { app: 'web' } } })] })).run('pod/client', 'service/web:80');
    expect(t.assumptions).toContain('egress-acl-before-lb');
    expect(t.request.verdict.at?.layer).toBe('ACL_ENDPOINT_LAYER');
  });

  it('the same policy to the pod itself decides on the pod address: no label; no egress policy: no label', () => {
    const withPolicy = lab(bridgeCluster({ pods, services: [web], networkPolicies: [egress({ podSelector: { matchLabels: { app: 'web' } } })] }));
    expect(withPolicy.run('pod/client', 'pod/web-1:8080').assumptions).not.toContain('egress-acl-before-lb');
    expect(lab(bridgeCluster({ pods, services: [web] })).run('pod/client', 'service/web:80').assumptions).not.toContain('egress-acl-before-lb');
  });
});
