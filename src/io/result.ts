// Parsers treat input as untrusted: they never throw to the caller. They return what they could read,
// with warnings, and errors that name the file, the line and the field.

import type { Msg } from '../core/message';
import { userProblem, WHAT, type What } from './errors';

export interface Problem {
  /** In English (the CLI, the import summary); with `msg`, its rendering. */
  message: string;
  /** The message as a value (id and arguments), for other languages; readers converted to message
   * values set it (issue 30), the rest say `message` only. */
  msg?: Msg;
  /** 1-based line in the file. */
  line?: number;
  /** A field path such as `Policies[2].ExceptionList` or `spec.ports[0].port`. */
  field?: string;
}

export interface ParseResult<T> {
  /** What could be read; absent when nothing could. */
  value?: T;
  warnings: Problem[];
  errors: Problem[];
}

export const ok = <T>(value: T, warnings: Problem[] = []): ParseResult<T> => ({ value, warnings, errors: [] });
export const failed = <T>(errors: Problem[], warnings: Problem[] = []): ParseResult<T> => ({ warnings, errors });

/** 1-based line of a character offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Runs a parser and turns an unexpected exception into an error value (parsers must not throw),
 * in words for a person (never the exception's own message). */
export function guard<T>(parse: () => ParseResult<T>, what: What = WHAT.file): ParseResult<T> {
  try {
    return parse();
  } catch (e) {
    return failed([userProblem(e, what)]);
  }
}
