import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../i18n/t';
import type { FileSummary } from '../../io/import';
import { groupFiles, nameInGroup } from './groups';
import { CAPTURE_EN } from '../../io/capture/read/messages';
import { CNI_EN } from '../../io/cni/messages';
import { HNS_EN } from '../../io/dumps/messages-hns';
import { NODE_EN } from '../../io/dumps/messages-node';
import { TEXT_EN } from '../../io/dumps/messages-text';
import { VFP_EN } from '../../io/dumps/messages-vfp';
import { IMPORT_EN, importMsg, importProblem } from '../../io/import/messages';
import { counted, countsInWords, DAMAGE_IDS, damageWords, fileStatus, whereInFile } from './words';

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
  it('says what a damaged paste needed, from the readers’ and the importer’s warnings, by id', () => {
    // The English is not read where there is a value: a placeholder stands for it.
    const w = (id: string, args: Record<string, string | number | { id: string; args: object }> = {}) => ({ message: '…', msg: { id, args } as never });
    expect(
      damageWords([
        w('hns.repeated', { kind: 'endpoint', id: 'c9385412', n: 2 }),
        w('hns.listWrapped', { n: 3, width: 80, lines: '3, 7, 8' }),
        importProblem(importMsg('import.oddSpace', { hex: 'U+00A0', name: 'NO-BREAK SPACE', n: 12, line: 1 }), 1),
        w('hns.listMidRecord', { line: 9 }),
      ]),
    ).toEqual(['merged 1 repeated record', 'repaired: re-wrapped lines joined, odd spaces read as spaces', 'truncated?']);
    expect(damageWords([w('hns.listTypeName', { path: 'Policies' })])).toEqual([]);
    expect(damageWords([w('hns.diagSection', { section: 'endpoints', n: 2, lines: '7, 32' }), w('hns.diagWrapped', { n: 4, width: 80, lines: '21, 23' })])).toEqual(['merged 1 repeated section', 'repaired: re-wrapped lines joined']);
    // A cut inside another sentence (hnsdiag's detail block), and the import summary's shape (id, args).
    expect(damageWords([w('hns.diagDetail', { lines: '4-7', why: { id: 'json.reasonCut', args: { why: 'x' } } })])).toEqual(['truncated?']);
    expect(damageWords([{ message: '…', id: 'json.elisions', args: { lines: '2' } }])).toEqual(['repaired: elisions skipped']);
    expect(damageWords([importProblem(importMsg('import.command', { line: 4 }), 4)])).toEqual(['repaired: one command of a transcript']);
    // Read by id, not by the English: the same words without a value say nothing.
    expect(damageWords([{ message: 'one command of a console transcript (prompt at line 4): its output was read on its own' }])).toEqual([]);
  });

  it('knows every reader’s sentence that asks “truncated?”', () => {
    const any = new Proxy({}, { get: () => 1 });
    const said = [HNS_EN, VFP_EN, NODE_EN, TEXT_EN, CAPTURE_EN, CNI_EN, IMPORT_EN].flatMap((c) => Object.entries(c).filter(([, f]) => (f as (a: unknown) => string)(any).includes('truncated?')).map(([id]) => id));
    expect([...DAMAGE_IDS.truncated].sort()).toEqual(said.sort());
  });
});

describe('the words in Vietnamese', () => {
  it('counts with one noun form and Vietnamese digit grouping, and names the line', () => {
    expect(countsInWords({ endpoints: 1, policies: 4, rules: 1200 }, 'vi')).toBe('1 endpoint, 4 policy, 1.200 rule');
    expect(whereInFile({ message: 'x', line: 6, field: 'Policies[0]' }, 'vi')).toBe('dòng 6 · Policies[0]');
    expect(counted(2, 'import.nFiles', 'en')).toBe('2 files');
  });
});
