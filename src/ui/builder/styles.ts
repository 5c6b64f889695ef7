// Classes the builder's forms share, so every field looks and focuses the same in both themes, and
// as the rest of the app (the focus ring is the app's).
import { focusRing as focus } from '../common/controls';

export const input = `h-9 w-full min-w-0 rounded-md border bg-white px-2 text-sm dark:bg-slate-800 ${focus}`;
export const inputOk = 'border-slate-300 dark:border-slate-600';
export const inputBad = 'border-rose-600 dark:border-rose-400';
export const textarea = `w-full rounded-md border bg-white p-2 font-mono text-[13px] leading-5 dark:bg-slate-800 ${focus}`;
export const label = 'mb-0.5 block text-sm font-medium text-slate-700 dark:text-slate-300';
export const hint = 'mt-0.5 text-[13px] text-slate-600 dark:text-slate-400';
export const sectionTitle = 'text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

export const button = `inline-flex h-8 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 text-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700 ${focus}`;
export const primary = `inline-flex h-8 items-center justify-center gap-1 rounded-md bg-sky-700 px-3 text-sm font-medium text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-50 ${focus}`;
export const danger = `inline-flex h-8 items-center justify-center gap-1 rounded-md border border-rose-300 bg-white px-2.5 text-sm text-rose-800 hover:bg-rose-50 dark:border-rose-800 dark:bg-slate-900 dark:text-rose-300 dark:hover:bg-rose-950 ${focus}`;
export const link = `rounded text-sm text-sky-800 underline hover:text-sky-950 dark:text-sky-300 dark:hover:text-sky-100 ${focus}`;

/** A row of a list that selects something. */
export const selectableRow = (selected: boolean) =>
  `block w-full rounded px-1.5 py-0.5 text-left text-sm ${focus} ${selected ? 'bg-sky-100 text-sky-950 dark:bg-sky-900/60 dark:text-sky-50' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
