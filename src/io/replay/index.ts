export { buildReplay, type Replay } from './build';
export type { ReplayReport } from './report';
