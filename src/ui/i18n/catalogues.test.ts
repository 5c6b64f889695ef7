// Every message catalogue in both languages, found by construction (issue 30): each `X_VI:
// Translation<typeof Y_EN>` in the source is paired with its English, and every sentence is rendered
// in both with a sample for each hole. No hole is left (`${`, undefined, NaN, [object Object]), what
// fills a hole in English is there in Vietnamese too, and no Vietnamese sentence is the English one
// unless that sentence is made of names and terms only. A new catalogue is checked the day it exists.
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../core/message';

const VI_SOURCES = import.meta.glob<string>(['/src/**/*.vi.ts'], { query: '?raw', import: 'default', eager: true });
const VI_MODULES = import.meta.glob<Record<string, unknown>>(['/src/**/*.vi.ts'], { eager: true });
const EN_MODULES = import.meta.glob<Record<string, unknown>>(['/src/**/*messages*.ts', '/src/**/*-words.ts', '/src/io/errors.ts', '!/src/**/*.test.ts', '!/src/**/*.testing.ts'], { eager: true });

interface Pair {
  vi: string;
  en: string;
  viCat: Catalogue;
  enCat: Catalogue;
}

/** `export const X_VI: Translation<typeof Y_EN>` and where Y_EN is imported from, in each .vi.ts. */
function pairs(): { found: Pair[]; missing: string[] } {
  const found: Pair[] = [];
  const missing: string[] = [];
  for (const [path, src] of Object.entries(VI_SOURCES)) {
    for (const m of src.matchAll(/export const (\w+): Translation<typeof (\w+)>/g)) {
      const [, vi, en] = m as unknown as [string, string, string];
      const from = new RegExp(`import (?:type )?\\{[^}]*\\b${en}\\b[^}]*\\} from '([^']+)'`).exec(src)?.[1];
      const target = from ? new URL(from, `file://${path}`).pathname : undefined;
      const enMod = target === undefined ? undefined : Object.entries(EN_MODULES).find(([p]) => p.replace(/\.ts$/, '') === target)?.[1];
      const viCat = VI_MODULES[path]?.[vi] as Catalogue | undefined;
      const enCat = enMod?.[en] as Catalogue | undefined;
      if (viCat && enCat) found.push({ vi, en, viCat, enCat });
      else missing.push(`${path}: ${vi} / ${en} (${from ?? 'no import'})`);
    }
  }
  return { found, missing };
}

/** The holes a sentence reads, found by calling it with a recording stand-in. */
function holesOf(f: (a: Record<string, unknown>) => string): string[] {
  const asked = new Set<string>();
  try {
    f(new Proxy({}, { get: (_, k) => (asked.add(String(k)), `«${String(k)}»`) }));
  } catch {
    /* a sentence that counts or lists: its holes are still recorded */
  }
  return [...asked];
}

/** Holes that pick a sentence from a table by a word of their type: one such word. */
const CHOSEN: Record<string, Record<string, string>> = { 'scenario.ipv6Odd': { kind: 'zone' } };

/** `id` rendered with each hole given its own name as text («name»), or a number where the sentence counts. */
function said(c: Catalogue, holes: string[], id: string): string {
  const f = c[id] as (a: Record<string, unknown>) => unknown;
  for (const value of [(h: string) => `«${h}»`, () => 2]) {
    try {
      const s = f({ ...Object.fromEntries(holes.map((h) => [h, value(h)])), ...CHOSEN[id] });
      if (typeof s === 'string') return s;
    } catch {
      /* the next kind of sample */
    }
  }
  return `${id} could not be rendered`;
}

/** Words that make a sentence English, not a name or a term kept in both languages. */
const ENGLISH = /\b(the|is|are|was|not|no|of|to|from|with|and|for|this|that|which|could|cannot|has|have|its|it|be|by|on|in|at|as|one|each|every|only|when|there)\b/i;

describe('every message catalogue, in both languages', () => {
  const { found, missing } = pairs();

  it('pairs each Vietnamese catalogue with its English one', () => {
    expect(missing).toEqual([]);
    expect(found.length).toBeGreaterThanOrEqual(45);
  });

  it('has the same ids in both', () => {
    for (const p of found) expect(Object.keys(p.viCat).sort(), p.vi).toEqual(Object.keys(p.enCat).sort());
  });

  it('renders every id with no hole left, what fills a hole carried over, and Vietnamese that is not the English', () => {
    const bad: string[] = [];
    for (const p of found)
      for (const id of Object.keys(p.enCat)) {
        // The English sentence's holes and the Vietnamese one's, both given: a branch may read another.
        const holes = [...new Set([...holesOf(p.enCat[id] as never), ...holesOf(p.viCat[id] as never)])];
        const en = said(p.enCat, holes, id);
        const vi = said(p.viCat, holes, id);
        for (const [lang, s] of [['en', en], ['vi', vi]] as const) if (/\$\{|undefined|NaN|\[object Object\]/.test(s)) bad.push(`${p.vi} ${id} (${lang}): ${s}`);
        for (const hole of en.match(/«\w+»/g) ?? []) if (!vi.includes(hole)) bad.push(`${p.vi} ${id}: ${hole} lost: ${vi}`);
        // A field's name before a colon (`from: …`) is the document's word, not English.
        if (vi === en && ENGLISH.test(en.replace(/«\w+»|`[^`]*`|"[^"]*"|^\w+: /g, ''))) bad.push(`${p.vi} ${id}: the English: ${en}`);
      }
    expect(bad).toEqual([]);
  });
});
