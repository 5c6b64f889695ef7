// PowerShell's default Format-List text: records of `Key : value` separated by blank lines, keys
// padded to one column, long values wrapped onto lines indented to the value column. Nested objects
// are flattened to `@{k=v; k2=v2}`, arrays to `{a, b}`; arrays nested inside those print as
// `System.Object[]`, and lists longer than $FormatEnumerationLimit (4) end with `...}`. We read what is
// there and report every place where PowerShell left something out.
import type { Obj } from './json-walk';

export interface ListField {
  key: string;
  /** The value text, continuation lines joined with one space (the break ate a space). */
  text: string;
  line: number;
}

export interface ListRecord {
  line: number;
  fields: ListField[];
}

/** What PowerShell left out: a nested array it printed as a type name, or a list cut at `...`. */
export interface Truncation {
  path: string;
  kind: 'type-name' | 'enumeration-limit';
  shown: number;
}

const FIELD = /^([A-Za-z_][\w.-]*)\s*:(?: (.*))?$/;

/** A continuation line that a copy damaged, joined back to the field above. */
export interface Repair {
  line: number;
  /** `indent`: it lost its indentation (column 0); `wrap`: a terminal or editor broke a long line. */
  kind: 'indent' | 'wrap';
  width?: number;
}

/** Widths at which consoles, mail and blog editors hard-wrap pasted text. */
const WRAP_WIDTHS = [80, 120];

/** More `{` than `}` so far: a Format-List value that has not ended yet. */
export const openValue = (t: string): boolean => {
  let depth = 0;
  for (const c of t) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
  return depth > 0;
};

/**
 * Splits the text into records; lines that are neither fields nor continuations are returned too.
 * A line at column 0 that is no field continues the field above when that field's value is still
 * open (`{…` without its `}`) or the line above was cut at a wrap width: such lines are joined back
 * and listed in `repaired`, so the reader can say what it did.
 */
export function readRecords(lines: string[]): { records: ListRecord[]; stray: { line: number; text: string }[]; repaired: Repair[] } {
  const records: ListRecord[] = [];
  const stray: { line: number; text: string }[] = [];
  const repaired: Repair[] = [];
  let current: ListRecord | undefined;
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    const n = i + 1;
    if (line.trim() === '') {
      current = undefined;
      return;
    }
    const last = current?.fields[current.fields.length - 1];
    const above = (lines[i - 1] ?? '').replace(/\r$/, '');
    const width = WRAP_WIDTHS.find((w) => above.length === w);
    // A hard wrap cuts mid-word: the piece joins with nothing between (PowerShell's own wrap ate a space).
    if (last && width !== undefined && !/^\s/.test(raw) && !FIELD.exec(line)) {
      last.text += line.trim();
      repaired.push({ line: n, kind: 'wrap', width });
      return;
    }
    if (/^\s/.test(line) && last) {
      last.text = last.text === '' ? line.trim() : `${last.text} ${line.trim()}`;
      return;
    }
    const m = FIELD.exec(line);
    if (!m && last && openValue(last.text)) {
      last.text = `${last.text} ${line.trim()}`;
      repaired.push({ line: n, kind: 'indent' });
      return;
    }
    if (!m) {
      stray.push({ line: n, text: line });
      return;
    }
    if (!current) {
      current = { line: n, fields: [] };
      records.push(current);
    }
    current.fields.push({ key: m[1]!, text: (m[2] ?? '').trim(), line: n });
  });
  return { records, stray, repaired };
}

const MAX_DEPTH = 32;

/**
 * A Format-List value: `@{...}` → object, `{...}` → array, `System.Object[]` → [] (reported),
 * anything else → the text. `report` hears of every truncation, by path below `path`.
 */
export function readValue(text: string, path: string, report: (t: Truncation) => void): unknown {
  const t = text.trim();
  if (!t.startsWith('@{') && !(t.startsWith('{') && t.endsWith('}')) && !isTypeName(t)) return t;
  const p = new ValueParser(t, report);
  const v = p.value(path, '', 0);
  return p.pos === t.length ? v : t; // not one whole value after all (text that merely starts with a brace)
}

/** `System.Object[]`, `System.String[]`: how PowerShell prints an array nested too deep. */
const isTypeName = (t: string): boolean => /^System\.[\w.`]+\[\]$/.test(t);

class ValueParser {
  pos = 0;
  constructor(
    private readonly t: string,
    private readonly report: (t: Truncation) => void,
  ) {}

  /** A value ending before one of `stops` (at this nesting level) or at the end. */
  value(path: string, stops: string, depth: number): unknown {
    this.skipSpaces();
    if (depth < MAX_DEPTH && this.t.startsWith('@{', this.pos)) {
      const start = this.pos;
      const o = this.hash(path, depth);
      if (o) return o;
      this.pos = start;
    } else if (depth < MAX_DEPTH && this.t.charAt(this.pos) === '{') {
      const start = this.pos;
      const a = this.array(path, depth);
      if (a) return a;
      this.pos = start;
    }
    const text = this.scalar(stops);
    if (isTypeName(text)) {
      this.report({ path, kind: 'type-name', shown: 0 });
      return [];
    }
    return text;
  }

  private hash(path: string, depth: number): Obj | undefined {
    this.pos += 2;
    const o: Obj = {};
    for (;;) {
      this.skipSpaces();
      if (this.t.charAt(this.pos) === '}') {
        this.pos++;
        return o;
      }
      const eq = this.t.indexOf('=', this.pos);
      const key = eq < 0 ? '' : this.t.slice(this.pos, eq).trim();
      if (!/^[\w.-]+$/.test(key)) return undefined;
      this.pos = eq + 1;
      o[key] = this.value(path === '' ? key : `${path}.${key}`, ';}', depth + 1);
      const c = this.t.charAt(this.pos);
      if (c === ';') this.pos++;
      else if (c !== '}') return undefined;
    }
  }

  private array(path: string, depth: number): unknown[] | undefined {
    this.pos++;
    const items: unknown[] = [];
    for (;;) {
      this.skipSpaces();
      if (this.t.startsWith('...}', this.pos)) {
        this.pos += 4;
        this.report({ path, kind: 'enumeration-limit', shown: items.length });
        return items;
      }
      if (this.t.charAt(this.pos) === '}') {
        this.pos++;
        return items;
      }
      items.push(this.value(`${path}[${items.length}]`, ',}', depth + 1));
      if (this.t.startsWith('...}', this.pos)) continue; // `{@{...}, @{...}...}`: no comma before the dots
      const c = this.t.charAt(this.pos);
      if (c === ',') this.pos++;
      else if (c !== '}') return undefined;
    }
  }

  /** Text up to a stop character that is not inside braces; trailing `...` of a cut list stays out. */
  private scalar(stops: string): string {
    const start = this.pos;
    let depth = 0;
    while (this.pos < this.t.length) {
      const c = this.t.charAt(this.pos);
      if (depth === 0 && stops.includes(c)) break;
      if (depth === 0 && stops.includes('}') && this.t.startsWith('...}', this.pos)) break;
      if (c === '{') depth++;
      else if (c === '}') depth--;
      this.pos++;
    }
    return this.t.slice(start, this.pos).trim();
  }

  private skipSpaces(): void {
    while (this.t.charAt(this.pos) === ' ') this.pos++;
  }
}

/** What was kept of a value cut before its braces closed: the value, and the text lost at its end. */
export interface CutValue {
  /** The value read up to the last whole entry, its braces closed; undefined when nothing reads. */
  value?: unknown;
  /** The text after the last whole entry (what the cut took half of). */
  lost: string;
}

/** At most this many cut points are tried, from the end back (each costs a read of the value). */
const CUT_TRIES = 16;

/**
 * A value that ends inside `{…` or `@{…` (a paste cut mid-record): cut back to the last `;` or `,`
 * (or opening brace) after which the value, its braces closed, reads as one whole value.
 */
export function readCutValue(text: string, path: string, report: (t: Truncation) => void): CutValue {
  const t = text.trim();
  let tries = 0;
  for (let at = t.length; at > 0 && tries < CUT_TRIES; at--) {
    const c = t.charAt(at - 1);
    if (c !== ';' && c !== ',' && c !== '{') continue;
    tries++;
    // Up to the separator (left out) or the brace (kept): `{@{A=1; B=` → `{@{A=1`, `{@{` → `{@{`.
    const head = (c === '{' ? t.slice(0, at) : t.slice(0, at - 1)).trimEnd();
    let depth = 0;
    for (const x of head) depth += x === '{' ? 1 : x === '}' ? -1 : 0;
    if (depth <= 0) continue;
    const closed = head.replace(/[,;]$/, '') + '}'.repeat(depth);
    const seen: Truncation[] = [];
    const v = readValue(closed, path, (x) => seen.push(x));
    if (typeof v === 'string') continue;
    for (const x of seen) report(x);
    const kept = dropEmpty(v);
    const empty = (Array.isArray(kept) && kept.length === 0) || (typeof kept === 'object' && kept !== null && Object.keys(kept).length === 0);
    return { ...(!empty && { value: kept }), lost: t.slice(head.length).replace(/^[,;]/, '').trim() };
  }
  return { lost: t };
}

/** Empty objects a cut leaves at the end of a list (`{@{A=1}, @{` → `[{A: 1}, {}]`) are not entries. */
function dropEmpty(v: unknown): unknown {
  if (!Array.isArray(v)) return v;
  const out = v.filter((x) => !(typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length === 0));
  return out.map(dropEmpty);
}
