// Every message src/io writes that Import mode or file opening shows (readers' and the importer's
// warnings and errors, the replay's lists and "what is missing" line, redaction notes, share-link
// and scenario-file errors) has a complete Vietnamese rendering that keeps every name, address and
// number of the English. The messages are collected by running the code (messages-io.corpus.ts):
// a new message without a template fails here, with the input that gave it.
import { describe, expect, it } from 'vitest';
import { collectIoMessages, realFileCount } from './messages-io.corpus';
import { renderMessageVi } from './narration-vi';

const corpus = collectIoMessages();
const messages = [...corpus.keys()];

/** What must come through unchanged: addresses, MACs, GUIDs, code spans, quoted values, numbers, CONSTANT_NAMES. */
export function carriedIo(en: string): string[] {
  return [
    ...en.matchAll(/`[^`]+`/g),
    ...en.matchAll(/"[^"]*"/g),
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
    expect(messages.length).toBeGreaterThan(300);
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

  it('writes something other than the English, with no hole marker left', () => {
    const same = messages.filter((m) => renderMessageVi(m).text === m);
    expect(same).toEqual([]);
    expect(messages.filter((m) => /\{\w+[*@]?\w*\}/.test(renderMessageVi(m).text) && !/\{\w+[*@]?\w*\}/.test(m))).toEqual([]);
  });
});
