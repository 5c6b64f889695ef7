// A node: name, OS, IP and pod CIDR (left empty, they are allocated as kubeadm and the cloud
// would), and the overlay's source VIP.
import { useApp, useScenario } from '../../app-context';
import { formatIpv4, formatPrefix } from '../../../core/net/ip';
import type { NodeSpec } from '../../../cluster/scenario/schema';
import { OVERLAY_CNIS } from '../../../cluster/scenario/resolve';
import { removeNode, setNode } from '../../../state/edits';
import { simulationOf } from '../../../state/simulation';
import { OptionalField, SelectField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { FormFrame } from './FormFrame';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

const OS_OPTIONS = [
  { value: 'windows', label: 'Windows (HNS, vSwitch, VFP)' },
  { value: 'linux', label: 'Linux (netns, veth, bridge)' },
] as const;

export function NodeForm({ index }: { index: number }) {
  const app = useApp();
  const edit = useEdit();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const node = scenario.nodes[index]!;
  const sim = simulationOf(scenario);
  const resolved = sim instanceof Error ? undefined : sim.resolved.nodes[index];
  const pods = scenario.pods.filter((p) => p.node === node.name).length;
  const path = ['nodes', index];
  const set = (next: NodeSpec, what: string) => edit((s) => setNode(s, index, next), what);

  const rename = (name: string) => {
    const r = set({ ...node, name }, t('build.do.renameNode', { name: node.name, to: name }));
    if (r.ok) {
      const ui = app.ui.getState();
      ui.select({ kind: 'node', node: name });
      if (ui.view.kind === 'node' && ui.view.node === node.name) ui.open({ kind: 'node', node: name });
    }
    return r;
  };
  const remove = () => {
    if (!edit((s) => removeNode(s, index), pods ? t('build.do.removeNodePods', { name: node.name, count: pods }) : t('build.do.removeNode', { name: node.name })).ok) return;
    const ui = app.ui.getState();
    ui.select(undefined);
    if (ui.view.kind === 'node' && ui.view.node === node.name) ui.open({ kind: 'cluster' });
  };

  return (
    <FormFrame kind={t('build.node')} title={node.name} prefix={path} remove={{ label: pods ? (pods === 1 ? t('build.removeNodeAndPod') : t('build.removeNodeAndPods', { count: pods })) : t('build.removeNode'), run: remove }} testId="node-form">
      <TextField label={t('build.name')} value={node.name} path={[...path, 'name']} commit={rename} mono testId="node-name" />
      <SelectField label={t('build.os')} value={node.os} options={OS_OPTIONS} path={[...path, 'os']} commit={(os) => set({ ...node, os }, t('build.do.nodeOs', { name: node.name, os }))} testId="node-os" />
      <div className="grid grid-cols-2 gap-2">
        <OptionalField
          label={t('build.nodeIp')}
          value={node.ip}
          placeholder={resolved ? formatIpv4(resolved.ip) : ''}
          hint={t('build.allocated')}
          path={[...path, 'ip']}
          commit={(ip) => set({ ...node, ip }, t('build.do.nodeIp', { name: node.name }))}
          testId="node-ip"
        />
        <OptionalField
          label={t('build.podCidr')}
          value={node.podCIDR}
          placeholder={resolved ? formatPrefix(resolved.podCidr) : ''}
          hint={t('build.allocated')}
          path={[...path, 'podCIDR']}
          commit={(podCIDR) => set({ ...node, podCIDR }, t('build.do.nodePodCidr', { name: node.name }))}
          testId="node-pod-cidr"
        />
      </div>
      {node.os === 'windows' && OVERLAY_CNIS.has(scenario.cluster.cni) && (
        <OptionalField
          label={t('build.sourceVip')}
          value={node.sourceVip}
          placeholder={resolved ? formatIpv4(resolved.sourceVip) : ''}
          hint={t('build.sourceVipHint')}
          path={[...path, 'sourceVip']}
          commit={(sourceVip) => set({ ...node, sourceVip }, t('build.do.nodeSourceVip', { name: node.name }))}
        />
      )}
      {(node.hns !== undefined || node.vfp !== undefined) && (
        <p className="text-[13px] text-slate-600 dark:text-slate-400">{node.hns !== undefined ? t('build.importedHns') : t('build.importedVfp')}</p>
      )}
    </FormFrame>
  );
}
