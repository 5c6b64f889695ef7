// The probe composer's field errors (src/state/composer-messages.ts) in the user's language; the
// Vietnamese rides in the narration chunk, there whenever useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { COMPOSER_EN } from '../../../state/composer-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayComposer(lang: Lang, m: Msg): string;
export function sayComposer(lang: Lang, m: Msg | undefined): string | undefined;
export function sayComposer(lang: Lang, m: Msg | undefined): string | undefined {
  if (!m) return undefined;
  const vi = lang === 'en' ? undefined : narrationVi();
  return render([vi ? vi.COMPOSER_VI : COMPOSER_EN], m);
}
