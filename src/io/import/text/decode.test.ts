// Bytes to text: the encodings Windows tools write, BOMs, and bytes that are not text.
import { describe, expect, it } from 'vitest';
import { decodeBytes, decodeUtf8 } from './decode';

const bytes = (...xs: number[]) => new Uint8Array(xs);
const utf16 = (s: string, le: boolean, bom: boolean): Uint8Array => {
  const out: number[] = bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.push(...(le ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
  }
  return new Uint8Array(out);
};

describe('decodeBytes', () => {
  it('reads UTF-8 with and without a BOM, and CRLF as LF', () => {
    expect(decodeBytes(new TextEncoder().encode('a: é\r\nb: 🙂\n'))).toEqual({ text: 'a: é\nb: 🙂\n', encoding: 'utf-8', binary: false });
    expect(decodeBytes(bytes(0xef, 0xbb, 0xbf, 0x68, 0x69))).toEqual({ text: 'hi', encoding: 'utf-8-bom', binary: false });
  });

  it('reads UTF-16 LE and BE with a BOM, and LE without one', () => {
    expect(decodeBytes(utf16('Name : é\r\n', true, true))).toEqual({ text: 'Name : é\n', encoding: 'utf-16le', binary: false });
    expect(decodeBytes(utf16('Name : é\r\n', false, true))).toEqual({ text: 'Name : é\n', encoding: 'utf-16be', binary: false });
    expect(decodeBytes(utf16('kind: Pod\n', true, false))).toEqual({ text: 'kind: Pod\n', encoding: 'utf-16le', binary: false });
  });

  it('keeps a second BOM as content: only the first one marks the encoding', () => {
    expect(decodeBytes(bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41)).text).toBe('\uFEFFA');
  });

  it('leaves out the odd last byte of a cut UTF-16 file, and replaces an unpaired surrogate', () => {
    expect(decodeBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0x42)).text).toBe('A');
    expect(decodeBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x42, 0x00)).text).toBe('A\uFFFDB');
  });

  it('replaces malformed UTF-8 with U+FFFD and keeps the rest', () => {
    expect(decodeBytes(bytes(0x68, 0xff, 0x69)).text).toBe('h\uFFFDi');
    // A truncated sequence, an overlong form and an encoded surrogate.
    expect(decodeUtf8(bytes(0x61, 0xe2, 0x82))).toBe('a\uFFFD');
    expect(decodeUtf8(bytes(0xc0, 0xaf))).toBe('\uFFFD\uFFFD');
    expect(decodeUtf8(bytes(0xed, 0xa0, 0x80))).toBe('\uFFFD\uFFFD\uFFFD');
  });

  it('reads from an offset', () => {
    expect(decodeUtf8(new TextEncoder().encode('xxhé'), 2)).toBe('hé');
  });

  it('tells binary files from text', () => {
    expect(decodeBytes(bytes(0x45, 0x6c, 0x66, 0x00, 0x01, 0x02, 0x03))).toEqual({ text: '', encoding: 'utf-8', binary: true });
  });
});
