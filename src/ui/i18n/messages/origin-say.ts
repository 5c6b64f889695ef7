// Who made a rule (a provenance's `by`) in the user's language, from its value (src/hns/origin-messages.ts:
// the simulation's rules and a replayed node's objects). A `by` without one is data as a dump wrote
// it (`vfpctrl dump`), said as it is.
import type { Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { sayText } from './say-value';

export const sayOrigin = (lang: Lang, p: { by: string; byMsg?: Msg }): string => sayText(lang, p.by, p.byMsg, 'ORIGIN_VI');
