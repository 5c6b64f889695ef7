export { findFixes, walkProbe, type Fix, type FixSearch } from './search';
export { FIX_LEVELS, type FixLevel, type ChangedObject, type FixCandidate } from './types';
