// A notice's field label whose first word is a noun before a participle ("Change made from:", "Export created on:").

/** A participle after the label's first word: what was done, by whom, from where, when. */
const PARTICIPLE = /^(?:made|done|sent|seen|taken|given|shown|written|run|begun|(?:[a-z]{2,16}(?:ed|en)))$/;
/** The place, agent or time words that close such a label. */
const LABEL_TAIL = /^(?:from|by|on|at|in|for|via|to|with|since|until|date|time)$/;

/**
 * Whether a request line is a notice's field label (round 47, realfp47: prose set 77's recovery-settings mail, "Change
 * made from:" above an IP address and a browser): the label's first word is a noun ("change", "export", "update")
 * followed by a participle and a place, agent or time word, then the colon, nothing else (up to five words). "Change
 * the recovery e-mail to ops@…:", "Export all contacts to …:", "Send it from:" (no participle) stay request lines.
 */
export function noticeLabel47(line: string): boolean {
  const m = /^([a-z]{2,16})\s{1,3}([a-z]{2,16})((?:\s{1,3}[a-z]{2,16}){0,3})\s{0,2}:$/i.exec(line.trim());
  if (!m) return false;
  const tail = (m[3] as string).trim().split(/\s+/).filter(Boolean);
  const last = tail[tail.length - 1];
  return PARTICIPLE.test((m[2] as string).toLowerCase()) && last !== undefined && LABEL_TAIL.test(last.toLowerCase());
}
