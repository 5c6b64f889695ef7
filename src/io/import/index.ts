// The importer as the app and the CLI use it: every format VFP Lab reads, wired together.
import { WINDOWS_DUMP_FORMATS, type DumpModel } from '../dumps';
import type { FormatId } from '../formats';
import { detectWith, importWith, type ImportInput, type ImportOptions, type ImportResult } from './pipeline';
import type { ImportFormat } from './registry';

/** The Windows dump formats (vfpctrl, Get-Hns*, hnsdiag), owned by src/io/dumps. */
export const DUMP_FORMATS: readonly ImportFormat<DumpModel>[] = WINDOWS_DUMP_FORMATS;

export type ImportedFiles = ImportResult<DumpModel>;

/** The format of a text, judged by content (never by file name); undefined when none fits. */
export const detectFormat = (text: string): FormatId | undefined => detectWith(text, DUMP_FORMATS);

/** Reads files, folders' files and zips; never throws. */
export const importFiles = (inputs: readonly ImportInput[], options?: ImportOptions): ImportedFiles => importWith(inputs, DUMP_FORMATS, options);

export { importWith, detectWith, NOT_A_FORMAT, type ImportInput, type ImportOptions, type ImportResult, type Imported } from './pipeline';
export { detectAmong, MIN_CONFIDENCE, type Detection, type ImportFormat } from './registry';
export { toSummary, hasErrors, type FileSummary, type ImportSummary } from './summary';
export { CNI_FORMAT, KUBERNETES_FORMAT, SCENARIO_FORMAT, type ScenarioFile } from './builtin';
export { decodeBytes, findJsonTail, type DecodedText, type TextEncoding } from './text';
export { isZip, expandZip, ZipBudget, tooDeepMsg, DEFAULT_ZIP_LIMITS, type ZipContents, type ZipRefusal, type ZipLimits, type ZipMember } from './zip';
export { ZIP_EN, zipMsg, zipText, type ZipMsg } from './messages-zip';
