// The meaning of colour (ui-guide), in one place: canvas, pipeline, event list and scrubber ticks.
// Colour never travels alone: every tone has its icon and its word.
import type { SVGProps } from 'react';
import type { Tone } from '../../core/trace/trace';
import type { TranspositionKind } from '../../core/packet/transposition';
import { ArrowIcon, BoltIcon, BoxIcon, CheckIcon, CrossIcon, ScaleIcon, SwapIcon } from './icons';
import type { Key } from '../i18n/t';
import { useT } from '../i18n/use-t';

/** The tone's word, as a dictionary key: `t(TONE_LABEL[tone])`. */
export const TONE_LABEL: Record<Tone, Key> = {
  allow: 'trace.tone.allow',
  block: 'trace.tone.block',
  nat: 'trace.tone.nat',
  lb: 'trace.tone.lb',
  encap: 'trace.tone.encap',
  flow: 'trace.tone.flow',
  forward: 'trace.tone.forward',
};

export const TONE_ICON: Record<Tone, (p: SVGProps<SVGSVGElement>) => React.JSX.Element> = {
  allow: CheckIcon,
  block: CrossIcon,
  nat: SwapIcon,
  lb: ScaleIcon,
  encap: BoxIcon,
  flow: BoltIcon,
  forward: ArrowIcon,
};

/** Text colour classes (light and dark). */
export const TONE_TEXT: Record<Tone, string> = {
  allow: 'text-emerald-700 dark:text-emerald-400',
  block: 'text-rose-700 dark:text-rose-400',
  nat: 'text-amber-700 dark:text-amber-400',
  lb: 'text-sky-700 dark:text-sky-400',
  encap: 'text-violet-700 dark:text-violet-400',
  flow: 'text-teal-700 dark:text-teal-400',
  forward: 'text-slate-600 dark:text-slate-400',
};

export const TONE_BG: Record<Tone, string> = {
  allow: 'bg-emerald-500',
  block: 'bg-rose-500',
  nat: 'bg-amber-500',
  lb: 'bg-sky-500',
  encap: 'bg-violet-500',
  flow: 'bg-teal-500',
  forward: 'bg-slate-400',
};

export const TONE_SOFT: Record<Tone, string> = {
  allow: 'bg-emerald-50 border-emerald-300 dark:bg-emerald-950/40 dark:border-emerald-700',
  block: 'bg-rose-50 border-rose-300 dark:bg-rose-950/40 dark:border-rose-700',
  nat: 'bg-amber-50 border-amber-300 dark:bg-amber-950/40 dark:border-amber-700',
  lb: 'bg-sky-50 border-sky-300 dark:bg-sky-950/40 dark:border-sky-700',
  encap: 'bg-violet-50 border-violet-300 dark:bg-violet-950/40 dark:border-violet-700',
  flow: 'bg-teal-50 border-teal-300 dark:bg-teal-950/40 dark:border-teal-700',
  forward: 'bg-slate-50 border-slate-300 dark:bg-slate-800/60 dark:border-slate-600',
};

/** The tone's icon and word, in its colour. */
export function ToneTag({ tone, className = '' }: { tone: Tone; className?: string }) {
  const Icon = TONE_ICON[tone];
  const t = useT();
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${TONE_TEXT[tone]} ${className}`}>
      <Icon width={14} height={14} />
      {t(TONE_LABEL[tone])}
    </span>
  );
}

/** A rewrite's colour: encap and decap violet, address and MAC rewrites amber. */
export const transpositionTone = (kind: TranspositionKind): Tone => (kind === 'encap' || kind === 'decap' ? 'encap' : 'nat');
