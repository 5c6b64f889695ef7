// Classes the canvas cards share.
import { focusRing } from '../../common/controls';

/** The ring around the element where the current trace step happens. */
export const ring = (active: boolean) => (active ? 'ring-4 ring-sky-400/70 dark:ring-sky-500/70' : '');

/** Buttons inside cards: the app's visible focus ring, for keyboard users. */
export const selectable = focusRing;

/** Handles only anchor edges: nothing is connected by hand. */
export const hidden = '!pointer-events-none !opacity-0';
