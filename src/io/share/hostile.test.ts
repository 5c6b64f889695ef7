// Hostile share links: each malformed link gets its own message, and a deflate bomb is refused after
// a quarter of a megabyte of work (the inflate stops at 256 KB + 1 byte of output).
import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8 } from 'fflate';
import { zeroBomb } from '../testing/bombs';
import { base64url, decodeShare, encodeShare, SHARE_PREFIX } from './link';
import { BUILTINS } from '../../lessons';

const talk = () => structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario);

const message = (data: string) => decodeShare(data).errors.map((e) => e.message).join('; ');

describe('hostile share links', () => {
  it('refuses a deflate bomb (1.4 MB of link, gigabytes of zeros) as too large', () => {
    const link = SHARE_PREFIX + base64url(zeroBomb(1024 * 1024 * 1024));
    expect(link.length).toBeGreaterThan(1_000_000);
    expect(message(link)).toBe('the shared scenario is larger than 256 KB decoded; links that big are refused');
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
