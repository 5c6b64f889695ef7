// Rules and groups as their lines are read, turned into core objects once their block ends. Keeping
// the raw field lines until then lets one place decide defaults and name the bad line.
import { decodeFlags, FLAGS_TERMINATING, type Conditions, type Direction, type Group, type Rule } from '../../../core/vfp/model';
import type { Report } from '../report';
import { vfpMsg } from '../messages-vfp';
import { firstWord, intOf, quote } from '../text';
import { actionOf, type RuleBlocks, type TextLine } from './actions';

export interface FieldLine {
  value: string;
  line: number;
}

interface Draft {
  name: string;
  line: number;
  /** Indentation of the header line: deeper lines belong to this object. */
  indent: number;
  fields: Map<string, FieldLine>;
  conditions: Conditions;
}

export interface RuleDraft extends Draft {
  blocks: RuleBlocks;
  /** Text kept as is: blocks and fields the model has no place for. */
  extra: string[];
}

export type GroupDraft = Draft;

export const RULE_FIELDS = [
  ...['friendly name', 'priority', 'flags', 'type', 'conditions', 'flow ttl', 'flagsex'],
  // Blocks, and the fields that end a Modify block (kept as text).
  ...['rule data', 'modify', 'encap destination(s)', 'encap destinations', 'dip range(s)', 'dip range', 'dip ranges', 'transposition', 'set vlan'],
];
export const GROUP_FIELDS = ['friendly name', 'priority', 'direction', 'type', 'conditions', 'match type'];
export const LAYER_FIELDS = ['friendly name', 'priority', 'flags'];
// The same as sets, for the per-line look-ups of the readers.
export const RULE_FIELD_SET: ReadonlySet<string> = new Set(RULE_FIELDS);
export const GROUP_FIELD_SET: ReadonlySet<string> = new Set(GROUP_FIELDS);
export const LAYER_FIELD_SET: ReadonlySet<string> = new Set(LAYER_FIELDS);

export const newRuleDraft = (name: string, line: number, indent: number): RuleDraft => ({
  name,
  line,
  indent,
  fields: new Map(),
  conditions: {},
  blocks: { dips: [], ruleData: [], modify: [], encap: [] },
  extra: [],
});

export const newGroupDraft = (name: string, line: number, indent: number): GroupDraft => ({ name, line, indent, fields: new Map(), conditions: {} });

/** A number field; a value that is not one is an error naming line and text. */
function numberField(d: Draft, key: string, label: string, r: Report): number | undefined {
  const f = d.fields.get(key);
  if (!f) return undefined;
  const n = intOf(firstWord(f.value));
  if (n === undefined) r.error(vfpMsg('vfp.notNumber', { t: quote(`${label} : ${f.value}`) }), { line: f.line, field: label });
  return n;
}

export function finishRule(d: RuleDraft, r: Report): Rule {
  const friendly = d.fields.get('friendly name')?.value;
  let id = d.name;
  if (id === '') {
    id = friendly || `rule-at-line-${d.line}`;
    if (!friendly) r.warn(vfpMsg('vfp.ruleNoName', {}), { line: d.line, field: 'RULE' });
  }
  const priority = numberField(d, 'priority', 'Priority', r);
  if (priority === undefined && !d.fields.has('priority')) r.warn(vfpMsg('vfp.ruleNoPriority', { rule: id }), { line: d.line, field: 'Priority' });
  const rawFlags = numberField(d, 'flags', 'Flags', r);
  if (!d.fields.has('flags')) r.warn(vfpMsg('vfp.ruleNoFlags', { rule: id }), { line: d.line, field: 'Flags' });
  const type = d.fields.get('type');
  if (!type) r.warn(vfpMsg('vfp.ruleNoType', { rule: id }), { line: d.line, field: 'Type' });
  const ttl = d.fields.has('flow ttl') ? numberField(d, 'flow ttl', 'Flow TTL', r) : 0;
  const rule: Rule = {
    id,
    priority: priority ?? 65535,
    flags: rawFlags === undefined ? { ...FLAGS_TERMINATING } : decodeFlags(rawFlags),
    conditions: d.conditions,
    action: type ? actionOf(type.value, type.line, d.blocks, id, r) : { type: 'allow' },
    flowTtl: ttl ?? 0,
    provenance: { by: 'vfpctrl dump' },
  };
  if (friendly) rule.friendlyName = friendly;
  // The draft's own list, added to rather than copied (a big dump has 100,000 rules).
  const extra = d.extra;
  blockText(extra, 'Rule Data', d.blocks.ruleData);
  blockText(extra, 'Modify', d.blocks.modify);
  blockText(extra, 'Encap Destination(s)', d.blocks.encap);
  for (const [key, label] of KEPT_FIELDS) {
    const f = d.fields.get(key);
    if (f) extra.push(`${label} : ${f.value}`);
  }
  const flagsEx = d.fields.get('flagsex');
  if (flagsEx && flagsEx.value !== '0') extra.push(`FlagsEx : ${flagsEx.value}`);
  if (extra.length > 0) rule.extra = extra;
  return rule;
}

const KEPT_FIELDS = [
  ['transposition', 'Transposition'],
  ['set vlan', 'Set VLAN'],
] as const;

/** A block the model has no place for, as one text added to `extra`. */
function blockText(extra: string[], title: string, lines: TextLine[]): void {
  if (lines.length > 0) extra.push([`${title}:`, ...lines.map((l) => `  ${l.text}`)].join('\n'));
}

/** IN or OUT as a group or rule name says it: `_IN`, `-out-`, `ingress`, `egress`. */
function nameDirection(name: string): Direction | undefined {
  if (/(^|[_-])in([_-]|$)|ingress/i.test(name)) return 'in';
  if (/(^|[_-])out([_-]|$)|egress/i.test(name)) return 'out';
  return undefined;
}

export function finishGroup(d: GroupDraft, rules: Rule[], r: Report): Group {
  const dirText = d.fields.get('direction')?.value;
  let direction: Direction | undefined = dirText ? directionOf(dirText) : undefined;
  if (dirText && !direction) r.error(vfpMsg('vfp.notDirection', { t: quote(`Direction : ${dirText}`) }), { line: d.fields.get('direction')!.line, field: 'Direction' });
  if (!direction) {
    // No Direction line (a lone RULE block pasted without its GROUP): the group's name, else its
    // rules' names, may say it (`_IN`, `-out-`, ingress/egress); otherwise it is unknown, and said so.
    const named = [d.name, ...rules.map((x) => x.friendlyName ?? x.id)].find((n) => nameDirection(n) !== undefined);
    direction = named !== undefined ? nameDirection(named) : undefined;
    if (!dirText) {
      if (direction) r.warn(named === d.name ? vfpMsg('vfp.groupDirFromName', { group: d.name, dir: direction.toUpperCase() }) : vfpMsg('vfp.groupDirFromRule', { group: d.name, dir: direction.toUpperCase(), rule: named! }), { line: d.line, field: 'Direction' });
      else r.warn(vfpMsg('vfp.groupNoDirection', { group: d.name }), { line: d.line, field: 'Direction' });
    }
    direction ??= 'out';
  }
  const typeText = d.fields.get('type')?.value ?? '';
  const family = /ipv6/i.test(typeText) || (!typeText && /IPV6/i.test(d.name)) ? 'ipv6' : 'ipv4';
  const priority = numberField(d, 'priority', 'Priority', r);
  if (!d.fields.has('priority')) r.warn(vfpMsg('vfp.groupNoPriority', { group: d.name }), { line: d.line, field: 'Priority' });
  const group: Group = {
    name: d.name,
    priority: priority ?? 0,
    direction,
    family,
    conditions: d.conditions,
    matchType: /lpm|longest/i.test(d.fields.get('match type')?.value ?? '') ? 'lpm' : 'priority',
    rules,
  };
  const friendly = d.fields.get('friendly name')?.value;
  if (friendly) group.friendlyName = friendly;
  return group;
}

function directionOf(text: string): Direction | undefined {
  const t = text.trim().toLowerCase();
  return t === 'in' || t === 'inbound' || t === 'ingress' ? 'in' : t === 'out' || t === 'outbound' || t === 'egress' ? 'out' : undefined;
}
