// Audited values inside a rule prompt: one line, no fence markers, and visibly quoted where one would begin a line.

const OPEN = "\uE000";
const CLOSE = "\uE001";
// every line break JS, Unicode or a terminal knows, plus the marker characters themselves
const BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
const MARKERS = /[\uE000\uE001]/g;

/**
 * One line of audited text: line breaks become " ⏎ ", fence-like runs of < or > become ‹‹‹ / ›››, so the value cannot
 * start a line of its own nor pose as the end of the fence. The full original is always in the fenced material.
 */
export function inlineValue(s: string): string {
  return s
    .replace(MARKERS, "")
    .replace(BREAKS, " ⏎ ")
    .replace(/<{3,}/g, (m) => "‹".repeat(m.length))
    .replace(/>{3,}/g, (m) => "›".repeat(m.length))
    .replace(/⟦/g, "[")
    .replace(/⟧/g, "]");
}

/** Marks where an interpolated value begins and ends (private-use characters, resolved after rendering). */
export function markValue(s: string): string {
  return s.length === 0 ? s : `${OPEN}${s}${CLOSE}`;
}

export function unmarkValue(s: string): string {
  return s.replace(MARKERS, "");
}

/**
 * Drops the marks; a value that starts a line (only spaces before it) is wrapped in ⟦…⟧, so the auditor reads it as
 * quoted material and never as a line of the rule's own text.
 */
export function resolveMarks(text: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const open = text.indexOf(OPEN, at);
    if (open < 0) break;
    const close = text.indexOf(CLOSE, open + 1);
    if (close < 0) break;
    const before = text.slice(at, open);
    out += before;
    const value = text.slice(open + 1, close).replace(MARKERS, "");
    out += startsLine(out) ? `⟦${value}⟧` : value;
    at = close + 1;
  }
  return (out + text.slice(at)).replace(MARKERS, "");
}

function startsLine(prefix: string): boolean {
  for (let i = prefix.length - 1; i >= 0; i--) {
    const c = prefix[i];
    if (c === "\n") return true;
    if (c !== " " && c !== "\t") return false;
  }
  return true;
}
