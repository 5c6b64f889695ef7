// YAML or JSON documents checked by a zod schema, with problems that name the line and the field:
// shared by scenario files and lesson files.
import { LineCounter, parseDocument, type Document } from 'yaml';
import { parserMessage, userProblem, WHAT } from '../errors';
import { MAX_YAML_DEPTH, yamlTooDeep } from '../import/located/yaml-depth';
import { yamlMsg, yamlReason, yamlText, type YamlMsg } from '../import/located/yaml-messages';
import { z } from 'zod';
import { formatPath, type Path } from '../../cluster/scenario/issues';
import { parseJsonLocated } from '../import/located/json';
import { failed, type ParseResult, type Problem } from '../result';

/** Line of the deepest node that exists along `path`. */
export function lineAt(doc: Document, lc: LineCounter, path: Path): number | undefined {
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lc.linePos(node.range[0]).line;
    if (n === 0) {
      const root = doc.contents as { range?: [number, number, number] } | null;
      return root?.range ? lc.linePos(root.range[0]).line : undefined;
    }
  }
  return undefined;
}

/** The value at a path of the document, and whether its last key is there at all. */
function valueAt(data: unknown, path: PropertyKey[]): { present: boolean; value?: unknown } {
  let v = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, k)) return { present: false };
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return { present: true, value: v };
}

/** A JSON value's type in the words of the schema (null, array, integer or number...). */
function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  return `${typeof v} ${String(v)}`;
}

/** zod's names of a type, in words ("an int" for a priority of 1.5 said nothing to most readers). */
const EXPECTED: Record<string, string> = { object: 'an object', array: 'an array', int: 'a whole number' };

/** An issue in words; with the document (`data`), a wrong type says what was expected and what was found,
 * and "is required" is kept for a field that is missing (zod's issues do not carry the input). */
export function zodMessage(i: z.core.$ZodIssue, data?: unknown): string {
  if (i.code === 'unrecognized_keys') return `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}`;
  if (i.code === 'invalid_type') {
    const at = data === undefined ? { present: i.input !== undefined, value: i.input } : valueAt(data, i.path);
    if (!at.present || at.value === undefined) return 'is required';
    return `expected ${EXPECTED[i.expected] ?? `a${/^[aeiou]/.test(i.expected) ? 'n' : ''} ${i.expected}`}, found ${typeOf(at.value)}`;
  }
  return i.message;
}

export interface Located {
  data: unknown;
  /** Line of the deepest value that exists along `path`. */
  lineOf(path: Path): number | undefined;
}

/** Parses YAML (JSON is YAML); a syntax error is a problem with its line. JSON goes through the
 * JSON reader (which keeps offsets, not a YAML tree): a 20,000-step lesson or a 100k-rule node saved
 * as JSON took the YAML parser seconds. JSON it refuses (a syntax error, a duplicate key, too deep)
 * goes the YAML way, which says what is wrong as it always has. */
export function parseLocated(text: string): { value?: Located; errors: Problem[] } {
  if (/^\uFEFF?\s*\{/.test(text)) {
    const j = parseJsonLocated(text);
    if (j.ok && !j.duplicateKeys.length) return { value: { data: j.doc.value, lineOf: (path) => j.doc.lineAt(path) }, errors: [] };
  }
  return parseYamlText(text);
}

function parseYamlText(text: string): { value?: Located; errors: Problem[] } {
  const lc = new LineCounter();
  // Refused before the parser recurses through it (its stack overflow was the message users saw).
  const deep = yamlTooDeep(text);
  if (deep) return { errors: [{ ...yamlSaid(yamlMsg('yaml.tooDeep', { n: MAX_YAML_DEPTH, line: deep.line })), line: deep.line }] };
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length) {
    return { errors: doc.errors.map((e) => ({ ...syntaxProblem(e.message.split('\n')[0]!), line: e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line })) };
  }
  try {
    return { value: { data: doc.toJS({ maxAliasCount: MAX_ALIASES }), lineOf: (path) => lineAt(doc, lc, path) }, errors: [] };
  } catch (e) {
    // The YAML library's own words ("Excessive alias count indicates a resource exhaustion attack") or
    // the engine's are no message for a person (issue 32 item 9).
    return { errors: [{ ...userProblem(e, WHAT.file), line: 1 }] };
  }
}

const yamlSaid = (m: YamlMsg): { message: string; msg: YamlMsg } => ({ message: yamlText(m), msg: m });

/** The YAML library's sentence, as a value (yaml-messages.ts), or the reader's words for an engine's (parserMessage). */
function syntaxProblem(m: string): { message: string; msg?: YamlMsg } {
  const said = parserMessage(m);
  return said === m ? yamlSaid(yamlReason(m)) : { message: said };
}

/** Alias expansions allowed in one document: a YAML "billion laughs" is refused past it. */
const MAX_ALIASES = 100;

/** zod's issues as problems at their field and line. */
export function zodProblems(at: Located, error: z.ZodError): Problem[] {
  return error.issues.map((i) => {
    const path = i.path.filter((k): k is string | number => typeof k !== 'symbol');
    const extra = i.code === 'unrecognized_keys' ? [i.keys[0]!] : [];
    return { message: zodMessage(i, at.data), field: formatPath([...path, ...extra]) || undefined, line: at.lineOf([...path, ...extra]) };
  });
}

/** A document checked against a schema (no further checks). */
export function loadLocated<S extends z.ZodType>(text: string, schema: S, what: string): ParseResult<z.output<S>> & { at?: Located } {
  const p = parseLocated(text);
  if (!p.value) return failed(p.errors);
  const d = p.value.data;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return failed([{ message: `${what} is a YAML or JSON object with apiVersion, kind and metadata`, line: 1 }]);
  const parsed = schema.safeParse(d);
  if (!parsed.success) return failed(zodProblems(p.value, parsed.error));
  return { value: parsed.data, warnings: [], errors: [], at: p.value };
}
