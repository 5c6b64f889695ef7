// Problems of an edit in words a user understands: the object and field by name ("Pod web-1 ·
// IP") rather than a path (pods[1].ip), as values (where-messages.ts), and the schema's terse
// messages as sentences.
import type { Msg } from '../core/message';
import type { Issue, Path } from '../cluster/scenario/issues';
import type { Scenario } from '../cluster/scenario/schema';
import { whereMsg, whereText, type WhereMsg } from './where-messages';

const ns = (namespace: string | undefined, name: string) => (namespace && namespace !== 'default' ? `${namespace}/${name}` : name);

/** The object a path starts in, by its name: "Pod web-1", "Service web", "Cluster settings". */
function objectWords(s: Scenario, path: Path): { words: WhereMsg; rest: Path } {
  const [list, index, ...rest] = path;
  const i = typeof index === 'number' ? index : -1;
  switch (list) {
    case 'nodes':
      return { words: whereMsg('where.node', { n: s.nodes[i]?.name ?? i + 1 }), rest };
    case 'namespaces':
      return { words: whereMsg('where.namespace', { n: s.namespaces?.[i]?.name ?? i + 1 }), rest };
    case 'pods':
      return { words: whereMsg('where.pod', { n: s.pods[i] ? ns(s.pods[i].namespace, s.pods[i].name) : i + 1 }), rest };
    case 'services':
      return { words: whereMsg('where.service', { n: s.services[i] ? ns(s.services[i].namespace, s.services[i].name) : i + 1 }), rest };
    case 'networkPolicies':
      return { words: whereMsg('where.policy', { n: s.networkPolicies[i]?.metadata.name ?? i + 1 }), rest };
    case 'externals':
      return { words: whereMsg('where.external', { n: s.externals[i]?.name ?? i + 1 }), rest };
    case 'probes':
      return { words: whereMsg('where.probe', { n: s.probes[i]?.name ?? i + 1 }), rest };
    case 'cluster':
      return { words: whereMsg('where.cluster', {}), rest: path.slice(1) };
    case 'metadata':
      return { words: whereMsg('where.scenario', {}), rest: path.slice(1) };
    default:
      return { words: whereMsg('where.scenario', {}), rest: path };
  }
}

/** Keys whose next key is a label's key (the user's word, not a field). */
const LABELS = new Set(['matchLabels', 'labels', 'selector']);

/** "Pod web-1 · IP", "Service web · port 2 · node port" as a value. `s` is the document the path refers to. */
export function describePathMsg(s: Scenario, path: Path): WhereMsg {
  const { words, rest } = objectWords(s, path);
  const parts: WhereMsg[] = [words];
  for (let k = 0; k < rest.length; k++) {
    const seg = rest[k]!;
    if (typeof seg === 'number') continue;
    const next = rest[k + 1];
    const prev = rest[k - 1];
    // A list item reads as "port 2", "rule 1": singular, counted from 1.
    parts.push(typeof next === 'number' ? whereMsg('where.item', { key: seg, n: next + 1 }) : typeof prev === 'string' && LABELS.has(prev) ? whereMsg('where.labelKey', { key: seg }) : whereMsg('where.field', { key: seg }));
  }
  return parts.slice(0, -1).reduceRight<WhereMsg>((b, a) => whereMsg('where.then', { a, b }), parts[parts.length - 1]!);
}

/** The same in English. */
export const describePath = (s: Scenario, path: Path): string => whereText(describePathMsg(s, path));

/** The schema's messages as sentences: zod's defaults rewritten, a capital letter first. */
export function humanize(message: string): string {
  let m = message;
  const min = /^Too small: expected (?:number|string|array) to (?:be|have) >=?(\d+)( characters| items)?/.exec(m);
  const max = /^Too big: expected (?:number|string|array) to (?:be|have) <=?(\d+)( characters| items)?/.exec(m);
  if (min && min[1] === '1' && min[2]) m = min[2] === ' characters' ? 'cannot be empty' : 'needs at least one';
  else if (min) m = min[2] ? `needs at least ${min[1]}${min[2]}` : `must be at least ${min[1]}`;
  else if (max) m = max[2] ? `takes at most ${max[1]}${max[2]}` : `must be at most ${max[1]}`;
  else if (/^Invalid option: expected one of/.test(m)) m = `choose one of ${m.replace(/^Invalid option: expected one of /, '').replace(/"/g, '').replace(/\|/g, ', ')}`;
  else if (/^Invalid input: expected int/.test(m)) m = 'enter a whole number';
  else if (/^Invalid input: expected (number|string|boolean), received undefined/.test(m)) m = 'is required';
  return m.charAt(0).toUpperCase() + m.slice(1);
}

export interface IssueText {
  /** Where, by name ("Pod web-1 · IP"). */
  where: string;
  /** The same as a value (the UI says it in the user's language). */
  whereMsg: WhereMsg;
  message: string;
  /** The check's message as a value (the UI says it in the user's language); the schema's have none. */
  msg?: Msg;
  severity: Issue['severity'];
  path: Path;
}

export function issueText(s: Scenario, issue: Issue): IssueText {
  const whereMsg = describePathMsg(s, issue.path);
  return { where: whereText(whereMsg), whereMsg, message: humanize(issue.message), ...(issue.msg && { msg: issue.msg }), severity: issue.severity, path: issue.path };
}

/** Whether `path` lies at or under `prefix` (a field's issues, or an object's). */
export function pathStartsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => path[i] === k);
}
