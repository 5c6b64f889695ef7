// The share link of design.md §4: `#/share/v1.<data>`, where data is base64url of deflate-raw of
// the scenario's JSON. Decoding treats the link as untrusted input: size-capped, validated like any
// import, errors as values.
import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { concatChunks } from '../bytes';
import { loadScenarioText } from '../scenario/load';
import type { Scenario } from '../../cluster/scenario/schema';
import { failed, guard, type ParseResult } from '../result';
import { MAX_DECODED_BYTES, SHARE_PREFIX } from './limits';

export { MAX_DECODED_BYTES, SHARE_PREFIX };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [(n >> 18) & 63, (n >> 12) & 63, (n >> 6) & 63, n & 63].map((k) => B64[k]!);
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}

export function fromBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const v = j < chunk.length ? B64_INDEX.get(chunk[j]!) : 0;
      if (v === undefined) return undefined;
      n = (n << 6) | v;
    }
    out.push((n >> 16) & 255);
    if (chunk.length > 2) out.push((n >> 8) & 255);
    if (chunk.length > 3) out.push(n & 255);
  }
  return Uint8Array.from(out);
}

export function encodeShare(s: Scenario): string {
  return SHARE_PREFIX + base64url(deflateSync(strToU8(JSON.stringify(s)), { level: 9 }));
}

/** Deflate does at most 1032:1: fed this much at a time, inflating overshoots the cap by ~64 KB. */
const SLICE = 64;

/** Inflates as a stream and stops at MAX_DECODED_BYTES + 1 bytes of output, so a deflate bomb costs
 * a quarter of a megabyte of work; says why a stream cannot be read. */
function inflateCapped(bytes: Uint8Array): Uint8Array | { error: string } {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inflate = new Inflate((chunk, final) => {
    chunks.push(chunk);
    size += chunk.length;
    ended ||= final;
  });
  for (let i = 0; i < bytes.length; i += SLICE) {
    try {
      inflate.push(bytes.subarray(i, i + SLICE), i + SLICE >= bytes.length);
    } catch (e) {
      const cut = e instanceof Error && /unexpected EOF/i.test(e.message);
      return { error: cut ? 'the share link is cut short: its data ends early (was it cut when copied?)' : 'the share link is damaged: its data does not decompress (was it changed when copied?)' };
    }
    if (size > MAX_DECODED_BYTES) return { error: `the shared scenario is larger than ${MAX_DECODED_BYTES / 1024} KB decoded; links that big are refused` };
  }
  if (!ended) return { error: 'the share link is cut short: its data ends early (was it cut when copied?)' };
  return concatChunks(chunks, size);
}

export function decodeShare(data: string): ParseResult<Scenario> {
  return guard(() => {
    if (!data.startsWith(SHARE_PREFIX)) return failed([{ message: `this share link's format is not ${SHARE_PREFIX.slice(0, -1)} (made by a newer VFP Lab?)` }]);
    const body = data.slice(SHARE_PREFIX.length);
    if (body === '') return failed([{ message: `the share link is empty: nothing follows "${SHARE_PREFIX}" (was it cut when copied?)` }]);
    const bytes = fromBase64url(body);
    if (!bytes) return failed([{ message: 'the share link is damaged: it is not valid base64url (was it cut when copied?)' }]);
    const inflated = inflateCapped(bytes);
    if (!(inflated instanceof Uint8Array)) return failed([{ message: inflated.error }]);
    const text = strFromU8(inflated);
    if (text.trim() === '') return failed([{ message: 'the share link holds no scenario (its data decodes to nothing)' }]);
    // A link carries JSON (design.md §4): anything else is damage, said as such rather than as a YAML
    // error that would quote the garbage back.
    try {
      JSON.parse(text);
    } catch {
      return failed([{ message: "the share link is damaged: its data is not a scenario's JSON (was it changed when copied?)" }]);
    }
    return loadScenarioText(text);
  });
}
