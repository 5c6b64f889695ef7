// The dump readers' words as message values (issue 30): each reader family's English catalogue, and
// the one renderer the shared Report uses for a problem's English `message`.
import { render, type Catalogue } from '../../core/message';
import { HNS_EN, type HnsMsg } from './messages-hns';
import { VFP_EN, type VfpMsg } from './messages-vfp';

/** What a dump reader may say as a value. */
export type DumpMsg = HnsMsg | VfpMsg;

const DUMP_EN: readonly Catalogue[] = [HNS_EN, VFP_EN];

/** In English: the CLI, the import summary's `message`. */
export const dumpText = (m: DumpMsg): string => render(DUMP_EN, m);
