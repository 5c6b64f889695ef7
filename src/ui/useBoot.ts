// Creates the app's stores once. A start that needs validation (a share link, saved work) waits
// for its chunk; the demo starts at once and fetches the chunk once the page is idle and nothing
// plays (issue 16: the first load carries no zod, YAML parser or share codec).
import { useEffect, useState } from 'react';
import { createApp, type App } from '../state/app';
import { browserStorage } from '../state/storage';
import { loadValidation, startNeedsValidation } from '../state/validation';
import { DEMO_SCENARIO, loadBuiltinScenarios } from '../lessons';
import { parseRoute } from '../state/route';
import { openingHash } from './common/opening-hash';

/** A start that reads a built-in other than the demo's (a link to one, a lesson), or saved work
 * (which may be one): the built-ins' chunk first. */
const startNeedsBuiltins = (hash: string) => {
  const r = parseRoute(hash);
  return (r.kind === 'scenario' && r.id !== DEMO_SCENARIO) || r.kind === 'lesson' || r.kind === 'lessons';
};

/** The lazy parts a start may need: validation, and the built-in scenarios with it. */
const loadStartChunks = () => Promise.all([loadValidation(), loadBuiltinScenarios()]);

const create = () => createApp(browserStorage(), openingHash(), { instant: new URLSearchParams(window.location.search).has('instant') });

export function useBoot(): App | undefined {
  const [app, setApp] = useState<App | undefined>(() => (startNeedsValidation(openingHash(), browserStorage()) || startNeedsBuiltins(openingHash()) ? undefined : create()));
  useEffect(() => {
    let live = true;
    if (!app) {
      void loadStartChunks().then(() => live && setApp((a) => a ?? create()));
      return () => void (live = false);
    }
    // Not while the demo plays: evaluating the chunks is a long task, and the frames of the packet's
    // glide come first (issue 16). An edit awaits them anyway.
    const idle = () => void loadStartChunks();
    let stop = () => undefined as void;
    const later = () => ('requestIdleCallback' in window ? requestIdleCallback(idle, { timeout: 2000 }) : idle());
    const timer = setTimeout(() => {
      if (!app.playhead.getState().playing) return later();
      stop = app.playhead.subscribe((s) => {
        if (s.playing) return;
        stop();
        later();
      });
    }, 1500);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [app]);
  return app;
}
