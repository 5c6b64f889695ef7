// The first-visit line: shown on a visit with nothing saved and no link, until dismissed once.
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';

const DISMISSED_KEY = 'vfp-lab:first-visit:v1';

export function isFirstVisit(storage: KeyValueStorage, hash: string): boolean {
  try {
    return !storage.getItem(DISMISSED_KEY) && !storage.getItem(AUTOSAVE_KEY) && (hash === '' || hash === '#' || hash === '#/');
  } catch {
    return false;
  }
}

export function dismissFirstVisit(storage: KeyValueStorage): void {
  try {
    storage.setItem(DISMISSED_KEY, '1');
  } catch {
    /* it shows again next time: harmless */
  }
}
