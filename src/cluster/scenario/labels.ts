// Labels with a meaning to VFP Lab itself (documented in the README).

/** On a pod: its listening sockets are not known (a pod rebuilt from a node's dumps), so every port
 * counts as open; the trace says so where it delivers. */
export const LISTENERS_UNKNOWN = 'vfp-lab.io/listeners-unknown';
