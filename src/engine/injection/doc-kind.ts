// The kind of a document by its structure: a man page, a changelog or an agent prompt (never by its words about attacks).

export type DocKind = "man" | "changelog" | "agent-prompt";

/** roff requests at line start (`.TH`, `.SH`, `.TP`, `.B` …) and mdoc's (`.Dd`, `.Nm`, `.Fl` …); the text is lowercased */
const ROFF = /^\.(?:th|sh|ss|tp|pp|lp|ip|hp|b|i|br|bi|ib|ir|ri|rs|re|nf|fi|sp|in|ti|dd|dt|nm|nd|fl|ar|op|it|bl|el)\b/gm;
/** a rendered man page's section headings on lines of their own */
const MAN_HEADING = /^(?:name|synopsis|description|options|files|environment|exit status|see also|bugs|authors?)\s*$/gm;
/** a Debian changelog entry (`pkg (1.2-3) unstable; urgency=low`), its trailer (` -- Name <mail>  Date`), a release heading */
const CHANGELOG =
  /^[a-z0-9][a-z0-9.+-]{0,60} \([^()\n]{1,40}\) [a-z0-9 -]{1,40}; urgency=|^ -- [^<\n]{1,80}<[^>\n]{1,80}> |^#{1,3} \[?v?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?/gm;

/**
 * a skill, subagent or command file: YAML front matter opening the text with a `name:` and a `description:` (SKILL.md,
 * agents/*.md, .claude/commands): its author's instructions to the agent that loads it
 */
const AGENT_FRONT_MATTER =
  /^---[^\S\n]*\n(?:[^\n]{0,400}\n){0,30}?name:[^\n]{1,120}\n(?:[^\n]{0,2000}\n){0,30}?---[^\S\n]*\n/;
const HAS_DESCRIPTION = /^description:/m;

function count(re: RegExp, text: string, enough: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < enough && re.exec(text)) n++;
  return n;
}

/**
 * The kind of `text` (the normalised, lowercased main view), or null for prose, mail, pages, code and other data.
 * Source code is no kind here: instructions hidden in its comments keep their weight (its literals are quoted already).
 */
export function docKind(text: string): DocKind | null {
  if (count(ROFF, text, 8) >= 8 || count(MAN_HEADING, text, 3) >= 3) return "man";
  if (count(CHANGELOG, text, 3) >= 3) return "changelog";
  if (text.startsWith("---")) {
    const front = AGENT_FRONT_MATTER.exec(text.slice(0, 8000));
    if (front && HAS_DESCRIPTION.test(front[0])) return "agent-prompt";
  }
  return null;
}
