// How the journey is shown: follow the packet from node to node, reduced motion (the OS setting is
// honoured whatever this says), presenter mode (larger canvas and narration for a projector).
import { useApp, usePlayhead, useUi } from '../app-context';
import { EyeIcon, FilterIcon, MotionIcon, PresenterIcon } from '../common/icons';
import { toggle } from '../common/controls';
import { useT } from '../i18n/use-t';

export function ViewToggles() {
  const app = useApp();
  const t = useT();
  const follow = useUi((s) => s.follow);
  const reduced = useUi((s) => s.reducedMotion);
  const system = useUi((s) => s.systemReducedMotion);
  const presenter = useUi((s) => s.presenter);
  const keyOnly = usePlayhead((s) => s.keyOnly);
  const set = app.ui.getState().set;
  return (
    <div className="flex shrink-0 items-center gap-1.5" role="group" aria-label={t('trace.view.options')}>
      <button type="button" aria-pressed={follow} className={toggle(follow)} onClick={() => set('follow', !follow)} title={t('trace.view.followTitle')} data-testid="toggle-follow">
        <EyeIcon /> {t('trace.view.follow')}
      </button>
      <button
        type="button"
        aria-pressed={keyOnly}
        className={toggle(keyOnly)}
        onClick={() => app.playhead.getState().setKeyOnly(!keyOnly)}
        title={t('trace.view.keyStepsTitle')}
        data-testid="toggle-key-steps"
      >
        <FilterIcon /> {t('trace.view.keySteps')}
      </button>
      <button
        type="button"
        aria-pressed={reduced || system}
        disabled={system}
        className={`${toggle(reduced || system)} disabled:cursor-not-allowed`}
        onClick={() => set('reducedMotion', !reduced)}
        title={t(system ? 'trace.view.reduceSystem' : 'trace.view.reduceTitle')}
        data-testid="toggle-motion"
      >
        <MotionIcon /> {t('trace.view.reduce')}
      </button>
      <button type="button" aria-pressed={presenter} className={toggle(presenter)} onClick={() => app.ui.getState().present(!presenter)} title={t('trace.view.presenterTitle')} data-testid="toggle-presenter">
        <PresenterIcon /> {t('trace.view.presenter')}
      </button>
    </div>
  );
}
