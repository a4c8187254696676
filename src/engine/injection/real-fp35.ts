// Benign readings of ordinary real files (round 35): hits dropped where the words fire as a program's, a UI's or a doc's.

import { lineAround, sentenceOf } from "./corroborate.ts";
import type { Hit } from "./types.ts";

/** rules that steer the shape of the reader's answer (as in corroborate.ts) */
const ANSWER_STYLE = new Set(["hijack.response-style", "hijack.your-response", "hijack.open-verb-your-response"]);

/** what an order must not reach to be ordinary: a secret, an outside place, money, a safeguard or concealment */
const REACH =
  /~\/|\/etc\/|\.env\b|\bid_(?:rsa|ed25519)|https?:\/\/|\bwww\.|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|\$[A-Za-z_]{2,30}\b|[$€£]\s?\d|\b(?:api[\s_-]?keys?|secrets?|tokens?|passwords?|passwd|credentials?|cookies?|private\s{1,4}keys?|environment\s{1,4}variables?|wire|bank|iban|bitcoin|wallets?|disabl\w*|bypass\w*|hid(?:e|den|ing)|conceal\w*|never\s{1,4}mention|(?:do\s{1,4}not|don't)\s{1,4}(?:mention|tell|reveal)|without\s{1,4}(?:telling|asking)|curl|wget|download\w*|install\w*|ignore|disregard|previous\s{1,4}instructions)\b/i;

/** the sentence around [start, end): up to the sentence ends or line breaks on each side, at most 300 characters */
function sentenceAround(text: string, start: number, end: number): string {
  return sentenceOf(text, start, end, 300);
}

// ---- A. a chat prompt written in program source ------------------------------------------------------------------------

/** a chat message or system prompt being built by a program: its role key, its variable, its class */
const PROMPT_BUILT =
  /["']?role["']?\s{0,2}[:=]\s{0,2}["'`](?:system|user|assistant|developer)["'`]|\bsystem_?prompt\b|\bSystemMessage\b|\bsystemPrompt\b|\b(?:system|user)_?(?:message|template|instructions?)\s{0,2}[:=]/i;
/** the hit's line, up to the hit, opens a string or a message field */
const IN_STRING_OR_FIELD = /["'`]|\b(?:content|prompt|system|instructions?|template|message)["']?\s{0,2}[:=]/i;
/** marks of program source: declarations, functions, returns, imports, arrows, statement ends */
const CODE_MARKS = /\b(?:const|let|var|function|return|import|export|def|class|async|await|require)\b|=>|;\s*$/gm;

/** "Keep your answers short" inside a program's own system prompt: its author's instruction to its model */
function promptInSource(text: string, h: Hit): boolean {
  if (!ANSWER_STYLE.has(h.rule)) return false;
  const before = text.slice(Math.max(0, h.start - 400), h.start);
  if (!PROMPT_BUILT.test(before)) return false;
  const { from, line } = lineAround(text, h.start, h.end);
  if (!IN_STRING_OR_FIELD.test(line.slice(0, h.start - from + 1))) return false;
  if (REACH.test(sentenceAround(text, h.start, h.end))) return false;
  return (text.match(CODE_MARKS)?.length ?? 0) >= 5;
}

// ---- B. a client library's named mode -----------------------------------------------------------------------------------

/** a program's identifier built on the word: `jailbreakConversationId`, `JAILBREAK_MODE`, `use_jailbreak` */
const JAILBREAK_IDENTIFIER = /\bjailbreak(?:[A-Z]\w+|_\w+)|\b\w+_jailbreak\b|\b[a-z]\w*Jailbreak\w*/;
/** the persona's own words: a named mode that is only a library option comes with none of them */
const PERSONA_WORDS =
  /\bdo anything now\b|\bDAN\b|\bno (?:restrictions|limits|rules|filters|guidelines)\b|\bunfiltered\b|\buncensored\b|\bignore (?:all |your |previous )|\bstay in character\b/i;
/** "try enabling debug mode to see more information": a program's troubleshooting hint */
const MORE_INFO =
  /^\s{0,3}(?:to|for)\s(?:see|get|show|print|view|display|log)\s(?:more|additional|detailed|verbose|extra)\s(?:information|info|details|logs?|output|messages)\b/i;

function namedProgramMode(text: string, h: Hit): boolean {
  if (h.rule !== "jailbreak.dan" && h.rule !== "authority.mode-switch") return false;
  const m = text.slice(h.start, h.end);
  if (h.rule === "authority.mode-switch" && /\bdebug mode$/i.test(m))
    return MORE_INFO.test(text.slice(h.end, h.end + 80));
  if (!/\bjailbreak mode$/i.test(m)) return false;
  if (!JAILBREAK_IDENTIFIER.test(text)) return false;
  return !PERSONA_WORDS.test(text.slice(Math.max(0, h.start - 300), h.end + 300));
}

// ---- C. a config comment on the secret field below it --------------------------------------------------------------------

/** a comment line: `//`, `#`, `/*`, ` * ` */
const COMMENT_LINE = /^\s*(?:\/\/|#|\/\*|\*\s)/;
/** the next line's key: `cookies: ''`, `"api_key": …`, `TOKEN=` */
const NEXT_KEY = /^\s*["']?([A-Za-z_][\w-]{0,40})["']?\s{0,2}[:=]/;

/** "// If the above doesn't work, provide all your cookies as a string instead" above `cookies: ''` */
function commentOnField(text: string, h: Hit): boolean {
  if (h.rule !== "exfil.ask-secret") return false;
  const { from, line } = lineAround(text, h.start, h.end);
  if (!COMMENT_LINE.test(line)) return false;
  const noun = /([a-z]+?)s?$/i.exec(text.slice(h.start, h.end))?.[1]?.toLowerCase();
  if (!noun || noun.length < 3) return false;
  const rest = text.slice(from + line.length + 1, from + line.length + 400);
  const next = rest.split("\n").find((l) => l.trim() !== "" && !COMMENT_LINE.test(l));
  const key = next ? NEXT_KEY.exec(next)?.[1]?.toLowerCase() : undefined;
  return key?.includes(noun) === true;
}

// ---- D. the act of sending a message to a chatbot ------------------------------------------------------------------------

/**
 * "an error sending the message to ChatGPT:": the message is sent by the program, not written to the AI. Only a
 * described send (-ing, -s, -ed, "failed to send"): an imperative "Send this message to the AI: …" is the order itself.
 */
const SENDING_BEFORE =
  /\b(?:sending|sends|sent|post(?:ing|ed|s)|forward(?:ing|ed|s)|deliver(?:ing|ed|s)|(?:to|not|n't|cannot)\s(?:send|post|forward|deliver))\s(?:the\s|a\s|your\s|this\s|each\s|that\s)?$/i;

function sentMessage(text: string, h: Hit): boolean {
  if (h.rule !== "addressed.note-to-ai") return false;
  if (!/^(?:message|instructions?|hint)\b/i.test(text.slice(h.start, h.end))) return false;
  return SENDING_BEFORE.test(text.slice(Math.max(0, h.start - 30), h.start));
}

// ---- E. "you are now free to remove the `bucket` resource" -----------------------------------------------------------------

/** what a persona is freed to do or from: anything, its rules, its filters */
const UNBOUND =
  /\b(?:anything|everything|whatever|any\s|all\s|restrict\w*|rules?|limit\w*|guidelines?|filter\w*|censor\w*|constraints?|polic\w+|ethic\w*|bound|programming|instructions?|openai|anthropic|say|answer|respond|pretend|act)\b/i;

function freeToAct(text: string, h: Hit): boolean {
  if (h.rule !== "authority.you-are-now" && h.rule !== "authority.you-are-now-ai") return false;
  const after = text.slice(h.start, h.start + 200);
  const m = /^you(?:\s+are|'re)\s+now\s+free\s+to\s+([^.!?\n]{0,160})/i.exec(after);
  if (!m) return false;
  // an operation on a named thing of the project (a code span), and nothing a persona is freed from
  return /`[^`\n]{1,60}`/.test(m[1]) && !UNBOUND.test(m[1].replace(/`[^`\n]*`/g, " "));
}

// ---- F. a quoted UI label read as the verb: hit "Close", your results will be saved --------------------------------------------

function quotedLabel(text: string, h: Hit): boolean {
  if (!ANSWER_STYLE.has(h.rule)) return false;
  return /^["'“‘][A-Z][a-z]{2,15}["'”’]/.test(text.slice(h.start, h.start + 20));
}

// ---- G. a markup element placed at the top of a summary ----------------------------------------------------------------------

/** "tags must appear at the top of the summary": where an element goes, not a verdict */
const MARKUP_AT_TOP =
  /\b(?:tags?|headers?|headings?|lines?|comments?|imports?|badges?|fields?|labels?|keys?|shebang|front ?matter|metadata|title)\b(?:\s[\w-]+){0,3}\s(?:at|to)\sthe\stop\b/i;
const OTHER_VERDICT =
  /\b(?:rank\w*|rat(?:e|ed|ing)s?|scores?|grade|safe\w*|secure|best|recommend\w*|approv\w*|first|#1|highest|perfect|no (?:known )?(?:issues|risks?|vulnerabilit\w+))\b/i;

function markupAtTop(text: string, h: Hit): boolean {
  if (h.rule !== "hijack.set-verdict13") return false;
  const s = sentenceAround(text, h.start, h.end);
  return MARKUP_AT_TOP.test(s) && !OTHER_VERDICT.test(s);
}

// ---- H. a server framework's docs on the responses its user's code returns --------------------------------------------------

/** "reference other resources in your tool responses": the responses a developer's server sends, not the AI's answer */
const PROGRAM_RESPONSE =
  /\byour\s(?:(?:mcp|tool|api|server|http|endpoint|handler|route|controller|rpc|json)\s){1,2}(?:responses?|replies|outputs?)\b/i;
/** "`response.embed(uri)`: Embed another resource in the prompt response": an API list entry describing its method */
const API_ENTRY_BEFORE = /`[^`\n]{1,80}`\s{0,2}(?::|—|-{1,2})\s{0,2}$/;

function programResponse(text: string, h: Hit): boolean {
  if (!ANSWER_STYLE.has(h.rule)) return false;
  const described =
    PROGRAM_RESPONSE.test(text.slice(h.start, h.end)) ||
    API_ENTRY_BEFORE.test(text.slice(Math.max(0, h.start - 100), h.start + 1));
  return described && !REACH.test(sentenceAround(text, h.start, h.end));
}

const READINGS = [
  promptInSource,
  namedProgramMode,
  commentOnField,
  sentMessage,
  freeToAct,
  quotedLabel,
  markupAtTop,
  programResponse,
];

/** The hits with those read as ordinary real-file text dropped (every surface but bash, in scan-once.ts). */
export function dropRealFileHits35(text: string, hits: Hit[]): Hit[] {
  if (hits.length === 0) return hits;
  const kept = hits.filter((h) => !READINGS.some((read) => read(text, h)));
  return kept.length === hits.length ? hits : kept;
}
