// What the scenario schema says of a value it refuses, as message values (issue 30): every id says
// something in both languages with no hole left and values kept; crafted documents that break each
// rule (with the built-ins' walk of wrong values: narration/messages-refusals.test.ts) are refused
// with values whose English is Build's words (humanize of the message), every id reached but four no document can reach; sayIssue
// says them in the language asked for.
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { SCHEMA_EN } from '../../../cluster/scenario/schema-messages';
import type { Issue } from '../../../cluster/scenario/issues';
import { BUILTINS } from '../../../lessons';
import { humanize } from '../../../state/issue-words';
import { validate } from '../../../state/validate';
import { loadNarrationVi } from '../narration';
import { SCHEMA_VI } from './schema.vi';
import { sayIssue } from './scenario-say';

const IDS = Object.keys(SCHEMA_EN);
const BAD = /\$\{|undefined|NaN|\[object Object\]|^schema\./;
const SAMPLE = { v: 'vfp-lab/v1', n: 7, list: 'drop, reset', want: '"NetworkPolicy"', names: 'color', t: 'int', k: 'boolean', got: 'string' };

beforeAll(() => loadNarrationVi());

describe("the schema's catalogue", () => {
  it('has every id in Vietnamese and no other', () => expect(Object.keys(SCHEMA_VI).sort()).toEqual([...IDS].sort()));

  it('renders every id in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of IDS) {
      const m: Msg = { id, args: SAMPLE };
      const en = render([SCHEMA_EN], m);
      const vi = render([SCHEMA_VI], m);
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      if (!/^schema\.(foundNull|foundOther)$/.test(id)) expect(vi, id).not.toBe(en);
      for (const x of en.match(/\d+(?:\.\d+){3}(?:\/\d+)?|[0-9a-f]*:[0-9a-f:]+::?[0-9a-f/]*|vfp-lab\/v1|drop, reset|"NetworkPolicy"|\bcolor\b|\b7\b/g) ?? []) expect(vi, `${id}: ${x}`).toContain(x);
    }
  });
});

type Doc = Record<string, unknown>;
const base = (): Doc => structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario) as unknown as Doc;
const set = (f: (d: Doc & { nodes: Doc[]; pods: Doc[]; services: Doc[]; probes: Doc[]; metadata: Doc; cluster: Doc }) => void): Doc => {
  const d = base();
  f(d as never);
  return d;
};
const rule = { id: 'R', priority: 100, action: 'allow' };
const edit = (e: Doc) => set((d) => void (d.nodes[0]!.vfpEdits = [e]));
const hns = (h: unknown) => set((d) => void (d.nodes[0]!.hns = h));

/** Documents that break each of the schema's rules. */
const CRAFTED: Doc[] = [
  set((d) => void (d.apiVersion = 'v2')),
  set((d) => void (d.kind = 'Other')),
  set((d) => void (d.color = 'red')),
  set((d) => void (d.metadata.name = 'Bad Name')),
  set((d) => void (d.metadata.name = '')),
  set((d) => void (d.metadata.title = 42)),
  set((d) => void (d.metadata.title = null)),
  set((d) => void (d.metadata.title = true)),
  set((d) => void (d.metadata.title = { en: 'x' })),
  set((d) => void (d.metadata.title = 'x'.repeat(300))),
  set((d) => void delete d.metadata.name),
  set((d) => void (d.cluster.clusterCIDR = '10.0.0.0')),
  set((d) => void (d.cluster.clusterCIDR = 'nope')),
  set((d) => void (d.nodes[0]!.ip = '10.0.0')),
  set((d) => void (d.nodes[0]!.mac = 'zz')),
  set((d) => void (d.nodes[0]!.podCIDR = 'x')),
  set((d) => void (d.cluster.mtu = 5)),
  set((d) => void (d.cluster.mtu = 99999)),
  set((d) => void (d.cluster.mtu = 1500.5)),
  set((d) => void (d.metadata.name = 'a'.repeat(300))),
  set((d) => void (d.pods[0]!.ips = ['10.244.1.5', 'fd00:10:244:1::5', 'fd00:10:244:1::6'])),
  set((d) => void (d.pods[0]!.ips = ['x'])),
  set((d) => void (d.nodes[0]!.podCIDRs = ['x'])),
  set((d) => void (d.pods[0]!.ports = [{ containerPort: 80, name: 'Not_A_Name' }])),
  set((d) => void (d.nodes[0]!.os = 'mac')),
  set((d) => void (d.pods[0]!.ip = 'x')),
  set((d) => void (d.pods[0]!.listen = ['http'])),
  set((d) => void (d.pods[0]!.listen = ['tcp/0'])),
  set((d) => void ((d as Doc).pods = 'none')),
  set((d) => void (d.pods = [])),
  set((d) => void (d.services[0]!.ports = [])),
  set((d) => void (d.services[0]!.ports = [{ port: 80, name: 'Not_A_Name' }])),
  set((d) => void (d.probes[0]!.to = '???')),
  set((d) => void (d.probes[0]!.name = '$bad')),
  set((d) => void (d.probes[0]!.expect = { outcome: 'maybe' })),
  set((d) => void (d.probes[0]!.size = 'big')),
  set((d) => void (d.probes[0]!.srcPort = [1])),
  set((d) => void (d.clusterCIDRs = 1)),
  set((d) => void (d.cluster.serviceCIDR = '10.96.0.0/12,fd00::/108,fd01::/108')),
  set((d) => void (d.cluster.clusterCIDR = '10.244.0.0/16,fd00:10:244::/56')),
  set((d) => void (d.exercise = { brief: '<b>x</b>', goals: [] })),
  set((d) => void (d.networkPolicies = [{ apiVersion: 'v9', kind: 'NetworkPolicy', metadata: { name: 'p' }, spec: { podSelector: {} } }])),
  edit({ op: 'add-rule', port: 'nowhere', layer: 'L', group: 'G', rule }),
  edit({ op: 'add-rule', port: 'host', layer: 'has space', group: 'G', rule }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, priority: 'high' } }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, priority: 1.5 } }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, priority: 70000 } }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, priority: -1 } }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, srcIp: ['x'] } }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, dstPorts: [70000] } }),
  edit({ op: 'add-rule', port: 'host', layer: 'L', group: 'G', rule: { ...rule, dstPorts: ['80-x'] } }),
  hns({ networks: 'x' }),
  hns({ networks: [], endpoints: [{ id: 'e', ipAddress: 'fd00:0:0::1' }] }),
];

describe("what the schema says is a value", () => {
  const issues: Issue[] = [...CRAFTED.flatMap((d) => validate(d).issues), ...BUILTINS.flatMap((b) => validate({ ...structuredClone(b.scenario), nodes: [{ ...structuredClone(b.scenario.nodes[0]!), hns: { networks: [{ id: 1 }], endpoints: [{ ipAddress: ['x'] }] } }] }).issues)];

  it("its English Build's words, its Vietnamese whole, every id reached", () => {
    const schema = issues.filter((i) => i.msg && render([SCHEMA_EN], i.msg) !== i.msg.id);
    expect(schema.length).toBeGreaterThan(40);
    const reached = new Set<string>();
    const walk = (m: Msg): void => {
      reached.add(m.id);
      for (const a of Object.values(m.args)) if (a && typeof a === 'object') walk(a);
    };
    for (const i of schema) {
      expect(humanize(render([SCHEMA_EN], i.msg!))).toBe(humanize(i.message));
      const vi = render([SCHEMA_VI], i.msg!);
      expect(vi, i.message).not.toMatch(BAD);
      expect(vi).not.toBe(humanize(i.message));
      walk(i.msg!);
    }
    // A priority of the wrong type or not whole is a wrong type (said as expected and found); no
    // field of today's schema takes at least 2 characters or items.
    expect(IDS.filter((id) => !reached.has(id))).toEqual(['schema.priority', 'schema.priorityWhole', 'schema.minChars', 'schema.minItems']);
  });

  it('is said in the language asked for', () => {
    const i = validate(CRAFTED[0]).issues[0]!;
    expect(sayIssue('en', { message: humanize(i.message), msg: i.msg })).toBe('ApiVersion must be vfp-lab/v1');
    expect(sayIssue('vi', { message: humanize(i.message), msg: i.msg })).toBe('apiVersion phải là vfp-lab/v1');
  });
});
