// How the journey is shown: follow the packet from node to node, reduced motion (the OS setting is
// honoured whatever this says), presenter mode (larger canvas and narration for a projector).
import { useApp, usePlayhead, useUi } from '../app-context';
import { EyeIcon, FilterIcon, MotionIcon, PresenterIcon } from '../common/icons';
import { toggle } from '../common/controls';

export function ViewToggles() {
  const app = useApp();
  const follow = useUi((s) => s.follow);
  const reduced = useUi((s) => s.reducedMotion);
  const system = useUi((s) => s.systemReducedMotion);
  const presenter = useUi((s) => s.presenter);
  const keyOnly = usePlayhead((s) => s.keyOnly);
  const set = app.ui.getState().set;
  return (
    <div className="flex shrink-0 items-center gap-1.5" role="group" aria-label="View options">
      <button type="button" aria-pressed={follow} className={toggle(follow)} onClick={() => set('follow', !follow)} title="Follow the packet: open the node where each step happens" data-testid="toggle-follow">
        <EyeIcon /> Follow
      </button>
      <button
        type="button"
        aria-pressed={keyOnly}
        className={toggle(keyOnly)}
        onClick={() => app.playhead.getState().setKeyOnly(!keyOnly)}
        title="Key steps (K): play only the steps that match, rewrite, drop, deliver or cross; layers the packet passes unchanged are skipped (the close-up still shows them)"
        data-testid="toggle-key-steps"
      >
        <FilterIcon /> Key steps
      </button>
      <button
        type="button"
        aria-pressed={reduced || system}
        disabled={system}
        className={`${toggle(reduced || system)} disabled:cursor-not-allowed`}
        onClick={() => set('reducedMotion', !reduced)}
        title={system ? 'Your system asks for reduced motion: steps jump without animation' : 'Reduced motion: jump from step to step without animation'}
        data-testid="toggle-motion"
      >
        <MotionIcon /> Reduce motion
      </button>
      <button type="button" aria-pressed={presenter} className={toggle(presenter)} onClick={() => app.ui.getState().present(!presenter)} title="Presenter (P): larger canvas and narration for a projector; hides both panels ([ and ] open them)" data-testid="toggle-presenter">
        <PresenterIcon /> Presenter
      </button>
    </div>
  );
}
