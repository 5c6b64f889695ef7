// A strict JSON parser that remembers where every value starts. CNI configs are read by Go's
// encoding/json, which is strict (no comments, no trailing commas), so we are strict too: a config
// that JSON.parse-like readers would reject must fail here with the line and column of the fault,
// not be silently "repaired" (YAML's parser would accept a few such files and mis-report others).
import type { LocatedDoc, PlainObject } from './doc';
import { LineIndex } from './lines';
import type { Path } from './field-path';
import { syntaxMsg, syntaxText, type SyntaxMsg } from '../../json-messages';

/** Where a value starts, and where its children start. */
interface PosNode {
  offset: number;
  keys?: Map<string, PosNode>;
  items?: PosNode[];
}

export type JsonParse =
  | { ok: true; doc: LocatedDoc; duplicateKeys: Path[] }
  | { ok: false; message: string; msg: SyntaxMsg; line: number; column: number };

/** Deep enough for any real config; shallow enough that hostile input cannot exhaust the stack. */
const MAX_DEPTH = 256;

class JsonSyntaxError {
  constructor(
    readonly msg: SyntaxMsg,
    readonly offset: number,
  ) {}
}

export function parseJsonLocated(text: string): JsonParse {
  return fastParse(text) ?? readLocated(text);
}

/** The reader below, which notes every value's offset as it goes: what a file with a fault needs
 * (its line and column), and what the fast path falls back to whenever it is not sure. Exported
 * for the tests that hold both ways to the same answers. */
export function readLocated(text: string): JsonParse {
  const lines = new LineIndex(text);
  const reader = new Reader(text);
  try {
    const { value, pos } = reader.document();
    const doc: LocatedDoc = {
      value,
      startLine: lines.line(pos.offset),
      lineAt: (path) => lines.line(locate(pos, path)),
    };
    return { ok: true, doc, duplicateKeys: reader.duplicates };
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    return { ok: false, message: syntaxText(e.msg), msg: e.msg, line: lines.line(e.offset), column: lines.column(e.offset) };
  }
}

/**
 * The engine's JSON.parse, and a scan for what it does not say (a key given twice, nesting past
 * MAX_DEPTH); the offsets are found only when a line is asked for (a problem to place). Reading a
 * 25 MB lesson the reader's way took seconds, most of it the offsets of every value and the garbage
 * they made (issue 32 item 4). Undefined when the text is not such JSON: the reader then says why.
 */
function fastParse(text: string): JsonParse | undefined {
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let value: unknown;
  try {
    value = JSON.parse(from ? text.slice(from) : text);
  } catch {
    return undefined;
  }
  if (!plainShape(text, from)) return undefined;
  let start = from;
  for (let c = text.charCodeAt(start); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++start));
  let startLine = 1;
  for (let i = from; i < start; i++) if (text.charCodeAt(i) === 10) startLine++;
  let placed: { lines: LineIndex; pos: PosNode } | undefined;
  const doc: LocatedDoc = {
    value,
    startLine,
    lineAt: (path) => {
      try {
        placed ??= { lines: new LineIndex(text), pos: new Reader(text).document().pos };
      } catch {
        // What JSON.parse takes and the reader would not (no such text is known): no line, not a crash.
        return undefined;
      }
      return placed.lines.line(locate(placed.pos, path));
    },
  };
  return { ok: true, doc, duplicateKeys: [] };
}

/**
 * Whether JSON that JSON.parse took (from `from`) has no key twice in one object and no nesting
 * deeper than MAX_DEPTH. Its syntax is known good, so the scan only follows strings and brackets:
 * a string after `{`, or after `,` in an object, is a key.
 */
function plainShape(s: string, from: number): boolean {
  // Per open container, by depth (reused): whether it is an object, and its keys so far.
  const isObject: boolean[] = [false];
  const keys: Set<string>[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = from, n = s.length; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) {
      const open = i;
      let end = s.indexOf('"', i + 1);
      // A quote after an odd run of backslashes is part of the string.
      for (;;) {
        let b = end - 1;
        while (s.charCodeAt(b) === 92) b--;
        if ((end - 1 - b) % 2 === 0) break;
        end = s.indexOf('"', end + 1);
      }
      i = end;
      if (expectKey) {
        expectKey = false;
        const raw = s.slice(open + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        const seen = keys[depth]!;
        if (seen.has(key)) return false;
        seen.add(key);
      }
    } else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return false;
      isObject[depth] = c === 123;
      expectKey = c === 123;
      if (expectKey) {
        if (keys[depth]) keys[depth]!.clear();
        else keys[depth] = new Set();
      }
    } else if (c === 125 || c === 93) {
      depth--;
      expectKey = false;
    } else if (c === 44) expectKey = isObject[depth]!;
  }
  return true;
}

function locate(root: PosNode, path: Path): number {
  let node = root;
  for (const seg of path) {
    const next = typeof seg === 'number' ? node.items?.[seg] : node.keys?.get(seg);
    if (!next) break;
    node = next;
  }
  return node.offset;
}

/** A character as JSON writes it, or the end of the file. */
const describe = (ch: string | undefined) => (ch === undefined ? syntaxMsg('syntax.eof', {}) : JSON.stringify(ch));

class Reader {
  private i = 0;
  private depth = 0;
  readonly duplicates: Path[] = [];
  private readonly path: (string | number)[] = [];

  constructor(private readonly s: string) {}

  document(): { value: unknown; pos: PosNode } {
    // A leading BOM is tolerated here; callers decide whether to warn about it.
    if (this.s.charCodeAt(0) === 0xfeff) this.i = 1;
    this.ws();
    const result = this.value();
    this.ws();
    if (this.i < this.s.length) this.fail(syntaxMsg('syntax.afterEnd', { c: describe(this.s[this.i]) }));
    return result;
  }

  private fail(m: SyntaxMsg, at = this.i): never {
    throw new JsonSyntaxError(m, at);
  }

  private ws(): void {
    for (;;) {
      const c = this.s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else return;
    }
  }

  private value(): { value: unknown; pos: PosNode } {
    const start = this.i;
    const ch = this.s[this.i];
    switch (ch) {
      case '{':
        return this.object();
      case '[':
        return this.array();
      case '"':
        return { value: this.string(), pos: { offset: start } };
      case 't':
        return this.literal('true', true);
      case 'f':
        return this.literal('false', false);
      case 'n':
        return this.literal('null', null);
      default:
        if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return { value: this.number(), pos: { offset: start } };
        return this.fail(syntaxMsg('syntax.expectedValue', { c: describe(ch) }));
    }
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) this.fail(syntaxMsg('syntax.nested', { n: MAX_DEPTH }));
  }

  private object(): { value: PlainObject; pos: PosNode } {
    this.enter();
    const pos: PosNode = { offset: this.i, keys: new Map() };
    const out: PlainObject = {};
    this.i++;
    this.ws();
    if (this.s[this.i] === '}') {
      this.i++;
      this.depth--;
      return { value: out, pos };
    }
    for (;;) {
      if (this.s[this.i] !== '"') this.fail(syntaxMsg('syntax.expectedName', { c: describe(this.s[this.i]) }));
      const key = this.string();
      this.ws();
      if (this.s[this.i] !== ':') this.fail(syntaxMsg('syntax.expectedColon', { name: JSON.stringify(key), c: describe(this.s[this.i]) }));
      this.i++;
      this.ws();
      this.path.push(key);
      const member = this.value();
      if (Object.prototype.hasOwnProperty.call(out, key)) this.duplicates.push([...this.path]);
      this.path.pop();
      // `__proto__` as a plain assignment would replace the prototype; JSON means a member.
      Object.defineProperty(out, key, { value: member.value, enumerable: true, writable: true, configurable: true });
      pos.keys!.set(key, member.pos);
      this.ws();
      const sep = this.s[this.i];
      if (sep === ',') {
        this.i++;
        this.ws();
        if (this.s[this.i] === '}') this.fail(syntaxMsg('syntax.trailingBrace', {}));
        continue;
      }
      if (sep === '}') {
        this.i++;
        this.depth--;
        return { value: out, pos };
      }
      this.fail(syntaxMsg('syntax.commaBrace', { name: JSON.stringify(key), c: describe(sep) }));
    }
  }

  private array(): { value: unknown[]; pos: PosNode } {
    this.enter();
    const pos: PosNode = { offset: this.i, items: [] };
    const out: unknown[] = [];
    this.i++;
    this.ws();
    if (this.s[this.i] === ']') {
      this.i++;
      this.depth--;
      return { value: out, pos };
    }
    for (;;) {
      this.path.push(out.length);
      const item = this.value();
      this.path.pop();
      out.push(item.value);
      pos.items!.push(item.pos);
      this.ws();
      const sep = this.s[this.i];
      if (sep === ',') {
        this.i++;
        this.ws();
        if (this.s[this.i] === ']') this.fail(syntaxMsg('syntax.trailingBracket', {}));
        continue;
      }
      if (sep === ']') {
        this.i++;
        this.depth--;
        return { value: out, pos };
      }
      this.fail(syntaxMsg('syntax.commaBracket', { c: describe(sep) }));
    }
  }

  private literal<T>(word: string, value: T): { value: T; pos: PosNode } {
    const start = this.i;
    if (this.s.startsWith(word, this.i)) {
      this.i += word.length;
      return { value, pos: { offset: start } };
    }
    return this.fail(syntaxMsg('syntax.expectedValue', { c: describe(this.s[this.i]) }));
  }

  private number(): number {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.s.slice(this.i, this.i + 400));
    if (!m) return this.fail(syntaxMsg('syntax.number', {}));
    this.i += m[0].length;
    return Number(m[0]);
  }

  private string(): string {
    const start = this.i;
    this.i++;
    let out = '';
    let run = this.i;
    for (;;) {
      const c = this.s.charCodeAt(this.i);
      if (Number.isNaN(c)) this.fail(syntaxMsg('syntax.unterminated', {}), start);
      if (c === 34) {
        out += this.s.slice(run, this.i);
        this.i++;
        return out;
      }
      if (c < 32) this.fail(syntaxMsg('syntax.control', {}));
      if (c === 92) {
        out += this.s.slice(run, this.i);
        out += this.escape();
        run = this.i;
        continue;
      }
      this.i++;
    }
  }

  private escape(): string {
    const e = this.s[this.i + 1];
    this.i += 2;
    switch (e) {
      case '"':
      case '\\':
      case '/':
        return e;
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'u': {
        const hex = this.s.slice(this.i, this.i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(syntaxMsg('syntax.uEscape', {}), this.i - 2);
        this.i += 4;
        return String.fromCharCode(parseInt(hex, 16));
      }
      default:
        // A Windows path written with single backslashes ("C:\k\cni") is the usual cause.
        return this.fail(syntaxMsg('syntax.escape', { e: `\\${e ?? ''}` }), this.i - 2);
    }
  }
}
