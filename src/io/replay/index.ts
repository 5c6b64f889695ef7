export { buildReplay, type Replay } from './build';
export type { ReplayReport } from './report';
export { missingMessage, probeDeadEnd, replayDeadEnd, vipsWithoutPorts, type Need } from './needs';
export { resolveAddressRef, type AddressRef } from './address-ref';
