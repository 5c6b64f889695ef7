// The UI's language: English or Vietnamese. `?lang=vi` in any URL (before or inside the hash)
// chooses it and is remembered; otherwise the last choice, else English.
import { createStore } from 'zustand/vanilla';
import { LANGS, type Lang } from '../cluster/scenario/exercise';
import type { KeyValueStorage } from './storage';

const LANG_KEY = 'vfp-lab:lang:v1';

const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** The `lang` parameter of a URL's query or of its hash's query. */
export function langParam(search: string, hash: string): Lang | undefined {
  const q = hash.indexOf('?');
  for (const qs of [search, q >= 0 ? hash.slice(q + 1) : '']) {
    const v = new URLSearchParams(qs).get('lang');
    if (isLang(v)) return v;
  }
  return undefined;
}

export function createLangStore(storage: KeyValueStorage, asked?: Lang) {
  let saved: string | null = null;
  try {
    saved = storage.getItem(LANG_KEY);
  } catch {
    /* no storage: English */
  }
  const store = createStore<{ lang: Lang; setLang(l: Lang): void }>()((set) => ({
    lang: asked ?? (isLang(saved) ? saved : 'en'),
    setLang: (lang) => set({ lang }),
  }));
  const save = (l: Lang) => {
    try {
      storage.setItem(LANG_KEY, l);
    } catch {
      /* a convenience */
    }
  };
  if (asked) save(asked);
  store.subscribe((s) => save(s.lang));
  return store;
}

export type LangStore = ReturnType<typeof createLangStore>;
export type { Lang };
