// Where the packet goes next: the walk is a loop over these steps until a verdict.
import type { Direction } from '../vfp/model';

export type Next =
  /** A stack sends (or forwards) the packet: route lookup, ARP, MTU. */
  | { at: 'send'; host: string; comp: string; forwarded: boolean }
  /** The packet arrives at a stack through one of its interfaces. */
  | { at: 'stack'; host: string; comp: string; iface: string }
  | { at: 'port'; host: string; port: string; dir: Direction }
  | { at: 'switch'; host: string; from: string }
  /** Leaves a host onto the underlay. */
  | { at: 'wire'; from: string }
  /** The underlay gateway / VPC router. */
  | { at: 'router'; from: string }
  /** Arrives at a host from the underlay. */
  | { at: 'arrive'; host: string }
  /** Linux: the node's root network namespace handles a packet (from a pod's veth or the NIC). */
  | { at: 'linux-host'; host: string; from: 'pod' | 'wire' }
  | { at: 'done' };
