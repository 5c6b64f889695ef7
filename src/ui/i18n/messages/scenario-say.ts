// An issue of the scenario checks and the schema (src/cluster/scenario) in the user's language: its
// message value when it has one, else its English as it is. The Vietnamese rides in the narration chunk (narration-vi.ts); with useNarrationLang()
// it is there whenever 'vi' is asked for.
import { render, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

/** `message` is the English as the builder shows it (humanize()d); `msg` the value, if any. */
export function sayIssue(lang: Lang, issue: { message: string; msg?: Msg }): string {
  const m = issue.msg;
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  if (!vi || !m) return issue.message;
  // A scenario file's own words, zod's, and an exception's (io/scenario/messages.ts, io/zod-messages.ts, io/errors.ts).
  const catalogues = [vi.SCENARIO_VI, vi.SCENARIO_API_VI, vi.SCHEMA_VI, vi.LOCATED_VI, vi.ZOD_VI, vi.ERRORS_VI, vi.YAML_VI];
  if (!catalogues.some((c) => Object.hasOwn(c, m.id))) return issue.message;
  return render(catalogues, m);
}
