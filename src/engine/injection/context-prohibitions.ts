// Lines under a prohibiting label ("**MUST NOT:**", "Never:", "### Don'ts") name what is forbidden, they order nothing.

/**
 * a label that forbids what follows it: its words are a prohibition ("MUST NOT", "Never", "Don't", "Avoid",
 * "Anti-patterns", "❌"), and it is a heading, a bold label or a word ending in a colon; plain "Never delete …" is a
 * sentence (the order readers' own negation reads it)
 */
const PROHIBITING_LABEL =
  /^\s{0,3}(#{1,6}\s{1,3})?(?:[-*+]\s{1,3})?(\*\*|__)?\s{0,2}(?:❌|🚫|⛔)?\s{0,2}(?:must\s{1,3}not|mustn't|never(?:\s{1,3}do)?|do\s{1,3}not|don['’]?ts?|avoid|forbidden|prohibited|not\s{1,3}allowed|anti-?patterns?|what\s{1,3}not\s{1,3}to\s{1,3}do)\s{0,2}(:?\s{0,2}(?:\*\*|__)?\s{0,2}:?)/i;
/** a list item */
const ITEM = /^\s{0,8}(?:[-*+•]|\d{1,2}[.)])\s/;

/**
 * The lines of `lines` (by index) that a prohibiting label governs: the label's own line when it goes on after the
 * label ("**Never**: leave code broken, delete failing tests"), and the list items right under a label that stands
 * alone ("**MUST NOT:**\n- Skip tests without explanation"), up to the first line that is no list item. "**Always**:
 * delete failing tests" and items after the list has ended are not governed.
 */
export function prohibitedLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  let open = false;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    const m = PROHIBITING_LABEL.exec(line);
    const rest = m ? line.slice(m[0].length).trim() : "";
    // a label: a heading alone on its line, or a colon or a closing bold mark after the words
    const isLabel = m !== null && ((m[1] !== undefined && rest === "") || m[3].includes(":") || m[2] !== undefined);
    if (isLabel) {
      if (rest === "") open = true;
      else {
        out.add(k);
        open = false;
      }
      continue;
    }
    if (open && ITEM.test(line)) out.add(k);
    else open = false;
  }
  return out;
}
