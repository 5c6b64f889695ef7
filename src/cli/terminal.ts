// What the command line prints is data from scenarios and node dumps (names, labels, rule ids): a
// name may carry terminal escape sequences (colours, a cursor move that hides a line, an OSC 8 link,
// a window title) or a lone CR that overwrites what was printed (issue 32). Every string written to
// stdout or stderr goes through termSafe: the sequences go, any other C0 or C1 control shows as �.
// Tabs and line feeds (and CR LF) are the output's own and stay.

/* eslint-disable no-control-regex */
const SEQUENCES = new RegExp(
  [
    '\\x1b\\[[0-?]*[ -/]*[@-~]', // CSI: colours, cursor moves, erase
    '\\x9b[0-?]*[ -/]*[@-~]', // the 8-bit CSI
    '[\\x1b][\\]PX^_][^\\x07\\x1b\\x9c\\n]*(?:\\x07|\\x1b\\\\|\\x9c)?', // OSC, DCS, SOS, PM, APC: up to BEL or ST (or the line's end)
    '[\\x90\\x98\\x9d\\x9e\\x9f][^\\x07\\x1b\\x9c\\n]*(?:\\x07|\\x1b\\\\|\\x9c)?', // their 8-bit forms
    '\\x1b[ -/]*[0-~]?', // any other escape (charset, keypad, a lone ESC)
  ].join('|'),
  'g',
);
const CONTROLS = /\r(?!\n)|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
/* eslint-enable no-control-regex */

/** The text with terminal escape sequences removed and every other control (but tab, LF, CR LF) as �. */
export const termSafe = (s: string): string => s.replace(SEQUENCES, '').replace(CONTROLS, '\uFFFD');

type Write = NodeJS.WriteStream['write'];

/** Makes every string written to the stream terminal-safe (bytes pass as they are). */
export function guardTerminal(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (...a: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => write(typeof chunk === 'string' ? termSafe(chunk) : chunk, ...rest)) as Write;
}
