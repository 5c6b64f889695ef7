// Lines of a `vfpctrl /list-rule` text that are no rule or group field: a LAYER's own fields, the port
// facts collect scripts print between lists, and what the reader leaves unread (told once, at the end).
import { parseMac } from '../../../core/net/mac';
import type { Layer, Port } from '../../../core/vfp/model';
import type { Report } from '../report';
import { quote } from '../text';

type KeyValue = { key: string; value: string } | undefined;

/** A field under a LAYER line; false when it is none the layer has (the caller tallies it). */
export function layerField(layer: Layer, t: string, kv: KeyValue, n: number, r: Report): boolean {
  const key = kv?.key.toLowerCase();
  if (key === 'friendly name') layer.friendlyName = kv!.value;
  else if (key === 'priority') {
    const p = /^\d{1,9}$/.test(kv!.value) ? Number(kv!.value) : undefined;
    if (p === undefined) r.error(`${quote(t)} is not a number`, { line: n, field: 'Priority' });
    else layer.priority = p;
  } else if (key === 'flags') {
    if (/stateless/i.test(kv!.value)) layer.stateful = false;
  } else if (kv) return false;
  else r.warn(`${quote(t)} is not a vfpctrl layer field; ignored`, { line: n });
  return true;
}

/** A port fact outside any block (`Blocked`, `Port Friendly name`, `MAC address`); false when the line is none. */
export function portFact(port: Port | undefined, kv: KeyValue): boolean {
  const key = kv?.key.toLowerCase();
  if (!port || !kv) return false;
  if (key === 'blocked') port.blocked = /^true$/i.test(kv.value);
  else if (key === 'port friendly name') port.friendlyName = kv.value;
  else if (key === 'mac address' && parseMac(kv.value)) port.mac = parseMac(kv.value);
  else return false;
  return true;
}

/** Fields no rule, group or layer has (counted by name) and lines outside any block. */
export class Leftovers {
  private readonly fields = new Map<string, { line: number; count: number }>();
  private readonly lines: { line: number; text: string }[] = [];

  field(key: string, n: number): void {
    const seen = this.fields.get(key);
    if (seen) seen.count++;
    else this.fields.set(key, { line: n, count: 1 });
  }

  line(text: string, n: number): void {
    this.lines.push({ line: n, text });
  }

  /** One warning per unknown field, and one for all the lines not read. */
  report(r: Report): void {
    for (const [key, { line, count }] of this.fields) {
      r.warn(`field \`${key}\` (${count} time${count > 1 ? 's' : ''}, first here) is not interpreted; kept as text on rules`, { line, field: key });
    }
    if (this.lines.length > 0) {
      const first = this.lines[0]!;
      const n = this.lines.length;
      r.warn(`${n} line${n > 1 ? 's' : ''} outside any LAYER / GROUP / RULE block not read, first ${quote(first.text)}`, { line: first.line });
    }
  }
}
