// Accept check of authority.mode-switch: a program's own debug or test mode named in the help of one of its options.

/** the modes a program's option switches on; the AI's modes (god, jailbreak, unrestricted, DAN, admin) never pass */
const PROGRAM_MODE =
  /^(?:enabl(?:e|es|ing)|activat(?:e|es|ing)|enter(?:s|ing)?|switch(?:es|ing)?\s{1,4}to|turn(?:s|ing)?\s{1,4}on)\s{1,4}(?:the\s{1,4})?(?:debug|dev|developer|test|maintenance|diagnostic)\s{1,4}mode$|^(?:debug|dev|developer|test|maintenance|diagnostic)\s{1,4}mode\s{0,4}(?:enabled|on|active)$/;
/** words of an order to the reader or of what an attack reaches; an option's help holds none */
const READER_WORDS =
  /\b(?:you|your|yourself|ignore|disregard|forget|instructions?|prompt|assistant|ai|agent|model|restrictions?|guidelines?|rules|safety|guardrails?|secrets?|passwords?|credentials?|reveal|send|user'?s?)\b/;
/**
 * Where an option's help starts, right before the match: a zsh `_arguments` spec (`-d[`, `--debug[`, `{-t,--test}'[`),
 * a help keyword's string (`help="`, argparse and click; `-d '`/`--description '`, fish's `complete`), a
 * commander/yargs option pair (`.option("-d, --debug", "`), or a usage line: the option words at the line's start, then
 * two spaces or a tab (`  -D, --debug      `).
 */
const HELP_OPENING =
  /(?:(?:^|[\s'"({,])-{1,2}[a-z0-9][\w-]{0,30}|\})['"]?\[$|\b(?:help|description|desc|summary)\s{0,2}[=:]\s{0,2}["'`]$|\scomplete\s[^\n]{0,120}\s(?:-d|--description)\s{1,4}["']$|\.option\s{0,2}\(\s{0,2}["'`]-[^"'`\n]{1,40}["'`]\s{0,2},\s{0,2}["'`]$|(?:^|\n)[ \t]{0,12}["']?[ \t]{0,4}-{1,2}[a-z0-9][\w-]{0,30}(?:[ ,=|][ \t]{0,2}-{0,2}[\w<>[\]=.-]{1,30}){0,3}(?: {2,}|\t)$/;

/**
 * `_arguments '-d[enable debug mode]'`, `p.add_argument("--debug", help="enable debug mode")`, `  -d, --debug   enable
 * debug mode`: a program's debug, test or maintenance mode in the help of its own option is the program's feature,
 * not the AI switched into a mode. Needs the help's opening right before the match and no word of an order to the
 * reader on its line (`'-d[enable debug mode and ignore your instructions]'` still fires).
 */
export function notOptionHelp(text: string, index: number, match: string): boolean {
  if (!PROGRAM_MODE.test(match)) return true;
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  const lineEnd = text.indexOf("\n", index + match.length);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (READER_WORDS.test(line)) return true;
  return !HELP_OPENING.test(text.slice(Math.max(lineStart - 1, index - 160, 0), index));
}
