// Keyboard habits of the ui-guide: Space play/pause, ←/→ step, Home/End first/last step,
// Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z redo, ? the list (ShortcutsDialog.tsx); [ and ] fold the side panels.
// Typing in a field is left alone.
import { useEffect } from 'react';
import type { App } from '../state/app';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function useShortcuts(app: App): void {
  useEffect(() => {
    // Whether the focused control got its focus from a pointer (then Space is play/pause) or from the keyboard.
    let pointerFocused = false;
    const onPointer = () => {
      pointerFocused = true;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') pointerFocused = false;
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
          // Space is play/pause everywhere, also after a click left a button focused (a button
          // reached with Tab still answers Space itself: the focus ring says which one).
          if (e.target instanceof HTMLElement && (e.target instanceof HTMLButtonElement || e.target.getAttribute('role') === 'button')) {
            if (!pointerFocused) return;
            // Focus came with a click: give it back to the page, so the button does not answer too.
            e.target.blur();
          }
          e.preventDefault();
          ph.toggle();
          break;
        case 'p':
        case 'P':
          ui.present(!ui.presenter);
          break;
        case 'k':
        case 'K':
          ph.setKeyOnly(!ph.keyOnly);
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
          if (ui.showShortcuts || ui.showConcepts) {
            ui.set('showShortcuts', false);
            ui.set('showConcepts', false);
          } else {
            // After the other listeners: a popup that Escape closed (it prevents the default) keeps the level.
            setTimeout(() => {
              if (!e.defaultPrevented) app.ui.getState().up();
            });
          }
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer, true);
    };
  }, [app]);
}
