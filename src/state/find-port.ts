// A VFP port of a world by node and id: what the canvas needs of the port model to open a close-up,
// apart from pipeline.ts (which comes with the close-up and the Inspector, not the first load).
import type { Port } from '../core/vfp/model';
import type { World } from '../core/world/world';

export function findPort(world: World, node: string, portId: string): Port | undefined {
  const h = world.hosts.get(node);
  return h?.kind === 'windows' ? h.vswitch.ports.find((p) => p.id === portId) : undefined;
}
