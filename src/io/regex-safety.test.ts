// Every regular expression in src/io, checked for super-linear backtracking (ReDoS). The readers run
// untrusted text, often one huge line, so a quadratic expression is a freeze, not a slowdown.
// recheck (https://makenowjust-labs.github.io/recheck/) is used because it decides, per expression,
// with an automaton analysis (exact for the regex subset we use) and reports polynomial as well as
// exponential cases; safe-regex2 only counts star height and misses the quadratic ones (`\s*x\s*`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';

const io = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
}

/** Regex literals and `new RegExp('literal', 'flags')` of one file, with their line. */
function regexesOf(file: string): { where: string; source: string; flags: string }[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { where: string; source: string; flags: string }[] = [];
  const at = (n: ts.Node) => `${relative(io, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = n.getText();
      const end = text.lastIndexOf('/');
      out.push({ where: at(n), source: text.slice(1, end), flags: text.slice(end + 1) });
    } else if (ts.isNewExpression(n) && n.expression.getText() === 'RegExp' && n.arguments?.[0] && ts.isStringLiteralLike(n.arguments[0])) {
      const flags = n.arguments[1] && ts.isStringLiteralLike(n.arguments[1]) ? n.arguments[1].text : '';
      out.push({ where: at(n), source: n.arguments[0].text, flags });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

const all = sources(io).flatMap(regexesOf);

describe('regular expressions in src/io', () => {
  it('are found (the scan itself works)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.some((r) => r.where.startsWith('dumps/'))).toBe(true);
  });

  // Sequential checkSync (about 15 s in all): the native backend run in parallel timed out on a busy machine.
  // Each distinct expression once (about a sixth of them are repeated across readers).
  it('none backtracks super-linearly', { timeout: 300_000 }, () => {
    const checked = new Map<string, ReturnType<typeof checkSync>>();
    const check = (source: string, flags: string) => {
      const key = `${flags}/${source}`;
      const known = checked.get(key);
      if (known) return known;
      const result = checkSync(source, flags, { timeout: 30_000 });
      checked.set(key, result);
      return result;
    };
    const bad = all
      .map((r) => ({ ...r, result: check(r.source, r.flags.replace(/[^dgimsuy]/g, '')) }))
      .filter((r) => r.result.status !== 'safe')
      .map((r) => `${r.where} /${r.source}/${r.flags}: ${r.result.status}${r.result.status === 'vulnerable' ? ` (${r.result.complexity.summary}, e.g. ${r.result.attack.pattern})` : ''}`);
    expect(bad).toEqual([]);
  });
});
