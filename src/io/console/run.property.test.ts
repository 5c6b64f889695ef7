// Whatever is typed, the console answers with text and never throws: a line of any characters, any
// of its own commands with random words after them, in the node or in a pod. A first word that is
// not a command always gets PowerShell's "not recognized" record naming that word. FUZZ_RUNS sets
// the runs (capped: each run prints up to a whole port's rules).
import '../../lessons/testing/builtins-loaded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { completeLine } from './complete';
import { HOST_COMMANDS, runConsole, type ConsoleTarget } from './run';

const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 200), 400);
const sim = simulate(structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario));
const targets: ConsoleTarget[] = [
  { sim, node: 'win-node-1' },
  { sim, node: 'win-node-1', pod: 'pod/default/client' },
];
const word = fc.oneof(fc.constantFrom('/port', '/list-rule', '/layer', '/group', '/format', '1', '-d', 'list', 'all', '|', 'ConvertTo-Json', '-Depth', '/all', 'print', 'counters', '"', "'"), fc.string({ maxLength: 12 }));

describe('the console on any input', () => {
  it('answers every line with text, never throws; Tab keeps the line before the word it completes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...targets), fc.oneof(fc.string({ maxLength: 80 }), fc.tuple(fc.constantFrom(...HOST_COMMANDS), fc.array(word, { maxLength: 6 })).map(([c, ws]) => [c, ...ws].join(' '))), fc.nat(5), (t, line, nth) => {
        const out = runConsole(t, line);
        expect(typeof out.text).toBe('string');
        // Tab replaces the word under the cursor only: what comes before it stays; no match changes nothing.
        const c = completeLine(t, line, nth);
        const cut = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t'), line.lastIndexOf('|')) + 1;
        if (c.matches.length === 0) expect(c.line).toBe(line);
        else expect(c.line.startsWith(line.slice(0, cut))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("names an unknown first word in PowerShell's error", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/), (name) => {
        fc.pre(!HOST_COMMANDS.some((c) => c.toLowerCase() === name.toLowerCase() || `${c}.exe`.toLowerCase() === name.toLowerCase()));
        const out = runConsole(targets[0]!, `${name} x`);
        expect(out.error).toBe(true);
        expect(out.text.startsWith(`${name} : The term '${name}' is not recognized as the name of a cmdlet`)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
