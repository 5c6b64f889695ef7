import { describe, expect, it } from 'vitest';
import { animateTo, play, stopAnimations } from './motion';

/** Just enough of a web animation: a play state, cancel, commitStyles, and the finish/cancel events. */
class FakeAnimation extends EventTarget {
  playState: AnimationPlayState = 'running';
  committed = false;
  cancel() {
    this.playState = 'idle';
    this.dispatchEvent(new Event('cancel'));
  }
  commitStyles() {
    this.committed = true;
  }
  finish() {
    this.playState = 'finished';
    this.dispatchEvent(new Event('finish'));
  }
}

const element = () => {
  const made: FakeAnimation[] = [];
  const el = { style: {} as Record<string, string>, animate: () => made[made.push(new FakeAnimation()) - 1]!, getAnimations: () => { throw new Error('getAnimations forces a style recalculation'); } };
  return { el: el as unknown as HTMLElement, made };
};

describe('motion', () => {
  it('stops the animations it started on an element, without asking the element for them', () => {
    const { el, made } = element();
    play(el, [{ opacity: 0 }, { opacity: 1 }], { duration: 100 });
    play(el, [{ opacity: 1 }, { opacity: 0 }], { duration: 100 });
    stopAnimations(el);
    expect(made.map((a) => a.playState)).toEqual(['idle', 'idle']);
    expect(made.some((a) => a.committed)).toBe(false);
  });

  it('keeps a running animation where it was when asked to, and forgets the finished ones', () => {
    const { el, made } = element();
    play(el, [], { duration: 100 });
    play(el, [], { duration: 100 });
    made[0]!.finish();
    stopAnimations(el, true);
    expect(made[0]!.committed).toBe(false);
    expect(made[1]!.committed).toBe(true);
    expect(made[1]!.playState).toBe('idle');
  });

  it('leaves the end state in the inline style, and does nothing on an element it never animated', () => {
    const { el } = element();
    animateTo(el, { transform: 'translate(0px, 0px)' }, { transform: 'translate(5px, 6px)' }, { duration: 100 });
    expect(el.style.transform).toBe('translate(5px, 6px)');
    expect(() => stopAnimations(element().el)).not.toThrow();
  });
});
