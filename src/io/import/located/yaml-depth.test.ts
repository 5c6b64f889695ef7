import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYamlLocated } from './yaml';
import { MAX_YAML_DEPTH, yamlTooDeep } from './yaml-depth';

const blockSeq = (n: number) => 'items:\n' + Array.from({ length: n }, (_, i) => `${'  '.repeat(i + 1)}- `).join('\n') + 'x\n';
const flowSeq = (n: number) => `items: ${'['.repeat(n)}${']'.repeat(n)}\n`;

describe('YAML nesting depth', () => {
  it('says "nested deeper than N levels at line L" instead of overflowing the stack', () => {
    for (const [text, line] of [[blockSeq(3000), MAX_YAML_DEPTH], [flowSeq(20000), 1], ['- '.repeat(5000) + 'x', 1]] as const) {
      const r = parseYamlLocated(text);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]!.message).toBe(`YAML nested deeper than ${MAX_YAML_DEPTH} levels at line ${r.errors[0]!.line}: not read`);
      expect(r.errors[0]!.line).toBe(line);
      expect(r.errors[0]!.message).not.toMatch(/stack/i);
    }
  });

  it('leaves ordinary documents alone: brackets in quotes and comments do not count', () => {
    expect(yamlTooDeep(blockSeq(40))).toBeUndefined();
    expect(yamlTooDeep(`a: "${'['.repeat(1000)}"\nb: 1 # ${'{'.repeat(1000)}\n`)).toBeUndefined();
    expect(parseYamlLocated('kind: Pod\nmetadata:\n  name: web\n').errors).toEqual([]);
  });

  it('never counts less than the flow nesting the text opens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (n) => {
        expect(yamlTooDeep(flowSeq(n)) !== undefined).toBe(n + 1 > MAX_YAML_DEPTH);
      }),
    );
  });
});
