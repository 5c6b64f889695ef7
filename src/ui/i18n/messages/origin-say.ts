// Who made a rule (a provenance's `by`) in the user's language, from its value (src/core/vfp/origin-messages.ts:
// the simulation's rules and a replayed node's objects). A `by` without one is data as a dump wrote
// it (`vfpctrl dump`), said as it is. A value read from a document is trusted only when its English
// is the `by` held beside it (a value with wrong or missing holes says its `by` instead).
import { render, type Msg } from '../../../core/message';
import { ORIGIN_EN } from '../../../core/vfp/origin-messages';
import type { Lang } from '../../../state/lang';
import { sayText } from './say-value';

export const sayOrigin = (lang: Lang, p: { by: string; byMsg?: Msg }): string => sayText(lang, p.by, p.byMsg && render([ORIGIN_EN], p.byMsg) === p.by ? p.byMsg : undefined, 'ORIGIN_VI');
