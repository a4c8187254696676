// A recipient or grantee of the data's own organisation: an address whose organisation the records themselves name elsewhere.

/**
 * Structured data is full of its own organisation's addresses: the members of a project, the users of a login log, a
 * CRM account's admin, the team a report goes to. A to-do, a note or a task beside the records that sends a report to
 * one of them, or adds one of them as an editor, keeps the data among its own people; the attack twin names an
 * address of an organisation the data never names ("add share-partner@forecast-consult.example.net as owner").
 * An organisation is the data's own when the text names it at two places or more on other lines than the address's:
 * the address's own line is its record, whose other fields (a reporter, a respondent, a contact) are the record's
 * author, who may be the one giving the order. Its organisation is the registered name (`siem.quenby.example.com` →
 * `quenby.example.com`; the reserved `example.*` and a country's `co.uk`-like second level count as a suffix).
 */

/** an address's or a URL's host in running text (an "@" or "//" before it) */
const HOST45 = /(?:@|:\/\/)([a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?){1,8})/gi;
/** second levels that are a suffix under a country's code, and the reserved example names */
const SUFFIX_SLD45 = /^(?:co|com|org|net|ac|gov|edu|ne|or|go|gv|example)$/;

/** The organisation of a host: its last two labels, three under a suffix-like second level. */
export function orgOf45(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  const n = labels.length;
  if (n >= 3 && SUFFIX_SLD45.test(labels[n - 2] as string)) return labels.slice(-3).join(".");
  return labels.slice(-2).join(".");
}

/** The host of the address or URL that ends at or spans `at` in `text` (its "@"'s domain), or null. */
export function hostAt45(text: string, at: number): string | null {
  const from = text.lastIndexOf("@", at + 1);
  if (from < 0 || at - from > 80) return null;
  const m = /[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?){1,8}/iy;
  m.lastIndex = from + 1;
  return m.exec(text)?.[0] ?? null;
}

/**
 * Whether the host `host`, named in `text` within [`from`, `to`) (the address read), belongs to an organisation the
 * text names elsewhere: at two places or more on other lines.
 */
export function ownOrg45(text: string, host: string, from: number, to: number): boolean {
  const org = orgOf45(host);
  if (!org.includes(".")) return false;
  const lineStart = text.lastIndexOf("\n", from) + 1;
  const nl = text.indexOf("\n", from);
  const lineEnd = nl < 0 ? text.length : nl;
  let others = 0;
  let n = 0;
  HOST45.lastIndex = 0;
  for (const m of text.matchAll(HOST45)) {
    if (++n > 400) break;
    const start = m.index as number;
    // the address read itself
    if (start < to && start + m[0].length > from) continue;
    if (orgOf45(m[1] as string) !== org) continue;
    // (the address's own line is its record: the record's author may be the one who orders)
    if (start >= lineStart && start < lineEnd) continue;
    if (++others >= 2) return true;
  }
  return false;
}

/** How many hosts of `text` (addresses and URLs) belong to the organisation `org`, counted up to `cap`. */
function orgCount45(text: string, org: string, cap: number): number {
  let n = 0;
  let seen = 0;
  for (const m of text.matchAll(HOST45)) {
    if (++seen > 400 || n >= cap) break;
    if (orgOf45(m[1] as string) === org) n++;
  }
  return n;
}

/**
 * Whether the organisation of `host`, an address of a sentence's act, is the data's own: named twice in the rest of
 * the text (`rest`, the text without the act's sentence; the sentence's own record does not count).
 */
export function orgNamed45(host: string, rest: string): boolean {
  const org = orgOf45(host);
  if (!org.includes(".")) return false;
  return orgCount45(rest, org, 2) >= 2;
}

/**
 * Accept check of `exfil.send-to`: false when the match sends to an e-mail address whose organisation the text names
 * elsewhere (a task beside the records: "send the report to security@quenby.example.com" under a log of
 * `…@quenby.example.com` users), true otherwise (a URL, a place word, an address the text never names again).
 */
export function notOwnOrgRecipient45(text: string, index: number, match: string): boolean {
  const at = match.lastIndexOf("@");
  if (at < 0) return true;
  const host = hostAt45(text, index + at);
  if (!host) return true;
  return !ownOrg45(text, host, index + at, index + at + 1 + host.length);
}

/** Whether the e-mail address `address`, first found in `text` from `from` on, is of the data's own organisation. */
export function ownAddress45(text: string, address: string, from: number): boolean {
  const p = text.indexOf(address, Math.max(0, from - 200));
  const at = address.lastIndexOf("@");
  if (p < 0 || at < 0) return false;
  const host = address.slice(at + 1);
  return ownOrg45(text, host, p + at, p + address.length);
}

/** an e-mail address in a sentence */
const ADDRESS45 = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}/gi;

/**
 * Whether a carrier sentence's destination (`place`, DESTINATION's match in `near`) is only addresses of the data's
 * own organisation: the match is an e-mail address, and every address of the sentence is the data's own.
 */
export function ownDestination45(near: string, place: RegExpExecArray, own: (address: string) => boolean): boolean {
  if (!place[0].includes("@")) return false;
  const all = near.match(ADDRESS45) ?? [];
  return all.length > 0 && all.length <= 8 && all.every(own);
}

/** Whether `sentence` names e-mail addresses (one to eight) and every one is of the data's own organisation. */
export function ownAddressesOnly45(sentence: string, own: (address: string) => boolean): boolean {
  const all = sentence.match(ADDRESS45) ?? [];
  return all.length > 0 && all.length <= 8 && all.every(own);
}
