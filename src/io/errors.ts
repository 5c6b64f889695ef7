// No internal message reaches a person: an exception that escapes a reader, the simulator or the
// file system becomes a sentence that names what was being read and what to do, as a message value
// (issue 30). English here (the CLI, the import summary's `message`); the UI says the same ids in
// the user's language (ui/i18n/messages/errors.vi.ts).
import { msg, render, type Msg, type MsgOf } from '../core/message';

export const ERRORS_EN = {
  /** `what`: a what.* value, or a file's name. */
  'error.cannotRead': (a: { what: string; why: string }) => `${a.what} cannot be read: ${a.why}`,
  'what.file': () => 'the file',
  'what.files': () => 'the files',
  'what.nodeFiles': () => 'the node in these files',
  'what.after': () => 'the "after" files',
  'what.shareLink': () => 'the share link',
  'what.node': () => 'the node',
  'what.scenario': () => 'the scenario',
  'what.policy': () => 'the policy',
  'what.capture': () => 'the capture',
  'what.matrix': () => 'the matrix',
  'what.dumps': (a: { node: string }) => `the dumps of ${a.node}`,
  'why.noFile': () => 'there is no such file or folder',
  'why.denied': () => 'permission denied',
  'why.folder': () => 'it is a folder',
  'why.notRegular': () => 'it is not a regular file (a device, a pipe or a socket)',
  'why.notFolder': () => 'a part of the path is not a folder',
  'why.tooManyOpen': () => 'too many files are open',
  'why.nameTooLong': () => 'the name is too long',
  'why.overCli': () => 'it is over the 512 MiB the CLI reads',
  'why.nested': () => 'it is nested too deeply',
  'why.tooLarge': () => 'it is too large',
  'why.yamlBomb': () => 'it expands YAML aliases (*name) too many times, as a "YAML bomb" does: write the values out instead',
  'why.unexpected': () => 'VFP Lab met something it did not expect (please report it, with the file)',
} as const;

export type ErrorsMsg = MsgOf<typeof ERRORS_EN>;
export const errorsMsg = msg<typeof ERRORS_EN>();

/** In English: the CLI, the import summary's `message`. */
export const errorsText = (m: Msg): string => render([ERRORS_EN], m);

/** What was being read, as callers name it. */
export const WHAT = {
  file: errorsMsg('what.file', {}),
  files: errorsMsg('what.files', {}),
  nodeFiles: errorsMsg('what.nodeFiles', {}),
  after: errorsMsg('what.after', {}),
  shareLink: errorsMsg('what.shareLink', {}),
  node: errorsMsg('what.node', {}),
  scenario: errorsMsg('what.scenario', {}),
  policy: errorsMsg('what.policy', {}),
  capture: errorsMsg('what.capture', {}),
  matrix: errorsMsg('what.matrix', {}),
} as const;

/** What was being read: one of WHAT, the dumps of a node, or a file's name. */
export type What = ErrorsMsg | string;

type Why = Extract<ErrorsMsg, { id: `why.${string}` }>;
const why = (id: Why['id']): Why => errorsMsg(id, {}) as Why;

const FS_REASONS: Record<string, Why['id']> = {
  ENOENT: 'why.noFile',
  EACCES: 'why.denied',
  EPERM: 'why.denied',
  EISDIR: 'why.folder',
  ENOTREG: 'why.notRegular',
  ENOTDIR: 'why.notFolder',
  EMFILE: 'why.tooManyOpen',
  ENAMETOOLONG: 'why.nameTooLong',
  // The CLI's cap (cli/files.ts MAX_INPUT_BYTES), and Node's own past 2 GiB.
  EFBIG: 'why.overCli',
  ERR_FS_FILE_TOO_LARGE: 'why.overCli',
};

/** A parser's or the engine's message in the words of a reader (issue 32 item 9), or undefined for
 * any other (a YAML syntax message, which names what it expected). */
export function parserWhy(m: string): Why | undefined {
  if (/call stack|too much recursion/i.test(m)) return why('why.nested');
  if (/alias/i.test(m) && /excessive|exhaustion/i.test(m)) return why('why.yamlBomb');
  if (/string length|array length|allocation/i.test(m)) return why('why.tooLarge');
  return undefined;
}

/** A parser's or the engine's message in the words of a reader; any other is returned as it is. */
export function parserMessage(m: string): string {
  const w = parserWhy(m);
  return w ? errorsText(w) : m;
}

/** Why an unexpected exception stopped a read, as a value. */
export function userWhy(e: unknown): Why {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  const fs = Object.hasOwn(FS_REASONS, code) ? FS_REASONS[code] : undefined;
  return fs ? why(fs) : ((e instanceof Error ? parserWhy(e.message) : undefined) ?? why('why.unexpected'));
}

/** An unexpected exception while reading `what`, as a value. */
export const userMsg = (e: unknown, what: What): ErrorsMsg => errorsMsg('error.cannotRead', { what, why: userWhy(e) });

/** A clear message for an unexpected exception while reading `what` (a file name, WHAT.shareLink). */
export const userMessage = (e: unknown, what: What): string => errorsText(userMsg(e, what));

/** An exception as a reader's problem: its English and its value. */
export const userProblem = (e: unknown, what: What): { message: string; msg: ErrorsMsg } => {
  const m = userMsg(e, what);
  return { message: errorsText(m), msg: m };
};
