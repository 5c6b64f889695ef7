// Zip archives (collectlogs output is usually handed over zipped). Members are read with fflate;
// directories and macOS resource forks are skipped, and size limits keep a zip bomb from taking
// the tab down.
import { unzipSync } from 'fflate';

export interface ZipMember {
  /** The path inside the archive, with `/` separators. */
  name: string;
  bytes: Uint8Array;
}

export interface ZipContents {
  members: ZipMember[];
  /** Members left out on purpose, with the reason (the summary shows them as warnings). */
  skipped: { name: string; reason: string }[];
}

export interface ZipLimits {
  maxMemberBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxMemberBytes: 256 * 1024 * 1024, maxTotalBytes: 1024 * 1024 * 1024 };

/** `PK\x03\x04` (a local file header) or `PK\x05\x06` (an empty archive's end record). */
export const isZip = (b: Uint8Array): boolean =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));

/** Windows PowerShell 5's Compress-Archive writes `\` separators; zip says `/`. */
const normaliseName = (name: string): string => name.replace(/\\/g, '/');

const isDirectory = (name: string): boolean => name.endsWith('/');
const isJunk = (name: string): boolean => name.startsWith('__MACOSX/') || name.includes('/__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

/** Stored (0) and deflate (8) are the methods fflate reads; Windows and macOS use nothing else. */
const SUPPORTED_METHODS = new Set([0, 8]);

export function expandZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipContents | { error: string } {
  const skipped: ZipContents['skipped'] = [];
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        const name = normaliseName(f.name);
        if (isDirectory(name) || isJunk(name)) return false;
        if (!SUPPORTED_METHODS.has(f.compression)) {
          skipped.push({ name, reason: `compression method ${f.compression} is not supported` });
          return false;
        }
        if (f.originalSize > limits.maxMemberBytes || total + f.originalSize > limits.maxTotalBytes) {
          skipped.push({ name, reason: `too large to read in the browser (${f.originalSize} bytes)` });
          return false;
        }
        total += f.originalSize;
        return true;
      },
    });
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  return { members: Object.entries(files).map(([name, data]) => ({ name: normaliseName(name), bytes: data })), skipped };
}
