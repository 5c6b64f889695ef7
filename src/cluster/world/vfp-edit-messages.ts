// Why a VFP edit by hand no longer applies (vfp-edits.ts), and the notes that say so
// (windows-node.ts, build.ts), as message values (src/core/message.ts). English here (`validate`,
// `trace` and `report` warnings, UnappliedEdit.message), Vietnamese in
// src/ui/i18n/messages/refusals.vi.ts. Port, layer, group and rule names stay in the holes.
import { msg, render, type MsgOf } from '../../core/message';

export const VFP_EDIT_EN = {
  'vfpEdit.noPort': (a: { port: string }) => `no port ${a.port} on this node`,
  'vfpEdit.layerTaken': (a: { port: string; layer: string }) => `port ${a.port} already has a layer ${a.layer}`,
  'vfpEdit.noLayer': (a: { port: string; layer: string }) => `port ${a.port} has no layer ${a.layer}`,
  'vfpEdit.groupTaken': (a: { layer: string; group: string }) => `layer ${a.layer} already has a group ${a.group}`,
  'vfpEdit.noGroup': (a: { layer: string; port: string; group: string }) => `layer ${a.layer} of port ${a.port} has no group ${a.group}`,
  'vfpEdit.ruleTaken': (a: { group: string; rule: string }) => `group ${a.group} already has a rule ${a.rule}`,
  'vfpEdit.noRule': (a: { group: string; port: string; rule: string }) => `group ${a.group} of port ${a.port} has no rule ${a.rule}`,
  // The simulation's notes (`why` is one of the above).
  'vfpEdit.notApplied': (a: { why: string }) => `edit by hand not applied: ${a.why}`,
  'vfpEdit.linuxNode': (a: { n: number }) => `${a.n} VFP edit(s) by hand not applied: a Linux node has no VFP`,
};

export type VfpEditMsg = MsgOf<typeof VFP_EDIT_EN>;
export const vfpEditMsg = msg<typeof VFP_EDIT_EN>();
export const vfpEditText = (m: VfpEditMsg): string => render([VFP_EDIT_EN], m);
/** A note's message and its value. */
export const vfpEditNote = (m: VfpEditMsg): { message: string; msg: VfpEditMsg } => ({ message: vfpEditText(m), msg: m });
