// The node evidence over IPv6 (issue 31): the dual-stack built-in's probe v6-to-service, captured on
// its node as pktmon etl2txt text (export/pktmon.ts) and as a pktmon pcapng whose frames the pcapng
// writer makes (one interface per component, as etl2pcap writes them with their MACs), is read and
// lined up with the IPv6 walk; the node sending the packet to another IPv6 backend parts there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../cluster/simulation';
import { formatIp, ipBytes, type Ip } from '../../core/net/ip';
import type { Trace } from '../../core/trace/trace';
import { parseEtl2txt } from '../capture/read/etl2txt';
import { parsePktmonPcapng } from '../capture/read/pcapng';
import { componentsOf, pktmonTextOf } from '../export/pktmon';
import { frameOf } from '../pcapng/frame';
import { loadScenarioText } from '../scenario/load';
import { align } from './align';
import { mergeCaptures } from './merge';
import { alignText } from './messages';
import { walkPlaces } from './places';

const scenario = loadScenarioText(readFileSync('src/lessons/scenarios/dual-stack.yaml', 'utf8')).value!;
const sim = simulate(scenario);
const walk = (name: string): Trace => {
  const r = runProbe(sim, scenario.probes.find((p) => p.name === name)!);
  if (!r.ok) throw new Error(r.message);
  return r.value.trace;
};
const nodeOf = (t: Trace) => t.events.find((e) => e.at.place === 'port')!.at.node;

/** A little-endian pcapng as pktmon etl2pcap writes one: an interface per component (if_name,
 * if_description its type, if_MACaddr), each packet on its component's interface with pktmon's
 * fields in its comment. The frames are the pcapng writer's (frame.ts). */
function pktmonPcapngOf(t: Trace, node: string, edit: (frame: Uint8Array) => Uint8Array = (f) => f): Uint8Array {
  const { byPort, all } = componentsOf(sim.world, node);
  const blocks: number[][] = [];
  const le32 = (v: number) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255];
  const le16 = (v: number) => [v & 255, (v >>> 8) & 255];
  const option = (code: number, bytes: number[]) => [...le16(code), ...le16(bytes.length), ...bytes, ...Array<number>((4 - (bytes.length % 4)) % 4).fill(0)];
  const text = (s: string) => [...new TextEncoder().encode(s)];
  const block = (type: number, body: number[]) => blocks.push([...le32(type), ...le32(body.length + 12), ...body, ...le32(body.length + 12)]);
  block(0x0a0d0d0a, [...le32(0x1a2b3c4d), 1, 0, 0, 0, ...Array<number>(8).fill(0xff)]);
  for (const c of all) block(1, [1, 0, 0, 0, ...le32(65535), ...option(2, text(c.name)), ...option(3, text(c.type)), ...option(6, c.mac.split('-').map((h) => parseInt(h, 16))), 0, 0, 0, 0]);
  let group = 1000;
  let leg: string | undefined;
  let appearance = 0;
  for (const [i, place] of walkPlaces(t).filter((p) => p.node === node).entries()) {
    const c = byPort.get(place.port);
    if (!c) continue;
    if (place.leg !== leg) [leg, group, appearance] = [place.leg, group + 1, 0];
    appearance++;
    const packet = place.direction === 'out' ? place.before : place.after;
    const data = [...edit(frameOf(packet, { id: group }))];
    const comment = `PktGroupId ${group}, PktNumber 1, Appearance ${appearance}, Direction ${place.direction === 'out' ? 'Tx' : 'Rx'} , Type Ethernet , Edge 1`;
    const us = 1_796_083_200_000_000 + i * 1000;
    block(6, [...le32(all.indexOf(c)), ...le32(Math.floor(us / 2 ** 32)), ...le32(us >>> 0), ...le32(data.length), ...le32(data.length), ...data, ...Array<number>((4 - (data.length % 4)) % 4).fill(0), ...option(1, text(comment)), 0, 0, 0, 0]);
  }
  return Uint8Array.from(blocks.flat());
}

/** Every occurrence of one address's 16 bytes in a frame replaced by another's (the checksums then no longer hold: the aligner does not check them). */
function swapAddress(from: Ip, to: Ip) {
  const [a, b] = [ipBytes(from), ipBytes(to)];
  return (f: Uint8Array) => {
    const out = Uint8Array.from(f);
    for (let i = 0; i + 16 <= out.length; i++) if (a.every((x, k) => out[i + k] === x)) out.set(b, i);
    return out;
  };
}

describe('align over IPv6: the dual-stack probe v6-to-service', () => {
  const t = walk('v6-to-service');
  const node = nodeOf(t);

  it('is an IPv6 walk through a Service', () => {
    expect(typeof t.packet.dst).toBe('string');
    expect(t.request.verdict.outcome).toBe('delivered');
    expect(formatIp(t.request.delivered!.packet.dst)).not.toBe(formatIp(t.packet.dst));
  });

  it('its pktmon etl2txt capture reads as IPv6 frames and agrees with the walk on every place of the node', () => {
    const r = parseEtl2txt(pktmonTextOf(sim.world, t, node).etl2txt);
    expect(r.errors).toEqual([]);
    const frames = r.value!.events.map((e) => e.frame!);
    expect(frames.length).toBeGreaterThan(2);
    expect(frames.every((f) => (f.inner ?? f).ethertype === 'ipv6')).toBe(true);
    expect(frames[0]).toMatchObject({ src: formatIp(t.packet.src), dst: formatIp(t.packet.dst), protocol: 'tcp', tcpFlags: 'S' });
    const a = align({ world: sim.world, trace: t, capture: mergeCaptures([{ file: 'capture.txt', capture: r.value! }]) });
    expect(a.refused).toBeUndefined();
    expect(a.partsAt).toBeNull();
    const onNode = a.pairs.filter((p) => p.at.node === node);
    expect(onNode.length).toBeGreaterThan(0);
    expect(onNode.every((p) => p.agree === true)).toBe(true);
    expect(alignText(a.conclusion)).toMatch(/^model and node agree on the whole trip/);
  });

  it('its pktmon pcapng (frames from the pcapng writer) reads as IPv6 frames with their flow labels and agrees with the walk', () => {
    const r = parsePktmonPcapng(pktmonPcapngOf(t, node));
    expect(r.errors).toEqual([]);
    const c = r.value!;
    expect(c.lacks).toEqual(['drops']);
    const frames = c.events.map((e) => e.frame!);
    expect(frames[0]).toMatchObject({ ethertype: 'ipv6', src: formatIp(t.packet.src), dst: formatIp(t.packet.dst), protocol: 'tcp', tcpFlags: 'S', ttl: t.packet.ttl, ipLength: t.packet.size });
    // One flow label per leg: the packet's identification, as frame.ts writes it.
    expect(new Set(frames.filter((f) => f.tcpFlags === 'S').map((f) => (f.inner ?? f).flowLabel)).size).toBe(1);
    const a = align({ world: sim.world, trace: t, capture: mergeCaptures([{ file: 'capture.pcapng', capture: c }]) });
    expect(a.refused).toBeUndefined();
    expect(a.partsAt).toBeNull();
    const onNode = a.pairs.filter((p) => p.at.node === node);
    expect(onNode.length).toBeGreaterThan(0);
    expect(onNode.every((p) => p.agree === true)).toBe(true);
  });

  it('the node sending the packet to another IPv6 backend is a dst difference at the backend place (pcapng and text)', () => {
    const backend = t.request.delivered!.packet.dst;
    const text = formatIp(backend);
    const other = text.replace(/[0-9a-f]+$/, (g) => (parseInt(g, 16) + 1).toString(16));
    const r = parsePktmonPcapng(pktmonPcapngOf(t, node, swapAddress(backend, other as Ip)));
    const a = align({ world: sim.world, trace: t, capture: mergeCaptures([{ file: 'capture.pcapng', capture: r.value! }]) });
    const parted = a.pairs.find((p) => p.agree === false)!;
    expect(parted.differs).toContainEqual({ field: 'dst', model: text, node: other });
    const changed = pktmonTextOf(sim.world, t, node).etl2txt.split(`${text}.`).join(`${other}.`);
    const b = align({ world: sim.world, trace: t, capture: mergeCaptures([{ file: 'capture.txt', capture: parseEtl2txt(changed).value! }]) });
    expect(b.pairs.find((p) => p.agree === false)!.differs).toContainEqual({ field: 'dst', model: text, node: other });
  });

  it('the IPv6 ACL drop and the ICMPv6 ping agree too', () => {
    for (const name of ['v6-probe-blocked', 'v6-ping-pod']) {
      const w = walk(name);
      const r = parsePktmonPcapng(pktmonPcapngOf(w, nodeOf(w)));
      const a = align({ world: sim.world, trace: w, capture: mergeCaptures([{ file: 'capture.pcapng', capture: r.value! }]) });
      expect(a.refused).toBeUndefined();
      expect(a.pairs.filter((p) => p.agree === false)).toEqual([]);
    }
  });
});
