// The app's stores, created once per page (and per test).
import { builtinById, DEMO_PROBE, DEMO_SCENARIO } from '../lessons';
import type { Scenario } from '../cluster/scenario/schema';
import { createCaptureStore } from './capture-store';
import { noticeMsg, type NoticeMsg } from './notice-messages';
import { createPlayerStores } from './player-store';
import { worthKeeping } from './recent';
import { parseRoute, type Route } from './route';
import { createScenarioStore, emptyScenario, readAutosave } from './scenario-store';
import type { ScenarioSource } from './source';
import type { KeyValueStorage } from './storage';
import { validation } from './validation';
import { createUiStore, type UiState } from './ui-store';

export function loadBuiltin(id: string): Scenario | undefined {
  const b = builtinById(id);
  // A fresh copy: the built-in is shared, and a document may be edited in place by mistake.
  return b ? structuredClone(b.scenario) : undefined;
}

export interface Startup {
  scenario: Scenario;
  source: ScenarioSource;
  probe?: string;
  step?: number | 'end';
  /** Work found in the autosave that the URL replaced: offered back as "restore my work". */
  restorable?: { scenario: Scenario; source: ScenarioSource; edited: boolean };
  /** The URL could not be used (unknown scenario, damaged share link): said to the user. */
  notice?: NoticeMsg;
  autoplay: boolean;
}

/** What the page opens on: the URL wins over the autosave; with neither, the demo, playing. */
export function startup(route: Route, storage: KeyValueStorage): Startup {
  const saved = readAutosave(storage);
  const demo = (): Startup => ({ scenario: loadBuiltin(DEMO_SCENARIO)!, source: { kind: 'builtin', id: DEMO_SCENARIO }, probe: DEMO_PROBE, autoplay: true });
  if (route.kind === 'scenario') {
    const s = loadBuiltin(route.id);
    if (s) return { scenario: s, source: { kind: 'builtin', id: route.id }, probe: route.probe, step: route.step, restorable: saved, autoplay: route.step === undefined && !!route.probe };
    const fallback = saved ? { scenario: saved.scenario, source: saved.source, autoplay: false } : demo();
    return { ...fallback, notice: noticeMsg('notice.noBuiltin', { id: route.id }) };
  }
  if (route.kind === 'share') {
    const r = validation().decodeShare(route.data);
    if (r.value) return { scenario: r.value, source: { kind: 'share' }, probe: route.probe, step: route.step, restorable: saved, autoplay: route.step === undefined && !!route.probe };
    const fallback = saved ? { scenario: saved.scenario, source: saved.source, autoplay: false } : demo();
    return { ...fallback, notice: validation().brokenLink(r.errors) };
  }
  if (saved) return { scenario: saved.scenario, source: saved.source, autoplay: false };
  return demo();
}

export function createApp(storage: KeyValueStorage, hash: string, ui: Partial<UiState> = {}) {
  const start = startup(parseRoute(hash), storage);
  const scenario = createScenarioStore(start.scenario, start.source, storage);
  // The URL won over the autosave: it joins Recent and is offered back (also after a reload).
  const r = start.restorable;
  if (r && worthKeeping(r) && JSON.stringify(r.scenario) !== JSON.stringify(start.scenario)) scenario.getState().keepDisplaced(r);
  const { player, playhead } = createPlayerStores();
  const uiStore = createUiStore(storage, ui);
  // The user's pktmon capture beside the trace (Trace mode): it follows the player.
  const capture = createCaptureStore(player);
  // Import and the Matrix are about other things than the walk: leaving Trace or Build for them
  // pauses it where it is (Play goes on from that step), rather than rendering a walk nobody watches.
  uiStore.subscribe((now, before) => {
    if (now.mode !== before.mode && (now.mode === 'import' || now.mode === 'matrix') && playhead.getState().playing) playhead.getState().pause();
  });
  return { scenario, player, playhead, ui: uiStore, capture, start };
}

export type App = ReturnType<typeof createApp>;
export { emptyScenario };
