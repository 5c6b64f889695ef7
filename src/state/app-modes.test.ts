// Leaving the walk for Import or the Matrix pauses it where it is; Build keeps it playing.
import './testing/validation-loaded';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { memoryStorage } from './storage';

function demoPlaying() {
  const app = createApp(memoryStorage(), '');
  const scenario = app.scenario.getState().scenario;
  app.player.getState().show(scenario, scenario.probes.find((p) => p.name === app.start.probe));
  app.playhead.getState().play();
  app.playhead.getState().forward();
  app.playhead.getState().forward();
  return app;
}

describe('modes and the playing walk', () => {
  it.each(['import', 'matrix'] as const)('%s pauses the walk at its step; Play goes on from there', (mode) => {
    const app = demoPlaying();
    expect(app.playhead.getState().playing).toBe(true);
    const step = app.playhead.getState().step;
    app.ui.getState().set('mode', mode);
    expect(app.playhead.getState().playing).toBe(false);
    expect(app.playhead.getState().step).toBe(step);
    app.ui.getState().set('mode', 'trace');
    app.playhead.getState().play();
    expect(app.playhead.getState()).toMatchObject({ playing: true, step });
  });

  it('Build keeps it playing (an edit re-walks what is on screen)', () => {
    const app = demoPlaying();
    app.ui.getState().set('mode', 'build');
    expect(app.playhead.getState().playing).toBe(true);
  });
});
