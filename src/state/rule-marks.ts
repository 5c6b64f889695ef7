// The rule changes of the last before/after comparison (issue 26 item 2), kept for the port close-up
// to mark: added rules, changed ones (with their fields), removed ones drawn in their group. Set by
// Build mode's comparison, cleared when the document it was made for is no longer on screen.
import { createStore } from 'zustand/vanilla';
import type { Scenario } from '../cluster/scenario/schema';
import type { RuleChangeAt } from './rule-changes';

export interface RuleMarks {
  /** The document (the "after" state) the marks belong to. */
  of?: Scenario;
  changes: RuleChangeAt[];
  set(of: Scenario, changes: RuleChangeAt[]): void;
  clear(): void;
}

export type RuleMarksStore = ReturnType<typeof createRuleMarks>;

export const createRuleMarks = () =>
  createStore<RuleMarks>()((set) => ({
    changes: [],
    set: (of, changes) => set({ of, changes }),
    clear: () => set({ of: undefined, changes: [] }),
  }));

const stores = new WeakMap<object, RuleMarksStore>();

/** One per app. */
export function ruleMarksOf(app: object): RuleMarksStore {
  let s = stores.get(app);
  if (!s) stores.set(app, (s = createRuleMarks()));
  return s;
}

/** The marks of one group of one port, by rule id (removed rules listed apart). */
export function marksOfGroup(changes: readonly RuleChangeAt[], node: string, port: string, layer: string, group: string): { byRule: Map<string, RuleChangeAt>; removed: RuleChangeAt[] } {
  const byRule = new Map<string, RuleChangeAt>();
  const removed: RuleChangeAt[] = [];
  for (const c of changes) {
    if (c.node !== node || c.port !== port || c.layer !== layer || c.group !== group) continue;
    if (c.kind === 'removed') removed.push(c);
    else byRule.set(c.rule, c);
  }
  return { byRule, removed };
}
