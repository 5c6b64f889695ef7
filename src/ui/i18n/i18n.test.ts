import { describe, expect, it } from 'vitest';
import { en as firstLoad, type Key } from './en';
import { traceEn } from './areas/trace.en';
import { buildEn } from './areas/build.en';
import { importEn } from './areas/import.en';
import { lessonsEn } from './areas/lessons.en';
import { matrixEn } from './areas/matrix.en';
import { vi } from './vi';
import { hasDictionary, loadDictionary, subscribeDictionaries, translate } from './t';

// Every English word: the first load's and each area's (words/areas.ts).
const en: Record<Key, string> = { ...firstLoad, ...traceEn, ...buildEn, ...importEn, ...lessonsEn, ...matrixEn };

describe('the dictionaries', () => {
  it('every UI key has a Vietnamese text', () => {
    const missing = Object.keys(en).filter((k) => !vi[k as Key]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the same placeholders in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const k of Object.keys(en) as Key[]) expect([k, vars(vi[k])]).toEqual([k, vars(en[k])]);
  });

  it('answers in English until the Vietnamese words arrive, then tells its listeners', async () => {
    expect(hasDictionary('vi')).toBe(false);
    expect(translate('vi', 'top.undoWhat', { what: 'add pod web-1' })).toBe('Undo add pod web-1');
    let told = 0;
    const stop = subscribeDictionaries(() => told++);
    await Promise.all([loadDictionary('vi'), loadDictionary('vi')]);
    stop();
    expect(told).toBe(1);
    expect(hasDictionary('vi')).toBe(true);
    expect(translate('vi', 'lessons.stepOf', { step: 2, count: 5 })).toBe('Bước 2/5');
    expect(translate('vi', 'top.undoWhat', { what: 'add pod web-1' })).toBe('Hoàn tác: add pod web-1');
    expect(translate('en', 'top.undoWhat', { what: 'add pod web-1' })).toBe('Undo add pod web-1');
  });
});
