// No internal message reaches a person: an exception that escapes a reader, the simulator or the
// file system becomes a sentence that names what was being read and what to do.
const FS_REASONS: Record<string, string> = {
  ENOENT: 'there is no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTREG: 'it is not a regular file (a device, a pipe or a socket)',
  ENOTDIR: 'a part of the path is not a folder',
  EMFILE: 'too many files are open',
  ENAMETOOLONG: 'the name is too long',
};

/** A clear message for an unexpected exception while reading `what` (a file name, "the share link"). */
export function userMessage(e: unknown, what: string): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  if (FS_REASONS[code]) return `${what} cannot be read: ${FS_REASONS[code]}`;
  if (e instanceof RangeError && /call stack|too much recursion/i.test(e.message)) return `${what} cannot be read: it is nested too deeply`;
  if (e instanceof RangeError && /array length|string length|allocation/i.test(e.message)) return `${what} cannot be read: it is too large`;
  return `${what} cannot be read: VFP Lab met something it did not expect (please report it, with the file)`;
}
