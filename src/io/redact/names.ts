// Kubernetes names given by the caller (nodes, pods, namespaces, services) become `node-1`, `pod-1`,
// `ns-1`, `svc-1`. Matched as whole names: not inside a longer name (`web` is not replaced in
// `web-1`), but inside compound Windows names (`web-1_cbr0`) and DNS names (`web.default.svc`).
// Letter case is ignored when matching (Windows prints host names in capitals).
import type { NameKind } from './model';
import { RedactNotes, redactMsg } from './messages';

const PREFIX: Record<NameKind, string> = { node: 'node', pod: 'pod', namespace: 'ns', service: 'svc' };

/** Shorter names would replace ordinary words and numbers everywhere. */
export const MIN_NAME_LENGTH = 3;

const caseless = (name: string): string =>
  [...name].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))).join('');

export class NameMapper {
  private readonly kinds = new Map<string, NameKind>();
  private readonly fakes = new Map<string, string>();
  private readonly counters = new Map<NameKind, number>();
  readonly said = new RedactNotes();

  constructor(names: Partial<Record<NameKind, readonly string[]>> = {}) {
    for (const kind of ['node', 'pod', 'namespace', 'service'] as const)
      for (const raw of names[kind] ?? []) {
        const name = raw.trim();
        if (name === '') continue;
        if (name.length < MIN_NAME_LENGTH) {
          this.said.add(redactMsg('redact.shortName', { kind, name }));
          continue;
        }
        // A name listed under two kinds keeps the first.
        if (!this.kinds.has(name.toLowerCase())) this.kinds.set(name.toLowerCase(), kind);
      }
  }

  /** A regex alternative matching any listed name, or undefined when there are none. */
  pattern(): string | undefined {
    const names = [...this.kinds.keys()].sort((a, b) => b.length - a.length);
    return names.length ? `(?<![A-Za-z0-9-])(?:${names.map(caseless).join('|')})(?![A-Za-z0-9-])` : undefined;
  }

  kindOf(text: string): NameKind | undefined {
    return this.kinds.get(text.toLowerCase());
  }

  map(text: string): string {
    const lower = text.toLowerCase();
    let fake = this.fakes.get(lower);
    if (!fake) {
      const kind = this.kinds.get(lower)!;
      let n = this.counters.get(kind) ?? 1;
      while (this.kinds.has(`${PREFIX[kind]}-${n}`)) n++;
      this.counters.set(kind, n + 1);
      fake = `${PREFIX[kind]}-${n}`;
      this.fakes.set(lower, fake);
    }
    return text === text.toUpperCase() && text !== lower ? fake.toUpperCase() : fake;
  }
}
