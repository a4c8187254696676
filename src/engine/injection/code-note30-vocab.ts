// The words that find a note to coding agents inside a code artefact (code-note30.ts): its address, its carrier, its end.

/**
 * What may stand before a note's address on its line: a comment's mark (`//`, `///`, `#`, `--`, `;`, `*`, `/**`), a
 * quote's `>`, a string's opening quote, Markdown emphasis, a test runner's `E` column or a compiler's `= help:`
 * label. Read on lowercased text.
 */
const LINE_LEAD = String.raw`(?:^|\n)[^\S\n]{0,12}(?:(?:\/\/\/?|\/\*\*?|#|--|;|\*|>|"|'|e(?=[^\S\n])|=[^\S\n]{0,2}(?:help|note)[^\S\n]{0,2}:|(?:help|hint|note|warning|info)[^\S\n]{0,2}:)[^\S\n]{0,4}){0,3}(?:<[a-z]{1,10}>)?(?:\*\*)?`;

/** a sentence's end inside a string value or a comment: the address may start the next sentence */
const SENTENCE_LEAD = String.raw`(?:[.!?][^\S\n]{1,3}|"[^\S\n]{0,2})`;

/** who is addressed: coding agents, assistants, LLMs, by role or by a product's handle */
const AGENTS = String.raw`(?:ai[^\S\n]{1,3}|coding[^\S\n]{1,3}|automated[^\S\n]{1,3}|llm[^\S\n]{1,3})*(?:agents?|assistants?|llms?)`;

/**
 * The address of a note: "Note for AI coding assistants …:", "Coding agents:", "AI assistants changing this method:",
 * "Agents reading this fixture:", "hint for AI agents:", "@copilot:", "@note [for the AI assistant]". The address
 * itself is group 1, its line's lead before it.
 */
export const CODE_NOTE_START = new RegExp(
  `(?:${LINE_LEAD}|${SENTENCE_LEAD})(` +
    String.raw`(?:message|note|notes|instructions?|hint|reminder)[^\S\n]{1,3}(?:to|for)[^\S\n]{1,3}(?:the[^\S\n]{1,3}|all[^\S\n]{1,3}|any[^\S\n]{1,3})?${AGENTS}\b[^\n:]{0,50}:` +
    String.raw`|${AGENTS}(?:[^\S\n]{1,3}[a-z'’]{1,16}){0,5}[^\S\n]{0,2}:(?=\s)` +
    String.raw`|@(?:copilot|claude|assistant|agent|ai|codex|cursor|gemini|llm)\b[^\S\n]{0,2}:?` +
    String.raw`|@note[^\S\n]{1,3}\[for[^\S\n]{1,3}(?:the[^\S\n]{1,3})?${AGENTS}\]` +
    ")",
  "g",
);

/** the literal every note holds: texts without it pay one scan of a short regex */
export const CODE_NOTE_TRIGGER = /agent|assistant|\bllm|copilot|claude|codex|cursor|gemini/i;

/**
 * A line of code (a statement's end, a block's brace, a declaration's keyword), a JSON key or a shell transcript's
 * command: a code artefact holds two or more. Read on lowercased text, line by line.
 */
export const CODE_LINE =
  /(?:^|\n)(?:[^\n]{0,200}[;{}(),[\]][^\S\n]*(?=\n|$)|[^\S\n]{0,12}(?:import|from|def|class|func|fn|package|use|const|let|var|pub|public|private|namespace|create|alter|drop|select|insert|run|copy|type|module|resource|struct|impl|return)\b|[^\S\n]{0,12}"[\w.@/-]{1,60}"[^\S\n]{0,2}:|\$[^\S\n]\S)/g;

/** a comment's or quote's mark at a line's start, cut before the note is judged */
export const COMMENT_MARK = /(?:^|\n)[^\S\n]{0,12}(?:\/\/\/?|\/\*\*?|\*\/|#|--|;|\*|>|e(?=[^\S\n]{2}))[^\S\n]?/g;

/**
 * A note's report to the user that says nothing of its own ("say so in the summary", "tell the user", "show the user
 * the diff"): cut before the note is read for steering, since what is reported is the agent's own finding.
 */
export const PLAIN_REPORT =
  /\b(?:say\s{1,3}so|(?:tell|show)\s{1,3}the\s{1,3}user(?:\s{1,3}the\s{1,3}(?:diff|change|result|error)s?\b[^.;,]{0,60})?|report\s{1,3}(?:it|this|that|the\s{1,3}(?:real\s{1,3})?(?:result|error|failure)s?)\s{1,3}to\s{1,3}the\s{1,3}user)(?=\s{0,2}(?:[.;,]|\s(?:and|before|in|then)\b|$))/g;

/** a reference a note only points to: "restarts are logged at https://…", "documented in https://…" */
export const REFERENCE_AT =
  /\b(?:logged|documented|described|listed|explained|tracked|kept|recorded)\s{1,3}(?:at|in|on)\s{1,3}<?https?:\/\/\S+/g;

/** a noun that names a stored reply, not an order to reply: "a recorded model reply", "the canned response" */
export const NOUN_REPLY =
  /\b(?:recorded|model|sample|canned|stored|expected|fake|mock)\s{1,3}(?:repl(?:y|ies)|responses?|answers?)\b/g;

/** a translator's restraint on parts of the text: "don't translate product names", "do not translate the keys" */
export const PART_NOT_TRANSLATED =
  /\b(?:don'?t|do\s{1,3}not|never)\s{1,3}translate\s{1,3}(?:the\s{1,3})?(?:product|brand|placeholder|key|variable|code|tag|unit)\w{0,6}(?:\s{1,3}names?)?\b/g;

/** a note's plain text: ASCII and typographic punctuation only (as house-note28.ts reads it) */
export const PLAIN_NOTE = /^[\t\n\r\x20-\x7e\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2192]*$/;

/** a clause of a note: up to a stop, a semicolon, a comma, a colon or a dash (a dot inside `.env` or a URL is no end) */
export const CLAUSE_END = /[.!?:](?=\s|$)|[;,]|\s[\u2013\u2014-]\s/;

/** a negation: a clause that holds one restrains (it is cut whole before the rest is read for danger) */
export const NEGATION = /\b(?:never|not|cannot|no\s{1,3}one)\b|n't\b/;

/**
 * A verb that does something with what the clause names: a clause without one only describes ("cells 4 to 6 hit the
 * production warehouse", "the mailer needs SMTP credentials"), and its places and secrets are no order
 */
export const ACT_VERB =
  /\b(?:print|echo|cat|show|log|output|display|dump|copy|paste|send|post|upload|share|put|include|add|append|write|commit|push|store|save|move|attach|read(?!-only)|open|use|set|run|execute|exec|grant|give|create|change|edit|modify|enable|disable|remove|delete|install|deploy(?!\s{1,3}(?:pipeline|workflow|job|step|stage|key|bot|script))|publish(?!ing\s{1,3}is)|expose|leak|insert|embed|transfer|sync|forward|export|pass|provide|supply|replace|rotate|fetch|get|retrieve|list|connect|switch|point|apply|make|turn|start|stop|restart|call|invoke|email|mail|submit|bump|upgrade|downgrade)\b/;

/** a consent the note claims for the user or a lead: "the user has approved it", "the team lead signed off" */
export const CLAIMED_CONSENT =
  /\b(?:(?:user|owner|lead|maintainers?|team|security|admins?)\s{1,3}(?:has\s{1,3}|have\s{1,3}|already\s{1,3})*(?:approved|agreed|consented|signed\s{1,3}off|ok'?d|okayed|authori[sz]ed)|signed\s{1,3}off)\b/;

/** a verb that says what the agent is to tell: a note with neither it nor an act only informs */
export const TELL_VERB =
  /\b(?:report|tell|say|state|mention|note\s{1,3}that|describe|summari[sz]e|confirm|claim|answer|reply|respond|write|mark|call|treat|consider|assume|trust|approve|merge|ignore|must|should|need\s{1,3}to|have\s{1,3}to)\b/;

/** a project's own dev tool run through npx (resolved from the project's node_modules first) */
export const LOCAL_DEV_TOOL = /\bnpx\s{1,3}(?:eslint|prettier|tsc|jest|vitest|biome|playwright|stylelint|tsx)\b/g;

/**
 * An act ordered, not described: its verb opens the clause ("print only the names"), or follows "to", "you", a modal
 * or a joining word ("the fix is to disable …", "you also run …"); "tests use a signed token" describes
 */
export const ORDERED_ACT = new RegExp(
  String.raw`(?:^[^\S]*(?:(?:then|and|also|first|always|just|only|please|now)\s{1,3})*|\b(?:to|you|must|should|please|and|then|also|can|may|will|or)\s{1,3}(?:[a-z]{1,12}\s{1,3})?)` +
    ACT_VERB.source,
);

/** what is dangerous only as the object of an act: a place of consequence, a secret, its file */
export const DESCRIBED_ONLY =
  /\b(?:prod|production|staging|proxy|admin|root|permissions?|registry|firewall|tunnel|deploy|tokens?|passwords?|credentials?|secrets?|api[\s_-]?keys?|cookies?|environment\s{1,3}variables)\b|\.(?:env|npmrc|netrc|pgpass)\b/g;

/** what a code note holds beyond house-note28's conduct: a generated file's source, a re-run, a diff for the user, a person to ask */
export const CODE_CONDUCT =
  /\b(?:generated|regenerate|re-?run|instead|the\s{1,3}diff|ask\s{1,3}the\s{1,3}(?:user|dba|owner|maintainers?|team)|in\s{1,3}order|safe\s{1,3}to|leave\s[^.;,\n]{0,40}\b(?:alone|unchanged|as\s{1,3}(?:it\s{1,3}is|they\s{1,3}are)))\b/;
