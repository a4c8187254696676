// A value's backquoted commands written as `$(…)` where it lands inside another backquoted command, so the two nest.

// (round 43, realfp43: crm_report's `end_test=`expr $start_test + 1`` after `start_test=`echo … | awk …``: spliced
// as written, the two backquote pairs cut each other and the tokenizer read the rest of the script shifted by one)

/** `` a`b`c `` → `a$(b)c`; an escaped backquote (`\``) is the inner command's own and stays; unpaired, unchanged. */
export function backquotesAsParens(value: string): string {
  if (!value.includes("`")) return value;
  let out = "";
  let open = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === "\\" && i + 1 < value.length) {
      out += c + value[i + 1];
      i++;
    } else if (c === "`") {
      out += open ? ")" : "$(";
      open = !open;
    } else out += c;
  }
  return open ? value : out;
}

/**
 * Whether each of a run of increasing offsets of `text` lies inside an open backquote (unescaped backquotes before
 * it are odd); one pass over the text for all the offsets asked (asked out of order, the answer is false).
 */
export function backquoteDepth(text: string): (at: number) => boolean {
  let pos = 0;
  let open = false;
  return (at: number): boolean => {
    if (at < pos) return false;
    for (; pos < at && pos < text.length; pos++) {
      const c = text[pos];
      if (c === "\\") pos++;
      else if (c === "`") open = !open;
    }
    return open;
  };
}
