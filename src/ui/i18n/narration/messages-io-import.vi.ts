// Vietnamese for what a scenario file's reader (io/scenario/located.ts) writes that is no message
// value yet: the zip, JSON syntax, share link, importer and exception words are values
// (messages/zip.vi.ts, json.vi.ts, share.vi.ts, import.vi.ts, errors.vi.ts). Names and values stay.
import type { Catalogue } from './engine';

/** The type a scenario field expects, and what it holds instead (scenario/located.ts). */
export const iotype: Catalogue = [
  ['an object', 'một object'],
  ['an array', 'một mảng'],
  ['a string', 'một chuỗi'],
  ['a number', 'một số'],
  ['an int', 'một số nguyên'],
  ['an integer', 'một số nguyên'],
  ['a whole number', 'một số nguyên'],
  ['a boolean', 'một giá trị boolean'],
  ['a {t}', 'kiểu {t}'],
  ['an {t}', 'kiểu {t}'],
];

export const iofound: Catalogue = [
  ['null', 'null'],
  ['an array', 'một mảng'],
  ['an object', 'một object'],
  ['the number {n}', 'số {n}'],
  ['the text {t*}', 'text {t}'],
  ['boolean {v}', 'boolean {v}'],
  ['{k} {v*}', '{k} {v}'],
];

/** Scenario files opened in Build mode. */
const open: Catalogue = [
  ['a scenario is a YAML or JSON object with apiVersion, kind and metadata', 'kịch bản là một object YAML hoặc JSON có apiVersion, kind và metadata'],
  ['{what} is a YAML or JSON object with apiVersion, kind and metadata', '{what} là một object YAML hoặc JSON có apiVersion, kind và metadata'],
  ['unknown field {k*}', 'field lạ {k}'],
  ['unknown fields {ks*}', 'các field lạ {ks}'],
  ['is required', 'là bắt buộc'],
  ['expected {t@iotype}, found {v@iofound}', 'cần {t}, nhưng gặp {v}'],
];

export const importMessages: Catalogue = [...open];
