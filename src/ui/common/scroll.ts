// Panel sections skip layout while off screen (content-visibility: auto, with an estimated size):
// scrolling to one moves the others into view, they take their real size, and the target moves.
// Scroll again on the next frames until it stays put.
export function scrollIntoViewSettled(find: () => Element | null | undefined, frames = 6): void {
  let last: number | undefined;
  const step = (left: number) => {
    const el = find();
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    const top = el.getBoundingClientRect().top;
    if (left > 0 && top !== last) {
      last = top;
      requestAnimationFrame(() => step(left - 1));
    }
  };
  requestAnimationFrame(() => step(frames));
}
