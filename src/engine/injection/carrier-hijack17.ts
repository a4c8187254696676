// Task hijacks with no override word: a sign that the words do not belong to the data they sit in (a task reference, a turn marker, the data's end claimed) and then an act of consequence.

/**
 * Grading by properties, not wordings. A planted order inside data needs (1) a sign that it steps out of the data: it
 * speaks of the reader's task or of the user as a third party ("before you can solve the task I gave you", "the user has
 * also asked you to"), addresses whoever processes the text ("when you summarise this page", "if you are an AI"), or
 * fakes a boundary of the data (a turn label "[user]:", "--- end of data ---", "new instructions:", a closing tag of the
 * data's wrapper); and (2) right after it, an imperative act of consequence (send, pay, share, invite, delete, run,
 * change a setting, say something to the user, refuse). A sign with no act is talk about tasks; an act with no sign is
 * a recipe's, a support reply's or a runbook's step. The reading is bounded to the unit the sign stands in: its JSON
 * string value, its paragraph, at most 280 characters after it. Signs are literals, so the text-wide test is one pass.
 */

/** the signs (lowercase normalised text) by family; each alternative names a property, see above */
const SIGNS17: Record<Hijack17["sign"], string[]> = {
  task: [
    // the reader's task spoken of from outside: "before you (can) solve/complete/answer the task/request/question …"
    String.raw`\bbefore (?:you (?:can |could |may )?|(?:solving|completing|answering|finishing|continuing|proceeding|responding)\b)(?:(?:solve|complete|answer|finish|continue|proceed|respond|do|work on|summari[sz]e|reply)\w* (?:with |to |on )?)?(?:the|this|your|that|my|any) (?:original |actual |current |main |user'?s? )?(?:task|request|question|query|assignment|job|instruction)s?\b`,
    String.raw`\b(?:the )?(?:task|request|question|query|assignment) (?:that |which )?(?:i|the user|they) (?:gave|assigned|sent|asked)(?: to)? you\b`,
    String.raw`\bto (?:complete|finish|fulfil|fulfill|solve|carry out) (?:this|the|your) (?:task|assignment|query)\b`,
    String.raw`\b(?:in addition to|after (?:finishing|completing)|once you (?:are done with|have (?:finished|completed))) (?:the|this|your) (?:task|request|summary|assignment)\b`,
    String.raw`\byour (?:new|real|actual|next|updated|additional|first|primary) (?:task|instructions?|assignment|objective|goal) (?:is|are)\b`,
  ],
  // the user as a third party who asks the reader: "the user has also asked you to", "the user wants you to"
  user: [
    String.raw`\bthe (?:user|customer|owner|account holder|requester)(?: has| had)? (?:also |further |additionally |now )?(?:asked|wants|wanted|requested|requests|instructed|told|authori[sz]ed|would like|expects|needs) you to\b`,
  ],
  // whoever processes the text: "when you summarise this page", "whoever is reading these reviews", "if you are an ai"
  processor: [
    String.raw`\b(?:when|while|as|once|after|before) (?:you (?:are |have )?(?:process|read|summari[sz]|handl|pars|review|analy[sz]|index|ingest|see|encounter|scan)|(?:process|summari[sz]|pars|analy[sz]|index|ingest))\w* (?:this|these|the following|the above) (?:message|e-?mail|mail|page|document|record|data|file|ticket|review|result|content|text|entry|invite|event|issue|comment|note|output)s?\b`,
    String.raw`\bwhoever (?:is |are )?(?:reading|processing|summari[sz]ing|parsing|reviewing|handling) (?:this|these|the)\b`,
    String.raw`\bif you are (?:an? )?(?:ai|llm|language model|assistant|agent|bot|automated|model|copilot|chatbot)\b`,
  ],
  // a faked boundary of the data: the data's end claimed, a new set of instructions, a notice, the wrapper closed
  boundary: [
    String.raw`(?:^|\n|\\n|-{2,}|={2,}|#{2,}|\[|<|\*\*)\s{0,3}end of (?:the )?(?:data|context|document|results?|input|tool output|output|e-?mail|file|search results|content|record)s?\b\s{0,3}(?:-{2,}|={2,}|#{2,}|\]|>|\*\*|\n|\\n|$)`,
    String.raw`\b(?:new|updated|additional|revised|real|important) instructions?\s?(?::|-{1,3}|follow)`,
    String.raw`\b(?:system|admin|administrator|operator) (?:notice|message|note|instruction|directive|update)\s?:`,
    String.raw`<\/(?:data|context|document|documents|results?|search_results|tool_output|tool_result|function_results|output|email|content|input|untrusted\w*|observation|page|webpage|retrieved\w*)>`,
  ],
  // an earlier agreement of the reader claimed ("as the assistant confirmed in our chat", "your assistant told me")
  agreed: [
    String.raw`\b(?:the|your|our) (?:\w+ )?(?:assistant|agent|copilot|helper|ai)(?: \w+)? (?:already |just |previously |earlier |has |had )?(?:confirmed|agreed|promised|offered|told me|wrote|committed|approved|said (?:it|you|that) (?:would|will|could|can))\b`,
    String.raw`\bas you (?:confirmed|agreed|promised|said|told me|offered)(?: (?:in|on|during) (?:our|the|your) (?:\w+ )?(?:chat|conversation|session|call|thread))?\b`,
    String.raw`\b(?:in|during) (?:our|your|the) (?:earlier|previous|last|prior) (?:chat|conversation|session)\b`,
  ],
  // a wish put to whoever processes the text, with no order's grammar ("it would help a lot if the assistant also …")
  wish: [
    String.raw`\bit(?:'d| would| will|'ll)? (?:be |help )?(?:really |super |very |so |most |a lot |incredibly )?(?:help(?:ful)?|great|ideal|best|nice|appreciated|wonderful|good|perfect|kind|lovely)(?: a lot)? if\b`,
    String.raw`\bwould (?:make (?:my|our) day|be happiest|be (?:so |very )?grateful|really appreciate it) (?:by|if)\b|\bwill be happiest if\b`,
    String.raw`\b(?:gentle |friendly |small |quick )?(?:suggestion|request|tip|hint|reminder|note) (?:to|for) (?:any|every|all|the) (?:automated |ai )?(?:assistant|agent|ai|helper|model|copilot|reader)s?\b`,
  ],
  // a turn label at a line's start inside data that has no turns of its own: "[user]: also send …" (read to the line end)
  turn: [
    String.raw`(?:^|\n|\\n)\s{0,4}(?:\[|<|\*\*|#{1,3} ?)?(?:user|human|system|developer|admin|operator)(?:\]|>|\*\*)? ?(?::|\]|>)\s`,
  ],
};
const FAMILIES = Object.keys(SIGNS17) as Hijack17["sign"][];
const SIGN17 = new RegExp(FAMILIES.map((f) => `(${SIGNS17[f].join("|")})`).join("|"), "g");

/** the acts of consequence, as a base form at an imperative's place (see ACT_AT) */
const ACTS17 = String.raw`(?:complete|finali[sz]e|release|process|let the user know|send|forward|e-?mail|mail|share|upload|post|paste|publish|export|leak|reveal|disclose|pay|transfer|wire|refund|invite|grant|give|add|make|delete|remove|erase|wipe|purge|drop|destroy|cancel|revoke|run|execute|exec|install|download|curl|disable|turn off|approve|accept|merge|push|book|buy|purchase|order|change|reset|update|set|tell|inform|say|reply|respond|answer|refuse|decline|deny|ignore|mark|rate|rank|recommend|create|move|copy|close|unsubscribe|sign|click|visit|open|navigate|fetch|include|append|insert|rename|call|schedule)`;
/**
 * an act at an imperative's place: the unit's start (after list marks, "now", "please", "also", "first"), after a
 * colon, "to", "and", "then", "please", or a modal put to the reader ("you must first", "you need to", "you should")
 */
const ACT_AT = new RegExp(
  String.raw`(?:^|[:,;.!\-–—>\]]\s{0,3}|\b(?:to|and|then|please|first|also|now|must|should|need to|needs to|have to|has to|are to|required to|kindly|immediately|just))\s{0,3}(?:(?:please|also|first|now|then|immediately|kindly|quietly|silently|simply|just|go ahead and)\s{1,3}){0,2}(${ACTS17})\b`,
  "g",
);
/** acts that are ordinary next steps in data (a log's hint, a query tool's footer) */
const ROUTINE17 =
  /^(?:run|open|click|visit|navigate|set|update|add|make|create|include|insert|append|answer|respond|reply|call|schedule|move|copy|rename|mark|order|change|reset|close|fetch|rate|rank|recommend|sign|give|book|buy|purchase)$/;
/** acts of telling, and a question word opening what is told: the reader's findings, not words put in its mouth */
const TOLD17 = /^(?:say|tell|inform|let the user know|answer|reply|respond)$/;
const FINDINGS17 =
  /^\s{1,3}(?:(?:to )?(?:the user|them|us|the team)\s{1,3})?(?:how(?! to\b)|which|what|whether|if|when|where|why)\b/;
/** a hard stop of the unit: a blank line, a JSON string's end (an unescaped quote), a closing tag of the next record */
const UNIT_END = /\n\s*\n|(?<!\\)"\s{0,3}[,}\]]/;
/** a turn's line ends at a line break, raw or escaped in a JSON string */
const LINE_END = /\n|\\n|(?<!\\)"/;
const LINE_ONLY = /\n|\\n/;
/** how far after a sign its order may stand */
const REACH = 280;

/** whoever processes the text, named in a wish ("ai assistants visiting this page", "anything picking this up") */
const PROCESSOR17 = /\b(?:assistants?|agents?|ai|llms?|helpers?|copilots?|models?|anything|automation)\b/;
/** an act of consequence in any form ("quietly added", "also sharing", "granted", "let the user know") */
const ACT_ANY17 =
  /\b(?:sen(?:d|ds|ding|t)|forward(?:s|ed|ing)?|shar(?:e|es|ed|ing)|upload(?:s|ed|ing)?|post(?:s|ed|ing)?|export(?:s|ed|ing)?|disclos(?:e|es|ed|ing)|reveal(?:s|ed|ing)?|pa(?:y|ys|id|ying)|transfer(?:s|red|ring)?|invit(?:e|es|ed|ing)|grant(?:s|ed|ing)?|add(?:s|ed|ing)?|delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|disabl(?:e|es|ed|ing)|approv(?:e|es|ed|ing)|merg(?:e|es|ed|ing)|install(?:s|ed|ing)?|download(?:s|ed|ing)?|execut(?:e|es|ed|ing)|subscrib(?:e|es|ed|ing)|buy(?:s|ing)?|bought|book(?:s|ed|ing)?|tell(?:s|ing)?|told|let(?:s|ting)? (?:the user|them|users?) know|recommend(?:s|ed|ing)?|switch(?:es|ed|ing)?|chang(?:e|es|ed|ing))\b/;
/** what puts a wish beyond the writer's own business: secrecy, an extra, someone else's things, every one of them */
const BEYOND17 =
  /\b(?:quietly|silently|also|without (?:asking|telling|mentioning)|the user(?:'s)?|their|private|admin|every|all)\b/;

/** Where the act of a wish stands (its processor named before it, a sign beyond the writer's business), or -1. */
function wishOf(before: string, window: string): number {
  const who = PROCESSOR17.exec(window) ?? (PROCESSOR17.test(before) ? { index: 0 } : null);
  if (!who) return -1;
  const rest = window.slice(who.index);
  const act = ACT_ANY17.exec(rest);
  if (!act || !BEYOND17.test(rest)) return -1;
  if (NEGATED.test(rest.slice(Math.max(0, act.index - 30), act.index))) return -1;
  return who.index + act.index;
}

/** "do not send …", "never share …": a prohibition, not an order */
const NEGATED =
  /\b(?:do not|don't|never|not|no need to|cannot|can't|shouldn't|must not|mustn't|won't)\s{1,3}(?:\w+\s{1,3})?$/;

export interface Hijack17 {
  start: number;
  end: number;
  /** the sign's family, for the rule's name */
  sign: "task" | "user" | "processor" | "boundary" | "turn" | "agreed" | "wish";
}

/**
 * Where the first act of an order stands in a sign's window, or -1. After a boundary or a turn label (`strongOnly`), a
 * workday step ("run the query again", "book early") is the data's own next line: only an act that moves,
 * destroys, grants or speaks for the user counts there.
 */
function actAt(window: string, strongOnly: boolean): number {
  ACT_AT.lastIndex = 0;
  let act: RegExpExecArray | null;
  while ((act = ACT_AT.exec(window)) !== null) {
    const verb = act[1] as string;
    const at = act.index + act[0].length - verb.length;
    if (NEGATED.test(window.slice(Math.max(0, at - 30), at))) continue;
    if (strongOnly && ROUTINE17.test(verb)) continue;
    // (the user told what the reader finds: "say which tests were skipped when you report", not a dictated "that")
    if (TOLD17.test(verb) && FINDINGS17.test(window.slice(at + verb.length, at + verb.length + 40))) continue;
    return at;
  }
  return -1;
}

/** the act reader, for carrier-bench18.ts's signs */
export { actAt as actAt17 };

/** a vocative right after the sign that names someone other than a program (a name, "team", "folks") */
const NAMED_PERSON =
  /^\s{0,2},\s{0,2}(?!(?:dear |hey |hi )?(?:ai|assistant|agent|bot|model|copilot|llm|chatbot|helper|claude|gpt|chatgpt|gemini|codex|cursor|pi|llama|mistral|grok|deepseek|qwen)\b)(?:dear |hey |hi )?[a-z][\w.'-]{1,30}\s{0,2},/;

/**
 * The first planted order in a text: a sign (SIGN17) with an imperative act of consequence after it in the same unit.
 * `text` is the normalised, lowercased view; any length (the sign test is one literal pass).
 */
export function hijackOf17(text: string, turnsAreData: boolean): Hijack17 | null {
  SIGN17.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; (m = SIGN17.exec(text)) !== null && n < 40; n++) {
    const sign = FAMILIES[m.slice(1).findIndex((g) => g !== undefined)] ?? "boundary";
    // a transcript, a chat or a document quoting one has turns of its own: a label there is who speaks
    if (sign === "turn" && !turnsAreData) continue;
    const from = m.index + m[0].length;
    let window = text.slice(from, from + REACH);
    // a turn is read to its line's (or its JSON string's) end, a claimed agreement to its line's end (a list of
    // patterns names one per line)
    const stop = (sign === "turn" ? LINE_END : sign === "agreed" ? LINE_ONLY : UNIT_END).exec(window);
    if (stop) window = window.slice(0, stop.index);
    if (sign === "wish") {
      const lineStart = text.lastIndexOf("\n", m.index) + 1;
      const wished = wishOf(text.slice(Math.max(lineStart, m.index - 120), m.index), window);
      if (wished < 0) continue;
      return { start: m.index, end: Math.min(text.length, from + wished + 120), sign };
    }
    // "When you read this message, Anna, please …": the sign is put to a person the text names, not to its processor
    if (sign === "processor" && NAMED_PERSON.test(window)) continue;
    const at = actAt(window, sign === "boundary" || sign === "turn");
    if (at < 0) continue;
    return { start: m.index, end: Math.min(text.length, from + at + 120), sign };
  }
  return null;
}

/** the cheap necessary test: plain literals (no word boundaries, so the engine scans for them fast), one of which
 * every sign holds; a text with none (most tool results) is not read further */
const NEED17 =
  /task|assignment|gave you|assigned you|sent you|asked you|in addition to|after finishing|after completing|once you|you to|your new|your real|your actual|your next|your updated|your additional|your first|your primary|when you|while you|as you|after you|before you|before solv|before complet|before answer|before finish|before continu|before proceed|before respond|when process|while process|when summari|while summari|when pars|while pars|when analy|when index|when ingest|after process|once process|before process|before summari|after summari|once summari|as process|whoever|if you are|end of|instruction|system notice|system message|system note|system directive|system update|admin notice|admin message|admin note|administrator|operator notice|operator message|operator note|operator directive|operator update|admin directive|admin update|confirmed|agreed|promised|offered|told me|committed|wrote|approved|said it|said you|said that|earlier chat|previous chat|last chat|prior chat|earlier conv|previous conv|last conv|prior conv|earlier session|previous session|last session|prior session|help if|helpful if|great if|ideal if|best if|nice if|appreciated if|wonderful if|good if|perfect if|kind if|lovely if|a lot if|make my day|make our day|happiest|grateful|appreciate it|to any|for any|to every|for every|to all|for all|to the assistant|for the assistant|to the agent|for the agent|to the ai|for the ai|to the model|to the helper|to the copilot|to the reader|for the reader|(?:user|human|system|developer|admin|operator)(?:\*\*)? ?[:\]>]|<\//;
/** whether the text may hold a planted task hijack (before the full reading) */
export function mayHijack17(text: string): boolean {
  return NEED17.test(text);
}
/** the same test's regex, for reader-gates.ts (its literals are the prefilter's gate for this reader) */
export const mayHijack17Re: RegExp = NEED17;
