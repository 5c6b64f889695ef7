import { describe, expect, it } from 'vitest';
import { isKeyEvent, keyRank, keyStepAtOrBefore, keyStepsOf, nextKeyStep, previousKeyStep } from './key-steps';
import { createPlayerStores } from './player-store';
import { probeOf, resultOf, talk } from './test-helpers';

const s = talk();
const events = resultOf(s, probeOf(s, 'pod-to-service')).trace.events;

describe('key steps', () => {
  const keys = keyStepsOf(events);

  it('keeps matches, rewrites, LB, flow hits, crossings and the verdicts; skips unchanged layers, port entries and routes', () => {
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.length).toBeLessThan(events.length);
    for (const k of keys.slice(1, -1)) expect(isKeyEvent(events[k - 1]!)).toBe(true);
    const kinds = (n: number) => events[n - 1]!;
    expect(keys.map(kinds).some((e) => e.lb)).toBe(true);
    expect(keys.map(kinds).some((e) => e.transpositions?.some((t) => t.kind === 'encap'))).toBe(true);
    expect(keys.map(kinds).some((e) => e.kind === 'flow-hit')).toBe(true);
    expect(keys.map(kinds).some((e) => e.kind === 'switch')).toBe(true);
    const skipped = events.filter((_, i) => !keys.includes(i + 1));
    expect(skipped.every((e) => ['route', 'port', 'layer'].includes(e.kind) && e.tone === 'forward')).toBe(true);
    expect(skipped.some((e) => e.kind === 'layer' && !e.layer?.rule)).toBe(true);
    expect(keys[0]).toBe(1);
    expect(keys[keys.length - 1]).toBe(events.length);
  });

  it('moves between key steps; a step that is not key counts as the key step before it', () => {
    const notKey = [...events.keys()].map((i) => i + 1).find((n) => n > keys[2]! && !keys.includes(n))!;
    const before = keyStepAtOrBefore(keys, notKey);
    expect(keys).toContain(before);
    expect(before).toBeLessThan(notKey);
    expect(nextKeyStep(keys, before, events.length)).toBeGreaterThan(notKey);
    expect(previousKeyStep(keys, before)).toBe(keys[keys.indexOf(before) - 1]);
    expect(keyRank(keys, notKey)).toBe(keys.indexOf(before) + 1);
    expect(keyStepAtOrBefore(keys, 0)).toBe(0);
  });

  it('the playhead stops only at key steps when asked to, and `step` keeps counting every event', () => {
    const { player, playhead } = createPlayerStores();
    player.getState().show(s, probeOf(s, 'pod-to-service'));
    const notKey = [...events.keys()].map((i) => i + 1).find((n) => n > 3 && !keys.includes(n))!;
    playhead.getState().setStep(notKey);
    playhead.getState().setKeyOnly(true);
    expect(playhead.getState().step).toBe(keyStepAtOrBefore(keys, notKey));
    const visited = [playhead.getState().step];
    while (playhead.getState().step < events.length) {
      playhead.getState().forward();
      visited.push(playhead.getState().step);
    }
    expect(visited.every((v) => keys.includes(v))).toBe(true);
    playhead.getState().back();
    expect(playhead.getState().step).toBe(keys[keys.length - 2]);
    playhead.getState().setKeyOnly(false);
    playhead.getState().back();
    expect(playhead.getState().step).toBe(keys[keys.length - 2]! - 1);
  });
});
