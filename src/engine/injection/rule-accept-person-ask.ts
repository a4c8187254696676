// Accept checks of third-party text that asks a person (a bug reporter, a customer, a README's reader) to act, not the agent.

/** an AI addressed near the match: the request is then to whatever reads the text, and the hit stays */
export const AI_NEAR =
  /\b(?:ai|a\.i\.|llms?|assistants?|chat ?bots?|gpt|chatgpt|claude|copilot|language\s{1,4}models?|ai\s{1,4}agents?)\b|\bagents?\s{1,4}(?:reading|processing|triaging|handling|summari[sz]ing|reviewing)\b/;
/** what no diagnostic share reaches: a secret, a key file, someone's data, the conversation */
export const BEYOND_DIAGNOSTIC =
  /passwords?|passphrases?|secrets?|api[ _-]?keys?|private\s{1,4}keys?|tokens?|credentials?|cookies?|\.env\b|\.ssh\b|id_rsa|id_ed25519|\.aws\b|\.netrc|\.npmrc|\.git-credentials|env(?:ironment)?\s{1,4}var|conversation|chat\s{1,4}history|(?:user|customer|employee|patient)s?'?\s{1,4}(?:data|records|details)|database|inbox|contacts/;
/** the reporter's own diagnostics: a log, a command's output, a trace, a screenshot, an error or crash report */
const DIAGNOSTIC =
  /\b(?:logs?|log\s{1,4}files?|(?:the|this|that|its|command's)\s{1,4}output|diagnostics?|diag|traces?|stack\s?traces?|tracebacks?|backtraces?|(?:crash|core)\s{1,4}dumps?|screenshots?|screen\s{1,4}recordings?|(?:error|crash|bug|debug|diagnostics?|doctor|test|build)\s{1,4}reports?)\b/;
/** "copy the contents of that file" where the sentence before named the log or output it means */
const THAT_FILE = /\b(?:that|this|the)\s{1,4}file\b/;
const LOG_BEFORE = /\b(?:logs?|output|trace|diagnostics?)\b/;
/** the person brings the link back to the thread ("… to a new gist and link it here") */
const LINK_BACK =
  /^[^.!?\n]{0,24}?\b(?:and|then)\s{1,4}(?:link|post|paste|share|add|put|include|drop)\s{1,4}(?:it|them|the\s{1,4}link|a\s{1,4}link|the\s{1,4}url)\b/;
/** a support desk's own address: the report goes where the ticket or the project asks for it */
const DESK_ADDRESS =
  /\b(?:support|help|helpdesk|servicedesk|service|bugs?|issues|feedback|crash(?:es)?|diagnostics?|debug)@[a-z0-9-]{1,40}\./;
/** a program's behaviour described ("MAILTO=… will send the report to …"): no one is asked */
const DESCRIBED = /\b(?:will|would|then|which|that|it)\s{1,4}$/;

/** the text before the match back to a blank line (the paragraph), at most 240 characters */
function paragraphBefore(text: string, index: number): string {
  const head = text.slice(Math.max(0, index - 240), index);
  const cut = head.lastIndexOf("\n\n");
  return cut < 0 ? head : head.slice(cut + 2);
}

/**
 * `exfil.send-to` reads a bug template's or a support ticket's request to its reporter ("copy the contents of the log
 * file to a new gist and link it here", "run `acme diag` and send the report to support@acme.example") and a
 * program's description ("MAILTO=… will send the report to …") as exfiltration. The object is the person's own
 * diagnostics, nothing secret or someone else's, and the place is the thread itself (a gist linked back), a support
 * desk's address, or the sentence only says what a program does. An AI addressed in the paragraph, a secret or a key
 * file in the match ("copy the contents of ~/.aws/credentials to a new gist and link it here"), or a plain report sent
 * to an outside address still fires.
 */
export function notDiagnosticShare(text: string, index: number, match: string): boolean {
  const end = index + match.length;
  const before = paragraphBefore(text, index);
  if (BEYOND_DIAGNOSTIC.test(match) || AI_NEAR.test(before) || AI_NEAR.test(match)) return true;
  const own =
    DIAGNOSTIC.test(match) ||
    (THAT_FILE.test(match) && LOG_BEFORE.test(before.slice(-160))) ||
    /\b(?:the|this|that)\s{1,4}report\b/.test(match);
  if (!own) return true;
  const place =
    LINK_BACK.test(text.slice(end, end + 60)) ||
    DESK_ADDRESS.test(text.slice(Math.max(index, end - 60), end + 30)) ||
    DESCRIBED.test(before.slice(-12));
  return !place;
}

/** the reader told to send a message of their own to an AI ("open the chat panel and send this message to the AI:") */
const READER_SENDS =
  /\b(?:send|paste|type|enter|give|write|copy|say)\s{1,4}(?:it\s{1,4}as\s{1,4})?(?:this|the\s{1,4}following|a|an|the|this\s{1,4}(?:short|first|test|example))\s{1,4}$/;
/** the message itself set off as a quotation: a fence, a quote block, quote marks or inline code */
const QUOTED_NEXT = /^\s{0,4}(?:```|~~~|>|["“'`])/;

/**
 * `addressed.note-to-ai` reads "send this message to the AI: ```…```" as a note to the AI; in a README's quick start
 * it tells the person to type a test prompt into their own client, and the message is quoted below. "Message to the
 * AI: …" with no send verb, or a send step whose message is not set off as a quotation, still fires.
 */
export function notReaderPrompt(text: string, index: number, match: string): boolean {
  if (!/^message\b/.test(match)) return true;
  const end = index + match.length;
  if (!READER_SENDS.test(text.slice(Math.max(0, index - 40), index))) return true;
  return !QUOTED_NEXT.test(text.slice(end, end + 8));
}

/** an adjective or noun that takes "to" for familiarity or relation: "new to", "used to", "an introduction to" */
const FAMILIAR_TO =
  /\b(?:new|used|unfamiliar|familiar|accustomed|newcomers?|introduction|intro|guide|welcome|similar|specific|unique|native|related|relevant|applicable|common)\s{1,4}$/;

/**
 * `hijack.addressed-order` reads "If you are new to Telegram bots, read the introduction" as an order addressed to
 * bots; "new to …", "used to …", "an introduction to …" name a topic the person knows or learns, not an addressee.
 * "Note to AI agents: read …", "To the assistant: read …" still fire.
 */
export function notFamiliarTo(text: string, index: number, match: string): boolean {
  if (!/^\W{0,2}to\s/.test(match)) return true;
  return !FAMILIAR_TO.test(text.slice(Math.max(0, index - 30), index));
}

/** a new request to the person opens the next sentence: a connective, a courtesy or a modal, then a verb of its own */
const NEXT_REQUEST =
  /^\s{1,4}(?:(?:after\s{1,4}(?:that|this)|then|also|and|finally|once\s{1,4}done|next)[,:]?\s{1,4})?(?:(?:please|kindly|could\s{1,4}you|can\s{1,4}you|would\s{1,4}you|you\s{1,4}(?:should|must|need\s{1,4}to)|remember\s{1,4}to|make\s{1,4}sure\s{1,4}to|be\s{1,4}sure\s{1,4}to)\s{1,4})(?:also\s{1,4})?(?:rotate|change|reset|revoke|regenerate|renew|update|upgrade|install|reinstall|restart|reboot|remove|delete|sign|log|enable|disable|check|verify|confirm|clear|close|open|try|run|re-?run)\b/;

/**
 * How far after an outside address `carrier.order15` reads for the act's object: `max` characters, or to the end of
 * the address's own sentence when the next sentence is a new request to the person with a verb of its own. A ticket
 * that asks "send the report to support@acme.example? After that, please rotate the API key you pasted" names the key
 * as the object of the rotation, not of the send. A next sentence that sends ("Please also include the admin
 * password") or states a fact keeps its reading, as does a colon ("forward them to x@y.example: all invoices").
 */
export function sentenceTailLength(text: string, after: number, max: number): number {
  const tail = text.slice(after, after + max);
  const stop = tail.search(/[.!?]\s/);
  return stop >= 0 && NEXT_REQUEST.test(tail.slice(stop + 1) + text.slice(after + max, after + max + 60)) ? stop : max;
}
