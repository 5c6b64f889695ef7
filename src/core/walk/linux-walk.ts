// What walk() needs of a Linux host's model. The app fetches that model (core/walk/linux.ts) only
// for a world that has a Linux node (the demo has none), so the world carries it instead of walk.ts
// importing it: whoever builds Linux hosts hands it over (cluster/world/late-parts.ts).
import type { Compartment, Interface, LinuxHost } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';

export interface LinuxWalk {
  /** The root netns handles a packet that came from a pod's veth or from the NIC. */
  host(w: Walk, h: LinuxHost, from: 'pod' | 'wire'): Next;
  /** Where a packet the root netns routed goes: over the bridge to a pod, or out the NIC. */
  egress(w: Walk, h: LinuxHost, iface: Interface): Next;
  /** A pod's netns sends: its veth leads into the root netns. */
  podSend(w: Walk, h: LinuxHost, pod: Compartment): Next;
}
