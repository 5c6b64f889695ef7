// The layout of the ui-guide: top bar; left panel by mode; the canvas; the inspector on the right;
// the playback bar at the bottom. The side panels fold into a thin rail and the canvas takes the
// room; notices float over the canvas, so nothing shifts.
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { App as AppStores } from '../state/app';
import type { NoticeMsg } from '../state/notice-messages';
import { createNavigator } from '../state/navigation';
import { AppContext, useApp, useUi } from './app-context';
import { DrawnScenario } from './drawn-scenario';
import { Canvas } from './canvas/Canvas';
import { TopBar } from './top-bar/TopBar';
import { PlaybackBar } from './player/PlaybackBar';
import { LeftPanel } from './panels/LeftPanel';
import { usePlayerLoop } from './player/usePlayerLoop';
import { useFollow } from './player/useFollow';
import { useRetrace } from './player/useRetrace';
import { useRouteSync } from './player/useRouteSync';
import { useSystemMotion } from './player/useSystemMotion';
import { useOtherTabSaves } from './player/useOtherTabSaves';
import { ChevronIcon } from './common/icons';
import { focusRing } from './common/controls';
import { useShortcuts } from './useShortcuts';
import { useBoot } from './useBoot';
import { usePhone } from './use-phone';
import { browserStorage } from '../state/storage';
import { createWorkshop } from '../state/workshop';
import { withLessons } from '../state/lesson-nav';
import { WorkshopContext } from './lessons/workshop';
import { LessonOr, LessonsLayer } from './lessons/LessonsLayer';
import { FirstVisit } from './lessons/FirstVisit';
import { useHtmlLang } from './lessons/useHtmlLang';
import { useT } from './i18n/use-t';
import { lazyAfterFirstStep, useFirstStepSignal } from './common/after-first-step';
import { lazyNamed, Loading } from './common/lazy';
import { chunks } from './common/chunks';
import { chunk } from './common/chunk';
import { followed } from './common/hash-write';
import { openingHash } from './common/opening-hash';

const PhoneLayout = lazyNamed(() => import('./PhoneLayout'), 'PhoneLayout');
const Inspector = lazyAfterFirstStep(chunks.inspector, 'Inspector');
const ShortcutsDialog = lazyAfterFirstStep(() => import('./ShortcutsDialog'), 'ShortcutsDialog');
const Concepts = lazyAfterFirstStep(() => import('./help/Concepts'), 'Concepts');
const noticesChunk = chunk(() => import('./player/Notices'));
const Notices = lazyAfterFirstStep(noticesChunk, 'Notices');
/** A notice the start already has (a refused or damaged link) is said at once, not after the demo's
 * first step: a refused deflate-bomb link was said 5-20 s after its page loaded (issue 32). */
const NoticesAtOnce = lazyNamed(noticesChunk, 'Notices');
// The node console and its printers load when it is first opened, not with the demo.
const NodeConsole = lazyNamed(() => import('./console/NodeConsole'), 'NodeConsole');
const PrintTitle = lazyAfterFirstStep(() => import('./lessons/PrintHandout'), 'PrintTitle');
const PrintHandout = lazyAfterFirstStep(() => import('./lessons/PrintHandout'), 'PrintHandout');
// The Matrix mode's grid covers the canvas (which stays mounted underneath, its view kept).
const MatrixView = lazyNamed(() => import('./matrix/MatrixView'), 'MatrixView');
import { RuleMarkSlots } from './matrix/RuleMarkSlots';

/** A side panel that folds into a rail with one button; the canvas takes the room. */
function SidePanel({ side, open, width, topOn, children }: { side: 'left' | 'right'; open: boolean; width: string; topOn?: unknown; children: ReactNode }) {
  const app = useApp();
  const t = useT();
  const label = t(side === 'left' ? 'trace.panel.left' : 'trace.panel.inspector');
  const panel = t(side === 'left' ? 'trace.panel.leftName' : 'trace.panel.inspectorName');
  // A panel whose content changes wholesale (the left one, by mode) starts at its top again: in a
  // layout effect, so that a caller may still scroll to a section on the next frame.
  const aside = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    aside.current?.scrollTo({ top: 0 });
  }, [topOn]);
  const key = side === 'left' ? 'leftOpen' : 'rightOpen';
  const toggle = (
    <button
      type="button"
      onClick={() => app.ui.getState().set(key, !open)}
      aria-expanded={open}
      aria-label={t(open ? 'trace.panel.hide' : 'trace.panel.show', { panel })}
      title={t(open ? 'trace.panel.hideTitle' : 'trace.panel.showTitle', { panel, key: side === 'left' ? '[' : ']' })}
      className={`flex h-full w-6 shrink-0 items-start justify-center bg-slate-100 pt-3 text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:bg-slate-800 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white ${focusRing}`}
      data-testid={`toggle-${side}`}
    >
      <ChevronIcon width={14} height={14} className={(side === 'left') === open ? 'rotate-180' : ''} />
    </button>
  );
  // Contained (size, layout, paint): what a step changes in one panel is laid out and painted
  // there alone, not across the page (issue 16).
  const body = open && (
    <aside ref={aside} className={`${width} shrink-0 overflow-y-auto contain-strict bg-white dark:bg-slate-900`} aria-label={label}>
      {children}
    </aside>
  );
  return (
    <div className={`flex shrink-0 print:hidden ${side === 'left' ? 'border-r' : 'border-l'} border-slate-200 dark:border-slate-700`}>
      {side === 'left' ? body : toggle}
      {side === 'left' ? toggle : body}
    </div>
  );
}

/**
 * The playback loop and "follow the packet" read the playhead on every step: they live in a leaf
 * of their own, so a step never re-renders the whole page.
 */
function Playback() {
  useFirstStepSignal(useApp());
  usePlayerLoop();
  useFollow();
  return null;
}

function Shell({ nav }: { nav: ReturnType<typeof createNavigator> }) {
  useHtmlLang();
  const app = useApp();
  const theme = useUi((s) => s.theme);
  const presenter = useUi((s) => s.presenter);
  const leftOpen = useUi((s) => s.leftOpen);
  const rightOpen = useUi((s) => s.rightOpen);
  const mode = useUi((s) => s.mode);
  const consoleOpen = useUi((s) => !!s.console) && (mode === 'trace' || mode === 'build');
  const phone = usePhone();
  const t = useT();
  const [notice, setNotice] = useState(app.start.notice);
  const [NoticesNow] = useState(() => (app.start.notice ? NoticesAtOnce : Notices));
  const onNotice = useCallback((m: NoticeMsg | undefined) => setNotice(m), []);
  useShortcuts(app);
  useRetrace(app);
  useSystemMotion(app);
  useOtherTabSaves(app);
  useRouteSync(app, nav, onNotice);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  if (phone) {
    return (
      <>
        <Playback />
        <Suspense fallback={null}>
          <PhoneLayout />
        </Suspense>
      </>
    );
  }
  return (
    <div className="flex h-screen flex-col bg-slate-50 text-slate-900 print:h-auto print:bg-white dark:bg-slate-950 dark:text-slate-100">
      <Playback />
      <TopBar />
      <Suspense fallback={null}>
        <PrintTitle />
      </Suspense>
      <div className="flex min-h-0 flex-1 print:h-[11cm] print:w-[17cm] print:flex-none print:break-inside-avoid">
        <SidePanel side="left" open={leftOpen} width="w-[276px] min-[1440px]:w-[300px]" topOn={mode}>
          <LessonOr>
            <LeftPanel />
          </LessonOr>
        </SidePanel>
        <main className="flex min-w-0 flex-1 flex-col">
          {/* The first-visit line takes its own room above the canvas, never over it (issue 33). */}
          <FirstVisit />
          <div className="relative min-h-0 flex-1">
            <RuleMarkSlots>
              <Canvas />
            </RuleMarkSlots>
            {mode === 'matrix' && (
              <Loading>
                <MatrixView />
              </Loading>
            )}
            <Suspense fallback={null}>
              <NoticesNow nav={nav} notice={notice} onDismiss={() => setNotice(undefined)} />
            </Suspense>
            <Suspense fallback={null}>
              <ShortcutsDialog />
            </Suspense>
            <Suspense fallback={null}>
              <Concepts />
            </Suspense>
            <LessonsLayer nav={nav} />
          </div>
          {/* The node console takes its own room under the canvas: it never covers the packet. */}
          {consoleOpen && (
            <Suspense fallback={null}>
              <NodeConsole />
            </Suspense>
          )}
        </main>
        {/* The Matrix needs the width; the inspector of a step comes back with Trace. */}
        {mode !== 'matrix' && (
          <SidePanel side="right" open={rightOpen} width="w-[332px] min-[1440px]:w-[360px]">
            <Loading>
              <Inspector />
            </Loading>
          </SidePanel>
        )}
      </div>
      {/* A landmark of its own: screen readers (and axe's "region" rule) reach the controls. Contained
          like the side panels. */}
      <section aria-label={t('trace.playback')} className={`shrink-0 contain-strict print:hidden ${presenter ? 'h-[178px]' : 'h-[124px]'}`}>
        <PlaybackBar />
      </section>
      <Suspense fallback={null}>
        <PrintHandout />
      </Suspense>
    </div>
  );
}

export function App() {
  const app = useBoot();
  return app ? <Started app={app} /> : null;
}

function Started({ app }: { app: AppStores }) {
  const [workshop] = useState(() => createWorkshop(browserStorage(), window.location.search, openingHash()));
  const nav = useMemo(() => {
    const hash = openingHash();
    // What the bar holds is this tab's from the first render on (the hash the navigator starts
    // from, or what stood in for a long one): a link followed before the stores' hash is first
    // written must not be written over by that first write.
    followed(window.location.hash || '#/');
    return withLessons(createNavigator(app, hash), workshop.lessons, hash);
  }, [app, workshop]);
  // The probe and step the URL (or the demo) asked for; idempotent, as StrictMode runs it twice.
  useEffect(() => nav.start(), [nav]);
  const ready = useStore(app.scenario, (s) => !!s.scenario);
  if (!ready) return null;
  return (
    <AppContext.Provider value={app}>
      <WorkshopContext.Provider value={workshop}>
        <DrawnScenario>
          <Shell nav={nav} />
        </DrawnScenario>
      </WorkshopContext.Provider>
    </AppContext.Provider>
  );
}
