// A PowerShell command line cut into words: spaces separate, '…' and "…" keep spaces, a `|` outside
// quotes starts the next pipeline stage. Enough for what the console runs (no variables, no script).

export interface Stage {
  words: string[];
}

/** The stages of a line; an unclosed quote runs to the end of the line, as PowerShell's prompt waits for it. */
export function stagesOf(line: string): Stage[] {
  const stages: Stage[] = [{ words: [] }];
  let word: string | undefined;
  let quote: string | undefined;
  const end = () => {
    if (word !== undefined) stages[stages.length - 1]!.words.push(word);
    word = undefined;
  };
  for (const c of line) {
    if (quote) {
      if (c === quote) quote = undefined;
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (c === '|') {
      end();
      stages.push({ words: [] });
    } else if (c === ' ' || c === '\t') end();
    else word = (word ?? '') + c;
  }
  end();
  return stages;
}
