// One edit from a form: applied through the scenario store (which validates it like a file
// import), and its problems put in words for the field where the edit was made.
import { useCallback } from 'react';
import { useApp } from '../app-context';
import type { Scenario } from '../../cluster/scenario/schema';
import { issueText, type IssueText } from '../../state/issue-words';

export type CommitResult = { ok: true } | { ok: false; problems: IssueText[] };

export const OK: CommitResult = { ok: true };

export function useEdit(): (change: (s: Scenario) => Scenario, what: string) => CommitResult {
  const app = useApp();
  return useCallback(
    (change, what) => {
      const before = app.scenario.getState().scenario;
      const issues = app.scenario.getState().edit(change, what);
      const errors = issues.filter((i) => i.severity === 'error');
      return errors.length ? { ok: false, problems: errors.map((i) => issueText(before, i)) } : OK;
    },
    [app],
  );
}
