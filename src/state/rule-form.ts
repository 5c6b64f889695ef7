// The rule form's text → a hand-made rule. Text is passed on as typed where it is not a number, so
// the scenario's checks (zod) say what is wrong with it, on its field, like any file would.
import type { HandRule, HandRuleChange } from '../cluster/scenario/vfp-edits';

export interface RuleFormText {
  id: string;
  priority: string;
  action: string;
  protocols: string;
  srcIp: string;
  dstIp: string;
  srcPorts: string;
  dstPorts: string;
  terminating: boolean;
  stateful: boolean;
}

export const EMPTY_RULE: RuleFormText = { id: '', priority: '100', action: 'block', protocols: 'tcp', srcIp: '', dstIp: '', srcPorts: '', dstPorts: '', terminating: true, stateful: false };

const list = (t: string): string[] => t.split(/[\s,]+/).filter(Boolean);
const num = (t: string): number => (/^-?\d+(\.\d+)?$/.test(t.trim()) ? Number(t.trim()) : (t as unknown as number));
const portList = (t: string): (number | string)[] => list(t).map((x) => (/^\d+$/.test(x) ? Number(x) : x));

/** The conditions a field states; an empty field states none (matches anything). */
function conditions(f: RuleFormText): Pick<HandRule, 'protocols' | 'srcIp' | 'dstIp' | 'srcPorts' | 'dstPorts'> {
  const out: Pick<HandRule, 'protocols' | 'srcIp' | 'dstIp' | 'srcPorts' | 'dstPorts'> = {};
  if (list(f.protocols).length) out.protocols = list(f.protocols).map((p) => p.toLowerCase()) as HandRule['protocols'];
  if (list(f.srcIp).length) out.srcIp = list(f.srcIp);
  if (list(f.dstIp).length) out.dstIp = list(f.dstIp);
  if (list(f.srcPorts).length) out.srcPorts = portList(f.srcPorts);
  if (list(f.dstPorts).length) out.dstPorts = portList(f.dstPorts);
  return out;
}

export function handRuleOf(f: RuleFormText): HandRule {
  return {
    id: f.id.trim(),
    priority: num(f.priority),
    action: f.action as HandRule['action'],
    ...conditions(f),
    ...(f.terminating ? {} : { terminating: false }),
    ...(f.stateful ? { stateful: true } : {}),
  };
}

/** A rule HNS made, edited: only what differs from `was` (a cleared condition becomes "any": []). */
export function changeOf(was: RuleFormText, now: RuleFormText): HandRuleChange {
  const set: HandRuleChange = {};
  if (now.priority !== was.priority) set.priority = num(now.priority);
  if (now.action !== was.action) set.action = now.action as HandRule['action'];
  if (now.terminating !== was.terminating) set.terminating = now.terminating;
  if (now.stateful !== was.stateful) set.stateful = now.stateful;
  const c = conditions(now);
  if (now.protocols !== was.protocols) set.protocols = c.protocols ?? [];
  if (now.srcIp !== was.srcIp) set.srcIp = c.srcIp ?? [];
  if (now.dstIp !== was.dstIp) set.dstIp = c.dstIp ?? [];
  if (now.srcPorts !== was.srcPorts) set.srcPorts = c.srcPorts ?? [];
  if (now.dstPorts !== was.dstPorts) set.dstPorts = c.dstPorts ?? [];
  return set;
}
