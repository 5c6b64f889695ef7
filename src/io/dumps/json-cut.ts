// JSON cut short (a paste that stopped mid-object, a search excerpt): read up to the last whole
// member, with the brackets still open closed, and say where the text stopped. Only for a text
// whose first read failed at its very end; a syntax error in the middle is still an error.
import { lineOf } from '../result';
import { readJson, type JsonRead } from './json-text';
import { dumpProblem } from './messages';
import { textMsg } from './messages-text';

/** A bracket still open: its closer, and the one around it (a persistent stack: O(1) snapshots). */
interface Open {
  closer: '}' | ']';
  up?: Open;
}

/** A place the text may be cut at: everything before `pos` is whole once the open brackets close. */
interface CutPoint {
  pos: number;
  open?: Open;
}

/** How many cut points are tried, from the end back. */
const TRIES = 16;

/** The text read up to its last whole member, or the first read's failure when that does not help. */
export function readJsonCut(text: string): JsonRead {
  const first = readJson(text);
  if (first.ok || !/\(truncated\?\)$/.test(first.message)) return first;
  const points: CutPoint[] = [];
  const keep = (p: CutPoint) => {
    points.push(p);
    if (points.length > TRIES) points.shift();
  };
  let open: Open | undefined;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      open = { closer: c === 123 ? '}' : ']', up: open };
      keep({ pos: i + 1, open });
    } else if (c === 125 || c === 93) open = open?.up;
    else if (c === 44 && open) {
      keep({ pos: i, open });
    }
  }
  // The whole text first (it may end right after a value), then back from the last comma.
  const tries: CutPoint[] = inString ? [...points].reverse() : [{ pos: text.length, open }, ...[...points].reverse()];
  for (const p of tries) {
    if (!p.open) continue;
    let closers = '';
    for (let o: Open | undefined = p.open; o; o = o.up) closers += o.closer;
    const read = readJson(text.slice(0, p.pos).trimEnd() + closers);
    if (!read.ok) continue;
    // The line is the problem's, not the message's: a reader may shift it (JSON after a head).
    const at = lineOf(text, text.trimEnd().length);
    return { ...read, repairs: [...read.repairs, dumpProblem(textMsg(p.pos === text.length ? 'json.cutAsIs' : 'json.cutToMember', {}), at)] };
  }
  return first;
}
