// Shared control styles: one look for buttons and fields everywhere, with a visible focus ring
// (ui-guide: keyboard-reachable controls, visible focus).
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:focus-visible:outline-sky-400';

export const iconButton = `inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700 ${focusRing}`;

export const button = `inline-flex h-8 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700 ${focusRing}`;

export const primaryButton = `inline-flex h-9 items-center justify-center gap-1.5 rounded-md bg-sky-700 px-3 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-40 dark:bg-sky-700 dark:hover:bg-sky-600 ${focusRing}`;

export const field = `h-8 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800 aria-[invalid=true]:border-rose-500 ${focusRing}`;

// A block of its own, at least 24 px high (WCAG 2.2 target size, issue 33).
export const linkButton = `inline-block min-h-6 rounded py-0.5 text-sm text-sky-700 underline hover:text-sky-900 dark:text-sky-400 dark:hover:text-sky-300 ${focusRing}`;

/** A toggle that says its state by aria-pressed, colour and a filled look. */
export const toggle = (on: boolean) =>
  `inline-flex h-9 items-center gap-1.5 rounded-md border px-2.5 text-sm ${focusRing} ${
    on ? 'border-sky-700 bg-sky-700 text-white dark:border-sky-500 dark:bg-sky-700' : 'border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700'
  }`;
