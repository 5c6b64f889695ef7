// Why reading, replaying or comparing files did not finish, in the user's language: a value of
// state/read-messages.ts, of io/errors.ts (an exception in words), or a failed build's (the replay's
// and the scenario checks' catalogues). `text` is its English as held: said as it is in English,
// before the narration chunk came, or for an id this build's catalogues do not hold.
import { render, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayRead(lang: Lang, text: string, m: Msg | undefined): string {
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  if (!vi || !m) return text;
  const catalogues = [vi.READ_VI, vi.ERRORS_VI, vi.REPLAY_VI, vi.SCENARIO_VI, vi.SCENARIO_API_VI];
  return catalogues.some((c) => Object.hasOwn(c, m.id)) ? render(catalogues, m) : text;
}
