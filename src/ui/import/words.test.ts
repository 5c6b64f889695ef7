import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../i18n/t';
import type { FileSummary } from '../../io/import';
import { groupFiles, nameInGroup } from './groups';
import { counted, countsInWords, damageWords, fileStatus, whereInFile } from './words';

const row = (file: string, p: Partial<FileSummary> = {}): FileSummary => ({ file, format: 'hns-json', objects: { endpoints: 1 }, warnings: [], errors: [], ...p });


// Vietnamese is a chunk the page fetches when it is chosen.
beforeAll(() => loadDictionary('vi'));

describe('the file list in words', () => {
  it('counts what was read in plain nouns, leaving out what the file did not hold', () => {
    expect(countsInWords({ networks: 0, endpoints: 1, policies: 4, loadBalancers: 2 })).toBe('1 endpoint, 4 policies, 2 load balancers');
    expect(countsInWords({ rules: 1200 })).toBe('1,200 rules');
    expect(countsInWords({})).toBe('');
  });

  it('says where a problem is', () => {
    expect(whereInFile({ message: 'x', line: 6, field: 'Policies[0].ExceptionList' })).toBe('line 6 · Policies[0].ExceptionList');
    expect(whereInFile({ message: 'x', field: 'port' })).toBe('port');
    expect(whereInFile({ message: 'x' })).toBe('');
  });

  it("gives each file's fate one word", () => {
    expect(fileStatus(row('a.json'))).toBe('read');
    expect(fileStatus(row('a.json', { warnings: [{ message: 'truncated' }] }))).toBe('warnings');
    expect(fileStatus(row('a.json', { errors: [{ message: 'bad field' }] }))).toBe('partial');
    expect(fileStatus(row('a.json', { objects: {}, errors: [{ message: 'missing comma', line: 6 }] }))).toBe('failed');
    expect(fileStatus(row('notes.md', { format: null, objects: {}, warnings: [{ message: 'not a known format' }] }))).toBe('unknown');
  });
});

describe('file groups', () => {
  it('keeps a zip with its members and a folder with its files, in the order given', () => {
    const rows = [row('endpoint.json'), row('logs.zip!a/ip.txt'), row('logs.zip!a/hns.json'), row('collectlogs/hnsdiag.txt'), row('collectlogs/ip.txt')];
    const unread = [row('collectlogs/server.etl', { format: null, objects: {} })];
    const groups = groupFiles(['endpoint.json', 'logs.zip', 'collectlogs/hnsdiag.txt', 'collectlogs/ip.txt'], rows, unread);
    expect(groups.map((g) => [g.name, g.kind, g.inputs, g.rows.length])).toEqual([
      ['endpoint.json', 'file', ['endpoint.json'], 1],
      ['logs.zip', 'zip', ['logs.zip'], 2],
      ['collectlogs', 'folder', ['collectlogs/hnsdiag.txt', 'collectlogs/ip.txt', 'collectlogs/server.etl'], 3],
    ]);
    expect(nameInGroup('logs.zip!a/ip.txt', groups[1]!)).toBe('a/ip.txt');
    expect(nameInGroup('collectlogs/server.etl', groups[2]!)).toBe('server.etl');
  });
});

describe('damageWords', () => {
  it('says what a damaged paste needed, from the readers own warnings', () => {
    const w = (message: string) => ({ message });
    expect(
      damageWords([
        w('endpoint c9385412 is printed 2 times (several runs of one command?): merged into one'),
        w('3 lines were hard-wrapped at 80 columns (line 3, 7, 8): joined back to the line above'),
        w('U+00A0 NO-BREAK SPACE used as a space (12×, first on line 1): read as a plain space'),
        w('the text ends mid-record at line 9 (truncated?): the last record was read as far as it goes'),
      ]),
    ).toEqual(['merged 1 repeated record', 'repaired: re-wrapped lines joined, odd spaces read as spaces', 'truncated?']);
    expect(damageWords([w('`Policies` was printed as System.Object[]')])).toEqual([]);
    expect(damageWords([w('section endpoints appears 2 times (lines 7, 32; several runs of hnsdiag?): its objects are merged by id, each counted once'), w('4 table rows were hard-wrapped at 80 columns (line 21, 23, 25, 27): joined back')])).toEqual([
      'merged 1 repeated section',
      'repaired: re-wrapped lines joined',
    ]);
  });
});

describe('the words in Vietnamese', () => {
  it('counts with one noun form and Vietnamese digit grouping, and names the line', () => {
    expect(countsInWords({ endpoints: 1, policies: 4, rules: 1200 }, 'vi')).toBe('1 endpoint, 4 policy, 1.200 rule');
    expect(whereInFile({ message: 'x', line: 6, field: 'Policies[0]' }, 'vi')).toBe('dòng 6 · Policies[0]');
    expect(counted(2, 'import.nFiles', 'en')).toBe('2 files');
  });
});
