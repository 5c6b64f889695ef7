// The indented blocks under a vfpctrl rule or group (`Conditions:`, `Rule Data:`, `Modify:`, `Encap
// Destination(s):`, `DIP Range(s):`): which lines belong to one, and how a condition line is read.
import type { Report } from '../report';
import { vfpMsg } from '../messages-vfp';
import { quote, type KeyValue } from '../text';
import { applyCondition, conditionField } from './conditions';
import { GROUP_FIELD_SET, RULE_FIELD_SET, type GroupDraft, type RuleDraft } from './drafts';

export type BlockKind = 'conditions' | 'ruleData' | 'modify' | 'encap' | 'dips';
export interface Block {
  kind: BlockKind;
  owner: 'rule' | 'group';
  indent: number;
}

export const BLOCK_OF: Record<string, BlockKind> = {
  conditions: 'conditions',
  'rule data': 'ruleData',
  modify: 'modify',
  'encap destination(s)': 'encap',
  'encap destinations': 'encap',
  'dip range(s)': 'dips',
  'dip range': 'dips',
  'dip ranges': 'dips',
};

/** Whether a line stays in the open block (by indentation, then by what the line is). */
export function continuesBlock(b: Block, t: string, key: string | undefined, indent: number): boolean {
  if (indent > b.indent) return true;
  if (indent < b.indent) return false;
  // Same column as the block title (flush-left copies, PA_ROUTE's Rule Data): stay until a field
  // of the owner; `Type :` inside Rule Data is data, since the rule's own Type came before.
  if (b.kind === 'dips') return /^[{\d]/.test(t);
  if (b.kind === 'ruleData' && key === 'type') return true;
  if (b.kind === 'conditions') return t === '<none>' || (key !== undefined && conditionField(key) !== undefined);
  return key === undefined || !(b.owner === 'rule' ? RULE_FIELD_SET : GROUP_FIELD_SET).has(key);
}

/** One line of a `Conditions:` block (`kv`: the line as keyValue reads it), applied to its rule or group; problems go to the report. */
export function conditionLine(target: RuleDraft | GroupDraft | undefined, t: string, n: number, r: Report, kv: KeyValue | undefined): void {
  if (t === '<none>') return;
  const field = kv && conditionField(kv.key);
  if (!kv || !target) {
    r.warn(vfpMsg('vfp.notCondition', { t: quote(t) }), { line: n, field: 'Conditions' });
  } else if (!field) {
    r.warn(target.name ? vfpMsg('vfp.condNotModelled', { t: quote(t), rule: target.name }) : vfpMsg('vfp.condNotModelledIt', { t: quote(t) }), { line: n, field: `Conditions.${kv.key}` });
  } else {
    const problem = applyCondition(target.conditions, field, kv.value);
    if (problem) r.error(vfpMsg('vfp.condition', { key: kv.key, why: problem }), { line: n, field: `Conditions.${kv.key}` });
  }
}
