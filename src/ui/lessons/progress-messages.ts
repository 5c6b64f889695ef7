// What the notice of lesson progress this build could not read says of the copy it kept aside
// (issue 32: src/state/lesson-store.ts, PROGRESS_UNREADABLE_KEY), as message values
// (src/core/message.ts): English here, Vietnamese in src/ui/i18n/messages/progress.vi.ts.
import { msg, type MsgOf } from '../../core/message';

export const PROGRESS_EN = {
  'progress.saveUnreadable': () => 'Save what could not be read',
  'progress.saveUnreadableTitle': () => 'Download the progress as it was stored (it is kept aside in this browser too), to repair it by hand or open it with a newer VFP Lab',
} as const;

export type ProgressMsg = MsgOf<typeof PROGRESS_EN>;
export const progressMsg = msg<typeof PROGRESS_EN>();
