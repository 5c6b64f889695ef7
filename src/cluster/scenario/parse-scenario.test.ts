// Issue 32 item 4: the store checks the whole document at every edit in Build mode; the hand edits
// are checked once each (safeParseScenario). Its result is the schema's own, whatever is wrong where.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadScenarioText } from '../../io/scenario/load';
import { safeParseScenario, trustCheckedEdits } from './parse-scenario';
import { scenarioSchema } from './schema';
import { vfpEditSchema } from './vfp-edits';

const base = loadScenarioText(readFileSync(new URL('../../lessons/scenarios/talk-l2bridge.yaml', import.meta.url), 'utf8')).value!;
const at = { port: 'pod/default/client', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_OUT' };
const edits = (n: number) => Array.from({ length: n }, (_, i) => ({ op: 'add-rule', ...at, rule: { id: `r-${i}`, priority: 100 + i, action: 'allow', dstIp: [`10.9.${i & 255}.0/24`], dstPorts: [80, '8000-8100'] } }));
/** A plain JSON document (as a file or the autosave gives it) with `list` on the first node. */
const doc = (list: unknown[]) => JSON.parse(JSON.stringify({ ...base, nodes: base.nodes.map((n, i) => (i === 0 ? { ...n, vfpEdits: list } : n)) })) as Record<string, unknown>;
const issues = (r: ReturnType<typeof scenarioSchema.safeParse>) => (r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('safeParseScenario gives what scenarioSchema.safeParse gives', () => {
  it('a valid document of 1,000 edits: the same value', () => {
    const d = doc(edits(1000));
    const r = safeParseScenario(d);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(scenarioSchema.parse(d));
    // And again, the edits now checked.
    expect(safeParseScenario(d).data).toEqual(r.data);
  });

  it('a bad edit is said at its path, as the schema says it', () => {
    const list = edits(1000);
    (list[700]!.rule as { dstIp: string[] }).dstIp = ['10.9.1.300/24'];
    const d = doc(list);
    expect(issues(safeParseScenario(d))).toEqual(issues(scenarioSchema.safeParse(d)));
    expect(issues(safeParseScenario(d))).toEqual([['nodes.0.vfpEdits.700.rule.dstIp.0', 'expected an IPv4 address or prefix such as 10.244.1.5 or 10.244.0.0/16']]);
  });

  it('a problem elsewhere beside checked edits keeps its path', () => {
    const d = doc(edits(1000));
    safeParseScenario(d);
    (d.nodes as Record<string, unknown>[])[1]!.podCIDR = 'nope';
    (d.cluster as Record<string, unknown>).mtu = '1500';
    expect(issues(safeParseScenario(d))).toEqual(issues(scenarioSchema.safeParse(d)));
    expect(issues(safeParseScenario(d)).length).toBe(2);
  });

  it('checks each edit object once: the next version of the document (one edit more) checks only the new one', () => {
    const d = doc(edits(1000));
    const first = safeParseScenario(d);
    const node = first.data!.nodes[0]!;
    const next = { ...first.data!, nodes: [{ ...node, vfpEdits: [...node.vfpEdits!, { op: 'block-port', port: 'pod/default/client' }] }, ...first.data!.nodes.slice(1)] };
    const spy = vi.spyOn(vfpEditSchema, 'safeParse');
    try {
      const r = safeParseScenario(next);
      expect(r.success).toBe(true);
      expect(r.data!.nodes[0]!.vfpEdits).toHaveLength(1001);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("takes a worker's checked document as checked (Open… parses in a worker; the page gets a copy)", () => {
    const copy = structuredClone(safeParseScenario(doc(edits(1000))).data!);
    trustCheckedEdits(copy);
    const spy = vi.spyOn(vfpEditSchema, 'safeParse');
    try {
      expect(safeParseScenario({ ...copy, nodes: [...copy.nodes] }).success).toBe(true);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
