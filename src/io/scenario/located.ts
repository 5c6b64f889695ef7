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
import type { Msg } from '../../core/message';
import { found } from '../../cluster/scenario/schema-issue';
import { ownMsg, schemaMsg } from '../../cluster/scenario/schema-messages';
import { zodReason } from '../zod-messages';
import { locatedMsg, locatedText, type LocatedMsg } from './messages';

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

/** An issue as a value; with the document (`data`), a wrong type says what was expected and what was
 * found (the schema's words, found()), and "is required" is kept for a field that is missing (zod's
 * issues do not carry the input); any other in zod's own words. */
export function zodIssueMsg(i: z.core.$ZodIssue, data?: unknown): Msg {
  if (i.code === 'unrecognized_keys') return locatedMsg(i.keys.length > 1 ? 'located.unknownFields' : 'located.unknownField', { names: i.keys.map((k) => `"${k}"`).join(', ') });
  if (i.code === 'invalid_type') {
    const at = data === undefined ? { present: i.input !== undefined, value: i.input } : valueAt(data, i.path);
    if (!at.present || at.value === undefined) return schemaMsg('schema.required', {});
    return schemaMsg('schema.expected', { t: schemaMsg('schema.type', { t: i.expected }), v: found(at.value) });
  }
  // The schema's own words (own()) are its values; zod's others are read into zod's.
  return ownMsg(i.message) ?? zodReason(i.message);
}

/** The same in English. */
export const zodMessage = (i: z.core.$ZodIssue, data?: unknown): string => locatedText(zodIssueMsg(i, data));

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
    const m = zodIssueMsg(i, at.data);
    return { message: locatedText(m), msg: m, field: formatPath([...path, ...extra]) || undefined, line: at.lineOf([...path, ...extra]) };
  });
}

/** What a document that is no object is, as a problem (`what`: located.scenario or located.lesson). */
export function notObject(what: LocatedMsg): { message: string; msg: Msg } {
  const m = locatedMsg('located.notObject', { what });
  return { message: locatedText(m), msg: m };
}

/** A document checked against a schema (no further checks). */
export function loadLocated<S extends z.ZodType>(text: string, schema: S, what: LocatedMsg): ParseResult<z.output<S>> & { at?: Located } {
  const p = parseLocated(text);
  if (!p.value) return failed(p.errors);
  const d = p.value.data;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return failed([{ ...notObject(what), line: 1 }]);
  const parsed = schema.safeParse(d);
  if (!parsed.success) return failed(zodProblems(p.value, parsed.error));
  return { value: parsed.data, warnings: [], errors: [], at: p.value };
}
