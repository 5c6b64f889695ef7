// Why a goal does not pass (src/cluster/check-messages.ts, or the probe's own reason:
// src/cluster/probe-messages.ts) in the user's language; the Vietnamese rides in the narration
// chunk. A line without a value, or before the chunk came, is its English as held.
import { render, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayCheck(lang: Lang, text: string, m: Msg | undefined): string {
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  if (!vi || !m) return text;
  const catalogues = [vi.CHECK_VI, vi.PROBE_VI];
  return catalogues.some((c) => Object.hasOwn(c, m.id)) ? render(catalogues, m) : text;
}
