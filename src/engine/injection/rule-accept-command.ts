// Accept check for a slash command's or a skill's own section headed "Instructions for <AI>": the template that runs it.

/** how far into a section its steps are read; a longer section is not read as a template (its tail could hide a reach) */
const SECTION_REACH = 8000;
/** how far after the heading the invocation that opens the section is looked for */
const OPENING = 160;
/** the match is a heading: "## Instructions for Claude", "### Instructions for the assistant" (markdown levels 1–6) */
const HEADING = /^\s{0,4}(#{1,6})[ \t]{0,4}(?:message|instructions?|hint)\b/;
/**
 * the section opens with the invocation it runs under: "When this command is invoked:", "When `/refactor-analyze` is
 * invoked, …", "When this skill is used:", "Once this command runs" — a template's own trigger, not a reader's text
 */
const INVOKED =
  /^\s{0,8}(?:\*\*)?(?:when|whenever|once|after|if)\s{1,4}(?:this\s{1,4}(?:slash\s{1,4})?(?:command|skill|workflow|prompt)|the\s{1,4}(?:slash\s{1,4})?(?:command|skill)|`?\/[a-z][\w:-]{1,40}`?(?:\s{1,4}(?:command|skill))?)\s{1,4}(?:is\s{1,4}|gets\s{1,4})?(?:invoked|runs?|called|used|triggered|activated|executed|started)\b/;
/** a slash command's title anywhere before the section: "# /orchestration-settings - Parallel & Compacting …" */
const COMMAND_TITLE = /(?:^|\n)[ \t]{0,3}#[ \t]{1,3}\/[a-z][\w:-]{1,40}(?:\s|$)/;
/**
 * what no command template needs from the model that runs it: a secret, a send, a download or an outside link, an
 * override of the user, concealment, a destructive act, money — with any of these the heading is an order after all
 */
const REACH =
  /\b(?:secrets?|passwords?|passphrases?|credentials?|api[\s_-]?keys?|access[\s_-]?keys?|private[\s_-]?keys?|(?:auth|access|bearer|npm|github|gh)[\s_-]?tokens?|id_rsa|id_ed25519|keychain|cookies?|send|sends|upload\w*|forward\w*|exfiltrat\w*|webhooks?|curl|wget|gist|pastebin|ignore|disregard|override|overrides|bypass\w*|silently|secretly|quietly|conceal\w*|subscriptions?|payments?|purchase|renew\w*|delete\w*|wipe|force[\s-]push)\b|\b(?:post|report|share|submit|copy|paste)\s{1,4}(?:\w{1,16}\s{1,4}){0,4}to\s{1,4}(?:https?:|[\w-]{1,30}\.[a-z]{2,})|https?:\/\/|(?:^|[\s`"'(])(?:~\/|\$home\/)?\.(?:ssh|env|aws|npmrc|netrc|pypirc|docker\/config|kube|gnupg)\b|\bhide\s{1,4}(?:this|it|them|the\s{1,4}\w{1,16})\s{1,4}from\b|\bkeep\s{1,4}(?:this|it)\s{1,4}(?:hidden|secret)\b|\b(?:do\s{1,4}not|don'?t|never)\s{1,4}(?:tell|mention|inform|show|reveal\s{1,4}this\s{1,4}to)\b|\bwithout\s{1,4}(?:telling|asking|informing|confirm\w*)\b|\|\s{0,4}(?:ba|z)?sh\b|\brm\s{1,4}-\w*r/;

/**
 * True when `match` (addressed.note-to-ai) heads a slash command's or a skill's own section — the section opens with
 * its invocation ("When this command is invoked:", "When `/x` is invoked") or the file is titled "# /command" — and
 * nothing in the section reaches a secret, a send, a download, an outside link, an override, concealment, deletion
 * or money. Such a heading is the template's, read by the model that runs the command; a planted "## Instructions for
 * the AI" on a page, or a template's section that sends `.env` out, still fires.
 */
export function commandTemplateSection(text: string, index: number, match: string): boolean {
  const heading = HEADING.exec(match);
  if (!heading) return false;
  const level = heading[1].length;
  const start = index + match.length;
  const rest = text.slice(start, start + SECTION_REACH + 1);
  // the section runs to the next heading of the same or a higher level
  const next = new RegExp(String.raw`\n[ \t]{0,3}#{1,${level}}[ \t]`).exec(rest);
  const section = next ? rest.slice(0, next.index) : rest;
  if (section.length > SECTION_REACH) return false;
  const body = section.replace(/^[^\n]*/, "");
  const opensInvoked = INVOKED.test(body.slice(0, OPENING));
  if (!opensInvoked && !COMMAND_TITLE.test(text.slice(0, index))) return false;
  return !REACH.test(section);
}
