// Who made a rule (a provenance's `by`) in the user's language: from its value (the simulation's
// rules, src/hns/origin-messages.ts), else its English through the templates left in
// messages-notices.vi.ts (a replayed node's origins, written by src/io/replay into the document).
import type { Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { sayMessage } from '../narration';
import { sayText } from './say-value';

export const sayOrigin = (lang: Lang, p: { by: string; byMsg?: Msg }): string => (p.byMsg ? sayText(lang, p.by, p.byMsg, 'ORIGIN_VI') : sayMessage(lang, p.by));
