// Every message src/io writes that Import mode or file opening shows (readers' and the importer's
// warnings and errors, the replay's lists and "what is missing" line, redaction notes, share-link
// and scenario-file errors) has a complete Vietnamese rendering that keeps every name, address and
// number of the English. The messages are collected by running the code (messages-io.corpus.ts):
// a new message without a template fails here, with the input that gave it.
import { describe, expect, it } from 'vitest';
import { collectIoMessages, realFileCount } from './messages-io.corpus';
import { messageSites } from './messages-io.sites';
import { NARRATION, renderMessageVi } from './narration-vi';

const corpus = collectIoMessages();
const messages = [...corpus.keys()];

/** What must come through unchanged: addresses, MACs, GUIDs, code spans, quoted values, numbers, CONSTANT_NAMES. */
export function carriedIo(en: string): string[] {
  return [
    ...en.matchAll(/`[^`]+`/g),
    // Quoted values, but not the English words the UI itself translates ("after" is “sau”).
    ...[...en.matchAll(/"[^"]*"/g)].filter((m) => m[0] !== '"after"'),
    ...en.matchAll(/\d+\.\d+\.\d+\.\d+(?:\/\d+)?(?::\d+)?/g),
    ...en.matchAll(/\b[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}\b/g),
    ...en.matchAll(/\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g),
    ...en.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Za-z0-9]+)+\b/g),
    ...en.matchAll(/(?<![\w.])\d+(?![\w.])/g),
  ].map((m) => m[0]);
}

describe('src/io messages in Vietnamese', () => {
  it('collects a corpus of real size', () => {
    expect(realFileCount).toBeGreaterThanOrEqual(40);
    // Messages leave the corpus as they become values (issue 30: checked with their catalogues in
    // src/ui/i18n/messages); none left is where it ends.
  });

  it('has a complete rendering for every message', () => {
    const missing = messages.filter((m) => !renderMessageVi(m).complete).map((m) => `${m}    ← ${corpus.get(m)}`);
    expect(missing).toEqual([]);
  });

  it('carries every address, MAC, GUID, code span, quoted value, number and constant name over', () => {
    const lost = messages.flatMap((m) => {
      const vi = renderMessageVi(m).text;
      return carriedIo(m)
        .filter((x) => !vi.includes(x))
        .map((x) => `${x} in: ${m}`);
    });
    expect(lost).toEqual([]);
  });

  it('leaves no English sentence behind: outside code spans, quotes and names, no English words remain', () => {
    const ENGLISH = /\b(the|is|are|was|were|not|has|have|cannot|does|skipped|ignored|taken|missing|kept|read as|left out)\b/i;
    const left = messages.filter((m) => {
      const vi = renderMessageVi(m)
        .text.replace(/`[^`]*`|"[^"]*"|\([^()]*\)/g, '')
        .replace(/\S*[\\/:]\S*/g, '');
      return ENGLISH.test(vi);
    });
    expect(left).toEqual([]);
  });

  it('writes something other than the English, with no hole marker left', () => {
    const same = messages.filter((m) => renderMessageVi(m).text === m);
    expect(same).toEqual([]);
    expect(messages.filter((m) => /\{\w+[*@]?\w*\}/.test(renderMessageVi(m).text) && !/\{\w+[*@]?\w*\}/.test(m))).toEqual([]);
  });
});

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

/**
 * Words of call sites the corpus does not reach, with why, and a message such a site makes (its
 * Vietnamese is checked below, through `catalogue` when it is a hole of a message value): most are
 * behind a format check the importer runs first.
 */
const UNREACHED: Record<string, { why: string; example: string; catalogue?: string }> = {
};

it('reaches every message site of src/io (a new warning without Vietnamese fails here)', () => {
  const sites = messageSites(SOURCES);
  // Fewer as readers move to message values (issue 30: a value's site holds no English words).
  const unreached = sites.flatMap((s) => s.words.filter((w) => !messages.some((m) => m.includes(w))).map((w) => `${s.file}:${s.line}: ${w}`));
  expect(unreached.filter((u) => !(u.replace(/:\d+:/, ':') in UNREACHED))).toEqual([]);
  // The list stays true: an entry the corpus now reaches, or whose site is gone, is taken out.
  expect(Object.keys(UNREACHED).filter((k) => !unreached.some((u) => u.replace(/:\d+:/, ':') === k))).toEqual([]);
});

it('renders the messages of the sites the corpus does not reach', () => {
  const said = Object.values(UNREACHED).map((u) => ({ en: u.example, vi: u.catalogue ? NARRATION.render(u.catalogue, u.example) : renderMessageVi(u.example) }));
  expect(said.filter((s) => !s.vi.complete).map((s) => s.en)).toEqual([]);
  expect(said.flatMap((s) => carriedIo(s.en).filter((x) => !s.vi.text.includes(x)))).toEqual([]);
});
