// The word that closes a list open ("etc.", "and more", "usw."): one more noun item, not a clause.

/** "etc.", "&c.", "and so on", "and more", "…", "...", "usw.", "u. a.", "ecc.", "etcétera", "и т. д.", "等", "など", "등" */
const OPEN_END =
  /^(?:etc\.?|&c\.?|and (?:so on|more|others|the like)|or (?:more|others)|…|\.{3}|usw\.?|u\.\s?a\.?|ecc\.?|etc[ée]tera|и т\.\s?д\.?|и др\.?|等等?|など|등)$/u;

/** True when `item` (a list's last item, trimmed by the caller or not) only says the list goes on. */
export function openListEnd46(item: string): boolean {
  return OPEN_END.test(item.trim());
}
