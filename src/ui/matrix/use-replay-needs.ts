// On a replayed node (Import mode's replay on screen), what the files lack: a destination whose
// evidence is missing becomes an unknown cell with what is missing, never a drop. The import store
// is fetched only for a replayed document.
import { useEffect, useState } from 'react';
import { useApp, useScenario } from '../app-context';

export function useReplayNeeds(): unknown[] | undefined | 'loading' {
  const app = useApp();
  const replayed = useScenario((s) => s.source.kind === 'import');
  const scenario = useScenario((s) => s.scenario);
  const [needs, setNeeds] = useState<{ for: unknown; value: unknown[] | undefined }>();
  useEffect(() => {
    if (!replayed) return;
    let live = true;
    void import('../../state/import-store').then(({ importStoreOf }) => {
      const o = importStoreOf(app).getState().outcome;
      if (live) setNeeds({ for: scenario, value: o?.ok ? o.report.needs : undefined });
    });
    return () => {
      live = false;
    };
  }, [app, replayed, scenario]);
  if (!replayed) return undefined;
  return needs?.for === scenario ? needs.value : 'loading';
}
