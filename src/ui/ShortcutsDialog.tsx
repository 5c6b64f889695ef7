// The list of keyboard shortcuts (?), a chunk of its own: useShortcuts.ts does what they say.
import { useApp, useUi } from './app-context';
import { linkButton } from './common/controls';
import type { Key } from './i18n/t';
import { useT } from './i18n/use-t';
import './i18n/words/trace-en';

/** The ? list: keys, and what they do as a dictionary key. */
export const SHORTCUTS: [string, Key][] = [
  ['Space', 'trace.keys.play'],
  ['← / →', 'trace.keys.step'],
  ['Home / End', 'trace.keys.ends'],
  ['[ / ]', 'trace.keys.panels'],
  ['P', 'trace.keys.presenter'],
  ['K', 'trace.keys.keySteps'],
  ['Ctrl+Z / ⌘Z', 'trace.keys.undo'],
  ['Shift+Ctrl+Z / ⇧⌘Z', 'trace.keys.redo'],
  ['?', 'trace.keys.list'],
  ['Esc', 'trace.keys.esc'],
];

export function ShortcutsDialog() {
  const app = useApp();
  const open = useUi((s) => s.showShortcuts);
  const t = useT();
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="false" aria-label={t('trace.keys.title')} className="absolute right-3 top-3 z-50 w-80 rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:border-slate-600 dark:bg-slate-900" data-testid="shortcuts">
      <div className="mb-2 flex justify-between font-semibold">
        {t('trace.keys.title')}
        <button type="button" onClick={() => app.ui.getState().set('showShortcuts', false)} className={linkButton}>
          {t('trace.keys.close')}
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {SHORTCUTS.map(([k, v]) => (
          <div key={k} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600">{k}</kbd>
            </dt>
            <dd>{t(v)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
