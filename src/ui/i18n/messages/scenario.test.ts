// The scenario checks' words as message values (issue 30): every id says something in both
// languages with no hole left and the document's names and addresses kept, and what the checks
// say about the built-ins and about documents altered to break each rule is a value whose English
// is the issue's `message`.
import '../../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { SCENARIO_EN } from '../../../cluster/scenario/messages';
import { SCENARIO_API_EN } from '../../../cluster/scenario/messages-api';
import { safeParseScenario } from '../../../cluster/scenario/parse-scenario';
import { scenarioIssues } from '../../../cluster/scenario/scenario-issues';
import type { Scenario } from '../../../cluster/scenario/schema';
import type { Issue } from '../../../cluster/scenario/issues';
import { BUILTINS } from '../../../lessons';
import { SCENARIO_API_VI, SCENARIO_VI } from './scenario.vi';

const EN = [SCENARIO_EN, SCENARIO_API_EN];
const VI = [SCENARIO_VI, SCENARIO_API_VI];
const SAME = new Set(['scenario.holder.node', 'scenario.holder.pod']);
const IDS = [...Object.keys(SCENARIO_EN), ...Object.keys(SCENARIO_API_EN)];

const holder: Msg = { id: 'scenario.holder.pod', args: { n: 'default/web-1' } };
const sample = (id: string): Msg => ({
  id,
  args: { n: 'win-node-1', node: 'win-node-2', ip: '10.244.1.5', net: '10.244.1.0/24', svc: '10.96.0.0/12', cluster: '10.244.0.0/16', cidr: '10.244.7.0/24', vip: '10.244.1.2', who: holder, list: 'win-node-1, linux-1', port: 30080, proto: 'TCP', ips: '20.1.2.3, 20.1.2.4', vni: 4097, k: 'bad key!', v: 'bad value!', w: 'dev', op: 'In', x: '192.168.0.0/16', p: 'Not_A_Name', e: 90, pod: 'default/web-1', pods: 'default/web-2, default/web-3', field: 'clusterCIDR', text: '10.244.0.0/16,10.245.0.0/16', family: 'IPv6', kind: 'link-local', first: '10.244.1.6', single: '10.244.1.5', cni: 'win-overlay' },
});

describe('the scenario checks’ catalogues', () => {
  it('every id renders in both languages, holes filled, names and addresses kept, Vietnamese not English', () => {
    for (const id of IDS) {
      const en = render(EN, sample(id));
      const vi = render(VI, sample(id));
      for (const s of [en, vi]) expect(s, id).not.toMatch(/undefined|NaN|\[object Object\]|\$\{|^scenario/);
      // "node win-1" and "pod web" read the same in Vietnamese, which keeps these nouns.
      if (!SAME.has(id)) expect(vi, id).not.toBe(en);
      for (const x of en.match(/"[^"]*"|\b\d+(?:\.\d+){3}(?:\/\d+)?\b|\b(?:win-node-\d|default\/web-\d|Not_A_Name|30080\/TCP)\b/g) ?? []) expect(vi, `${id}: ${x}`).toContain(x);
    }
  });
});

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Documents that break the checks' rules, each from a built-in. */
function altered(base: Scenario): Doc[] {
  const docs: Doc[] = [];
  const add = (f: (d: Doc) => void) => {
    const d = structuredClone(base) as Doc;
    f(d);
    docs.push(d);
  };
  // As messages-refusals.test.ts alters them: two of each, a pod on no node.
  add((d) => {
    d.nodes.push(d.nodes[0]);
    d.pods.push({ ...d.pods[0], node: 'nowhere' });
    d.services.push(...d.services.slice(0, 1));
    d.probes.push(...d.probes.slice(0, 1));
    d.externals.push(...d.externals.slice(0, 1));
  });
  add((d) => {
    d.cluster.serviceCIDR = d.cluster.clusterCIDR;
    d.nodes[0].ip = '8.8.8.8';
    d.nodes[0].podCIDR = '192.168.0.0/24';
    d.nodes[0].sourceVip = '1.2.3.4';
    d.pods[0].ip = '9.9.9.9';
    if (d.externals[0]) d.externals[0].ip = d.cluster.clusterCIDR.replace(/0\/\d+$/, '9');
    d.namespaces = [{ name: 'prod', labels: { 'bad key!': 'x', team: 'not valid!', 'kubernetes.io/metadata.name': 'dev' } }, { name: 'prod' }];
    d.pods[0].ports = [
      { name: 'http', containerPort: 80, hostPort: 8080 },
      { name: 'http', containerPort: 80, hostPort: 8080 },
      { containerPort: 53, protocol: 'SCTP', hostPort: 53 },
    ];
    if (d.services[0]) {
      Object.assign(d.services[0], { loadBalancerIP: '1.2.3.4', loadBalancerIngress: ['5.6.7.8'], sessionAffinityConfig: { clientIP: { timeoutSeconds: 10 } }, externalTrafficPolicy: 'Local', clusterIP: '1.1.1.1' });
      d.services[0].ports = [{ port: 80, targetPort: 'nohttp' }, { port: 81, targetPort: 'http', nodePort: 80 }, { port: 82, protocol: 'SCTP' }];
    }
    d.networkPolicies = [
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'bad' },
        spec: {
          podSelector: { matchLabels: { 'bad key!': 'bad value!' }, matchExpressions: [{ key: 'x!', operator: 'In', values: [] }, { key: 'y', operator: 'Exists', values: ['a', 'bad!'] }] },
          policyTypes: ['Ingress', 'Ingress'],
          ingress: [{ from: [{}, { ipBlock: { cidr: '10.0.0.0/8', except: ['192.168.0.0/16'] }, podSelector: {} }], ports: [{ endPort: 90 }, { port: 'http', endPort: 90 }, { port: 100, endPort: 90 }, { port: 'Not_A_Name' }] }],
        },
      },
    ];
  });
  // Full ranges, taken addresses and ports, reserved addresses.
  add((d) => {
    d.cluster.nodeSubnet = '10.127.130.0/30';
    d.cluster.clusterCIDR = '10.244.0.0/24';
    d.cluster.serviceCIDR = '10.96.0.0/30';
    d.cluster.outboundNAT = { exceptions: ['10.244.0.0/24'] };
    d.nodes = [0, 1].map((i) => ({ ...d.nodes[0], name: `n${i}`, ip: undefined, podCIDR: undefined, sourceVip: undefined, hns: undefined }));
    d.nodes.push({ ...d.nodes[0], name: 'lin', os: 'linux', podCIDR: '10.244.0.0/24', hns: {} });
    d.pods = [{ ...d.pods[0], name: 'p', node: 'lin', ip: '10.244.0.1', ports: [{ containerPort: 80, hostPort: 80 }] }];
    d.services = [0, 1, 2].map((i) => ({ ...d.services[0], name: `s${i}`, clusterIP: undefined, selector: {}, type: 'NodePort', ports: [{ port: 80, nodePort: i === 2 ? 80 : 30080 }] }));
    d.externals = [{ name: 'x', ip: '10.127.130.1' }];
    d.probes = [];
    d.exercise = { brief: 'b', goals: ['nope'] };
  });
  add((d) => {
    d.cluster.cni = 'flannel-vxlan';
    d.cluster.vxlan = { ...d.cluster.vxlan, vni: 4097 };
    d.pods = d.pods.slice(0, 1).map((p: Doc) => ({ ...p, ports: [{ containerPort: 80, hostPort: 80 }] }));
    d.nodes[1] = { ...d.nodes[0], name: 'other', ip: undefined, podCIDR: d.nodes[0].podCIDR ?? '10.244.0.0/24' };
    d.nodes[0].podCIDR = d.nodes[1].podCIDR;
    d.probes = [{ ...d.probes[0], name: 'goal', expect: undefined }];
    d.exercise = { brief: 'b', goals: ['goal'] };
    d.services = d.services.slice(0, 1).map((s: Doc) => ({ ...s, type: 'LoadBalancer', loadBalancerIngress: ['20.1.2.3'], loadBalancerIP: '20.1.2.4' }));
  });
  add((d) => {
    d.cluster.cni = 'win-overlay';
    d.pods = d.pods.slice(0, 2).map((p: Doc, i: number) => ({ ...p, node: d.nodes[0].name, labels: { app: 'x' }, ports: i ? [{ name: 'other', containerPort: 80 }] : [{ name: 'web', containerPort: 80, hostPort: 80 }] }));
    d.services = [{ ...d.services[0], selector: { app: 'x' }, type: 'ClusterIP', ports: [{ port: 80, targetPort: 'web' }] }];
  });
  // Addresses a node keeps for itself, and one pod's address given to another.
  add((d) => {
    d.cluster.cni = 'win-overlay';
    d.cluster.clusterCIDR = '10.244.0.0/16';
    Object.assign(d.nodes[0], { podCIDR: '10.244.9.0/24', sourceVip: '10.244.9.5', hns: undefined });
    d.pods = ['10.244.9.1', '10.244.9.5', '10.244.9.9', '10.244.9.9'].map((ip, i) => ({ ...d.pods[0], name: `p${i}`, node: d.nodes[0].name, ip, ports: undefined }));
  });
  add((d) => {
    Object.assign(d.nodes[0], { podCIDR: '10.244.9.0/30', sourceVip: undefined, hns: undefined });
    d.pods = [{ ...d.pods[0], node: d.nodes[0].name, ip: undefined }];
    d.services = [{ ...d.services[0], ports: [{ name: 'a', port: 80 }, { name: 'a', port: 81 }] }];
  });
  add((d) => {
    d.nodes = [];
  });
  // Dual-stack (issue 31): ranges of one family or in the wrong order, an Overlay with IPv6, odd and
  // misplaced addresses, a Service family the range lacks.
  add((d) => {
    d.cluster.cni = 'win-overlay';
    d.cluster.clusterCIDR = '10.244.0.0/16,fd00:10:244::/56';
    d.cluster.serviceCIDR = '10.96.0.0/12,10.97.0.0/16';
    d.cluster.nodeSubnet = 'fd00:10:127::/64,10.127.130.0/24';
    d.pods[0].ips = ['fe80::1', 'fd00:10:244:1::5'];
    if (d.pods[1]) d.pods[1].ips = ['fd00:10:244:1::6', 'fd00:10:244:1::7'];
    d.services = [{ ...d.services[0], clusterIP: undefined, ipFamilies: ['IPv6'], ipFamilyPolicy: 'SingleStack', clusterIPs: undefined }];
    d.services.push({ ...d.services[0], name: 'two', ipFamilies: ['IPv4', 'IPv6'], ipFamilyPolicy: 'SingleStack' });
    d.services.push({ ...d.services[0], name: 'req', ipFamilies: undefined, ipFamilyPolicy: 'RequireDualStack' });
  });
  add((d) => {
    d.cluster.clusterCIDR = '10.244.0.0/16';
    d.cluster.serviceCIDR = '10.96.0.0/12,fd00:10:96::/112';
    d.pods[0].ips = ['fd00:10:244:1::5'];
  });
  add((d) => {
    d.cluster.cni = 'win-bridge';
    d.cluster.clusterCIDR = '10.244.0.0/16,fd00:10:244::/56';
    d.cluster.serviceCIDR = '10.96.0.0/12,fd00:10:96::/112';
    d.pods[0].ips = ['10.244.250.250'];
    d.services = [{ ...d.services[0], clusterIP: 'fd00:10:96::5', ipFamilies: ['IPv4'], ipFamilyPolicy: undefined }];
  });
  return docs;
}

const issuesOf = (doc: Doc): Issue[] => {
  const r = safeParseScenario(doc);
  return r.success ? scenarioIssues(r.data) : [];
};

describe('what the checks say is a value', () => {
  const checked = BUILTINS.flatMap((b) => [b.scenario, ...altered(b.scenario)]).flatMap(issuesOf);
  // Node overrides (hns, vfpEdits) are read by zod, whose words are the schema's, not the checks'
  // (schema-messages.ts: messages/schema.test.ts).
  const own = checked.filter((i) => (i.msg ? !i.msg.id.startsWith('schema.') : !i.path.some((k) => k === 'hns' || k === 'vfpEdits')));

  it('with its English as the message and whole Vietnamese, on the built-ins and documents altered to break the rules', () => {
    expect(own.length).toBeGreaterThan(100);
    for (const i of own) {
      expect(i.msg, i.message).toBeDefined();
      expect(render(EN, i.msg!)).toBe(i.message);
      const vi = render(VI, i.msg!);
      expect(vi, i.message).not.toMatch(/undefined|NaN|\[object Object\]|^scenario/);
      expect(vi).not.toBe(i.message);
    }
  });

  it('every sentence is reached', () => {
    const reached = new Set(own.flatMap((i) => [i.msg!.id, ...Object.values(i.msg!.args).flatMap((a) => (typeof a === 'object' ? [a.id] : []))]));
    expect(IDS.filter((id) => !reached.has(id))).toEqual([]);
  });
});
