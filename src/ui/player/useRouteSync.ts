// Keeps the address bar and the stores in step (design.md §4): every change the user makes (probe,
// pause on a step, an edit) rewrites the hash with history.replaceState, no reload and no history
// entry; a hash the user types, or the back button, opens what it names. Writes wait for a short
// pause: replaceState costs milliseconds, and holding → steps many times a second.
import { useEffect } from 'react';
import { currentHash, type Navigator } from '../../state/navigation';
import { parseRoute } from '../../state/route';
import { loadValidation } from '../../state/validation';
import type { App } from '../../state/app';

const WRITE_DELAY_MS = 150;

export function useRouteSync(app: App, nav: Navigator, onNotice: (text: string | undefined) => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      const hash = currentHash(nav);
      const now = window.location.hash || '#/';
      if (hash !== now) window.history.replaceState(window.history.state, '', hash);
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    };
    const onHashChange = async () => {
      const route = parseRoute(window.location.hash);
      if (route.kind === 'share') await loadValidation(); // the share codec, on demand
      onNotice(nav.follow(route));
      write();
    };
    const stop = [app.scenario.subscribe(soon), app.player.subscribe(soon), app.playhead.subscribe(soon)];
    window.addEventListener('hashchange', onHashChange);
    write();
    return () => {
      stop.forEach((f) => f());
      clearTimeout(timer);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [app, nav, onNotice]);
}
