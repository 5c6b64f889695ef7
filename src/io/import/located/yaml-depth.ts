// How deep a YAML text nests, found in one pass before the `yaml` package (recursive) sees it: a few
// thousand levels overflow its stack, and "Maximum call stack size exceeded" tells a user nothing.

/** Deeper than any Kubernetes object or scenario (they stay under 20), far below the stack limit. */
export const MAX_YAML_DEPTH = 256;

/**
 * The first line at which block indentation, `- ` markers and flow brackets together nest deeper than
 * `max`; undefined when the text stays within it. An estimate on the safe side: it counts the levels
 * the text opens, not those the parser would build (a comment or a quoted bracket never counts).
 */
export function yamlTooDeep(text: string, max = MAX_YAML_DEPTH): { line: number; depth: number } | undefined {
  const indents: number[] = [];
  let flow = 0;
  let line = 0;
  for (const raw of text.split('\n')) {
    line++;
    let i = 0;
    while (raw[i] === ' ') i++;
    if (i >= raw.length || raw[i] === '#' || raw[i] === '\r') continue;
    if (flow === 0) {
      while (indents.length && indents[indents.length - 1]! >= i) indents.pop();
      indents.push(i);
    }
    let dashes = 0;
    while (raw[i] === '-' && (raw[i + 1] === ' ' || i + 1 === raw.length)) {
      dashes++;
      i++;
      while (raw[i] === ' ') i++;
    }
    let peak = flow;
    let quote = '';
    for (; i < raw.length; i++) {
      const c = raw[i]!;
      if (quote) {
        if (c === quote) quote = '';
        continue;
      }
      if (c === '#' && raw[i - 1] === ' ') break;
      if (c === '"' || c === "'") quote = c;
      else if (c === '[' || c === '{') peak = Math.max(peak, ++flow);
      else if ((c === ']' || c === '}') && flow > 0) flow--;
    }
    const depth = indents.length + dashes + peak;
    if (depth > max) return { line, depth };
  }
  return undefined;
}
