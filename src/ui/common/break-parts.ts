// Where a command may wrap: after its separators (`,` `\` `/` `|`), not in the middle of a word that
// would then read, and be copied, as two.
export const breakParts = (cmd: string): string[] => cmd.split(/(?<=[,\\/|])/);
