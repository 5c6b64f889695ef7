import { describe, expect, it, vi } from 'vitest';
import { en } from './en';
import { traceEn } from './areas/trace.en';
import { buildEn } from './areas/build.en';
import { importEn } from './areas/import.en';
import { lessonsEn } from './areas/lessons.en';
import { matrixEn } from './areas/matrix.en';
import { AREAS, type Area } from './words/areas';
import { importsWords, keysUsed } from './words/key-use';
import { NOT_YET, subscribeDictionaries, translate } from './t';

// Every .ts/.tsx of the app outside the dictionaries, as text (a UI test may not use node:fs).
const SOURCES = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/ui/i18n/**'], { query: '?raw', import: 'default', eager: true })).map(
    ([k, v]) => [k.slice(1), v],
  ),
);
const AREA_WORDS: Record<Area, Record<string, string>> = { trace: traceEn, build: buildEn, import: importEn, lessons: lessonsEn, matrix: matrixEn };

describe('the words that come with their area', () => {
  it('every area has its words module, and no key is both in the first load and in an area', () => {
    expect(Object.keys(AREAS).sort()).toEqual(Object.keys(AREA_WORDS).sort());
    const all = [en, ...Object.values(AREA_WORDS)].flatMap((d) => Object.keys(d));
    expect(all.length).toBe(new Set(all).size);
  });

  it('the scanner sees quoted keys and template prefixes', () => {
    const keys = ['trace.outcome.delivered', 'trace.outcome.dropped', 'trace.play.play', 'build.add'];
    expect(keysUsed("t(`trace.outcome.${o}`); t('build.add')", keys)).toEqual(['trace.outcome.delivered', 'trace.outcome.dropped', 'build.add']);
    expect(importsWords("import x from 'y';\nimport '../i18n/words/build-en';\n", 'build')).toBe(true);
    expect(importsWords("import '../i18n/words/build-en';\n", 'trace')).toBe(false);
  });

  // The rule that keeps an area's words off the first load and yet always there when shown: a file
  // that uses them imports them, so they load with it, whatever chunk it ends up in.
  for (const area of Object.keys(AREA_WORDS) as Area[])
    it(`a file that shows ${area} words imports words/${area}-en`, () => {
      const keys = Object.keys(AREA_WORDS[area]);
      const missing = Object.entries(SOURCES)
        .filter(([, text]) => keysUsed(text, keys).length && !importsWords(text, area))
        .map(([file, text]) => `${file}: ${keysUsed(text, keys).slice(0, 3).join(', ')}`);
      expect(missing).toEqual([]);
    });

  it('words not here yet show as "…", never as a key or blank, and arrive by themselves', async () => {
    let told = 0;
    const stop = subscribeDictionaries(() => told++);
    expect(translate('en', 'build.add')).toBe(NOT_YET);
    await vi.waitFor(() => expect(translate('en', 'build.add')).toBe(buildEn['build.add']));
    stop();
    expect(told).toBeGreaterThan(0);
    expect(translate('en', 'import.line', { n: 3 })).toBe(importEn['import.line'].replace('{n}', '3'));
  });
});
