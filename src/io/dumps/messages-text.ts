// What every dump reader shares says as message values (src/core/message.ts): the JSON reader's
// syntax errors and the repairs a damaged paste needed (json-text.ts, json-repair.ts, json-cut.ts),
// lines cut at 64 KB (text.ts) and the tail of a capped list (report.ts). English here, Vietnamese in
// src/ui/i18n/messages/dumps-text.vi.ts.
import { msg, type MsgOf } from '../../core/message';

const CUT = 'the text ends inside a value (truncated?)';

export const TEXT_EN = {
  'json.empty': () => 'the file holds no JSON value',
  // `why` is the parser's reason, a value of io/json-messages.ts (JSON.parse's words read into ids, or the scanner's).
  'json.syntax': (a: { why: string; line: number; column: number }) => `${a.why} at line ${a.line} column ${a.column} (JSON)`,
  'json.syntaxCut': (a: { why: string; line: number; column: number }) => `${a.why} at line ${a.line} column ${a.column} (JSON): ${CUT}`,
  // The same without its position, inside a reader's sentence (hnsdiag's detail block).
  'json.reason': (a: { why: string }) => `${a.why} (JSON)`,
  'json.reasonCut': (a: { why: string }) => `${a.why} (JSON): ${CUT}`,
  'json.bareObjects': (a: { line: number }) => `bare JSON objects separated by commas (first after line ${a.line}): read as a list`,
  // `hex` is the character's code point (U+00A0), `name` its Unicode name.
  'json.oddSpace': (a: { hex: string; name: string; n: number; line: number }) => `${a.hex} ${a.name} used as a space (${a.n}×, first on line ${a.line}): read as a plain space`,
  'json.elisions': (a: { lines: string }) => `\`...\` elisions on line ${a.lines}: the author left part of the output out; read what is there (an elided value is null)`,
  'json.wrapped': (a: { lines: string }) => `strings broken across lines (line ${a.lines}): the paste was hard-wrapped; joined back`,
  'json.cutAsIs': () => `${CUT}: read as it is, the brackets still open closed; the rest is not in the file`,
  'json.cutToMember': () => `${CUT}: read up to its last whole member, the brackets still open closed; the rest is not in the file`,
  'text.longLine': (a: { line: number; kb: number }) => `line ${a.line} is ${a.kb} KB long: only its first 64 KB were read (no real dump has such a line; a paste may have lost its line ends)`,
  'text.longLinesMore': (a: { n: number }) => `${a.n} more lines over 64 KB were cut the same way`,
  'report.moreWarnings': (a: { n: number }) => `${a.n} more warnings not shown`,
  'report.moreErrors': (a: { n: number }) => `${a.n} more errors not shown`,
} as const;

export type TextMsg = MsgOf<typeof TEXT_EN>;
export const textMsg = msg<typeof TEXT_EN>();
