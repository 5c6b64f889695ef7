// The test reader's own checksum against the standard's check value, so that it can be trusted to
// judge the writer's (RFC 3720 B.4: CRC32c of 32 zero bytes is 0x8a9136aa; of "123456789", 0xe3069283).
import { describe, expect, it } from 'vitest';
import { crc32c } from './reader';

describe('the test reader’s CRC32c', () => {
  it('gives the check values of RFC 3720 and of the CRC catalogue', () => {
    expect(crc32c(new Uint8Array(32))).toBe(0x8a9136aa);
    expect(crc32c(new TextEncoder().encode('123456789'))).toBe(0xe3069283);
  });
});
