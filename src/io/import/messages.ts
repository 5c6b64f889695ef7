// What the importer itself says about a file (issue 30): a file it cannot read as any format, and
// what it undid before reading (a paste's quote marks, indent, colour codes, odd spaces, a console
// transcript's prompts, a head above JSON), as message values (src/core/message.ts). English here
// (the CLI, the import summary's `message`); the UI says the same ids in the user's language
// (ui/i18n/messages/import.vi.ts). A `line` hole is moved with the file's lines (pipeline.ts).
import { msg, render, type MsgOf } from '../../core/message';
import type { Problem } from '../result';

export const IMPORT_EN = {
  'import.notAFormat': () => 'not a known format',
  'import.binary': () => 'not a known format (binary)',
  'import.empty': () => 'empty file',
  'import.headBeforeJson': (a: { n: number; line: number }) => `the file has ${a.n} line${a.n === 1 ? '' : 's'} of text (a table?) before its JSON; the JSON from line ${a.line} was read`,
  'import.commandSkipped': (a: { cmd: string }) => `the output of \`${a.cmd}\` is no format VFP Lab reads: skipped`,
  'import.headSkipped': () => 'the text before the first prompt is no format VFP Lab reads: skipped',
  'import.command': (a: { line: number }) => `one command of a console transcript (prompt at line ${a.line}): its output was read on its own`,
  'import.cniBom': () => 'the file starts with a UTF-8 byte-order mark; libcni reads configs with Go encoding/json, which rejects that (save as UTF-8 without BOM)',
  'import.cniEncoding': (a: { enc: string }) => `the file is ${a.enc}; libcni reads configs with Go encoding/json, which rejects that (save as UTF-8 without BOM)`,
  'import.ansi': (a: { n: number; line: number }) =>
    `${a.n} terminal color code${a.n > 1 ? 's' : ''} (ANSI escape sequences, first on line ${a.line}) taken out: the text was read without ${a.n > 1 ? 'them' : 'it'}`,
  'import.quoted': (a: { n: number }) => `every line (${a.n}) started with the Markdown quote mark \`>\` (a quoted paste): the marks were taken off before reading`,
  'import.indented': (a: { n: number }) => `every line was indented by ${a.n} space${a.n === 1 ? '' : 's'} (pasted as a Markdown code block?): read without that indent`,
  /** `hex`: the code point (U+00A0); `name`: Unicode's name for it, which stays English. */
  'import.oddSpace': (a: { hex: string; name: string; n: number; line: number }) => `${a.hex} ${a.name} used as a space (${a.n}×, first on line ${a.line}): read as a plain space`,
} as const;

export type ImportMsg = MsgOf<typeof IMPORT_EN>;
export const importMsg = msg<typeof IMPORT_EN>();

/** In English: the CLI, the import summary's `message`. */
export const importText = (m: ImportMsg): string => render([IMPORT_EN], m);

/** A problem of the importer's own, its English and its value. */
export const importProblem = (m: ImportMsg, line?: number): Problem => ({ message: importText(m), msg: m, ...(line !== undefined && { line }) });
