import { describe, expect, it } from 'vitest';
import { createPlayerStores } from './player-store';
import { frameAt } from './frame';
import { probeOf, talk } from './test-helpers';

function playing(name = 'pod-to-service') {
  const s = talk();
  const { player, playhead } = createPlayerStores();
  player.getState().show(s, probeOf(s, name));
  const total = player.getState().result!.trace.events.length;
  return { s, player, playhead, total, frame: () => frameAt(player.getState().result!.trace, playhead.getState().step) };
}

describe('player store', () => {
  it('shows a probe from step 0, paused', () => {
    const { player, playhead, total } = playing();
    expect(player.getState()).toMatchObject({ origin: 'saved', error: undefined });
    expect(total).toBeGreaterThan(20);
    expect(playhead.getState()).toMatchObject({ step: 0, playing: false });
  });

  it('step back restores exactly what the earlier step showed', () => {
    const { playhead, frame } = playing();
    const seen = [];
    for (let i = 0; i < 14; i++) {
      playhead.getState().forward();
      seen.push(frame());
    }
    for (let i = 13; i > 0; i--) {
      playhead.getState().back();
      expect(frame()).toEqual(seen[i - 1]);
    }
    expect(playhead.getState().step).toBe(1);
  });

  it('back stops at the first step and does not move forward from step 0', () => {
    const { playhead } = playing();
    playhead.getState().back();
    expect(playhead.getState().step).toBe(0);
    playhead.getState().setStep(1);
    playhead.getState().back();
    expect(playhead.getState().step).toBe(1);
  });

  it('clamps steps to the trace and resolves "end"', () => {
    const { playhead, total } = playing();
    playhead.getState().setStep(10_000);
    expect(playhead.getState().step).toBe(total);
    playhead.getState().setStep(-3);
    expect(playhead.getState().step).toBe(0);
    playhead.getState().setStep('end');
    expect(playhead.getState().step).toBe(total);
    playhead.getState().forward();
    expect(playhead.getState().step).toBe(total);
  });

  it('stops playing at the end, and plays again from the start', () => {
    const { playhead, total } = playing();
    playhead.getState().setStep(total - 1);
    playhead.getState().play();
    playhead.getState().forward();
    expect(playhead.getState()).toMatchObject({ step: total, playing: false });
    playhead.getState().play();
    expect(playhead.getState()).toMatchObject({ step: 0, playing: true });
  });

  it('cannot play without a trace', () => {
    const { playhead } = createPlayerStores();
    playhead.getState().play();
    expect(playhead.getState().playing).toBe(false);
  });

  it('reports a probe that cannot be walked instead of throwing', () => {
    const s = talk();
    const { player } = createPlayerStores();
    player.getState().show(s, { ...probeOf(s, 'pod-to-service'), to: 'service/nope:80' }, 'adhoc');
    expect(player.getState().result).toBeUndefined();
    expect(player.getState().error).toMatch(/no Service default\/nope/);
  });

  it('walks the same saved probe again after an edit, keeping the step', () => {
    const { s, player, playhead } = playing('pod-to-stopped-server');
    playhead.getState().setStep(5);
    const edited = { ...s, pods: s.pods.map((p) => (p.name === 'iis' ? { ...p, listen: ['tcp/80'] } : p)) };
    player.getState().retrace(edited);
    expect(player.getState().result!.trace.request.verdict.outcome).toBe('delivered');
    expect(player.getState().scenario).toBe(edited);
    expect(playhead.getState().step).toBe(5);
  });

  it('clears the trace when the saved probe was removed by an edit', () => {
    const { s, player, playhead } = playing();
    playhead.getState().setStep(5);
    player.getState().retrace({ ...s, probes: [] });
    expect(player.getState().result).toBeUndefined();
    expect(player.getState().error).toMatch(/no longer in the scenario/);
    expect(playhead.getState().step).toBe(0);
  });

  it('keeps an ad-hoc probe across edits', () => {
    const s = talk();
    const { player } = createPlayerStores();
    const adhoc = { ...probeOf(s, 'pod-to-service'), name: 'adhoc' };
    player.getState().show(s, adhoc, 'adhoc');
    player.getState().retrace({ ...s, probes: [] });
    expect(player.getState()).toMatchObject({ probe: adhoc, origin: 'adhoc' });
    expect(player.getState().result).toBeDefined();
  });
});
