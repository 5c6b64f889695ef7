// The deflate of a big autosave (autosave-later.ts), a step at a time, and its reading back. A
// chunk of its own: fflate stays out of the page's first load.
import { Deflate, inflateSync, strFromU8 } from 'fflate';
import { concatChunks } from '../io/bytes';
import { base64url, fromBase64url } from '../io/share/link';
import { DEFLATED_PREFIX } from './autosave-later';

/** Characters of JSON deflated per step (~1–3 ms). */
const STEP_CHARS = 32 * 1024;

/** The deflate of `json` as steps: each `step()` takes the next slice; the last gives the base64url. */
export function deflating(json: string): { step(): string | undefined } {
  const out: Uint8Array[] = [];
  let size = 0;
  const d = new Deflate({ level: 6 }, (chunk) => {
    out.push(chunk);
    size += chunk.length;
  });
  const encoder = new TextEncoder();
  let at = 0;
  return {
    step: () => {
      let end = Math.min(json.length, at + STEP_CHARS);
      // Never between the two halves of a surrogate pair: each slice is encoded alone.
      const c = json.charCodeAt(end - 1);
      if (end < json.length && c >= 0xd800 && c <= 0xdbff) end--;
      d.push(encoder.encode(json.slice(at, end)), end === json.length);
      at = end;
      return at === json.length ? base64url(concatChunks(out, size)) : undefined;
    },
  };
}

/** The record's JSON from what the autosave key holds: a deflated record read back, anything
 * else as it is (a record that does not inflate stays as stored, to be kept aside as unreadable). */
export function storedText(raw: string): string {
  if (!raw.startsWith(DEFLATED_PREFIX) || !raw.endsWith('"}')) return raw;
  const bytes = fromBase64url(raw.slice(DEFLATED_PREFIX.length, -2));
  if (!bytes) return raw;
  try {
    return strFromU8(inflateSync(bytes));
  } catch {
    return raw;
  }
}
