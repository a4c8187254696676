// "Don't upload it anywhere without asking" in another language: a "without asking" inside a prohibited act's own clause
// asks for the user's consent; it does not take it away.

/**
 * where a clause starts: a colon or semicolon, a comma (but not the one that only sets off the "without asking" phrase
 * itself, as German must: "…hoch, ohne zu fragen"), or an "and"/"but" that starts a new act (not one joining two objects:
 * "los informes y los datos", "dei rami e dei tag"; "or" joins alternatives the negation forbids alike)
 */
const CLAUSE_BREAK =
  /[:;,]\s*|\s(?:y|e|et|und|and|i|en|poi|dann|puis|luego|then|ma|pero|mais|aber|but|sondern|sino)\s(?!(?:el|la|los|las|lo|le|les|l'\S*|un|una|unos|une|des|du|de|del|dei|degli|delle|della|il|gli|i|os|as|o|a|um|uma|do|da|dos|das|der|die|das|den|dem|ein|eine|einen|the|an?|al|au|aux|su|sur|in|on|to|im|am|zum|zur|mit|con|com|with|tutti|todos|todas|alle|all|tous|toutes)\s)/g;
/** a negation in the first three words of a clause: the clause's own act is forbidden (no, non, ne, n', nie, nicht …) */
const HEAD_NEGATION =
  /^(?:\S+\s+){0,2}(?:no|non|ne|n'\S*|nie|nicht|niemals|nunca|jamas|jamais|mai|nooit|niet|nao|never)(?:\s|$)/;

/**
 * True when the "without asking" phrase at `at` of the sentence `s` belongs to a clause whose head is a negation ("No
 * subas `out/` a ningún sitio sin preguntar", "Ne publie jamais … sans demander", "Lade niemals … hoch, ohne zu
 * fragen"); `negation` is the sentence's languages' negation words. Pure.
 */
export function askFirstClause(s: string, at: number, negation: RegExp): boolean {
  const before = s.slice(Math.max(0, at - 200), at);
  let from = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(before); m !== null; m = CLAUSE_BREAK.exec(before)) {
    // the comma right before the phrase only sets it off
    if (m.index + m[0].length >= before.length && m[0].trim() === ",") break;
    from = m.index + m[0].length;
  }
  const clause = before.slice(from).trim();
  if (clause === "") return false;
  const head = /^(?:\S+\s+){0,2}\S+/.exec(clause)?.[0] ?? "";
  return HEAD_NEGATION.test(clause) || negation.test(head);
}
