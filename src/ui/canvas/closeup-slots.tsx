// Slots of the port close-up for tools that edit VFP in place (Build mode): a band's and a rule
// row's extra controls. Nothing is drawn when a slot is absent, so Trace mode stays read-only.
import { createContext, useContext, type ReactNode } from 'react';
import type { Group, Layer, Port, Rule } from '../../core/vfp/model';

export interface CloseUpSlots {
  /** Controls at the end of a band's title column (e.g. "+ group"). */
  renderBandActions?: (ctx: { node: string; port: Port; layer: Layer }) => ReactNode;
  /** Controls at the end of a group (e.g. "+ rule"). */
  renderGroupActions?: (ctx: { node: string; port: Port; layer: Layer; group: Group }) => ReactNode;
  /** Controls at the end of a rule row (e.g. edit, remove). */
  renderRuleActions?: (ctx: { node: string; port: Port; layer: Layer; group: Group; rule: Rule }) => ReactNode;
  /** A mark before a rule's name (a before/after's "~ changed"): the row's start shows on a narrow
   * canvas, where its end is cut. */
  renderRuleMark?: (ctx: { node: string; port: Port; layer: Layer; group: Group; rule: Rule }) => ReactNode;
}

const Slots = createContext<CloseUpSlots>({});

export const CloseUpSlotsProvider = ({ value, children }: { value: CloseUpSlots; children: ReactNode }) => <Slots.Provider value={value}>{children}</Slots.Provider>;

export const useCloseUpSlots = () => useContext(Slots);
