// walk(world, origin, packet) → Trace: the packet's journey, event by event, to a verdict; then,
// when the receiver answers, the reply's journey back.
import { formatTuple, type Packet } from '../packet/packet';
import { formatIpv4 } from '../net/ip';
import { ifaceOwns } from '../world/addresses';
import type { Trace } from '../trace/trace';
import { createRuntime, type Runtime } from '../world/runtime';
import type { Host, World } from '../world/world';
import { Walk } from './context';
import type { LinuxWalk } from './linux-walk';
import type { Next } from './next';
import { receiveLocal, receiveTransit, routeOut } from './stack';
import { atRouter, onWire } from './underlay';
import { atPort, endVisit, switchFrame } from './windows';
import { compartmentById } from './world-index';
import type { FastPath } from './fast-path';
import type { DecisionMemo } from '../vfp/decision-memo';
import { verdictMsg } from '../trace/verdict-messages';
import { narrationMsg, type NarrationMsg } from './narration-messages';

export interface WalkOptions {
  /** Flow tables, NAT bindings and counters to start from (to repeat packets); fresh when absent. */
  runtime?: Runtime;
  /** Simulated time in seconds (flows idle longer than their TTL are gone). */
  now?: number;
  /** Follow the reply (default: the world's setting). */
  followReply?: boolean;
  /** Replay the steps a repeated packet made last time (segment.ts; default true). False
   * runs every step: tests compare the two. */
  replay?: boolean;
  /** Layer decisions kept across the walks of one world (vfp/decision-memo.ts; the matrix's). */
  decisions?: DecisionMemo;
}

export interface WalkStart {
  host: string;
  compartment: string;
}

export interface WalkResult {
  trace: Trace;
  runtime: Runtime;
}

function hostOf(w: Walk, name: string): Host {
  const h = w.world.hosts.get(name);
  if (!h) throw new Error(`walk: unknown host ${name}`);
  return h;
}

/** The Linux hosts' model, which the world's builder gave with them (see linux-walk.ts). */
function linuxOf(w: Walk): LinuxWalk {
  if (!w.world.linux) throw new Error('walk: a Linux host in a world built without the Linux model');
  return w.world.linux;
}

function step(w: Walk, n: Next): Next {
  switch (n.at) {
    case 'send': {
      const h = hostOf(w, n.host);
      const c = compartmentById(h, n.comp)!;
      if (!w.visit && h.kind === 'windows') w.startVisit(h.name);
      const out = routeOut(w, h, c, n.forwarded);
      if (!out) return { at: 'done' };
      if ('local' in out) return { at: 'stack', host: h.name, comp: c.id, iface: out.local.name };
      if (h.kind === 'windows') return { at: 'port', host: h.name, port: out.iface.portId!, dir: 'out' };
      if (h.kind === 'linux') return c.kind === 'pod' ? linuxOf(w).podSend(w, h, c) : linuxOf(w).egress(w, h, out.iface);
      return { at: 'wire', from: h.name };
    }
    case 'stack': {
      const h = hostOf(w, n.host);
      const c = compartmentById(h, n.comp)!;
      const iface = c.interfaces.find((i) => i.name === n.iface)!;
      if (w.packet.outer) return encapsulatedAtStack(w, h, c);
      if (c.interfaces.some((i) => ifaceOwns(i, w.packet.dst))) {
        const { answer } = receiveLocal(w, h, c);
        if (answer) w.answer = { host: h.name, comp: c.id, packet: answer };
        return { at: 'done' };
      }
      if (h.kind === 'linux' && c.kind === 'host') return linuxOf(w).host(w, h, 'pod');
      return receiveTransit(w, h, c, iface);
    }
    case 'port':
      return atPort(w, hostOf(w, n.host) as Extract<Host, { kind: 'windows' }>, n.port, n.dir);
    case 'switch':
      return switchFrame(w, hostOf(w, n.host) as Extract<Host, { kind: 'windows' }>, n.from);
    case 'wire':
      endVisit(w);
      return onWire(w, hostOf(w, n.from));
    case 'router':
      return atRouter(w, n.from);
    case 'arrive': {
      const h = hostOf(w, n.host);
      if (h.kind === 'windows') {
        w.startVisit(h.name);
        return { at: 'port', host: h.name, port: h.vswitch.externalPortId!, dir: 'in' };
      }
      if (h.kind === 'linux') return linuxOf(w).host(w, h, 'wire');
      const c = h.compartments[0];
      return { at: 'stack', host: h.name, comp: c.id, iface: c.interfaces[0]!.name };
    }
    case 'linux-host':
      return linuxOf(w).host(w, hostOf(w, n.host) as Extract<Host, { kind: 'linux' }>, n.from);
    case 'done':
      return n;
  }
}

/** A stack is handed a packet nothing decapsulated: it sees the outer UDP datagram. */
function encapsulatedAtStack(w: Walk, h: Host, c: Host['compartments'][number]): Next {
  const o = w.packet.outer!;
  const at = { node: h.name, place: 'compartment' as const, compartment: c.id, owner: c.owner };
  const own = c.interfaces.some((i) => i.ip === o.dst);
  if (own) w.fail('NO_LISTENER', verdictMsg('verdict.encapNoListener', { owner: c.owner, port: o.kind === 'vxlan' ? o.dstPort : undefined }), at);
  else w.fail('NO_ROUTE', verdictMsg('verdict.encapNoForward', { ip: formatIpv4(o.dst), owner: c.owner }), at);
  return { at: 'done' };
}

function runLeg(w: Walk, start: Next): void {
  w.legEvents = 0;
  let n = start;
  while (n.at !== 'done' && !w.done) {
    if (w.legEvents > w.world.settings.maxEventsPerLeg) {
      w.fail('LOOP_DETECTED', verdictMsg('verdict.loop', { n: w.legEvents }), w.events[w.events.length - 1]!.at);
      break;
    }
    if (!w.tape && w.replay && w.fp && w.fp.recordable(w, n)) {
      const replayed = w.fp.replaySegment(w, n);
      if (replayed) {
        n = replayed;
        continue;
      }
      w.fp.startTape(w, n);
    }
    n = step(w, n);
    if (w.tape) w.fp!.endTape(w, n);
  }
  w.tape = undefined;
  endVisit(w);
  if (!w.done) {
    // Every path sets a verdict; reaching here is a bug in the model, reported as a loop guard.
    const last = w.events[w.events.length - 1];
    w.fail('LOOP_DETECTED', verdictMsg('verdict.noVerdict', {}), last?.at ?? { node: start.at === 'send' ? start.host : '?', place: 'compartment' });
  }
}

/** Walks `packet` from a stack of the world; follows the reply when the receiver answers. */
export function walk(world: World, from: WalkStart, packet: Packet, opts: WalkOptions = {}): WalkResult {
  const rt = opts.runtime ?? createRuntime(opts.now ?? 0);
  if (opts.now !== undefined) rt.now = opts.now;
  const origin = { host: from.host, compartment: from.compartment, request: packet };
  const w = new Walk(world, rt, origin);
  w.replay = opts.replay ?? true;
  w.decisions = opts.decisions;
  // A repeat built anew (equal in value) is walked as the packet it repeats: see sentPacket.
  w.fp = opts.runtime?.fastPath as FastPath | undefined;
  // Only a runtime made to repeat packets keeps anything for the next walk.
  w.keep = w.fp !== undefined;
  if (w.fp) packet = w.fp.sentPacket(w, packet);
  w.packet = w.origin.request = packet;
  const h = world.hosts.get(from.host);
  const c = h?.compartments.find((x) => x.id === from.compartment);
  if (!h || !c) throw new Error(`walk: no compartment ${from.compartment} on ${from.host}`);
  w.emit('send', 'forward', { node: h.name, place: 'compartment', compartment: c.id, owner: c.owner }, () => narrationMsg('stack.sends', { who: c.owner, packet: describePacket(packet) }));
  runLeg(w, { at: 'send', host: h.name, comp: c.id, forwarded: false });
  const request = w.result!;
  const answer = w.answer;
  let reply: Trace['reply'];
  if (answer && (opts.followReply ?? world.settings.followReply)) {
    w.leg = 'reply';
    w.result = undefined;
    w.visit = undefined;
    w.packet = answer.packet;
    const ah = world.hosts.get(answer.host)!;
    const ac = ah.compartments.find((x) => x.id === answer.comp)!;
    w.emit('answer', 'forward', { node: ah.name, place: 'compartment', compartment: ac.id, owner: ac.owner }, () => narrationMsg('stack.answers', { who: ac.owner, packet: describePacket(answer.packet) }));
    runLeg(w, { at: 'send', host: ah.name, comp: ac.id, forwarded: false });
    const r = w.result!;
    reply = r.delivered ? { verdict: r.verdict, delivered: r.delivered, packet: answer.packet } : { verdict: r.verdict, packet: answer.packet };
  }
  return { trace: { packet, events: w.events, request, reply, assumptions: [...w.assumptions].sort() }, runtime: rt };
}

function describePacket(p: Packet): NarrationMsg {
  if (p.protocol === 'icmp') return narrationMsg('packet.icmp', { proto: 'ICMP', kind: p.icmp ?? 'echo-request', tuple: formatTuple(p) });
  return narrationMsg('packet.line', { flags: p.tcpFlags || undefined, tuple: formatTuple(p), size: p.size, df: p.df ? 'yes' : 'no' });
}
