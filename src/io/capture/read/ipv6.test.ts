// IPv6 in what pktmon prints (issue 31): headers lines with `ethertype IPv6 (0x86dd)`, addresses with
// ports (`fd00::1.80`), ICMPv6 as tcpdump names it, tcpdump -v's IPv6 header; and IPv6 frames in a
// pcapng, ICMPv6 errors named as the text names them. Addresses come out in RFC 5952 form, as the
// model writes them, whatever case or zeros the line used; an address of the other family is refused
// with words that say so.
import { describe, expect, it } from 'vitest';
import { mustIp } from '../../../core/net/ip';
import type { Packet } from '../../../core/packet/packet';
import { frameOf } from '../../pcapng/frame';
import { parseEtl2txt } from './etl2txt';
import { parseFrameText } from './frame-text';
import { captureText } from './messages';
import { decodeEthernet } from './pcapng';

const MACS = '00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ';

describe('pktmon headers lines over IPv6', () => {
  it('reads TCP with ports after the address, the flags, and the addresses in RFC 5952 form', () => {
    const r = parseFrameText(`\t${MACS}ethertype IPv6 (0x86dd), length 78: fd00:10:244:1::a.50000 > FD00:10:96:0:0:0:0:32.80: Flags [S], seq 1, win 64240, length 0`);
    expect(r.problem).toBeUndefined();
    expect(r.frame).toMatchObject({ ethertype: 'ipv6', src: 'fd00:10:244:1::a', srcPort: 50000, dst: 'fd00:10:96::32', dstPort: 80, protocol: 'tcp', tcpFlags: 'S' });
  });

  it('reads ICMPv6 echo with its identifier, and an unreachable with its code', () => {
    const echo = parseFrameText(`\t${MACS}ethertype IPv6 (0x86dd), length 118: fd00::1 > fd00::2: ICMP6, echo request, id 7, seq 1, length 64`).frame!;
    expect(echo).toMatchObject({ src: 'fd00::1', dst: 'fd00::2', protocol: 'icmp', icmp: 'echo request', icmpId: 7 });
    const unreachable = parseFrameText(`\t${MACS}ethertype IPv6 (0x86dd), length 110: fd00::2 > fd00::1: ICMP6, destination unreachable, unreachable port, fd00::2 udp port 8080, length 56`).frame!;
    expect(unreachable).toMatchObject({ protocol: 'icmp', icmp: 'destination unreachable, unreachable port' });
    expect(unreachable.srcPort).toBeUndefined();
  });

  it('reads tcpdump -v’s IPv6 header: flow label, hop limit, next header and payload length', () => {
    const r = parseFrameText(`\t${MACS}ethertype IPv6 (0x86dd), length 94: (flowlabel 0x2a3b4, hlim 64, next-header TCP (6) payload length: 40) fd00:0:0::0001.443 > fd00::2.50000: Flags [S.], seq 1, ack 2, win 64240, length 0`);
    expect(r.frame).toMatchObject({ flowLabel: 0x2a3b4, ttl: 64, protocol: 'tcp', ipLength: 80, src: 'fd00::1', srcPort: 443, dst: 'fd00::2', dstPort: 50000, tcpFlags: 'S.' });
  });

  it('refuses an address of the other family, saying which', () => {
    const onV4 = parseFrameText(`\t${MACS}ethertype IPv4 (0x0800), length 74: fd00::1.80 > 10.0.0.2.5000: Flags [S], seq 1, win 64240, length 0`);
    expect(onV4.frame).toBeUndefined();
    expect(captureText(onV4.problem!)).toBe('`fd00::1.80` is not an IPv4 address, yet the line says `ethertype IPv4`');
    const onV6 = parseFrameText(`\t${MACS}ethertype IPv6 (0x86dd), length 94: fd00::g.80 > fd00::2.5000: Flags [S], seq 1, win 64240, length 0`);
    expect(captureText(onV6.problem!)).toBe('`fd00::g` is not an IPv6 address, yet the line says `ethertype IPv6`');
  });

  it('an etl2txt event over IPv6 keeps its frame; one with a bad address is kept without, and said', () => {
    const event = (n: number) => `[01]36E0.37B0::2024-04-02 10:26:54.05907090${n} [Microsoft-Windows-PktMon] PktGroupId 100${n}, PktNumber 1, Appearance 1, Direction Tx , Type Ethernet , Component 9, Edge 1, Filter 1, OriginalSize 78, LoggedSize 78 `;
    const text = [
      event(1),
      `\t${MACS}ethertype IPv6 (0x86dd), length 78: fd00::1.50000 > fd00::2.80: Flags [S], seq 1, win 64240, length 0`,
      event(2),
      `\t${MACS}ethertype IPv6 (0x86dd), length 78: 10.0.0.1.50000 > fd00::2.80: Flags [S], seq 1, win 64240, length 0`,
    ].join('\r\n') + '\r\n';
    const r = parseEtl2txt(text);
    expect(r.value!.events.map((e) => e.frame?.src)).toEqual(['fd00::1', undefined]);
    expect(r.warnings.map((w) => w.message)).toContain('the headers line 4 could not be read (`10.0.0.1.50000` is not an IPv6 address, yet the line says `ethertype IPv6`): its event is kept without a frame');
  });
});

describe('IPv6 frames in a pktmon pcapng', () => {
  const p = { src: mustIp('fd00:10:244:1::a'), dst: mustIp('fd00:10:244:2::14'), protocol: 'icmp', icmp: 'port-unreachable', srcPort: 0, dstPort: 0, srcMac: '00-15-5D-00-00-01', dstMac: '00-15-5D-00-00-02', ttl: 64, size: 96, df: false } as Packet;

  it('reads the IPv6 header, its flow label, and names ICMPv6 as the text does', () => {
    const f = decodeEthernet(frameOf(p, 0x1234), 0)!;
    expect(f).toMatchObject({ ethertype: 'ipv6', src: 'fd00:10:244:1::a', dst: 'fd00:10:244:2::14', ttl: 64, flowLabel: 0x1234, ipLength: 96, protocol: 'icmp', icmp: 'destination unreachable, unreachable port' });
    const echo = decodeEthernet(frameOf({ ...p, icmp: 'echo-request', srcPort: 7 }, 1), 0)!;
    expect(echo).toMatchObject({ icmp: 'echo request', icmpId: 7 });
  });
});
