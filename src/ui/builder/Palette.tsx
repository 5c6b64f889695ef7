// The palette: what can be added to the scenario. A new object is selected at once, so its
// properties open; what cannot be added yet says why.
import { useApp, useScenario, useUi } from '../app-context';
import type { Scenario } from '../../cluster/scenario/schema';
import type { Selection } from '../../state/ui-store';
import { addExternal, addNetworkPolicy, addNode, addPod, addProbe, addService } from '../../state/edits';
import { button, sectionTitle } from './styles';
import { externalRefOf, podRefOf, serviceRefOf } from './target';
import { useT } from '../i18n/use-t';
import '../i18n/words/build-en';

interface Item {
  label: string;
  testId: string;
  add: (s: Scenario) => Scenario;
  /** What the new object is called, for the undo history. */
  what: (next: Scenario) => string;
  select: (next: Scenario) => Selection | undefined;
  /** Why it cannot be added now. */
  blocked?: string;
}

/** Two to a row in a 276 px panel: a little less padding keeps "+ Windows node" on one line. */
const paletteButton = button.replace('px-2.5', 'px-2');

export function Palette({ onProbeAdded }: { onProbeAdded: (name: string) => void }) {
  const app = useApp();
  const t = useT();
  const hasNodes = useScenario((s) => s.scenario.nodes.length > 0);
  const hasPods = useScenario((s) => s.scenario.pods.length > 0);
  const view = useUi((s) => s.view);
  const selection = useUi((s) => s.selection);

  /** A new pod goes to the node on screen or selected, else to the first Windows node. */
  const podNode = (s: Scenario): string | undefined => {
    if (view.kind === 'node') return view.node;
    if (selection?.kind === 'node') return selection.node;
    if (selection?.kind === 'pod') return s.pods.find((p) => podRefOf(p) === selection.ref)?.node;
    return undefined;
  };

  const items: Item[] = [
    { label: t('build.windowsNode'), testId: 'add-windows-node', add: (s) => addNode(s, 'windows'), what: (n) => t('build.do.addNode', { name: n.nodes.at(-1)!.name }), select: (n) => ({ kind: 'node', node: n.nodes.at(-1)!.name }) },
    { label: t('build.linuxNode'), testId: 'add-linux-node', add: (s) => addNode(s, 'linux'), what: (n) => t('build.do.addNode', { name: n.nodes.at(-1)!.name }), select: (n) => ({ kind: 'node', node: n.nodes.at(-1)!.name }) },
    { label: t('build.pod'), testId: 'add-pod', add: (s) => addPod(s, podNode(s)), what: (n) => t('build.do.addPod', { name: n.pods.at(-1)!.name }), select: (n) => ({ kind: 'pod', ref: podRefOf(n.pods.at(-1)!) }), blocked: hasNodes ? undefined : t('build.needNode') },
    { label: t('build.service'), testId: 'add-service', add: addService, what: (n) => t('build.do.addService', { name: n.services.at(-1)!.name }), select: (n) => ({ kind: 'service', ref: serviceRefOf(n.services.at(-1)!) }) },
    { label: t('build.networkPolicy'), testId: 'add-policy', add: addNetworkPolicy, what: (n) => t('build.do.addPolicy', { name: n.networkPolicies.at(-1)!.metadata.name }), select: (n) => ({ kind: 'networkPolicy', index: n.networkPolicies.length - 1 }) },
    { label: t('build.outsideHost'), testId: 'add-external', add: addExternal, what: (n) => t('build.do.addExternal', { name: n.externals.at(-1)!.name }), select: (n) => ({ kind: 'external', ref: externalRefOf(n.externals.at(-1)!) }) },
    { label: t('build.probe'), testId: 'add-probe', add: addProbe, what: (n) => t('build.do.addProbe', { name: n.probes.at(-1)!.name }), select: () => undefined, blocked: hasPods ? undefined : t('build.needPod') },
  ];

  const run = (item: Item) => {
    const next = item.add(app.scenario.getState().scenario);
    if (app.scenario.getState().edit(next, item.what(next)).some((i) => i.severity === 'error')) return;
    app.ui.getState().select(item.select(next));
    if (item.testId === 'add-probe') onProbeAdded(next.probes.at(-1)!.name);
  };

  return (
    <section aria-labelledby="palette-h" className="space-y-1.5">
      <h2 id="palette-h" className={sectionTitle}>
        {t('build.add')}
      </h2>
      <div className="grid grid-cols-2 gap-1.5">
        {items.map((item) => (
          <button key={item.testId} type="button" className={`${paletteButton} justify-start whitespace-nowrap`} disabled={!!item.blocked} title={item.blocked ? t('build.blockedTitle', { what: item.label, why: item.blocked }) : t('build.addTitle', { what: item.label })} onClick={() => run(item)} data-testid={item.testId}>
            <span aria-hidden="true">+</span> {item.label}
          </button>
        ))}
        <button type="button" className={`${paletteButton} justify-start whitespace-nowrap`} onClick={() => app.ui.getState().select({ kind: 'cluster' })} title={t('build.settingsTitle')} data-testid="open-cluster-settings">
          ⚙ {t('build.settings')}
        </button>
      </div>
      {!hasNodes && <p className="text-[13px] text-slate-600 dark:text-slate-400">{t('build.startWithNode')}</p>}
    </section>
  );
}
