// What the page says when a link cannot be used (src/state/notice-messages.ts) in the user's
// language; the Vietnamese rides in the narration chunk, there whenever useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { NOTICE_EN } from '../../../state/notice-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayNotice(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  if (!vi) return render([NOTICE_EN], m);
  // A broken link's reasons are the share decoder's English (src/io/share), said through io's templates.
  const args = m.id === 'notice.linkBroken' && typeof m.args.why === 'string' ? { ...m.args, why: vi.NARRATION.render('linkWhy', m.args.why).text } : m.args;
  return render([vi.NOTICE_VI], { id: m.id, args });
}
