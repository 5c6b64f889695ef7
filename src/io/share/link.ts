// The share link of design.md §4: `#/share/v1.<data>`, where data is base64url of deflate-raw of
// the scenario's JSON. Decoding treats the link as untrusted input: size-capped, validated like any
// import, errors as values.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
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

export function decodeShare(data: string): ParseResult<Scenario> {
  return guard(() => {
    if (!data.startsWith(SHARE_PREFIX)) return failed([{ message: `this share link's format is not ${SHARE_PREFIX.slice(0, -1)} (made by a newer VFP Lab?)` }]);
    const bytes = fromBase64url(data.slice(SHARE_PREFIX.length));
    if (!bytes) return failed([{ message: 'the share link is damaged: it is not valid base64url (was it cut when copied?)' }]);
    let inflated: Uint8Array;
    try {
      // Inflate with an output cap so a hostile link cannot exhaust memory.
      inflated = inflateSync(bytes, { out: new Uint8Array(MAX_DECODED_BYTES + 1) });
    } catch {
      return failed([{ message: 'the share link is damaged: its data does not decompress (was it cut when copied?)' }]);
    }
    if (inflated.length > MAX_DECODED_BYTES) return failed([{ message: `the shared scenario is larger than ${MAX_DECODED_BYTES / 1024} KB decoded; links that big are refused` }]);
    return loadScenarioText(strFromU8(inflated));
  });
}
