// A failing cell's "What would make it pass", on demand (issue 26): the same search as the trace's
// verdict and `matrix --fix`, each change walked again; "Try it" makes the change as an undoable edit
// and opens the cell's trace, where the verdict panel shows the fix being tried with Undo.
import '../i18n/words/matrix-en';
import '../i18n/words/trace-en';
import { useState } from 'react';
import type { MatrixCell } from '../../cluster/matrix/matrix';
import { fixesForMatrixCell, tryLabel, type UiFix, type UiFixes } from '../../state/conclusions';
import { fixMsg } from '../../cluster/fixes/messages';
import { failing } from '../../state/matrix-store';
import { loadValidation } from '../../state/validation';
import { useApp, useScenario } from '../app-context';
import { button } from '../common/controls';
import { useT } from '../i18n/use-t';
import { FixList } from '../inspector/FixPanel';
import { openCell } from './use-matrix';

export function CellFixes({ cell }: { cell: MatrixCell }) {
  const app = useApp();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const [found, setFound] = useState<UiFixes & { cell: MatrixCell; scenario: unknown }>();
  const [busy, setBusy] = useState(false);
  // Nothing to fix: delivered, not walked (its files are to be collected), or as its probes expect.
  if (!failing(cell) || cell.outcome === 'unknown' || cell.expect?.holds) return null;
  const current = found?.cell === cell && found.scenario === scenario ? found : undefined;
  // The search walks changed copies through the schema's readers: it needs the validation chunk.
  const search = async () => {
    setBusy(true);
    try {
      await loadValidation();
      const r = fixesForMatrixCell(scenario, cell);
      // A cell that needs none (it is failing, so only a race) reads as delivery's goal with no fix.
      setFound({ cell, scenario, goal: r?.goal ?? fixMsg('fix.goal.delivered', {}), fixes: r?.fixes ?? [] });
    } finally {
      setBusy(false);
    }
  };
  const tryFix = async (f: UiFix) => {
    await loadValidation();
    app.scenario.getState().edit(f.scenario, tryLabel(f));
    openCell(app, cell);
  };
  if (!current)
    return (
      <button type="button" className={button} disabled={busy} onClick={() => void search()} data-testid="matrix-find-fixes">
        {busy ? t('matrix.detail.fixBusy') : t('trace.fix.what')}
      </button>
    );
  return <FixList found={current} onTry={(f) => void tryFix(f)} testId="matrix-fixes" />;
}
