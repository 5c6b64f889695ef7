// Why a text is not JSON, as message values (issue 30): the strict reader's reasons (import/located/
// json.ts: CNI configs, Kubernetes JSON, scenario files), the dump scanner's (dumps/json-text.ts),
// and the engine's own JSON.parse wording, read once here into ids (engineReason). English here;
// the UI says the same ids in the user's language (ui/i18n/messages/json.vi.ts).
import { msg, render, type MsgOf } from '../core/message';
import type { Problem } from './result';

export const SYNTAX_EN = {
  /** A CNI config's or a Kubernetes JSON file's error, with where it is. */
  'syntax.error': (a: { line: number; column: number; why: string }) => `JSON syntax error at line ${a.line}, column ${a.column}: ${a.why}`,
  // The strict reader (import/located/json.ts). `c` is a character as JSON writes it, or syntax.eof.
  'syntax.eof': () => 'the end of the file',
  'syntax.afterEnd': (a: { c: string }) => `unexpected ${a.c} after the end of the JSON value`,
  'syntax.expectedValue': (a: { c: string }) => `expected a value, found ${a.c}`,
  'syntax.nested': (a: { n: number }) => `nested deeper than ${a.n} levels`,
  'syntax.expectedName': (a: { c: string }) => `expected a quoted member name, found ${a.c}`,
  /** `name`: the member's name as JSON writes it (quoted). */
  'syntax.expectedColon': (a: { name: string; c: string }) => `expected ':' after the member name ${a.name}, found ${a.c}`,
  'syntax.trailingBrace': () => 'trailing comma before }',
  'syntax.trailingBracket': () => 'trailing comma before ]',
  'syntax.commaBrace': (a: { name: string; c: string }) => `expected ',' or '}' after the value of ${a.name}, found ${a.c} (a missing comma?)`,
  'syntax.commaBracket': (a: { c: string }) => `expected ',' or ']' after an array element, found ${a.c} (a missing comma?)`,
  'syntax.number': () => 'malformed number',
  'syntax.unterminated': () => 'unterminated string',
  'syntax.control': () => 'control character (such as a raw line break) inside a string',
  'syntax.uEscape': () => 'malformed \\u escape',
  /** `e`: the escape as written (`\k`). */
  'syntax.escape': (a: { e: string }) => `invalid escape ${a.e} in a string (a Windows path needs doubled backslashes)`,
  // The dump scanner (dumps/json-text.ts), said when JSON.parse finds nothing wrong with the rest.
  'syntax.invalid': () => 'invalid JSON',
  'syntax.valuesNested': (a: { n: number }) => `values nested deeper than ${a.n} levels`,
  'syntax.unexpected': () => 'unexpected character',
  'syntax.propertyName': () => 'expected a property name',
  'syntax.colonAfterProperty': () => "expected ':' after a property name",
  'syntax.commaBraceValue': () => "expected ',' or '}' after a value",
  'syntax.commaBracketValue': () => "expected ',' or ']' after a value",
  'syntax.string': () => 'expected a string',
  'syntax.badString': () => 'invalid string',
  // The engine's JSON.parse (V8's words, lower-cased, without their position).
  /** `c`: the character, quoted as JSON writes it. */
  'syntax.char': (a: { c: string }) => `unexpected character ${a.c}`,
  'syntax.lineEnd': () => 'unexpected line end',
  'syntax.inputEnd': () => 'unexpected end of JSON input',
  'syntax.afterJson': () => 'unexpected non-whitespace character after JSON',
  'syntax.nameOrBrace': () => "expected property name or '}'",
  'syntax.quotedName': () => 'expected double-quoted property name',
  'syntax.afterProperty': () => "expected ',' or '}' after property value",
  'syntax.afterElement': () => "expected ',' or ']' after array element",
  'syntax.colonAfterName': () => "expected ':' after property name",
  'syntax.controlChar': () => 'bad control character in string literal',
  'syntax.badEscape': () => 'bad escaped character',
  'syntax.badUnicode': () => 'bad Unicode escape',
  'syntax.fraction': () => 'unterminated fractional number',
  'syntax.minus': () => 'no number after minus sign',
  'syntax.exponent': () => 'exponent part is missing a number',
  /** A phrase the engine ends with the position it stopped at (not said "in JSON at position"). */
  'syntax.at': (a: { why: string; pos: number }) => `${a.why} at position ${a.pos}`,
  /** Another engine's wording (a browser's, a newer V8's), as it said it. */
  'syntax.engine': (a: { text: string }) => a.text,
} as const;

export type SyntaxMsg = MsgOf<typeof SYNTAX_EN>;
export const syntaxMsg = msg<typeof SYNTAX_EN>();

/** In English: the CLI, the import summary's `message`. */
export const syntaxText = (m: SyntaxMsg): string => render([SYNTAX_EN], m);

/** The engine's fixed phrases, by id. */
const ENGINE: Record<string, SyntaxMsg> = Object.fromEntries(
  (['syntax.lineEnd', 'syntax.inputEnd', 'syntax.afterJson', 'syntax.nameOrBrace', 'syntax.quotedName', 'syntax.afterProperty', 'syntax.afterElement', 'syntax.colonAfterName', 'syntax.controlChar', 'syntax.badEscape', 'syntax.badUnicode', 'syntax.unterminated', 'syntax.fraction', 'syntax.minus', 'syntax.exponent', 'syntax.invalid'] as const).map((id) => [
    SYNTAX_EN[id](),
    syntaxMsg(id, {}),
  ]),
);

/** JSON.parse's reason (its first letter lower-cased, its position gone) as a value: the engine's
 * wording is read here, once, so that no reader of the value needs its English. */
export function engineReason(desc: string): SyntaxMsg {
  const char = /^unexpected character ("(?:[^"\\]|\\.)*")$/s.exec(desc);
  if (char) return syntaxMsg('syntax.char', { c: char[1]! });
  if (Object.hasOwn(ENGINE, desc)) return ENGINE[desc]!;
  const at = /^(.*) at position (\d+)$/s.exec(desc);
  if (at && Object.hasOwn(ENGINE, at[1]!)) return syntaxMsg('syntax.at', { why: ENGINE[at[1]!]!, pos: Number(at[2]) });
  return syntaxMsg('syntax.engine', { text: desc });
}

/** A strict read's failure as a file's error (a CNI config, a Kubernetes JSON file): where, and why. */
export function syntaxProblem(j: { line: number; column: number; msg: SyntaxMsg }): Problem {
  const m = syntaxMsg('syntax.error', { line: j.line, column: j.column, why: j.msg });
  return { message: syntaxText(m), msg: m, line: j.line };
}
