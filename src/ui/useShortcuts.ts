// Keyboard habits of the ui-guide: Space play/pause, ←/→ step, Home/End first/last step,
// Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z redo, ? the list. Typing in a field is left alone.
import { useEffect } from 'react';
import type { App } from '../state/app';

export const SHORTCUTS: [string, string][] = [
  ['Space', 'play / pause'],
  ['← / →', 'step back / forward'],
  ['Home / End', 'first / last step'],
  ['Ctrl+Z / ⌘Z', 'undo'],
  ['Shift+Ctrl+Z / ⇧⌘Z', 'redo'],
  ['?', 'this list'],
  ['Esc', 'close panels and dialogs'],
];

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function useShortcuts(app: App): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'z') {
        if (typing(e.target)) return;
        e.preventDefault();
        if (e.shiftKey) app.scenario.getState().redo();
        else app.scenario.getState().undo();
        return;
      }
      if (mod && e.key.toLowerCase() === 'y') {
        if (typing(e.target)) return;
        e.preventDefault();
        app.scenario.getState().redo();
        return;
      }
      if (mod || e.altKey || typing(e.target)) return;
      const ph = app.playhead.getState();
      switch (e.key) {
        case ' ':
          if (e.target instanceof HTMLButtonElement) return;
          e.preventDefault();
          ph.toggle();
          break;
        case 'ArrowRight':
          e.preventDefault();
          ph.pause();
          ph.forward();
          break;
        case 'ArrowLeft':
          e.preventDefault();
          ph.back();
          break;
        case 'Home':
          e.preventDefault();
          ph.pause();
          ph.setStep(1);
          break;
        case 'End':
          e.preventDefault();
          ph.pause();
          ph.setStep('end');
          break;
        case '?':
          app.ui.getState().set('showShortcuts', !app.ui.getState().showShortcuts);
          break;
        case 'Escape':
          app.ui.getState().set('showShortcuts', false);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [app]);
}
