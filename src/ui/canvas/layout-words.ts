// The canvas layouts (cluster-layout, node-layout, port-layout) word their cards in English; the
// cards say them in the chosen language through this table of shapes, so the layouts stay pure
// geometry plus data. A shape that no longer matches falls back to the English it got; so does every
// card until the language's shapes have arrived.
import type { Lang } from '../../state/lang';

/** Each language's shapes: English shape → that language, $1… for the values the layout put in.
 * They come with the language's words (layout-words.vi.ts), not in the first load. */
const shapes: Partial<Record<Lang, readonly [RegExp, string][]>> = {};

export function addLayoutShapes(lang: Lang, table: readonly [RegExp, string][]): void {
  shapes[lang] = table;
}

/** A card's words in the chosen language (Vietnamese by shape; anything unknown as it is). */
export function layoutWords(lang: Lang, text: string): string {
  const table = shapes[lang];
  if (!table) return text;
  for (const [re, said] of table) if (re.test(text)) return text.replace(re, said);
  return text;
}
