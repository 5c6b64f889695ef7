// The autosave of a big document (issue 32: "no page task over 50 ms" at 10,000 hand edits). Its
// record is 2.4 MB of JSON there: written at once, JSON.stringify and localStorage.setItem held the
// page ~100 ms after every edit. Here the record is written out in slices of a few milliseconds,
// between the page's other tasks: turned to JSON piece by piece (an entry of a long list keeps its
// JSON while the entry is the same object, so an edit re-serialises what it changed), deflated as a
// stream (autosave-deflate.ts, loaded on first use), and stored as `{"deflated":"<base64url>"}`, a
// tenth of the size, by one short setItem. The guarantees of the synchronous write stay: a later
// change replaces a write under way; leaving the page (pagehide, beforeunload, the tab hidden)
// writes what is pending at once, as plain JSON; a failure is said as the synchronous write says it.
import type { AutosaveRecord } from './autosave';
import { saveFailure } from './autosave';
import { AUTOSAVE_KEY, type KeyValueStorage } from './storage';

/** Hand edits and imported rules from which a document's autosave is written in slices (~240 KB of JSON). */
export const LATER_ITEMS = 1_000;

/** Whether a document is big enough to be written in slices: its long lists counted, not written out. */
export function writtenLater(s: AutosaveRecord['scenario']): boolean {
  let items = 0;
  for (const n of s.nodes) {
    items += n.vfpEdits?.length ?? 0;
    const ports = (n.vfp as { ports?: { layers?: { groups?: { rules?: unknown[] }[] }[] }[] } | undefined)?.ports;
    if (Array.isArray(ports)) for (const p of ports) for (const l of p.layers ?? []) for (const g of l.groups ?? []) items += g.rules?.length ?? 0;
    if (items >= LATER_ITEMS) return true;
  }
  return false;
}

/** Lists from this length on are written entry by entry, each entry's JSON kept while it is the same object. */
const LONG = 64;
const entryJson = new WeakMap<object, string>();

/**
 * JSON.stringify(value), in pieces: the pieces joined are exactly its text. A long list's entries
 * come one piece each (from the cache when the entry was written before).
 */
export function* jsonPieces(value: unknown): Generator<string, void, undefined> {
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i) yield ',';
      const v: unknown = value[i];
      if (value.length >= LONG && v !== null && typeof v === 'object') {
        let j = entryJson.get(v);
        if (j === undefined) entryJson.set(v, (j = JSON.stringify(v) ?? 'null'));
        yield j;
      } else if (v === undefined || typeof v === 'function' || typeof v === 'symbol') yield 'null';
      else yield* jsonPieces(v);
    }
    yield ']';
    return;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    yield '{';
    let first = true;
    for (const k of Object.keys(value)) {
      const v: unknown = (value as Record<string, unknown>)[k];
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
      yield `${first ? '' : ','}${JSON.stringify(k)}:`;
      first = false;
      yield* jsonPieces(v);
    }
    yield '}';
    return;
  }
  yield JSON.stringify(value);
}

/** What `{"deflated":…}` holds: the record's JSON, deflated (raw) and in base64url. */
export const DEFLATED_PREFIX = '{"deflated":"';

export interface LaterWrite {
  /** Stops the write (a newer change, or the document may not be written now). */
  cancel(): void;
  /** Writes the record now, as plain JSON (the page is going away). */
  flush(): void;
}

/** Milliseconds of work per slice, and the pause between slices that lets the page's own tasks run. */
const SLICE_MS = 8;

/**
 * Writes `record` under the autosave key in slices; `done` hears what the write ended with
 * (undefined: written; else the words of a failure, as writeAutosave says them). `mayWrite` is
 * asked just before the write: what happened meanwhile (another tab saved its document, the key
 * holds a copy this build cannot read) may forbid it, and then nothing is written.
 */
export function writeLater(storage: KeyValueStorage, record: AutosaveRecord, done: (failed: string | undefined) => void, mayWrite: () => boolean = () => true): LaterWrite {
  let over = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (write: () => void) => {
    over = true;
    if (timer !== undefined) clearTimeout(timer);
    if (!mayWrite()) return;
    let failed: string | undefined;
    try {
      write();
    } catch (e) {
      failed = saveFailure(e);
    }
    done(failed);
  };
  const pieces = jsonPieces(record);
  const json: string[] = [];
  let deflating: ReturnType<typeof import('./autosave-deflate').deflating> | undefined;
  const slice = async () => {
    timer = undefined;
    if (over) return;
    const until = performance.now() + SLICE_MS;
    if (!deflating) {
      for (;;) {
        const p = pieces.next();
        if (p.done) break;
        json.push(p.value);
        if (json.length % 256 === 0 && performance.now() > until) return void (timer = setTimeout(slice, 0));
      }
      let mod: typeof import('./autosave-deflate');
      try {
        mod = await import('./autosave-deflate');
      } catch {
        // The chunk would not load (the build was replaced, the network is gone): written as it is.
        if (!over) finish(() => storage.setItem(AUTOSAVE_KEY, json.join('')));
        return;
      }
      if (over) return;
      deflating = mod.deflating(json.join(''));
      return void (timer = setTimeout(slice, 0));
    }
    while (performance.now() < until) {
      const out = deflating.step();
      if (out !== undefined) return finish(() => storage.setItem(AUTOSAVE_KEY, `${DEFLATED_PREFIX}${out}"}`));
    }
    timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);
  return {
    cancel: () => {
      over = true;
      if (timer !== undefined) clearTimeout(timer);
    },
    flush: () => {
      if (!over) finish(() => storage.setItem(AUTOSAVE_KEY, JSON.stringify(record)));
    },
  };
}
