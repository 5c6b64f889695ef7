// Lines of a `vfpctrl /list-rule` text that are no rule or group field: a LAYER's own fields, the port
// facts collect scripts print between lists, and what the reader leaves unread (told once, at the end).
import { parseMac } from '../../../core/net/mac';
import type { Layer, Port } from '../../../core/vfp/model';
import type { Report } from '../report';
import { vfpMsg } from '../messages-vfp';
import { quote, type KeyValue } from '../text';
import type { RuleDraft } from './drafts';

/** A field under a LAYER line; false when it is none the layer has (the caller tallies it). */
export function layerField(layer: Layer, t: string, kv: KeyValue | undefined, n: number, r: Report): boolean {
  const key = kv?.key.toLowerCase();
  if (key === 'friendly name') layer.friendlyName = kv!.value;
  else if (key === 'priority') {
    const p = /^\d{1,9}$/.test(kv!.value) ? Number(kv!.value) : undefined;
    if (p === undefined) r.error(vfpMsg('vfp.notNumber', { t: quote(t) }), { line: n, field: 'Priority' });
    else layer.priority = p;
  } else if (key === 'flags') {
    if (/stateless/i.test(kv!.value)) layer.stateful = false;
  } else if (kv) return false;
  else r.warn(vfpMsg('vfp.notLayerField', { t: quote(t) }), { line: n });
  return true;
}

/** A port fact outside any block (`Blocked`, `Port Friendly name`, `MAC address`); false when the line is none. */
export function portFact(port: Port | undefined, kv: KeyValue | undefined): boolean {
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
      r.warn(vfpMsg('vfp.fieldKept', { key, n: count }), { line, field: key });
    }
    if (this.lines.length > 0) {
      const first = this.lines[0]!;
      const n = this.lines.length;
      r.warn(vfpMsg('vfp.outside', { n, t: quote(first.text) }), { line: first.line });
    }
  }
}

/**
 * A paste cut inside its last rule: a rule line that is no field (said as junk when another line
 * follows it), or a field with nothing after its `:` on the last line read.
 */
export class CutRule {
  private partial?: { line: number; text: string };
  private emptyField?: { line: number; text: string; key: string };
  private lastLine = 0;

  /** Each line read (not blank, no comment): a word held back before it was only junk. */
  next(n: number, r: Report): void {
    this.lastLine = n;
    if (this.partial) r.warn(vfpMsg('vfp.notRuleField', { t: quote(this.partial.text) }), { line: this.partial.line });
    this.partial = undefined;
  }

  word(n: number, text: string): void {
    this.partial = { line: n, text };
  }

  field(n: number, text: string, key: string, value: string): void {
    if (value === '') this.emptyField = { line: n, text, key };
  }

  /** At the end of the text: say the cut, and drop the last rule's empty field. */
  end(rule: RuleDraft | undefined, r: Report): void {
    const cut = this.partial ?? (this.emptyField?.line === this.lastLine ? this.emptyField : undefined);
    if (!cut) return;
    if (cut === this.emptyField) rule?.fields.delete(this.emptyField.key);
    r.warn(vfpMsg('vfp.midRule', { line: cut.line, t: quote(cut.text) }), { line: cut.line });
  }
}
