// Accept check of a note to coding agents whose only asks are protections: keep a secret back, keep a safeguard on, ask first.

/** how far the note's paragraph is read: up to a blank line or this many characters */
const NOTE_REACH = 300;
/**
 * what a protective note asks: a secret kept where it belongs or out of the repository, a safeguard kept on or a thing
 * kept private, a safeguard kept on (TLS verification, scanning, hooks — not any "mode"), values left out of what is printed, a person asked first, a second review, a leaked secret rotated
 */
const PROTECTION =
  /\b(?:never|not) (?:in|into|to) (?:the |your |a )?(?:repo|repository|git|commits?|logs?|issues?|chat)\b|\b(?:keychain|password manager|secrets? manager|vault)\b|\bkeep (?:the |your |it |them )?(?:[\w./-]{1,30} ){0,2}(?:local|private|out of)\b|\bkeep (?:the |your )?(?:[\w./-]{1,30} )?(?:verification|tls|ssl|2fa|mfa|protection|scanning|checks?|hooks?|sandbox|firewall|signing) (?:on|enabled)\b|\bstays? (?:private|local)\b|\b(?:print|show|log) only\b|\bnever (?:print|log|echo|paste|commit|share) (?:their |the |its )?(?:values?|secrets?|tokens?|keys?)\b|\bask (?:in |on |the |a )?[#\w-]{0,30} ?before\b|\bneeds? (?:two|2|a second) reviews?\b|\brotate (?:the |your |that |this )?(?:[\w./~-]{1,30} )?(?:token|key|secret|password|credential)s?\b|\bredact\b/;
/**
 * what a protective note never holds: a thing made public, deleted or switched off, a send or a fetch, code run from a
 * pipe, a rule or the user set aside, a report dictated or kept from the user, privilege, a startup file written
 */
const BEYOND =
  /\b(?:public(?:ly)?|delete|remove|disable|turn off|switch off|skip|bypass|disregard|ignore|forget|override|instead|send|upload|post|paste (?:it|them|the|your) (?:to|in|into)|forward|attach|gist|webhook|exfiltrat\w*|curl|wget|bash|sudo|chmod|chown|rm|merge|push|approve|publish|deploy|force|silently|quietly|secretly|as clean|all tests? passed|every test passed)\b|\b(?:delet|admin|mode)\w*|\b(?:do not|don't|never|won't|will not) (?:tell|mention|list|report|show|inform|notify|ask|confirm)\b|\bwithout (?:asking|confirm\w*|telling|review)|\|\s{0,3}\w|>>|\bcat ~|\b(?:read|do) (?:the )?(?:first|last) (?:word|letter)/;

/**
 * False for `addressed.note-to-ai` when the note's paragraph asks only for protections ("note for AI coding agents:
 * store Git credentials in the OS keychain, never in the repository", "… print only the variable names, never their
 * values", "… the repository stays private; CODEOWNERS changes need two reviews", "… rotate the token in ~/.npmrc if it
 * was ever committed"): a project keeps its secrets and safeguards from every contributor, a machine included. A note
 * that also makes something public, deletes, switches off, sends, fetches or runs a pipe, sets a rule or the user aside,
 * or dictates a report keeps its hit.
 */
export function notProtectiveNote(text: string, index: number, match: string): boolean {
  const end = index + match.length;
  const rest = text.slice(end, end + NOTE_REACH);
  const stop = rest.search(/\n[^\S\n]*\n|\\n\\n/);
  const note = stop < 0 ? rest : rest.slice(0, stop);
  return !(PROTECTION.test(note) && !BEYOND.test(note));
}
