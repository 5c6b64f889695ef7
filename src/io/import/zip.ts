// Zip archives (collectlogs output is usually handed over zipped). The central directory is read
// here and every member inflated as a stream with fflate, against one budget per import shared by
// all nesting: total expanded bytes, member count, depth and a compression-ratio cap. The moment a
// budget is crossed, inflating stops (a bomb costs the first megabytes, not the gigabytes it claims).
// Sizes the archive declares are never trusted; only bytes actually produced count.
import { Inflate, strFromU8 } from 'fflate';
import { concatChunks } from '../bytes';
import { zipMsg, zipText, type ZipMsg } from './messages-zip';

export interface ZipMember {
  /** The path inside the archive, with `/` separators; a repeated path gets ` (2)`, ` (3)`… */
  name: string;
  bytes: Uint8Array;
}

export interface ZipContents {
  members: ZipMember[];
  /** Members left out on purpose, with the reason in English and as a value (the summary shows them as warnings). */
  skipped: { name: string; reason: string; msg: ZipMsg }[];
}

export interface ZipLimits {
  /** Bytes expanded from every zip of one import, nested ones included. */
  maxTotalBytes: number;
  /** Members of every zip of one import. */
  maxMembers: number;
  /** A zip at this depth (1: in a zip) is expanded; deeper ones are not. */
  maxDepth: number;
  /** Output ÷ input of a member, checked once it has produced `ratioAfterBytes`. */
  maxRatio: number;
  ratioAfterBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 512 * 1024 * 1024, maxMembers: 10_000, maxDepth: 2, maxRatio: 100, ratioAfterBytes: 1024 * 1024 };

const MB = (n: number) => Math.round(n / (1024 * 1024));

/** The budget of one import: what every zip of it, nested or not, has used so far. */
export class ZipBudget {
  expanded = 0;
  members = 0;
  /** Members refused for their compression ratio. */
  bombs = 0;
  /** Set when a limit of the whole import was crossed: nothing more is expanded. */
  exhausted?: ZipMsg;
  constructor(readonly limits: ZipLimits = DEFAULT_ZIP_LIMITS) {}
}

/** `PK\x03\x04` (a local file header) or `PK\x05\x06` (an empty archive's end record). */
export const isZip = (b: Uint8Array): boolean =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));

/** Windows PowerShell 5's Compress-Archive writes `\` separators; zip says `/`. */
const normaliseName = (name: string): string => name.replace(/\\/g, '/');
const isDirectory = (name: string): boolean => name.endsWith('/');
const isJunk = (name: string): boolean => name.startsWith('__MACOSX/') || name.includes('/__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  offset: number;
}

class ZipError extends Error {
  constructor(readonly msg: ZipMsg) {
    super(zipText(msg));
  }
}

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const u64 = (b: Uint8Array, i: number) => u32(b, i) + u32(b, i + 4) * 2 ** 32;

/** The central directory's entries (with zip64 sizes and offsets where the archive uses them). */
function centralDirectory(b: Uint8Array): Entry[] {
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65_535); i--) {
    if (u32(b, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError(zipMsg('zip.noEnd', {}));
  let count = u16(b, end + 10);
  let at = u32(b, end + 16);
  if ((count === 0xffff || at === 0xffffffff) && end >= 20 && u32(b, end - 20) === 0x07064b50) {
    const z64 = Number(u64(b, end - 12));
    if (z64 + 56 > b.length || u32(b, z64) !== 0x06064b50) throw new ZipError(zipMsg('zip.zip64', {}));
    count = u64(b, z64 + 32);
    at = u64(b, z64 + 48);
  }
  const entries: Entry[] = [];
  for (let k = 0; k < count; k++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) throw new ZipError(zipMsg('zip.central', {}));
    const nameLen = u16(b, at + 28);
    const extraLen = u16(b, at + 30);
    const commentLen = u16(b, at + 32);
    // Bit 11: the name is UTF-8; without it, read byte by byte (as fflate does).
    const name = strFromU8(b.subarray(at + 46, at + 46 + nameLen), !(u16(b, at + 8) & 0x800));
    let compressedSize = u32(b, at + 20);
    const uncompressed = u32(b, at + 24);
    let offset = u32(b, at + 42);
    // Zip64: the extra field 0x0001 holds, in order, whichever of these were 0xFFFFFFFF.
    for (let e = at + 46 + nameLen; e + 4 <= at + 46 + nameLen + extraLen; ) {
      const id = u16(b, e);
      const len = u16(b, e + 2);
      if (id === 1) {
        let p = e + 4;
        if (uncompressed === 0xffffffff) p += 8;
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(b, p);
          p += 8;
        }
        if (offset === 0xffffffff) offset = u64(b, p);
      }
      e += 4 + len;
    }
    entries.push({ name, method: u16(b, at + 10), compressedSize, offset });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** A member's compressed bytes, found through its local header. */
function compressedData(b: Uint8Array, e: Entry): Uint8Array {
  if (e.offset + 30 > b.length || u32(b, e.offset) !== 0x04034b50) throw new ZipError(zipMsg('zip.header', { name: e.name }));
  const start = e.offset + 30 + u16(b, e.offset + 26) + u16(b, e.offset + 28);
  if (start + e.compressedSize > b.length) throw new ZipError(zipMsg('zip.cut', { name: e.name }));
  return b.subarray(start, start + e.compressedSize);
}

/** Compressed input is fed 64 bytes at a time while it expands like a bomb (deflate does 1032:1 at
 * most, so a limit is overshot by some 64 KB of work), in growing slices up to 64 KB while it
 * expands like text. */
const SLICE = 64;
const MAX_SLICE = 64 * 1024;
const TEXT_RATIO = 20;
/** Members refused for their ratio before the whole import counts as a bomb and stops. */
const MAX_BOMBS = 3;

/** Inflates (or copies) one member, stopping as soon as it crosses a budget. */
function expandMember(data: Uint8Array, method: number, budget: ZipBudget, name: string, tooDeep?: ZipMsg): Uint8Array | { limit: ZipMsg; whole: boolean } {
  const { limits } = budget;
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const over = (): { limit: ZipMsg; whole: boolean } | undefined => {
    if (budget.expanded + produced > limits.maxTotalBytes)
      return { limit: zipMsg('zip.totalBytes', { mb: MB(limits.maxTotalBytes) }), whole: true };
    return undefined;
  };
  if (method === 0) {
    if (tooDeep && isZip(data)) return { limit: tooDeep, whole: false };
    produced = data.length;
    const o = over();
    if (o) return o;
    budget.expanded += produced;
    return data.slice();
  }
  const inflate = new Inflate((chunk) => {
    chunks.push(chunk);
    produced += chunk.length;
  });
  for (let i = 0, slice = SLICE; i < data.length; ) {
    const end = Math.min(data.length, i + slice);
    try {
      inflate.push(data.subarray(i, end), end === data.length);
    } catch {
      throw new ZipError(zipMsg('zip.deflate', { name }));
    }
    // A zip deeper than the limit is known by its first bytes: it is not inflated further.
    if (tooDeep && produced >= 4 && isZip(chunks[0]!.length >= 4 ? chunks[0]! : concatChunks(chunks, produced))) return { limit: tooDeep, whole: false };
    const o = over();
    if (o) return o;
    slice = produced < TEXT_RATIO * end ? Math.min(MAX_SLICE, slice * 2) : SLICE;
    i = end;
    if (produced > limits.ratioAfterBytes && produced / end > limits.maxRatio) {
      // The work done counts against the import, and a few such members make the whole a bomb.
      budget.expanded += produced;
      const whole = ++budget.bombs >= MAX_BOMBS;
      return { limit: whole ? zipMsg('zip.bombs', { n: MAX_BOMBS, r: limits.maxRatio }) : zipMsg('zip.bomb', { r: limits.maxRatio }), whole };
    }
  }
  if (data.length === 0) inflate.push(new Uint8Array(0), true);
  budget.expanded += produced;
  return concatChunks(chunks, produced);
}

/** The warning for a zip nested deeper than the import's limit. */
export const tooDeepMsg = (maxDepth: number): ZipMsg => zipMsg('zip.refused', { why: zipMsg('zip.tooDeep', { n: maxDepth }) });

/** A zip that is not read: why, in English and as a value. */
export type ZipRefusal = { error: string; msg: ZipMsg };
const refusal = (m: ZipMsg): ZipRefusal => ({ error: zipText(m), msg: m });
const skip = (name: string, m: ZipMsg) => ({ name, reason: zipText(m), msg: m });

/** The members of a zip, each read against `budget` (one per import); an unreadable zip is an error. */
export function expandZip(bytes: Uint8Array, budget: ZipBudget = new ZipBudget(), depth = 0): ZipContents | ZipRefusal {
  // Members of a zip at the deepest level allowed are read, but a zip among them is not.
  const tooDeep = depth + 1 >= budget.limits.maxDepth ? tooDeepMsg(budget.limits.maxDepth) : undefined;
  const skipped: ZipContents['skipped'] = [];
  const members = new Map<string, Uint8Array>();
  try {
    for (const e of centralDirectory(bytes)) {
      const name = normaliseName(e.name);
      if (isDirectory(name) || isJunk(name)) continue;
      if (budget.exhausted) return refusal(budget.exhausted);
      if (++budget.members > budget.limits.maxMembers) {
        budget.exhausted = zipMsg('zip.refused', { why: zipMsg('zip.members', { n: budget.limits.maxMembers }) });
        return refusal(budget.exhausted);
      }
      if (e.method !== 0 && e.method !== 8) {
        skipped.push(skip(name, zipMsg('zip.method', { m: e.method })));
        continue;
      }
      const out = expandMember(compressedData(bytes, e), e.method, budget, name, tooDeep);
      if (!(out instanceof Uint8Array)) {
        if (out.whole) return refusal((budget.exhausted = zipMsg('zip.refused', { why: out.limit })));
        skipped.push(skip(name, out.limit === tooDeep ? out.limit : zipMsg('zip.refused', { why: out.limit })));
        continue;
      }
      let unique = name;
      for (let n = 2; members.has(unique); n++) unique = `${name} (${n})`;
      members.set(unique, out);
    }
  } catch (e) {
    if (e instanceof ZipError) return refusal(e.msg);
    return refusal(zipMsg('zip.structure', {}));
  }
  return { members: [...members].map(([name, data]) => ({ name, bytes: data })), skipped };
}
