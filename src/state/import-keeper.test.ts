// The keeper of parsed models: the summary it hands out is the contract's rows and the model list;
// the models come back by key, are read again from bytes when lost, and are let go when forgotten.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importFiles, toSummary, type ImportInput } from '../io/import';
import { canReplay, keeper, mergeReads, NOTHING_READ } from './import-keeper';
import endpointText from '../../e2e/fixtures/get-hnsendpoint-list-calico-vxlan-rke2.txt?raw';

const ENDPOINT = { name: 'endpoint.txt', bytes: strToU8(endpointText) };
const CNI = { name: 'cni.conf', bytes: strToU8('{"cniVersion":"0.3.0","name":"flannel.4096","type":"flannel","delegate":{"type":"win-overlay"}}') };

describe('import keeper', () => {
  it('summarises a read as the contract rows and the files that made a model', () => {
    const imported = importFiles([ENDPOINT]);
    const read = keeper().keep(7, imported);
    expect(read).toEqual({ key: 7, files: toSummary(imported).files, models: [{ file: 'endpoint.txt', kind: 'dump' }] });
    expect(canReplay(read)).toBe(true);
    expect(canReplay(NOTHING_READ)).toBe(false);
  });

  it('a CNI config alone is nothing to rebuild a node from', () => {
    const read = keeper().keep(1, importFiles([CNI]));
    expect(read.models.map((m) => m.kind)).toEqual(['cni']);
    expect(canReplay(mergeReads([read, NOTHING_READ]))).toBe(false);
  });

  it('gives the models back by key, reads a lost one again from its bytes, and lets them go', () => {
    const k = keeper();
    const imported = importFiles([ENDPOINT]);
    k.keep(1, imported);
    const again: string[] = [];
    const readAgain = (i: ImportInput) => (again.push(i.name), importFiles([i]));
    expect(k.take([{ key: 1 }], readAgain)).toEqual([imported]);
    expect(again).toEqual([]);
    k.forget([1]);
    expect(() => k.take([{ key: 1 }], readAgain)).toThrow(/no longer held/);
    expect(k.take([{ key: 1, input: ENDPOINT }], readAgain)[0]!.files).toEqual(imported.files);
    expect(again).toEqual(['endpoint.txt']);
  });
});
