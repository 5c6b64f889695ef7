// The aligner against captures a node would print for a walk (export/pktmon.ts): every built-in
// probe's own capture agrees; the same capture with the node dropping at any place of the walk
// parts there; a capture of another flow, of another node, without components, is refused with
// words that say so.
import { readdirSync, readFileSync } from 'node:fs';
import { formatIp } from '../../core/net/ip';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { parseEtl2txt } from '../capture/read/etl2txt';
import { pktmonTextOf } from '../export/pktmon';
import { loadScenarioText } from '../scenario/load';
import { align } from './align';
import { mergeCaptures } from './merge';
import { alignText } from './messages';
import { walkPlaces } from './places';
import { alignProbe, alignStatus } from './session';

const dir = 'src/lessons/scenarios';
const scenarios = readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => ({ file: f, scenario: loadScenarioText(readFileSync(`${dir}/${f}`, 'utf8')).value! }));

function captured(text: string) {
  const r = parseEtl2txt(text);
  expect(r.errors).toEqual([]);
  return mergeCaptures([{ file: 'capture.txt', capture: r.value! }]);
}

/** Every probe of every built-in, with the Windows node where it starts (the capture's node). */
const cases = scenarios.flatMap(({ file, scenario }) => {
  const sim = simulate(scenario);
  return scenario.probes.flatMap((probe) => {
    const r = runProbe(sim, probe);
    if (!r.ok) return [];
    const node = r.value.trace.events.find((e) => e.at.place === 'port')?.at.node;
    const host = node && sim.world.hosts.get(node);
    return host && host.kind === 'windows' ? [{ name: `${file} ${probe.name}`, sim, probe, trace: r.value.trace, node }] : [];
  });
});

describe('align: captures a node would print for the walk', () => {
  it('covers the built-ins', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases)('$name: its own capture agrees on every place it watches', ({ sim, trace, node }) => {
    const a = align({ world: sim.world, trace, capture: captured(pktmonTextOf(sim.world, trace, node).etl2txt) });
    expect(a.refused).toBeUndefined();
    expect(a.partsAt).toBeNull();
    expect(a.pairs.filter((p) => p.agree === false)).toEqual([]);
    // Every place on the captured node was watched and confirmed.
    const onNode = a.pairs.filter((p) => p.at.node === node);
    expect(onNode.length).toBeGreaterThan(0);
    expect(onNode.every((p) => p.agree === true)).toBe(true);
    expect(alignText(a.conclusion)).toMatch(/^model and node agree on the whole trip/);
  });

  it.each(cases)('$name: a node dropping at any place of the walk parts exactly there', ({ sim, trace, node }) => {
    const places = walkPlaces(trace).filter((p) => p.node === node);
    for (let i = 0; i < places.length; i++) {
      const text = pktmonTextOf(sim.world, trace, node, { dropAt: { place: i + 1, reason: 'Filtered VLAN', location: '0xE0004135' } }).etl2txt;
      const a = align({ world: sim.world, trace, capture: captured(text) });
      const p = places[i]!;
      if (p.dropped) {
        // The model drops there too: they agree on the drop.
        expect(a.partsAt).toBeNull();
        continue;
      }
      expect(a.partsAt?.step).toBe(p.first);
      expect(a.partsAt?.place).toContain(p.portName);
      expect(alignText(a.partsAt!.node)).toContain('pktmon: Filtered VLAN');
      expect(alignStatus(a)).toBe(1);
    }
  });
});

describe('align: what cannot be aligned is said, not guessed', () => {
  const talk = scenarios.find((s) => s.file === 'talk-l2bridge.yaml')!.scenario;
  const sim = simulate(talk);
  const run = (name: string) => {
    const r = runProbe(sim, talk.probes.find((p) => p.name === name)!);
    if (!r.ok) throw new Error(r.message);
    return r.value.trace;
  };
  const vip = run('pod-to-service');

  it('a capture of another flow lists the flows it holds', () => {
    const other = run('pod-to-internet');
    const a = align({ world: sim.world, trace: vip, capture: captured(pktmonTextOf(sim.world, other, 'win-node-1').etl2txt) });
    expect(a.refused).toBeDefined();
    expect(alignText(a.conclusion)).toMatch(/^no packet of this flow \(tcp 10\.244\.1\.39:\d+ → 10\.96\.0\.50:80\); the capture holds \d+ flows?: /);
    expect(alignText(a.conclusion)).toMatch(/tcp 10\.244\.1\.39:\d+ → 93\.184\.216\.34:443 \(\d+ events?\)/);
    expect(alignStatus(a)).toBe(2);
  });

  it('a capture whose components map to no port of the node is refused', () => {
    const text = pktmonTextOf(sim.world, vip, 'win-node-1').etl2txt.replace(/PhysAddress {2}= 0x[0-9A-F]{12}/g, 'PhysAddress  = 0x02AABBCCDDEE').replace(/Name [^\r\n]*/g, 'Name Other NIC');
    const a = align({ world: sim.world, trace: vip, capture: captured(text) });
    expect(alignText(a.conclusion)).toMatch(/maps to a port of the loaded node: is it a capture of another node\? Not aligned/);
    expect(a.pairs).toEqual([]);
  });

  it('a capture without component lines asks for pktmon list', () => {
    const text = pktmonTextOf(sim.world, vip, 'win-node-1').etl2txt.split('\r\n').filter((l) => !/\] (Component|Property)/.test(l)).join('\r\n');
    const a = align({ world: sim.world, trace: vip, capture: captured(text) });
    expect(alignText(a.conclusion)).toMatch(/pktmon list --all/);
  });

  it('another source port in the capture: the walk is made again with it, and the load balancer hashes it', () => {
    const probe = talk.probes.find((p) => p.name === 'pod-to-service')!;
    const moved = runProbe(sim, { ...probe, srcPort: 51111 });
    if (!moved.ok) throw new Error(moved.message);
    const r = alignProbe(sim, probe, captured(pktmonTextOf(sim.world, moved.value.trace, 'win-node-1').etl2txt));
    if ('error' in r) throw new Error(r.error);
    expect(r.probe.srcPort).toBe(51111);
    expect(r.trace.packet.srcPort).toBe(51111);
    expect(alignText(r.alignment.notes[0]!)).toContain('source port 51111');
    expect(r.alignment.partsAt).toBeNull();
  });

  it('the node sending the packet to another backend is a header difference at the backend place', () => {
    // Rewrite the backend's address in the capture: the node's load balancer chose differently.
    const text = pktmonTextOf(sim.world, vip, 'win-node-1').etl2txt;
    const backend = vip.request.delivered!.packet;
    const ip = formatIp(backend.dst);
    const other = ip.replace(/\d+$/, (d) => String((Number(d) + 1) % 255));
    // Keep the MACs: only the address differs, as after another DNAT on the same port.
    const changed = text.split(ip + '.80').join(other + '.80');
    const a = align({ world: sim.world, trace: vip, capture: captured(changed) });
    // pktmon's packet identity (group, number) keeps the rewritten copy in the flow: the backend place differs on dst.
    const parted = a.pairs.find((p) => p.agree === false)!;
    expect(parted.at.owner).toBe('pod/default/web-1');
    expect(parted.differs).toEqual([{ field: 'dst', model: ip, node: other }]);
    expect(alignText(a.partsAt!.node)).toBe(`showed it with dst ${other} (model: ${ip})`);
  });

  it('a cut capture is read up to the cut and still aligns what it holds', () => {
    const text = pktmonTextOf(sim.world, vip, 'win-node-1').etl2txt;
    const lines = text.split('\r\n');
    const cutAt = lines.findIndex((l) => l.includes('Appearance 4'));
    const cut = [...lines.slice(0, cutAt), lines[cutAt]!.slice(0, 60)].join('\r\n') + '\r\n' + lines.filter((l) => /\] (Component|Property)/.test(l)).join('\r\n');
    const a = align({ world: sim.world, trace: vip, capture: captured(cut) });
    expect(a.pairs.slice(0, 3).every((p) => p.agree === true)).toBe(true);
  });
});
