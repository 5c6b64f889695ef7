// Windows PowerShell 5.1's own error records, as the console of a node prints them (red, in the UI).

/** `x : The term 'x' is not recognized …`, with the position line PowerShell draws under the word. */
export function notRecognized(name: string, line: string): string {
  const at = Math.max(0, line.indexOf(name));
  return [
    `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`,
    `At line:1 char:${at + 1}`,
    `+ ${line.trim()}`,
    `+ ${' '.repeat(Math.max(0, at - (line.length - line.trimStart().length)))}${'~'.repeat(Math.max(1, name.length))}`,
    `    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException`,
    '    + FullyQualifiedErrorId : CommandNotFoundException',
    '',
  ].join('\r\n');
}

/** A parameter the cmdlet does not have. */
export function noParameter(cmdlet: string, param: string, line: string): string {
  const at = Math.max(0, line.indexOf(param));
  return [
    `${cmdlet} : A parameter cannot be found that matches parameter name '${param.replace(/^-/, '')}'.`,
    `At line:1 char:${at + 1}`,
    `+ ${line.trim()}`,
    `+ ${' '.repeat(Math.max(0, at - (line.length - line.trimStart().length)))}${'~'.repeat(Math.max(1, param.length))}`,
    `    + CategoryInfo          : InvalidArgument: (:) [${cmdlet}], ParameterBindingException`,
    `    + FullyQualifiedErrorId : NamedParameterNotFound,${cmdlet}`,
    '',
  ].join('\r\n');
}
