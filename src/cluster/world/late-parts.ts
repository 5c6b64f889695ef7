// What the demo does not need to build and walk its world: the Linux node's model (how it is built,
// how the walk moves a packet through it) and VFP edits by hand. The app's first load leaves them
// out and fetches them as a chunk of their own (late-load.ts); the CLI and the workers import them.
import { LINUX_WALK } from '../../core/walk/linux';
import type { LinuxWalk } from '../../core/walk/linux-walk';
import { linuxNode } from './linux-node';
import { applyVfpEdits } from './vfp-edits';

export interface LateParts {
  linuxNode: typeof linuxNode;
  linuxWalk: LinuxWalk;
  applyVfpEdits: typeof applyVfpEdits;
}

export const LATE_PARTS: LateParts = { linuxNode, linuxWalk: LINUX_WALK, applyVfpEdits };
