// Scenario files (YAML or JSON) in, a validated Scenario out; problems name the file's line and
// the field's path. Never throws.
import { LineCounter, parseDocument, stringify, type Document } from 'yaml';
import { z } from 'zod';
import { formatPath, type Issue, type Path } from '../../cluster/scenario/issues';
import { resolveScenario } from '../../cluster/scenario/resolve';
import { scenarioSchema, type Scenario } from '../../cluster/scenario/schema';
import { failed, guard, type ParseResult, type Problem } from '../result';

/** Line of the deepest node that exists along `path`. */
function lineAt(doc: Document, lc: LineCounter, path: Path): number | undefined {
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

function zodMessage(i: z.core.$ZodIssue): string {
  if (i.code === 'unrecognized_keys') return `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}`;
  if (i.code === 'invalid_type' && i.input === undefined) return 'is required';
  return i.message;
}

export function loadScenarioText(text: string): ParseResult<Scenario> {
  return guard(() => {
    const lc = new LineCounter();
    const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
    if (doc.errors.length) {
      return failed(doc.errors.map((e) => ({ message: `${e.message.split('\n')[0]}`, line: e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line })));
    }
    const data: unknown = doc.toJS({ maxAliasCount: 100 });
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return failed([{ message: 'a scenario is a YAML or JSON object with apiVersion, kind and metadata', line: 1 }]);
    const parsed = scenarioSchema.safeParse(data);
    if (!parsed.success) {
      return failed(
        parsed.error.issues.map((i) => {
          const path = i.path.filter((k): k is string | number => typeof k !== 'symbol');
          const extra = i.code === 'unrecognized_keys' ? [i.keys[0]!] : [];
          return { message: zodMessage(i), field: formatPath([...path, ...extra]) || undefined, line: lineAt(doc, lc, [...path, ...extra]) };
        }),
      );
    }
    const issues = resolveScenario(parsed.data).issues;
    const toProblem = (x: Issue): Problem => ({ message: x.message, field: formatPath(x.path), line: lineAt(doc, lc, x.path) });
    const errors = issues.filter((x) => x.severity === 'error').map(toProblem);
    const warnings = issues.filter((x) => x.severity === 'warning').map(toProblem);
    return errors.length ? { warnings, errors } : { value: parsed.data, warnings, errors: [] };
  });
}

/** A scenario as YAML (what Save downloads). */
export function scenarioToYaml(s: Scenario): string {
  return stringify(s, { lineWidth: 0 });
}

export const looksLikeScenario = (text: string): boolean => /apiVersion["']?\s*:\s*["']?vfp-lab\//.test(text) && /kind["']?\s*:\s*["']?Scenario/.test(text);

