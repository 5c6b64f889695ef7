// Collects the warnings and errors of one parse. Messages are for an on-call engineer: each names
// the line (and the field when there is one). A junk file must not produce a million problems, so
// each list is capped and ends with a count of what was left out.
import type { ParseResult, Problem } from '../result';
import { dumpText, type DumpMsg } from './messages';
import { textMsg } from './messages-text';

const MAX_PER_LIST = 100;

export interface At {
  line?: number;
  field?: string;
}

export class Report {
  private readonly warnings: Problem[] = [];
  private readonly errors: Problem[] = [];
  private dropped = { warnings: 0, errors: 0 };

  /** A message value (issue 30): its English is the problem's `message`, the value its `msg`. */
  warn(message: DumpMsg, at: At = {}): void {
    this.add('warnings', message, at);
  }

  error(message: DumpMsg, at: At = {}): void {
    this.add('errors', message, at);
  }

  get errorCount(): number {
    return this.errors.length + this.dropped.errors;
  }

  result<T>(value?: T): ParseResult<T> {
    const warnings = withTail(this.warnings, this.dropped.warnings, 'warnings');
    const errors = withTail(this.errors, this.dropped.errors, 'errors');
    return value === undefined ? { warnings, errors } : { value, warnings, errors };
  }

  private add(list: 'warnings' | 'errors', message: DumpMsg, at: At): void {
    const target = list === 'warnings' ? this.warnings : this.errors;
    if (target.length >= MAX_PER_LIST) {
      this.dropped[list]++;
      return;
    }
    // The line travels in `line` (one convention for every parser; renderers print it).
    const p: Problem = { message: dumpText(message), msg: message };
    if (at.line !== undefined) p.line = at.line;
    if (at.field !== undefined && at.field !== '') p.field = at.field;
    target.push(p);
  }
}

function withTail(list: Problem[], dropped: number, what: 'warnings' | 'errors'): Problem[] {
  if (dropped === 0) return [...list];
  const m = textMsg(what === 'warnings' ? 'report.moreWarnings' : 'report.moreErrors', { n: dropped });
  return [...list, { message: dumpText(m), msg: m }];
}
