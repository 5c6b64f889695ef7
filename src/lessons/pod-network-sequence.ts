// "How a pod gets its network" as a sequence: who calls whom, in order, and what each call adds to
// the node (the compartment, the port, the IP, the rules). Played by the lesson of the same name.
import type { LocalText } from '../cluster/scenario/exercise';

export const ACTORS = ['kubelet', 'runtime', 'HCS', 'CNI', 'IPAM', 'HNS', 'VFP'] as const;
export type Actor = (typeof ACTORS)[number];

/** What a message adds to the node picture beside the diagram. */
export type NodeEffect = 'compartment' | 'pause' | 'network' | 'port' | 'ip' | 'attach' | 'policies' | 'rules';

export interface SequenceMessage {
  from: Actor;
  to: Actor;
  call: string;
  text: LocalText;
  adds?: NodeEffect;
}

export const POD_NETWORK_SEQUENCE: readonly SequenceMessage[] = [
  { from: 'kubelet', to: 'runtime', call: 'RunPodSandbox', text: { en: 'kubelet asks the runtime for the pod sandbox', vi: 'kubelet yêu cầu runtime tạo sandbox cho pod' } },
  { from: 'runtime', to: 'HNS', call: 'create namespace', text: { en: 'an HNS namespace: the pod’s compartment', vi: 'một HNS namespace: compartment của pod' }, adds: 'compartment' },
  { from: 'runtime', to: 'HCS', call: 'start pause', text: { en: 'HCS starts the pause container in it', vi: 'HCS khởi động container pause trong đó' }, adds: 'pause' },
  { from: 'runtime', to: 'CNI', call: 'CNI ADD', text: { en: 'the CNI plugin runs: ADD, the namespace, the config', vi: 'CNI plugin chạy: ADD, namespace, file config' } },
  { from: 'CNI', to: 'HNS', call: 'network (L2Bridge)', text: { en: 'the HNS network exists (or is created)', vi: 'HNS network đã có (hoặc được tạo)' }, adds: 'network' },
  { from: 'CNI', to: 'HNS', call: 'create endpoint', text: { en: 'an HNS endpoint: a vNIC and its vSwitch port', vi: 'một HNS endpoint: một vNIC và port của nó trên vSwitch' }, adds: 'port' },
  { from: 'CNI', to: 'IPAM', call: 'allocate', text: { en: 'IPAM gives an IP from the node’s pod CIDR', vi: 'IPAM cấp một IP trong pod CIDR của node' }, adds: 'ip' },
  { from: 'CNI', to: 'HNS', call: 'attach', text: { en: 'the endpoint joins the compartment', vi: 'endpoint được gắn vào compartment' }, adds: 'attach' },
  { from: 'CNI', to: 'HNS', call: 'routes, policies', text: { en: 'routes and policies: OutBoundNAT exceptions, ACLs', vi: 'route và policy: exception của OutBoundNAT, ACL' }, adds: 'policies' },
  { from: 'HNS', to: 'VFP', call: 'program port', text: { en: 'HNS writes the port’s VFP layers and rules', vi: 'HNS ghi các layer và rule VFP của port' }, adds: 'rules' },
];
