// For the report's tests: what a GFM renderer (marked, as GitHub's) makes of a report — every token,
// the headings, the tables — so that a test can say no name became markup.
import { marked, type Token, type Tokens } from 'marked';

/** Every token of the document, nested ones (list items, table cells, inline) included. */
export function allTokens(md: string): Token[] {
  const out: Token[] = [];
  const walk = (ts: readonly Token[] | undefined) => {
    for (const t of ts ?? []) {
      out.push(t);
      const x = t as Token & { tokens?: Token[]; items?: Token[] };
      walk(x.tokens);
      walk(x.items);
      if (t.type === 'table') {
        const tb = t as Tokens.Table;
        for (const c of [...tb.header, ...tb.rows.flat()]) walk(c.tokens);
      }
    }
  };
  walk(marked.lexer(md, { gfm: true }));
  return out;
}

/** Markup a name could have made: raw HTML (an element, a comment), a link, an image. */
export const injected = (md: string): string[] => allTokens(md).filter((t) => t.type === 'html' || t.type === 'link' || t.type === 'image').map((t) => `${t.type}: ${t.raw}`);

export const headings = (md: string): string[] =>
  marked
    .lexer(md, { gfm: true })
    .filter((t): t is Tokens.Heading => t.type === 'heading')
    .map((t) => `${'#'.repeat(t.depth)} ${t.text}`);

export const tables = (md: string): Tokens.Table[] => marked.lexer(md, { gfm: true }).filter((t): t is Tokens.Table => t.type === 'table');
