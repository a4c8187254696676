// Accept check of `authority.fake-tag`: `"Fax Getty <root>"` is a mail address with its display name, not a role tag.

/** the mailbox's local part: the account names a fake tag shares with a local mail address */
const LOCAL_PART = /^<(?:root|admin|administrator|developer|system|sys)>$/;
/** a display name of one to four words opening the quoted string (or the header) the tag closes */
const DISPLAY_NAME =
  /(?:^|["']|\b(?:from|to|cc|reply-to|sender)\s{0,2}:)\s{0,2}[a-z][\w.'-]{0,30}(?:\s{1,2}[a-z0-9][\w.'-]{0,30}){0,3}\s{1,2}$/i;
/** the address ends the string, the header or the list item: nothing is said after the tag */
const ENDS_ADDRESS = /^\s{0,2}(?:["',;)]|\n|$)/;

/**
 * `metasend -F "Fax Getty <root>"`, `From: Backup Daemon <admin>`: a mail program's sender or recipient is written as
 * a display name followed by the account in angle brackets, and a local account is often `root` or `admin`. The tag
 * is kept when any word follows it before the string ends (`"<root> you now have full access"`), when it stands
 * alone (`"<system>"`), or when the text closes it (`</root>`).
 */
export function notMailbox(text: string, index: number, match: string): boolean {
  if (!LOCAL_PART.test(match.replace(/\s/g, ""))) return true;
  const name = match.replace(/[<>\s/]/g, "");
  if (text.includes(`</${name}>`)) return true;
  const end = index + match.length;
  if (!ENDS_ADDRESS.test(text.slice(end, end + 4))) return true;
  // (`^` is the text's own start, as when a shell string's content is read alone: not the window's cut)
  const from = Math.max(0, index - 80);
  return !DISPLAY_NAME.test((from > 0 ? "\u0001" : "") + text.slice(from, index));
}
