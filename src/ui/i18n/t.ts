// t(): the UI's words in the chosen language. A typed dictionary rather than an i18n library: two
// languages, no plurals beyond what a sentence can avoid, no new dependency, and a missing key is a
// type error. English ships with the app; Vietnamese is a chunk of its own, fetched when chosen
// (loadDictionary): until it arrives, translate() answers in English, never with a key.
import { en, type Key } from './en';
import type { Lang } from '../../state/lang';

const dictionaries: Partial<Record<Lang, Record<Key, string>>> = { en };
const listeners = new Set<() => void>();
const pending = new Map<Lang, Promise<void>>();

const fetchers: Record<Exclude<Lang, 'en'>, () => Promise<Record<Key, string>>> = {
  vi: async () => (await import('./vi')).vi,
};

/** Whether `lang`'s words are here (English always is). */
export const hasDictionary = (lang: Lang): boolean => !!dictionaries[lang];

/** Fetches `lang`'s words once; the listeners of subscribeDictionaries hear when they arrive. */
export function loadDictionary(lang: Lang): Promise<void> {
  if (lang === 'en' || dictionaries[lang]) return Promise.resolve();
  let p = pending.get(lang);
  if (!p) {
    p = fetchers[lang]().then((d) => {
      dictionaries[lang] = d;
      for (const l of listeners) l();
    });
    // A failed fetch (offline) leaves English on screen and lets a later choice try again.
    p.catch(() => pending.delete(lang));
    pending.set(lang, p);
  }
  return p;
}

export function subscribeDictionaries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function translate(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  const text = dictionaries[lang]?.[key] || en[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export type { Key };
