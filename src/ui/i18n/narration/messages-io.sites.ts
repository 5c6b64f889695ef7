// For tests: the places in src/io that write a message a person reads (a warning, an error, a line
// of the replay report, a redaction note, a zip or share-link reason), found in the source text,
// with the static words of each: what a message made there must contain. A call site whose words no
// collected message contains was not reached by the corpus, so its Vietnamese is unchecked.

/** Where messages are made: a reader's warn/error, a report line, a problem's message, a reason. */
const SITE = /\.(?:warn|error)\(|(?<![\w.])(?:warn|note|fail|said)\(|notes\.push\(|new (?:ZipError|JsonSyntaxError)\(|\b(?:message|error|reason|limit|what):\s|\breturn `|\bthis\.fail\(/g;

export interface Site {
  file: string;
  line: number;
  /** The static words of the message (text outside `${…}`), each long enough to be telling. */
  words: string[];
}

/** The end of a string literal starting at `i` (the index after its closing quote). */
function skipString(src: string, i: number): number {
  const q = src[i]!;
  let j = i + 1;
  while (j < src.length && src[j] !== q) {
    if (src[j] === '\\') j++;
    else if (q === '`' && src[j] === '$' && src[j + 1] === '{') j = skipExpr(src, j + 2, '}');
    j++;
  }
  return j + 1;
}

/** The index of the `close` that ends an expression starting at `i` (nested brackets and strings skipped). */
function skipExpr(src: string, i: number, close: string): number {
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j]!;
    if (c === "'" || c === '"' || c === '`') j = skipString(src, j) - 1;
    else if (c === '/' && src[j + 1] === '/') j = src.indexOf('\n', j);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return c === close || close === '' ? j : j;
      depth--;
    } else if (depth === 0 && close === '' && (c === ',' || c === ';')) return j;
  }
  return src.length;
}

const unescape = (s: string) => s.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** A literal's static text split where `${…}` interrupts it. */
function segments(src: string, i: number): string[] {
  const q = src[i]!;
  const out: string[] = [];
  let cur = '';
  let j = i + 1;
  while (j < src.length && src[j] !== q) {
    if (src[j] === '\\') {
      cur += src.slice(j, j + 2);
      j += 2;
      continue;
    }
    if (q === '`' && src[j] === '$' && src[j + 1] === '{') {
      out.push(cur);
      cur = '';
      j = skipExpr(src, j + 2, '}') + 1;
      continue;
    }
    cur += src[j];
    j++;
  }
  out.push(cur);
  return out.map(unescape);
}

/** Words that tell a message apart: three words or more of letters, outside names given as fields
 * and message ids (`'replay.report.noCni'`: a value's site holds no English). */
const telling = (s: string) => !/^\w+(?:\.\w+)+$/.test(s.trim()) && (s.trim().match(/[A-Za-z]{2,}/g) ?? []).length >= 3;

/** Every message site of the given sources (path → text), with its static words. */
export function messageSites(sources: Record<string, string>): Site[] {
  const sites: Site[] = [];
  for (const [file, src] of Object.entries(sources)) {
    // A match inside the last site's own text ("error: " in a message) is no site of its own.
    let consumed = 0;
    for (const m of src.matchAll(SITE)) {
      if (m.index < consumed) continue;
      // Nor is one in a comment.
      if (/^\s*(\/\/|\*)/.test(src.slice(src.lastIndexOf('\n', m.index) + 1, m.index))) continue;
      const start = m.index + m[0].length;
      // A call takes its arguments up to its closing parenthesis; a property, its value.
      const call = m[0].endsWith('(');
      const end = m[0] === 'return `' ? skipString(src, start - 1) : skipExpr(src, start, call ? ')' : '');
      const expr = (m[0] === 'return `' ? '`' : '') + src.slice(start, end);
      consumed = end;
      const words: string[] = [];
      for (let k = 0; k < expr.length; k++) {
        const c = expr[k]!;
        if (c === '/' && expr[k + 1] === '/') {
          k = expr.indexOf('\n', k);
          if (k < 0) break;
          continue;
        }
        if (c !== "'" && c !== '"' && c !== '`') continue;
        // Field names (`field: 'Port name'`) are not message text.
        const before = expr.slice(Math.max(0, k - 8), k);
        if (!/field:\s*$/.test(before)) words.push(...segments(expr, k).filter(telling).map((s) => s.trim()));
        k = skipString(expr, k) - 1;
      }
      if (words.length) sites.push({ file, line: src.slice(0, m.index).split('\n').length, words });
    }
  }
  return sites;
}
