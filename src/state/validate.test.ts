// What validate (edits, the autosave, a Recent entry) says of a value of the wrong type: what was
// expected and the value found, as the errors of a file say it (issue 32 item 9: zod's own "Invalid
// input: expected number, received string" named the type but not the value).
import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const doc = (node: Record<string, unknown>) => ({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'x', title: 'X' }, nodes: [{ name: 'win-1', os: 'windows', ...node }] });

describe('validate: a value of the wrong type', () => {
  it('names the type expected and the value found, at its path', () => {
    const r = validate(doc({ vfpEdits: [{ op: 'add-layer', port: 'host', layer: { name: 'L', priority: '100' } }] }));
    expect(r.value).toBeUndefined();
    expect(r.issues).toContainEqual({
      path: ['nodes', 0, 'vfpEdits', 0, 'layer', 'priority'],
      message: 'expected a number, found the text "100"',
      // The same as a value (issue 30), for Build to say in the user's language.
      msg: { id: 'schema.expected', args: { t: { id: 'schema.type', args: { t: 'number' } }, v: { id: 'schema.foundText', args: { t: '"100"' } } } },
      severity: 'error',
    });
  });

  it('a priority of 1.5 is not a whole number; a missing field is still "required"', () => {
    const r = validate(doc({ vfpEdits: [{ op: 'add-layer', port: 'host', layer: { name: 'L', priority: 1.5 } }] }));
    expect(r.issues.map((i) => i.message)).toContain('expected a whole number, found the number 1.5');
    const missing = validate({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { title: 'X' } });
    expect(missing.issues.find((i) => i.path.join('.') === 'metadata.name')?.message).toMatch(/required/);
  });
});
