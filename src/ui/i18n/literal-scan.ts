// Finds UI words that skip the dictionary: English in JSX text and in the attributes a user reads or
// hears (title, aria-label, placeholder, alt…), anywhere but inside a t() call. It reads the syntax
// tree (TypeScript's parser), so a string in a className or a test id is never mistaken for words.
// Only tests import it: the app's bundle never carries the compiler.
import ts from 'typescript';

/** The folders and files whose .tsx must have every UI word in the dictionary (paths from the repo root). */
export const TRANSLATED_PATHS: readonly string[] = [
  'src/ui/player',
  'src/ui/inspector',
  'src/ui/canvas',
  'src/ui/panels',
  'src/ui/common',
  'src/ui/help',
  'src/ui/top-bar',
  'src/ui/App.tsx',
  'src/ui/PhoneLayout.tsx',
  'src/ui/builder',
  'src/ui/import',
  'src/ui/lessons',
  'src/ui/matrix',
];

/** Attributes whose value is read by a person or a screen reader. */
const READ_ATTRIBUTES = new Set(['title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'alt', 'label']);

/**
 * Words that are the same in every language, so they may stand untranslated: product and protocol
 * names, Windows and Kubernetes object names, units. Matched case-sensitively, whole word.
 */
export const NAMES = new Set([
  // the product and its parts
  'VFP', 'HNS', 'HCS', 'Lab', 'Kubernetes', 'Windows', 'Linux',
  // Kubernetes words as kubectl prints them: svc/web, sessionAffinity ClientIP
  'svc', 'affinity', 'ClientIP', 'pod',
  // Windows adapter and switch names: vEthernet (Ethernet), Hyper-V vSwitch
  'vEthernet', 'Ethernet', 'Hyper-V', 'vSwitch', 'vNIC', 'CNI', 'IPAM', 'kubelet', 'kube-proxy',
  // protocols, headers and units
  'TCP', 'UDP', 'ICMP', 'icmp', 'IP', 'VIP', 'IPv4', 'IPv6', 'MAC', 'MTU', 'VXLAN', 'VNI', 'SNAT', 'DNAT', 'NAT', 'DSR', 'ACL',
  'ms', 'px', 'CSV', 'JSON', 'YAML', 'pcapng', 'Markdown',
  // a formula's function names: hash(…) mod n
  'hash', 'mod',
  // language codes (the switch shows them as they are)
  'EN', 'VI',
  // keys
  'Ctrl', 'Shift', 'Alt', 'Esc', 'Space', 'Enter', 'Tab', 'PageUp', 'PageDown',
]);

export interface Literal {
  line: number;
  /** 'text' for JSX text, else the attribute's name. */
  where: string;
  text: string;
}

/** A run of letters that reads as a word (two letters or more, any script with Latin letters). */
const WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/** True when the text holds a word that is not a name (so it needs translating). */
export function hasWords(text: string): boolean {
  return (text.match(WORD) ?? []).some((w) => !NAMES.has(w));
}

/** A call to t(…) (or translate(…)): everything inside it is a key or a value, not UI words. */
function isTranslateCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  return name === 't' || name === 'translate';
}

/** The string pieces of an attribute's value that would be shown: literals and template text, not keys. */
function shownStrings(expr: ts.Node, out: string[]): void {
  if (isTranslateCall(expr)) return;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) out.push(expr.text);
  else if (ts.isTemplateExpression(expr)) {
    out.push(expr.head.text, ...expr.templateSpans.map((s) => s.literal.text));
    expr.templateSpans.forEach((s) => shownStrings(s.expression, out));
  } else if (ts.isConditionalExpression(expr)) {
    shownStrings(expr.whenTrue, out);
    shownStrings(expr.whenFalse, out);
  } else if (ts.isBinaryExpression(expr)) {
    // a && 'shown': only the right is shown; a === 'x' compares, it shows nothing.
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken) shownStrings(expr.left, out);
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken)
      shownStrings(expr.right, out);
  } else if (ts.isParenthesizedExpression(expr) || ts.isJsxExpression(expr)) {
    if (expr.expression) shownStrings(expr.expression, out);
  }
}

/** Every untranslated UI word in one .tsx source. */
export function findLiterals(source: string, fileName = 'x.tsx'): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const lineOf = (n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (isTranslateCall(node)) return;
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (hasWords(text)) found.push({ line: lineOf(node), where: 'text', text });
    } else if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const strings: string[] = [];
      shownStrings(node.initializer, strings);
      const text = strings.join('…').trim();
      if (hasWords(text)) found.push({ line: lineOf(node), where: node.name.getText(file), text });
      return;
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // {'words'} or {cond ? 'a' : 'b'} as a child is shown text too.
      const strings: string[] = [];
      shownStrings(node.expression, strings);
      const text = strings.join('…').trim();
      if (hasWords(text)) found.push({ line: lineOf(node), where: 'text', text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
