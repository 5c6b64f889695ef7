// The list of keyboard shortcuts (?), a chunk of its own: useShortcuts.ts does what they say.
import { useApp, useUi } from './app-context';
import { linkButton } from './common/controls';

export const SHORTCUTS: [string, string][] = [
  ['Space', 'play / pause'],
  ['← / →', 'step back / forward'],
  ['Home / End', 'first / last step'],
  ['[ / ]', 'hide or show the left / right panel'],
  ['P', 'Presenter mode on / off'],
  ['K', 'key steps only on / off'],
  ['Ctrl+Z / ⌘Z', 'undo'],
  ['Shift+Ctrl+Z / ⇧⌘Z', 'redo'],
  ['?', 'this list'],
  ['Esc', 'close this list or the concepts; else up one level (port › node › cluster)'],
];

export function ShortcutsDialog() {
  const app = useApp();
  const open = useUi((s) => s.showShortcuts);
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="false" aria-label="Keyboard shortcuts" className="absolute right-3 top-3 z-50 w-80 rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:border-slate-600 dark:bg-slate-900" data-testid="shortcuts">
      <div className="mb-2 flex justify-between font-semibold">
        Keyboard shortcuts
        <button type="button" onClick={() => app.ui.getState().set('showShortcuts', false)} className={linkButton}>
          close
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {SHORTCUTS.map(([k, v]) => (
          <div key={k} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600">{k}</kbd>
            </dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
