// The breadcrumb (Cluster › node › port, with the node's dumps, Follow's pin and Import's notice):
// a chunk fetched after the demo's first step (issue 16: the first load is what moves the packet);
// until it arrives the band (TopBand.tsx) keeps its place with a bar of the same height.
import { Suspense } from 'react';
import { useApp, useScenario, useUi } from '../app-context';
import { useScenarioTitle } from '../i18n/use-scenario-title';
import { focusRing } from '../common/controls';
import { useSimulation } from '../drawn-scenario';
import { findPort } from '../../state/find-port';
import { useT, type T } from '../i18n/use-t';
import { lazyAfterFirstStep } from '../common/after-first-step';
import '../i18n/words/trace-en';

// A node's dumps: after the demo's first step.
const NodeDumps = lazyAfterFirstStep(() => import('./NodeDumps'), 'NodeDumps');

/** As wide as its words, at most the band's room: past that it wraps, keeping "› name" together,
 * and a name wider than a whole row is cut with the whole of it in its title. */
export function Breadcrumb() {
  const app = useApp();
  const view = useUi((s) => s.view);
  const { sim } = useSimulation();
  const hostKind = view.kind !== 'cluster' && !(sim instanceof Error) ? sim.world.hosts.get(view.node)?.kind : undefined;
  const port = view.kind === 'port' && !(sim instanceof Error) ? findPort(sim.world, view.node, view.port) : undefined;
  const t = useT();
  const nodeTitle = view.kind === 'cluster' ? '' : `${view.node}${hostKind === 'linux' ? ' (Linux)' : hostKind === 'windows' ? ' (Windows)' : ''}`;
  return (
    <nav aria-label={t('trace.canvas.breadcrumb')} className="pointer-events-auto relative inline-flex max-w-full flex-wrap items-center gap-x-1 gap-y-0.5 rounded-md bg-white/95 px-2 py-1 text-sm shadow dark:bg-slate-900/95">
      <button
        type="button"
        className={`rounded px-1 ${focusRing} ${view.kind === 'cluster' ? 'font-semibold' : 'text-sky-800 underline dark:text-sky-300'}`}
        aria-current={view.kind === 'cluster' ? 'page' : undefined}
        onClick={() => app.ui.getState().open({ kind: 'cluster' })}
        data-testid="breadcrumb-cluster"
      >
        {t('trace.canvas.cluster')}
      </button>
      {view.kind === 'node' && (
        <>
          <span className="flex min-w-0 items-center gap-1">
            <span aria-hidden="true">›</span>
            <span className="min-w-0 truncate font-semibold" aria-current="page" data-testid="breadcrumb-node" title={nodeTitle}>
              {nodeTitle}
            </span>
          </span>
          {hostKind === 'windows' && !(sim instanceof Error) && (
            <Suspense fallback={null}>
              <NodeDumps sim={sim} node={view.node} />
            </Suspense>
          )}
          {hostKind === 'windows' && <ConsoleButton node={view.node} />}
        </>
      )}
      {view.kind === 'port' && (
        <>
          <span className="flex min-w-0 items-center gap-1">
            <span aria-hidden="true">›</span>
            <button type="button" className={`min-w-0 truncate rounded px-1 text-sky-800 underline dark:text-sky-300 ${focusRing}`} onClick={() => app.ui.getState().open({ kind: 'node', node: view.node })} title={view.node} data-testid="breadcrumb-node">
              {view.node}
            </button>
          </span>
          <span className="flex min-w-0 items-center gap-1">
            <span aria-hidden="true">›</span>
            <span className="min-w-0 max-w-[16rem] truncate font-semibold" aria-current="page" data-testid="breadcrumb-port" title={port ? `${portTitle(port, t)} · ${port.friendlyName}` : undefined}>
              {port ? portTitle(port, t) : t('trace.canvas.port')}
            </span>
          </span>
          {hostKind === 'windows' && <ConsoleButton node={view.node} />}
        </>
      )}
      <PinLevel />
      <ImportNotice />
    </nav>
  );
}

/** A prompt, drawn: the console button's icon. */
const PROMPT_GLYPH = '>_';

/** Opens (or closes) the node console under the canvas, in Trace and Build (issue 33 item 6). */
function ConsoleButton({ node }: { node: string }) {
  const app = useApp();
  const mode = useUi((s) => s.mode);
  const open = useUi((s) => s.console?.node === node);
  const t = useT();
  if (mode !== 'trace' && mode !== 'build') return null;
  return (
    <button
      type="button"
      className={`ml-1 inline-flex min-h-6 items-center gap-1 whitespace-nowrap rounded border px-1.5 font-mono text-sm ${open ? 'border-sky-600 bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100' : 'border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'} ${focusRing}`}
      aria-pressed={open}
      onClick={() => app.ui.getState().set('console', open ? undefined : { node })}
      title={t('trace.console.openTitle', { node })}
      data-testid="node-console-open"
    >
      <span aria-hidden="true">{PROMPT_GLYPH}</span>
      {/* The word where the breadcrumb has room; its name (for screen readers) always. */}
      <span className="sr-only font-sans @lg:not-sr-only">{t('trace.console.open')}</span>
    </button>
  );
}

/** A port's name in the breadcrumb: whose port it is. */
function portTitle(p: { kind: string; owner?: string; friendlyName: string }, t: T): string {
  if (p.kind === 'external') return t('trace.canvas.externalPort');
  if (p.kind === 'host') return t('trace.canvas.hostPort');
  return t('trace.canvas.ownerPort', { owner: p.owner?.replace(/^pod\/(default\/)?/, 'pod ') ?? p.friendlyName });
}

/** Follow goes no deeper than a pinned level: a pin button beside the breadcrumb (issue 17). */
function PinLevel() {
  const app = useApp();
  const view = useUi((s) => s.view);
  const pin = useUi((s) => s.followPin);
  const follow = useUi((s) => s.follow);
  const t = useT();
  if (!follow) return null;
  const level = view.kind === 'port' ? undefined : view.kind;
  const pinned = !!pin && pin === level;
  if (!level && !pin) return null;
  const word = (l?: string) => (l === 'cluster' || l === 'node' ? t(`trace.canvas.level.${l}`) : (l ?? ''));
  const label = pinned ? t('trace.canvas.pinned', { level: word(pin) }) : pin ? t('trace.canvas.pinnedAt', { level: word(pin) }) : t('trace.canvas.pinAt', { level: word(level) });
  return (
    <button
      type="button"
      aria-pressed={!!pin}
      title={label}
      onClick={() => app.ui.getState().set('followPin', pin ? undefined : level)}
      className={`ml-1 whitespace-nowrap rounded border px-1 text-xs ${pin ? 'border-sky-600 bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100' : 'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'} ${focusRing}`}
      data-testid="pin-level"
    >
      {pin ? t('trace.canvas.pinnedShort', { level: word(pin) }) : t('trace.canvas.pinLevel')}
    </button>
  );
}

/** Import mode before a replay: the canvas still shows the scenario from before, not the user's node. */
function ImportNotice() {
  const mode = useUi((s) => s.mode);
  const replayed = useScenario((s) => s.source.kind === 'import');
  const title = useScenarioTitle();
  const t = useT();
  if (mode !== 'import' || replayed) return null;
  return (
    <span className="ml-1 min-w-0 max-w-[min(100%,22rem)] truncate border-l border-slate-300 pl-2 text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400" title={t('trace.canvas.stillTitle', { title })} data-testid="import-canvas-note">
      {t('trace.canvas.still', { title })}
    </span>
  );
}

