// The dump readers' words as message values (issue 30): each reader family's English catalogue, and
// the one renderer the shared Report uses for a problem's English `message`.
import { render, type Catalogue } from '../../core/message';
import type { Problem } from '../result';
import { HNS_EN, type HnsMsg } from './messages-hns';
import { NODE_EN, type NodeMsg } from './messages-node';
import { VFP_EN, type VfpMsg } from './messages-vfp';

/** What a dump reader may say as a value. */
export type DumpMsg = HnsMsg | VfpMsg | NodeMsg;

const DUMP_EN: readonly Catalogue[] = [HNS_EN, VFP_EN, NODE_EN];

/** In English: the CLI, the import summary's `message`. */
export const dumpText = (m: DumpMsg): string => render(DUMP_EN, m);

/** A problem for a reader that builds its lists itself (netsh-ports.ts). */
export const dumpProblem = (m: DumpMsg, line?: number): Problem => ({ ...(line !== undefined && { line }), message: dumpText(m), msg: m });
