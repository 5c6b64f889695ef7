// Vietnamese for who made a rule (src/core/vfp/origin-messages.ts): the line under a rule in the close-up
// and the port's rule list. Component and plugin names stay. Rides in the narration chunk.
import type { Translation } from '../../../core/message';
import type { ORIGIN_EN } from '../../../core/vfp/origin-messages';

const BY = 'kube-proxy (winkernel)';

export const ORIGIN_VI: Translation<typeof ORIGIN_EN> = {
  'origin.kubeProxy': () => BY,
  'origin.remoteEndpoint': () => `${BY}: remote endpoint`,
  'origin.remoteClusterIp': () => `${BY}: remote endpoint cho ClusterIP`,
  'origin.sourceVip': () => `${BY}: endpoint của source VIP (--source-vip)`,
  'origin.lb': (a) => `${BY}: load balancer cho ${a.what}${a.from ? ` (địa chỉ lấy từ ${a.from})` : ''}`,
  'origin.hostEndpoint': () => 'script khởi động node (host endpoint cbr0, bật IP forwarding)',
  'origin.overlay': () => 'flanneld / script khởi động node (network Overlay)',
  'origin.l2bridge': () => 'script khởi động node (network L2Bridge)',
  'origin.cni': (a) => `CNI plugin ${a.plugin} (CNI ADD)`,
  'origin.hostPort': (a) => `CNI plugin ${a.plugin} (CNI ADD): runtimeConfig.portMappings (hostPort)`,
  'origin.imported': () => 'HNS (object được import)',
  'origin.logged': (a) => `${BY}, theo log ${a.file} của nó`,
  'origin.ipconfigEndpoint': (a) => `HNS (endpoint đọc từ ipconfig /all trong ${a.file})`,
  'origin.importedEndpoint': () => 'HNS (endpoint được import)',
  'origin.agent': (a) => (a.agent === 'calico' ? 'Calico for Windows (ACL của HNS)' : 'policy agent của mạng (ACL của HNS)'),
  'origin.agentProbe': (a) => `${a.agent}: cho kubelet probe pod`,
};
