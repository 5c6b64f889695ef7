// FNV-1a, 32 bit. Used for the load balancer's backend choice (a documented model: the real VFP
// hash is not public) and for deterministic GUIDs and MACs.
const OFFSET = 0x811c9dc5;
const PRIME = 0x01000193;

export function fnv1a(bytes: ArrayLike<number>): number {
  let h = OFFSET;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]! & 0xff;
    h = Math.imul(h, PRIME) >>> 0;
  }
  return h >>> 0;
}

export function fnv1aString(text: string): number {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes.push(c & 0xff, c >>> 8);
  }
  return fnv1a(bytes);
}

export const hex32 = (n: number): string => `0x${(n >>> 0).toString(16).padStart(8, '0')}`;

/** A stable GUID-shaped id from a seed string (same seed, same GUID), for objects we derive. */
export function guidFrom(seed: string): string {
  const parts = [0, 1, 2, 3].map((i) => fnv1aString(`${i}:${seed}`).toString(16).padStart(8, '0'));
  const h = parts.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
