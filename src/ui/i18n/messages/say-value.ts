// A message value in the user's language, from one of the Vietnamese catalogues the narration chunk
// carries (narration-vi.ts), named. For values kept beside their English (a report's line, a note):
// the English as it is held in English, before the chunk came, or for an id this build's catalogue
// does not hold (a value from another build); the English catalogue stays out of the UI's code.
import { render, type Catalogue, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

/** A message in a language, and whether every part of it had words in that language (tests ask). */
export interface Rendering {
  text: string;
  complete: boolean;
}

type Vi = NonNullable<ReturnType<typeof narrationVi>>;

/** The names of the chunk's message catalogues. */
export type ViCatalogue = { [K in keyof Vi]: Vi[K] extends Catalogue ? K : never }[keyof Vi];

export function sayText(lang: Lang, text: string, m: Msg | undefined, catalogue: ViCatalogue): string {
  const vi = lang === 'en' || !m ? undefined : (narrationVi()?.[catalogue] as Catalogue | undefined);
  return vi && m && knownIn(vi, m) ? render([vi], m) : text;
}

/** Every id of the value, nested ones too, is in the catalogue: a value read from a document (a
 * replayed node's origin) may hold an id of another build, which would be shown raw. */
const knownIn = (c: Catalogue, m: Msg): boolean => Object.hasOwn(c, m.id) && Object.values(m.args).every((a) => typeof a !== 'object' || (a !== null && knownIn(c, a)));
