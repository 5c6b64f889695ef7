// `pktmon counters` as a table (per component, a row per edge, Rx then Tx after the `|`, numbers with
// thousand separators; `--drop-reason` adds the last drop reason to drop rows) and `pktmon counters
// --json`. The table's shape, as pktmon prints it:
//    Id Name                 Counter  Direction  Packets   Bytes | Direction  Packets   Bytes
//    -- ----                 -------  ---------  -------   ----- | ---------  -------   -----
//    10 Intel(R) Ether...    Upper    Rx             118 147,232 | Tx              34   4,668
//                            Lower    Rx             118 147,232 | Tx              34   4,668
// A row whose counter is `Drop` counts drops (Rx and Tx). `drops` in the summary counts the drop
// rows with a nonzero packet count (a row, not packets); `components` the components with a row.
import { captureMsg, captureProblem } from './messages';
import { cutLongLines, eachLineSpan, normaliseText } from '../../dumps/text';
import type { ParseResult, Problem } from '../../result';
import { emptyCapture, type Capture, type CaptureComponent, type CaptureCounter } from '../model';

export function detectCounters(text: string): number {
  if (typeof text !== 'string') return 0;
  const s = text.length > 65536 ? text.slice(0, 65536) : text;
  const t = s.trimStart();
  if ((t.startsWith('[') || t.startsWith('{')) && s.includes('"Components"') && s.includes('"Counters"')) return 0.85;
  if (/^ {0,40}Id +Name +Counter +Direction +Packets +Bytes/m.test(s)) return 0.95;
  return 0;
}

const number = (s: string | undefined): number | undefined => {
  if (s === undefined) return undefined;
  const digits = s.replace(/[,.\u00a0\u202f']/g, '');
  return /^\d{1,18}$/.test(digits) ? Number(digits) : undefined;
};

export function parseCounters(text: string, file = ''): ParseResult<Capture> {
  const src = typeof text === 'string' ? text : '';
  const t = src.trimStart();
  if (t.startsWith('[') || t.startsWith('{')) return parseCountersJson(src, file);
  const cap = emptyCapture('pktmon-counters');
  cap.lacks = ['events', 'headers'];
  const cut = cutLongLines(normaliseText(src));
  const warnings: Problem[] = [...cut.warnings];
  const body = cut.text;
  const components = new Map<number, CaptureComponent>();
  let group: string | undefined;
  let current: CaptureComponent | undefined;
  let lastDrop: CaptureCounter | undefined;
  const skipped: number[] = [];
  eachLineSpan(body, (start, stop, n) => {
    const line = body.slice(start, stop).trimEnd();
    const tt = line.trim();
    if (tt === '') return;
    const bar = line.indexOf(' | ');
    if (bar < 0) {
      const reason = /^(?:Last )?[Dd]rop [Rr]eason:? (\S.{0,300})$/.exec(tt);
      if (reason && lastDrop?.drops?.length) {
        for (const d of lastDrop.drops) d.reason = reason[1]!.trim();
        return;
      }
      if (/^-[- |]*$/.test(tt) || /^Id /.test(tt) || /pktmon(?:\.exe)? /i.test(tt)) return;
      if (line[0] !== ' ') {
        group = tt.replace(/:$/, '');
        current = undefined;
      } else skipped.push(n);
      return;
    }
    const left = line.slice(0, bar).trim().split(/ +/);
    const right = line.slice(bar + 3).trim().split(/ +/);
    if (left[0] === 'Id' || left[0] === '--') return;
    const bytesL = number(left.pop());
    const packetsL = number(left.pop());
    const dirL = left.pop();
    const counterName = left.pop();
    const dirR = right[0];
    const packetsR = number(right[1]);
    const bytesR = number(right[2]);
    if (packetsL === undefined || packetsR === undefined || !counterName || !dirL || !dirR) return void skipped.push(n);
    if (left.length && /^\d{1,10}$/.test(left[0]!)) {
      const id = Number(left[0]);
      const name = left.slice(1).join(' ');
      current = components.get(id);
      if (!current) {
        current = { id, name, line: n };
        if (group) current.type = group;
        components.set(id, current);
        cap.components.push(current);
      }
    }
    if (!current) return void skipped.push(n);
    const counter: CaptureCounter = { component: current.id, line: n };
    if (current.name) counter.name = current.name;
    if (/^Drops?:?$/i.test(counterName) || left.includes('Drop') || left.includes('Drops')) {
      const reason = right.slice(3).join(' ').trim() || undefined;
      counter.drops = [
        { direction: dirL, packets: packetsL, ...(reason ? { reason } : {}) },
        { direction: dirR, packets: packetsR, ...(reason ? { reason } : {}) },
      ];
      lastDrop = counter;
    } else {
      counter.edge = counterName;
      const l = bytesL === undefined ? { packets: packetsL } : { packets: packetsL, bytes: bytesL };
      const r = bytesR === undefined ? { packets: packetsR } : { packets: packetsR, bytes: bytesR };
      if (/^tx$/i.test(dirL)) {
        counter.tx = l;
        counter.rx = r;
      } else {
        counter.rx = l;
        counter.tx = r;
      }
      lastDrop = undefined;
    }
    cap.counters.push(counter);
  });
  for (const n of skipped.slice(0, 5)) warnings.push(captureProblem(captureMsg('capture.counters.skipped', { n }), n));
  if (skipped.length > 5) warnings.push(captureProblem(captureMsg('capture.counters.moreSkipped', { n: skipped.length - 5 }), skipped[5]));
  if (cap.counters.length === 0) warnings.push(captureProblem(captureMsg('capture.counters.none', {})));
  return { value: cap, warnings, errors: [] };
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const obj = (v: Json | undefined): { [k: string]: Json } | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined);
const pick = (o: { [k: string]: Json }, ...keys: string[]): Json | undefined => {
  for (const k of keys) if (o[k] !== undefined) return o[k];
  return undefined;
};
const n = (v: Json | undefined): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' ? number(v) : undefined);

/**
 * `pktmon counters --json`: groups (`Group`, `Components`), components (`Id`, `Name`, `Counters`),
 * counters (`Type` Flow/Drop, `Edge`, `Inbound`/`Outbound` with `Packets`, `Bytes`, and for drops
 * the last `DropReason`). Read tolerantly: any object with a numeric id and a `Counters` list.
 */
function parseCountersJson(text: string, _file: string): ParseResult<Capture> {
  let root: Json;
  try {
    root = JSON.parse(text) as Json;
  } catch {
    return { warnings: [], errors: [captureProblem(captureMsg('capture.counters.badJson', {}))] };
  }
  const cap = emptyCapture('pktmon-counters');
  cap.lacks = ['events', 'headers'];
  const seen = new Set<number>();
  const visit = (v: Json | undefined, group: string | undefined, depth: number): void => {
    if (depth > 64 || v === undefined || v === null) return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, group, depth + 1));
    const o = obj(v);
    if (!o) return;
    const g = typeof o.Group === 'string' ? o.Group : group;
    const counters = pick(o, 'Counters', 'counters');
    const id = n(pick(o, 'Id', 'ID', 'ComponentId', 'Component'));
    if (Array.isArray(counters) && id !== undefined) {
      const name = typeof o.Name === 'string' ? o.Name : '';
      if (!seen.has(id)) {
        seen.add(id);
        cap.components.push({ id, name, ...(g ? { type: g } : {}) });
      }
      for (const c of counters) {
        const co = obj(c);
        if (!co) continue;
        const type = String(pick(co, 'Type', 'type') ?? '');
        const inb = obj(pick(co, 'Inbound', 'In', 'Rx'));
        const out = obj(pick(co, 'Outbound', 'Out', 'Tx'));
        const counter: CaptureCounter = { component: id, ...(name ? { name } : {}) };
        const side = (s: { [k: string]: Json } | undefined) => {
          const packets = s && n(pick(s, 'Packets', 'packets'));
          if (packets === undefined) return undefined;
          const bytes = n(pick(s!, 'Bytes', 'bytes'));
          return bytes === undefined ? { packets } : { packets, bytes };
        };
        if (/drop/i.test(type)) {
          counter.drops = [];
          for (const [dir, s] of [['Inbound', inb], ['Outbound', out]] as const) {
            const v2 = side(s);
            const reason = s && pick(s, 'DropReason', 'LastDropReason');
            if (v2) counter.drops.push({ direction: dir, packets: v2.packets, ...(typeof reason === 'string' && reason ? { reason } : {}) });
          }
        } else {
          const edge = pick(co, 'Edge', 'edge');
          if (typeof edge === 'string') counter.edge = edge;
          const rx = side(inb);
          const tx = side(out);
          if (rx) counter.rx = rx;
          if (tx) counter.tx = tx;
        }
        cap.counters.push(counter);
      }
      return;
    }
    for (const k of Object.keys(o)) visit(o[k], g, depth + 1);
  };
  visit(root, undefined, 0);
  const warnings: Problem[] = [];
  if (cap.components.length === 0) warnings.push(captureProblem(captureMsg('capture.counters.noJsonComponent', {})));
  return { value: cap, warnings, errors: [] };
}
