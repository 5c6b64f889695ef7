import { deflateSync, strToU8 } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../../lessons';
import { base64url, decodeShare, encodeShare, fromBase64url, MAX_DECODED_BYTES, SHARE_PREFIX } from './link';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const talk = structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario);

describe('share links (#/share/v1.<data>)', () => {
  it('round-trips a scenario: base64url of deflate-raw of its JSON', () => {
    const link = encodeShare(talk);
    expect(link.startsWith(SHARE_PREFIX)).toBe(true);
    expect(link.slice(3)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShare(link)).toEqual({ value: talk, warnings: [], errors: [] });
  });

  it('base64url round-trips any bytes, without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = base64url(bytes);
        expect(text).not.toContain('=');
        expect(fromBase64url(text)).toEqual(bytes);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a link from another format version', () => {
    expect(decodeShare('v2.abc').errors[0]!.message).toMatch(/not v1/);
  });

  it('says a cut link is damaged, not that the scenario is wrong', () => {
    const link = encodeShare(talk);
    expect(decodeShare(link.slice(0, 40)).errors[0]!.message).toMatch(/damaged/);
    expect(decodeShare('v1.$$$').errors[0]!.message).toMatch(/not valid base64url/);
  });

  it('refuses links whose scenario is larger than 256 KB decoded', () => {
    const big = JSON.stringify({ ...talk, metadata: { ...talk.metadata, description: 'x'.repeat(MAX_DECODED_BYTES) } });
    const link = SHARE_PREFIX + base64url(deflateSync(strToU8(big)));
    expect(link.length).toBeLessThan(5000);
    expect(decodeShare(link).errors[0]!.message).toMatch(/larger than 256 KB/);
  });

  it('validates the scenario inside like any file: errors name the field', () => {
    const bad = { ...talk, pods: [{ name: 'x', node: 'nowhere' }] };
    const r = decodeShare(SHARE_PREFIX + base64url(deflateSync(strToU8(JSON.stringify(bad)))));
    expect(r.value).toBeUndefined();
    expect(r.errors).toContainEqual(expect.objectContaining({ field: 'pods[0].node', message: expect.stringContaining('no node is named nowhere') }));
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const r = decodeShare(`v1.${s}`);
        expect(r.value !== undefined || r.errors.length > 0).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
