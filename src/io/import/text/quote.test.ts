import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unquoteMarkdown } from './quote';

const QUOTED = readFileSync(new URL('../../../../fixtures/real/hnsdiag-list-all-quoted-vpc-cni-eks.txt', import.meta.url), 'utf8');

describe('unquoteMarkdown', () => {
  it('takes the `> ` marks off a quoted GitHub paste, keeping every line where it was', () => {
    const r = unquoteMarkdown(QUOTED)!;
    expect(r.text.split('\n')).toHaveLength(QUOTED.split('\n').length);
    expect(r.text.split('\n')[1]).toBe('Networks:');
    expect(r.text).not.toMatch(/^>/m);
  });

  it('leaves text alone when a line is not quoted, or when only one line is', () => {
    expect(unquoteMarkdown(QUOTED.replace('> Networks:', 'Networks:'))).toBeUndefined();
    expect(unquoteMarkdown('> just one\n')).toBeUndefined();
    expect(unquoteMarkdown('ID | Virtual IPs\n')).toBeUndefined();
  });
});
