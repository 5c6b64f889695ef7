// What the page says when a link cannot be used (src/state/notice-messages.ts) in the user's
// language; the Vietnamese rides in the narration chunk, there whenever useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { noticeText } from '../../../state/notice-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayNotice(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  if (!vi) return noticeText(m);
  // A reason held as text (a reader's own words, from the YAML library) stays as it is: data.
  return render([vi.NOTICE_VI, vi.SHARE_VI, vi.SCENARIO_VI, vi.SCENARIO_API_VI, vi.LOCATED_VI, vi.ZOD_VI, vi.SCHEMA_VI, vi.ERRORS_VI, vi.YAML_VI], m);
}
