// The capture worker's reader: a big etl2txt text streamed gives the capture the whole-text parse
// gives, with progress up to the file's size; small files, zips and other formats go through the
// importer; a cancel stops the stream; nothing throws.
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../cluster/simulation';
import { parseEtl2txt } from '../io/capture/read';
import { pktmonTextOf } from '../io/export/pktmon';
import talk from '../lessons/scenarios/talk-l2bridge.yaml?scenario';
import { readCapture, STREAM_OVER, streamEtl2txt } from './capture-read';

// What a node would print for the talk's VIP walk (the fixtures/captures/talk-vip capture).
const sim = simulate(talk);
const walked = runProbe(sim, talk.probes.find((p) => p.name === 'pod-to-service')!);
if (!walked.ok) throw new Error(walked.message);
const printed = pktmonTextOf(sim.world, walked.value.trace, 'win-node-1');
const sample = printed.etl2txt;
const rest = sample.split('\r\n').filter((l) => !l.includes('PktGroupId') && !l.startsWith('\t'));

/** The sample's events repeated (with their header lines) past STREAM_OVER, then its component lines. */
function big(): string {
  const block = sample.split('\r\n').filter((l) => l.includes('PktGroupId') || l.startsWith('\t')).join('\r\n') + '\r\n';
  const times = Math.ceil((STREAM_OVER + 1) / block.length);
  return block.repeat(times) + rest.join('\r\n') + '\r\n';
}

describe('readCapture', () => {
  it('streams a big etl2txt text into the same capture as a whole parse, with progress to the end', async () => {
    const text = big();
    const blob = new Blob([text]);
    expect(blob.size).toBeGreaterThan(STREAM_OVER);
    const seen: number[] = [];
    const r = await readCapture('big.txt', blob, (read, total) => {
      expect(total).toBe(blob.size);
      seen.push(read);
    });
    const whole = parseEtl2txt(text).value!;
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ file: 'big.txt', format: 'pktmon-txt', errors: [] });
    expect(r.rows[0]!.objects.events).toBe(whole.events.length);
    expect(r.captures[0]!.capture.events.length).toBe(whole.events.length);
    expect(r.captures[0]!.capture.components).toEqual(whole.components);
    expect(r.captures[0]!.capture.events.at(-1)).toEqual(whole.events.at(-1));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(blob.size);
  });

  it('a cancel stops the stream and says so', async () => {
    let calls = 0;
    const r = await readCapture('big.txt', new Blob([big()]), undefined, () => ++calls > 2);
    expect(r.captures).toEqual([]);
    expect(r.rows[0]!.warnings[0]!.message).toBe('reading was cancelled');
  });

  it('small files and zips go through the importer', async () => {
    const zip = zipSync({ 'c/pktmon-capture.txt': new TextEncoder().encode(sample), 'c/pktmon-list.txt': new TextEncoder().encode(printed.list) });
    const r = await readCapture('c.zip', new Blob([zip]));
    expect(r.rows.map((x) => x.format).sort()).toEqual(['pktmon-list', 'pktmon-txt']);
    expect(r.captures).toHaveLength(2);
  });

  it('a file that is no capture is a row, not a throw', async () => {
    const r = await readCapture('x.bin', new Blob([new Uint8Array(STREAM_OVER + 10).fill(7)]));
    expect(r.captures).toEqual([]);
    expect(r.rows).toHaveLength(1);
  });
});

describe('streamEtl2txt (the import worker streams with it)', () => {
  it('streams only a big etl2txt text; anything else is left to the importer (undefined)', async () => {
    expect(await streamEtl2txt('small.txt', new Blob([sample]))).toBeUndefined();
    expect(await streamEtl2txt('big.bin', new Blob([new Uint8Array(STREAM_OVER + 10).fill(7)]))).toBeUndefined();
    const streamed = await streamEtl2txt('big.txt', new Blob([big()]));
    expect(streamed?.rows[0]?.format).toBe('pktmon-txt');
  });
});
