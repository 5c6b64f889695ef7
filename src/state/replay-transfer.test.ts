// The replay as the worker posts it: the outcome without its rules, then the rules in parts; put
// together on the page it is the outcome the worker built, and the page takes its checked objects.
import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readNodeOverrides } from '../cluster/scenario/node-overrides';
import type { Scenario } from '../cluster/scenario/schema';
import { trustNodeOverrides } from '../cluster/scenario/node-overrides';
import type { Port } from '../core/vfp/model';
import { importFiles } from '../io/import';
import { replayOf, type ReplayOutcome } from './replay-outcome';
import { addRules, checkedScenario, joinOutcome, partText, readPart, splitOutcome } from './replay-transfer';
import endpointText from '../../e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';
import rulesText from '../../e2e/fixtures/vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt?raw';

const replayed = () => {
  const outcome = replayOf(importFiles([{ name: 'endpoint.txt', bytes: strToU8(endpointText) }, { name: 'rules.txt', bytes: strToU8(rulesText) }]));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
};

/** What the page does: the head is a copy (structured clone), each part JSON text, its rules added to the head's. */
function sendAndJoin(outcome: ReplayOutcome, perPart: number) {
  const { head, parts, rules } = splitOutcome(outcome, perPart);
  const got = structuredClone(head);
  for (const part of parts) addRules(got, readPart(partText(part)));
  return { got, parts, rules, head };
}

const portsOf = (s: Scenario) => s.nodes.flatMap((n) => (n.vfp as { ports?: Port[] } | undefined)?.ports ?? []);
const rulesIn = (ports: Port[]) => ports.flatMap((p) => p.layers.flatMap((l) => l.groups.flatMap((g) => g.rules)));

/** A scenario with nodes whose ports have groups of the given sizes (the rules are only counted and moved). */
function withGroups(sizes: number[][][]): ReplayOutcome {
  const { scenario, ...rest } = replayed();
  let n = 0;
  const nodes = sizes.map((ports, i) => ({
    name: `node-${i}`,
    os: 'windows' as const,
    vfp: { ports: ports.map((groups, j) => ({ id: `p${j}`, friendlyName: `p${j}`, kind: 'endpoint', blocked: false, layers: [{ name: 'L', priority: 1, stateful: false, defaultAction: { in: 'allow', out: 'allow' }, groups: groups.map((size, k) => ({ name: `g${k}`, rules: Array.from({ length: size }, () => ({ id: `r${n++}` })) })) }] })) },
  }));
  return { ...rest, scenario: { ...scenario, nodes: nodes as unknown as Scenario['nodes'] } };
}

describe('replay transfer', () => {
  it('a replayed node, sent a rule per part, is the same outcome once put together', () => {
    const outcome = replayed();
    const { got, parts, rules, head } = sendAndJoin(outcome, 1);
    expect(rules).toBe(rulesIn(portsOf(outcome.scenario)).length);
    expect(rules).toBeGreaterThan(0);
    expect(parts).toHaveLength(rules);
    expect(rulesIn(portsOf((head as typeof outcome).scenario))).toEqual([]);
    expect(got).toEqual(outcome);
  });

  it('any ports and groups: every part holds at most the rules asked, none is lost or moved, and the outcome sent is left as it was', () => {
    const sizes = fc.array(fc.array(fc.array(fc.nat(7), { maxLength: 4 }), { maxLength: 4 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(sizes, fc.integer({ min: 1, max: 9 }), (s, perPart) => {
        const outcome = withGroups(s);
        const before = structuredClone(outcome);
        const { got, parts, rules } = sendAndJoin(outcome, perPart);
        expect(outcome).toEqual(before);
        expect(got).toEqual(outcome);
        for (const part of parts) expect(part.reduce((k, p) => k + p.rules.length, 0)).toBeLessThanOrEqual(perPart);
        expect(parts.flat().reduce((k, p) => k + p.rules.length, 0)).toBe(rules);
      }),
    );
  });

  it('a replay that failed is sent as it is', () => {
    const failed: ReplayOutcome = { ok: false, error: 'no node', report: { sources: [], missing: [], assumed: [], missingMsgs: [], assumedMsgs: [], needs: [] } };
    expect(splitOutcome(failed)).toEqual({ head: failed, parts: [], rules: 0 });
  });

  it('a part that names a group the outcome lacks is refused in words', () => {
    const { head } = splitOutcome(replayed());
    expect(() => addRules(head, [{ at: [0, 99, 0, 0], rules: [] }])).toThrow(/names a group that is not there \(0\/99\/0\/0\)/);
  });

  it("the worker's check keeps the imported objects the page then takes unchecked, the same as its own check would give", () => {
    const { scenario, checked } = checkedScenario(replayed().scenario);
    expect(checked).toBe(true);
    const copy = structuredClone(scenario);
    trustNodeOverrides(copy.nodes);
    const trusted = readNodeOverrides(copy.nodes);
    expect(trusted.issues).toEqual([]);
    const node = copy.nodes.find((n) => n.vfp)!;
    // Taken as they are: the very objects of the document, not a checked copy.
    expect(trusted.overrides.get(node.name)!.vfp).toBe((node.vfp as { ports: Port[] }).ports);
    expect([...trusted.overrides]).toEqual([...readNodeOverrides(structuredClone(scenario).nodes).overrides]);
  });

  it('put together, the checked objects are taken as they are only when every rule sent arrived', () => {
    const whole = () => {
      const { scenario, checked } = checkedScenario(replayed().scenario);
      const { head, parts, rules } = splitOutcome({ ...replayed(), scenario } as ReplayOutcome, 1);
      return { sent: { head: structuredClone(head), rules, checked }, parts: parts.map((p) => readPart(partText(p))) };
    };
    const ports = (o: ReplayOutcome) => (o.ok ? (o.scenario.nodes.find((n) => n.vfp)!.vfp as { ports: Port[] }).ports : []);
    const all = whole();
    const joined = joinOutcome(all.sent, all.parts);
    expect(joined.ok).toBe(true);
    expect(joined.ok && readNodeOverrides(joined.scenario.nodes).overrides.get(joined.scenario.nodes.find((n) => n.vfp)!.name)!.vfp).toBe(ports(joined));
    // A part lost on the way: the page checks the node itself (a copy, not the objects sent).
    const short = whole();
    const partial = joinOutcome(short.sent, short.parts.slice(1));
    expect(partial.ok).toBe(true);
    expect(partial.ok && readNodeOverrides(partial.scenario.nodes).overrides.get(partial.scenario.nodes.find((n) => n.vfp)!.name)!.vfp).not.toBe(ports(partial));
  });

  it('objects that fail the check are sent unchecked, for the page to check and report', () => {
    const outcome = replayed();
    const nodes = outcome.scenario.nodes.map((n) => (n.vfp ? { ...n, vfp: { ports: [{ id: 7 }] } } : n));
    const broken = { ...outcome.scenario, nodes };
    expect(checkedScenario(broken)).toEqual({ scenario: broken, checked: false });
  });
});
