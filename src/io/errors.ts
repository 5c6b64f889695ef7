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
  // The CLI's cap (cli/files.ts MAX_INPUT_BYTES), and Node's own past 2 GiB.
  EFBIG: 'it is over the 512 MiB the CLI reads',
  ERR_FS_FILE_TOO_LARGE: 'it is over the 512 MiB the CLI reads',
};

/** A parser's or the engine's message in the words of a reader (issue 32 item 9); any other (a YAML
 * syntax message, which names what it expected) is returned as it is. */
export function parserMessage(m: string): string {
  if (/call stack|too much recursion/i.test(m)) return 'it is nested too deeply';
  if (/alias/i.test(m) && /excessive|exhaustion/i.test(m)) return 'it expands YAML aliases (*name) too many times, as a "YAML bomb" does: write the values out instead';
  if (/string length|array length|allocation/i.test(m)) return 'it is too large';
  return m;
}

/** A clear message for an unexpected exception while reading `what` (a file name, "the share link"). */
export function userMessage(e: unknown, what: string): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  if (FS_REASONS[code]) return `${what} cannot be read: ${FS_REASONS[code]}`;
  const said = e instanceof Error ? parserMessage(e.message) : undefined;
  if (e instanceof Error && said !== e.message) return `${what} cannot be read: ${said}`;
  return `${what} cannot be read: VFP Lab met something it did not expect (please report it, with the file)`;
}
