// Which UI keys a source file uses: quoted keys ('trace.play.play') and the keys a template names by
// its start (`trace.outcome.${o}`). Only tests import it (lazy-words.test.ts).

/** The keys of `keys` that `source` uses. */
export function keysUsed(source: string, keys: readonly string[]): string[] {
  const prefixes = [...source.matchAll(/`([a-z]+\.[\w.]*\.)\$\{/g)].map((m) => m[1]!);
  return keys.filter((k) => source.includes(`'${k}'`) || source.includes(`"${k}"`) || prefixes.some((p) => k.startsWith(p)));
}

/** Whether `source` imports the words module of `area` (import '…/i18n/words/<area>-en'). */
export const importsWords = (source: string, area: string): boolean =>
  new RegExp(`^import '(\\./|(\\.\\./)+)(i18n/)?words/${area}-en';$`, 'm').test(source);
