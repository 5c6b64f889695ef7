// zod issues as the short sentences our error list shows (`expected a number, got "eighty"`), as
// message values (messages.ts). The API checks of schemas.ts give theirs in the issue's params.
import type { z } from 'zod';
import type { Msg } from '../../core/message';
import type { PathSeg } from '../import/located';
import { k8sMsg, k8sText, type K8sMsg } from './messages';

/** A value as the message shows it: its JSON, cut at 40 characters; a list, an object or nothing in words. */
export const shown = (v: unknown): string | Msg => {
  if (v === undefined) return k8sMsg('k8s.nothing', {});
  if (Array.isArray(v)) return k8sMsg('k8s.aList', {});
  if (typeof v === 'object' && v !== null) return k8sMsg('k8s.anObject', {});
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
};

/** The value a check of schemas.ts put on its issue. */
const ownMsg = (issue: z.core.$ZodIssue): K8sMsg | undefined => (issue.code === 'custom' ? (issue.params?.msg as K8sMsg | undefined) : undefined);

export function issueMsg(issue: z.core.$ZodIssue): K8sMsg {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return k8sMsg('k8s.required', {});
      return k8sMsg('k8s.expected', { type: issue.expected, v: shown(issue.input) });
    case 'too_small':
      if (issue.origin === 'array') return k8sMsg('k8s.entries', { n: Number(issue.minimum) });
      if (issue.origin === 'string') return k8sMsg('k8s.empty', {});
      return k8sMsg('k8s.atLeast', { n: Number(issue.minimum), v: shown(issue.input) });
    case 'too_big':
      return k8sMsg('k8s.atMost', { n: Number(issue.maximum), v: shown(issue.input) });
    case 'invalid_value':
      return k8sMsg('k8s.oneOf', { values: issue.values.map((v) => String(v)).join(', '), v: shown(issue.input) });
    case 'invalid_union': {
      // Report the closest alternative's complaint (IntOrString: the string branch names the problem).
      const firstCustom = issue.errors.flat().find((e) => e.code === 'custom');
      return (firstCustom && ownMsg(firstCustom)) ?? (firstCustom ? k8sMsg('k8s.zod', { text: firstCustom.message }) : k8sMsg('k8s.notAllowed', { v: shown(issue.input) }));
    }
    default:
      return ownMsg(issue) ?? k8sMsg('k8s.zod', { text: issue.message });
  }
}

/** In English. */
export const issueMessage = (issue: z.core.$ZodIssue): string => k8sText(issueMsg(issue));

export const issuePath = (issue: z.core.$ZodIssue): PathSeg[] =>
  issue.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
