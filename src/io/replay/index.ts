export { buildReplay, type Replay, type ReplayFailure } from './build';
export { emptyReport, type ReplayReport } from './report';
export { REPLAY_REPORT_EN, reportMsg, reportText, type ReplayReportMsg } from './messages-report';
export { missingMessage, missingMsg, matrixDeadEnd, probeDeadEnd, probeDeadEndMsg, replayDeadEnd, replayDeadEndMsg, unwalkableNeeds, vipsWithoutPorts, type Need } from './needs';
export { resolveAddressRef, type AddressRef } from './address-ref';
export { checkReplayProbe, type CheckedProbe } from './walk-dead-end';
export { REPLAY_EN, replayMsg, replayText, type ReplayMsg } from './messages';
export { portNamesOf, type PortName, type PortNamer } from './port-names';
