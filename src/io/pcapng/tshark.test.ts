// Wireshark reads what we write (issue 29): the capture of every built-in probe and of the variants
// (testing/captures.ts), put end to end with mergecap, dissected by tshark with checksum validation
// on. No malformed frame, no bad checksum, no "Bogus" field, no expert warning or error (but an
// RST's own "Connection reset"), no UDP port 0, no SYN/SYN-ACK/RST carrying data or a SYN without
// MSS, an echo reply only with its request, a comment for every drop, no empty capture.
// tshark comes from Debian's package (scripts/tshark.mjs installs it before `npm run test:unit`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracePcapng } from './capture';
import { readPcapng } from './reader';
import { captureRuns, type CaptureRun } from './testing/captures';

const dir = mkdtempSync(join(tmpdir(), 'vfp-tshark-'));
const PREFS = ['ip.check_checksum:TRUE', 'tcp.check_checksum:TRUE', 'udp.check_checksum:TRUE', 'sctp.checksum:CRC 32c'].flatMap((p) => ['-o', p]);
const tshark = (args: string[]) => execFileSync(process.env.TSHARK_PATH || 'tshark', [...PREFS, ...args], { encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'pipe'] });

interface Read {
  runs: CaptureRun[];
  /** Frame numbers (1-based, in the merged file) where each run's frames start. */
  starts: number[];
  frames: number[];
  dissection: string;
  expert: string;
  fields: Record<string, string[]>[];
}
let read: Read;

/** The run a merged frame number belongs to. */
const runOf = (n: number) => {
  let i = 0;
  while (i + 1 < read.starts.length && read.starts[i + 1]! <= n) i++;
  return read.runs[i]!.name;
};

const F = ['frame.number', 'icmp.type', 'icmp.ident', 'icmp.seq', 'icmpv6.type', 'icmpv6.echo.identifier', 'icmpv6.echo.sequence_number', 'ip.id', 'ipv6.flow', 'udp.srcport', 'udp.dstport', 'tcp.flags.syn', 'tcp.flags.ack', 'tcp.flags.reset', 'tcp.len', 'tcp.hdr_len', 'tcp.ack_raw', 'tcp.options.mss_val', 'frame.comment'];

beforeAll(() => {
  const scenarios = new URL('../../lessons/scenarios/', import.meta.url).pathname;
  const runs = captureRuns(readdirSync(scenarios).filter((f) => f.endsWith('.yaml')).map((file) => ({ file, text: readFileSync(join(scenarios, file), 'utf8') })));
  const files: string[] = [];
  const frames: number[] = [];
  for (const r of runs) {
    const bytes = tracePcapng(r.trace);
    frames.push(readPcapng(bytes).packets.length);
    const f = join(dir, `${r.name}.pcapng`);
    writeFileSync(f, bytes);
    files.push(f);
  }
  const starts = frames.map((_, i) => 1 + frames.slice(0, i).reduce((a, b) => a + b, 0));
  // One file, the captures end to end (-a): two tshark runs instead of two per capture.
  const merged = join(dir, 'all.pcapng');
  execFileSync('mergecap', ['-a', '-w', merged, ...files], { stdio: ['ignore', 'ignore', 'pipe'] });
  const out = tshark(['-r', merged, '-V', '-z', 'expert,note']);
  const cut = out.search(/^(Errors|Warns|Notes|Chats|Comments) \(\d+\)$/m);
  const fieldText = tshark(['-r', merged, '-T', 'fields', '-E', 'occurrence=a', ...F.flatMap((f) => ['-e', f])]);
  const fields = fieldText
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => Object.fromEntries(line.split('\t').map((x, i) => [F[i]!, F[i] === 'frame.comment' ? [x] : x.split(',')])));
  read = { runs, starts, frames, dissection: cut >= 0 ? out.slice(0, cut) : out, expert: cut >= 0 ? out.slice(cut) : '', fields };
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Wireshark (tshark) reads every capture we write', () => {
  it('has every capture and every frame', () => {
    expect(read.runs.length).toBeGreaterThan(50);
    expect(read.runs.filter((_, i) => read.frames[i] === 0).map((r) => r.name)).toEqual([]);
    expect(read.fields).toHaveLength(read.frames.reduce((a, b) => a + b, 0));
  });

  it('finds no malformed frame, no bad checksum and nothing bogus', () => {
    // Each finding with the frame it is in, as "capture: line".
    const found: string[] = [];
    let frame = 0;
    for (const line of read.dissection.split('\n')) {
      const m = /^Frame (\d+):/.exec(line);
      if (m) frame = Number(m[1]);
      if (/Malformed Packet|Bogus|\[(Checksum|Header checksum|CRC32C?) Status: Bad\]|checksum.*\[incorrect/i.test(line)) found.push(`${runOf(frame)}: ${line.trim()}`);
    }
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('raises no expert warning or error (an RST says "Connection reset": that is its verdict)', () => {
    const sev = (name: string) => Number(new RegExp(`^${name} \\((\\d+)\\)`, 'm').exec(read.expert)?.[1] ?? 0);
    const resets = Number(/^\s+(\d+)\s+Sequence\s+TCP\s+Connection reset \(RST\)$/m.exec(read.expert)?.[1] ?? 0);
    expect(sev('Errors')).toBe(0);
    expect(sev('Warns') - resets).toBe(0);
  });

  it('writes real ports, TCP options on SYN and SYN-ACK, and echo replies that pair with their requests', () => {
    const found: string[] = [];
    const requests = new Set<string>();
    const replies: { n: number; key: string }[] = [];
    for (const all of read.fields) {
      const v = (k: string) => all[k]![all[k]!.length - 1]!;
      const n = Number(v('frame.number'));
      const flag = (k: string) => v(k) === '1' || v(k) === 'True';
      if ([...all['udp.srcport']!, ...all['udp.dstport']!].includes('0')) found.push(`${runOf(n)} frame ${n}: UDP port 0`);
      const [syn, ack, rst] = [flag('tcp.flags.syn'), flag('tcp.flags.ack'), flag('tcp.flags.reset')];
      if ((syn || rst) && Number(v('tcp.len')) >= 4 && Number(v('tcp.hdr_len')) < 60) found.push(`${runOf(n)} frame ${n}: a TCP ${syn ? 'SYN' : 'RST'} carries data`);
      if (syn && !v('tcp.options.mss_val')) found.push(`${runOf(n)} frame ${n}: a SYN without MSS`);
      if (ack && v('tcp.ack_raw') === '0') found.push(`${runOf(n)} frame ${n}: acknowledges 0`);
      const key = `${runOf(n)} ${v('icmp.ident')}/${v('icmp.seq')}`;
      if (v('icmp.type') === '8') requests.add(key);
      if (v('icmp.type') === '0') replies.push({ n, key });
      const key6 = `${runOf(n)} v6 ${v('icmpv6.echo.identifier')}/${v('icmpv6.echo.sequence_number')}`;
      if (v('icmpv6.type') === '128') requests.add(key6);
      if (v('icmpv6.type') === '129') replies.push({ n, key: key6 });
    }
    for (const r of replies) if (!requests.has(r.key)) found.push(`${r.key.split(' ')[0]} frame ${r.n}: an echo reply with no request`);
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('follows one packet by one identification across capture points: ip.id over IPv4, the flow label over IPv6 (dual-stack included)', () => {
    const found: string[] = [];
    let v6 = 0;
    read.runs.forEach((r, i) => {
      const ids: Record<string, Set<string>> = {};
      for (const f of read.fields.slice(read.starts[i]! - 1, read.starts[i]! - 1 + read.frames[i]!)) {
        const leg = /^step \d+ \((request|reply)\)/.exec(f['frame.comment']![0] ?? '')?.[1] ?? '?';
        // The innermost header's: the last occurrence (an outer IPv4 header comes first).
        const flow = f['ipv6.flow']!.at(-1);
        if (flow) v6++;
        (ids[leg] ??= new Set()).add(flow ? `flow ${flow}` : `id ${f['ip.id']!.at(-1)}`);
      }
      for (const [leg, set] of Object.entries(ids)) if (set.size > 1) found.push(`${r.name} ${leg}: ${[...set].join(', ')}`);
    });
    expect(found.slice(0, 10)).toEqual([]);
    expect(v6).toBeGreaterThan(20);
  });

  it('says every drop in a frame comment, once', () => {
    const found: string[] = [];
    read.runs.forEach((r, i) => {
      const comments = read.fields.slice(read.starts[i]! - 1, read.starts[i]! - 1 + read.frames[i]!).map((f) => f['frame.comment']![0] ?? '');
      for (const leg of [r.trace.request.verdict, r.trace.reply?.verdict]) if (leg && leg.outcome !== 'delivered' && !comments.some((c) => c.includes(leg.message))) found.push(`${r.name}: no comment says "${leg.message}"`);
      for (const c of comments) if (new Set(c.split(' · ')).size < c.split(' · ').length) found.push(`${r.name}: a comment repeats itself`);
    });
    expect(found.slice(0, 10)).toEqual([]);
  });
});
