// The OS "reduce motion" setting, followed live (prefers-reduced-motion).
import { useEffect } from 'react';
import type { App } from '../../state/app';

export function useSystemMotion(app: App): void {
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!mq) return;
    const apply = () => app.ui.getState().set('systemReducedMotion', mq.matches);
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, [app]);
}
