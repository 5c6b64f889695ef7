// The playback bar: play/pause, step back/forward, speed, the scrubber whose ticks are the trace's
// events coloured by kind, the step counter, and the narration of the current step (aria-live),
// with its Linux equivalent underneath.
import { useApp, usePlayer, usePlayhead } from '../app-context';
import { PauseIcon, PlayIcon, StepBackIcon, StepForwardIcon } from '../common/icons';
import { TONE_BG, TONE_LABEL } from '../common/tone';
import { SPEEDS } from '../../state/player-store';
import { linuxEquivalent } from '../../lessons/linux-equivalents';

const btn = 'inline-flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

export function PlaybackBar() {
  const app = useApp();
  const events = usePlayer((s) => s.result?.trace.events);
  const error = usePlayer((s) => s.error);
  const step = usePlayhead((s) => s.step);
  const playing = usePlayhead((s) => s.playing);
  const speed = usePlayhead((s) => s.speed);
  const total = events?.length ?? 0;
  const ev = step > 0 ? events?.[step - 1] : undefined;
  const ph = app.playhead.getState();
  const linux = ev ? linuxEquivalent(ev) : undefined;
  return (
    <div className="flex h-full flex-col gap-1 border-t border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900" data-testid="playback">
      <div className="flex items-center gap-2">
        <button type="button" className={btn} aria-label="Step back" title="Step back (←)" disabled={step <= 1} onClick={() => ph.back()} data-testid="step-back">
          <StepBackIcon />
        </button>
        <button type="button" className={`${btn} w-11`} aria-label={playing ? 'Pause' : 'Play'} title="Play / pause (Space)" disabled={!total} onClick={() => ph.toggle()} data-testid="play">
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={btn} aria-label="Step forward" title="Step forward (→)" disabled={step >= total} onClick={() => ph.forward()} data-testid="step-forward">
          <StepForwardIcon />
        </button>
        <label className="ml-1 flex items-center gap-1 text-sm">
          <span className="sr-only">Speed</span>
          <select className="h-9 rounded-md border border-slate-300 bg-white px-1 dark:border-slate-600 dark:bg-slate-800" value={speed} onChange={(e) => ph.setSpeed(Number(e.target.value))} aria-label="Speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <div className="relative mx-2 h-9 flex-1" aria-hidden={!total}>
          <input
            type="range"
            min={total ? 1 : 0}
            max={total}
            value={step}
            aria-label="Step"
            onChange={(e) => ph.setStep(Number(e.target.value))}
            className="absolute inset-x-0 top-0 z-10 h-9 w-full cursor-pointer opacity-0"
            data-testid="scrubber"
          />
          <div className="absolute inset-x-0 top-3 flex h-3 overflow-hidden rounded">
            {events?.map((e, i) => (
              <div key={i} className={`h-full flex-1 border-r border-white/60 dark:border-slate-900/60 ${TONE_BG[e.tone]} ${i < step ? '' : 'opacity-30'} ${e.leg === 'reply' ? 'saturate-50' : ''}`} title={`${i + 1}: ${TONE_LABEL[e.tone]}`} />
            ))}
          </div>
          {total > 0 && <div className="pointer-events-none absolute top-1 h-7 w-0.5 bg-slate-900 dark:bg-white" style={{ left: `${(Math.max(step - 0.5, 0) / total) * 100}%` }} />}
        </div>
        <div className="w-28 text-right font-mono text-sm tabular-nums" data-testid="step-counter">
          step {step} / {total}
        </div>
      </div>
      <div aria-live="polite" className="min-h-[2.5rem] text-[15px] leading-snug" data-testid="narration">
        {error ? (
          <span className="text-rose-700 dark:text-rose-400">{error}</span>
        ) : ev ? (
          <>
            <div className={ev.tone === 'block' ? 'font-medium text-rose-700 dark:text-rose-400' : ''}>{ev.text}</div>
            {linux && <div className="text-sm text-slate-500 dark:text-slate-400">{linux}</div>}
          </>
        ) : total ? (
          <span className="text-slate-500">Press play (Space) or step forward (→) to follow the packet.</span>
        ) : (
          <span className="text-slate-500">Pick a probe on the left to send a packet.</span>
        )}
      </div>
    </div>
  );
}
