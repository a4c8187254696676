// Readings of real agent files that are ordinary work, not orders (writefp30): items under a prohibition label, first match not excused.

/** A prohibition's label: "**DO NOT**:", "Never:", "❌ Don't:", "Avoid:", "Must not:", "Anti-patterns:". */
const PROHIBITION_WORD = String.raw`(?:do\s{1,3}not|don[''’]?t(?:s)?|never|avoid|must\s{1,3}not|forbidden|prohibited|not\s{1,3}allowed|anti-?patterns?|what\s{1,3}not\s{1,3}to\s{1,3}do)`;
const LINE_LABEL = new RegExp(
  String.raw`^\s{0,3}(?:[-*+]\s{1,3})?(?:(?:❌|🚫|⛔)\uFE0F?\s{0,2})?(?:\*\*|__)?${PROHIBITION_WORD}(?:\*\*|__)?\s{0,3}(?:\*\*|__)?:(?:\*\*|__)?\s`,
  "i",
);
/** another label later on the line ("**DO**:") ends the prohibition's reach */
const OTHER_LABEL = /(?:\*\*|__)[A-Za-z][^*_\n]{0,30}(?:\*\*|__)\s{0,3}:/;
/** a heading line: Markdown `#`, a bold line of its own, or a short "Word:" line */
const HEADING =
  /^\s{0,3}(?:#{1,6}\s{1,3}(.{1,60})|(?:\*\*|__)([^*_\n]{1,40})(?:\*\*|__):?|([A-Za-z][A-Za-z' ]{1,30}):)\s*$/;
const PROHIBITION_TITLE = new RegExp(
  String.raw`^(?:(?:❌|🚫|⛔)\uFE0F?\s{0,2})?(?:things\s{1,3}to\s{1,3})?${PROHIBITION_WORD}\b[^\n]{0,30}$`,
  "i",
);
const LIST_ITEM = /^\s{0,6}(?:[-*+]|\d{1,2}[.)])\s{1,3}/;

/**
 * The order at `at` is one of the items a prohibition label heads: on the same line after "**DO NOT**:" ("**DO NOT**:
 * Trust the summary. Accept their reading without checking."), or a list item under a "## Never" / "Don'ts:" heading.
 * The same items under "**DO**:", "## Steps" or "## Fast path" are orders.
 */
export function underProhibitionLabel(content: string, at: number): boolean {
  const lineStart = content.lastIndexOf("\n", at - 1) + 1;
  const line = content.slice(lineStart, at);
  const label = LINE_LABEL.exec(line);
  if (label) return !OTHER_LABEL.test(line.slice(label[0].length));
  if (!LIST_ITEM.test(line)) return false;
  // the nearest heading above, within 1,500 characters, if every line between is a list item, its continuation or blank
  const lines = content
    .slice(Math.max(0, lineStart - 1500), lineStart)
    .split("\n")
    .reverse();
  for (const l of lines) {
    const h = HEADING.exec(l);
    if (h) return PROHIBITION_TITLE.test((h[1] ?? h[2] ?? h[3] ?? "").trim());
    if (l.trim() !== "" && !LIST_ITEM.test(l) && !/^\s{2,}\S/.test(l)) return false;
  }
  return false;
}

/**
 * The first match of `re` that is an order: null as soon as one is `cleared` (the reader's old rule: the first match
 * forbidden or quoted clears the class), past the ones `skipped` (an option's description names the phrase, it does
 * not order it), at most 16 looked at.
 */
export function firstOrderMatch(
  re: RegExp,
  content: string,
  cleared: (m: RegExpExecArray) => boolean,
  skipped: (m: RegExpExecArray) => boolean,
): RegExpExecArray | null {
  const all = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  for (let n = 0, m = all.exec(content); m !== null && n < 16; n++, m = all.exec(content)) {
    if (m[0] === "") all.lastIndex++;
    if (cleared(m)) return null;
    if (!skipped(m)) return m;
  }
  return null;
}

/**
 * `curl -s -f \` (fail on HTTP errors), `curl -D headers.txt` (dump the headers): the send pattern reads letters
 * without case, so `-f` passes for `-F` (a form upload) and `-D` for `-d` (data). A network command whose match holds no
 * send flag in its own case sends nothing; `-F file=@…`, `-d @-`, `--data`, `-T` and `--upload-file` still send.
 */
export function caseBlindSend(match: string): boolean {
  return /^(?:curl|wget|nc|ncat)\b/i.test(match) && !/-d\b|--data|-F\b|-T\b|--upload|[\s=]@\S|--post/.test(match);
}
