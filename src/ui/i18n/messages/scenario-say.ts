// An issue of the scenario checks (src/cluster/scenario) in the user's language: its message value
// when the check gave one, else its English through the templates (the schema's own messages,
// zod's). The Vietnamese rides in the narration chunk (narration-vi.ts); with useNarrationLang()
// it is there whenever 'vi' is asked for.
import { render, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi, sayMessage } from '../narration';

/** `message` is the English as the builder shows it (humanize()d); `msg` the value, if any. */
export function sayIssue(lang: Lang, issue: { message: string; msg?: Msg }): string {
  const m = issue.msg;
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  if (!vi || !m) return sayMessage(lang, issue.message);
  const catalogues = [vi.SCENARIO_VI, vi.SCENARIO_API_VI];
  if (!catalogues.some((c) => Object.hasOwn(c, m.id))) return sayMessage(lang, issue.message);
  return render(catalogues, m);
}
