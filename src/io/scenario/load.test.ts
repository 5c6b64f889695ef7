import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../../lessons';
import { loadScenarioText, looksLikeScenario, scenarioToYaml } from './load';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const head = 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: t }\n';

describe('scenario files', () => {
  it.each(BUILTINS.map((b) => [b.id, readFileSync(new URL(`../../lessons/scenarios/${b.id}.yaml`, import.meta.url), 'utf8')]))('%s loads and survives a YAML round trip', (_id, yaml) => {
    const a = loadScenarioText(yaml);
    expect(a.errors).toEqual([]);
    const b = loadScenarioText(scenarioToYaml(a.value!));
    expect(b.value).toEqual(a.value);
  });

  it('reads JSON as well as YAML, and a byte-order mark', () => {
    const r = loadScenarioText('\uFEFF{"apiVersion":"vfp-lab/v1","kind":"Scenario","metadata":{"name":"j"}}');
    expect(r.value?.metadata.name).toBe('j');
    expect(r.value?.cluster.cni).toBe('win-bridge');
  });

  it('a YAML syntax error names its line', () => {
    const r = loadScenarioText(`${head}nodes:\n  - name: a\n    ip: [10.0.0.1\n`);
    expect(r.value).toBeUndefined();
    expect(r.errors[0]!.line).toBeGreaterThanOrEqual(5);
  });

  it('an unknown field is an error naming its path and line', () => {
    const r = loadScenarioText(`${head}nodes:\n  - name: a\n    colour: red\n`);
    expect(r.errors).toEqual([{ message: 'unknown field "colour"', msg: { id: 'located.unknownField', args: { names: '"colour"' } }, field: 'nodes[0].colour', line: 6 }]);
  });

  it('a wrong value names the field and says what was expected', () => {
    const r = loadScenarioText(`${head}cluster:\n  clusterCIDR: 10.244.0.0/33\n`);
    expect(r.errors).toMatchObject([{ message: 'expected a CIDR, or an IPv4 and an IPv6 CIDR separated by a comma, such as 10.244.0.0/16,fd00:10:244::/56', msg: { id: 'schema.cidrList' }, field: 'cluster.clusterCIDR', line: 5 }]);
  });

  it('a value of the wrong type says the type expected and the one found; a missing field is required', () => {
    const r = loadScenarioText(`${head}cluster:\n  mtu: "1500"\nnodes:\n  - name: [a]\npods:\n  - { name: p }\n`);
    expect(r.errors).toMatchObject([
      { message: 'expected a number, found the text "1500"', msg: { id: 'schema.expected' }, field: 'cluster.mtu', line: 5 },
      { message: 'expected a string, found an array', field: 'nodes[0].name', line: 7 },
      { message: 'is required', msg: { id: 'schema.required' }, field: 'pods[0].node', line: 9 },
    ]);
  });

  it('a priority of 1.5 or "100" says what a priority is and what was found, not "is required" (issue 32 item 9)', () => {
    const edit = (priority: string) => `${head}nodes:\n  - name: a\n    vfpEdits:\n      - { op: add-layer, port: host, layer: { name: L, priority: ${priority} } }\n`;
    expect(loadScenarioText(edit('1.5')).errors).toMatchObject([{ message: 'expected a whole number, found the number 1.5', field: 'nodes[0].vfpEdits[0].layer.priority', line: 7 }]);
    expect(loadScenarioText(edit('"100"')).errors).toMatchObject([{ message: 'expected a number, found the text "100"', field: 'nodes[0].vfpEdits[0].layer.priority', line: 7 }]);
  });

  it('a Kubernetes mistake names the field too (a pod on a node that does not exist)', () => {
    const r = loadScenarioText(`${head}nodes: [{ name: a }]\npods:\n  - { name: p, node: b }\n`);
    // With the check's value, for the page to say it in the user's language (issue 30).
    expect(r.errors).toEqual([{ message: 'no node is named b (nodes: a)', msg: { id: 'scenario.noSuchNodeOf', args: { n: 'b', list: 'a' } }, field: 'pods[0].node', line: 6 }]);
  });

  it('refuses another apiVersion and duplicate keys', () => {
    expect(loadScenarioText('apiVersion: vfp-lab/v2\nkind: Scenario\nmetadata: { name: t }\n').errors[0]!.message).toMatch(/vfp-lab\/v1/);
    expect(loadScenarioText(`${head}metadata: { name: u }\n`).errors[0]!.line).toBe(4);
  });

  it('recognises scenario files by their content', () => {
    expect(looksLikeScenario(head)).toBe(true);
    expect(looksLikeScenario('apiVersion: v1\nkind: List\n')).toBe(false);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => head + s)), (text) => {
        const r = loadScenarioText(text);
        expect(r.value !== undefined || r.errors.length > 0).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('what the loader says is never an internal message (issue 32 item 9)', () => {
  const head = 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: t }\n';
  it('a file nested thousands of levels deep', () => {
    let deep = '1';
    for (let i = 0; i < 20_000; i++) deep = `[${deep}]`;
    const [e] = loadScenarioText(`{"apiVersion":"vfp-lab/v1","kind":"Scenario","metadata":{"name":"a"},"x":${deep}}`).errors;
    expect(e!.message).toBe('YAML nested deeper than 256 levels at line 1: not read');
  });
  it('a YAML alias bomb', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [i, c] of [...'bcdefghi'].entries()) levels.push(`${c}: &${c} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`);
    const [e] = loadScenarioText(`${head}${levels.join('\n')}\n`).errors;
    expect(e!.message).toBe('the file cannot be read: it expands YAML aliases (*name) too many times, as a "YAML bomb" does: write the values out instead');
    expect(e!.message).not.toMatch(/did not expect|exhaustion|call stack/i);
  });
});
