// Opening a built-in scenario from anywhere in the UI (the picker, a lesson link), or a recent
// document: the scenario replaces the current one (undo brings it back; the one left joins the
// recent list), the player starts over on the cluster view, and the address bar follows.
import type { App } from '../../state/app';
import { loadBuiltin } from '../../state/app';
import { formatRoute } from '../../state/route';
import { BUILTINS, loadBuiltinScenarios } from '../../lessons';
import type { RecentEntry } from '../../state/recent';

export async function openBuiltin(app: App, id: string): Promise<void> {
  await loadBuiltinScenarios();
  const s = loadBuiltin(id);
  if (!s) return;
  app.scenario.getState().load(s, { kind: 'builtin', id });
  app.player.getState().clear();
  app.playhead.getState().setStep(0);
  app.ui.getState().open({ kind: 'cluster' });
  // Its first probe, selected at its first step and ready to play (issue 17).
  const first = s.probes[0]?.name;
  window.location.hash = formatRoute({ kind: 'scenario', id, ...(first ? { probe: first, step: 1 } : {}) });
}

export const builtinTitle = (id: string): string => BUILTINS.find((b) => b.id === id)?.title ?? id;

export function openRecent(app: App, e: RecentEntry): void {
  app.scenario.getState().load(e.scenario, e.source, `open ${e.scenario.metadata.name} again`);
  app.player.getState().clear();
  app.playhead.getState().setStep(0);
  app.ui.getState().open({ kind: 'cluster' });
  window.location.hash = formatRoute({ kind: 'none' });
}
