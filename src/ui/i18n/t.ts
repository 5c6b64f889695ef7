// t(): the UI's words in the chosen language. A typed dictionary rather than an i18n library: two
// languages, no plurals beyond what a sentence can avoid, no new dependency, and a missing key is a
// type error. English ships with the app for the first frame (en.ts); each area's other English words
// come with the components that show them (words/README.md). Vietnamese is a chunk of its own, fetched
// when chosen (loadDictionary): until it arrives, translate() answers in English, never with a key.
import { en, type Key } from './en';
import type { Lang } from '../../state/lang';
import { loadEveryArea } from './words/areas';

type Words = Partial<Record<Key, string>>;

const english: Words = { ...en };
const dictionaries: Partial<Record<Lang, Words>> = {};
const listeners = new Set<() => void>();
const pending = new Map<Lang, Promise<void>>();
/** Bumped whenever words arrive, so useT's components render again. */
let version = 0;

const fetchers: Record<Exclude<Lang, 'en'>, () => Promise<Record<Key, string>>> = {
  vi: async () => (await import('./vi')).vi,
};

const changed = () => {
  version++;
  for (const l of listeners) l();
};

/** Adds an area's English words; words/*.ts call it when their chunk runs. */
export function addEnglish(words: Words): void {
  Object.assign(english, words);
  changed();
}

/** Whether `lang`'s words are here (English always is). */
export const hasDictionary = (lang: Lang): boolean => lang === 'en' || !!dictionaries[lang];

/** Changes whenever words arrive (a language, an area's English). */
export const dictionaryVersion = (): number => version;

/** Fetches `lang`'s words once; the listeners of subscribeDictionaries hear when they arrive. */
export function loadDictionary(lang: Lang): Promise<void> {
  if (lang === 'en' || dictionaries[lang]) return Promise.resolve();
  let p = pending.get(lang);
  if (!p) {
    p = fetchers[lang]().then((d) => {
      dictionaries[lang] = d;
      changed();
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

/** Shown, for a moment, in place of words whose area has not arrived: never a key, never blank. */
export const NOT_YET = '…';

export function translate(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  const text = dictionaries[lang]?.[key] || english[key];
  if (text === undefined) {
    // A component showed an area's words without importing them (lazy-words.test.ts forbids it):
    // fetch every area, and its listeners render again with the words.
    void loadEveryArea().catch(() => undefined);
    return NOT_YET;
  }
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export type { Key };
