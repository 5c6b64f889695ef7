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
  /** A dual-stack interface's IPv6 address: one more line of its card. */
  ifaceIpv6H: 18,
  ifaceGap: 4,
  lineH: 24,
  routesH: 22,
  padH: 8,
  /** A veth end shows its pod's name: room for 12 characters. */
  portW: 112,
  portH: 58,
  portGap: 8,
  rowGap: 24,
  nicW: 248,
  nicH: 60,
  underlayH: 52,
  /** A node with one pod still spreads over the canvas's width at 1280×720 (598 px inside its
   * padding), so that the vSwitch's and the underlay's words wrap to fewer lines. */
  minW: 584,
} as const;

/** Widths of 14 px sans-serif glyphs (Arial/Helvetica metrics, as Chromium draws the app here);
 * anything not listed is taken as wide as a digit. */
const NARROW = new Set([...' .,:;/·\'’!|ijlIft']);
const MEDIUM = new Set([...'()-\u201c\u201drckvsxyzJ']);
const WIDE = new Set([...'mwMW…→']);
function glyphW(ch: string): number {
  if (NARROW.has(ch)) return 3.9;
  if (MEDIUM.has(ch)) return 7;
  if (WIDE.has(ch)) return 12.5;
  return ch >= 'A' && ch <= 'Z' ? 10 : 7.8;
}
/** Monospace 13 px. */
const MONO_W = 7.9;
/** Other fonts (Segoe UI, Roboto) run up to a few per cent wider: estimates err towards one line too many. */
const SLACK = 1.03;

/** The width of a text at zoom 1 (an estimate: layouts are computed without a DOM). */
export function textPx(text: string, mono = false): number {
  let w = 0;
  for (const ch of text) w += mono ? MONO_W : glyphW(ch);
  return w * SLACK;
}

/** Lines a text takes when its words wrap at `width` px. */
export function wrappedLines(text: string, width: number, mono = false): number {
  const space = textPx(' ', mono);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/)) {
    const w = textPx(word, mono);
    // A word wider than the line breaks anywhere (break-words): it fills lines of its own.
    if (used > 0 && used + space + w > width) {
      lines++;
      used = 0;
    }
    if (used === 0 && w > width) {
      lines += Math.ceil(w / width) - 1;
      used = w % width;
    } else used += (used > 0 ? space : 0) + w;
  }
  return lines;
}

/** Width of the text inside a card of width `w` with px-3 padding and a 2 px border. */
export const textWidth = (w: number) => w - 24 - 4;

/** Height of a node card with `pods` pod chips (at most maxPods drawn, then a "more" line) and a
 * line of mode that wraps to `modeLines` lines (names are never cut: they wrap). */
export function clusterNodeHeight(pods: number, modeLines = 1): number {
  const drawn = Math.min(pods, CLUSTER.maxPods);
  return CLUSTER.nodeBaseH + (modeLines - 1) * 20 + Math.max(1, drawn) * (CLUSTER.podH + CLUSTER.podGap) + (pods > CLUSTER.maxPods ? CLUSTER.moreH : 0);
}

/** Height of a compartment card: header, one block per interface, the listeners (wrapped to
 * `listenLines` lines) and routes lines. */
export function compartmentHeight(ifaces: number, routesLine: boolean, listenLines = 1, ipv6Lines = 0): number {
  return HOST.headH + ifaces * HOST.ifaceH + ipv6Lines * HOST.ifaceIpv6H - HOST.ifaceGap + HOST.lineH + (listenLines - 1) * 20 + (routesLine ? HOST.routesH : 0) + HOST.padH;
}
