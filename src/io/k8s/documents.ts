// The objects of a kubectl dump, wherever they sit: one object, a `kind: List` (or `PodList`...)
// with `items`, several `---` YAML documents, a JSON array, or any mix of those.
import { isPlainObject, type LocatedDoc, parseJsonLocated, parseYamlLocated, type Path } from '../import/located';
import type { Problem } from '../result';
import { k8sMsg, k8sText, type K8sMsg } from './messages';
import { syntaxProblem } from '../json-messages';

export interface KubeItem {
  value: Record<string, unknown>;
  doc: LocatedDoc;
  /** 0-based document index, and how many documents the file has (messages say "document 2"). */
  docIndex: number;
  docCount: number;
  /** Where the object sits in its document: `[]`, or `['items', 3]`. */
  path: Path;
  /** The kind implied by a typed list (`PodList` items may leave `kind` out). */
  impliedKind?: string;
}

/** "document 2: expected a Kubernetes object, got a list" (`doc` 0: one document). */
function notObject(value: unknown, doc: number): { message: string; msg: K8sMsg } {
  const m = k8sMsg('k8s.notObject', { v: Array.isArray(value) ? k8sMsg('k8s.aList', {}) : JSON.stringify(value) });
  const at = doc ? k8sMsg('k8s.at', { doc, kind: '', id: '', m }) : m;
  return { message: k8sText(at), msg: at };
}

export function readKubeDocuments(text: string): { items: KubeItem[]; errors: Problem[] } {
  const items: KubeItem[] = [];
  const errors: Problem[] = [];
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  let docs: { index: number; doc: LocatedDoc }[];
  let docCount: number;
  if (first === '{' || first === '[') {
    const json = parseJsonLocated(text);
    if (!json.ok) return { items, errors: [syntaxProblem(json)] };
    docs = [{ index: 0, doc: json.doc }];
    docCount = 1;
  } else {
    const yaml = parseYamlLocated(text);
    errors.push(...yaml.errors);
    docs = yaml.docs;
    docCount = yaml.total;
  }
  for (const { index, doc } of docs) {
    const add = (value: unknown, path: Path, impliedKind?: string) => {
      if (isPlainObject(value)) items.push({ value, doc, docIndex: index, docCount, path, ...(impliedKind ? { impliedKind } : {}) });
      else
        errors.push({ ...notObject(value, docCount > 1 ? index + 1 : 0), line: doc.lineAt(path) });
    };
    const root = doc.value;
    // Empty documents (a trailing `---`, comments only) hold nothing.
    if (root === null || root === undefined) continue;
    if (Array.isArray(root)) root.forEach((item, i) => add(item, [i]));
    else if (isPlainObject(root) && Array.isArray(root.items) && typeof root.kind === 'string' && root.kind.endsWith('List')) {
      const implied = root.kind === 'List' ? undefined : root.kind.slice(0, -'List'.length);
      root.items.forEach((item, i) => add(item, ['items', i], implied));
    } else add(root, []);
  }
  return { items, errors };
}
