// zod issues as the short sentences our error list shows: `expected a number, got "eighty"`.
import type { z } from 'zod';
import type { PathSeg } from '../import/located';

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'a map of strings',
};

const show = (v: unknown): string => {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object' && v !== null) return 'an object';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
};

export function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'missing: this field is required';
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${show(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${issue.minimum} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be at least ${issue.minimum}, got ${show(issue.input)}`;
    case 'too_big':
      return `must be at most ${issue.maximum}, got ${show(issue.input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => String(v)).join(', ')}, got ${show(issue.input)}`;
    case 'invalid_union': {
      // Report the closest alternative's complaint (IntOrString: the string branch names the problem).
      const firstCustom = issue.errors.flat().find((e) => e.code === 'custom');
      return firstCustom ? firstCustom.message : `not an allowed value: ${show(issue.input)}`;
    }
    default:
      return issue.message;
  }
}

export const issuePath = (issue: z.core.$ZodIssue): PathSeg[] =>
  issue.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
