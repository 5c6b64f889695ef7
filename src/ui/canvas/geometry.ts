// Sizes of the canvas cards, in canvas pixels. They are chosen for zoom 1, where card text is
// 14 px (monospace 13 px): the size the ui-guide asks for on a 1280×720 projector. Layouts place
// cards with these sizes and give them to React Flow explicitly, so geometry never waits for the
// DOM to be measured and rows line up.

export const CLUSTER = {
  nodeW: 236,
  /** Header, three lines of facts, padding. */
  nodeBaseH: 110,
  podH: 28,
  podGap: 4,
  /** Pod chips drawn on a node card; the rest are counted ("+ 22 more") and shown in the node view. */
  maxPods: 8,
  moreH: 24,
  gapX: 32,
  gapY: 32,
  svcW: 212,
  /** Name, VIP, ports, backends: four lines. */
  svcH: 86,
  svcGap: 20,
  extW: 208,
  extH: 72,
  internetW: 150,
  internetH: 44,
  underlayH: 52,
} as const;

export const HOST = {
  hostW: 224,
  podW: 168,
  /** Between the host compartment and the first pod, and between pods. */
  hostGap: 14,
  gap: 10,
  /** Compartment header (title and subtitle) and the space under it. */
  headH: 50,
  /** One interface block and the space after it. */
  ifaceH: 62,
  ifaceGap: 4,
  lineH: 24,
  routesH: 22,
  padH: 8,
  portW: 100,
  portH: 58,
  portGap: 8,
  rowGap: 24,
  nicW: 248,
  nicH: 60,
  underlayH: 52,
} as const;

/** Height of a node card with `pods` pod chips (at most maxPods drawn, then a "more" line). */
export function clusterNodeHeight(pods: number): number {
  const drawn = Math.min(pods, CLUSTER.maxPods);
  return CLUSTER.nodeBaseH + Math.max(1, drawn) * (CLUSTER.podH + CLUSTER.podGap) + (pods > CLUSTER.maxPods ? CLUSTER.moreH : 0);
}

/** Height of a compartment card: header, one block per interface, the listeners and routes lines. */
export function compartmentHeight(ifaces: number, routesLine: boolean): number {
  return HOST.headH + ifaces * HOST.ifaceH - HOST.ifaceGap + HOST.lineH + (routesLine ? HOST.routesH : 0) + HOST.padH;
}
