// The share link's format prefix and size cap, apart from the codec, so that code which only checks
// a size needs neither fflate nor the scenario loader (issue 16: the first load stays small).
export const SHARE_PREFIX = 'v1.';
/** Links whose decoded scenario is larger than this are refused. */
export const MAX_DECODED_BYTES = 256 * 1024;

/** The longest link data (after the prefix) a scenario of MAX_DECODED_BYTES can need: deflate's worst
 * case (stored blocks, 5 bytes per 65,535) in base64url. Longer data is refused before it is decoded
 * or inflated: only a hostile or damaged link is that long (a 1.4 MB deflate bomb was base64-decoded
 * whole before the inflate stopped at the cap). */
export const MAX_LINK_CHARS = Math.ceil(((MAX_DECODED_BYTES + 5 * Math.ceil(MAX_DECODED_BYTES / 65_535)) * 4) / 3);
