import type { Problem } from '../io/result';

/** `file:line: field: message`, the form editors and CI logs link. */
export function printProblems(file: string, problems: Problem[], kind: 'error' | 'warning'): void {
  for (const p of problems) console.error(`${file}${p.line ? `:${p.line}` : ''}: ${kind}: ${p.field ? `${p.field}: ` : ''}${p.message}`);
}
