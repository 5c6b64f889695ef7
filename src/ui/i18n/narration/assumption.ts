// An assumption's title and text in the chosen language. Apart from index.ts, which the first load
// carries (the narration under the canvas): the texts load with the panels that show them.
import type { Lang } from '../../../state/lang';
import { ASSUMPTIONS, type AssumptionId } from '../../../core/assumptions';
import { ASSUMPTIONS_VI } from './by-id';

export const sayAssumption = (lang: Lang, id: AssumptionId): { title: string; text: string } => (lang === 'en' ? ASSUMPTIONS[id] : ASSUMPTIONS_VI[id]);
