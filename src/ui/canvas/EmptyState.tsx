// What the canvas says when there is nothing to draw: what to do next, with the button to do it.
import { useApp } from '../app-context';
import { addNode } from '../../state/edits';
import { focusRing } from '../common/controls';
import { useT } from '../i18n/use-t';
import { Rich } from '../common/Rich';
import '../i18n/words/trace-en';

const action = `rounded-md px-3 py-1.5 font-medium ${focusRing}`;

export function EmptyCluster() {
  const app = useApp();
  const t = useT();
  const add = () => {
    const next = addNode(app.scenario.getState().scenario, 'windows');
    const name = next.nodes.at(-1)!.name;
    if (app.scenario.getState().edit(next, `add node ${name}`).some((i) => i.severity === 'error')) return;
    app.ui.getState().set('mode', 'build');
    app.ui.getState().select({ kind: 'node', node: name });
  };
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-6">
      <div className="pointer-events-auto max-w-sm rounded-xl border border-slate-300 bg-white p-5 text-center shadow-lg dark:border-slate-600 dark:bg-slate-900" data-testid="empty-state">
        <h2 className="text-lg font-semibold">{t('trace.empty.title')}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('trace.empty.then')}</p>
        <button type="button" className={`${action} mt-3 bg-sky-700 text-white hover:bg-sky-800`} onClick={add} data-testid="empty-add-node">
          {t('trace.empty.add')}
        </button>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('trace.empty.or')}</p>
      </div>
    </div>
  );
}

export function MissingNode({ node }: { node: string }) {
  const app = useApp();
  const t = useT();
  return (
    <div className="flex h-full items-center justify-center p-6">
      <div role="status" className="max-w-sm rounded-xl border border-slate-300 bg-white p-5 text-center dark:border-slate-600 dark:bg-slate-900">
        <p>
          <Rich text={t('trace.empty.noNode', { node: `\`${node}\`` })} />
        </p>
        <button type="button" className={`${action} mt-3 bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900`} onClick={() => app.ui.getState().open({ kind: 'cluster' })}>
          {t('trace.empty.back')}
        </button>
      </div>
    </div>
  );
}
