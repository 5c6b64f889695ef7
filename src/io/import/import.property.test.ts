// Totality of the import pipeline, and the JSON locator and the UTF-8 decoder checked against the
// platform's own JSON.parse and TextDecoder.
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeBytes, importFiles } from './index';
import { parseJsonLocated } from './located';
import { decodeUtf8 } from './text';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

describe('parseJsonLocated agrees with JSON.parse', () => {
  it('on valid JSON', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const r = parseJsonLocated(text);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.doc.value).toEqual(JSON.parse(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('on arbitrary text: accepts exactly what JSON.parse accepts', () => {
    const jsonish = fc.stringMatching(/^[\s{}[\]",:0-9a-z.eE+\\-]{0,40}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), jsonish), (text) => {
        let expected = true;
        try {
          JSON.parse(text);
        } catch {
          expected = false;
        }
        const r = parseJsonLocated(text);
        expect(r.ok).toBe(expected);
        if (!r.ok) expect(r.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it('survives deep nesting', () => {
    const r = parseJsonLocated('['.repeat(100_000));
    expect(r.ok).toBe(false);
  });
});

describe('decodeBytes reads CRLF as LF', () => {
  it('as decoding and then replacing CRLF does, broken sequences included', () => {
    const b = fc.oneof(fc.constantFrom(13, 10, 0x41, 0xe2, 0x82, 0xac, 0xc3, 0xef, 0xbb, 0xbf, 0xff), fc.integer({ min: 1, max: 255 }));
    fc.assert(
      fc.property(fc.array(b, { maxLength: 60 }), fc.boolean(), (xs, bom) => {
        const bytes = new Uint8Array(bom ? [0xef, 0xbb, 0xbf, ...xs] : xs);
        const r = decodeBytes(bytes);
        if (r.binary || r.encoding.startsWith('utf-16')) return;
        const plain = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(r.encoding === 'utf-8-bom' ? 3 : 0));
        expect(r.text).toBe(plain.replace(/\r\n/g, '\n'));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('decodeUtf8 agrees with TextDecoder', () => {
  it('on well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(decodeUtf8(new TextEncoder().encode(s))).toBe(s);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const d = decodeBytes(bytes);
        expect(typeof d.text).toBe('string');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('importFiles never throws', () => {
  it('on arbitrary bytes and names', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), bytes: fc.uint8Array({ maxLength: 300 }) }), { maxLength: 3 }), (inputs) => {
        const result = importFiles(inputs);
        expect(result.files.length).toBeGreaterThanOrEqual(inputs.length === 0 ? 0 : 1);
      }),
      { numRuns: RUNS },
    );
  });

  it('on zips of arbitrary text, and truncated zips', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}(\/[a-z]{1,8})?\.txt$/), fc.string(), { maxKeys: 3 }), fc.nat(), (members, cut) => {
        const zip = zipSync(Object.fromEntries(Object.entries(members).map(([k, v]) => [k, strToU8(v)])));
        const whole = importFiles([{ name: 'a.zip', bytes: zip }]);
        expect(whole.files.every((f) => f.file.startsWith('a.zip!') || f.errors.length > 0 || f.format === null)).toBe(true);
        importFiles([{ name: 'b.zip', bytes: zip.slice(0, cut % (zip.length + 1)) }]);
      }),
      { numRuns: Math.max(1, Math.floor(RUNS / 4)) },
    );
  });
});
