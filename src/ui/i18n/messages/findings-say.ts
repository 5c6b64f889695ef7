// Microsoft's checks (src/hns/findings.ts) in the user's language: a finding's message values, and
// its check's name by id. The Vietnamese rides in the narration chunk (narration-vi.ts), fetched
// when Vietnamese is chosen; with useNarrationLang() it is there whenever 'vi' is asked for.
import { render, type Msg } from '../../../core/message';
import { FINDINGS_EN } from '../../../hns/finding-messages';
import { ERRORS_EN } from '../../../io/errors';
import type { FindingCheck } from '../../../hns/findings';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayFinding(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  // The checks' own failure holds io's reason (io/errors.ts) as a value.
  if (!vi) return render([FINDINGS_EN, ERRORS_EN], m);
  return render([vi.FINDINGS_VI, vi.ERRORS_VI], m);
}

/** A check's name in `lang`. */
export const sayCheck = (lang: Lang, check: FindingCheck): string => (lang === 'en' ? check : (narrationVi()?.CHECKS_VI[check] ?? check));
