// Every message src/io writes that Import mode or file opening shows (readers' and the importer's
// warnings and errors, the replay's lists and "what is missing" line, redaction notes, share-link
// and scenario-file errors) is a message value, said from its catalogue (checked in
// src/ui/i18n/messages, each catalogue with its own test). Two nets hold that: the messages
// collected by running the code (messages-io.corpus.ts) carry a value, and no place in src/io that
// makes a message a person reads writes English words into it (messages-io.sites.ts).
import { describe, expect, it } from 'vitest';
import { collectIoMessages, realFileCount } from './messages-io.corpus';
import { messageSites } from './messages-io.sites';

// src/io's sources as text: every place that makes a message the UI shows. Left out: what only the
// CLI and reports print (export, report, trace, fixes, pcapng), what the node console prints (console:
// Windows' own output, which stays as Windows prints it in either language), test helpers, and the aligner (src/io/align)
// and the capture readers (src/io/capture/read): their sentences are message values with their own
// catalogues, checked in src/ui/i18n/messages, as are the catalogues of message values themselves.
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['/src/io/**/*.ts', '!/src/io/**/*.test.ts', '!/src/io/**/testing/**', '!/src/io/{export,report,trace,fixes,pcapng,console}/**', '!/src/io/align/**', '!/src/io/capture/read/**', '!/src/io/**/{messages,*-messages}.ts'], { query: '?raw', import: 'default', eager: true }),
  ).map(([k, v]) => [k.slice(1), v]),
);

describe('src/io messages are values', () => {
  it('collects over a corpus of real size, and every message it meets is a value', () => {
    expect(realFileCount).toBeGreaterThanOrEqual(40);
    // What the corpus keeps: a problem without a value, a replay that failed without one.
    expect([...collectIoMessages()].map(([m, from]) => `${m}    ← ${from}`)).toEqual([]);
  });

  it('no message site of src/io composes English words (a new warning written as text fails here)', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    const sites = messageSites(SOURCES);
    expect(sites.flatMap((s) => s.words.map((w) => `${s.file}:${s.line}: ${w}`))).toEqual([]);
  });
});
