// A translated sentence with elements in it: t() leaves a `{slot}` it was given no value for, and
// fill() puts an element (a code span, a name in mono) in its place, wherever the language puts it.
import { Fragment, type ReactNode } from 'react';

export function fill(text: string, slots: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((p, i) => <Fragment key={i}>{i % 2 ? (p in slots ? slots[p] : `{${p}}`) : p}</Fragment>);
}
