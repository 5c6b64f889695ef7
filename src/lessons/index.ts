// The built-in scenarios: YAML files parsed and validated like any user file. Their ids (the
// `metadata.name`) are part of the permalink contract: #/scenario/<id>.
import talkL2bridge from './scenarios/talk-l2bridge.yaml?raw';

export interface BuiltinScenario {
  id: string;
  title: string;
  /** What the scenario teaches, in one line. */
  summary: string;
  yaml: string;
  /** The probe the demo or a lesson plays first. */
  featuredProbe?: string;
}

export const BUILTINS: BuiltinScenario[] = [
  {
    id: 'talk-l2bridge',
    title: 'Two Windows nodes on win-bridge (the KubeCon talk)',
    summary: 'Pod to pod, pod to internet through outbound NAT, pod to a Service VIP, and the stopped web server.',
    yaml: talkL2bridge,
    featuredProbe: 'pod-to-service',
  },
];

export const DEMO_SCENARIO = 'talk-l2bridge';
export const DEMO_PROBE = 'pod-to-service';

export const builtinById = (id: string) => BUILTINS.find((b) => b.id === id);
