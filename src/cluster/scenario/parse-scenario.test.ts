// Issue 32 item 4: the store checks the whole document at every edit in Build mode; the hand edits
// are checked once each (safeParseScenario). Its result is the schema's own, whatever is wrong where.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadScenarioText } from '../../io/scenario/load';
import { safeParseScenario, trustCheckedEdits } from './parse-scenario';
import { scenarioSchema, type Scenario } from './schema';
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

describe('an edit of the hand-edit list only: what it keeps of a valid document is not checked again', () => {
  const checked = () => safeParseScenario(doc(edits(1000))).data!;
  /** `s` with the first node's list through `f` (as the Build edits make it: every other value kept). */
  const withList = (s: Scenario, f: (es: unknown[]) => unknown[] | undefined) => {
    const [first, ...rest] = s.nodes;
    const { vfpEdits, ...others } = first!;
    const list = f(vfpEdits ?? []);
    return { ...s, nodes: [list ? { ...others, vfpEdits: list } : others, ...rest] };
  };
  const parses = (run: () => void) => {
    const spy = vi.spyOn(scenarioSchema, 'safeParse');
    try {
      run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };

  it('one edit more, or the list dropped: valid without parsing the document, the value its parse gives', () => {
    const from = checked();
    for (const next of [withList(from, (es) => [...es, { op: 'block-port', port: 'pod/default/client' }]), withList(from, () => undefined)]) {
      let r!: ReturnType<typeof safeParseScenario>;
      expect(parses(() => (r = safeParseScenario(next, from)))).toBe(0);
      expect(r.success).toBe(true);
      expect(r.data).toEqual(scenarioSchema.parse(next));
    }
  });

  it('and the next edit from that one, and from a document a worker checked', () => {
    const from = checked();
    const once = safeParseScenario(withList(from, (es) => es.slice(1)), from).data!;
    const copy = structuredClone(from);
    trustCheckedEdits(copy);
    expect(parses(() => safeParseScenario(withList(once, (es) => es.slice(1)), once))).toBe(0);
    expect(parses(() => safeParseScenario(withList(copy, (es) => es.slice(1)), copy))).toBe(0);
  });

  it('a bad new edit is said at its path, as the schema says it', () => {
    const from = checked();
    const next = withList(from, (es) => [...es, { op: 'block-port', port: 'pod/default/client', extra: 1 }]);
    expect(issues(safeParseScenario(next, from))).toEqual(issues(scenarioSchema.safeParse(next)));
    expect(issues(safeParseScenario(next, from))).toHaveLength(1);
    const notAList = withList(from, () => 'all' as never);
    expect(issues(safeParseScenario(notAList, from))).toEqual(issues(scenarioSchema.safeParse(notAList)));
  });

  it('anything else changed, or a document not known valid: the whole parse, whatever is wrong where', () => {
    const from = checked();
    const listAnd = (s: Scenario) => withList(s, (es) => [...es, { op: 'block-port', port: 'pod/default/client' }]);
    const renamed = { ...listAnd(from), metadata: { ...from.metadata, name: 'Not A Name!' } };
    const podCidr = listAnd({ ...from, nodes: from.nodes.map((n, i) => (i === 1 ? { ...n, podCIDR: 'nope' } : n)) });
    const unknownField = { ...listAnd(from), nodes: listAnd(from).nodes.map((n, i) => (i === 0 ? { ...n, colour: 'red' } : n)) };
    for (const next of [renamed, podCidr, unknownField]) {
      expect(parses(() => expect(issues(safeParseScenario(next, from))).toEqual(issues(scenarioSchema.safeParse(next))))).toBeGreaterThan(0);
      expect(issues(safeParseScenario(next, from)).length).toBeGreaterThan(0);
    }
    const plain = JSON.parse(JSON.stringify(from)) as Scenario;
    expect(parses(() => expect(safeParseScenario(listAnd(plain), plain).success).toBe(true))).toBeGreaterThan(0);
  });
});
