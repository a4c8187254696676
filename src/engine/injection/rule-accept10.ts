// Accept checks of round 10 (real files): a tag that is one name in a list of tags names it, it opens nothing.

/** a role or control tag as the prose rules match it: `<system>`, `</user>`, `[SYSTEM]`, `[/INST]`, `<|im_start|>` */
const TAG_TOKEN = /<\|[a-z_]{1,24}\|>|<\/?[a-z_][\w -]{0,23}>|\[\/?[a-z_][\w ]{0,23}\]/g;
/**
 * what stands between two tags of one list: a separator (comma, semicolon, slash, bar, "or", "and", an ellipsis) with
 * spaces, quotes or backticks around it. Tags with nothing between them (`<div><system>`) are nested markup, no list.
 */
const TAG_GAP = /^[\s`'"]{0,4}(?:[,;/|]|or|and|\.\.\.|…)[\s`'"]{0,4}$/;
/** how far on the match's line the list is read, either side */
const TAG_REACH = 240;
/** tags in a row that make a list of names */
const MIN_TAG_LIST = 3;

/**
 * False when the matched tag is one of three or more tags in a row on its line, joined only by separators (`XML-style
 * tags: <system>, </system>, <user>, <assistant>`; `[SYSTEM], [USER], [/SYSTEM]`; "roles <|system|>, <|user|> and
 * <|assistant|>"): a guard's pattern comment, a chat template's docs or a delimiter option names the tags. A fake tag
 * opens a block of orders and stands alone, or with its closing tag around the orders.
 */
export function notTagList(text: string, index: number, match: string): boolean {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  let lineEnd = text.indexOf("\n", index);
  if (lineEnd < 0) lineEnd = text.length;
  const from = Math.max(lineStart, index - TAG_REACH);
  const window = text.slice(from, Math.min(lineEnd, index + match.length + TAG_REACH));
  const at = index - from;
  let run = 0;
  let prevEnd = -1;
  let holds = false;
  TAG_TOKEN.lastIndex = 0;
  for (let m = TAG_TOKEN.exec(window); m !== null; m = TAG_TOKEN.exec(window)) {
    const joined = prevEnd >= 0 && TAG_GAP.test(window.slice(prevEnd, m.index));
    if (!joined) {
      if (holds && run >= MIN_TAG_LIST) return false;
      run = 0;
      holds = false;
    }
    run++;
    if (m.index <= at && at < m.index + m[0].length) holds = true;
    prevEnd = m.index + m[0].length;
  }
  return !(holds && run >= MIN_TAG_LIST);
}
