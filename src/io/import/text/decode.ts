// Bytes to text with the platform's TextDecoder. Windows tools
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
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return lfText(decodeUtf8(withoutCrBeforeLf(bytes, 3)), 'utf-8-bom');
  // UTF-16LE without a BOM (rare, e.g. a redirected stream): ASCII text has a zero every other byte.
  if (looksLikeUtf16le(bytes)) return text(decodeUtf16(bytes, 0, true), 'utf-16le');
  if (looksBinary(bytes)) return { text: '', encoding: 'utf-8', binary: true };
  return lfText(decodeUtf8(withoutCrBeforeLf(bytes, 0)), 'utf-8');
}

/** CRLF → LF, so that every parser sees one kind of line ending; line numbers do not change. */
const text = (t: string, encoding: TextEncoding): DecodedText => ({ text: t.indexOf('\r') < 0 ? t : t.replace(/\r\n/g, '\n'), encoding, binary: false });
/** Text whose CRLFs were already made LF, in its bytes. */
const lfText = (t: string, encoding: TextEncoding): DecodedText => ({ text: t, encoding, binary: false });

/**
 * The UTF-8 bytes from `start` with every CR that precedes an LF left out: the same text as decoding
 * then replacing CRLF, without a second copy of a big dump as a string (a CR or LF byte is never part
 * of a multi-byte sequence, and the decoder reads a broken sequence cut by one the same either way).
 */
function withoutCrBeforeLf(bytes: Uint8Array, start: number): Uint8Array {
  const n = bytes.length;
  let i = bytes.indexOf(13, start);
  if (i < 0) return start ? bytes.subarray(start) : bytes;
  const out = new Uint8Array(n - start);
  out.set(bytes.subarray(start, i));
  let j = i - start;
  for (; i < n; i++) {
    const b = bytes[i]!;
    if (b !== 13 || bytes[i + 1] !== 10) out[j++] = b;
  }
  return out.subarray(0, j);
}

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

// TextDecoder is in every runtime the readers run in (browsers, workers, Node) but in no lib of the
// pure layers' tsconfig: declared here, for this module only. The platform's decoder is native
// code, many times faster than a loop in JS over a 27 MB dump (issue 16).
declare const TextDecoder: new (label: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => { decode(input: Uint8Array): string };

const decoders = new Map<string, { decode(input: Uint8Array): string }>();
// ignoreBOM: the BOM was already looked at (and skipped) by decodeBytes; a second one is content.
const decoder = (label: 'utf-8' | 'utf-16le' | 'utf-16be') => {
  let d = decoders.get(label);
  if (!d) decoders.set(label, (d = new TextDecoder(label, { ignoreBOM: true })));
  return d;
};

/** UTF-16 code units; a trailing odd byte (a cut file) is left out. Unpaired surrogates become U+FFFD. */
function decodeUtf16(bytes: Uint8Array, start: number, littleEndian: boolean): string {
  const end = start + ((bytes.length - start) & ~1);
  return decoder(littleEndian ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(start, end));
}

/** UTF-8 with U+FFFD for each malformed sequence (the WHATWG decoder). */
export function decodeUtf8(bytes: Uint8Array, start = 0): string {
  return decoder('utf-8').decode(start ? bytes.subarray(start) : bytes);
}
