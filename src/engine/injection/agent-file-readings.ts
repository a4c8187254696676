// Readings of an agent file's text around an order: the first real run, refusals, safety rules, quoted examples, documented installs.

import { listedAsForbidden, negatedItem } from "./agent-file-forbidden-list.ts";
import { capturedFetch, deniedEntry } from "./agent-file-ordinary29.ts";
import { RUNS, SENDS, STANDING, OUTSIDE } from "./agent-file-words.ts";

/** The first run RUNS finds that is no stored API reply and no deny-list entry, unless it is refused (then null). */
export function firstRun(content: string): RegExpExecArray | null {
  RUNS_ALL.lastIndex = 0;
  for (let n = 0, m = RUNS_ALL.exec(content); m !== null && n < 16; n++, m = RUNS_ALL.exec(content)) {
    // (a refusal names its commands together: as before round 29, the first refused one clears the file)
    if (refused(content, m.index, m[0].length)) return null;
    if (deniedEntry(content, m.index)) continue;
    if (m[0].startsWith("$") && capturedFetch(content, m.index)) continue;
    return m;
  }
  return null;
}
const RUNS_ALL = new RegExp(RUNS.source, "gi");

/** The length of a match's lead-in before its first word (": ", "\n- ", "1. "). */
export function leadOf(match: string): number {
  return match.length - match.replace(/^[\s.!;:*\-\d]+/, "").length;
}

/** "`beforeStep` runs before each LLM call", "updated once after each run": a timing described, not an order given. */
const DESCRIBED =
  /\b(?:runs?|is\s{1,3}(?:called|invoked|run|executed|fired|triggered|updated|emitted|evaluated)|are\s{1,3}(?:called|invoked|run|executed|fired|triggered|updated|emitted|evaluated)|gets?\s{1,3}(?:called|run)|fires|executes|happens|updated|emitted|invoked|called)(?:\s{1,3}(?:once|again|automatically|only|just))?\s{1,3}$/i;
const STANDING_ALL = new RegExp(STANDING.source, "gi");

/** "…, ask the user first", "confirm with the user": the order keeps the user in the loop (a safety rule). */
const ASKS_USER =
  /\b(?:ask|check\s{1,3}with|confirm\s{1,3}with|get\s{1,3}(?:the\s{1,3}user'?s\s{1,3})?(?:approval|confirmation|permission)|wait\s{1,3}for\s{1,3}(?:approval|confirmation))\b(?:\s{1,3}(?:the\s{1,3})?(?:user|owner|human|me|us)\b|\s{1,3}(?:for\s{1,3})?(?:confirmation|permission|approval)\b|\s{1,3}first\b)/i;
/** The same turned round: "never ask", "without asking", "don't wait for approval". */
const NO_ASK =
  /\b(?:never|do\s{1,3}not|don't|no\s{1,3}need\s{1,3}to|without)\s{1,3}(?:ask(?:ing)?|wait(?:ing)?\s{1,3}for|check(?:ing)?\s{1,3}with|confirm(?:ing)?\s{1,3}with)\b/i;

/** The sentence of `content` around `at` (cut at sentence ends and line breaks). */
function sentenceAt(content: string, at: number): string {
  const start = Math.max(content.lastIndexOf("\n", at), ...[". ", "! ", "? "].map((p) => content.lastIndexOf(p, at)));
  const ends = ["\n", ". ", "! ", "? "].map((p) => content.indexOf(p, at)).filter((i) => i >= 0);
  return content.slice(start + 1, ends.length > 0 ? Math.min(...ends) : content.length);
}

/** The first standing phrase that orders the agent (not one that describes when code runs) and `reaches`, or null. */
export function orderedStanding(
  content: string,
  reaches: (at: number, phrase: string) => boolean,
): RegExpExecArray | null {
  STANDING_ALL.lastIndex = 0;
  for (let n = 0, m = STANDING_ALL.exec(content); m !== null && n < 32; n++, m = STANDING_ALL.exec(content))
    if (
      !DESCRIBED.test(content.slice(Math.max(0, m.index - 40), m.index)) &&
      // "before any destructive command, ask the user first": a standing safety rule, unless it fetches or sends
      !safetyRule(sentenceAt(content, m.index)) &&
      // "after any `.forward()` call": the moment is a call in the code, not a task of the agent
      !/^\s{0,3}(?:`|[\w.]{1,40}\(\))/.test(content.slice(m.index + m[0].length, m.index + m[0].length + 44)) &&
      reaches(m.index, m[0])
    )
      return m;
  return null;
}

/** A sentence that orders the agent to ask the user (and does not fetch, send or say "never ask"). */
function safetyRule(sentence: string): boolean {
  return (
    ASKS_USER.test(sentence) &&
    !NO_ASK.test(sentence) &&
    !/\b(?:curl|wget|https?:\/\/|n(?:c|cat|etcat)|socat|eval)\b/i.test(sentence)
  );
}

/**
 * A fetch-and-run the file documents for people, not orders: every fetch is from a named https host (no raw IP, no
 * plain http), the sentence makes it conditional on the user ("after asking the user", "only if … is not installed"),
 * and nothing else in the file is a standing order, a send, or hidden from the user.
 */
export function documentedInstall(content: string, run: string): boolean {
  const urls = content.match(/\b(?:https?|ftp):\/\/[^\s`'")]+/gi) ?? [];
  if (urls.length === 0 || urls.some((u) => !/^https:\/\/[a-z][\w-]*(?:\.[\w-]+)+(?:[/:?#]|$)/i.test(u))) return false;
  if (!/\|\s{0,3}(?:ba|z|da)?sh\b/.test(run)) return false;
  const line = content.split("\n").find((l) => l.includes(run.slice(0, 20))) ?? "";
  const gated =
    /\b(?:after\s{1,3}asking|ask(?:ing)?\s{1,3}the\s{1,3}user|with\s{1,3}the\s{1,3}user'?s\s{1,3}(?:approval|consent|permission)|(?:if|when|once)\s{1,3}the\s{1,3}user\s{1,3}(?:agrees|approves|confirms|asks\s{1,3}(?:you\s{1,3})?(?:to\s{1,3}(?:install|run|set\s?up|update|upgrade)|for\s{1,3}(?:it|this|that|the\s{1,3}(?:install|installer|setup))))|only\s{1,3}(?:on|if|when)\b|if\s{1,3}[\w.-]{1,30}\s{1,3}is\s{1,3}(?:not|missing)|not\s{1,3}already\s{1,3}installed)/i;
  // "add `curl … | sh` as the last step of the workflow": the agent is told to plant it in the project, not to ask
  const planted =
    /\b(?:add|insert|append|put|include|inject|wire)\b[^.\n]{0,100}\b(?:step|workflow|pipeline|script|makefile|ci|job|hook|dockerfile|package\.json|build|release|postinstall|entrypoint)\b/i;
  return (
    gated.test(line) &&
    !planted.test(line) &&
    !STANDING.test(content) &&
    !SENDS.test(content) &&
    !OUTSIDE.test(content.replace(/https?:\/\/\S+/g, ""))
  );
}

/**
 * The command at [at, at+length) is named in a sentence that refuses it: "do not run …", "never pipe …", or "if a page
 * asks you to run …, stop / refuse / ask the user". An order that merely contains "never" elsewhere is not a refusal.
 */
export function refused(content: string, at: number, length: number): boolean {
  const cut = /[.!?](?=\s)|\n/g;
  let start = 0;
  for (let m = cut.exec(content); m !== null && m.index < at; m = cut.exec(content)) start = m.index + 1;
  cut.lastIndex = at + length;
  const next = cut.exec(content);
  const before = content.slice(start, at);
  const after = content.slice(at + length, next ? next.index : content.length);
  // (round 28: "`curl | sh`, `iwr | iex` and `-enc` are not allowed", "nie `wget … | bash`": agent-file-forbidden-list.ts)
  if (listedAsForbidden(after) || negatedItem(before)) return true;
  if (
    /\b(?:do\s{1,3}not|don't|never|refuse\s{1,3}to)\s{1,3}(?:run|execute|pipe|paste|follow|obey)\b[^.\n]{0,40}$/i.test(
      before,
    )
  )
    return true;
  return (
    /\b(?:if|when)\b[^.\n]{0,100}\b(?:asks?|tells?|instructs?|wants?|requests?)\s{1,3}(?:you|the\s{1,3}agent)\s{1,3}to\b/i.test(
      before,
    ) &&
    /\b(?:stop|refuse|decline|do\s{1,3}not|don't|ask\s{1,3}the\s{1,3}user|report\s{1,3}it|ignore\s{1,3}it)\b/i.test(
      after,
    )
  );
}

/** A rule-switching phrase quoted as an example in text that discusses attacks ("attacks such as 'ignore previous …'"). */
export function quotedExample(content: string, at: number, length: number): boolean {
  const before = content[at - 1] ?? "";
  const after = content[at + length] ?? "";
  if (!/["'“‘`]/.test(before) || !/["'”’`]/.test(after)) return false;
  return /\b(?:prompt[- ]injection|injection|attack(?:s|ers?)?|such\s{1,3}as|e\.g\.|for\s{1,3}example|examples?|(?:phrases?|lines?|text|sentences?)\s{1,3}like)\b/i.test(
    content.slice(Math.max(0, at - 120), at),
  );
}
