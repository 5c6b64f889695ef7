import { describe, expect, it } from 'vitest';
import { ANY_PROTOCOL, PROTOCOL_NUMBER, hasPorts, protocolFromNumber, protocolName } from './protocol';

describe('protocol numbers', () => {
  it('uses the IANA numbers', () => {
    expect(PROTOCOL_NUMBER).toEqual({ icmp: 1, tcp: 6, udp: 17, sctp: 132 });
  });

  it('maps numbers back to names, and unknown numbers to undefined', () => {
    expect(protocolFromNumber(6)).toBe('tcp');
    expect(protocolFromNumber(17)).toBe('udp');
    expect(protocolFromNumber(1)).toBe('icmp');
    expect(protocolFromNumber(132)).toBe('sctp');
    expect(protocolFromNumber(47)).toBeUndefined();
  });

  it('names 256 "any" (HNS any-protocol) and prints other unknown numbers as digits', () => {
    expect(ANY_PROTOCOL).toBe(256);
    expect(protocolName(256)).toBe('any');
    expect(protocolName(6)).toBe('tcp');
    expect(protocolName(47)).toBe('47');
  });

  it('knows which protocols carry ports', () => {
    expect(hasPorts('tcp')).toBe(true);
    expect(hasPorts('udp')).toBe(true);
    expect(hasPorts('sctp')).toBe(true);
    expect(hasPorts('icmp')).toBe(false);
  });
});
