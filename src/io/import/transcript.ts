// A console transcript pasted whole: several commands, each after its prompt, with their outputs.
// Each output is read as a file of its own (named after the file, line and command) so that what is
// known is read and the rest (ipconfig, Get-Service…) is listed as skipped, not mixed into one reader.

import { eachLineSpan } from '../dumps/text';

export interface TranscriptPart {
  /** The command after the prompt, as typed. */
  command: string;
  /** 1-based line of the prompt in the file. */
  line: number;
  /** The output: the lines after the prompt, up to the next one. */
  text: string;
}

// PowerShell (`PS C:\k> `, `[node]: PS C:\> `) and cmd (`C:\k>`) prompts; bounded so it stays linear.
const PROMPT = /^(?:\[[^\]\n]{1,100}\]: )?(?:PS )?[A-Za-z]:\\[^>\n]{0,260}>[ \t]?(.*)$/;

/** The parts of a transcript; undefined when the text has fewer than two prompts (no transcript). */
export function splitTranscript(text: string): TranscriptPart[] | undefined {
  const prompts: { line: number; command: string }[] = [];
  // One scan of the line starts; only a line that can open a prompt (`[`, `PS `, a drive letter and
  // a colon) is cut out and matched: a 27 MB dump is not split into a million strings for nothing.
  eachLineSpan(text, (start, stop, n) => {
    if (!mayBePrompt(text, start)) return;
    const m = PROMPT.exec(text.slice(start, stop).replace(/\r$/, ''));
    if (m) prompts.push({ line: n, command: m[1]!.trim() });
  });
  // Several runs of one program (a collect script's `vfpctrl /port … /list-rule`, `/get-port-state`
  // per port) are that program's reader's business: it takes echoed commands itself.
  const programs = new Set(prompts.map((p) => p.command.split(/\s/)[0]!.toLowerCase().replace(/\.exe$/, '')));
  if (prompts.length < 2 || programs.size < 2) return undefined;
  const lines = text.split('\n');
  const parts: TranscriptPart[] = [];
  const before = lines.slice(0, prompts[0]!.line - 1).join('\n');
  if (before.trim()) parts.push({ command: '', line: 0, text: before });
  prompts.forEach((p, k) => {
    const end = k + 1 < prompts.length ? prompts[k + 1]!.line - 1 : lines.length;
    parts.push({ command: p.command, line: p.line, text: lines.slice(p.line, end).join('\n') });
  });
  return parts;
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Whether a line starting at `i` opens as PROMPT can: `[node]: `, `PS `, or `C:`. */
function mayBePrompt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 91 /* [ */) return true;
  if (text.startsWith('PS ', i)) return true;
  return isLetter(c) && text.charCodeAt(i + 1) === 58 /* : */;
}

/** How a part is named in the summary: `paste.txt:12 (hnsdiag list all)`. */
export const partName = (file: string, p: TranscriptPart): string =>
  p.line === 0 ? `${file}:1 (before the first prompt)` : `${file}:${p.line} (${p.command.length > 60 ? `${p.command.slice(0, 60)}…` : p.command || 'empty prompt'})`;
