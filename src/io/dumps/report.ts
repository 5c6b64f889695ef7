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

  /** Adds `line N: ` in front of the message when it does not name its line itself. A message value
   * (readers converted to them, issue 30) or, until every reader is, English text. */
  warn(message: string | DumpMsg, at: At = {}): void {
    this.add('warnings', message, at);
  }

  error(message: string | DumpMsg, at: At = {}): void {
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

  private add(list: 'warnings' | 'errors', message: string | DumpMsg, at: At): void {
    const target = list === 'warnings' ? this.warnings : this.errors;
    if (target.length >= MAX_PER_LIST) {
      this.dropped[list]++;
      return;
    }
    // The line travels in `line` (one convention for every parser; renderers print it).
    const p: Problem = typeof message === 'string' ? { message } : { message: dumpText(message), msg: message };
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
