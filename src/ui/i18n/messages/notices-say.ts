// What the page says when a link cannot be used (src/state/notice-messages.ts) in the user's
// language; the Vietnamese rides in the narration chunk, there whenever useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { noticeText } from '../../../state/notice-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayNotice(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  if (!vi) return noticeText(m);
  return render([vi.NOTICE_VI, vi.SHARE_VI, vi.SCENARIO_VI, vi.SCENARIO_API_VI, vi.LOCATED_VI, vi.ZOD_VI, vi.SCHEMA_VI, vi.ERRORS_VI], saidReasons(m, (text) => vi.renderMessageVi(text).text));
}

/** A broken link's reasons that a reader gives as English only (no value yet: a YAML syntax error),
 * said through io's templates; its values stay values. */
function saidReasons(m: Msg, say: (text: string) => string): Msg {
  const reason = m.id === 'notice.linkBroken' || m.id === 'notice.linkField' || m.id === 'notice.linkReasons';
  if (!reason) return m;
  const args: Record<string, Msg['args'][string]> = {};
  for (const [k, v] of Object.entries(m.args)) args[k] = typeof v === 'object' ? saidReasons(v, say) : typeof v === 'string' && k !== 'field' ? say(v) : v;
  return { id: m.id, args };
}
