// Why there is no walk (a probe refused, the document not simulated, the walk failed, a replay's
// dead end) in the user's language, from its value: the walk's, the probe's, an exception's or the
// replay's catalogue. `text` is its English as held: said as it is in English, before the narration
// chunk came, or for an id this build's catalogues do not hold.
import { render, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayWalkProblem(lang: Lang, text: string, m: Msg | undefined): string {
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  if (!vi || !m) return text;
  const catalogues = [vi.WALK_VI, vi.PROBE_VI, vi.ERRORS_VI, vi.REPLAY_VI, vi.SCHEMA_VI];
  return catalogues.some((c) => Object.hasOwn(c, m.id)) ? render(catalogues, m) : text;
}
