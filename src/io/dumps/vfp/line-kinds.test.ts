// The header test by hand agrees with the pattern it replaces, on any line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerOf } from './line-kinds';

const HEADER = /^(LAYER|GROUP|RULE)[ \t]*:(.*)$/;
const parts = fc.constantFrom('LAYER', 'GROUP', 'RULE', 'RULES', ' ', '\t', ':', ' : ', 'x', 'ACL_1', '\r', '\u2028', '\u00a0', 'rule', '');

describe('headerOf', () => {
  it('takes what /^(LAYER|GROUP|RULE)[ \\t]*:(.*)$/ takes, with the name trimmed', () => {
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 8 }), (xs) => {
        const t = xs.join('');
        const m = HEADER.exec(t);
        expect(headerOf(t)).toEqual(m ? { kind: m[1], name: m[2]!.trim() } : undefined);
      }),
    );
  });
});
