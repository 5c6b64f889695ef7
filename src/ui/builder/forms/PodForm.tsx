// A pod: name, namespace, node, IP (allocated when empty), labels (what Services and policies
// select), the sockets that are open, and its container ports (names, hostPorts).
import { useApp, useScenario } from '../../app-context';
import { formatIpv4 } from '../../../core/net/ip';
import { isDualStack } from '../../../cluster/scenario/dual-stack';
import type { PodSpec } from '../../../cluster/scenario/schema';
import { removePod, setPod } from '../../../state/edits';
import { simulationOf } from '../../../state/simulation';
import { CheckField, LabelsField, ListField, OptionalField, SelectField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { podRefOf } from '../target';
import { FormFrame } from './FormFrame';
import { PodPorts } from './PodPorts';
import { withPorts } from './pod-ports';
import { statedIpv6, withIpv6 } from './pod-ipv6';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

/** Example values, as they are typed: the same in every language. */
const EXAMPLE = { labels: 'app=web, tier=front', listen: 'tcp/80, udp/53' } as const;

/** A pod with one endpoint condition set, or left out when it is the default (files stay as they were). */
function withFlag(pod: PodSpec, key: 'ready' | 'terminating', value: boolean | undefined): PodSpec {
  const next: PodSpec = { ...pod };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

export function PodForm({ index }: { index: number }) {
  const app = useApp();
  const edit = useEdit();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const pod = scenario.pods[index]!;
  const sim = simulationOf(scenario);
  const resolved = sim instanceof Error ? undefined : sim.resolved.pods.find((p) => p.spec === pod);
  const path = ['pods', index];
  const label = pod.namespace === 'default' ? pod.name : `${pod.namespace}/${pod.name}`;
  const set = (next: PodSpec, what: string) => {
    const r = edit((s) => setPod(s, index, next), what);
    // A new name or namespace is a new ref: keep the pod selected.
    if (r.ok) app.ui.getState().select({ kind: 'pod', ref: podRefOf(next) });
    return r;
  };
  const remove = () => {
    if (edit((s) => removePod(s, index), t('build.do.removePod', { name: label })).ok) app.ui.getState().select(undefined);
  };

  return (
    <FormFrame kind={t('build.pod')} title={label} prefix={path} remove={{ label: t('build.removePod'), run: remove }} testId="pod-form">
      <div className="grid grid-cols-2 gap-2">
        <TextField label={t('build.name')} value={pod.name} path={[...path, 'name']} mono commit={(name) => set({ ...pod, name }, t('build.do.renamePod', { name: label, to: name }))} testId="pod-name" />
        <TextField label={t('build.namespace')} value={pod.namespace} path={[...path, 'namespace']} mono commit={(namespace) => set({ ...pod, namespace }, t('build.do.movePodNs', { name: label, ns: namespace }))} testId="pod-namespace" />
      </div>
      <SelectField label={t('build.node')} value={pod.node} options={scenario.nodes.map((n) => ({ value: n.name, label: `${n.name} (${n.os === 'windows' ? 'Windows' : 'Linux'})` }))} path={[...path, 'node']} commit={(node) => set({ ...pod, node }, t('build.do.movePodNode', { name: label, node }))} testId="pod-node" />
      <OptionalField
        label={t('build.podIp')}
        value={pod.ip}
        placeholder={resolved ? formatIpv4(resolved.ip) : ''}
        hint={t('build.podIpHint')}
        path={[...path, 'ip']}
        commit={(ip) => set({ ...pod, ip }, t('build.do.podIp', { name: label }))}
        testId="pod-ip"
      />
      {isDualStack(scenario) && (
        <OptionalField
          label={t('build.podIpv6')}
          value={statedIpv6(pod)}
          placeholder={resolved?.ipv6 ?? ''}
          hint={t('build.podIpv6Hint')}
          path={[...path, 'ips']}
          commit={(ipv6) => set(withIpv6(pod, ipv6), t('build.do.podIpv6', { name: label }))}
          testId="pod-ipv6"
        />
      )}
      <LabelsField label={t('build.labels')} value={pod.labels} placeholder={EXAMPLE.labels} hint={t('build.labelsHint')} path={[...path, 'labels']} commit={(labels) => set({ ...pod, labels }, t('build.do.podLabels', { name: label }))} testId="pod-labels" />
      <ListField label={t('build.listening')} value={pod.listen} placeholder={EXAMPLE.listen} hint={t('build.listenHint')} path={[...path, 'listen']} commit={(listen) => set({ ...pod, listen }, t('build.do.podListen', { name: label }))} testId="pod-listen" />
      <PodPorts pod={pod} index={index} setPorts={(ports, what) => set(withPorts(pod, ports), what)} />
      <div className="grid grid-cols-2 gap-2">
        <CheckField label={t('build.podReady')} hint={t('build.podReadyHint')} value={pod.ready !== false} path={[...path, 'ready']} commit={(ready) => set(withFlag(pod, 'ready', ready ? undefined : false), t('build.do.podReady', { name: label }))} testId="pod-ready" />
        <CheckField label={t('build.podTerminating')} hint={t('build.podTerminatingHint')} value={pod.terminating === true} path={[...path, 'terminating']} commit={(terminating) => set(withFlag(pod, 'terminating', terminating || undefined), t('build.do.podTerminating', { name: label }))} testId="pod-terminating" />
      </div>
    </FormFrame>
  );
}
