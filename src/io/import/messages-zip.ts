// Why a zip, or one of its members, is not read (zip.ts), and how the importer and the redactor put
// it, as message values (issue 30). English here (the CLI, the import summary's `message`); the UI
// says the same ids in the user's language (ui/i18n/messages/zip.vi.ts).
import { msg, render, type MsgOf } from '../../core/message';
import type { Problem } from '../result';

export const ZIP_EN = {
  'zip.noEnd': () => 'its end record is missing (was it cut short?)',
  'zip.zip64': () => 'its zip64 end record is damaged',
  'zip.central': () => 'its central directory is damaged',
  /** The catch-all for an exception the zip reader does not name. */
  'zip.structure': () => 'its structure is damaged',
  'zip.header': (a: { name: string }) => `the header of ${a.name} is damaged`,
  'zip.deflate': (a: { name: string }) => `${a.name} does not decompress (a damaged deflate stream)`,
  'zip.cut': (a: { name: string }) => `${a.name} is cut short`,
  'zip.method': (a: { m: number }) => `compression method ${a.m} is not supported`,
  'zip.tooDeep': (a: { n: number }) => `a zip nested more than ${a.n} deep (the limit per import); not expanded`,
  'zip.totalBytes': (a: { mb: number }) => `the zips of this import expand to more than ${a.mb} MB in all (the limit per import)`,
  'zip.members': (a: { n: number }) => `the zips of this import hold more than ${a.n.toLocaleString('en-US')} files in all (the limit per import)`,
  'zip.bombs': (a: { n: number; r: number }) => `${a.n} members expand more than ${a.r}:1 (a zip bomb?), the most a member may`,
  'zip.bomb': (a: { r: number }) => `it expands more than ${a.r}:1 (a zip bomb?), the most a member may`,
  /** A limit of the import crossed: the member, or the zip, is not read. */
  'zip.refused': (a: { why: string }) => `refused: ${a.why}`,
  /** The importer's error for a zip it cannot read, and the redactor's reason for leaving it out. */
  'zip.unreadable': (a: { why: string }) => `not a readable zip: ${a.why}`,
  'zip.unreadableLeft': (a: { why: string }) => `not a readable zip (${a.why})`,
  'zip.skipped': (a: { why: string }) => `skipped: ${a.why}`,
} as const;

export type ZipMsg = MsgOf<typeof ZIP_EN>;
export const zipMsg = msg<typeof ZIP_EN>();

/** In English: the CLI, the import summary's `message`, the redactor's reasons. */
export const zipText = (m: ZipMsg): string => render([ZIP_EN], m);

/** A zip's problem in the import summary, its English and its value. */
export const zipProblem = (m: ZipMsg): Problem => ({ message: zipText(m), msg: m });
