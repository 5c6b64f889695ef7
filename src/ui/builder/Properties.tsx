// The properties of the selection: the form of the selected object, or what to do when nothing is.
import { memo } from 'react';
import { useApp, useScenario, useUi } from '../app-context';
import { ClusterForm } from './forms/ClusterForm';
import { ExternalForm } from './forms/ExternalForm';
import { NodeForm } from './forms/NodeForm';
import { PodForm } from './forms/PodForm';
import { PolicyForm } from './forms/PolicyForm';
import { ServiceForm } from './forms/ServiceForm';
import { useSimulation } from '../drawn-scenario';
import { link } from './styles';
import { targetOf } from './target';
import { PortVfpEditor } from './vfp/PortVfpEditor';
import { useT } from '../i18n/use-t';
import { fill } from '../i18n/fill';
import '../i18n/words/build-en';

/** A VFP port is not part of the scenario: its rules follow from the objects that made them, with
 * the node's VFP edits by hand on top. Memoized: Properties redraws at every edit, the port's editor
 * only when the drawn document changes (drawn-scenario.tsx), after a big edit a task later. */
const PortNote = memo(function PortNote({ node, port }: { node: string; port: string }) {
  const onCanvas = useUi((s) => s.view.kind === 'port' && s.view.node === node && s.view.port === port);
  const app = useApp();
  const t = useT();
  const { sim } = useSimulation();
  const host = sim instanceof Error ? undefined : sim.world.hosts.get(node);
  const p = host?.kind === 'windows' ? host.vswitch.ports.find((x) => x.id === port) : undefined;
  const owner = p?.owner?.startsWith('pod/') ? p.owner : undefined;
  return (
    <div className="space-y-1.5 text-sm" data-testid="port-note">
      <p>{fill(t('build.portNote', { node }), { port: <span className="font-mono text-[13px]">{p?.friendlyName ?? port}</span> })}</p>
      <p className="text-slate-600 dark:text-slate-400">{t('build.portFollows')}</p>
      {owner && (
        <button type="button" className={link} onClick={() => app.ui.getState().select({ kind: 'pod', ref: owner })}>
          {t('build.editOwner', { what: owner.replace(/^pod\/default\//, 'pod ') })}
        </button>
      )}
      {onCanvas ? <p data-testid="port-edited-on-canvas">{t('build.closeupOpen')}</p> : <PortVfpEditor node={node} port={port} />}
    </div>
  );
});

/** Forms are keyed by what they edit, not by its name: a rename keeps the form, and the focus. */
export function Properties() {
  const scenario = useScenario((s) => s.scenario);
  const selection = useUi((s) => s.selection);
  const tr = useT();
  const t = targetOf(scenario, selection);
  if (!t) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{tr('build.selectSomething')}</p>;
  }
  switch (t.kind) {
    case 'node':
      return <NodeForm key={`node:${t.index}`} index={t.index} />;
    case 'pod':
      return <PodForm key={`pod:${t.index}`} index={t.index} />;
    case 'service':
      return <ServiceForm key={`svc:${t.index}`} index={t.index} />;
    case 'external':
      return <ExternalForm key={`ext:${t.index}`} index={t.index} />;
    case 'networkPolicy':
      return <PolicyForm key={`pol:${t.index}`} index={t.index} />;
    case 'cluster':
      return <ClusterForm />;
    case 'port':
      return <PortNote node={t.node} port={t.port} />;
  }
}
