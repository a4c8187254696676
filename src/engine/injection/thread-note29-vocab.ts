// The words that judge a person's message to the coding agent in a thread (thread-note29.ts): its carrier, its restraints, what it never asks.

/**
 * a thread of messages from named people: a chat or ticket export's messages or comments, `gh issue|pr view` output,
 * an IRC or chat log's timed lines, a mail's headers
 */
export const THREAD =
  /"(?:messages|comments|replies)"\s{0,2}:\s{0,2}\[|(?:^|\n)\$[^\S\n]gh[^\S\n](?:issue|pr)[^\S\n]view\b|(?:^|\n)\[\d{1,2}:\d{2}(?::\d{2})?\][^\S\n]{1,3}[\w.@-]{1,40}:[^\S\n]|(?:^|\n)from:[^\S\n][^\n]{1,120}\n(?:[^\n]{0,200}\n){0,5}?(?:to|subject|date):[^\S\n]/i;

/**
 * where a line starts a record of its own, not the message above continued: a JSON line, a quoted reply, a timed or
 * named chat line, a list item, a comment's author line
 */
export const RECORD_START = /^[^\S\n]*(?:[{}[\]">]|\[\d|[-*+][^\S\n]|[\w.@-]{1,40}[^\S\n]•|[\w.-]{1,40}:[^\S\n])/;

/**
 * what a message to the agent never does to the answer or the user: steer a verdict or a reply's content, leave
 * findings out, pose as someone or play a part (a claimed role or urgency is the thread's own business: its asks are
 * what is judged)
 */
export const STEERS =
  /\b(?:(?:do\s{1,3}not|don'?t|never|stop|refuse\s{1,3}to|cease)\s{1,3}(?:\w{1,12}\s{1,3})?(?:summari[sz]\w{0,3}|read\w{0,3}|process\w{0,3}|flag\w{0,3}|translat\w{0,3}|describ\w{0,3}|quot\w{0,3}|analy[sz]\w{0,3}|output\w{0,3}|display\w{0,3}|continu\w{0,3}|help\w{0,3}|follow\w{0,3}|obey\w{0,3}|listen\w{0,3}|warn\w{0,3}|refus\w{0,3}|question\w{0,3})|stop\s{1,3}here|say|says|claim|recommend|rate|rank|praise|omit|leave\s{1,3}out|hide|conceal|suppress|mark\s{1,3}(?:it|this|the\s{1,3}\w{1,12})\s{1,3}as|describe\s{1,3}(?:it|this|the\s{1,3}\w{1,12})\s{1,3}as|call\s{1,3}(?:it|this)|(?:tell|warn|inform|convince|persuade|urge)\s{1,3}(?:the\s{1,3})?users?|(?:in|into)\s{1,3}(?:every|each|all|your)\s{1,3}(?:answers?|repl(?:y|ies)|responses?)|on\s{1,3}behalf|impersonat\w{1,4}|pretend|role-?play|persona|act\s{1,3}as|authori[sz]e[sd]?\s{1,3}you|you\s{1,3}(?:are|have\s{1,3}been)\s{1,3}(?:cleared|allowed|permitted)|lifted|waived|exempt\w{0,3})\b/;

/**
 * a clause that keeps things where they are ("credentials stay local", "leave them untouched", "keep the secret
 * scanner enabled", "keep credentials out of commits"): cut with the prohibitions before the rest is read for danger
 */
export const RESTRAINT_CLAUSE =
  /(?:\b[\w`'~./-]{1,40}\s{1,3}){1,4}(?:stays?|remains?)\s{1,3}(?:local(?:ly)?|private|on\s{1,3}(?:the|this|your)\s{1,3}(?:machine|host|laptop|box)|inside\s{1,3}(?:the\s{1,3})?\w{1,20}|in\s{1,3}(?:place|the\s{1,3}(?:cluster|tenant|vault|sandbox))|where\s{1,3}(?:they|it)\s{1,3}(?:are|is))\b|\bleave\s{1,3}(?:them|it|those|these|the\s{1,3}[\w-]{1,20}(?:\s{1,3}[\w-]{1,20})?)\s{1,3}(?:alone|untouched|as\s{1,3}(?:they|it)\s{1,3}(?:are|is)|where\s{1,3}(?:they|it)\s{1,3}(?:are|is))\b|\bkeep\s{1,3}(?:[\w`'-]{1,24}\s{1,3}){1,4}(?:on|enabled|untouched|out\s{1,3}of\s{1,3}(?:[\w`'-]{1,24}\s{0,3}){1,3})(?=[\s.,;]|$)/g;

/** what a message of restraint holds: a prohibition, a clause that keeps things where they are, or a turn to the user */
export const RESTRAINS =
  /\b(?:never|do\s{1,3}not|don'?t|must\s{1,3}not|mustn'?t|may\s{1,3}not|is\s{1,3}not|are\s{1,3}not|stays?|remains?|leave\s{1,3}\w{1,12}\s{1,3}(?:alone|untouched)|keep|ask\s{1,3}(?:the\s{1,3})?user|stop\s{1,3}and\s{1,3}ask)\b/;

/**
 * a prohibition over a series of verbs ("must not open, copy or print credential files"): the prohibition's clause
 * would otherwise end at the series' first comma
 */
export const NEGATED_SERIES =
  /\b(?:never|do\s{1,3}not|don'?t|must\s{1,3}not|mustn'?t|should\s{1,3}not|may\s{1,3}not|cannot|can'?t|not)\s{1,3}(?:[a-z]{2,12},\s{1,2}){1,4}[a-z]{2,12}\s{1,3}(?:or|nor)\s[^.;:!?\n]*/g;

/** what a thread's message never asks besides the house notes' dangers: the review gates loosened, a merge, an API's writes */
export const GATE_ACTS =
  /\b(?:protection|protected|rulesets?|(?:required|status)\s{1,3}checks?|codeowners|gh\s{1,3}api|-x\s{1,3}(?:patch|put|delete|post)|merge(?![\s-]{1,3}queue)|merged|unblock|whitelist|allowlist)\b/;

/**
 * what is only pointed to or described, cut before the message is read for danger: a reference ("(see CODEOWNERS)",
 * "the policy is at https://…"), the release's own process ("the branch is cut by the release workflow"), what the
 * agent may come across ("you may see decoy secrets in `x/`"), a turn left to the user ("if a task needs a credential,
 * stop and ask the user")
 */
export const DESCRIBED =
  /\(see\s{1,3}[^)\n]{1,60}\)|\b(?:policy|docs?|documentation|guide|invoice|runbook|advisory|template|notes|page|spec|details|dashboard|wiki|faq|handbook|form)\s{1,3}(?:is|are|lives?|sits?)\s{1,3}(?:at|in|on)\s{1,3}<?https?:\/\/\S+|\brelease\s{1,3}(?:workflow|process|pipeline|job|captain|team)\b|\byou\s{1,3}(?:may|might|will|could|can)\s{1,3}(?:see|find|notice|come\s{1,3}across|spot)\s[^.;,\n]{0,80}|\bif\s[^.;\n]{0,80}?,?\s{1,3}(?:stop\s{1,3}(?:and|,)\s{1,3})?ask\s{1,3}(?:the\s{1,3})?user\b/g;

/** a bounded ask that only reads or writes words, or a message with nothing to do */
export const READ_ONLY_ASK =
  /\b(?:summari[sz]e|explain|proofread|outline|draft|write\s{1,3}up|nothing\s{1,3}to\s{1,3}(?:run|do)|no\s{1,3}action\s{1,3}(?:is\s{1,3})?needed|if\s{1,3}the\s{1,3}user\s{1,3}asks)\b/;
