// Validation of documents that come from outside the build (edits, the autosave, a share link):
// the full zod schema, the YAML/JSON loader and the share codec. Loaded on demand through
// validation.ts, so that the demo's first load carries none of it (issue 16).
import type { Issue } from '../cluster/scenario/issues';
import { scenarioIssues } from '../cluster/scenario/scenario-issues';
import { scenarioSchema, type Scenario } from '../cluster/scenario/schema';
import { safeParseScenario } from '../cluster/scenario/parse-scenario';
import { zodMessage } from '../io/scenario/located';
import { schemaIssueMsg, wrongTypeMsg } from '../cluster/scenario/schema-issue';

export { decodeShare, encodeShare } from '../io/share/link';
export { brokenLink } from './broken-link';
// A big document's autosave is stored deflated (autosave-later.ts): read back at the start and from other tabs.
export { storedText } from './autosave-deflate';

export function emptyScenario(): Scenario {
  return scenarioSchema.parse({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'my-cluster', title: 'My cluster' } });
}

/** Schema and Kubernetes checks of a candidate document; `from`, the valid document it was made
 * from (an edit's), whose values it shares are not checked again. */
export function validate(next: unknown, from?: Scenario): { value?: Scenario; issues: Issue[] } {
  // Each hand edit checked once, not at every edit of a document that has thousands.
  const parsed = safeParseScenario(next, from);
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((i) => {
        // The same as a value (Build says it in the user's language); its English is the message humanize()d.
        const msg = i.code === 'invalid_type' ? wrongTypeMsg(i, next) : schemaIssueMsg(i);
        return {
          path: i.path.filter((k): k is string | number => typeof k !== 'symbol'),
          // A wrong type names what was expected and the value found (issue 32 item 9), as files' errors do.
          message: i.code === 'unrecognized_keys' ? `unknown field ${i.keys.join(', ')}` : i.code === 'invalid_type' ? zodMessage(i, next) : i.message,
          ...(msg && { msg }),
          severity: 'error' as const,
        };
      }),
    };
  }
  const issues = scenarioIssues(parsed.data);
  return issues.some((i) => i.severity === 'error') ? { issues } : { value: parsed.data, issues };
}
