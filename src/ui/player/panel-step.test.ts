import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { panelStep } from './panel-step';

describe('panelStep', () => {
  const a = ['a1', 'a2', 'a3', 'a4', 'a5'];
  const b = ['b1', 'b2'];

  it('shows the held step with the trace it was taken on', () => {
    expect(panelStep({ events: a, step: 4 }, a, 1)).toBe(4);
  });

  it('never shows a step of the old trace with a new one: the live step, within the new trace', () => {
    expect(panelStep({ events: a, step: 5 }, b, 2)).toBe(2);
    expect(panelStep({ events: a, step: 5 }, b, 5)).toBe(2);
    expect(panelStep({ events: a, step: 3 }, undefined, 3)).toBe(0);
  });

  it('a trace that comes back as a new array is a new trace, even with the same length', () => {
    expect(panelStep({ events: a, step: 5 }, [...a], 0)).toBe(0);
  });

  it('is always a step of the trace it is shown with', () => {
    const trace = fc.array(fc.string(), { maxLength: 30 });
    fc.assert(
      fc.property(trace, trace, fc.nat(40), fc.nat(40), fc.boolean(), (old, now, heldStep, live, same) => {
        const events = same ? old : now;
        const s = panelStep({ events: old, step: Math.min(heldStep, old.length) }, events, live);
        return Number.isInteger(s) && s >= 0 && s <= events.length;
      }),
    );
  });
});
