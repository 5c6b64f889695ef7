import { describe, expect, it } from 'vitest';
import { findLiterals, hasWords, TRANSLATED_PATHS } from './literal-scan';

// Every .tsx of the UI as text (Vite reads them; a UI test may not use node:fs), keyed 'src/ui/…'.
const SOURCES = Object.fromEntries(
  Object.entries(import.meta.glob<string>('/src/ui/**/*.tsx', { query: '?raw', import: 'default', eager: true })).map(([k, v]) => [k.slice(1), v]),
);

const covered = (file: string) => !file.endsWith('.test.tsx') && TRANSLATED_PATHS.some((p) => file === p || file.startsWith(`${p}/`));

describe('the literal scanner', () => {
  it('finds English in JSX text and in read attributes', () => {
    const found = findLiterals(`
      export const A = ({ on }: { on: boolean }) => (
        <div title="Step back" className="flex items-center" data-testid="step-back">
          step {1} of {2}
          <button aria-label={on ? 'Pause' : 'Play'} />
          <input placeholder={\`Search \${on}\`} />
          <>{on && 'shown words'}{on === ('hidden' as unknown) && 'x'}</>
        </div>
      );`);
    expect(found.map((f) => [f.line, f.where, f.text])).toEqual([
      [3, 'title', 'Step back'],
      [4, 'text', 'step'],
      [4, 'text', 'of'],
      [5, 'aria-label', 'Pause…Play'],
      [6, 'placeholder', 'Search …'],
      [7, 'text', 'shown words'],
    ]);
  });

  it('lets through t() calls, names, symbols and values', () => {
    const found = findLiterals(`
      export const B = ({ n }: { n: number }) => (
        <div title={t('trace.play', { what: 'x y' })} aria-label={\`\${n}\`}>
          VFP · HNS → {n} ms
          {t('trace.stepOf', { step: n })}
          <span title="TCP / UDP">{'→'}</span>
        </div>
      );`);
    expect(found).toEqual([]);
  });

  it('tells words from names', () => {
    expect(hasWords('VFP HNS ICMP')).toBe(false);
    expect(hasWords('1 / 3 ×')).toBe(false);
    expect(hasWords('VFP Lab plays')).toBe(true);
  });
});

describe('every UI word goes through t()', () => {
  it('covers files', () => expect(Object.keys(SOURCES).filter(covered).length).toBeGreaterThan(TRANSLATED_PATHS.length));
  for (const file of Object.keys(SOURCES).filter(covered).sort())
    it(file, () => {
      const found = findLiterals(SOURCES[file]!, file);
      expect(found.map((f) => `${file}:${f.line} ${f.where}: ${f.text}`)).toEqual([]);
    });
});
