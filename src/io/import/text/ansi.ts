// Terminal color codes (ANSI escape sequences) left in a saved output: a CI job's log, `script`, a
// transcript of PowerShell 7 (its table headers are green, `ESC[32;1m`). No reader knows them, so a
// colored Format-Table was "not a known format": they are taken out, and said once. Line numbers
// stay (a sequence holds no line break).
import type { Problem } from '../../result';
import { importMsg, importProblem } from '../messages';

// eslint-disable-next-line no-control-regex -- the escape character is what is looked for
const CSI = /\x1b\[[0-9;?]*[ -/]*[@-~]/g;

/** The text without its escape sequences, how many there were and the first one's line; undefined when none. */
export function stripAnsi(text: string): { text: string; count: number; line: number } | undefined {
  if (!text.includes('\x1b')) return undefined;
  let count = 0;
  let first = -1;
  const out = text.replace(CSI, (_m, at: number) => {
    if (first < 0) first = at;
    count++;
    return '';
  });
  if (count === 0) return undefined;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < first; i = text.indexOf('\n', i + 1)) line++;
  return { text: out, count, line };
}

export const ansiWarning = (a: { count: number; line: number }): Problem => {
  const p = importProblem(importMsg('import.ansi', { n: a.count, line: a.line }));
  return { line: a.line, message: p.message, msg: p.msg };
};
