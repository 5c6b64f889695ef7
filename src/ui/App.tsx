// The layout of the ui-guide: top bar; left panel by mode; the canvas; the inspector on the right;
// the playback bar at the bottom.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createApp, type App as AppStores } from '../state/app';
import { browserStorage } from '../state/storage';
import type { UiState } from '../state/ui-store';
import { AppContext, useApp, useUi } from './app-context';
import { Canvas } from './canvas/Canvas';
import { TopBar } from './top-bar/TopBar';
import { PlaybackBar } from './player/PlaybackBar';
import { LeftPanel } from './panels/LeftPanel';
import { Inspector } from './inspector/Inspector';
import { usePlayerLoop } from './player/usePlayerLoop';
import { useFollow } from './player/useFollow';
import { SHORTCUTS, useShortcuts } from './useShortcuts';

function ShortcutsDialog() {
  const app = useApp();
  const open = useUi((s) => s.showShortcuts);
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="false" aria-label="Keyboard shortcuts" className="absolute right-3 top-16 z-50 w-80 rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:border-slate-600 dark:bg-slate-900">
      <div className="mb-2 flex justify-between font-semibold">
        Keyboard shortcuts
        <button type="button" onClick={() => app.ui.getState().set('showShortcuts', false)} className="text-sm text-sky-700 underline dark:text-sky-400">
          close
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {SHORTCUTS.map(([k, v]) => (
          <div key={k} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600">{k}</kbd>
            </dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Shell() {
  const app = useApp();
  const theme = useUi((s) => s.theme);
  const presenter = useUi((s) => s.presenter);
  usePlayerLoop();
  useFollow();
  useShortcuts(app);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  const notice = app.start.notice;
  return (
    <div className={`flex h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100 ${presenter ? 'text-[17px]' : ''}`}>
      <TopBar />
      {notice && (
        <div role="alert" className="border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {notice}
        </div>
      )}
      <div className="flex min-h-0 flex-1">
        <aside className="w-[300px] shrink-0 overflow-y-auto border-r border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900" aria-label="Panel">
          <LeftPanel />
        </aside>
        <main className="relative min-w-0 flex-1">
          <Canvas />
          <ShortcutsDialog />
        </main>
        <aside className="w-[360px] shrink-0 overflow-y-auto border-l border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900" aria-label="Inspector">
          <Inspector />
        </aside>
      </div>
      <div className="h-[104px] shrink-0">
        <PlaybackBar />
      </div>
    </div>
  );
}

/** Applies the startup decision: the probe to show, the step to open at, autoplay. */
function useStartup(app: AppStores) {
  useEffect(() => {
    const { start } = app;
    const probe = start.probe ? app.scenario.getState().scenario.probes.find((p) => p.name === start.probe) : undefined;
    if (!probe) return;
    app.player.getState().show(app.scenario.getState().scenario, probe);
    if (start.step !== undefined) app.playhead.getState().setStep(start.step);
    else if (start.autoplay) app.playhead.getState().play();
  }, [app]);
}

export function App() {
  const [app] = useState(() => {
    const initial: Partial<UiState> = { instant: new URLSearchParams(window.location.search).has('instant') };
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) initial.reducedMotion = true;
    return createApp(browserStorage(), window.location.hash, initial);
  });
  useStartup(app);
  const ready = useStore(app.scenario, (s) => !!s.scenario);
  const value = useMemo(() => app, [app]);
  if (!ready) return null;
  return (
    <AppContext.Provider value={value}>
      <Shell />
    </AppContext.Provider>
  );
}
