// The address bar and the stores, kept in step (design.md §4): the page opens what the URL names;
// picking a probe or pausing on a step rewrites the hash (no reload); an edited URL or the back
// button opens what it names. A hash names the document only while the document is what the link
// carries: once a built-in or shared scenario is edited, the hash drops it (`#/`), so a reload
// opens the autosave, which holds the edits.
import type { Scenario } from '../cluster/scenario/schema';
import { MAX_DECODED_BYTES } from '../io/share/limits';
import type { App } from './app';
import { loadBuiltin } from './app';
import { builtinById, builtinScenariosLoaded, DEMO_SCENARIO, loadBuiltinScenarios } from '../lessons';
import { noticeMsg, type NoticeMsg } from './notice-messages';
import { ADHOC } from './player-store';
import { formatRoute, parseRoute, type Route, type ShowParams, type Step } from './route';
import type { RecentEntry } from './recent';
import type { ScenarioSource } from './source';
import { validation } from './validation';
import { sameValue } from './same-value';

const builtins = new Map<string, string | undefined>();
const serialised = new WeakMap<Scenario, string>();
/** A scenario's JSON, kept per object: the hash is recomputed on every step. */
function json(s: Scenario): string {
  let j = serialised.get(s);
  if (j === undefined) serialised.set(s, (j = JSON.stringify(s)));
  return j;
}

/** The built-in scenario as shipped, serialised once (edits are detected by comparison). */
function builtinJson(id: string): string | undefined {
  if (!builtins.has(id)) {
    const s = loadBuiltin(id);
    builtins.set(id, s && json(s));
  }
  return builtins.get(id);
}

export const isPristineBuiltin = (s: Scenario, source: ScenarioSource) => source.kind === 'builtin' && builtinJson(source.id) === json(s);

export interface Navigator {
  /** The route that names what is on screen now. */
  current(): Route;
  /** Opens what a route names (hashchange); returns a message when it cannot. */
  follow(route: Route): NoticeMsg | undefined;
  /** Applies the startup decision: the probe to show, the step to open at, autoplay. */
  start(): void;
  /** The user's document that a load replaced, unless it is what is on screen anyway. */
  restorable(): RecentEntry | undefined;
  restore(): void;
}

export function createNavigator(app: App, initialHash: string): Navigator {
  const first = parseRoute(initialHash);
  // The share link the document came from, to keep naming it while it is unedited.
  let opened: { data: string; json: string } | undefined =
    first.kind === 'share' && app.start.source.kind === 'share' ? { data: first.data, json: json(app.scenario.getState().scenario) } : undefined;

  const probeParams = (): Pick<Extract<Route, { kind: 'scenario' }>, 'probe' | 'step' | 'view'> => {
    const { probe, origin } = app.player.getState();
    if (!probe || origin !== 'saved') return {};
    const { step, playing, keyOnly } = app.playhead.getState();
    // While playing the step is left out: a reload plays the probe again from the start.
    return { probe: probe.name, step: !playing && step > 0 ? step : undefined, ...(keyOnly ? { view: 'key' as const } : {}) };
  };

  /** A link's `view=key` and `presenter=1` (issue 17); Presenter stays as it is when the link says nothing. */
  const applyShow = (show: ShowParams) => {
    if (show.presenter) app.ui.getState().present(true);
    app.playhead.getState().setKeyOnly(show.view === 'key');
  };

  const showProbe = (name: string | undefined, step: Step | undefined, autoplay: boolean, show: ShowParams = {}) => {
    const s = app.scenario.getState().scenario;
    const probe = name ? s.probes.find((p) => p.name === name) : undefined;
    if (!probe) {
      app.player.getState().clear();
      return name ? noticeMsg('notice.noProbe', { probe: name }) : undefined;
    }
    app.player.getState().show(s, probe, 'saved');
    if (step !== undefined) app.playhead.getState().setStep(step);
    applyShow(show);
    if (step === undefined && autoplay) app.playhead.getState().play();
    return undefined;
  };

  const nav: Navigator = {
    current: () => {
      const { scenario, source } = app.scenario.getState();
      if (isPristineBuiltin(scenario, source) && source.kind === 'builtin') return { kind: 'scenario', id: source.id, ...probeParams() };
      if (opened && opened.json === json(scenario)) return { kind: 'share', data: opened.data, ...probeParams() };
      return { kind: 'none' };
    },
    follow: (route) => {
      if (route.kind === 'none' || route.kind === 'lessons' || route.kind === 'lesson') return undefined;
      const st = app.scenario.getState();
      if (route.kind === 'scenario') {
        // The built-ins other than the demo's are a chunk: fetched first, then followed.
        if (!builtinScenariosLoaded() && route.id !== DEMO_SCENARIO && builtinById(route.id)) {
          void loadBuiltinScenarios().then(() => nav.follow(route));
          return undefined;
        }
        if (!(st.source.kind === 'builtin' && st.source.id === route.id && isPristineBuiltin(st.scenario, st.source))) {
          const s = loadBuiltin(route.id);
          if (!s) return noticeMsg('notice.noBuiltin', { id: route.id });
          st.load(s, { kind: 'builtin', id: route.id });
          app.ui.getState().open({ kind: 'cluster' });
        }
      } else if (!(opened?.data === route.data && opened.json === json(st.scenario))) {
        const r = validation().decodeShare(route.data);
        if (!r.value) return validation().brokenLink(r.errors);
        st.load(r.value, { kind: 'share' });
        opened = { data: route.data, json: json(r.value) };
        app.ui.getState().open({ kind: 'cluster' });
      }
      return showProbe(route.probe, route.step, true, route);
    },
    start: () => {
      const { start } = app;
      if (start.probe) showProbe(start.probe, start.step, start.autoplay, first.kind === 'none' ? {} : first);
      else if (first.kind !== 'none' && first.presenter) app.ui.getState().present(true);
    },
    restorable: () => {
      const { displaced, scenario } = app.scenario.getState();
      // Compared by a walk that stops at the first difference: a replayed node of 100k rules is 28 MB
      // of JSON, and this runs on every render of the notices.
      return displaced && !sameValue(displaced.scenario, scenario) ? displaced : undefined;
    },
    restore: () => {
      if (!app.scenario.getState().displaced) return;
      app.scenario.getState().restoreDisplaced();
      app.player.getState().clear();
      app.ui.getState().open({ kind: 'cluster' });
    },
  };
  return nav;
}

/** A link to share: the built-in's id when unedited, else the scenario itself (with an ad-hoc probe). */
export function shareRoute(app: App): { route: Route } | { error: NoticeMsg } {
  const { scenario, source } = app.scenario.getState();
  const { probe, origin } = app.player.getState();
  const { step, keyOnly } = app.playhead.getState();
  const at = step > 0 ? step : undefined;
  const view = keyOnly ? ({ view: 'key' } as const) : {};
  if (isPristineBuiltin(scenario, source) && source.kind === 'builtin' && origin !== 'adhoc') return { route: { kind: 'scenario', id: source.id, probe: probe?.name, step: at, ...view } };
  // An ad-hoc probe travels inside the shared scenario, so that the link can name it.
  const carried = probe && origin === 'adhoc' ? { ...scenario, probes: [...scenario.probes.filter((p) => p.name !== ADHOC), probe] } : scenario;
  if (new TextEncoder().encode(json(carried)).length > MAX_DECODED_BYTES) {
    return { error: noticeMsg('notice.linkTooLarge', { kb: MAX_DECODED_BYTES / 1024 }) };
  }
  return { route: { kind: 'share', data: validation().encodeShare(carried), probe: probe?.name, step: at, ...view } };
}

/** The hash for the stores' state (what the address bar should say). */
export const currentHash = (n: Navigator) => formatRoute(n.current());
