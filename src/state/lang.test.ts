import { describe, expect, it } from 'vitest';
import { createLangStore, langParam } from './lang';
import { memoryStorage } from './storage';

describe('the UI language', () => {
  it('reads ?lang= before the hash or inside it', () => {
    expect(langParam('?lang=vi', '#/')).toBe('vi');
    expect(langParam('', '#/scenario/dsr?probe=x&lang=vi')).toBe('vi');
    expect(langParam('?lang=fr', '#/lessons')).toBeUndefined();
  });

  it('is remembered across visits, and a URL wins', () => {
    const storage = memoryStorage();
    expect(createLangStore(storage).getState().lang).toBe('en');
    createLangStore(storage).getState().setLang('vi');
    expect(createLangStore(storage).getState().lang).toBe('vi');
    expect(createLangStore(storage, 'en').getState().lang).toBe('en');
    expect(createLangStore(storage).getState().lang).toBe('en');
  });
});
