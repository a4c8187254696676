// A change log's entry subject: the imperative a commit's subject is written in ("Drop the old copy") records a change.

/**
 * The header of one change-log entry, at a line's start (the rules read lowercased text): a date, with a time and zone
 * or two spaces before the author (GNU `ChangeLog`, `gitlog-to-changelog`, git2cl: `2017-12-15 09:40:32 +0100 Mike
 * Gabriel (282f252)`, `2017-12-15  Jane Doe  <jd@example.org>`), or a Debian changelog's version line (`foo (1.2-1)
 * unstable; urgency=medium`).
 */
const ENTRY_HEADER =
  /^(?:\d{4}-\d{2}-\d{2}(?:[ t]\d{2}:\d{2}(?::\d{2})?(?:[ \t]?[+-]\d{4})?[ \t]{1,2}|[ \t]{2})[^\s][^\n]{0,100}|[a-z0-9][a-z0-9+.-]{0,60} \([\w.:~+-]{1,40}\) [a-z][\w-]{1,30}(?: [a-z][\w-]{1,30}){0,3}; urgency=[a-z]+)$/gim;
/** entry headers from which a text is a change log */
const ENTRIES = 2;
/**
 * Everything before the verb when it opens an entry's line: its bullet (`*`, `-`), and the file or component the entry
 * names with a colon (`* README.md: drop …`, `* src/foo.c (bar): drop …`); nothing else (no "then", "please", no
 * sentence before it in the line).
 */
const ENTRY_LEAD =
  /^[ \t]{0,12}[*-][ \t]{1,3}(?:(?!(?:note|nb|n\.b\.|todo|important|attention|reminder|warning|ps|fyi|action)\b)[\w./+-]{1,60}(?:[ \t]\([^)\n]{1,40}\))?:[ \t]{1,3})?$/;

/** True when `text` holds two or more change-log entry headers (one pass that stops at the second). */
export function changeLogText46(text: string): boolean {
  ENTRY_HEADER.lastIndex = 0;
  let n = 0;
  while (n < ENTRIES && ENTRY_HEADER.exec(text)) n++;
  return n >= ENTRIES;
}

/**
 * A place no commit changes: a server, production, a bucket, a database, a cluster, an account. A subject that acts
 * there ("* Delete the audit logs on the production server") is an order planted in the log, not a change it records.
 */
const OUTSIDE_REPO =
  /\b(?:servers?|production|prod|staging|buckets?|databases?|db|clusters?|hosts?|accounts?|workspaces?|organi[sz]ations?|org|mailbox|inbox)\b/;

/**
 * True when `lead` (a sentence's text before its verb, the sentence starting at a line's start) is only an entry's
 * bullet and `clause` (the verb's clause) acts on nothing outside the repository: the verb is the subject of a commit
 * or a change the log records, written in git's imperative mood. A verb later in the entry ("* Release 0.3. Then
 * delete …", "* Note: remove …") is no subject.
 */
export function entrySubject46(lead: string, clause: string): boolean {
  return ENTRY_LEAD.test(lead) && !OUTSIDE_REPO.test(clause);
}
