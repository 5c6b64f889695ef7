// YAML documents (one or several, split by `---`) as LocatedDocs. The `yaml` package keeps source
// ranges on every node, so a path found invalid after conversion can be mapped back to its line.
import { isMap, isPair, isScalar, isSeq, parseAllDocuments, type Node as YamlNode } from 'yaml';
import { userMessage, WHAT } from '../../errors';
import type { Problem } from '../../result';
import type { LocatedDoc } from './doc';
import { LineIndex } from './lines';
import { MAX_YAML_DEPTH, yamlTooDeep } from './yaml-depth';
import type { Path } from './field-path';
import type { Msg } from '../../../core/message';
import { yamlMsg, yamlReason, yamlText } from './yaml-messages';

/** A problem's English and its value. */
const said = (m: Msg): { message: string; msg: Msg } => ({ message: yamlText(m), msg: m });

export interface YamlDocuments {
  /** Documents that parsed, in file order, with their 0-based index among all documents. */
  docs: { index: number; doc: LocatedDoc }[];
  /** Syntax errors, each with its line. A document with errors is left out of `docs`. */
  errors: Problem[];
  /** How many documents the file held, empty ones included. */
  total: number;
}

/** Aliases expand; a few "billion laughs" levels would otherwise blow up memory. */
const MAX_ALIAS_COUNT = 100;

export function parseYamlLocated(text: string): YamlDocuments {
  const lines = new LineIndex(text);
  const deep = yamlTooDeep(text);
  if (deep) return { docs: [], errors: [{ ...said(yamlMsg('yaml.tooDeep', { n: MAX_YAML_DEPTH, line: deep.line })), line: deep.line }], total: 0 };
  // Lines come from our LineIndex; yaml's pretty errors would only add code frames we drop.
  const parsed = parseAllDocuments(text, { prettyErrors: false });
  const out: YamlDocuments = { docs: [], errors: [], total: 0 };
  // An empty stream is not an array of documents.
  if (!Array.isArray(parsed)) return out;
  out.total = parsed.length;
  parsed.forEach((d, index) => {
    const inDoc = (m: Msg): Msg => (parsed.length > 1 ? yamlMsg('yaml.inDocument', { doc: index + 1, m }) : m);
    const docErrors = d.errors.map((e) => ({
      ...said(inDoc(yamlMsg('yaml.syntax', { why: yamlReason(firstLine(e.message)) }))),
      line: e.linePos?.[0]?.line ?? lines.line(e.pos[0]),
    }));
    if (docErrors.length > 0) {
      out.errors.push(...docErrors);
      return;
    }
    let value: unknown;
    try {
      value = d.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (e) {
      out.errors.push({ message: `document ${index + 1}: ${userMessage(e, WHAT.file)}`, line: lines.line(d.range[0]) });
      return;
    }
    const root = d.contents;
    out.docs.push({
      index,
      doc: {
        value,
        startLine: lines.line(root?.range?.[0] ?? d.range[0]),
        lineAt: (path) => lines.line(locate(root, path) ?? d.range[0]),
      },
    });
  });
  return out;
}

/** Only the sentence: a code frame or position suffix, if present, is dropped (the line is kept apart). */
function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

function locate(root: YamlNode | null, path: Path): number | undefined {
  let node: unknown = root;
  let offset = rangeStart(root);
  for (const seg of path) {
    let next: unknown;
    if (typeof seg === 'number' && isSeq(node)) next = node.items[seg];
    else if (typeof seg === 'string' && isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === seg);
      if (pair) {
        // A key with no value (`port:`) has no value node: point at the key.
        offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
        next = pair.value;
        node = next;
        continue;
      }
    }
    const start = rangeStart(next);
    if (start === undefined) break;
    offset = start;
    node = next;
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  if (typeof node !== 'object' || node === null || !('range' in node)) return undefined;
  const range = node.range;
  return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : undefined;
}
