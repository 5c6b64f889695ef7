// The scenario's name and the cluster settings: CNI plugin and mode, address ranges, outbound NAT,
// kube-proxy, policy enforcement, closed ports, VXLAN, MTU and the underlay.
import { useScenario } from '../../app-context';
import { CNI_PLUGINS, type Scenario } from '../../../cluster/scenario/schema';
import { OVERLAY_CNIS } from '../../../cluster/scenario/resolve';
import { setCluster, setMetadata } from '../../../state/edits';
import { optionalText } from '../../../state/field-text';
import { CheckField, IntField, ListField, SelectField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { sectionTitle } from '../styles';
import { FormFrame } from './FormFrame';

type Cluster = Scenario['cluster'];

const CNI_WORDS: Record<(typeof CNI_PLUGINS)[number], string> = {
  'win-bridge': 'win-bridge (HNS L2Bridge)',
  'win-overlay': 'win-overlay (HNS Overlay, VXLAN)',
  sdnbridge: 'sdnbridge (L2Bridge, HNS v2)',
  sdnoverlay: 'sdnoverlay (Overlay, HNS v2)',
  'flannel-host-gw': 'flannel host-gw (L2Bridge)',
  'flannel-vxlan': 'flannel vxlan (Overlay)',
};

export function ClusterForm() {
  const edit = useEdit();
  const meta = useScenario((s) => s.scenario.metadata);
  const c = useScenario((s) => s.scenario.cluster);
  const set = (next: Cluster, what: string) => edit((s) => setCluster(s, next), what);
  const overlay = OVERLAY_CNIS.has(c.cni);
  const path = ['cluster'];

  return (
    <FormFrame kind="Cluster settings" title={meta.title ?? meta.name} prefix={path} testId="cluster-form">
      <fieldset className="space-y-2">
        <legend className={sectionTitle}>Scenario</legend>
        <TextField label="Title" value={meta.title ?? ''} path={['metadata', 'title']} commit={(title) => edit((s) => setMetadata(s, { ...s.metadata, title: optionalText(title) }), 'rename the scenario')} testId="scenario-title" />
        <TextField label="Id (file name, share links)" value={meta.name} path={['metadata', 'name']} mono commit={(name) => edit((s) => setMetadata(s, { ...s.metadata, name }), `set the scenario's id to ${name}`)} testId="scenario-name" />
        <TextField label="Description" value={meta.description ?? ''} path={['metadata', 'description']} commit={(d) => edit((s) => setMetadata(s, { ...s.metadata, description: optionalText(d) }), 'describe the scenario')} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={sectionTitle}>Network</legend>
        <SelectField label="CNI plugin" value={c.cni} options={CNI_PLUGINS.map((p) => ({ value: p, label: CNI_WORDS[p] }))} path={[...path, 'cni']} commit={(cni) => set({ ...c, cni }, `switch the CNI plugin to ${cni}`)} testId="cluster-cni" />
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Cluster CIDR" value={c.clusterCIDR} path={[...path, 'clusterCIDR']} mono commit={(v) => set({ ...c, clusterCIDR: v }, 'set the cluster CIDR')} />
          <TextField label="Service CIDR" value={c.serviceCIDR} path={[...path, 'serviceCIDR']} mono commit={(v) => set({ ...c, serviceCIDR: v }, 'set the service CIDR')} />
        </div>
        <TextField label="Node subnet" value={c.nodeSubnet} path={[...path, 'nodeSubnet']} mono commit={(v) => set({ ...c, nodeSubnet: v }, 'set the node subnet')} />
        <ListField
          label="Outbound NAT exceptions"
          value={c.outboundNAT.exceptions}
          placeholder={`${c.clusterCIDR}, ${c.serviceCIDR}, ${c.nodeSubnet}`}
          hint="Destinations not NATed. Empty: the three ranges above, as the usual CNI configs list them."
          path={[...path, 'outboundNAT', 'exceptions']}
          commit={(xs) => set({ ...c, outboundNAT: { exceptions: xs.length ? xs : undefined } }, 'set the outbound NAT exceptions')}
        />
        <div className="grid grid-cols-2 gap-2">
          <SelectField label="Underlay" value={c.underlay.kind} options={[{ value: 'l2', label: 'L2 segment' }, { value: 'vpc', label: 'VPC (alias IPs)' }]} path={[...path, 'underlay', 'kind']} commit={(kind) => set({ ...c, underlay: { ...c.underlay, kind } }, `make the underlay ${kind}`)} />
          <IntField label="Underlay MTU" required value={c.underlay.mtu} path={[...path, 'underlay', 'mtu']} commit={(mtu) => set({ ...c, underlay: { ...c.underlay, mtu: mtu! } }, 'set the underlay MTU')} />
        </div>
        <IntField label="HNS network and pod MTU" required value={c.mtu} path={[...path, 'mtu']} commit={(mtu) => set({ ...c, mtu: mtu! }, 'set the MTU')} />
        {overlay && (
          <div className="grid grid-cols-2 gap-2">
            <IntField label="VXLAN VNI" required value={c.vxlan.vni} path={[...path, 'vxlan', 'vni']} commit={(vni) => set({ ...c, vxlan: { ...c.vxlan, vni: vni! } }, 'set the VXLAN VNI')} />
            <IntField label="VXLAN UDP port" required value={c.vxlan.port} path={[...path, 'vxlan', 'port']} commit={(port) => set({ ...c, vxlan: { ...c.vxlan, port: port! } }, 'set the VXLAN port')} />
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={sectionTitle}>kube-proxy and policies</legend>
        <CheckField label="DSR (kube-proxy --enable-dsr)" hint="replies go straight back to the client, not through the load balancer" value={c.kubeProxy.dsr} path={[...path, 'kubeProxy', 'dsr']} commit={(dsr) => set({ ...c, kubeProxy: { ...c.kubeProxy, dsr } }, `${dsr ? 'turn on' : 'turn off'} DSR`)} />
        <CheckField label="loopbackDSR (CNI)" hint="lets a pod reach itself through its own Service when DSR is on" value={c.loopbackDSR} path={[...path, 'loopbackDSR']} commit={(loopbackDSR) => set({ ...c, loopbackDSR }, `${loopbackDSR ? 'turn on' : 'turn off'} loopbackDSR`)} />
        <SelectField
          label="Source a non-DSR backend sees"
          value={c.kubeProxy.sourceNat}
          options={[
            { value: 'node-ip', label: 'the node IP (default: only DSR keeps the pod IP)' },
            { value: 'none', label: 'the client pod’s IP (a build that left it alone)' },
          ]}
          path={[...path, 'kubeProxy', 'sourceNat']}
          commit={(sourceNat) => set({ ...c, kubeProxy: { ...c.kubeProxy, sourceNat } }, 'set what a backend sees as source')}
        />
        <SelectField
          label="NetworkPolicies"
          value={c.networkPolicy}
          options={[
            { value: 'enforced', label: 'enforced (an agent programs HNS ACLs)' },
            { value: 'ignored', label: 'ignored (no policy agent)' },
          ]}
          path={[...path, 'networkPolicy']}
          commit={(networkPolicy) => set({ ...c, networkPolicy }, `make NetworkPolicies ${networkPolicy}`)}
        />
        <SelectField
          label="A port where nothing listens"
          value={c.closedPort}
          options={[
            { value: 'drop', label: 'drops the packet silently (the talk)' },
            { value: 'reset', label: 'answers TCP RST / ICMP unreachable' },
          ]}
          path={[...path, 'closedPort']}
          commit={(closedPort) => set({ ...c, closedPort }, 'set what a closed port does')}
        />
      </fieldset>
    </FormFrame>
  );
}
