// importWith: bytes of files (and zips of files) → one summary line per file plus the parsed models.
// Steps per file: expand zips (members named `zip!member`), read a pktmon pcapng from its bytes,
// decode (UTF-8, UTF-8 BOM, UTF-16), skip other binaries, detect the format by content, read the
// JSON part of table-then-JSON files, parse.
import { CAPTURE_FORMATS, PKTMON_PCAPNG } from '../capture/read';
import type { Capture } from '../capture/model';
import type { CniConfig } from '../cni';
import type { FormatId, ObjectCounts } from '../formats';
import type { KubeObjects } from '../k8s';
import type { Msg } from '../../core/message';
import { guard, type Problem } from '../result';
import { importMsg, importProblem } from './messages';
import { CNI_FORMAT, KUBERNETES_FORMAT, SCENARIO_FORMAT, type ScenarioFile } from './builtin';
import { parseJsonLocated } from './located';
import { detectAmong, type Detection, type ImportFormat } from './registry';
import type { FileSummary, ImportSummary } from './summary';
import { decodeBytes, findJsonTail, type DecodedText, type TextEncoding } from './text';
import { commonIndent, dedent, dedentedWarning } from './text/indent';
import { ansiWarning, stripAnsi } from './text/ansi';
import { unquoteMarkdown, unquotedWarning } from './text/quote';
import { partName, splitTranscript } from './transcript';
import { plainSpaces, TEXT_FORMATS } from './odd-spaces';
import { expandZip, isZip, tooDeepMsg, ZipBudget, type ZipLimits } from './zip';
import { zipMsg, zipProblem } from './messages-zip';

export interface ImportInput {
  name: string;
  bytes: Uint8Array;
}

export interface Imported<M> {
  file: string;
  model: M;
}

export interface ImportResult<D> extends ImportSummary {
  cni: Imported<CniConfig>[];
  kubernetes: Imported<KubeObjects>[];
  scenarios: Imported<ScenarioFile>[];
  dumps: (Imported<D> & { format: FormatId })[];
  /** What pktmon printed (etl2txt, list, counters) or wrote (pcapng). */
  captures: (Imported<Capture> & { format: FormatId })[];
}

export interface ImportOptions {
  /** One budget for all the zips of the import, nested ones included. */
  zipLimits?: ZipLimits;
}

/** A format bound to where its models go. */
interface Handler {
  id: FormatId;
  detect(text: string): number;
  run(text: string, file: string): { objects: ObjectCounts; warnings: Problem[]; errors: Problem[] };
}

function handler<M>(format: ImportFormat<M>, sink: (file: string, model: M) => void): Handler {
  return {
    id: format.id,
    detect: (text) => format.detect(text),
    run: (text, file) => {
      const result = guard(() => format.parse(text, file));
      let objects: ObjectCounts = {};
      if (result.value !== undefined) {
        sink(file, result.value);
        try {
          objects = format.count(result.value);
        } catch {
          objects = {};
        }
      }
      return { objects, warnings: result.warnings, errors: result.errors };
    },
  };
}

export const NOT_A_FORMAT = 'not a known format';

export function importWith<D>(inputs: readonly ImportInput[], dumpFormats: readonly ImportFormat<D>[], options: ImportOptions = {}): ImportResult<D> {
  const result: ImportResult<D> = { files: [], cni: [], kubernetes: [], scenarios: [], dumps: [], captures: [] };
  const handlers: Handler[] = [
    handler(SCENARIO_FORMAT, (file, model) => result.scenarios.push({ file, model })),
    handler(CNI_FORMAT, (file, model) => result.cni.push({ file, model })),
    handler(KUBERNETES_FORMAT, (file, model) => result.kubernetes.push({ file, model })),
    ...dumpFormats.map((f) => handler(f, (file, model) => result.dumps.push({ file, format: f.id, model }))),
    ...CAPTURE_FORMATS.map((f) => handler(f, (file, model) => result.captures.push({ file, format: f.id, model }))),
  ];
  const budget = new ZipBudget(options.zipLimits);
  const maxDepth = budget.limits.maxDepth;

  const importOne = (file: string, bytes: Uint8Array, depth: number): void => {
    if (isZip(bytes)) {
      if (depth >= maxDepth) return void result.files.push(summary(file, null, { warnings: [zipProblem(tooDeepMsg(maxDepth))] }));
      const zip = expandZip(bytes, budget, depth);
      if ('error' in zip) return void result.files.push(summary(file, null, { errors: [zipProblem(zip.msg.id === 'zip.refused' ? zip.msg : zipMsg('zip.unreadable', { why: zip.msg }))] }));
      for (const s of zip.skipped) result.files.push(summary(`${file}!${s.name}`, null, { warnings: [zipProblem(s.msg.id === 'zip.refused' ? s.msg : zipMsg('zip.skipped', { why: s.msg }))] }));
      for (const m of zip.members) importOne(`${file}!${m.name}`, m.bytes, depth + 1);
      return;
    }
    if (PKTMON_PCAPNG.detectBytes(bytes)) return void result.files.push(importPcapng(file, bytes, result.captures));
    const raw = decodeBytes(bytes);
    const colored = raw.binary ? undefined : stripAnsi(raw.text);
    const plain = colored ? { ...raw, text: colored.text } : raw;
    const quoted = plain.binary ? undefined : unquoteMarkdown(plain.text);
    const decoded = quoted ? { ...plain, text: quoted.text } : plain;
    const from = result.files.length;
    importDecoded(file, decoded);
    if (quoted) for (const f of result.files.slice(from)) f.warnings.unshift(unquotedWarning(quoted.lines));
    if (colored) for (const f of result.files.slice(from)) f.warnings.unshift(ansiWarning(colored));
  };

  const importDecoded = (file: string, decoded: DecodedText): void => {
    const parts = decoded.binary ? undefined : splitTranscript(decoded.text);
    if (!parts) return void result.files.push(importText(file, decoded, handlers));
    // A transcript: each command's output is read on its own; the line numbers stay the file's.
    for (const p of parts) {
      const read = importText(partName(file, p), { ...decoded, text: p.text }, handlers);
      const shift = (x: Problem): Problem => (x.line !== undefined ? { ...x, line: x.line + p.line } : x);
      const said =
        read.format === null
          ? importProblem(p.command ? importMsg('import.commandSkipped', { cmd: p.command }) : importMsg('import.headSkipped', {}), p.line || 1)
          : importProblem(importMsg('import.command', { line: p.line }), p.line);
      const warnings = read.format === null ? [said] : [said, ...read.warnings.map(shift)];
      result.files.push({ ...read, warnings, errors: read.errors.map(shift) });
    }
  };

  for (const input of inputs) importOne(input.name, input.bytes, 0);
  return result;
}

/** A pcapng (pktmon etl2pcap): read from its bytes, never decoded as text. */
function importPcapng(file: string, bytes: Uint8Array, sink: (Imported<Capture> & { format: FormatId })[]): FileSummary {
  const read = guard(() => PKTMON_PCAPNG.parseBytes(bytes, file));
  let objects: ObjectCounts = {};
  if (read.value) {
    sink.push({ file, format: PKTMON_PCAPNG.id, model: read.value });
    try {
      objects = PKTMON_PCAPNG.count(read.value);
    } catch {
      objects = {};
    }
  }
  return summary(file, PKTMON_PCAPNG.id, { objects, warnings: read.warnings, errors: read.errors });
}

function summary(file: string, format: FormatId | null, p: { objects?: ObjectCounts; warnings?: Problem[]; errors?: Problem[] }): FileSummary {
  return { file, format, objects: p.objects ?? {}, warnings: p.warnings ?? [], errors: p.errors ?? [] };
}

function importText(file: string, decoded: DecodedText, handlers: Handler[]): FileSummary {
  if (decoded.binary) return summary(file, null, { warnings: [importProblem(importMsg('import.binary', {}))] });
  if (decoded.text.trim() === '') return summary(file, null, { warnings: [importProblem(importMsg('import.empty', {}))] });

  let chosen = chooseIndented(decoded.text, handlers);
  // Odd spaces in a table or list: read it with plain ones, and say which and where.
  const plain = (!chosen || TEXT_FORMATS.has(chosen.detection.id)) && plainSpaces(decoded.text);
  const plainChosen = plain ? chooseIndented(plain.text, handlers) : undefined;
  const spaced: Problem[] = plain && plainChosen && TEXT_FORMATS.has(plainChosen.detection.id) ? [...plain.warnings] : [];
  if (spaced.length) chosen = plainChosen;
  if (!chosen) return summary(file, null, { warnings: [importProblem(importMsg('import.notAFormat', {}))] });
  const h = handlers.find((x) => x.id === chosen.detection.id)!;
  let read = h.run(chosen.text, file);
  // A JSON reader of its own (CNI, scenario, YAML) refused odd spaces copied from a web page: read it
  // again with plain ones, and say which. Only when nothing was read (no object, or every count 0:
  // kubectl YAML counts its kinds even when it read none), so no model is taken twice.
  const odd = read.errors.length && !Object.values(read.objects).some((n) => n) && !spaced.length ? plainSpaces(chosen.text) : undefined;
  const again = odd && h.run(odd.text, file);
  if (odd && again && again.errors.length === 0) {
    read = again;
    spaced.push(...odd.warnings);
  }
  // The reader numbered the lines of the JSON it was given; the user's file has lines above it, and
  // a message that names lines in its words ("first on line 2", "(line 3, 4)") is moved with them.
  const off = chosen.lineOffset;
  const moved = (m: string) => m.replace(/\bline (\d+(?:, \d+)*)/g, (_, ns: string) => `line ${ns.split(', ').map((x) => Number(x) + off).join(', ')}`);
  const shift = (p: Problem): Problem => (p.line !== undefined && off ? { ...p, line: p.line + off, message: moved(p.message), ...(p.msg && { msg: movedMsg(p.msg, off) }) } : p);
  const warnings = [...encodingWarnings(h.id, decoded.encoding), ...spaced.map(shift), ...(chosen.indent ? [dedentedWarning(chosen.indent)] : []), ...read.warnings.map(shift)];
  if (chosen.lineOffset)
    warnings.unshift(importProblem(importMsg('import.headBeforeJson', { n: chosen.lineOffset, line: chosen.lineOffset + 1 }), chosen.lineOffset + 1));
  return summary(file, h.id, { objects: read.objects, warnings, errors: read.errors.map(shift) });
}

/**
 * A message value's lines moved as `moved` moves its English: the holes that follow `line ` in the
 * sentences of the JSON readers (the only ones handed text below a head) are named `line` (a number)
 * and `lines` (a list, `3, 7`), at any depth.
 */
function movedMsg(m: Msg, off: number): Msg {
  const args: Record<string, Msg['args'][string]> = {};
  for (const [k, v] of Object.entries(m.args)) {
    if (k === 'line' && typeof v === 'number') args[k] = v + off;
    else if (k === 'lines' && typeof v === 'string') args[k] = v.replace(/^\d+(?:, \d+)*/, (ns) => ns.split(', ').map((x) => Number(x) + off).join(', '));
    else args[k] = v && typeof v === 'object' ? movedMsg(v, off) : v;
  }
  return { id: m.id, args };
}

interface Chosen {
  text: string;
  detection: Detection;
  lineOffset: number;
  /** Spaces taken off every line before reading (a paste indented as a whole); 0: none. */
  indent?: number;
}

/** chooseText on the text, or on it without the indent all its lines share, whichever reads better. */
function chooseIndented(text: string, handlers: Handler[]): Chosen | undefined {
  const whole = chooseText(text, handlers);
  const indent = commonIndent(text);
  if (indent === 0) return whole;
  const flat = chooseText(dedent(text, indent), handlers);
  return flat && (!whole || flat.detection.score > whole.detection.score) ? { ...flat, indent } : whole;
}

/** The whole text, or the JSON after a table (collectlogs' `network.txt`), whichever reads better. */
function chooseText(text: string, handlers: Handler[]): Chosen | undefined {
  const whole = detectAmong(handlers, text);
  const tail = findJsonTail(text);
  const tailDetection = tail && detectAmong(handlers, tail.text);
  if (tail && tailDetection) {
    const better = !whole || tailDetection.score > whole.score || (tailDetection.score === whole.score && parseJsonLocated(tail.text).ok);
    if (better) return { text: tail.text, detection: tailDetection, lineOffset: tail.lineOffset };
  }
  return whole ? { text, detection: whole, lineOffset: 0 } : undefined;
}

/** libcni reads configs with Go's encoding/json, which takes neither a BOM nor UTF-16. */
function encodingWarnings(format: FormatId, encoding: TextEncoding): Problem[] {
  if (format !== 'cni-conf' || encoding === 'utf-8') return [];
  return [importProblem(encoding === 'utf-8-bom' ? importMsg('import.cniBom', {}) : importMsg('import.cniEncoding', { enc: encoding.toUpperCase() }), 1)];
}

/** Detection over the given formats plus ours (for tests and the CLI's `--format auto`). */
export function detectWith<D>(text: string, dumpFormats: readonly ImportFormat<D>[]): FormatId | undefined {
  return detectAmong([SCENARIO_FORMAT, CNI_FORMAT, KUBERNETES_FORMAT, ...dumpFormats, ...CAPTURE_FORMATS], text)?.id;
}
