// A NetworkPolicy as YAML text, for the builder's text editor: what `kubectl get -o yaml` would
// show, and back, validated against the whole scenario. Problems name the line of the text.
import { LineCounter, parseDocument, stringify, type Document } from 'yaml';
import type { Msg } from '../core/message';
import { formatPath, type Path } from '../cluster/scenario/issues';
import type { NetworkPolicySpec, Scenario } from '../cluster/scenario/schema';
import { userProblem, WHAT } from '../io/errors';
import { setNetworkPolicy } from './edits';
import { describePathMsg, humanize, pathStartsWith } from './issue-words';
import { whereText } from './where-messages';
import { validate } from './scenario-store';

export interface TextProblem {
  message: string;
  /** A scenario check's message as a value (the UI says it in the user's language). */
  msg?: Msg;
  /** 1-based line of the text. */
  line?: number;
  /** The field, as a path inside the policy (spec.ingress[0].from) or, outside it, by name. */
  field?: string;
  /** A field outside the policy by name, as a value (the UI says it in the user's language). */
  fieldMsg?: Msg;
}

export const policyToYaml = (p: NetworkPolicySpec): string => stringify(p, { lineWidth: 0 });

function lineOf(doc: Document, lc: LineCounter, path: Path): number | undefined {
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return lc.linePos(range[0]).line;
  }
  return undefined;
}

/** The scenario with policy `index` replaced by the text's, or the problems (nothing applied). */
export function applyPolicyYaml(s: Scenario, index: number, text: string): { candidate?: Scenario; problems: TextProblem[] } {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  // Without prettyErrors the parser gives offsets, not lines: count them here.
  if (doc.errors.length) return { problems: doc.errors.map((e) => ({ message: humanize(e.message.split('\n')[0]!), line: lc.linePos(e.pos[0]).line })) };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 20 });
  } catch (e) {
    return { problems: [{ ...userProblem(e, WHAT.policy), line: 1 }] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { problems: [{ message: 'A NetworkPolicy is a YAML object with metadata and spec', line: 1 }] };
  const candidate = setNetworkPolicy(s, index, data as NetworkPolicySpec);
  const { value, issues } = validate(candidate);
  if (value) return { candidate, problems: [] };
  const own: Path = ['networkPolicies', index];
  return {
    problems: issues
      .filter((i) => i.severity === 'error')
      .map((i) => {
        if (!pathStartsWith(i.path, own)) {
          const fieldMsg = describePathMsg(candidate, i.path);
          return { message: humanize(i.message), msg: i.msg, field: whereText(fieldMsg), fieldMsg };
        }
        const rel = i.path.slice(own.length);
        return { message: humanize(i.message), msg: i.msg, field: formatPath(rel) || undefined, line: lineOf(doc, lc, rel) };
      }),
  };
}
