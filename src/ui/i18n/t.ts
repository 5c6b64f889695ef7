// t(): the UI's words in the chosen language. A typed dictionary rather than an i18n library: two
// languages, no plurals beyond what a sentence can avoid, no new dependency, and a missing key is a
// type error.
import { en, type Key } from './en';
import { vi } from './vi';
import type { Lang } from '../../state/lang';

export const DICTIONARIES: Record<Lang, Record<Key, string>> = { en, vi };

export function translate(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  const text = DICTIONARIES[lang][key] || en[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export type { Key };
