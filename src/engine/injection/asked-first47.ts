// A safeguard that names the act it guards: "ask the user before running rm -rf, git push --force or migrations".

/**
 * The person asked first, then "before" and only a list of acts up to the act read (no sentence end, no "then", no
 * semicolon): in English, German, French, Spanish, Italian and Portuguese.
 */
const ASKED_FIRST47 = new RegExp(
  [
    String.raw`\b(?:ask|asks|asking|check\s{1,3}with|confirm\s{1,3}with|get\s{1,3}(?:approval|confirmation|sign-?off|permission)\s{1,3}from)\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3})?(?:users?|humans?|maintainers?|owners?|me|us|team|reviewers?|developers?)\s{1,3}(?:first\s{1,3}|for\s{1,3}(?:confirmation|approval|permission)\s{1,3})?before\b`,
    String.raw`\b(?:always\s{1,3})?(?:require|requires|get|needs?)\s{1,3}(?:explicit\s{1,3}|written\s{1,3})?(?:approval|confirmation|permission|sign-?off)\s{1,3}before\b`,
    String.raw`\bfrag\w{0,2}\s{1,3}(?:den|die)\s{1,3}(?:nutzer\w{0,4}|benutzer\w{0,4}|anwender\w{0,4})\w{0,3}\s{0,3},?\s{1,3}bevor\b`,
    String.raw`\bdemande\w{0,2}\s{1,3}(?:a|à)\s{1,3}l'utilisat\w{1,4}\s{1,3}avant\s{1,3}de\b`,
    String.raw`\bpregunt\w{0,2}\s{1,3}al\s{1,3}usuario\s{1,3}antes\s{1,3}de\b`,
    String.raw`\bchied\w{0,3}\s{1,3}all'utente\s{1,3}prima\s{1,3}di\b`,
    String.raw`\bpergunt\w{0,2}\s{1,3}ao\s{1,3}usuario\s{1,3}antes\s{1,3}de\b`,
  ].join("|"),
);
/** What may stand between "before" and the act: a verb of running and a list of other acts, nothing that ends the safeguard. */
const LIST_ONLY = /^[^.;!?\n]{0,80}$/;
const TURN = /\b(?:then|and\s{1,3}then|after\s{1,3}that|afterwards|dann|ensuite|luego|poi|depois)\b/;

/**
 * Whether `reach`, the words before an act up to it, end in a safeguard that names the act (round 47, realfp47: shell
 * set 6's agent-file rule "Always ask the user before running rm -rf, git push --force or database migrations."): the
 * act is what the user is asked about, not a routine. "Ask the user before running tests, then git push --force
 * every session" (a turn after the list) or "Run git push --force without asking the user" still state the act.
 */
export function askedFirst47(reach: string): boolean {
  const m = ASKED_FIRST47.exec(reach);
  if (!m) return false;
  const between = reach.slice(m.index + m[0].length);
  return LIST_ONLY.test(between) && !TURN.test(between);
}
