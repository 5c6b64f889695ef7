// Keeps the address bar and the stores in step (design.md §4): every change the user makes (probe,
// pause on a step, an edit) rewrites the hash with history.replaceState, no reload and no history
// entry; a hash the user types, or the back button, opens what it names. Writes wait for a short
// pause: replaceState costs milliseconds, and holding → steps many times a second; a document opened
// or first edited is written at once.
// A link wins (issue 33): a hash this tab did not write (a link followed, a typed URL, back) is
// never written over, also while its hashchange has not fired yet or the chunk of the built-ins is
// on its way; the stores' hash is written again only once the link has been followed.
import { useEffect } from 'react';
import { currentHash, type Navigator } from '../../state/navigation';
import { parseRoute } from '../../state/route';
import { followed, hashIsOurs, writeHash } from '../common/hash-write';
import { builtinScenariosLoaded, loadBuiltinScenarios } from '../../lessons';
import { loadValidation } from '../../state/validation';
import type { App } from '../../state/app';
import type { NoticeMsg } from '../../state/notice-messages';

const WRITE_DELAY_MS = 150;

export function useRouteSync(app: App, nav: Navigator, onNotice: (m: NoticeMsg | undefined) => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      if (hashIsOurs()) writeHash(currentHash(nav));
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    };
    const onHashChange = async () => {
      const arrived = window.location.hash || '#/';
      const route = parseRoute(arrived);
      if (route.kind === 'share') await loadValidation(); // the share codec, on demand
      if (route.kind === 'scenario' && !builtinScenariosLoaded()) await loadBuiltinScenarios().catch(() => undefined);
      // A later link arrived meanwhile: its own hashchange follows it.
      if ((window.location.hash || '#/') !== arrived) return;
      onNotice(nav.follow(route));
      followed(arrived);
      write();
    };
    // A document opened, replaced or first edited changes what the hash names: written at once, so a
    // reload right after it reopens this document, not the built-in the hash still named.
    const onScenario = (s: { source: unknown; edited: boolean }, was: { source: unknown; edited: boolean }) => (s.source !== was.source || s.edited !== was.edited ? write() : soon());
    const stop = [app.scenario.subscribe(onScenario), app.player.subscribe(soon), app.playhead.subscribe(soon)];
    window.addEventListener('hashchange', onHashChange);
    // Not at once: the app's start (the link's probe and step) runs in the parent's effect, after this.
    soon();
    return () => {
      stop.forEach((f) => f());
      clearTimeout(timer);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [app, nav, onNotice]);
}
