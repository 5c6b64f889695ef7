// JSON as Windows prints it: PowerShell's ConvertTo-Json (`"Key":  value`, deep indentation), often
// with a BOM, sometimes several documents appended to one file (two commands, one Out-File). We parse
// with JSON.parse and walk the text once more to know the line of every value, so that a warning
// about `Policies[2]` can name its line. A syntax error names line and column.
import { lineOf } from '../result';
import { repairJson } from './json-repair';
import { dumpProblem, dumpText, type DumpProblem } from './messages';
import { textMsg, type TextMsg } from './messages-text';
import { engineReason, syntaxMsg, type SyntaxMsg } from '../json-messages';

export interface JsonDocument {
  value: unknown;
  /** Line (1-based, in the whole file) of each value, by path: `''`, `[0]`, `[0].Policies[2]`. */
  lines: Map<string, number>;
}

/** `repairs`: what a damaged paste needed before it read (see json-repair.ts); empty for clean JSON.
 * A failure says where (`message`, its value `msg`) and, for a reader's own sentence, why (`reason`). */
export type JsonRead = { ok: true; documents: JsonDocument[]; repairs: DumpProblem[] } | { ok: false; message: string; msg: TextMsg; reason: TextMsg; line: number; column: number };

const MAX_DEPTH = 512;

/**
 * Reads every JSON document of a text; on a syntax error, tries once more on the text with a paste's
 * damage undone (keeping the repairs when that reads), and otherwise says where the first read failed.
 */
export function readJson(text: string): JsonRead {
  const first = readClean(text);
  if (first.ok) return first;
  const fixed = repairJson(text);
  if (fixed.repairs.length === 0) return first;
  const second = readClean(fixed.text);
  return second.ok ? { ...second, repairs: [...fixed.repairs, ...second.repairs] } : first;
}

function readClean(text: string): JsonRead {
  const repairs: DumpProblem[] = [];
  const t = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text; // keep offsets = columns
  const documents: JsonDocument[] = [];
  let pos = skipWs(t, 0);
  if (pos >= t.length) {
    const empty = textMsg('json.empty', {});
    return { ok: false, message: dumpText(empty), msg: empty, reason: empty, line: 1, column: 1 };
  }
  while (pos < t.length) {
    const scan = new Scanner(t, pos);
    const end = scan.document();
    let value: unknown;
    try {
      if (end === undefined) return syntaxError(t, pos, scan.reason, scan.errorAt);
      value = JSON.parse(t.slice(pos, end));
    } catch (e) {
      return syntaxError(t, pos, e instanceof Error ? e.message : String(e), scan.errorAt);
    }
    documents.push({ value, lines: scan.lines });
    pos = skipWs(t, end!);
    // `{…},\n{…}`: objects pasted one after another with commas, not inside a list.
    if (t.charAt(pos) === ',' && /[{[]/.test(t.charAt(skipWs(t, pos + 1)))) {
      if (!repairs.length) repairs.push(dumpProblem(textMsg('json.bareObjects', { line: lineOf(t, pos) }), lineOf(t, pos)));
      pos = skipWs(t, pos + 1);
    }
  }
  return { ok: true, documents, repairs };
}

/** `scanned`: the scanner's reason, or the engine's message for the document it found. */
function syntaxError(t: string, start: number, scanned: SyntaxMsg | string, scannedAt: number): JsonRead {
  // JSON.parse on the rest names the problem the way Node users know it; its position, when it has
  // one, is relative to the slice. Messages without a position fall back to our scanner's offset.
  let message = typeof scanned === 'string' ? scanned : undefined;
  try {
    JSON.parse(t.slice(start));
  } catch (e) {
    if (e instanceof Error) message = e.message;
  }
  const m = message === undefined ? null : /at position (\d+)/.exec(message);
  const offset = m ? start + Number(m[1]) : message !== undefined && /end of JSON input/i.test(message) ? t.length : scannedAt;
  const why = message === undefined ? (scanned as SyntaxMsg) : engineReason(engineWords(message));
  const line = lineOf(t, offset);
  const column = offset - t.lastIndexOf('\n', offset - 1);
  // Ending inside a value is how a cut paste looks: say so, it is the likelier story than bad JSON.
  const cut = offset >= t.trimEnd().length;
  const msg = textMsg(cut ? 'json.syntaxCut' : 'json.syntax', { why, line, column });
  return { ok: false, message: dumpText(msg), msg, reason: textMsg(cut ? 'json.reasonCut' : 'json.reason', { why }), line, column };
}

/** The engine's message without its position, its first letter lower-cased. */
function engineWords(message: string): string {
  const what = message
    .replace(/ ?\(line \d+ column \d+\)/, '')
    .replace(/ ?in JSON at position \d+.*$/s, '')
    .replace(/, (?:\.\.\.)?"[^]*$/, (tail) => (tail.endsWith(' is not valid JSON') ? '' : tail))
    .replace(/^Unexpected token '(.*)'$/s, (_, c: string) => `unexpected ${c === '\n' || c === '\r' ? 'line end' : `character ${JSON.stringify(c)}`}`)
    .trim();
  return what.charAt(0).toLowerCase() + what.slice(1);
}

function skipWs(t: string, pos: number): number {
  while (pos < t.length && /\s/.test(t.charAt(pos))) pos++;
  return pos;
}

/** Walks one JSON value, recording the line of each sub-value; `undefined` end = invalid. */
class Scanner {
  readonly lines = new Map<string, number>();
  reason: SyntaxMsg = syntaxMsg('syntax.invalid', {});
  errorAt: number;
  private line: number;

  constructor(
    private readonly t: string,
    private pos: number,
  ) {
    this.errorAt = pos;
    this.line = lineOf(t, pos);
  }

  document(): number | undefined {
    return this.value('', 0) ? this.pos : undefined;
  }

  private fail(reason: SyntaxMsg): false {
    this.reason = reason;
    this.errorAt = this.pos;
    return false;
  }

  private ws(): void {
    const t = this.t;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 10) this.line++;
      else if (c !== 32 && c !== 9 && c !== 13) break;
      this.pos++;
    }
  }

  private value(path: string, depth: number): boolean {
    if (depth > MAX_DEPTH) return this.fail(syntaxMsg('syntax.valuesNested', { n: MAX_DEPTH }));
    this.ws();
    this.lines.set(path, this.line);
    const c = this.t.charAt(this.pos);
    if (c === '{') return this.object(path, depth);
    if (c === '[') return this.array(path, depth);
    if (c === '"') return this.string() !== undefined;
    const lit = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
    lit.lastIndex = this.pos;
    const m = lit.exec(this.t);
    if (!m) {
      // A misspelt literal (`tru`): the parser complains about the character after its letters.
      while (/[a-z]/.test(this.t.charAt(this.pos))) this.pos++;
      return this.fail(syntaxMsg('syntax.unexpected', {}));
    }
    this.pos += m[0].length;
    return true;
  }

  private object(path: string, depth: number): boolean {
    this.pos++;
    this.ws();
    if (this.t.charAt(this.pos) === '}') return this.close();
    for (;;) {
      this.ws();
      const key = this.string();
      if (key === undefined) return this.fail(syntaxMsg('syntax.propertyName', {}));
      this.ws();
      if (this.t.charAt(this.pos) !== ':') return this.fail(syntaxMsg('syntax.colonAfterProperty', {}));
      this.pos++;
      if (!this.value(path === '' ? key : `${path}.${key}`, depth + 1)) return false;
      this.ws();
      const c = this.t.charAt(this.pos);
      if (c === '}') return this.close();
      if (c !== ',') return this.fail(syntaxMsg('syntax.commaBraceValue', {}));
      this.pos++;
    }
  }

  private array(path: string, depth: number): boolean {
    this.pos++;
    this.ws();
    if (this.t.charAt(this.pos) === ']') return this.close();
    for (let i = 0; ; i++) {
      if (!this.value(`${path}[${i}]`, depth + 1)) return false;
      this.ws();
      const c = this.t.charAt(this.pos);
      if (c === ']') return this.close();
      if (c !== ',') return this.fail(syntaxMsg('syntax.commaBracketValue', {}));
      this.pos++;
    }
  }

  private close(): true {
    this.pos++;
    return true;
  }

  /** A string token; returns its value, or undefined (and fails) when it is not one. */
  private string(): string | undefined {
    const t = this.t;
    if (t.charAt(this.pos) !== '"') {
      this.fail(syntaxMsg('syntax.string', {}));
      return undefined;
    }
    const start = this.pos;
    this.pos++;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 34) {
        this.pos++;
        try {
          return JSON.parse(t.slice(start, this.pos)) as string;
        } catch {
          this.fail(syntaxMsg('syntax.badString', {}));
          return undefined;
        }
      }
      if (c < 32) break;
      this.pos += c === 92 ? 2 : 1;
    }
    this.fail(syntaxMsg('syntax.unterminated', {}));
    return undefined;
  }
}
