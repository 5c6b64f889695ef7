// npx tsx scripts/check-pcapng.ts [--keep DIR] [--verbose]: writes the pcapng of every probe of every
// built-in scenario (src/lessons/scenarios/*.yaml) and reads each with Wireshark's tshark, checksum
// validation on (IPv4, TCP, UDP, SCTP CRC32c; ICMP is always checked). Counts frames, malformed frames,
// bad checksums, "Bogus" fields, ICMP echo replies paired with no request, UDP from or to port 0,
// TCP SYN/SYN-ACK/RST with data, no MSS option or an acknowledgment of 0, drops that no comment
// names, comments that repeat themselves, empty captures and expert warnings and errors; exit 1 when
// any is above zero, 2 when tshark is missing.
// CI runs the same checks as a test (src/io/pcapng/tshark.test.ts, all captures merged into one file);
// this script prints them per capture, with --keep to look at the files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureRuns } from '../src/io/pcapng/testing/captures';

const argv = process.argv.slice(2);
const keepAt = argv.indexOf('--keep');
const verbose = argv.includes('--verbose');
const dir = keepAt >= 0 ? argv[keepAt + 1]! : mkdtempSync(join(tmpdir(), 'vfp-pcapng-'));
mkdirSync(dir, { recursive: true });

try {
  execFileSync('tshark', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('tshark is not installed (Debian: apt-get install tshark)');
  process.exit(2);
}

const PREFS = ['ip.check_checksum:TRUE', 'tcp.check_checksum:TRUE', 'udp.check_checksum:TRUE', 'sctp.checksum:CRC 32c'].flatMap((p) => ['-o', p]);
const tshark = (args: string[]) => execFileSync('tshark', [...PREFS, ...args], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] });

interface Row {
  file: string;
  variant: boolean;
  frames: number;
  malformed: number;
  badChecksums: number;
  bogus: number;
  unpairedIcmp: number;
  udpPort0: number;
  tcpControl: number;
  verdictsMissing: number;
  repeatedComments: number;
  expertWarnings: number;
  expertErrors: number;
  problems: string[];
}

const scenariosDir = new URL('../src/lessons/scenarios/', import.meta.url).pathname;
const scenariosRuns = captureRuns(readdirSync(scenariosDir).filter((f) => f.endsWith('.yaml')).map((file) => ({ file, text: readFileSync(join(scenariosDir, file), 'utf8') })));
// CHECK_PCAPNG_MODULE: another writer to judge (an older copy of capture.ts, to compare).
const { tracePcapng } = (await import(process.env.CHECK_PCAPNG_MODULE ?? '../src/io/pcapng/capture')) as typeof import('../src/io/pcapng/capture');
const rows: Row[] = [];
{
  for (const { name, variant, trace } of scenariosRuns) {
    const r = { value: { trace } };
    const file = join(dir, `${name}.pcapng`);
    writeFileSync(file, tracePcapng(r.value.trace));
    // One read for the dissection and the expert summary (printed after the packets), one for fields.
    const out = tshark(['-r', file, '-V', '-z', 'expert,note']);
    const cut = out.search(/^(Errors|Warns|Notes|Chats|Comments) \(\d+\)$/m);
    const text = cut >= 0 ? out.slice(0, cut) : out;
    const expert = cut >= 0 ? out.slice(cut) : '';
    const problems: string[] = [];
    const frames = (text.match(/^Frame \d+:/gm) ?? []).length;
    const count = (re: RegExp, what: string) => {
      const hits = text.split('\n').filter((l) => re.test(l));
      for (const h of hits.slice(0, 3)) problems.push(`${what}: ${h.trim()}`);
      return hits.length;
    };
    const malformed = count(/Malformed Packet/, 'malformed');
    const badChecksums = count(/\[(Checksum|Header checksum|CRC32C?) Status: Bad\]|checksum.*\[incorrect/i, 'bad checksum');
    const bogus = count(/Bogus/, 'bogus');
    const sev = (name: string) => Number(new RegExp(`^${name} \\((\\d+)\\)`, 'm').exec(expert)?.[1] ?? 0);
    // An RST's own warning ("Connection reset") is the verdict of a closed port, not a defect of the file.
    const resets = Number(/^\s+(\d+)\s+Sequence\s+TCP\s+Connection reset \(RST\)$/m.exec(expert)?.[1] ?? 0);
    const expertWarnings = sev('Warns') - resets;
    const expertErrors = sev('Errors');
    if (expertWarnings + expertErrors) problems.push(...expert.slice(0, Math.max(0, expert.search(/^(Notes|Chats|Comments) \(/m))).split('\n').filter((l) => /^\s+\d+\s+\S+\s+\S+\s/.test(l) && !/Connection reset \(RST\)$/.test(l)).map((l) => `expert: ${l.trim()}`));
    // Header fields Wireshark reads: ICMP echo pairs, ports of UDP (an encapsulation), TCP control segments.
    const F = ['frame.number', 'icmp.type', 'icmp.ident', 'icmp.seq', 'icmp.resp_to', 'udp.srcport', 'udp.dstport', 'tcp.flags.syn', 'tcp.flags.ack', 'tcp.flags.reset', 'tcp.len', 'tcp.hdr_len', 'tcp.ack_raw', 'tcp.options.mss_val', 'frame.comment'];
    const fields = tshark(['-r', file, '-T', 'fields', '-E', 'occurrence=a', ...F.flatMap((f) => ['-e', f])]);
    const requests = new Set<string>();
    const replies: { n: string; key: string; paired: boolean }[] = [];
    let port0 = 0;
    let control = 0;
    const comments: string[] = [];
    for (const line of fields.split('\n').filter((l) => l.trim())) {
      // Every occurrence (outer and inner headers), comma-separated; the checks read the innermost but for UDP ports.
      const all = Object.fromEntries(line.split('\t').map((x, i) => [F[i]!, F[i] === 'frame.comment' ? [x] : x.split(',')]));
      const v = Object.fromEntries(Object.entries(all).map(([k, xs]) => [k, xs[xs.length - 1]!]));
      const n = v['frame.number'];
      if (v['icmp.type'] === '8') requests.add(`${v['icmp.ident']}/${v['icmp.seq']}`);
      if (v['icmp.type'] === '0') replies.push({ n: n!, key: `${v['icmp.ident']}/${v['icmp.seq']}`, paired: !!v['icmp.resp_to'] });
      if ([...all['udp.srcport']!, ...all['udp.dstport']!].includes('0')) {
        port0++;
        problems.push(`frame ${n}: UDP port 0`);
      }
      const syn = v['tcp.flags.syn'] === '1' || v['tcp.flags.syn'] === 'True';
      const ack = v['tcp.flags.ack'] === '1' || v['tcp.flags.ack'] === 'True';
      const rst = v['tcp.flags.reset'] === '1' || v['tcp.flags.reset'] === 'True';
      const bad =
        ((syn || rst) && Number(v['tcp.len']) >= 4 && Number(v['tcp.hdr_len']) < 60 ? 'carries data' : '') ||
        (syn && !v['tcp.options.mss_val'] ? 'has no MSS option' : '') ||
        (ack && v['tcp.ack_raw'] === '0' ? 'acknowledges 0' : '');
      if (bad) {
        control++;
        problems.push(`frame ${n}: TCP ${syn ? (ack ? 'SYN-ACK' : 'SYN') : 'RST'} ${bad}`);
      }
      comments.push(v['frame.comment'] ?? '');
    }
    // Wireshark pairs a request with one reply: the copies of one reply at later capture points stay
    // unpaired there, so a reply is unpaired when no request has its identifier and sequence, or
    // when none of them is paired.
    const unpairedReplies = replies.filter((x) => !requests.has(x.key));
    if (replies.length && !unpairedReplies.length && !replies.some((x) => x.paired)) unpairedReplies.push(replies[0]!);
    for (const u of unpairedReplies.slice(0, 3)) problems.push(`frame ${u.n}: echo reply (identifier/sequence ${u.key}) with no request`);
    const unpaired = unpairedReplies.length;
    // Every leg that ended in a drop says so in the file; no comment repeats itself.
    for (const leg of [r.value.trace.request.verdict, r.value.trace.reply?.verdict]) {
      if (leg && leg.outcome !== 'delivered' && !comments.some((c) => c.includes(leg.message))) problems.push(`no comment says: ${leg.message}`);
    }
    const repeated = comments.filter((c) => new Set(c.split(' · ')).size < c.split(' · ').length);
    for (const c of repeated.slice(0, 2)) problems.push(`comment repeats itself: ${c.slice(0, 120)}`);
    const verdictsMissing = problems.filter((p) => p.startsWith('no comment says')).length;
    if (!frames) problems.push('empty capture');
    rows.push({ file, variant, frames, malformed, badChecksums, bogus, unpairedIcmp: unpaired, udpPort0: port0, tcpControl: control, verdictsMissing, repeatedComments: repeated.length, expertWarnings, expertErrors, problems });
  }
}

for (const r of rows) if (r.problems.length) console.log(`${r.file}\n  ${(verbose ? r.problems : r.problems.slice(0, 8)).join('\n  ')}`);
let bad = 0;
for (const [label, part] of [['built-in probes', rows.filter((r) => !r.variant)], ['variants', rows.filter((r) => r.variant)]] as const) {
  const sum = (k: keyof Row) => part.reduce((s, r) => s + (r[k] as number), 0);
  const totals = {
    frames: sum('frames'),
    emptyCaptures: part.filter((r) => !r.frames).length,
    malformed: sum('malformed'),
    badChecksums: sum('badChecksums'),
    bogus: sum('bogus'),
    unpairedIcmp: sum('unpairedIcmp'),
    udpPort0: sum('udpPort0'),
    tcpControlBad: sum('tcpControl'),
    dropsWithoutVerdict: sum('verdictsMissing'),
    repeatedComments: sum('repeatedComments'),
    expertWarnings: sum('expertWarnings'),
    expertErrors: sum('expertErrors'),
  };
  console.log(`${part.length} ${label}: ${Object.entries(totals).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  bad += Object.entries(totals).filter(([k]) => k !== 'frames').reduce((s, [, v]) => s + v, 0);
}
console.log(`captures in ${dir}`);
process.exit(bad ? 1 : 0);
