// Creates the app's stores once. A start that needs validation (a share link, saved work) waits
// for its chunk; the demo starts at once and fetches the chunk once the page is idle, before
// anyone can edit (issue 16: the first load carries no zod, YAML parser or share codec).
import { useEffect, useState } from 'react';
import { createApp, type App } from '../state/app';
import { browserStorage } from '../state/storage';
import { loadValidation, startNeedsValidation } from '../state/validation';

const create = () => createApp(browserStorage(), window.location.hash, { instant: new URLSearchParams(window.location.search).has('instant') });

export function useBoot(): App | undefined {
  const [app, setApp] = useState<App | undefined>(() => (startNeedsValidation(window.location.hash, browserStorage()) ? undefined : create()));
  useEffect(() => {
    let live = true;
    if (!app) {
      void loadValidation().then(() => live && setApp((a) => a ?? create()));
      return () => void (live = false);
    }
    const idle = () => void loadValidation();
    const timer = setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(idle, { timeout: 2000 }) : idle()), 1500);
    return () => clearTimeout(timer);
  }, [app]);
  return app;
}
