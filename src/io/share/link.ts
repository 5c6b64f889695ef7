// The share link of design.md §4: `#/share/v1.<data>`, where data is base64url of deflate-raw of
// the scenario's JSON. Decoding treats the link as untrusted input: size-capped, validated like any
// import, errors as values.
import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { concatChunks } from '../bytes';
import { loadScenarioText } from '../scenario/load';
import type { Scenario } from '../../cluster/scenario/schema';
import { failed, guard, type ParseResult } from '../result';
import { MAX_DECODED_BYTES, MAX_LINK_CHARS, SHARE_PREFIX } from './limits';
import { shareMsg, shareProblem, shareText, type ShareMsg } from './messages';

export { MAX_DECODED_BYTES, MAX_LINK_CHARS, SHARE_PREFIX };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A character code's value in base64url, -1 for a character outside it. */
const B64_VALUE = Int8Array.from({ length: 128 }, (_, c) => B64.indexOf(String.fromCharCode(c)));

export function base64url(bytes: Uint8Array): string {
  let out = '';
  const whole = bytes.length - (bytes.length % 3);
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  if (whole < bytes.length) {
    const n = (bytes[whole]! << 16) | ((bytes[whole + 1] ?? 0) << 8);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (whole + 1 < bytes.length ? B64[(n >> 6) & 63]! : '');
  }
  return out;
}

export function fromBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  // Written into a typed array of the exact size (a list of numbers grown byte by byte was slow
  // and large for a link of a megabyte).
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const left = Math.min(4, text.length - i);
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const v = j < left ? B64_VALUE[text.charCodeAt(i + j)] : 0;
      if (v === undefined || v < 0) return undefined;
      n = (n << 6) | v;
    }
    out[o++] = (n >> 16) & 255;
    if (left > 2) out[o++] = (n >> 8) & 255;
    if (left > 3) out[o++] = n & 255;
  }
  return out;
}

export function encodeShare(s: Scenario): string {
  return SHARE_PREFIX + base64url(deflateSync(strToU8(JSON.stringify(s)), { level: 9 }));
}

const refusal = (m: ShareMsg) => ({ error: shareText(m), msg: m });

/** Deflate does at most 1032:1: fed this much at a time, inflating overshoots the cap by ~64 KB. */
const SLICE = 64;

/** Inflates as a stream and stops at MAX_DECODED_BYTES + 1 bytes of output, so a deflate bomb costs
 * a quarter of a megabyte of work; says why a stream cannot be read, and how many bytes it inflated. */
export function inflateCapped(bytes: Uint8Array): Uint8Array | { error: string; msg: ShareMsg; inflated: number } {
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
      return { ...refusal(shareMsg(cut ? 'share.cut' : 'share.noInflate', {})), inflated: size };
    }
    if (size > MAX_DECODED_BYTES) return { ...refusal(shareMsg('share.tooLarge', { kb: MAX_DECODED_BYTES / 1024 })), inflated: size };
  }
  if (!ended) return { ...refusal(shareMsg('share.cut', {})), inflated: size };
  return concatChunks(chunks, size);
}

export function decodeShare(data: string): ParseResult<Scenario> {
  return guard(() => {
    if (!data.startsWith(SHARE_PREFIX)) return failed([shareProblem(shareMsg('share.format', { v: SHARE_PREFIX.slice(0, -1) }))]);
    const body = data.slice(SHARE_PREFIX.length);
    if (body === '') return failed([shareProblem(shareMsg('share.empty', { p: SHARE_PREFIX }))]);
    if (body.length > MAX_LINK_CHARS) {
      return failed([shareProblem(shareMsg('share.tooLong', { c: body.length, kb: MAX_DECODED_BYTES / 1024 }))]);
    }
    const bytes = fromBase64url(body);
    if (!bytes) return failed([shareProblem(shareMsg('share.notBase64', {}))]);
    const inflated = inflateCapped(bytes);
    if (!(inflated instanceof Uint8Array)) return failed([shareProblem(inflated.msg)]);
    const text = strFromU8(inflated);
    if (text.trim() === '') return failed([shareProblem(shareMsg('share.nothing', {}))]);
    // A link carries JSON (design.md §4): anything else is damage, said as such rather than as a YAML
    // error that would quote the garbage back.
    try {
      JSON.parse(text);
    } catch {
      return failed([shareProblem(shareMsg('share.notJson', {}))]);
    }
    return loadScenarioText(text);
  });
}
