// Where the packet card sits beside the element the packet is at, in the cluster and node views
// (issue 17: it never covers what it points at, and stays off the path): above it when that covers
// no other element, else below, right, left; when every side covers something, the side that
// covers least. Pure geometry in flow coordinates, so it is tested without a browser.
import type { Box } from '../player/useNodeBoxes';

export type Side = 'above' | 'below' | 'right' | 'left';
const ORDER: readonly Side[] = ['above', 'below', 'right', 'left'];

/** Room between the element and the card. */
const GAP = { y: 8, x: 14 };

/** The point the card hangs from, and the CSS `translate` that hangs it there. */
export function anchorOf(b: Box, side: Side): { x: number; y: number; translate: string } {
  switch (side) {
    case 'above':
      return { x: b.x + b.w / 2, y: b.y - GAP.y, translate: '-50% -100%' };
    case 'below':
      return { x: b.x + b.w / 2, y: b.y + b.h + GAP.y, translate: '-50% 0' };
    case 'right':
      return { x: b.x + b.w + GAP.x, y: b.y + b.h / 2, translate: '0 -50%' };
    case 'left':
      return { x: b.x - GAP.x, y: b.y + b.h / 2, translate: '-100% -50%' };
  }
}

/** The card's box on a side of the element. */
export function cardBox(b: Box, card: { w: number; h: number }, side: Side): Box {
  const a = anchorOf(b, side);
  const x = side === 'left' ? a.x - card.w : side === 'right' ? a.x : a.x - card.w / 2;
  const y = side === 'above' ? a.y - card.h : side === 'below' ? a.y : a.y - card.h / 2;
  return { x, y, w: card.w, h: card.h };
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** The side for a card of this size beside `target`, given the other elements drawn around it.
 * `fits` says whether a card there still lets the view hold the drawing without zooming out (a
 * card right of a node-wide vSwitch would shrink the whole node): sides that do not are taken
 * only when none does. */
export function pickSide(target: Box, card: { w: number; h: number }, others: readonly Box[], fits: (card: Box) => boolean = () => true): Side {
  const sides = ORDER.filter((side) => fits(cardBox(target, card, side)));
  let best: Side = sides[0] ?? 'above';
  let least = Infinity;
  for (const side of sides.length ? sides : ORDER) {
    const c = cardBox(target, card, side);
    const covered = others.reduce((sum, o) => sum + overlap(c, o), 0);
    if (covered === 0) return side;
    if (covered < least) [best, least] = [side, covered];
  }
  return best;
}
