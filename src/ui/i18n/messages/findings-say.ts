// Microsoft's checks (src/hns/findings.ts) in the user's language: a finding's message values, and
// its check's name by id. The Vietnamese rides in the narration chunk (narration-vi.ts), fetched
// when Vietnamese is chosen; with useNarrationLang() it is there whenever 'vi' is asked for.
import { render, type Msg } from '../../../core/message';
import { FINDINGS_EN } from '../../../hns/finding-messages';
import type { FindingCheck } from '../../../hns/findings';
import type { Lang } from '../../../state/lang';
import { narrationVi, sayMessage } from '../narration';

export function sayFinding(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  if (!vi) return render([FINDINGS_EN], m);
  const args = m.id === 'finding.checksFailed' && typeof m.args.why === 'string' ? { ...m.args, why: sayWhy(vi, m.args.why) } : m.args;
  return render([vi.FINDINGS_VI], { id: m.id, args });
}

/** The checks' failure holds io/errors.ts's English reason (userMessage without its "the node cannot
 * be read: "), said through io's templates until io's messages are values too. */
function sayWhy(vi: NonNullable<ReturnType<typeof narrationVi>>, why: string): string {
  const r = vi.NARRATION.render('iowhy', why);
  return r.complete ? r.text : sayMessage('vi', why);
}

/** A check's name in `lang`. */
export const sayCheck = (lang: Lang, check: FindingCheck): string => (lang === 'en' ? check : (narrationVi()?.CHECKS_VI[check] ?? check));
