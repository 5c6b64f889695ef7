// Every sentence a replay says when a probe cannot be walked or nothing can be walked at all, in both
// languages: rendered with sample arguments, no hole left, the Vietnamese not the English left as it
// was; and what the replay says over the corpus (what is missing, why files make no node, a literal
// address's pod) is a value whose English is what the CLI prints, said in Vietnamese whole.
import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { SCENARIO_API_EN } from '../../../cluster/scenario/messages-api';
import { SCENARIO_EN } from '../../../cluster/scenario/messages';
import { importFiles, type ImportInput } from '../../../io/import';
import { buildReplay, emptyReport, matrixDeadEnd, missingMsg, probeDeadEnd, probeDeadEndMsg, replayDeadEnd, replayDeadEndMsg, resolveAddressRef, type Need } from '../../../io/replay';
import { IMPORTED_TITLE } from '../../../io/replay/imported-title';
import { REPLAY_EN, replayMsg, replayText } from '../../../io/replay/messages';
import { anyDamage, applyDamage } from '../../../io/testing/damage';
import { replayOf } from '../../../state/replay-outcome';
import { CRAFTED_FILES, CRAFTED_SETS } from '../narration/messages-io.crafted';
import { loadNarrationVi } from '../narration';
import { expectSaid, idsOf } from './dumps.testing';
import { REPLAY_VI } from './replay.vi';
import { SCENARIO_API_VI, SCENARIO_VI } from './scenario.vi';
import { sayNeeds, sayReplay, sayUnwalked } from './replay-say';

const missing = replayMsg('replay.missing', { what: replayMsg('replay.need.podEndpoint', { pod: 'default/web-1' }), run: 'Get-HnsEndpoint | ConvertTo-Json -Depth 10', or: '' });
const SAMPLE: Record<string, Msg['args'][string]> = {
  end: 'from',
  pod: 'default/web-1',
  pods: 'ep-10-42-1-5, ep-10-42-1-6',
  node: 'win-2',
  nodes: 'node-10-0-0-4 (10.0.0.4)',
  service: 'kube-system/kube-dns',
  vips: '10.96.0.10',
  name: 'www',
  ip: '10.42.9.9',
  to: '10.43.0.10:53',
  missing,
  what: replayMsg('replay.need.podEndpoint', { pod: 'default/web-1' }),
  run: 'Get-HnsEndpoint | ConvertTo-Json -Depth 10',
  or: 'hnsdiag list all -d',
  clauses: replayMsg('replay.clause', { what: replayMsg('replay.need.subnet', {}), run: 'Get-HnsNetwork | ConvertTo-Json -Depth 10', or: '' }),
  a: replayMsg('replay.need.network', {}),
  b: replayMsg('replay.need.nodeIp', {}),
  rest: replayMsg('replay.need.endpoints', {}),
  shown: '10.96.0.10, 10.96.0.11, 10.96.0.12',
  count: 5,
  why: replayMsg('replay.buildError', { path: 'cluster.serviceCIDR', m: { id: 'scenario.serviceCidrOverlaps', args: { svc: '10.244.0.0/12', cluster: '10.244.0.0/16' } } }),
  also: missing,
  path: 'cluster.serviceCIDR',
  m: { id: 'scenario.serviceCidrOverlaps', args: { svc: '10.244.0.0/12', cluster: '10.244.0.0/16' } },
};
const ids = Object.keys(REPLAY_EN) as (keyof typeof REPLAY_EN)[];
const EN = [REPLAY_EN, SCENARIO_EN, SCENARIO_API_EN];
const VI = [REPLAY_VI, SCENARIO_VI, SCENARIO_API_VI];

/** English words that must not be left in a Vietnamese line (code spans and names aside). */
const ENGLISH = /\b(the|is|are|not|has|have|does|missing|run|and|holds?|sends?|make)\b/i;
const leftEnglish = (vi: string) => ENGLISH.test(vi.replace(/`[^`]*`|"[^"]*"/g, ''));

describe("the replay's dead ends in English and Vietnamese", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(REPLAY_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      for (const over of [{}, { pods: '', vips: '', or: '', also: undefined }, { count: 1, shown: '10.96.0.10' }, { count: 0, shown: '' }]) {
        const m: Msg = { id, args: { ...SAMPLE, ...over } };
        const en = render(EN, m);
        const vi = render(VI, m);
        expectSaid(id, en, vi);
        expect(leftEnglish(vi), vi).toBe(false);
      }
    });
  }

  it('says the nested "missing" line in Vietnamese', async () => {
    await loadNarrationVi();
    const m = replayMsg('replay.deadEnd.pod', { end: 'from', pod: 'default/x', pods: '', missing: replayMsg('replay.missing', { what: replayMsg('replay.need.podEndpoint', { pod: 'default/x' }), run: 'Get-HnsEndpoint | ConvertTo-Json -Depth 10', or: '' }) });
    expect(sayReplay('vi', m)).toBe('from: các file không có pod default/x: còn thiếu: HNS endpoint của pod default/x: chạy `Get-HnsEndpoint | ConvertTo-Json -Depth 10`');
    const report = emptyReport();
    report.needs.push({ key: 'lb-ports', about: '10.43.0.10' });
    const vip = replayMsg('replay.deadEnd.to', { to: '10.43.0.10:53', missing: probeDeadEndMsg(report, '10.43.0.10:53')! });
    expect(sayReplay('vi', vip)).toBe('to 10.43.0.10:53: không chạy probe: còn thiếu: port của load balancer (VIP 10.43.0.10): chạy `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (hoặc `hnsdiag list all -d`)');
    expect(sayReplay('en', vip)).toBe(`to 10.43.0.10:53: not walked: ${probeDeadEnd(report, '10.43.0.10:53')}`);
  });

  it('says what is missing in Vietnamese once the catalogue is here, else its English as held', async () => {
    const m = missingMsg([{ key: 'subnet' }, { key: 'node-ip' }, { key: 'endpoint-ips', about: 'abcd1234…' }]);
    const needs = { text: replayText(m), msg: m };
    expect(sayNeeds('en', needs)).toBe(needs.text);
    await loadNarrationVi();
    expect(sayNeeds('vi', needs)).toBe(
      'còn thiếu: subnet của network và IP của node: chạy `Get-HnsNetwork | ConvertTo-Json -Depth 10` (hoặc `hnsdiag list all -d`); địa chỉ IP của các endpoint (endpoint abcd1234…): chạy `Get-HnsEndpoint | ConvertTo-Json -Depth 10` (hoặc `hnsdiag list all -d`)',
    );
  });

  it("a matrix cell the replay cannot walk says why from its value (the JSON keeps the English)", async () => {
    const report = emptyReport();
    report.needs.push({ key: 'lb-ports', about: '10.43.0.10' });
    const stop = matrixDeadEnd(report)('service/kube-system/kube-dns:53')!;
    expect(stop).toBeUndefined();
    const at = matrixDeadEnd(report)('10.43.0.10:53')!;
    expect(at.text).toBe(probeDeadEnd(report, '10.43.0.10:53'));
    expect(sayUnwalked('en', at.text, at.msg)).toBe(at.text);
    await loadNarrationVi();
    expect(sayUnwalked('vi', at.text, at.msg)).toBe('còn thiếu: port của load balancer (VIP 10.43.0.10): chạy `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (hoặc `hnsdiag list all -d`)');
    // A value this build has no catalogue for: its English as held.
    expect(sayUnwalked('vi', 'as held', { id: 'other.id', args: {} })).toBe('as held');
  });

  it("the rebuilt scenario's title is the value's English", () => {
    expect(replayText(replayMsg('replay.importedTitle', {}))).toBe(IMPORTED_TITLE);
  });
});

const REAL = Object.entries(import.meta.glob<string>(['/fixtures/real/*', '!/fixtures/real/*.md', '/e2e/fixtures/*', '!/e2e/fixtures/*.md'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => ({ name: path.slice(path.lastIndexOf('/') + 1), bytes: strToU8(text) }));
const input = (name: string, t: string | Uint8Array): ImportInput => ({ name, bytes: typeof t === 'string' ? strToU8(t) : t });

/** Each real file, all together, damaged copies (a fixed seed), the crafted files and sets. */
function sets(): ImportInput[][] {
  const damaged = fc
    .sample(fc.tuple(fc.constantFrom(...REAL), fc.array(anyDamage, { minLength: 1, maxLength: 3 })), { numRuns: 100, seed: 13 })
    .map(([f, ds]) => [input(f.name, ds.reduce(applyDamage, new TextDecoder().decode(f.bytes)))]);
  return [...REAL.map((f) => [f]), REAL, ...damaged, ...Object.entries(CRAFTED_FILES).map(([n, t]) => [input(n, t)]), ...Object.values(CRAFTED_SETS).map((s) => s.map(([n, t]) => input(n, t)))];
}

describe('what the replay says over the corpus is a value', () => {
  it('its English is what the CLI prints, and its Vietnamese is whole; every id is reached', () => {
    const reached = new Set<string>();
    const said = (en: string, m: Msg) => {
      idsOf(m, reached);
      expect(render(EN, m)).toBe(en);
      const vi = render(VI, m);
      expectSaid(m.id, en, vi);
      expect(leftEnglish(vi.replace(/(?:^|; )[\w.[\]]+: [^;]*$/, '')), vi).toBe(false);
    };
    for (const set of sets()) {
      const imported = importFiles(set);
      if (!imported.files.some((f) => f.format !== null)) continue;
      const built = buildReplay(imported);
      const o = replayOf(imported);
      // The app's outcome says what the CLI says.
      expect(o.deadEnd?.text).toBe(replayDeadEnd(built));
      if (o.deadEnd) said(o.deadEnd.text, o.deadEnd.msg);
      if (o.ok && o.unwalkable) said(o.unwalkable.missing.text, o.unwalkable.missing.msg);
      // Each need alone, as a probe's dead end says it, and a Service address the files hold no load balancer for.
      for (const n of o.report.needs) said(replayText(missingMsg([n])), missingMsg([n]));
      if ('error' in built) continue;
      for (const to of ['10.43.0.10:53', '10.43.7.7:80', '10.96.0.10:53']) {
        const m = probeDeadEndMsg(built.report, to);
        if (m) said(probeDeadEnd(built.report, to)!, m);
      }
      const { pods, nodes } = built.scenario;
      for (const [ref, role] of [[pods[0]?.ip, 'from'], [nodes.find((n) => n.ip)?.ip, 'to'], ['172.19.9.9', 'from']] as const) {
        const r = ref ? resolveAddressRef(built.scenario, ref, role) : undefined;
        if (r && 'error' in r) said(r.error, r.errorMsg);
        else if (r?.said && r.saidMsg) said(r.said, r.saidMsg);
      }
    }
    // Needs the corpus may not bring together: each kind with one, several and many of what it is about.
    const many = ['10.96.0.10', '10.96.0.11', '10.96.0.12', '10.96.0.13'];
    for (const key of ['lb', 'lb-ports', 'lb-backends', 'lb-endpoints', 'endpoint-ips', 'network', 'subnet', 'node-ip', 'endpoints', 'address'] as const)
      for (const about of [[], many.slice(0, 1), many.slice(0, 2), many]) {
        const needs: Need[] = about.length ? about.map((a) => ({ key, about: a })) : [{ key }];
        said(replayText(missingMsg(needs)), missingMsg(needs));
      }
    // A build that fails: its errors are the scenario checks' values, said whole, then what is missing.
    const failed = emptyReport();
    failed.needs.push({ key: 'subnet' }, { key: 'node-ip' }, { key: 'network' });
    const issue = { id: 'scenario.serviceCidrOverlaps', args: { svc: '10.244.0.0/12', cluster: '10.244.0.0/16' } };
    const failure = { error: `cluster.serviceCIDR: ${render([SCENARIO_EN], issue)}`, errorMsg: replayMsg('replay.buildError', { path: 'cluster.serviceCIDR', m: issue }), report: failed };
    const dead = replayDeadEndMsg(failure)!;
    expect(replayDeadEnd(failure)).toMatch(/^the files do not make a node: cluster.serviceCIDR: the service CIDR .*; also missing: the network's subnet, the node's IP and the pods' HNS network — run /);
    said(replayDeadEnd(failure)!, dead);
    // The walk's own dead ends are reached by io/replay/walk-dead-end.test.ts; the title above.
    const elsewhere = ['replay.deadEnd.pod', 'replay.deadEnd.node', 'replay.deadEnd.service', 'replay.deadEnd.external', 'replay.deadEnd.address', 'replay.deadEnd.to', 'replay.missing', 'replay.need.podEndpoint', 'replay.need.nodeDumps', 'replay.need.service', 'replay.importedTitle'];
    expect(ids.filter((id) => !reached.has(id) && !elsewhere.includes(id))).toEqual([]);
  });
});
