// A trace as a capture: one interface per capture point the packet crossed (each vNIC port per
// direction, the external port, the wire), named after the port; at each, the packet as it left
// that point (or as it was dropped there), with a comment naming the step, the layer and the rule.
// The reply leg is included. Real captures (`pktmon pcapng`) flatten every component into one
// interface; keeping them apart shows where each copy was taken.
import type { Trace, TraceEvent } from '../../core/trace/trace';
import { frameOf } from './frame';
import { pcapng, type PcapInterface, type PcapPacket } from './write';

/** 2026-12-01T00:00:00Z: a fixed start, so the same trace always gives the same file. */
const START_US = 1_796_083_200_000_000;

function pointOf(e: TraceEvent): { key: string; iface: PcapInterface } | undefined {
  const at = e.at;
  if (at.place === 'port' && at.port) {
    const dir = (at.direction ?? '').toUpperCase();
    const name = `${at.node} ${at.portName ?? at.port} ${dir}`.trim();
    return { key: `${at.node}|${at.port}|${dir}`, iface: { name, description: `${at.portKind ?? 'port'} port ${at.port}${at.owner ? ` of ${at.owner}` : ''}, ${dir}` } };
  }
  if (at.place === 'wire') return { key: `wire|${at.link ?? at.node}`, iface: { name: `wire ${at.link ?? at.node}`, description: 'the underlay between hosts' } };
  return undefined;
}

/** Step, layer, group and rule of the run's deciding layer (the last that matched a rule, else the last). */
function comment(run: { e: TraceEvent; step: number }[]): string {
  const last = run[run.length - 1]!;
  const layers = run.filter((x) => x.e.layer);
  const decided = [...layers].reverse().find((x) => x.e.layer!.rule) ?? layers[layers.length - 1];
  const l = decided?.e.layer;
  const what = l ? `${l.layer}${l.group ? ` · ${l.group}` : ''} · ${l.rule ? `rule ${l.ruleName ?? l.rule} → ${l.action}` : `no rule, layer default ${l.verdict}`}` : last.e.text;
  return `step ${last.step} (${last.e.leg}) · ${what}${last.e.kind === 'drop' ? ` · ${last.e.text}` : ''}`;
}

export function traceCapture(t: Trace): { interfaces: PcapInterface[]; packets: PcapPacket[] } {
  const interfaces: PcapInterface[] = [];
  const index = new Map<string, number>();
  const packets: PcapPacket[] = [];
  let run: { e: TraceEvent; step: number }[] = [];
  let runKey: string | undefined;
  const flush = () => {
    if (!run.length || runKey === undefined) return;
    const last = run[run.length - 1]!;
    packets.push({ iface: index.get(runKey)!, timestampUs: START_US + last.step * 1000, data: frameOf(last.e.packet, last.step), comment: comment(run) });
    run = [];
  };
  t.events.forEach((e, i) => {
    const p = pointOf(e);
    const key = p ? `${e.leg}|${p.key}` : undefined;
    if (key !== runKey) flush();
    runKey = key;
    if (!p) return;
    if (!index.has(p.key)) {
      index.set(p.key, interfaces.length);
      interfaces.push(p.iface);
    }
    index.set(key!, index.get(p.key)!);
    run.push({ e, step: i + 1 });
  });
  flush();
  return { interfaces, packets };
}

export const tracePcapng = (t: Trace): Uint8Array => {
  const c = traceCapture(t);
  return pcapng(c.interfaces, c.packets);
};
