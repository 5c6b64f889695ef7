// Kubernetes objects from kubectl output.
import type { ObjectCounts } from '../formats';
import type { KubeObjects } from './model';

export * from './model';
export { detectKubernetes } from './detect';
export { parseKubernetes } from './parse';

export const countKubeObjects = (o: KubeObjects): ObjectCounts => ({
  nodes: o.nodes.length,
  namespaces: o.namespaces.length,
  pods: o.pods.length,
  services: o.services.length,
  endpointSlices: o.endpointSlices.length,
  endpoints: o.endpoints.length,
  networkPolicies: o.networkPolicies.length,
});
