// The palette: what can be added to the scenario. A new object is selected at once, so its
// properties open; what cannot be added yet says why.
import { useApp, useScenario, useUi } from '../app-context';
import type { Scenario } from '../../cluster/scenario/schema';
import type { Selection } from '../../state/ui-store';
import { addExternal, addNetworkPolicy, addNode, addPod, addProbe, addService } from '../../state/edits';
import { button, sectionTitle } from './styles';
import { externalRefOf, podRefOf, serviceRefOf } from './target';

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
    { label: 'Windows node', testId: 'add-windows-node', add: (s) => addNode(s, 'windows'), what: (n) => `add node ${n.nodes.at(-1)!.name}`, select: (n) => ({ kind: 'node', node: n.nodes.at(-1)!.name }) },
    { label: 'Linux node', testId: 'add-linux-node', add: (s) => addNode(s, 'linux'), what: (n) => `add node ${n.nodes.at(-1)!.name}`, select: (n) => ({ kind: 'node', node: n.nodes.at(-1)!.name }) },
    { label: 'Pod', testId: 'add-pod', add: (s) => addPod(s, podNode(s)), what: (n) => `add pod ${n.pods.at(-1)!.name}`, select: (n) => ({ kind: 'pod', ref: podRefOf(n.pods.at(-1)!) }), blocked: hasNodes ? undefined : 'add a node first' },
    { label: 'Service', testId: 'add-service', add: addService, what: (n) => `add Service ${n.services.at(-1)!.name}`, select: (n) => ({ kind: 'service', ref: serviceRefOf(n.services.at(-1)!) }) },
    { label: 'NetworkPolicy', testId: 'add-policy', add: addNetworkPolicy, what: (n) => `add NetworkPolicy ${n.networkPolicies.at(-1)!.metadata.name}`, select: (n) => ({ kind: 'networkPolicy', index: n.networkPolicies.length - 1 }) },
    { label: 'Outside host', testId: 'add-external', add: addExternal, what: (n) => `add outside host ${n.externals.at(-1)!.name}`, select: (n) => ({ kind: 'external', ref: externalRefOf(n.externals.at(-1)!) }) },
    { label: 'Probe', testId: 'add-probe', add: addProbe, what: (n) => `add probe ${n.probes.at(-1)!.name}`, select: () => undefined, blocked: hasPods ? undefined : 'add a pod first' },
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
        Add
      </h2>
      <div className="grid grid-cols-2 gap-1.5">
        {items.map((item) => (
          <button key={item.testId} type="button" className={`${paletteButton} justify-start whitespace-nowrap`} disabled={!!item.blocked} title={item.blocked ? `Cannot add a ${item.label.toLowerCase()} yet: ${item.blocked}` : `Add a ${item.label.toLowerCase()}`} onClick={() => run(item)} data-testid={item.testId}>
            <span aria-hidden="true">+</span> {item.label}
          </button>
        ))}
        <button type="button" className={`${paletteButton} justify-start whitespace-nowrap`} onClick={() => app.ui.getState().select({ kind: 'cluster' })} title="Cluster settings: pod and service ranges, network type, outbound NAT, DSR" data-testid="open-cluster-settings">
          ⚙ Settings
        </button>
      </div>
      {!hasNodes && <p className="text-[13px] text-slate-600 dark:text-slate-400">Start with a Windows node: pods need a node to run on.</p>}
    </section>
  );
}
