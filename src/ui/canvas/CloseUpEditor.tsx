// Build mode on the port close-up: the port's VFP editor sits on the canvas beside the bands it
// edits (issue 17, item 6), so a rule added, changed or removed by hand shows up in its band at once.
// Folded, it leaves the whole canvas to the bands: it starts folded where the canvas is narrow
// (both side panels open at 1280 px), open on a wide screen. The editor is Build mode's chunk, loaded on use.
import { useState } from 'react';
import { useUi } from '../app-context';
import { focusRing } from '../common/controls';
import { lazyNamed, Loading } from '../common/lazy';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

const PortVfpEditor = lazyNamed(() => import('../builder/vfp/PortVfpEditor'), 'PortVfpEditor');

export function CloseUpEditor() {
  const mode = useUi((s) => s.mode);
  const view = useUi((s) => s.view);
  const [open, setOpen] = useState(() => window.innerWidth >= 1600);
  const t = useT();
  if (mode !== 'build' || view.kind !== 'port') return null;
  return (
    <aside
      aria-label={t('trace.closeup.label')}
      className="absolute top-14 right-3 z-10 flex max-h-[calc(100%-4.5rem)] w-[320px] flex-col rounded-lg border border-slate-300 bg-white/97 shadow-lg dark:border-slate-600 dark:bg-slate-900/97"
      data-testid="closeup-editor"
    >
      <button
        type="button"
        className={`flex items-center justify-between rounded-t-lg px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="closeup-editor-toggle"
      >
        <span>{t('trace.closeup.title')}</span>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
      {open && (
        <div className="min-h-0 overflow-y-auto border-t border-slate-200 p-2 dark:border-slate-700">
          <Loading>
            <PortVfpEditor node={view.node} port={view.port} />
          </Loading>
        </div>
      )}
    </aside>
  );
}
