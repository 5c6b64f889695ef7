// Our own formats as import registry entries.
import { countCniConfig, detectCniConfig, parseCniConfig, type CniConfig } from '../cni';
import { countKubeObjects, detectKubernetes, parseKubernetes, type KubeObjects } from '../k8s';
import type { ImportFormat } from './registry';

export const CNI_FORMAT: ImportFormat<CniConfig> = {
  id: 'cni-conf',
  detect: detectCniConfig,
  parse: parseCniConfig,
  count: countCniConfig,
};

export const KUBERNETES_FORMAT: ImportFormat<KubeObjects> = {
  id: 'kubernetes-yaml',
  detect: detectKubernetes,
  parse: parseKubernetes,
  count: countKubeObjects,
};

export { SCENARIO_FORMAT, type ScenarioFile } from './scenario';
