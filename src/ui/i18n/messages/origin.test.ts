// Who made a rule, as message values (issue 30): every id says something in both languages with no
// hole left and names kept; every rule of every built-in, under the cluster settings that change
// who makes rules (each CNI plugin, each policy agent, a hostPort, DSR, a source VIP), carries a
// value whose English is its `by`, every id reached but one; the trace's JSON keeps `by` in English
// only; the close-up and the rule list say it in the language asked for.
import '../../../lessons/testing/builtins-loaded';
// Imported node objects are read by the schema's reader (cluster/scenario/node-overrides.ts).
import '../../../cluster/scenario/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { ORIGIN_EN } from '../../../core/vfp/origin-messages';
import { runProbe, simulate } from '../../../cluster/simulation';
import type { Scenario } from '../../../cluster/scenario/schema';
import type { Provenance } from '../../../core/vfp/model';
import { traceJson } from '../../../io/trace/trace-json';
import { BUILTINS } from '../../../lessons';
import { loadNarrationVi } from '../narration';
import { ORIGIN_VI } from './origin.vi';
import { sayOrigin } from './origin-say';
import { sayEvent } from './verdict-say';
import { variantTraces } from './walks.testing';
import { sites } from '../narration/sites.testing';
import { importFiles } from '../../../io/import';
import { buildReplay } from '../../../io/replay';

const IDS = Object.keys(ORIGIN_EN);
const BAD = /\$\{|undefined|NaN|\[object Object\]|^origin\./;
const agent: Msg = { id: 'origin.agent', args: { agent: 'calico' } };
const SAMPLE = { what: 'NodePort', from: 'loadBalancerIP', plugin: 'win-bridge', agent, file: 'kube-proxy.log' };

beforeAll(() => loadNarrationVi());

describe('the origins’ catalogue', () => {
  it('has every id in Vietnamese and no other', () => expect(Object.keys(ORIGIN_VI).sort()).toEqual([...IDS].sort()));

  it('renders every id in both languages, holes filled, names kept', () => {
    for (const id of IDS) {
      for (const args of [SAMPLE, { ...SAMPLE, from: undefined, agent: id === 'origin.agent' ? 'generic' : agent }]) {
        const m = { id, args } as Msg;
        const en = render([ORIGIN_EN], m);
        const vi = render([ORIGIN_VI], m);
        for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
        // kube-proxy's own name, and its remote endpoint, are the same words in both.
        if (!/^origin\.(kubeProxy|remoteEndpoint)$/.test(id)) expect(vi, id).not.toBe(en);
        for (const x of ['NodePort', 'loadBalancerIP', 'win-bridge', 'kube-proxy (winkernel)', 'Calico for Windows', '--source-vip', 'cbr0', 'kube-proxy.log', 'ipconfig /all']) if (en.includes(x)) expect(vi, `${id}: ${x}`).toContain(x);
      }
    }
  });
});

const SETTINGS: ((s: Scenario) => Scenario)[] = [
  (s) => s,
  (s) => ({ ...s, cluster: { ...s.cluster, cni: 'win-overlay' } }),
  (s) => ({ ...s, cluster: { ...s.cluster, cni: 'flannel-vxlan' } }),
  (s) => ({ ...s, cluster: { ...s.cluster, cni: 'flannel-host-gw' } }),
  (s) => ({ ...s, cluster: { ...s.cluster, windowsPolicyAgent: 'calico' } }),
  (s) => ({ ...s, cluster: { ...s.cluster, kubeProxy: { ...s.cluster.kubeProxy, dsr: !s.cluster.kubeProxy.dsr } } }),
  (s) => ({ ...s, pods: s.pods.map((p, i) => (i === 0 ? { ...p, ports: [{ containerPort: 80, protocol: 'TCP' as const, hostPort: 8080 }] } : p)) }),
  imported,
];

/** Every origin of every HNS object and every provenance (rules, ports) of every Windows node. */
function provenances(s: Scenario): Provenance[] {
  const out: Provenance[] = [];
  const seen = new Set<object>();
  const walk = (x: unknown): void => {
    if (!x || typeof x !== 'object' || seen.has(x)) return;
    seen.add(x);
    if (typeof (x as Provenance).by === 'string') out.push(x as Provenance);
    for (const v of x instanceof Map ? x.values() : Object.values(x)) walk(v);
  };
  for (const w of simulate(s).windows.values()) walk({ hns: w.hns, ports: w.host.vswitch.ports });
  return out;
}

/** A node whose HNS objects are imported without an origin (a replay's, say): HNS made them. */
function imported(s: Scenario): Scenario {
  const node = s.nodes.find((n) => (n.os ?? 'windows') === 'windows')!;
  const hns = structuredClone(simulate(s).windows.get(node.name)!.hns);
  const strip = (x: unknown): void => {
    if (!x || typeof x !== 'object') return;
    delete (x as { origin?: unknown }).origin;
    Object.values(x).forEach(strip);
  };
  strip(hns);
  return { ...s, nodes: s.nodes.map((n) => (n === node ? { ...n, hns } : n)) };
}

// A replayed node: objects known from kube-proxy's log and from ipconfig, and endpoints from a dump
// (io/replay/windows.ts writes their origins into the document, values and all). As text: UI tests do no file I/O.
const FIXTURES = import.meta.glob<string>(['/fixtures/real/kube-proxy-log-winkernel-lb-calico.txt', '/fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt', '/fixtures/real/ipconfig-all-pod-flannel-vxlan-cut-sig-windows-tools.txt'], { query: '?raw', import: 'default', eager: true });

function replayed(): Scenario[] {
  const files = Object.entries(FIXTURES).map(([path, text]) => ({ name: path.slice(path.lastIndexOf('/') + 1), bytes: new TextEncoder().encode(text) }));
  expect(files).toHaveLength(3);
  // The log and the endpoint list together, the pod's ipconfig alone (it is a node of its own).
  const ipconfig = files.filter((f) => f.name.startsWith('ipconfig'));
  return [files.filter((f) => !ipconfig.includes(f)), ipconfig].map((set) => {
    const r = buildReplay(importFiles(set));
    if ('error' in r) throw new Error(r.error);
    return r.scenario;
  });
}

describe('who made each rule is a value', () => {
  const seen = [...BUILTINS.flatMap((b) => SETTINGS.flatMap((f) => provenances(f(structuredClone(b.scenario))))), ...replayed().flatMap(provenances)];

  it('its English the `by`, its Vietnamese whole, every id reached but kube-proxy alone', () => {
    const by = seen.filter((p) => p.by);
    expect(by.length).toBeGreaterThan(500);
    const reached = new Set<string>();
    for (const p of by) {
      expect(p.byMsg, p.by).toBeDefined();
      expect(render([ORIGIN_EN], p.byMsg!)).toBe(p.by);
      const vi = render([ORIGIN_VI], p.byMsg!);
      expect(vi, p.by).not.toMatch(BAD);
      reached.add(p.byMsg!.id);
      for (const a of Object.values(p.byMsg!.args)) if (a && typeof a === 'object') reached.add(a.id);
    }
    // A Service's origin names kube-proxy alone; each load balancer made from it says which one it is.
    expect(IDS.filter((id) => !reached.has(id))).toEqual(['origin.kubeProxy']);
  });

  it("the trace's JSON holds `by` in English only", () => {
    const traces = BUILTINS.flatMap((b) => {
      const sim = simulate(structuredClone(b.scenario));
      return b.scenario.probes.flatMap((p) => {
        const r = runProbe(sim, p);
        return r.ok ? [r.value.trace] : [];
      });
    });
    expect(traces.some((t) => t.request.verdict.rule?.provenance?.byMsg)).toBe(true);
    for (const t of traces) {
      const json = JSON.stringify(traceJson('p', t));
      expect(json).not.toContain('byMsg');
    }
  });

  it('is said in the language asked for', () => {
    const p = seen.find((x) => x.byMsg?.id === 'origin.agentProbe')!;
    expect(sayOrigin('en', { by: p.by!, byMsg: p.byMsg })).toBe(p.by);
    expect(sayOrigin('vi', { by: p.by!, byMsg: p.byMsg })).toMatch(/: cho kubelet probe pod$/);
    const logged = seen.find((x) => x.byMsg?.id === 'origin.logged')!;
    expect(sayOrigin('vi', { by: logged.by!, byMsg: logged.byMsg })).toBe('kube-proxy (winkernel), theo log kube-proxy-log-winkernel-lb-calico.txt của nó');
    // A `by` with no value is data as a dump wrote it (`vfpctrl dump`), or from an older build: said as it is.
    expect(sayOrigin('vi', { by: 'HNS (imported endpoint)' })).toBe('HNS (imported endpoint)');
    // A value this build does not know (a newer build's): its English.
    expect(sayOrigin('vi', { by: 'someone', byMsg: { id: 'origin.fromTheFuture', args: {} } })).toBe('someone');
    // Nested too (origin.agentProbe holds an agent's value), and an inherited name is no id: its English, no raw id, no throw.
    for (const id of ['origin.fromTheFuture', 'constructor', 'hasOwnProperty', 'valueOf', 'toString', '__proto__']) {
      expect(sayOrigin('vi', { by: 'someone', byMsg: { id: 'origin.agentProbe', args: { agent: { id, args: {} } } } }), id).toBe('someone');
      expect(sayOrigin('vi', { by: 'someone', byMsg: { id, args: {} } }), id).toBe('someone');
    }
    // A value read from a document whose holes are missing or whose English is not the `by` beside it: the `by`.
    expect(sayOrigin('vi', { by: logged.by!, byMsg: { id: 'origin.logged', args: {} } })).toBe(logged.by);
    expect(sayOrigin('vi', { by: 'kube-proxy (winkernel), as its log a.log says', byMsg: { id: 'origin.logged', args: { file: 'b.log' } } })).toBe('kube-proxy (winkernel), as its log a.log says');
  });
});

describe('no origin is written as English', () => {
  const source = import.meta.glob<string>(['/src/cluster/windows/kube-proxy.ts', '/src/cluster/windows/cni.ts', '/src/hns/compile/context.ts', '/src/cluster/windows/network-policy.ts', '/src/io/replay/windows.ts'], { query: '?raw', import: 'default', eager: true });

  it('the simulation and the replay give each origin as a value (byOf), never a `by` literal', () => {
    expect(Object.keys(source)).toHaveLength(5);
    for (const [file, src] of Object.entries(source)) {
      expect(src, file).toMatch(/\bbyOf\(/);
      expect(sites(src, /\bby: (?=[`'"])/g), file).toEqual([]);
    }
  });
});

describe('who made the endpoint that answers ARP, in the walk’s line', () => {
  /** The ARP answers a line's value holds (nested in the stack's parts). */
  const arps = (m: Msg | undefined, out: Msg[] = []): Msg[] => {
    if (!m) return out;
    if (m.id === 'stack.arp') out.push(m);
    for (const a of Object.values(m.args)) if (a && typeof a === 'object') arps(a, out);
    return out;
  };

  it('is the origin’s value inside the walk’s value: its English as before, its Vietnamese whole', () => {
    const lines: { text: string; msg: Msg; arp: Msg }[] = [];
    for (const t of variantTraces([(c) => c, (c) => ({ ...c, cni: 'win-overlay' }), (c) => ({ ...c, cni: 'flannel-vxlan' })]))
      for (const e of t.events) for (const arp of arps(e.msg)) lines.push({ text: e.text, msg: e.msg!, arp });
    expect(lines.length).toBeGreaterThan(0);
    for (const { text, msg, arp } of lines) {
      const by = arp.args.by as Msg;
      expect(typeof by, text).toBe('object');
      expect(text).toContain(`, created by ${render([ORIGIN_EN], by)}`);
      const vi = sayEvent('vi', { text, msg });
      expect(vi).toContain(render([ORIGIN_VI], by));
      expect(vi, vi).not.toContain(render([ORIGIN_EN], by));
    }
  });
});
