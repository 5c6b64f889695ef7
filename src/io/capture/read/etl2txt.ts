// `pktmon etl2txt` (and `pktmon format`) text, default and `--verbose`. Per packet event one line,
//   [01]36E0.37B0::2024-04-02 10:26:54.059070900 [Microsoft-Windows-PktMon] PktGroupId 281474976710694, PktNumber 1, Appearance 1, Direction Tx , Type Ethernet , Component 57, Edge 1, Filter 1, OriginalSize 74, LoggedSize 74
// (a drop adds `DropReason …, DropLocation …`), then tab-indented lines with the headers
// (frame-text.ts). The metadata pktmon appends (verbose) fills the components and counters:
//   … [Microsoft-Windows-PktMon] Component 134, Type VmsMiniport , Name vmswitch.sys, cbr0_ep
//   … [Microsoft-Windows-PktMon] Property: Component 135, PhysAddress  = 0x00155D3AAA31
//   … [Microsoft-Windows-PktMon] Drop Counters: Component 135, Direction In = Egress , Packets In 0, Bytes In 0, Direction Out = Ingress , Packets Out 0, Bytes Out 0
//   … [Microsoft-Windows-PktMon] Flow Counters: Component 52, Edge Lower, Edge Id 1, Direction In = Rx , Packets In 0, …
// A line may start with the ETW prefix `[CPU]PID.TID::date time [Provider] `, or with only a time.
//
// Lines are scanned with indexOf, never split into one array: a 200 MB file is read line by line,
// and fed in chunks (`Etl2txtReader.push`) when the import worker streams it. `drops` counts drop
// EVENTS; the drop counters the verbose form appends are kept in `counters` and not counted.
import { captureMsg, captureProblem, type CaptureMsg } from './messages';
import type { Problem, ParseResult } from '../../result';
import { MAX_LINE } from '../../dumps/text';
import type { Capture, CaptureComponent, CaptureCounter, CaptureEvent } from '../model';
import { emptyCapture } from '../model';
import { daysFromCivil } from './civil';
import { dropReason } from './drop-reasons';
import { parseFrameText, startsWithMacPair } from './frame-text';

const SAMPLE = 64 * 1024;

/** 0..1; cheap (the first 64 KB), total, never throws. */
export function detectEtl2txt(text: string): number {
  if (typeof text !== 'string') return 0;
  const s = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  if (s.includes('[Microsoft-Windows-PktMon]')) return 0.95;
  if (s.includes('PktGroupId ') && s.includes('PktNumber ') && s.includes('Component ')) return 0.9;
  // Only the trace header (a capture that logged no packet): read, with a warning, when no other format fits.
  if (s.includes('[MSNT_SystemTrace] Event: Header')) return 0.35;
  return 0;
}

const TIME = /(?:\d{4}-\d{2}-\d{2} )?\d{1,2}:\d{2}:\d{2}(?:\.\d{1,9})?/y;
const MAX_SHOWN = 5;

/** Where a line's parts are, found by `scanPrefix` (one scratch record: no object per line). */
interface Prefix {
  /** The time as printed, `[timeFrom, timeTo)`; timeTo 0 when the line has none. */
  timeFrom: number;
  timeTo: number;
  /** The provider in brackets, `[providerFrom, providerTo)`; providerTo 0 when none. */
  providerFrom: number;
  providerTo: number;
  /** Where the body starts. */
  body: number;
}

/**
 * `[00]0394.2410::2024-04-02 10:26:38.547829100 [Provider] body`, `10:26:38.5 body`, or a bare
 * body: fills `p` and returns true, or false when the line starts like a prefix but is not one.
 */
export function scanPrefix(line: string, p: Prefix): boolean {
  let i = 0;
  p.timeFrom = p.timeTo = p.providerFrom = p.providerTo = p.body = 0;
  if (line.charCodeAt(0) === 91 /* [ */) {
    const close = line.indexOf(']');
    if (close < 0 || close > 6) return false;
    const colons = line.indexOf('::', close);
    if (colons < 0 || colons - close > 24) return false;
    i = colons + 2;
  }
  TIME.lastIndex = i;
  if (!TIME.test(line)) return i === 0;
  p.timeFrom = i;
  p.timeTo = i = TIME.lastIndex;
  while (line.charCodeAt(i) === 32) i++;
  if (line.charCodeAt(i) === 91) {
    const close = line.indexOf(']', i);
    if (close < 0 || close - i > 120) return false;
    p.providerFrom = i + 1;
    p.providerTo = close;
    i = close + 1;
    while (line.charCodeAt(i) === 32) i++;
  }
  p.body = i;
  return true;
}

const PKTMON = 'Microsoft-Windows-PktMon';

const digits = (s: string, from: number, to: number): number => {
  let v = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  return v;
};

let lastDate = '';
let lastDays = 0;

/** `2024-04-02 10:26:54.059070900` at `s[from, to)` → whole seconds and nanoseconds (a time alone counts from day 0). */
function clock(s: string, from: number, to: number, out: { sec: number; nano: number }): boolean {
  let i = from;
  let days = 0;
  if (s.charCodeAt(from + 4) === 45 /* - */) {
    if (lastDate.length !== 10 || !s.startsWith(lastDate, from)) {
      lastDays = daysFromCivil(digits(s, from, from + 4), digits(s, from + 5, from + 7), digits(s, from + 8, from + 10));
      lastDate = s.slice(from, from + 10);
    }
    days = lastDays;
    i = from + 11;
  }
  const c1 = s.indexOf(':', i);
  const c2 = s.indexOf(':', c1 + 1);
  let dot = s.indexOf('.', c2);
  if (dot >= to) dot = -1;
  const end = dot < 0 ? to : dot;
  const sec = days * 86_400 + digits(s, i, c1) * 3600 + digits(s, c1 + 1, c2) * 60 + digits(s, c2 + 1, end);
  let nano = 0;
  if (dot > 0) {
    const n = Math.min(to - dot - 1, 9);
    nano = digits(s, dot + 1, dot + 1 + n) * 10 ** (9 - n);
  }
  out.sec = sec;
  out.nano = nano;
  return Number.isFinite(sec) && Number.isFinite(nano);
}

/** `k v, k v, …` fields of an event or counters line (the value trimmed of pktmon's padding). */
function fields(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let start = 0;
  for (;;) {
    const comma = body.indexOf(',', start);
    const part = (comma < 0 ? body.slice(start) : body.slice(start, comma)).trim();
    const eq = part.indexOf(' = ');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 3).trim());
    else {
      const sp = part.lastIndexOf(' ');
      // `Edge Id 1`, `Packets In 0`: the key is every word but the last.
      if (sp > 0) out.set(part.slice(0, sp).trim(), part.slice(sp + 1).trim());
    }
    if (comma < 0) return out;
    start = comma + 1;
  }
}

/** Digits from `from` to `to` as a number; undefined when any is not a digit. */
const digitsOrUndefined = (s: string, from: number, to: number): number | undefined => {
  const v = digits(s, from, to);
  return Number.isNaN(v) ? undefined : v;
};

const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s.length === 0 || s.length > 15) return undefined;
  const v = digits(s, 0, s.length);
  return Number.isNaN(v) ? undefined : v;
};

/** `0x00155D3AAA31` → `00-15-5D-3A-AA-31`. */
function physMac(v: string): string | undefined {
  const m = /^(?:0x)?([0-9A-Fa-f]{12})$/.exec(v.trim());
  return m ? m[1]!.toUpperCase().replace(/(..)(?!$)/g, '$1-') : undefined;
}

/** The keys of an event line's parts that the model keeps. */
const K = { None: 0, Group: 1, Number: 2, Appearance: 3, Direction: 4, Type: 5, Component: 6, Edge: 7, Filter: 8, OriginalSize: 9, LoggedSize: 10, DropReason: 11, DropLocation: 12 } as const;
type K = (typeof K)[keyof typeof K];

function keyIs(body: string, a: number, k: string, v: K): K {
  return body.startsWith(k, a) ? v : K.None;
}

/** Which key stands at `body[a, sp)`: told by its length and first letter, then checked whole. */
function keyAt(body: string, a: number, sp: number): K {
  const c = body.charCodeAt(a);
  switch (sp - a) {
    case 4: return c === 84 ? keyIs(body, a, 'Type', K.Type) : keyIs(body, a, 'Edge', K.Edge);
    case 6: return keyIs(body, a, 'Filter', K.Filter);
    case 9: return c === 80 ? keyIs(body, a, 'PktNumber', K.Number) : c === 68 ? keyIs(body, a, 'Direction', K.Direction) : keyIs(body, a, 'Component', K.Component);
    case 10: return c === 80 ? keyIs(body, a, 'PktGroupId', K.Group) : c === 65 ? keyIs(body, a, 'Appearance', K.Appearance) : c === 76 ? keyIs(body, a, 'LoggedSize', K.LoggedSize) : keyIs(body, a, 'DropReason', K.DropReason);
    case 12: return c === 79 ? keyIs(body, a, 'OriginalSize', K.OriginalSize) : keyIs(body, a, 'DropLocation', K.DropLocation);
    default: return K.None;
  }
}

/** PktGroupId is a decimal of at most 25 digits (it can exceed 2^53, so it stays text). */
function isGroupId(s: string): boolean {
  if (s.length === 0 || s.length > 25) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

const intAt = (body: string, from: number, to: number): number | undefined => (to - from > 0 && to - from <= 15 ? digitsOrUndefined(body, from, to) : undefined);

/** Reads etl2txt text fed in chunks; `end()` gives the capture. Never throws. */
export class Etl2txtReader {
  private readonly capture: Capture = emptyCapture('pktmon-txt');
  private readonly warnings: Problem[] = [];
  private readonly components = new Map<number, CaptureComponent>();
  private rest = '';
  private lineNo = 0;
  /** The last event read, waiting for its header lines (the next line that is not one flushes it). */
  private pending?: CaptureEvent;
  private readonly headers: string[] = [];
  /** The last header line had no line end (the file's end). */
  private lastCut = false;
  private readonly prefix: Prefix = { timeFrom: 0, timeTo: 0, providerFrom: 0, providerTo: 0, body: 0 };
  private t0?: { sec: number; nano: number };
  /** The current event's clock (one record, filled per event). */
  private readonly t = { sec: 0, nano: 0 };
  private skipped: number[] = [];
  private noHeaders: number[] = [];
  private badHeaders: { line: number; problem: CaptureMsg }[] = [];
  private longLines: number[] = [];
  private pktmonLines = 0;
  private first = true;
  private done?: ParseResult<Capture>;

  push(chunk: string): void {
    if (this.done || typeof chunk !== 'string' || chunk === '') return;
    try {
      let text = this.rest ? this.rest + chunk : chunk;
      if (this.first) {
        this.first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      let start = 0;
      for (;;) {
        const lf = text.indexOf('\n', start);
        if (lf < 0) break;
        const end = lf > start && text.charCodeAt(lf - 1) === 13 ? lf - 1 : lf;
        this.line(text.slice(start, end), true);
        start = lf + 1;
      }
      this.rest = start ? text.slice(start) : text;
      // A line longer than any pktmon prints and still open: keep its start only, said once.
      if (this.rest.length > 2 * MAX_LINE) this.rest = this.rest.slice(0, MAX_LINE + 1);
    } catch {
      this.warnings.push(captureProblem(captureMsg('capture.etl2txt.partUnread', {}), this.lineNo || undefined));
    }
  }

  end(): ParseResult<Capture> {
    if (this.done) return this.done;
    try {
      if (this.rest !== '') {
        const last = this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest;
        this.rest = '';
        this.line(last, false);
      }
      this.flush(true);
    } catch {
      this.warnings.push(captureProblem(captureMsg('capture.etl2txt.endUnread', {})));
    }
    return (this.done = this.result());
  }

  private line(raw: string, complete: boolean): void {
    const n = ++this.lineNo;
    let text = raw;
    if (text.length > MAX_LINE) {
      this.longLines.push(n);
      text = text.slice(0, MAX_LINE);
    }
    const c = text.charCodeAt(0);
    if (c === 9 || c === 32) {
      // Kept untrimmed (parseFrameText trims; the verbose form's continuations are trimmed when joined).
      let k = 1;
      while (k < text.length && (text.charCodeAt(k) === 9 || text.charCodeAt(k) === 32)) k++;
      if (k === text.length) return;
      if (this.pending) {
        this.headers.push(text);
        this.lastCut = !complete;
      } else this.skipped.push(n);
      return;
    }
    if (text === '') return;
    this.flush(false);
    const p = this.prefix;
    if (!scanPrefix(text, p)) return void this.skipped.push(n);
    const hasProvider = p.providerTo > 0;
    // Another provider's event (the trace header, `-t` events): not pktmon's.
    if (hasProvider && !(p.providerTo - p.providerFrom === PKTMON.length && text.startsWith(PKTMON, p.providerFrom))) return;
    const at = p.body;
    if (text.startsWith('PktGroupId ', at) || text.startsWith('Drop: ', at) || text.startsWith('Drop PktGroupId ', at)) return this.event(text, at, n, complete);
    if (!hasProvider && p.timeTo === 0) return void this.skipped.push(n);
    this.pktmonLines++;
    const body = text.slice(at);
    if (body.startsWith('Component ')) return this.component(body, n);
    if (body.startsWith('Property: Component ')) return this.property(body, n);
    if (body.startsWith('Drop Counters: Component ')) return this.counters(body, n, true);
    if (body.startsWith('Flow Counters: Component ') || body.startsWith('Counters: Component ')) return this.counters(body, n, false);
    // Filters, events of other kinds: pktmon's own lines, nothing the model holds.
    if (!hasProvider) this.skipped.push(n);
  }

  /** Short words pktmon repeats on every line (Tx, Rx, Ethernet): one string each, not a slice that keeps its chunk alive. */
  private readonly words: string[] = [];
  private word(body: string, from: number, to: number): string {
    for (const w of this.words) if (w.length === to - from && body.startsWith(w, from)) return w;
    const w = (' ' + body.slice(from, to)).slice(1);
    if (this.words.length < 16) this.words.push(w);
    return w;
  }

  /** The group id as text; the previous event's string when it is the same (a packet's appearances share it). */
  private lastGroup = '';
  private same(body: string, from: number, to: number): string {
    const g = this.lastGroup;
    if (g.length === to - from && body.startsWith(g, from)) return g;
    // A copy, not a slice of the chunk (flattened by the concatenation).
    return (this.lastGroup = (' ' + body.slice(from, to)).slice(1));
  }

  /** A packet event's line, its body starting at `from`. */
  private event(body: string, from: number, n: number, complete: boolean): void {
    this.pktmonLines++;
    const isDrop = body.charCodeAt(from) === 68 /* D */;
    let groupId: string | undefined;
    let pktNumber: number | undefined;
    let appearance: number | undefined;
    let direction: string | undefined;
    let type: string | undefined;
    let component: number | undefined;
    let edge: number | undefined;
    let filter: number | undefined;
    let originalSize: number | undefined;
    let loggedSize: number | undefined;
    let reason: string | undefined;
    let location: string | undefined;
    // `Key value, Key value, …`: the key is every word of a part but the last (values have no
    // spaces) except DropReason and DropLocation, whose values are the rest of the part.
    for (let start = isDrop ? body.indexOf('PktGroupId', from) : from; start >= 0 && start < body.length; ) {
      const comma = body.indexOf(',', start);
      const stop = comma < 0 ? body.length : comma;
      let a = start;
      while (body.charCodeAt(a) === 32) a++;
      let z = stop;
      while (z > a && body.charCodeAt(z - 1) === 32) z--;
      const sp = body.indexOf(' ', a);
      if (sp > 0 && sp < z) {
        // The key is matched where it stands and numbers are read in place: no string is made for
        // a key or a number (a million events make twelve million otherwise), and no closure per part.
        let vs = sp + 1;
        while (body.charCodeAt(vs) === 32) vs++;
        switch (keyAt(body, a, sp)) {
          case K.Group: groupId = this.same(body, vs, z); break;
          case K.Number: pktNumber = intAt(body, vs, z); break;
          case K.Appearance: appearance = intAt(body, vs, z); break;
          case K.Direction: direction = this.word(body, vs, z); break;
          case K.Type: type = this.word(body, vs, z); break;
          case K.Component: component = intAt(body, vs, z); break;
          case K.Edge: edge = intAt(body, vs, z); break;
          case K.Filter: filter = intAt(body, vs, z); break;
          case K.OriginalSize: originalSize = intAt(body, vs, z); break;
          case K.LoggedSize: loggedSize = intAt(body, vs, z); break;
          case K.DropReason: reason = body.slice(vs, z); break;
          case K.DropLocation: location = body.slice(vs, z); break;
        }
      }
      start = comma < 0 ? -1 : comma + 1;
    }
    if (!complete && loggedSize === undefined) {
      this.capture.truncatedAt = n;
      return;
    }
    if (groupId === undefined || !isGroupId(groupId) || component === undefined) return void this.skipped.push(n);
    // Fields in one order, absent ones left out (never deleted: a deleted key makes a slow object).
    // The common event has them all: one literal, one allocation, one shape.
    const e: CaptureEvent =
      pktNumber !== undefined && appearance !== undefined && direction && type && edge !== undefined && filter !== undefined && originalSize !== undefined && loggedSize !== undefined
        ? { line: n, groupId, pktNumber, appearance, direction, type, component, edge, filter, originalSize, loggedSize, ns: undefined, frame: undefined }
        : this.sparse(n, groupId, pktNumber, appearance, direction, type, component, edge, filter, originalSize, loggedSize);
    const p = this.prefix;
    if (p.timeTo > 0) {
      // The time orders events; kept as nanoseconds from the file's first event, not as text.
      const t = this.t;
      if (clock(body, p.timeFrom, p.timeTo, t)) {
        if (!this.t0) {
          this.t0 = { ...t };
          this.capture.startTime = body.slice(p.timeFrom, p.timeTo);
        }
        e.ns = (t.sec - this.t0.sec) * 1e9 + (t.nano - this.t0.nano);
      }
    }
    if (isDrop || reason !== undefined) {
      e.drop = reason !== undefined && reason !== '' ? dropReason(reason) : { reason: 'Unspecified' };
      if (location) e.drop.location = location;
    }
    this.capture.events.push(e);
    this.pending = e;
    this.headers.length = 0;
    this.lastCut = false;
  }

  /** An event missing some fields: only those it has. */
  private sparse(line: number, groupId: string, pktNumber?: number, appearance?: number, direction?: string, type?: string, component?: number, edge?: number, filter?: number, originalSize?: number, loggedSize?: number): CaptureEvent {
    const e: CaptureEvent = { line, groupId };
    if (pktNumber !== undefined) e.pktNumber = pktNumber;
    if (appearance !== undefined) e.appearance = appearance;
    if (direction) e.direction = direction;
    if (type) e.type = type;
    e.component = component;
    if (edge !== undefined) e.edge = edge;
    if (filter !== undefined) e.filter = filter;
    if (originalSize !== undefined) e.originalSize = originalSize;
    if (loggedSize !== undefined) e.loggedSize = loggedSize;
    return e;
  }

  /** The pending event's header lines → its frame. */
  private flush(atEnd: boolean): void {
    const e = this.pending;
    if (!e) return;
    this.pending = undefined;
    const headers = this.headers;
    if (headers.length === 0) {
      if (atEnd && e.loggedSize !== 0) this.capture.truncatedAt ??= e.line;
      else if (e.loggedSize !== 0) this.noHeaders.push(e.line);
      return;
    }
    // Segments: a line that opens with `MAC > MAC` (or tcpdump's `IP `) starts a frame; any other
    // is a continuation of the one before (the verbose form's second line). One line, the
    // default form's, is one segment.
    let read;
    if (headers.length === 1) read = parseFrameText(headers[0]!);
    else {
      const segments: string[] = [];
      for (const raw of headers) {
        const h = raw.trim();
        if (segments.length === 0 || startsWithMacPair(h) || h.startsWith('IP ') || h.startsWith('IP6 ')) segments.push(h);
        else segments[segments.length - 1] += ' ' + h;
      }
      read = parseFrameText(segments[0]!, segments.slice(1));
    }
    headers.length = 0;
    if (read.frame) e.frame = read.frame;
    else if (atEnd && this.lastCut) this.capture.truncatedAt ??= e.line;
    else this.badHeaders.push({ line: e.line + 1, problem: read.problem ?? captureMsg('capture.header.unreadable', {}) });
  }

  private comp(id: number, n: number): CaptureComponent {
    let c = this.components.get(id);
    if (!c) {
      c = { id, name: '', line: n };
      this.components.set(id, c);
      this.capture.components.push(c);
    }
    return c;
  }

  /** `Component 134, Type VmsMiniport , Name vmswitch.sys, cbr0_ep` (the name may hold commas). */
  private component(body: string, n: number): void {
    const comma = body.indexOf(',');
    const id = num(body.slice(10, comma < 0 ? undefined : comma).trim());
    if (id === undefined) return void this.skipped.push(n);
    const c = this.comp(id, n);
    c.line = n;
    const typeAt = body.indexOf(' Type ');
    const nameAt = body.indexOf(', Name ');
    if (typeAt > 0) {
      const type = body.slice(typeAt + 6, nameAt > typeAt ? nameAt : undefined).replace(/,$/, '').trim();
      if (type) c.type = type;
    }
    if (nameAt > 0) c.name = body.slice(nameAt + 7).trim();
  }

  /** `Property: Component 135, PhysAddress  = 0x00155D3AAA31`. */
  private property(body: string, n: number): void {
    const comma = body.indexOf(',');
    const id = num(body.slice(20, comma < 0 ? undefined : comma).trim());
    const eq = body.indexOf('= ', comma);
    if (id === undefined || comma < 0 || eq < 0) return void this.skipped.push(n);
    const key = body.slice(comma + 1, eq).trim();
    const value = body.slice(eq + 2).trim();
    const c = this.comp(id, n);
    if (key === 'PhysAddress') {
      const mac = physMac(value);
      if (mac) c.mac = mac;
    } else if (key === 'IfIndex') {
      const v = num(value);
      if (v !== undefined) c.ifIndex = v;
    } else if (key === 'VMSwitchName') c.switchName = value;
    else if (/^(?:IpAddress|IPv4Address|IPv6Address|IPAddress)$/.test(key) && value) (c.ips ??= []).push(value);
  }

  /** `Drop Counters: Component 135, Direction In = Egress , Packets In 0, …` and `Flow Counters: …`. */
  private counters(body: string, n: number, drops: boolean): void {
    const at = body.indexOf('Component ');
    const f = fields(body.slice(at));
    const id = num(f.get('Component'));
    if (id === undefined) return void this.skipped.push(n);
    const counter: CaptureCounter = { component: id, line: n };
    const inP = num(f.get('Packets In'));
    const outP = num(f.get('Packets Out'));
    if (drops) {
      counter.drops = [];
      if (inP !== undefined) counter.drops.push({ direction: f.get('Direction In') ?? 'In', packets: inP });
      if (outP !== undefined) counter.drops.push({ direction: f.get('Direction Out') ?? 'Out', packets: outP });
    } else {
      const edge = f.get('Edge');
      if (edge) counter.edge = edge;
      if (inP !== undefined) counter.rx = withBytes(inP, num(f.get('Bytes In')));
      if (outP !== undefined) counter.tx = withBytes(outP, num(f.get('Bytes Out')));
    }
    this.capture.counters.push(counter);
  }

  private result(): ParseResult<Capture> {
    const w = this.warnings;
    type Each = 'capture.etl2txt.longLine' | 'capture.etl2txt.skipped' | 'capture.etl2txt.noHeaders';
    type More = 'capture.etl2txt.moreLongLines' | 'capture.etl2txt.moreSkipped' | 'capture.etl2txt.moreNoHeaders';
    const list = (lines: number[], each: Each, more: More) => {
      for (const n of lines.slice(0, MAX_SHOWN)) w.push(captureProblem(captureMsg(each, { n }), n));
      if (lines.length > MAX_SHOWN) w.push(captureProblem(captureMsg(more, { n: lines.length - MAX_SHOWN }), lines[MAX_SHOWN]));
    };
    list(this.longLines, 'capture.etl2txt.longLine', 'capture.etl2txt.moreLongLines');
    list(this.skipped, 'capture.etl2txt.skipped', 'capture.etl2txt.moreSkipped');
    list(this.noHeaders, 'capture.etl2txt.noHeaders', 'capture.etl2txt.moreNoHeaders');
    for (const b of this.badHeaders.slice(0, MAX_SHOWN)) w.push(captureProblem(captureMsg('capture.etl2txt.badHeaders', { n: b.line, why: b.problem }), b.line));
    if (this.badHeaders.length > MAX_SHOWN) w.push(captureProblem(captureMsg('capture.etl2txt.moreBadHeaders', { n: this.badHeaders.length - MAX_SHOWN }), this.badHeaders[MAX_SHOWN]!.line));
    const cap = this.capture;
    if (cap.truncatedAt !== undefined) w.push(captureProblem(captureMsg('capture.etl2txt.truncated', { n: cap.truncatedAt }), cap.truncatedAt));
    if (cap.events.length === 0 && cap.components.length === 0 && cap.counters.length === 0)
      w.push(captureProblem(this.pktmonLines ? captureMsg('capture.etl2txt.nothing', {}) : captureMsg('capture.etl2txt.headerOnly', {})));
    cap.lacks = [];
    return { value: cap, warnings: w, errors: [] };
  }
}

const withBytes = (packets: number, bytes: number | undefined) => (bytes === undefined ? { packets } : { packets, bytes });

export function parseEtl2txt(text: string, _file = ''): ParseResult<Capture> {
  const r = new Etl2txtReader();
  r.push(typeof text === 'string' ? text : '');
  return r.end();
}
