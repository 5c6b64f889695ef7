// The dump readers' words as message values (issue 30): each reader family's English catalogue, and
// the one renderer the shared Report uses for a problem's English `message`.
import { render, type Catalogue } from '../../core/message';
import { HNS_EN, type HnsMsg } from './messages-hns';
import { NODE_EN, type NodeMsg } from './messages-node';
import { TEXT_EN, type TextMsg } from './messages-text';
import { VFP_EN, type VfpMsg } from './messages-vfp';
import { SYNTAX_EN } from '../json-messages';
import { ZOD_EN } from '../zod-messages';

/** A reader's problem given as a value of the dumps' catalogues. */
export interface DumpProblem {
  line?: number;
  message: string;
  msg: DumpMsg;
}

/** What a dump reader may say as a value. */
export type DumpMsg = HnsMsg | VfpMsg | NodeMsg | TextMsg;

// A JSON syntax error's reason and zod's words are values of their own catalogues (io/json-messages.ts, zod-messages.ts).
const DUMP_EN: readonly Catalogue[] = [HNS_EN, VFP_EN, NODE_EN, TEXT_EN, SYNTAX_EN, ZOD_EN];

/** In English: the CLI, the import summary's `message`. */
export const dumpText = (m: DumpMsg): string => render(DUMP_EN, m);

/** A problem for a reader that builds its lists itself (netsh-ports.ts, the JSON reader's repairs). */
export const dumpProblem = (m: DumpMsg, line?: number): DumpProblem => ({ ...(line !== undefined && { line }), message: dumpText(m), msg: m });
