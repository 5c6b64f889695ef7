// Build's refusals that are values (a form field's parse error, a VFP edit that no longer applies)
// in the user's language; the Vietnamese rides in the narration chunk, there whenever
// useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { FIELD_EN } from '../../../state/field-messages';
import { VFP_EDIT_EN } from '../../../cluster/world/vfp-edit-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export function sayRefusal(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return render(vi ? [vi.FIELD_VI, vi.VFP_EDIT_VI] : [FIELD_EN, VFP_EDIT_EN], m);
}
