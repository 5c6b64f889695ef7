// A parsed JSON or YAML document that still knows where each value came from, so that a validation
// error found later (by zod or by hand) can name the line of the offending field.
import type { Path } from './field-path';

export interface LocatedDoc {
  /** The plain value (objects, arrays, strings, numbers, booleans, null). */
  readonly value: unknown;
  /** 1-based line of the value at `path`, or of its nearest ancestor that exists. */
  lineAt(path: Path): number | undefined;
  /** Offset of the document in its file, for messages about the document as a whole. */
  readonly startLine: number;
}

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (v: unknown): v is PlainObject => typeof v === 'object' && v !== null && !Array.isArray(v);
