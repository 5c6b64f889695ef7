// Problems found in a scenario, with the path of the field they concern (for the editor and for
// the loader, which turns paths into line numbers).
import type { Msg } from '../../core/message';

export type Path = (string | number)[];

export interface Issue {
  path: Path;
  /** In English (the CLI, the loader); with `msg`, its rendering. */
  message: string;
  /** The message as a value, for other languages (the checks' own issues; the schema's have none). */
  msg?: Msg;
  severity: 'error' | 'warning';
}

export const formatPath = (p: Path): string =>
  p.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : k), '');
