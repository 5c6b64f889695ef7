// The scenario's name and the cluster settings: CNI plugin and mode, address ranges, outbound NAT,
// kube-proxy, policy enforcement, closed ports, VXLAN, MTU and the underlay; the labels of the
// namespaces the scenario names (what namespaceSelectors match).
import { useScenario } from '../../app-context';
import { CNI_PLUGINS, type Scenario } from '../../../cluster/scenario/schema';
import { OVERLAY_CNIS } from '../../../cluster/scenario/resolve';
import { namespacesOf, setCluster, setMetadata, setNamespaceLabels } from '../../../state/edits';
import { optionalText } from '../../../state/field-text';
import { CheckField, IntField, LabelsField, ListField, SelectField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { hint, sectionTitle } from '../styles';
import { FormFrame } from './FormFrame';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

type Cluster = Scenario['cluster'];

const CNI_WORDS: Record<(typeof CNI_PLUGINS)[number], string> = {
  'win-bridge': 'win-bridge (HNS L2Bridge)',
  'win-overlay': 'win-overlay (HNS Overlay, VXLAN)',
  sdnbridge: 'sdnbridge (L2Bridge, HNS v2)',
  sdnoverlay: 'sdnoverlay (Overlay, HNS v2)',
  'flannel-host-gw': 'flannel host-gw (L2Bridge)',
  'flannel-vxlan': 'flannel vxlan (Overlay)',
};

/** kube-proxy's and the CNI's own names for these settings: the same in every language. */
const NAMED = { dsr: 'DSR (kube-proxy --enable-dsr)', loopbackDsr: 'loopbackDSR (CNI)', policies: 'NetworkPolicies' } as const;

export function ClusterForm() {
  const edit = useEdit();
  const t = useT();
  const meta = useScenario((s) => s.scenario.metadata);
  const c = useScenario((s) => s.scenario.cluster);
  const scenario = useScenario((s) => s.scenario);
  const set = (next: Cluster, what: string) => edit((s) => setCluster(s, next), what);
  const overlay = OVERLAY_CNIS.has(c.cni);
  const path = ['cluster'];

  return (
    <FormFrame kind={t('build.clusterSettings')} title={meta.title ?? meta.name} prefix={path} testId="cluster-form">
      <fieldset className="space-y-2">
        <legend className={sectionTitle}>{t('build.scenario')}</legend>
        <TextField label={t('build.title')} value={meta.title ?? ''} path={['metadata', 'title']} commit={(title) => edit((s) => setMetadata(s, { ...s.metadata, title: optionalText(title) }), t('build.do.title'))} testId="scenario-title" />
        <TextField label={t('build.id')} value={meta.name} path={['metadata', 'name']} mono commit={(name) => edit((s) => setMetadata(s, { ...s.metadata, name }), t('build.do.id', { id: name }))} testId="scenario-name" />
        <TextField label={t('build.description')} value={meta.description ?? ''} path={['metadata', 'description']} commit={(d) => edit((s) => setMetadata(s, { ...s.metadata, description: optionalText(d) }), t('build.do.describe'))} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={sectionTitle}>{t('build.network')}</legend>
        <SelectField label={t('build.cni')} value={c.cni} options={CNI_PLUGINS.map((p) => ({ value: p, label: CNI_WORDS[p] }))} path={[...path, 'cni']} commit={(cni) => set({ ...c, cni }, t('build.do.cni', { cni }))} testId="cluster-cni" />
        <div className="grid grid-cols-2 gap-2">
          <TextField label={t('build.clusterCidr')} value={c.clusterCIDR} path={[...path, 'clusterCIDR']} mono commit={(v) => set({ ...c, clusterCIDR: v }, t('build.do.clusterCidr'))} />
          <TextField label={t('build.serviceCidr')} value={c.serviceCIDR} path={[...path, 'serviceCIDR']} mono commit={(v) => set({ ...c, serviceCIDR: v }, t('build.do.serviceCidr'))} />
        </div>
        <TextField label={t('build.nodeSubnet')} value={c.nodeSubnet} path={[...path, 'nodeSubnet']} mono commit={(v) => set({ ...c, nodeSubnet: v }, t('build.do.nodeSubnet'))} />
        <ListField
          label={t('build.natExceptions')}
          value={c.outboundNAT.exceptions}
          placeholder={`${c.clusterCIDR}, ${c.serviceCIDR}, ${c.nodeSubnet}`}
          hint={t('build.natExceptionsHint')}
          path={[...path, 'outboundNAT', 'exceptions']}
          commit={(xs) => set({ ...c, outboundNAT: { exceptions: xs.length ? xs : undefined } }, t('build.do.natExceptions'))}
        />
        <div className="grid grid-cols-2 gap-2">
          <SelectField label={t('build.underlay')} value={c.underlay.kind} options={[{ value: 'l2', label: t('build.underlayL2') }, { value: 'vpc', label: t('build.underlayVpc') }]} path={[...path, 'underlay', 'kind']} commit={(kind) => set({ ...c, underlay: { ...c.underlay, kind } }, t('build.do.underlay', { kind }))} />
          <IntField label={t('build.underlayMtu')} required value={c.underlay.mtu} path={[...path, 'underlay', 'mtu']} commit={(mtu) => set({ ...c, underlay: { ...c.underlay, mtu: mtu! } }, t('build.do.underlayMtu'))} />
        </div>
        <IntField label={t('build.mtu')} required value={c.mtu} path={[...path, 'mtu']} commit={(mtu) => set({ ...c, mtu: mtu! }, t('build.do.mtu'))} />
        {overlay && (
          <div className="grid grid-cols-2 gap-2">
            <IntField label={t('build.vni')} required value={c.vxlan.vni} path={[...path, 'vxlan', 'vni']} commit={(vni) => set({ ...c, vxlan: { ...c.vxlan, vni: vni! } }, t('build.do.vni'))} />
            <IntField label={t('build.vxlanPort')} required value={c.vxlan.port} path={[...path, 'vxlan', 'port']} commit={(port) => set({ ...c, vxlan: { ...c.vxlan, port: port! } }, t('build.do.vxlanPort'))} />
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={sectionTitle}>{t('build.proxyAndPolicies')}</legend>
        <CheckField label={NAMED.dsr} hint={t('build.dsrHint')} value={c.kubeProxy.dsr} path={[...path, 'kubeProxy', 'dsr']} commit={(dsr) => set({ ...c, kubeProxy: { ...c.kubeProxy, dsr } }, t(dsr ? 'build.do.on' : 'build.do.off', { what: 'DSR' }))} />
        <CheckField label={NAMED.loopbackDsr} hint={t('build.loopbackHint')} value={c.loopbackDSR} path={[...path, 'loopbackDSR']} commit={(loopbackDSR) => set({ ...c, loopbackDSR }, t(loopbackDSR ? 'build.do.on' : 'build.do.off', { what: 'loopbackDSR' }))} />
        <SelectField
          label={t('build.sourceNat')}
          value={c.kubeProxy.sourceNat}
          options={[
            { value: 'node-ip', label: t('build.sourceNodeIp') },
            { value: 'none', label: t('build.sourceNone') },
          ]}
          path={[...path, 'kubeProxy', 'sourceNat']}
          commit={(sourceNat) => set({ ...c, kubeProxy: { ...c.kubeProxy, sourceNat } }, t('build.do.sourceNat'))}
        />
        <SelectField
          label={NAMED.policies}
          value={c.networkPolicy}
          options={[
            { value: 'enforced', label: t('build.enforced') },
            { value: 'ignored', label: t('build.ignored') },
          ]}
          path={[...path, 'networkPolicy']}
          commit={(networkPolicy) => set({ ...c, networkPolicy }, t('build.do.policies', { mode: networkPolicy }))}
        />
        <SelectField
          label={t('build.closedPort')}
          value={c.closedPort}
          options={[
            { value: 'drop', label: t('build.closedDrop') },
            { value: 'reset', label: t('build.closedReset') },
          ]}
          path={[...path, 'closedPort']}
          commit={(closedPort) => set({ ...c, closedPort }, t('build.do.closedPort'))}
        />
      </fieldset>
      <fieldset className="space-y-2" data-testid="cluster-namespaces">
        <legend className={sectionTitle}>{t('build.namespaces')}</legend>
        <p className={hint}>{t('build.namespacesHint')}</p>
        {namespacesOf(scenario).map((ns) => {
          const list = scenario.namespaces ?? [];
          const at = list.findIndex((n) => n.name === ns);
          return (
            <LabelsField
              key={ns}
              label={ns}
              value={at < 0 ? {} : list[at]!.labels}
              placeholder={t('build.nsNoLabels')}
              path={['namespaces', at < 0 ? list.length : at, 'labels']}
              commit={(labels) => edit((s) => setNamespaceLabels(s, ns, labels), t('build.do.nsLabels', { ns }))}
              testId={`namespace-labels-${ns}`}
            />
          );
        })}
      </fieldset>
    </FormFrame>
  );
}
