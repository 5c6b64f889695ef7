// A report cut into parts that each fit one GitHub comment (issue 29): GitHub refuses a comment body
// over 65,536 characters, and a whole scenario's report runs to 170,000. Each part is complete
// Markdown on its own: a cut never falls inside a code fence or a table without closing the fence
// (and opening it again in the next part) or repeating the table's header; probes are kept whole
// when they fit, then sections, then blocks.

/** GitHub's limit on an issue or pull-request comment's body, in characters. */
export const GITHUB_COMMENT_MAX = 65_536;

/** The smallest `maxChars` a cut can honour: a part must hold its heading and a line or two. */
export const MIN_PART_CHARS = 1_000;

/** Room kept for the "Part i of n" line that opens every part. */
const PART_LINE = 64;

/** A fence's opening line: up to three spaces, then three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const isRow = (line: string) => /^\s*\|/.test(line);
const isDelimiterRow = (line: string) => /^[\s|:-]+$/.test(line) && line.includes('-') && line.includes('|');

/** Whether `line` closes a fence opened with `mark`: the same character, at least as many, nothing else. */
function closes(line: string, mark: string): boolean {
  const t = line.trim();
  if (line.length - line.trimStart().length > 3 || t.length < mark.length) return false;
  for (const c of t) if (c !== mark[0]) return false;
  return true;
}

/** Blocks of lines that must stay together or be cut with care: a fence, a table, else one line. */
type Block = { kind: 'fence'; open: string; close: string; lines: string[] } | { kind: 'table'; head: string[]; rows: string[] } | { kind: 'line'; line: string };

function blocksOf(text: string): Block[] {
  const lines = text.split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const mark = fence[1]!;
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !closes(lines[j]!, mark)) body.push(lines[j++]!);
      out.push({ kind: 'fence', open: line, close: lines[j] ?? mark, lines: body });
      i = j;
      continue;
    }
    if (isRow(line) && i + 1 < lines.length && isDelimiterRow(lines[i + 1]!)) {
      const rows: string[] = [];
      let j = i + 2;
      while (j < lines.length && isRow(lines[j]!)) rows.push(lines[j++]!);
      out.push({ kind: 'table', head: [line, lines[i + 1]!], rows });
      i = j - 1;
      continue;
    }
    out.push({ kind: 'line', line });
  }
  return out;
}

const size = (lines: string[]) => lines.reduce((n, l) => n + l.length + 1, 0);

/** A block as the lines that fit `room` at most each (a fence or table cut into complete pieces). */
function pieces(b: Block, room: number): string[][] {
  if (b.kind === 'line') return [[b.line.length + 1 > room ? b.line.slice(0, Math.max(0, room - 2)) + '…' : b.line]];
  const [before, after, items] = b.kind === 'fence' ? [[b.open], [b.close], b.lines] : [b.head, [], b.rows];
  const whole = [...before, ...items, ...after];
  if (size(whole) <= room) return [whole];
  const out: string[][] = [];
  let cur: string[] = [];
  const frame = size(before) + size(after);
  for (const item of items) {
    const line = item.length + 1 + frame > room ? item.slice(0, Math.max(0, room - frame - 2)) + '…' : item;
    if (cur.length && size(cur) + line.length + 1 + frame > room) {
      out.push([...before, ...cur, ...after]);
      cur = [];
    }
    cur.push(line);
  }
  out.push([...before, ...cur, ...after]);
  return out;
}

/**
 * `sections` (one per probe, in order) → parts of at most `maxChars` characters each, joined as the
 * report joins probes (a rule between them). One part when everything fits; otherwise every part
 * opens with "Part i of n" and no part ends inside a fence or a table.
 */
export function splitReport(sections: string[], maxChars = GITHUB_COMMENT_MAX, separator = '\n---\n\n'): string[] {
  const max = Math.max(MIN_PART_CHARS, Math.floor(maxChars));
  const whole = sections.join(separator);
  if (whole.length <= max) return [whole];
  const room = max - PART_LINE;
  const parts: string[] = [];
  let cur = '';
  const push = (text: string, sep: string) => {
    if (cur && cur.length + sep.length + text.length > room) {
      parts.push(cur);
      cur = '';
    }
    cur = cur ? cur + sep + text : text;
  };
  for (const section of sections) {
    if (section.length <= room) {
      push(section, separator);
      continue;
    }
    // A probe too long for one part: its blocks, each kept whole where it fits.
    let first = true;
    for (const b of blocksOf(section)) {
      for (const piece of pieces(b, room)) {
        push(piece.join('\n'), first ? separator : '\n');
        first = false;
      }
    }
  }
  if (cur) parts.push(cur);
  return parts.length === 1 ? parts : parts.map((p, i) => `_Part ${i + 1} of ${parts.length}_\n\n${p.replace(/^\n+/, '')}`);
}
