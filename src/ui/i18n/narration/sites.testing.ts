// For tests: the literals a source file writes after a given pattern, as shapes (each ${…} one
// hole, •): where code that should compose message values still writes English.

/** A literal's text with each ${…} as one hole (•), nested literals included. */
function literalAt(src: string, at: number): string {
  const q = src[at]!;
  let out = '';
  for (let i = at + 1; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      out += src[++i];
      continue;
    }
    if (c === q) return out;
    if (q === '`' && c === '$' && src[i + 1] === '{') {
      let depth = 0;
      for (i++; i < src.length; i++) {
        if (src[i] === '{') depth++;
        else if (src[i] === '}' && --depth === 0) break;
      }
      out += '•';
      continue;
    }
    out += c;
  }
  return out;
}

/** The messages a source writes: the literal after each `before` (a regular expression's source). */
export function sites(src: string, before: RegExp): string[] {
  return [...src.matchAll(before)].map((m) => literalAt(src, m.index + m[0].length).replace(/•+/g, '•'));
}
