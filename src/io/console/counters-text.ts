// Counters of the node as the current walk left them: `vfpctrl /port <p> /get-rule-counter` (every
// rule of the port with what it matched and dropped; `/format 1` as the JSON the importer reads, the
// text in list-rule's LAYER / GROUP / RULE layout — no public sample of the text form was found, see
// src/io/console/README.md) and `pktmon counters` (per component, the table pktmon prints).
import type { Port, Rule } from '../../core/vfp/model';
import type { Trace } from '../../core/trace/trace';
import type { World } from '../../core/world/world';
import { ruleCounterKey, type Runtime } from '../../core/world/runtime';
import { walkPlaces } from '../align/places';
import { componentsOf } from '../export/pktmon';

const EOL = '\r\n';

export interface RuleCount {
  matched: number;
  dropped: number;
}

/** A rule's counters: the walk's when there is one, else what an imported dump printed, else zero. */
export function ruleCount(rt: Runtime | undefined, node: string, port: Port, layer: string, group: string, rule: Rule): RuleCount {
  const walked = rt?.ruleCounters.get(ruleCounterKey(node, port.id, layer, group, rule.id));
  if (walked) return { matched: walked.matchedPackets, dropped: walked.droppedPackets };
  if (!rt && rule.counters) return { matched: rule.counters.matchedPackets, dropped: rule.counters.droppedPackets };
  return { matched: 0, dropped: 0 };
}

export function ruleCountersText(rt: Runtime | undefined, node: string, port: Port): string {
  const lines = [' ITEM LIST', '===========', ''];
  for (const l of port.layers) {
    lines.push(`LAYER : ${l.name}`, '');
    for (const g of l.groups) {
      lines.push(`  GROUP : ${g.name}`, '');
      for (const r of g.rules) {
        const c = ruleCount(rt, node, port, l.name, g.name, r);
        lines.push(`    RULE : ${r.id}`, `        Matched packets : ${c.matched}`, `        Dropped packets : ${c.dropped}`, `        Pending packets : 0`, `        Dropped flows : 0`, '');
      }
    }
  }
  lines.push('Command get-rule-counter succeeded!');
  return lines.join(EOL) + EOL;
}

/** `/get-rule-counter /format 1`: Layers[].Groups[].Rules[] with InformationArray[0].RuleCounters (src/io/dumps/vfpctrl-json.ts). */
export function ruleCountersJson(rt: Runtime | undefined, node: string, port: Port): string {
  const doc = {
    Name: port.id,
    Layers: port.layers.map((l) => ({
      Name: l.name,
      Priority: l.priority,
      Groups: l.groups.map((g) => ({
        Name: g.name,
        Priority: g.priority,
        Direction: g.direction === 'in' ? 1 : 0,
        Rules: g.rules.map((r) => {
          const c = ruleCount(rt, node, port, l.name, g.name, r);
          return { Name: r.id, Priority: r.priority, RuleFlags: r.flags.raw, InformationArray: [{ RuleCounters: { MatchedPackets: c.matched, DroppedPackets: c.dropped, PendingPackets: 0, DroppedFlows: 0 } }] };
        }),
      })),
    })),
  };
  return JSON.stringify(doc, null, 2).replace(/\n/g, EOL) + EOL;
}

/** 147232 → 147,232, as pktmon groups digits (en-US). */
function grouped(n: number): string {
  const s = String(n);
  let out = '';
  for (let i = 0; i < s.length; i++) out += (i > 0 && (s.length - i) % 3 === 0 ? ',' : '') + s[i];
  return out;
}

/** `pktmon counters` after the walk was captured: each NIC's Rx and Tx (and drops) on this node. */
export function pktmonCountersText(world: World, trace: Trace | undefined, node: string): string {
  if (!trace) return `All counters are zero.${EOL}`;
  const { byPort, all } = componentsOf(world, node);
  const sums = new Map<number, { rx: number; rxB: number; tx: number; txB: number; dropRx: number; dropTx: number; dropRxB: number; dropTxB: number }>();
  for (const place of walkPlaces(trace).filter((p) => p.node === node)) {
    const c = byPort.get(place.port);
    if (!c) continue;
    const s = sums.get(c.id) ?? { rx: 0, rxB: 0, tx: 0, txB: 0, dropRx: 0, dropTx: 0, dropRxB: 0, dropTxB: 0 };
    const packet = place.direction === 'out' ? place.before : place.after;
    const bytes = packet.size + 14 + (packet.outer?.kind === 'vxlan' ? 50 : 0);
    const out = place.direction === 'out';
    if (out) {
      s.tx++;
      s.txB += bytes;
    } else {
      s.rx++;
      s.rxB += bytes;
    }
    if (place.dropped && out) {
      s.dropTx++;
      s.dropTxB += bytes;
    } else if (place.dropped) {
      s.dropRx++;
      s.dropRxB += bytes;
    }
    sums.set(c.id, s);
  }
  if (sums.size === 0) return `All counters are zero.${EOL}`;
  const row = (id: string, name: string, counter: string, a: [number, number], b: [number, number], tail = '') =>
    `${id.padStart(3)} ${name.padEnd(21)} ${counter.padEnd(8)} ${'Rx'.padEnd(9)} ${grouped(a[0]).padStart(8)} ${grouped(a[1]).padStart(7)} | ${'Tx'.padEnd(9)} ${grouped(b[0]).padStart(8)} ${grouped(b[1]).padStart(7)}${tail}`.trimEnd();
  const lines = [
    ' Id Name                  Counter  Direction  Packets   Bytes | Direction  Packets   Bytes',
    ' -- ----                  -------  ---------  -------   ----- | ---------  -------   -----',
  ];
  for (const c of all) {
    const s = sums.get(c.id);
    if (!s) continue;
    const name = c.name.length > 21 ? `${c.name.slice(0, 18)}...` : c.name;
    lines.push(row(String(c.id), name, 'Upper', [s.rx, s.rxB], [s.tx, s.txB]));
    if (s.dropRx || s.dropTx) lines.push(row('', '', 'Drop', [s.dropRx, s.dropRxB], [s.dropTx, s.dropTxB], '  Filtered'));
  }
  return lines.join(EOL) + EOL;
}

/** `pktmon list`: the node's components (the same ids and names as pktmon etl2txt's, export/pktmon.ts). */
export function pktmonListText(world: World, node: string): string {
  const { all } = componentsOf(world, node);
  return ['', 'Network Adapters:', '   Id MAC Address       Name', '   -- -----------       ----', ...all.map((c) => `${String(c.id).padStart(5)} ${c.mac} ${c.name}`), ''].join(EOL);
}
