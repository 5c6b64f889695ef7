import { describe, expect, it } from 'vitest';
import { FLAGS_TERMINATING, FLAGS_TERMINATING_STATEFUL, decodeFlags, protocolsOf } from './model';

describe('rule flags as vfpctrl prints them', () => {
  it('8195 (0x2003) is terminating and stateful', () => {
    expect(decodeFlags(8195)).toEqual({ terminating: true, stateful: true, raw: 8195 });
  });

  it('1 is terminating only, 2 stateful only, 3 both, 0 neither', () => {
    expect(decodeFlags(1)).toEqual({ terminating: true, stateful: false, raw: 1 });
    expect(decodeFlags(2)).toEqual({ terminating: false, stateful: true, raw: 2 });
    expect(decodeFlags(3)).toEqual({ terminating: true, stateful: true, raw: 3 });
    expect(decodeFlags(0)).toEqual({ terminating: false, stateful: false, raw: 0 });
  });

  it('the named constants decode to themselves', () => {
    expect(decodeFlags(FLAGS_TERMINATING_STATEFUL.raw)).toEqual(FLAGS_TERMINATING_STATEFUL);
    expect(decodeFlags(FLAGS_TERMINATING.raw)).toEqual(FLAGS_TERMINATING);
  });

  it('protocolsOf gives IANA numbers', () => {
    expect(protocolsOf('tcp', 'udp', 'icmp', 'sctp')).toEqual([6, 17, 1, 132]);
  });
});
