// Where the app keeps the user's work between visits. Injected, so tests run without a browser.
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

const blocked = new WeakSet<KeyValueStorage>();

/** Whether `s` is the memory that stands in for a browser storage the page may not use: nothing
 * written there outlives the tab, which the page says at once (issue 32 item 6). */
export const storageBlocked = (s: KeyValueStorage | undefined): boolean => !!s && blocked.has(s);

/** The storages that took the probe's write: probed once per page. Each write is a synchronous call
 * to the browser that carries the page's URL (for other tabs' storage events): with a 1.4 MB link in
 * the address bar, the five probes of a start held the page about 2.5 s (issue 32). */
const probed = new WeakSet<object>();

/** The browser's localStorage when there is one (and it works), else memory, marked as blocked. */
export function browserStorage(): KeyValueStorage {
  try {
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (ls) {
      if (!probed.has(ls)) {
        ls.setItem('vfp-lab:probe', '1');
        ls.removeItem('vfp-lab:probe');
        probed.add(ls);
      }
      return ls;
    }
  } catch {
    /* private mode or storage disabled: fall back to memory */
  }
  const m = memoryStorage();
  blocked.add(m);
  return m;
}

export const AUTOSAVE_KEY = 'vfp-lab:autosave:v1';

/** Positions the user dragged on the canvas, one entry per scenario (by metadata.name). */
export const POSITIONS_KEY_PREFIX = 'vfp-lab:positions:v1:';
