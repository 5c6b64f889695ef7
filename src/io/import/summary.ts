// The import summary (design.md §4, a contract: `npm run import -- PATH... --json` prints it):
// `{ files: [{ file, format, objects, warnings, errors }] }`.
import type { FormatId, ObjectCounts } from '../formats';
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

const problem = (p: Problem): Problem => ({
  message: p.message,
  ...(p.line !== undefined ? { line: p.line } : {}),
  ...(p.field !== undefined ? { field: p.field } : {}),
});

/** Exactly the contract's shape (no extra keys from richer results), for JSON output. */
export function toSummary(result: ImportSummary): ImportSummary {
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
