// Bytes to text without TextDecoder (the pure layers have no DOM or Node library). Windows tools
// write three encodings that matter: UTF-8 (PowerShell 7, most tools), UTF-8 with a BOM
// (`Out-File -Encoding utf8` in Windows PowerShell 5) and UTF-16LE with a BOM (Windows PowerShell 5's
// `Out-File` and `>` default, so collectlogs output often arrives this way).

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** True when the bytes look like a binary file (.evtx, .etl, images), not text. */
  binary: boolean;
}

export function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return text(decodeUtf16(bytes, 2, true), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return text(decodeUtf16(bytes, 2, false), 'utf-16be');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return text(decodeUtf8(bytes, 3), 'utf-8-bom');
  // UTF-16LE without a BOM (rare, e.g. a redirected stream): ASCII text has a zero every other byte.
  if (looksLikeUtf16le(bytes)) return text(decodeUtf16(bytes, 0, true), 'utf-16le');
  if (looksBinary(bytes)) return { text: '', encoding: 'utf-8', binary: true };
  return text(decodeUtf8(bytes, 0), 'utf-8');
}

/** CRLF → LF, so that every parser sees one kind of line ending; line numbers do not change. */
const text = (t: string, encoding: TextEncoding): DecodedText => ({ text: t.replace(/\r\n/g, '\n'), encoding, binary: false });

const SAMPLE = 4096;

function looksLikeUtf16le(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, SAMPLE) & ~1;
  if (n < 4) return false;
  let oddZeros = 0;
  let evenZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  return oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05;
}

/** NUL bytes, or many control characters, in the first few KB: not a text dump. */
function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, SAMPLE);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (b === 0) return true;
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12 && b !== 27) control++;
  }
  return n > 0 && control > n * 0.1;
}

const CHUNK = 8192;

/** Code units to a string in chunks (String.fromCharCode with a huge argument list overflows). */
function fromCodeUnits(units: Uint16Array, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += CHUNK) out += String.fromCharCode(...units.subarray(i, Math.min(length, i + CHUNK)));
  return out;
}

function decodeUtf16(bytes: Uint8Array, start: number, littleEndian: boolean): string {
  const count = (bytes.length - start) >> 1;
  const units = new Uint16Array(count);
  for (let k = 0; k < count; k++) {
    const a = bytes[start + 2 * k]!;
    const b = bytes[start + 2 * k + 1]!;
    units[k] = littleEndian ? a | (b << 8) : (a << 8) | b;
  }
  // Unpaired surrogates pass through as they are: JS strings hold any code unit.
  return fromCodeUnits(units, count);
}

const REPLACEMENT = 0xfffd;

/** UTF-8 with U+FFFD for each malformed sequence (the WHATWG decoder's behaviour, simplified). */
export function decodeUtf8(bytes: Uint8Array, start = 0): string {
  const units = new Uint16Array(bytes.length - start + 1);
  let n = 0;
  let i = start;
  while (i < bytes.length) {
    const b0 = bytes[i]!;
    if (b0 < 0x80) {
      units[n++] = b0;
      i++;
      continue;
    }
    const need = b0 >= 0xf0 && b0 <= 0xf4 ? 3 : b0 >= 0xe0 && b0 <= 0xef ? 2 : b0 >= 0xc2 && b0 <= 0xdf ? 1 : 0;
    let cp = need === 3 ? b0 & 0x07 : need === 2 ? b0 & 0x0f : b0 & 0x1f;
    let ok = need > 0;
    let j = 1;
    for (; ok && j <= need; j++) {
      const b = bytes[i + j];
      if (b === undefined || (b & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (b & 0x3f);
    }
    // Overlong forms, surrogates and code points past U+10FFFF are malformed too.
    if (ok && ((need === 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (need === 3 && (cp < 0x10000 || cp > 0x10ffff)))) ok = false;
    if (!ok) {
      units[n++] = REPLACEMENT;
      i++;
      continue;
    }
    i += need + 1;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      units[n++] = 0xd800 | (cp >> 10);
      units[n++] = 0xdc00 | (cp & 0x3ff);
    } else units[n++] = cp;
  }
  return fromCodeUnits(units, n);
}
