// A replayed node on its way from the import worker to the page. A 100k-rule node is ~28 MB of
// objects: posted whole, the page decodes it in one task of a second or more, then checks its
// imported objects with zod for another second. So the worker checks them (readNodeOverrides, the
// same check the page would run), keeps what the check gave, and posts the outcome in parts: first
// the outcome with every VFP group's rules left out, then the rules, a thousand per message, as JSON
// text (the page parses JSON several times faster than it decodes a structured clone of the same
// objects). Each message is its own task on the page, which takes the checked objects as they are.
import { readNodeOverrides, trustNodeOverrides } from '../cluster/scenario/node-overrides';
import type { Scenario } from '../cluster/scenario/schema';
import type { Port, Rule } from '../core/vfp/model';
import type { ReplayOutcome } from './replay-outcome';

/** Where a group's rules go: node, port, layer and group, by index. */
export type GroupAt = [node: number, port: number, layer: number, group: number];

/** Rules of one or more groups, in order: each piece is appended to its group. */
export type RulesPart = { at: GroupAt; rules: Rule[] }[];

/** Rules per message: a part of ~300 KB of JSON, parsed in a few milliseconds. */
export const RULES_PER_PART = 1000;

/** A part as it is posted, and read back on the page (rules are plain JSON data). */
export const partText = (part: RulesPart): string => JSON.stringify(part);
export const readPart = (text: string): RulesPart => JSON.parse(text) as RulesPart;

/** The replay's outcome as it is sent: the node's rules come in parts; `checked` says the imported objects passed the check. */
export interface SentOutcome {
  head: ReplayOutcome;
  rules: number;
  checked: boolean;
}

const portsOf = (n: Scenario['nodes'][number]): Port[] | undefined => (n.vfp as { ports?: Port[] } | undefined)?.ports;

/**
 * The scenario with each node's imported objects as the check kept them (unknown keys dropped), so
 * that the page can take them unchecked; unchanged (and `checked` false) when the check found problems.
 */
export function checkedScenario(s: Scenario): { scenario: Scenario; checked: boolean } {
  const { overrides, issues } = readNodeOverrides(s.nodes);
  if (issues.length) return { scenario: s, checked: false };
  const nodes = s.nodes.map((n) => {
    const o = overrides.get(n.name);
    if (!o) return n;
    return { ...n, ...(o.hns ? { hns: o.hns } : {}), ...(o.vfp ? { vfp: { ports: o.vfp } } : {}) };
  });
  return { scenario: { ...s, nodes }, checked: true };
}

/** The outcome without its rules (its groups' rule lists empty), and the rules in parts of about `perPart`. */
export function splitOutcome(outcome: ReplayOutcome, perPart = RULES_PER_PART): { head: ReplayOutcome; parts: RulesPart[]; rules: number } {
  if (!outcome.ok) return { head: outcome, parts: [], rules: 0 };
  const parts: RulesPart[] = [];
  let part: RulesPart = [];
  let inPart = 0;
  let rules = 0;
  const take = (at: GroupAt, all: Rule[]) => {
    for (let from = 0; from < all.length; ) {
      const slice = all.slice(from, from + perPart - inPart);
      part.push({ at, rules: slice });
      from += slice.length;
      inPart += slice.length;
      rules += slice.length;
      if (inPart >= perPart) {
        parts.push(part);
        part = [];
        inPart = 0;
      }
    }
  };
  const nodes = outcome.scenario.nodes.map((n, i) => {
    const ports = portsOf(n);
    if (!ports) return n;
    const bare = ports.map((p, j) => ({
      ...p,
      layers: p.layers.map((l, k) => ({
        ...l,
        groups: l.groups.map((g, m) => {
          take([i, j, k, m], g.rules);
          return { ...g, rules: [] as Rule[] };
        }),
      })),
    }));
    return { ...n, vfp: { ...(n.vfp as object), ports: bare } };
  });
  if (part.length) parts.push(part);
  return { head: { ...outcome, scenario: { ...outcome.scenario, nodes } }, parts, rules };
}

/** Appends a part's rules to the head's groups (the head is the page's own copy: it is filled in place). */
export function addRules(head: ReplayOutcome, part: RulesPart): void {
  if (!head.ok) return;
  for (const { at, rules } of part) {
    const [node, port, layer, group] = at;
    const g = portsOf(head.scenario.nodes[node]!)?.[port]?.layers[layer]?.groups[group];
    if (!g) throw new Error(`a part of the replayed node names a group that is not there (${at.join('/')})`);
    for (const r of rules) g.rules.push(r);
  }
}

/** A replay's outcome put together from its parts. The imported objects the worker checked are
 * taken as they are only when every rule it sent arrived; otherwise the page checks them again. */
export function joinOutcome(outcome: SentOutcome, parts: RulesPart[]): ReplayOutcome {
  let rules = 0;
  for (const part of parts) {
    addRules(outcome.head, part);
    for (const piece of part) rules += piece.rules.length;
  }
  if (outcome.head.ok && outcome.checked && rules === outcome.rules) trustNodeOverrides(outcome.head.scenario.nodes);
  return outcome.head;
}
