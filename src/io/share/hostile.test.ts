// Hostile share links: each malformed link gets its own message, and a deflate bomb is refused after
// a quarter of a megabyte of work (the inflate stops at 256 KB + 1 byte of output), or at once when
// the link is longer than any scenario of 256 KB needs.
import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8 } from 'fflate';
import { zeroBomb } from '../testing/bombs';
import { base64url, decodeShare, encodeShare, inflateCapped, MAX_DECODED_BYTES, MAX_LINK_CHARS, SHARE_PREFIX } from './link';
import { BUILTINS } from '../../lessons';

const talk = () => structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario);

const message = (data: string) => decodeShare(data).errors.map((e) => e.message).join('; ');

describe('hostile share links', () => {
  it('refuses a deflate bomb of a link longer than any scenario of 256 KB needs (700 KB, 512 MiB of zeros) by its length, before decoding it', () => {
    for (const size of [512 * 1024 ** 2]) {
      const link = SHARE_PREFIX + base64url(zeroBomb(size));
      expect(link.length).toBeGreaterThan(MAX_LINK_CHARS + SHARE_PREFIX.length);
      expect(message(link)).toBe(`the share link is ${link.length - SHARE_PREFIX.length} characters long, more than a scenario of 256 KB ever needs; links that big are refused`);
    }
  });

  it('refuses a shorter deflate bomb (170 KB of link, 128 MiB of zeros) as too large, the inflate stopped at the cap', () => {
    const bytes = zeroBomb(128 * 1024 ** 2);
    const link = SHARE_PREFIX + base64url(bytes);
    expect(link.length).toBeLessThan(MAX_LINK_CHARS);
    expect(message(link)).toBe('the shared scenario is larger than 256 KB decoded; links that big are refused');
    const r = inflateCapped(bytes);
    expect(r).toMatchObject({ error: 'the shared scenario is larger than 256 KB decoded; links that big are refused' });
    // Past the cap by at most one slice's worth of output (64 bytes in, at deflate's 1032:1 at most).
    const inflated = 'inflated' in r ? r.inflated : 0;
    expect(inflated).toBeGreaterThan(MAX_DECODED_BYTES);
    expect(inflated).toBeLessThanOrEqual(MAX_DECODED_BYTES + 64 * 1032);
  });

  it('takes the longest link a scenario of 256 KB can need: one that hardly compresses', () => {
    // Random text near the cap: deflate stores it, the link is near its longest, and it is no bomb.
    let seed = 11;
    const noise = Array.from({ length: 250_000 }, () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 10) % 62]).join('');
    const s = talk();
    s.metadata.description = noise;
    const link = encodeShare(s);
    expect(link.length).toBeGreaterThan(0.5 * MAX_LINK_CHARS);
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_CHARS + SHARE_PREFIX.length);
    expect(decodeShare(link).value?.metadata.description).toBe(noise);
  });

  it('gives each malformed link its own message', () => {
    const good = encodeShare(talk());
    expect(message('v1.')).toBe('the share link is empty: nothing follows "v1." (was it cut when copied?)');
    expect(message('v1.a')).toMatch(/not valid base64url/);
    expect(message(good.slice(0, good.length / 2))).toBe('the share link is cut short: its data ends early (was it cut when copied?)');
    expect(message('v1.' + base64url(Uint8Array.from([0xff, 0xee, 0xdd, 0xcc])))).toMatch(/damaged: its data does not decompress/);
    expect(message('v1.' + base64url(deflateSync(new Uint8Array())))).toBe('the share link holds no scenario (its data decodes to nothing)');
    expect(message('v1.' + base64url(deflateSync(strToU8('{"apiVersion": '))))).not.toBe('');
    expect(message('v2.abc')).toMatch(/not v1/);
  });

  it('never shows an internal message for deep nesting', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const m = message('v1.' + base64url(deflateSync(strToU8(deep))));
    expect(m).not.toMatch(/call stack|RangeError|undefined|NaN|\[object/);
    expect(m.length).toBeGreaterThan(0);
  });
});
