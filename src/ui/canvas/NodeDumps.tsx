// "Node's dumps", beside the breadcrumb of a Windows node: what that node would print (Get-Hns* |
// ConvertTo-Json, vfpctrl /list-vmswitch-port, /list-rule per port) as a zip to download, or handed
// straight to Import mode to practise on; with the selected pod's endpoint as a preview and what the
// files cannot carry of the simulated node.
import { useEffect, useId, useRef, useState } from 'react';
import type { Simulation } from '../../cluster/simulation';
import { focusRing } from '../common/controls';
import { DownloadIcon } from '../common/icons';
import { lazyNamed, Loading } from '../common/lazy';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

// The exporters, the zip writer and the import store load when the panel first opens.
const Panel = lazyNamed(() => import('./NodeDumpsPanel'), 'NodeDumpsPanel');

/** The breadcrumb's button for a Windows node, and its panel. */
export function NodeDumps({ sim, node }: { sim: Simulation; node: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // A new node closes the panel; Escape closes it and gives focus back to the button.
  const [shownFor, setShownFor] = useState(node);
  if (shownFor !== node) {
    setShownFor(node);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`ml-2 inline-flex items-center gap-1 whitespace-nowrap rounded border border-slate-300 px-1.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 ${focusRing}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        title={t('trace.dumps.title')}
        data-testid="node-dumps-open"
      >
        {/* The words where the breadcrumb has room (TopBand's container); the name always. */}
        <DownloadIcon width={14} height={14} aria-hidden="true" /> <span className="sr-only @lg:not-sr-only">{t('trace.dumps.open')}</span>
      </button>
      {open && (
        <Loading>
          <Panel sim={sim} node={node} id={id} onClose={() => setOpen(false)} />
        </Loading>
      )}
    </>
  );
}
