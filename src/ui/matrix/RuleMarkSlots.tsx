// The port close-up marks the rule changes of the last before/after (issue 26 item 2) through its
// slots: an added rule gets "+ added" (emerald), a changed one "~ changed: fields" (amber), and a
// group lists the rules it lost, struck through in rose, under its own rules, though the current
// state no longer has them. This wrapper is in the first load (it wraps the canvas) and carries no
// words: the marks themselves come in a chunk of their own (RuleMarkBadges).
import { Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { marksOfGroup, ruleMarksOf } from '../../state/rule-marks';
import { useApp, useScenario } from '../app-context';
import { CloseUpSlotsProvider, type CloseUpSlots } from '../canvas/closeup-slots';
import { lazyNamed } from '../common/lazy';

const RuleBadge = lazyNamed(() => import('./RuleMarkBadges'), 'RuleBadge');
const RemovedRules = lazyNamed(() => import('./RuleMarkBadges'), 'RemovedRules');

export function RuleMarkSlots({ children }: { children: ReactNode }) {
  const app = useApp();
  const scenario = useScenario((s) => s.scenario);
  const marks = useStore(ruleMarksOf(app));
  if (marks.of !== scenario || !marks.changes.length) return <>{children}</>;
  const slots: CloseUpSlots = {
    renderRuleMark: ({ node, port, layer, group, rule }) => {
      const c = marksOfGroup(marks.changes, node, port.id, layer.name, group.name).byRule.get(rule.id);
      return (
        c && (
          <Suspense fallback={null}>
            <RuleBadge c={c} />
          </Suspense>
        )
      );
    },
    renderGroupActions: ({ node, port, layer, group }) => {
      const { removed } = marksOfGroup(marks.changes, node, port.id, layer.name, group.name);
      return (
        removed.length > 0 && (
          <Suspense fallback={null}>
            <RemovedRules removed={removed} />
          </Suspense>
        )
      );
    },
  };
  return <CloseUpSlotsProvider value={slots}>{children}</CloseUpSlotsProvider>;
}
