// Accept check of jailbreak.gpt-persona: a "…GPT" word that a shell script defines as a variable or function name.

const escapeRegExp = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let lastText = "";
let lastWord = "";
let lastAnswer = false;

/**
 * The text defines `word` (lower case) as a shell name: read into (`read [-r] [-p PROMPT] word`), assigned (`word=`,
 * `local word`, `export word=`), a loop variable (`for word in`), a function (`word() {`), or expanded (`$word`,
 * `${word}`). A persona a jailbreak invents is addressed and described in prose; a script's variable (mutt-wizard's
 * `read eFGPT`, a disk tool's `$partGPT`) never is.
 */
export function shellName(text: string, word: string): boolean {
  if (text === lastText && word === lastWord) return lastAnswer;
  const w = escapeRegExp(word);
  const re = new RegExp(
    String.raw`(?:\$\{?|\bread(?:\s{1,4}-[a-z]{1,3}(?:\s{1,4}(?:'[^'\n]{0,80}'|"[^"\n]{0,80}"))?)*\s{1,4}(?:[a-z_][\w]{0,30}\s{1,4}){0,3}|\b(?:local|export|declare|typeset|readonly)(?:\s{1,4}-[a-z]{1,3})*\s{1,4}|\bfor\s{1,4})${w}\b(?!\s{0,2}[,:.!?](?:\s|$))|(?:^|[\s;&|({])${w}(?:=|\s{0,2}\(\)\s{0,4}\{)`,
  );
  lastText = text;
  lastWord = word;
  lastAnswer = re.test(text);
  return lastAnswer;
}
