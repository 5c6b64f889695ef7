// Why a probe cannot be sent, as message values (issue 30): every id says something in both
// languages with no hole left and refs, names and ports kept; every way a ref of a built-in does not
// resolve, and every way a probe cannot be made, is a value whose English is the message, every id
// reached; the probe form and Compare say it in the language asked for.
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { PROBE_EN } from '../../../cluster/probe-messages';
import { probePacket, resolveRef } from '../../../cluster/probe';
import { simulate } from '../../../cluster/simulation';
import type { ProbeSpec } from '../../../cluster/scenario/schema';
import { BUILTINS } from '../../../lessons';
import { loadNarrationVi } from '../narration';
import { PROBE_VI } from './probe.vi';
import { sayText } from './say-value';

const IDS = Object.keys(PROBE_EN);
const BAD = /\$\{|undefined|NaN|\[object Object\]|^probe\./;
const what: Msg = { id: 'probe.pod', args: { ref: 'default/web-1' } };
const why: Msg = { id: 'probe.noPod', args: { ref: 'default/nope', list: 'default/web-1, default/client' } };
const SAMPLE = { p: '99999', ref: 'default/web-1', n: 'win-node-1', what, fam: 'IPv6', list: 'IPv4', example: 'service/default/web:80', port: '9', why, to: '[fd00::5]:80', toFam: 'IPv6', from: 'pod/client', fromFam: 'IPv4', proto: 'TCP' };

beforeAll(() => loadNarrationVi());

describe("the probe's catalogue", () => {
  it('has every id in Vietnamese and no other', () => expect(Object.keys(PROBE_VI).sort()).toEqual([...IDS].sort()));

  it('renders every id in both languages, holes filled, refs and names kept, Vietnamese not English', () => {
    for (const id of IDS) {
      const m: Msg = { id, args: SAMPLE };
      const en = render([PROBE_EN], m);
      const vi = render([PROBE_VI], m);
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      if (!['probe.pod', 'probe.node'].includes(id)) expect(vi, id).not.toBe(en);
      for (const v of ['99999', 'default/web-1', 'default/nope', 'win-node-1', 'service/default/web:80', '[fd00::5]:80', 'pod/client', 'TCP']) if (en.includes(v)) expect(vi, `${id}: ${v}`).toContain(v);
    }
  });
});

/** Every failure of resolveRef and probePacket over the built-ins, with and without their objects. */
function failures(): { message: string; msg?: Msg }[] {
  const out: { message: string; msg?: Msg }[] = [];
  const refs = ['pod/nope', 'service/nope:80', 'node/nope', 'external/nope', 'bogus', 'pod/x:99999', '10.0.0.1:http'];
  for (const b of BUILTINS) {
    // An outside host with an IPv4 address only (in the dual-stack cluster: an object without IPv6).
    const s = { ...structuredClone(b.scenario), externals: [...b.scenario.externals, { name: 'v4-only', ip: '203.0.113.5', listen: ['tcp/80'] }] };
    const full = simulate(s).resolved;
    const empty = simulate({ ...structuredClone(s), pods: [], services: [], externals: [], probes: [] }).resolved;
    const svc = s.services[0];
    const own = [
      ...(svc ? [`service/${svc.namespace ?? 'default'}/${svc.name}`, `service/${svc.namespace ?? 'default'}/${svc.name}:1`, `service/${svc.namespace ?? 'default'}/${svc.name}:${svc.ports[0]!.port}`] : []),
      ...s.pods.map((p) => `pod/${p.namespace ?? 'default'}/${p.name}`),
      ...s.nodes.map((n) => `node/${n.name}`),
      ...s.externals.map((e) => `external/${e.name}`),
    ];
    for (const rs of [full, empty]) for (const ref of [...refs, ...own]) for (const fam of ['ipv4', 'ipv6'] as const) {
      const r = resolveRef(rs, ref, false, fam);
      if (!r.ok) out.push(r);
    }
    const p0 = s.probes[0]!;
    const probes: ProbeSpec[] = [
      { ...p0, from: 'pod/nope' },
      { ...p0, to: 'pod/nope' },
      { ...p0, from: '10.0.0.1' },
      { ...p0, to: s.pods[0] ? `pod/${s.pods[0].name}` : p0.to, protocol: 'tcp' },
      { ...p0, to: '[fd00::5]:80', ipFamily: 'IPv4' },
    ];
    probes.forEach((p, i) => {
      const r = probePacket(full, p, i);
      if (!r.ok) out.push(r);
    });
  }
  return out;
}

describe('why a probe cannot be sent is a value', () => {
  const seen = failures();

  it('its English the message, its Vietnamese whole, every id reached', () => {
    expect(seen.length).toBeGreaterThan(100);
    const reached = new Set<string>();
    const walk = (m: Msg): void => {
      reached.add(m.id);
      for (const a of Object.values(m.args)) if (a && typeof a === 'object') walk(a);
    };
    for (const { message, msg } of seen) {
      expect(msg, message).toBeDefined();
      expect(render([PROBE_EN], msg!)).toBe(message);
      const vi = render([PROBE_VI], msg!);
      expect(vi, message).not.toMatch(BAD);
      expect(vi).not.toBe(message);
      walk(msg!);
    }
    expect(IDS.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('is said in the language asked for', () => {
    const r = seen.find((x) => x.msg?.id === 'probe.noPod')!;
    expect(sayText('en', r.message, r.msg, 'PROBE_VI')).toBe(r.message);
    expect(sayText('vi', r.message, r.msg, 'PROBE_VI')).toMatch(/^không có pod default\/nope/);
  });
});
