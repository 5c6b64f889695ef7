// For tests: the messages src/io really writes, collected by running the readers, the importer and
// the replay over the real corpus (fixtures/real), damaged copies of it (the fuzz tests' damage,
// a fixed seed), crafted inputs (messages-io.crafted.ts), share links and redactions.
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { importFiles, type ImportedFiles, type ImportInput } from '../../../io/import';
import { decodeShare } from '../../../io/share/link';
import { loadScenarioText } from '../../../io/scenario/load';
import { replayOf } from '../../../state/replay-outcome';
import { anyDamage, applyDamage } from '../../../io/testing/damage';
import { CRAFTED_FILES, CRAFTED_LINKS, CRAFTED_SCENARIOS, CRAFTED_SETS, CRAFTED_ZIPS, zipLimits } from './messages-io.crafted';

// The corpus as text (UI tests do no file I/O).
const REAL = Object.entries(import.meta.glob<string>(['/fixtures/real/*', '!/fixtures/real/*.md', '/e2e/fixtures/*', '!/e2e/fixtures/*.md'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => ({
  name: path.slice(path.lastIndexOf('/') + 1),
  text,
}));

export const realFileCount = REAL.length;

/** Where each message came from (the first input that gave it), for a failing test's output. */
export type Corpus = Map<string, string>;

const input = (name: string, text: string | Uint8Array): ImportInput => ({ name, bytes: typeof text === 'string' ? strToU8(text) : text });

function addImport(out: Corpus, from: string, imported: ImportedFiles, replay = true): void {
  const add = (m: string | undefined) => void (m && !out.has(m) && out.set(m, from));
  // A problem given as a message value is said from its catalogue (src/ui/i18n/messages), checked there.
  for (const f of imported.files) for (const p of [...f.warnings, ...f.errors]) if (!p.msg) add(p.message);
  if (!replay || !imported.files.some((f) => f.format !== null)) return;
  const o = replayOf(imported);
  // The report's lists, what is missing for a walk and a build's errors are message values
  // (messages/replay-report.test.ts, replay.test.ts); an exception met on the way is not.
  if (!o.ok && !o.deadEnd) add(o.error);
}

// Damage as the fuzz tests do it (io/testing/damage.ts), then re-encoded (UTF-16, BOM, CRLF, zipped).
const encode = (text: string, how: number): Uint8Array => {
  if (how === 0) {
    const out = new Uint8Array(2 + text.length * 2);
    out.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) out.set([text.charCodeAt(i) & 255, text.charCodeAt(i) >> 8], 2 + i * 2);
    return out;
  }
  if (how === 1) return strToU8('\uFEFF' + text);
  if (how === 2) return strToU8(text.replace(/\r?\n/g, '\r\n'));
  if (how === 3) return zipSync({ 'logs/dump.txt': strToU8(text) });
  return strToU8(text);
};

/** Damaged copies of the real files, with a fixed seed: the same inputs on every run. */
function damaged(runs: number): ImportInput[] {
  const arb = fc.tuple(fc.constantFrom(...REAL), fc.array(anyDamage, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 8 }));
  return fc.sample(arb, { numRuns: runs, seed: 13 }).map(([f, ds, how]) => ({ name: f.name, bytes: encode(ds.reduce(applyDamage, f.text), how) }));
}

/** Every message the corpus gives, with where it came from. */
export function collectIoMessages(runs = 400): Corpus {
  const out: Corpus = new Map();
  for (const f of REAL) addImport(out, f.name, importFiles([input(f.name, f.text)]));
  addImport(out, 'all real files', importFiles(REAL.map((f) => input(f.name, f.text))));
  for (const d of damaged(runs)) addImport(out, `damaged ${d.name}`, importFiles([d]), false);
  // The replay of damaged files costs more: every fourth one.
  damaged(runs / 4).forEach((d, i) => addImport(out, `damaged ${d.name} (replay ${i})`, importFiles([d])));
  for (const [name, text] of Object.entries(CRAFTED_FILES)) addImport(out, `crafted ${name}`, importFiles([input(name, text)]));
  // A zip's reasons, and the redactor's for leaving a file out, are message values (messages/zip.test.ts, redact.test.ts).
  for (const [name, z] of Object.entries(CRAFTED_ZIPS)) addImport(out, `zip ${name}`, importFiles([input(`${name}.zip`, z.bytes)], { zipLimits: zipLimits(z.limits) }), false);
  for (const [name, set] of Object.entries(CRAFTED_SETS)) addImport(out, `crafted set ${name}`, importFiles(set.map(([n, t]) => input(n, t))));
  for (const [name, link] of Object.entries(CRAFTED_LINKS)) {
    // The link's own reasons are message values, and so is the notice that holds them at their fields
    // (state/notice-messages.ts, ui/i18n/messages/notices.test.ts); a reason given as English only is said alone.
    for (const e of decodeShare(link).errors) if (!e.msg && !out.has(e.message)) out.set(e.message, `link ${name}`);
  }
  for (const [name, text] of Object.entries(CRAFTED_SCENARIOS)) for (const e of [...loadScenarioText(text).errors]) if (!e.msg && !out.has(e.message)) out.set(e.message, `scenario ${name}`);
  // Redaction notes, an exception's words and the import session's notices are message values
  // (messages/redact.test.ts, errors.test.ts).
  return out;
}
