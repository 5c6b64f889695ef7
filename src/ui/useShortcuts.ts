// Keyboard habits of the ui-guide: Space play/pause, ←/→ step, Home/End first/last step,
// Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z redo, ? the list; [ and ] fold the side panels.
// Typing in a field is left alone.
import { useEffect } from 'react';
import type { App } from '../state/app';

export const SHORTCUTS: [string, string][] = [
  ['Space', 'play / pause'],
  ['← / →', 'step back / forward'],
  ['Home / End', 'first / last step'],
  ['[ / ]', 'hide or show the left / right panel'],
  ['Ctrl+Z / ⌘Z', 'undo'],
  ['Shift+Ctrl+Z / ⇧⌘Z', 'redo'],
  ['?', 'this list'],
  ['Esc', 'close this list or the concepts'],
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
      const ui = app.ui.getState();
      switch (e.key) {
        case ' ':
          // A focused button answers Space itself.
          if (e.target instanceof HTMLButtonElement || (e.target instanceof Element && e.target.getAttribute('role') === 'button')) return;
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
        case '[':
          ui.set('leftOpen', !ui.leftOpen);
          break;
        case ']':
          ui.set('rightOpen', !ui.rightOpen);
          break;
        case '?':
          ui.set('showShortcuts', !ui.showShortcuts);
          break;
        case 'Escape':
          ui.set('showShortcuts', false);
          ui.set('showConcepts', false);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [app]);
}
