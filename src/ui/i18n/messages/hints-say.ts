// Why a probe is worth sending after a replay (src/state/hint-messages.ts) in the user's language;
// the Vietnamese rides in the narration chunk, there whenever useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { HINTS_EN } from '../../../state/hint-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayHint(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return render([vi ? vi.HINTS_VI : HINTS_EN], m);
}
