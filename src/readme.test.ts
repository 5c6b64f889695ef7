// The README is part of the contract (reason codes, format ids, built-in ids, npm scripts): this
// keeps it true to the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASON_CODES } from './core/trace/reasons';
import { FORMAT_IDS } from './io/formats';
import { BUILTINS } from './lessons';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const scripts = Object.keys((JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts);

describe('README', () => {
  it('opens with the two commands a newcomer runs', () => {
    const firstBlock = readme.slice(readme.indexOf('```bash'), readme.indexOf('```', readme.indexOf('```bash') + 3));
    expect(firstBlock).toContain('npm ci && npm start');
    expect(firstBlock).toContain('npm ci && npm test');
  });
  it.each(REASON_CODES)('documents the reason code %s', (code) => expect(readme).toContain(`\`${code}\``));
  it.each([...FORMAT_IDS])('documents the import format id %s', (id) => expect(readme).toContain(`\`${id}\``));
  it.each(BUILTINS.map((b) => b.id))('lists the built-in scenario %s', (id) => expect(readme).toContain(`\`${id}\``));
  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run (?:--silent )?([a-z:]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const n of named) expect(scripts).toContain(n);
  });
});
