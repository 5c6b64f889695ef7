// The share link's format prefix and size cap, apart from the codec, so that code which only checks
// a size needs neither fflate nor the scenario loader (issue 16: the first load stays small).
export const SHARE_PREFIX = 'v1.';
/** Links whose decoded scenario is larger than this are refused. */
export const MAX_DECODED_BYTES = 256 * 1024;
