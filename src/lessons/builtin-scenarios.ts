// The built-in scenarios other than the demo's, compiled at build time: a chunk of their own
// (index.ts loads it), so that the first load carries only the scenario the demo plays.
import type { Scenario } from '../cluster/scenario/schema';
import dsr from './scenarios/dsr.yaml?scenario';
import dualStack from './scenarios/dual-stack.yaml?scenario';
import gkeHybrid from './scenarios/gke-hybrid.yaml?scenario';
import natExceptions from './scenarios/nat-exceptions.yaml?scenario';
import networkPolicy from './scenarios/network-policy.yaml?scenario';
import nodeport from './scenarios/nodeport.yaml?scenario';
import overlayVxlan from './scenarios/overlay-vxlan.yaml?scenario';
import sessionAffinity from './scenarios/session-affinity.yaml?scenario';

export const BUILTIN_SCENARIOS: Record<string, Scenario> = {
  'overlay-vxlan': overlayVxlan,
  dsr,
  'network-policy': networkPolicy,
  'nat-exceptions': natExceptions,
  'gke-hybrid': gkeHybrid,
  nodeport,
  'session-affinity': sessionAffinity,
  'dual-stack': dualStack,
};
