// The import summary (design.md §4, a contract: `npm run import -- PATH... --json` prints it):
// `{ files: [{ file, format, objects, warnings, errors }] }`.
import type { FormatId, ObjectCounts } from '../formats';
import type { Msg } from '../../core/message';
import type { Problem } from '../result';

export interface FileSummary {
  /** The file's name as given; zip members are `archive.zip!path/in/zip`. */
  file: string;
  /** The format id, or null for a file that is no known format. */
  format: FormatId | null;
  objects: ObjectCounts;
  warnings: Problem[];
  errors: Problem[];
}

export interface ImportSummary {
  files: FileSummary[];
}

/** A problem as the contract has it: `message` (English), then, from readers whose words are message
 * values, `id` and `args` (issue 30: a tool can say it in another language, or match it by id). */
const problem = (p: Problem): SummaryProblem => ({
  message: p.message,
  ...(p.msg ? { id: p.msg.id, args: p.msg.args } : {}),
  ...(p.line !== undefined ? { line: p.line } : {}),
  ...(p.field !== undefined ? { field: p.field } : {}),
});

export type SummaryProblem = Omit<Problem, 'msg'> & { id?: string; args?: Msg['args'] };

/** Exactly the contract's shape (no extra keys from richer results), for JSON output. */
export function toSummary(result: ImportSummary): { files: (Omit<FileSummary, 'warnings' | 'errors'> & { warnings: SummaryProblem[]; errors: SummaryProblem[] })[] } {
  return {
    files: result.files.map((f) => ({
      file: f.file,
      format: f.format,
      objects: { ...f.objects },
      warnings: f.warnings.map(problem),
      errors: f.errors.map(problem),
    })),
  };
}

/** The CLI's exit code rule: 2 when any file had errors. */
export const hasErrors = (summary: ImportSummary): boolean => summary.files.some((f) => f.errors.length > 0);
