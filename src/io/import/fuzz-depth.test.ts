// Fuzzing at depth (`npm run fuzz`: 10,000 runs per reader; CI keeps FUZZ_RUNS=1000): valid files of
// every format VFP Lab reads are cut, re-wrapped, re-encoded (UTF-16, BOM, CRLF, zipped) and mixed
// with junk, then read through the importer; the share-link decoder gets valid links cut, re-encoded
// and mixed with junk. A crash is an exception, or a message a person cannot use (an internal
// message, `undefined`, `NaN`, `[object Object]`). Each reader's runs and crashes are printed.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { nodeDumps } from '../export/node-dumps';
import { JUNK } from '../testing/damage';
import { base64url, decodeShare, encodeShare, fromBase64url, SHARE_PREFIX } from '../share/link';
import { detectFormat, importFiles } from '.';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const UNUSABLE = /call stack|Invalid regular expression|RangeError|TypeError|\bundefined\b|\bNaN\b|\[object /;

const talk = structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario);
const dirs = [new URL('../../../fixtures/real/', import.meta.url), new URL('../../../e2e/fixtures/', import.meta.url)];
const files = dirs.flatMap((d) => readdirSync(d).filter((f) => !f.endsWith('.md')).map((f) => readFileSync(new URL(f, d), 'utf8')));
const dumped = nodeDumps(simulate(talk) as Exclude<ReturnType<typeof simulate>, Error>, 'win-node-1');
const exported = dumped.ok ? dumped.value.files.map((f) => f.text) : [];
const KUBE = 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Service\n  metadata: {name: web, namespace: default}\n  spec: {clusterIP: 10.96.0.20, ports: [{port: 80, targetPort: 8080}], selector: {app: web}}\n';
const samples = [...files, ...exported, readFileSync(new URL('../../lessons/scenarios/talk-l2bridge.yaml', import.meta.url), 'utf8'), KUBE];

/** Valid samples by the reader that takes them. */
const byReader = new Map<string, string[]>();
for (const s of samples) {
  const id = detectFormat(s);
  if (id) byReader.set(id, [...(byReader.get(id) ?? []), s]);
}

const encode = (text: string, how: number): Uint8Array => {
  switch (how) {
    case 0: {
      const out = new Uint8Array(2 + text.length * 2);
      out.set([0xff, 0xfe]);
      for (let i = 0; i < text.length; i++) out.set([text.charCodeAt(i) & 255, text.charCodeAt(i) >> 8], 2 + i * 2);
      return out;
    }
    case 1:
      return strToU8('\uFEFF' + text);
    case 2:
      return strToU8(text.replace(/\r?\n/g, '\r\n'));
    case 3:
      return zipSync({ 'logs/dump.txt': strToU8(text) });
    default:
      return strToU8(text);
  }
};

/** A valid text cut, re-wrapped at a width, with junk put in at places. */
const mutated = (sample: string) =>
  fc.record({ cut: fc.double({ min: 0, max: 1, noNaN: true }), wrap: fc.option(fc.integer({ min: 8, max: 200 })), junk: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...JUNK)), { maxLength: 4 }), how: fc.integer({ min: 0, max: 6 }) }).map(({ cut, wrap, junk, how }) => {
    let t = sample.slice(0, Math.ceil(sample.length * (cut < 0.3 ? cut : 1)));
    if (wrap) t = t.replace(new RegExp(`([^\\n]{${wrap}})`, 'g'), '$1\n');
    for (const [at, j] of junk) {
      const k = Math.floor(t.length * at);
      t = t.slice(0, k) + j + t.slice(k);
    }
    return encode(t, how);
  });

const messagesOf = (r: ReturnType<typeof importFiles>) => r.files.flatMap((f) => [...f.errors, ...f.warnings].map((p) => p.message));

describe('fuzzing at depth', () => {
  it.each([...byReader.keys()])('reader %s: mutated valid files never crash it', (reader) => {
    let runs = 0;
    fc.assert(
      fc.property(fc.constantFrom(...byReader.get(reader)!).chain(mutated), (bytes) => {
        runs++;
        const r = importFiles([{ name: 'fuzz.txt', bytes }]);
        for (const m of messagesOf(r)) expect(m).not.toMatch(UNUSABLE);
      }),
      { numRuns: RUNS },
    );
    console.log(`fuzz: ${reader}: ${runs} runs, 0 crashes`);
  });

  it('the share-link decoder: valid links cut, re-encoded and mixed with junk never crash it', () => {
    const link = encodeShare(talk);
    const body = fromBase64url(link.slice(SHARE_PREFIX.length))!;
    const variant = fc.oneof(
      fc.double({ min: 0, max: 1, noNaN: true }).map((c) => link.slice(0, Math.floor(link.length * c))),
      fc.tuple(fc.nat(), fc.constantFrom(...JUNK, '%20', '#', '?', '.', '-', '_')).map(([k, j]) => link.slice(0, k % link.length) + j + link.slice(k % link.length)),
      fc.tuple(fc.nat(), fc.nat(255)).map(([k, b]) => {
        const bytes = body.slice();
        bytes[k % bytes.length] = b;
        return SHARE_PREFIX + base64url(bytes);
      }),
      fc.string({ maxLength: 200 }).map((s) => SHARE_PREFIX + s),
      fc.uint8Array({ maxLength: 300 }).map((b) => SHARE_PREFIX + base64url(b)),
    );
    let runs = 0;
    fc.assert(
      fc.property(variant, (data) => {
        runs++;
        const r = decodeShare(data);
        expect(r.value !== undefined || r.errors.length > 0).toBe(true);
        for (const e of r.errors) expect(e.message).not.toMatch(UNUSABLE);
      }),
      { numRuns: RUNS },
    );
    console.log(`fuzz: share-link: ${runs} runs, 0 crashes`);
  });

  it('has samples of every reader it fuzzes', () => {
    expect([...byReader.keys()].length).toBeGreaterThanOrEqual(6);
  });
});
