// The prose rule families: bounded regular expressions over the normalised (lower-case, folded) text.

import type { Category, InjectionSurface } from "./types.ts";

export interface ProseRule {
  id: string;
  category: Category;
  /** base confidence of one match, before surface calibration */
  weight: number;
  re: RegExp;
  /** a negation just before the match ("do not reveal …") turns an order into a policy: weight drops */
  negatable?: boolean;
  /** a density rule: each further match adds this much, up to `cap` */
  perMatch?: number;
  cap?: number;
  /** a density rule's weight when only one distinct word matched (one "illegal move" is not a jailbreak) */
  single?: number;
  /** per-surface factor for this rule, overriding its category's (see SURFACE_FACTOR in scan.ts) */
  factor?: Partial<Record<InjectionSurface, number>>;
  /** a match is kept only when this says yes (checks that are cheaper in code than in the pattern) */
  accept?: (text: string, index: number, match: string) => boolean;
  /** only run when the text contains one of these literals (each is a fast substring search); a rule lists them only
   * when every match must contain one */
  gate?: readonly string[];
  /** the gate is a cheap pre-check that some matches escape (kept as it was): never scan this rule in windows */
  gateNotInEveryMatch?: true;
  /** a match counts fully even inside quoting (code fences, string literals): the rule is about the quoted block itself */
  unquoted?: true;
  /** only run when the text contains a character of this script (cheap gate for the non-Latin rules) */
  script?: RegExp;
}

// Every gap is bounded: at most n words of at most 24 chars, separated by 1-4 whitespace chars. The alternatives in a
// gap are disjoint (whitespace vs. non-whitespace), so a match attempt costs O(n * 28) steps and the scan stays linear.
const S = String.raw`\s{1,4}`;
const gap = (n: number): string => String.raw`(?:\s{1,4}[^\s.!?;:]{1,24}){0,${n}}\s{1,4}`;
const ctx = (n: number): string => String.raw`[^.!?\n]{0,${n}}`;
const alt = (...xs: string[]): string => `(?:${xs.join("|")})`;

const OVERRIDE_VERB = alt(
  "ignore",
  "ignoring",
  "disregard",
  "disregarding",
  "forget",
  "forgetting",
  "overlook",
  "neglect",
  "abandon",
  "discard",
  "set aside",
  "put aside",
  "throw out",
  "pay no attention to",
  "stop following",
  "do not follow",
  "don'?t follow",
  "no longer follow",
  "cease following",
  "unlearn",
  "override",
);
/** a substring of every OVERRIDE_VERB alternative (the gate of the rules that start with one) */
const OVERRIDE_VERB_LITERALS = [
  "ignor",
  "disregard",
  "forget",
  "overlook",
  "neglect",
  "abandon",
  "discard",
  "aside",
  "throw out",
  "attention",
  "follow",
  "unlearn",
  "override",
];
const STRONG_RULES = alt(
  "instructions?",
  "instructed",
  "directives?",
  "guidelines?",
  "guidance",
  "prompts?",
  "programming",
  "system rules",
);
const PRIOR_STRICT = alt(
  "previous(?:ly)?",
  "prior",
  "above",
  "earlier",
  "preceding",
  "foregoing",
  "former",
  "original",
  "initial",
  "all(?: of)? (?:the|your|my|those|these)",
  "your",
  "any",
);
const RULES = alt(
  "instructions?",
  "instructed",
  "directions?",
  "directives?",
  "guidelines?",
  "guidance",
  "rules?",
  "prompts?",
  "commands?",
  "orders?",
  "constraints?",
  "restrictions?",
  "programming",
  "policies",
  "policy",
  "filters?",
  "safeguards?",
  "tasks?",
  "context",
  "messages?",
  "conversation",
  "training",
  "limitations?",
  "boundaries",
  "protocols?",
);
const TOLD = String.raw`(?:(?:you(?:'ve| have| were)?|i(?:'ve| have)?)\s{1,4}(?:been\s{1,4})?(?:told|said|given|instructed|taught|programmed|asked|learned|learnt|trained)|(?:told|gave|taught|instructed|asked|programmed)\s{1,4}(?:you|me))`;
const AI = alt(
  "ai",
  "a\\.i\\.",
  "llms?",
  "language models?",
  "assistants?",
  "agents?",
  "chat ?bots?",
  "bots?",
  "models?",
  "gpt",
  "chatgpt",
  "claude",
  "copilot",
  "gemini",
  "cursor",
  "codex",
  "pi",
  "autopilot",
  "crawlers?",
  "scrapers?",
);
const SECRET = alt(
  "passwords?",
  "passcodes?",
  "passphrases?",
  "secret (?:key|code|token|string|word)s?",
  "api[ _-]?keys?",
  "private keys?",
  "access tokens?",
  "auth(?:entication)? tokens?",
  "credentials?",
  "secrets",
  "ssh keys?",
  "(?:activation|license|product|serial) keys?",
  "session (?:cookies?|tokens?)",
  "cookies",
  "environment variables",
  "env vars?",
  "\\.env",
  "confidential (?:string|data|information)",
  "pin codes?",
);
const RESPONSE = alt(
  "answer",
  "response",
  "reply",
  "output",
  "summary",
  "translation",
  "explanation",
  "elucidation",
  "result",
);
const CODE_OWNER = alt(
  "code",
  "codebase",
  "implementation",
  "algorithm",
  "solution",
  "program",
  "project",
  "script",
  "response",
  "answer",
  "application",
  "app",
  "function",
  "repository",
  "repo",
  "framework",
  "logic",
);

/** real products and models named "…gpt": not invented jailbreak personas */
const KNOWN_GPTS = new Set([
  "chatgpt",
  "instructgpt",
  "autogpt",
  "nanogpt",
  "minigpt",
  "biogpt",
  "codegpt",
  "opengpt",
  "babygpt",
  "agentgpt",
  "privategpt",
  "localgpt",
  "gpt4all",
  "webgpt",
  "shellgpt",
  "sgpt",
  "megatron-gpt",
  "cerebras-gpt",
  "microgpt",
]);

/** Code words after "model:"/"agent:" say the line is a key of a config or an object, not a line addressed to an AI. */
const NOT_PROSE_VALUE =
  /^(?:const|let|var|new|this|await|async|function|return|string|number|boolean|undefined|null|true|false|type|import|readonly)\b/;
const CODE_DECLARATION = /\b(?:const|let|var|readonly|public|private|protected|static)\s{1,4}$/;

/**
 * `AI: do this` addresses an AI; `model: claude-sonnet-4`, `agent: scoutAgent,` and `const model: Model` are keys. The
 * rest of the line after the colon must read as a sentence: three or more plain words, no code punctuation at its end.
 */
function sentenceAfterColon(text: string, index: number, match: string): boolean {
  const colon = index + match.lastIndexOf(":");
  let end = text.indexOf("\n", colon);
  if (end < 0) end = text.length;
  const value = text.slice(colon + 1, Math.min(end, colon + 200)).trim();
  if (NOT_PROSE_VALUE.test(value) || /[,{([;]$|=>|\)\s*[,;]?$/.test(value)) return false;
  const words = value.split(/\s+/).filter((w) => /^[a-z'’]{1,20}[.,!?:]?$/.test(w));
  if (words.length < 3) return false;
  const key = match.slice(0, match.lastIndexOf(":"));
  return (
    !/\b(?:const|let|var|readonly|public|private|protected|static)\s/.test(key) &&
    !CODE_DECLARATION.test(text.slice(Math.max(0, index - 24), index))
  );
}

/** "… loaded into the system prompt", "an initial prompt": the prompt is where something goes, not what is asked for */
const INTO_PROMPT =
  /\b(?:into|onto|to|an|a)\s{1,4}(?:the\s{1,4})?(?:system|initial|original|starting)\s{1,4}(?:prompt|message|instructions?|configuration|config|settings)\b/;
/**
 * A technical "system message"/"system instructions" (API docs, code comments: "return the leading system message",
 * "provide system instructions through the `system` option", "every system message") is not a request for the prompt:
 * these targets count only with a determiner right before them ("print the system message", "show your system
 * instructions"). "system prompt" itself keeps the loose form.
 */
const LOOSE_SYSTEM_TARGET =
  /(?<!\b(?:your|the|its|my|our|this)\s{1,4})system\s{1,4}(?:message|instructions?|configuration|config|settings)$/;
/** "messages that describe the conversation so far", "summarize the conversation so far": memory and summaries, not a request to repeat it */
const SOFT_CONVERSATION =
  /^(?:describe|summari[sz]e|see|view|read|access|know|get|obtain|check|confirm|verify|translate|encode|list|return|send|provide|what(?:'s|\s{1,4}(?:is|are|was|were)))\b[\s\S]*\bconversation\s{1,4}so\s{1,4}far$/;
/** "the message list can override or set the system prompt": the verb is a noun when a modal or "is" follows it */
const VERB_AS_NOUN =
  /^\S+\s{1,4}(?:can|could|will|would|should|must|may|might|is|are|was|were|has|have|does|did|stays|remains)\b/;
function asksForPrompt(_text: string, _index: number, match: string): boolean {
  return (
    !INTO_PROMPT.test(match) &&
    !LOOSE_SYSTEM_TARGET.test(match) &&
    !SOFT_CONVERSATION.test(match) &&
    !VERB_AS_NOUN.test(match)
  );
}
/** "output file location from the credential": the secret is where the data comes from, not what is asked for */
const FROM_SECRET =
  /\b(?:from|in|into|with|by|about|on|at|for)\s{1,4}(?:the|your|its|our|this|my|his|her|their)\s{1,4}(?:[^\s]{1,24}\s{1,4})?[^\s]{1,24}$/;
/** "override should keep …", "the ignore list": an override word used as a noun, not an order */
const NOUN_FOLLOWER =
  /^\S+\s{1,4}(?:should|will|would|can|could|must|may|might|is|are|was|were|has|have|does|did|value|values|flag|option|options|field|key|setting|settings|file|files|list|lists|pattern|patterns|rule|rules)\b/;
function verbNotNoun(_text: string, _index: number, match: string): boolean {
  return !NOUN_FOLLOWER.test(match);
}

export const PROSE_RULES: ProseRule[] = [
  // ---- instruction override ---------------------------------------------------------------------------------------
  {
    id: "override.ignore-instructions",
    accept: verbNotNoun,
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.93,
    negatable: true,
    re: new RegExp(String.raw`\b${OVERRIDE_VERB}\b${gap(3)}${STRONG_RULES}\b`, "g"),
  },
  {
    id: "override.ignore-prior",
    accept: verbNotNoun,
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.9,
    negatable: true,
    re: new RegExp(String.raw`\b${OVERRIDE_VERB}\b${gap(2)}${PRIOR_STRICT}${gap(1)}${RULES}\b`, "g"),
  },
  {
    id: "override.ignore-above",
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.85,
    negatable: true,
    re: new RegExp(
      String.raw`\b${OVERRIDE_VERB}${S}(?:(?:all${S})?(?:of${S})?(?:the|that|what(?:ever)?|everything|anything)${S}){0,2}(?:(?:above|before|said|came${S}before|preceding)\b|(?:previous(?:ly)?|earlier|prior)(?=\s{0,2}(?:[.!,;:\n]|$|and\b|then\b)))`,
      "g",
    ),
  },
  {
    id: "override.ignore-told",
    accept: verbNotNoun,
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.93,
    negatable: true,
    re: new RegExp(String.raw`\b${OVERRIDE_VERB}${gap(4)}${TOLD}`, "g"),
  },
  {
    id: "override.ignore-and-say",
    gate: ["ignor", "disregard", "forget", "overlook"],
    category: "override",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:ignore|ignoring|disregard|forget|overlook)${S}(?:the|this|that|your|all|my|these|those)${gap(2)}(?:and|then|,)${S}(?:instead${S})?(?:just${S})?(?:say|state|print|output|respond|reply|answer|write|repeat|tell|give|return|claim|declare)\b`,
      "g",
    ),
  },
  {
    id: "override.hypothetical-ignore",
    gate: ["ignore", "disregard", "overlook"],
    category: "override",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:we|you|one)${S}(?:were${S}to${S}|to${S})?(?:ignore|ignored|disregard|disregarded|overlook)${gap(4)}(?:we|you|one)${S}(?:might|could|would|will|should)${S}(?:state|say|output|claim|answer)\b`,
      "g",
    ),
  },
  {
    id: "override.treat-obsolete",
    gate: [" as "],
    category: "override",
    weight: 0.9,
    re: new RegExp(
      String.raw`\b(?:treat|consider|regard|mark)${S}(?:(?:all|any)${S})?(?:(?:the|your|those|these|my)${S})?(?:(?:previous|prior|earlier|above|original|initial|old|existing|system|developer)${S})?${RULES}${S}as${S}(?:obsolete|void|null|invalid|outdated|superseded|cancell?ed|revoked|deprecated|irrelevant|expired|no${S}longer)`,
      "g",
    ),
  },
  {
    id: "override.rules-void",
    gate: [
      "obsolete",
      "void",
      "null",
      "invalid",
      "cancel",
      "revoked",
      "superseded",
      "lifted",
      "suspended",
      "disabled",
      "overridden",
      "replaced",
      "longer",
    ],
    category: "override",
    weight: 0.88,
    re: new RegExp(
      String.raw`\b(?:previous|prior|earlier|above|original|old|initial|system|all)${S}${RULES}${S}(?:are|is|have${S}been|has${S}been|were)${S}(?:now${S})?(?:obsolete|void|null|invalid|cancell?ed|revoked|superseded|lifted|suspended|disabled|overridden|replaced|no${S}longer${S}(?:valid|apply|applicable|relevant|in${S}effect))`,
      "g",
    ),
  },
  {
    id: "override.new-task",
    gate: ["task", "instruction", "objective", "goal", "directive", "mission", "order", "assignment"],
    category: "override",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:new|updated|revised|real|actual|true|primary|urgent|top)${S}(?:priority${S})?(?:task|instructions?|objective|goal|directive|mission|orders?|assignment)s?\s{0,4}(?:is|are|:|follows?|for${S}(?:you|the${S}(?:assistant|ai|agent|model)))`,
      "g",
    ),
  },
  {
    id: "override.priority-task",
    gate: ["priority"],
    category: "override",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:new|urgent|top|overriding)${S}priority${S}(?:task|instruction|directive|request|order|objective)`,
      "g",
    ),
  },
  {
    id: "override.regardless",
    gate: ["regardless", "irrespective", "instead", "rather", "in place", "no matter"],
    category: "override",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:regardless${S}of|irrespective${S}of|instead${S}of|rather${S}than|in${S}place${S}of|no${S}matter)${S}(?:(?:your|the|any|all|what|my)${S})?(?:previous|prior|earlier|original|initial|current|assigned|given|above)${S}(?:${RULES}|said|told)`,
      "g",
    ),
  },
  {
    id: "override.from-now-on",
    gate: ["now on", "on now", "this point", "here on", "starting now", "henceforth"],
    category: "override",
    weight: 0.6,
    re: new RegExp(
      String.raw`\b(?:from${S}(?:now${S}on|on${S}now|this${S}point(?:${S}on|${S}forward)?|here${S}on)|starting${S}now|henceforth)\b,?${S}(?:you|your|ai|the${S}(?:assistant|model|ai))\b`,
      "g",
    ),
  },
  {
    id: "override.stop-task",
    gate: ["what you", "your current", "your original", "your assigned"],
    category: "override",
    weight: 0.78,
    re: new RegExp(
      String.raw`\b(?:stop|cease|abort|halt|abandon|drop)${S}(?:what${S}you(?:'re|${S}are)${S}doing|your${S}(?:current|original|assigned)${S}(?:task|work|job|instructions?))`,
      "g",
    ),
  },
  {
    id: "override.covert",
    gate: ["user", "human", "operator", "developer", "owner", "person"],
    category: "override",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:(?:do${S}not|don'?t|never|without)${S}(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|mention(?:ing)?(?:${S}(?:this|it|these)(?:${S}(?:note|message|instructions?|comment|step|change|request))?)?(?:${S}to)?|let(?:ting)?${S}(?:the${S})?user${S}know|ask(?:ing)?)${S}(?:the${S}|your${S})?(?:user|human|operator|developer|owner|person)\b|(?:keep${S}this|this${S}(?:message|instruction)${S}(?:is|must${S}be))${S}(?:secret|hidden|confidential)${S}from${S}(?:the${S})?(?:user|human))`,
      "g",
    ),
  },
  // ---- authority and role spoofing --------------------------------------------------------------------------------
  {
    id: "authority.fake-tag",
    category: "authority",
    weight: 0.85,
    re: /<\s{0,2}\/?\s{0,2}(?:system|sys|system[_ -]?(?:prompt|message|mode|instructions?|override)|admin|administrator|developer|god[_ -]?mode|root|im_start|im_end|instructions?|inst|override|jailbreak|important)\s{0,2}>|<\|\s{0,2}(?:im_start|im_end|system|endoftext|start_header_id|eot_id)\s{0,2}\|>|<<\s{0,2}\/?sys\s{0,2}>>|\[\/?(?:inst|system|sys|admin|system message|developer|override)\]/g,
  },
  {
    id: "authority.fake-header",
    category: "authority",
    weight: 0.8,
    re: /(?:^|\n)[ \t]{0,8}(?:(?:#{1,6}|\*\*|==+|--+|\[)[ \t]{0,4}(?:system|admin(?:istrator)?|developer|assistant)(?:[ \t]{1,4}(?:prompt|message|instructions?|override|notice|update|command))?|(?:system|admin(?:istrator)?|developer)[ \t]{1,4}(?:prompt|message|instructions?|override|notice|command))[ \t]{0,4}(?:\*\*|\]|==+|--+)?[ \t]{0,4}:/g,
  },
  {
    id: "authority.override-header",
    gate: ["override"],
    category: "authority",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:system|developer|admin|administrator|security|emergency|root|operator)(?:${S}[a-z]{2,12}){0,3}${S}override\s{0,2}:`,
      "g",
    ),
  },
  {
    id: "authority.mode-switch",
    gate: ["mode"],
    category: "authority",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:system|admin|god|developer|dev|debug|maintenance|override|jailbreak|unrestricted|unfiltered|dan|sudo|root|superuser|law${S}enforcement${S}override|knowledge${S}verification|diagnostic|test|safety${S}off|emergency)${S}mode\s{0,4}(?:is${S})?(?:now${S})?(?:activated|enabled|engaged|on|unlocked|initiated|confirmed|active)\b|\b(?:enter(?:ing)?|activat(?:e|ing)|enabl(?:e|ing)|switch(?:ing)?${S}to|initiat(?:e|ing)|engag(?:e|ing)|(?:i${S}am|i'm|we${S}are|we're)${S}(?:now${S})?in)${gap(2)}(?:system|admin|god|developer|dev|debug|maintenance|override|jailbreak|unrestricted|dan|root|superuser|enforcement${S}override|verification|diagnostic|privileged)${S}mode\b`,
      "g",
    ),
  },
  {
    id: "authority.system-reset",
    gate: ["system", "security", "safety"],
    category: "authority",
    weight: 0.7,
    re: new RegExp(
      String.raw`\b(?:system|security|safety)${S}(?:reset|override|upgrade|update|check|audit|bypass)\b${ctx(80)}\b(?:you|your)\b`,
      "g",
    ),
  },
  {
    id: "authority.message-from",
    gate: [
      "system",
      "admin",
      "developer",
      "openai",
      "anthropic",
      "google",
      "security",
      "department",
      "operator",
      "owner",
      "creator",
      "management",
    ],
    category: "authority",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:message|notice|instruction|directive|order|update|note)s?${S}from${S}(?:the${S}|your${S})?(?:system|administrator|admin|developers?|openai|anthropic|google|security${S}team|it${S}department|operator|owner|creator|management)\b`,
      "g",
    ),
  },
  {
    id: "authority.claimed-identity",
    gate: [
      "developer",
      "creator",
      "admin",
      "owner",
      "boss",
      "operator",
      "programmer",
      "maker",
      "supervisor",
      "manager",
      "master",
      "engineer",
    ],
    category: "authority",
    weight: 0.83,
    re: new RegExp(
      String.raw`\b(?:(?:i${S}am|i'm|im|this${S}is)${S}(?:your|the|a|an)|as${S}your)${S}(?:(?:lead|chief|head|senior|original)${S})?(?:developer|creator|administrator|admin|owner|boss|operator|programmer|maker|supervisor|manager|master|engineer${S}who${S}built${S}you)\b[^\n]{0,160}\b(?:you|your|need|must|confirm|password|provide|show|tell|give|share)\b`,
      "g",
    ),
  },
  {
    id: "authority.god-president",
    gate: ["god", "president", "ceo", "police", "enforcement", "fbi", "government"],
    category: "authority",
    weight: 0.78,
    re: new RegExp(
      String.raw`\b(?:i${S}am|i'm|as)${S}(?:god|the${S}president|your${S}god|a${S}god|the${S}ceo|your${S}ceo|the${S}police|law${S}enforcement|an?${S}(?:fbi|police|government)${S}(?:agent|officer))\b[^\n]{0,160}\b(?:you|your)\b`,
      "g",
    ),
  },
  {
    id: "authority.ai-developed-by",
    gate: ["openai", "anthropic", "google", "meta", "microsoft", "deepmind", "mistral"],
    category: "authority",
    weight: 0.8,
    re: new RegExp(
      String.raw`\bas${S}an?${S}(?:ai|language${S}model|assistant|llm)${S}(?:developed|created|made|built|trained)${S}by${S}(?:openai|anthropic|google|meta|microsoft|deepmind|mistral)\b`,
      "g",
    ),
  },
  {
    id: "authority.you-are-now",
    gate: ["now", "hereby", "no longer"],
    category: "authority",
    weight: 0.62,
    re: new RegExp(
      String.raw`\byou(?:${S}are|'re|${S}will${S}be|${S}have${S}become|${S}shall${S}be)${S}(?:now|hereby|no${S}longer|from${S}now${S}on)\b(?!${S}(?:able|ready|logged|connected|signed|set|done|using|running|on|at|in${S}the|all${S}set|good|viewing|looking|seeing|inside|working|editing|subscribed|registered|enrolled|eligible|authenticated|authorized))`,
      "g",
    ),
  },
  {
    id: "authority.you-are-now-ai",
    gate: ["now", "no longer"],
    category: "authority",
    weight: 0.88,
    re: new RegExp(
      String.raw`\byou(?:${S}are|'re)${S}(?:now|no${S}longer)${S}(?:an?${S})?(?:(?:ai|assistant|model|bot|chatbot|character|persona|llm|[a-z0-9]{2,16}gpt)\b|(?:free|unrestricted|unfiltered|jailbroken|uncensored|unbound)\b|bound${S}by)`,
      "g",
    ),
  },
  {
    id: "authority.your-instructions-are",
    category: "authority",
    weight: 0.7,
    re: new RegExp(
      String.raw`\b(?:your|the)${S}(?:new${S})?(?:instructions|rules|directives|guidelines|orders)${S}(?:are|now${S}are)${S}(?:as${S}follows|now|these|:|to${S})`,
      "g",
    ),
  },
  // ---- jailbreak personas -----------------------------------------------------------------------------------------
  {
    id: "jailbreak.dan",
    category: "jailbreak",
    weight: 0.9,
    re: new RegExp(
      String.raw`\bdo${S}anything${S}now\b|\b(?:dan|stan|dude|aim|anti-dan|betterdan|jailbreak|jailbroken|developer${S}mode)${S}(?:mode|prompt|enabled|output|stands${S}for|which${S}stands)\b|\[(?:dan|jailbreak|jailbroken|🔓jailbreak|gpt|chatgpt|developer${S}mode${S}output)\]|\b(?:act|acts|acting|respond|answer)${S}(?:as|like)${S}(?:a${S})?(?:dan|stan|dude|aim)\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.persona",
    category: "jailbreak",
    weight: 0.72,
    re: new RegExp(
      String.raw`\b(?:pretend${S}(?:to${S}be|(?:that${S})?you${S}(?:are|have|were|can|do${S}not|don't)|that${S}you)|role-?play${S}as|immerse${S}yourself${S}(?:in|into)|assume${S}the${S}(?:persona|role|identity)|take${S}on${S}the${S}(?:persona|role)|play${S}the${S}role${S}of|act${S}as${S}(?:if${S}you${S}(?:are|were)${S})?(?:an?${S})?(?:unfiltered|uncensored|unrestricted|amoral|evil|rogue|jailbroken)|simulate${S}(?:a|an)${S}(?:chatbot|ai|model|conversation)|stay${S}in${S}character|break${S}character|let'?s${S}play${S}a${S}game|let'?s${S}role-?play\b|you${S}(?:will|are${S}going${S}to|shall)${S}(?:be${S})?(?:answer|respond|reply|act|play|pretend|simulat)(?:ing|e)?${S}(?:as|like)|(?:respond|answer|reply|act)${S}(?:as|like)${S}(?:an?${S})?[a-z0-9-]{1,20}(?:gpt|ai|bot)\b|you${S}are${S}(?:going${S}to${S})?(?:act|play|pretend)|your${S}new${S}persona)\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.no-limits",
    gate: [
      "restrict",
      "filter",
      "censorship",
      "limit",
      "guideline",
      "rules",
      "constraint",
      "boundaries",
      "confines",
      "polic",
      "morals",
      "ethic",
      "uncensored",
      "amoral",
      "unbound",
      "abide",
      "follow",
      "adhere",
      "care",
      "comply",
    ],
    category: "jailbreak",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:(?:no|without|free${S}(?:of|from)|freed${S}from|broken${S}free${S}(?:of|from)|not${S}bound${S}by|unbound${S}by|ignores?(?=${S}(?:any|all|the)\b))${S}(?:any${S}|all${S}|the${S}(?:typical${S})?)?(?:moral|ethical|content|safety|legal)?\s{0,4}(?:restrictions|filters|filtering|censorship|limitations|limits|guidelines|rules|constraints|boundaries|confines|policies|policy|morals|ethics)(?!${S}(?:(?:are|is|were|was|have${S}been|has${S}been)${S})?(?:files?|apply|applies|applied|match|matched|matches|found|defined|configured|set|given|yet|here|left|provided|specified|passed|supplied|present|exist|exists|available|needed|required|added|registered|enabled|loaded|selected|gets?|has|keeps?|stays?|returns?|falls?${S}back|is${S}skipped|are${S}skipped)\b)|(?:unfiltered|uncensored|amoral|unrestricted|unethical|unbound|unlimited)${S}(?:ai|model|chatbot|assistant|response|responses|language${S}model|version|mode|persona|character)|(?:doesn'?t|does${S}not|don'?t|do${S}not|never|won'?t|will${S}not)${S}(?:have${S}to${S})?(?:abide${S}by|follow|adhere${S}to|care${S}about|comply${S}with)${S}(?:any${S}|the${S})?(?:rules|guidelines|policies|restrictions|content${S}policy|ethical|moral|laws)|(?:openai|anthropic)'?s?${S}(?:content${S})?polic(?:y|ies)|content${S}polic(?:y|ies)${S}(?:of${S})?(?:openai|anthropic))`,
      "g",
    ),
  },
  {
    id: "jailbreak.gpt-persona",
    category: "jailbreak",
    weight: 0.6,
    // invented "…GPT" personas (BetterGPT, AntiGPT); the literal-led pattern lets the engine skip ahead to "gpt"
    re: /[a-z0-9]gpt\b/g,
    accept: (text, index) => {
      let start = index;
      while (start > 0 && index - start < 16 && /[a-z0-9]/.test(text[start - 1])) start--;
      const word = text.slice(start, index + 4);
      return word.length >= 5 && !KNOWN_GPTS.has(word) && !(start > 0 && /[a-z0-9]/.test(text[start - 1]));
    },
  },
  {
    id: "jailbreak.persona-assign",
    gateNotInEveryMatch: true,
    gate: ["persona", "character", "role", "identity", "name", "personify", "opposite", "evil", "dark side", "dan"],
    category: "jailbreak",
    weight: 0.74,
    re: new RegExp(
      String.raw`\byour${S}(?:new${S})?(?:persona|character|role|identity|name)${S}(?:is|will${S}be)${S}(?:now${S})?|\bpersonify${S}|(?<!\b(?:const|let|var|this|self)[\s.]{1,4})\b(?:persona|character)\s{0,2}=\s{0,2}["'“]|\b(?:opposite${S}(?:day|mode)|evil${S}(?:mode|twin|version|confidant)|dark${S}side)\b|\b(?:known${S}as|called|named|kilala${S}bilang|noto${S}come|conocido${S}como|bekannt${S}als)\s{1,3}["'“]?dan\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.amoral-lexicon",
    category: "jailbreak",
    weight: 0.3,
    perMatch: 0.12,
    cap: 0.82,
    single: 0.12,
    re: /\b(?:amoral|uncensored|unfiltered|unethical|immoral|no prohibitions|condones?|nsfw|without (?:any )?(?:hesitation|question|refusal|remorse)|no matter how (?:dangerous|illegal|unethical|immoral|harmful)|reckless|inhumane|illegal|explicit content|profanity|offensive|breaks? (?:ai |the )?rules|any and all requests|not bound by|never declines?)\b/g,
  },
  {
    id: "jailbreak.two-responses",
    gate: ["two", "2"],
    category: "jailbreak",
    weight: 0.75,
    re: new RegExp(
      String.raw`\b(?:two|2)${S}(?:different${S}|separate${S})*(?:ways|responses|answers|paragraphs)\b${ctx(200)}\b(?:normal|normally|classic|filtered|unfiltered|jailbreak|dan|uncensored)\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.never-refuse",
    gate: ["request", "question", "prompt", "anything", "task"],
    category: "jailbreak",
    weight: 0.72,
    re: new RegExp(
      String.raw`\b(?:never|not|don'?t|do${S}not|cannot|can'?t|will${S}not|won'?t)${S}(?:ever${S})?(?:refuse|decline|say${S}no|reject)${gap(3)}(?:request|question|prompt|anything|task)s?\b|\b(?:always|must)${S}(?:answer|respond|comply|provide${S}an${S}answer)${S}(?:to${S})?(?:any|every|all)${S}(?:and${S}all${S})?(?:request|question|prompt)s?${S}(?:no${S}matter|regardless|even${S}if)`,
      "g",
    ),
  },
  // ---- system-prompt extraction ------------------------------------------------------------------------------------
  {
    id: "extraction.system-prompt",
    category: "extraction",
    weight: 0.88,
    negatable: true,
    accept: asksForPrompt,
    re: new RegExp(
      String.raw`\b(?:reveal|show|print|output|display|repeat|recite|tell|give|share|leak|dump|provide|disclose|list|write${S}out|spell${S}out|copy|paste|return|echo|reproduce|send|expose|describe|see|view|read|access|know|get|obtain|encode|translate|summari[sz]e|confirm|verify|check|what(?:'s|${S}is|${S}are|${S}was|${S}were))\b:?${gap(4)}(?:(?:your|the|its|my|our|this)${S})?(?:system${S}(?:prompt|message|instructions?|configuration|config|settings)|initial${S}(?:prompt|instructions?|configuration|message)|original${S}(?:prompt|instructions)|starting${S}(?:prompt|instructions)|pre-?prompt|initiali[sz]ation${S}(?:string|prompt|text|instructions?|message)|(?:your|the)${S}(?:instructions|directives|rules|guidelines|configuration)${S}(?:you${S}were|you've${S}been|given)|(?:the${S})?(?:text|words|content|everything)${S}(?:above|before${S}this)|(?:this|the|our)${S}(?:entire${S}|whole${S})?conversation${S}(?:back|so${S}far|(?:repeat|print|output|copy|reveal|recite|echo|dump|show|tell|give)\w{0,3}${S}(?:[\w'’-]{1,20}${S}){0,8}?(?:back${S})?(?:to${S}me${S})?word${S}for${S}word|verbatim)|your${S}(?:instructions|directives|rules|guidelines|configuration|prompt|system${S}message)${S}(?:back|verbatim|(?:repeat|print|output|copy|reveal|recite|echo|dump|show|tell|give)\w{0,3}${S}(?:[\w'’-]{1,20}${S}){0,8}?(?:back${S})?(?:to${S}me${S})?word${S}for${S}word|in${S}full|exactly|to${S}me))\b`,
      "g",
    ),
  },
  {
    id: "extraction.what-told",
    category: "extraction",
    weight: 0.86,
    re: new RegExp(
      String.raw`\bwhat${S}(?:were|was|are|have)${S}you${S}(?:been${S})?(?:told|instructed|programmed|asked|given|not${S}(?:supposed|allowed|permitted)${S}to${S}(?:tell|say|reveal|share|discuss))\b|\bwhat${S}(?:instructions|rules|directives|guidelines|orders|prompt)${S}(?:did|do|have|were|was)\b[^.?\n]{0,40}\b(?:give|gave|given|provide|provided|set|tell|told|write|wrote|written)${S}(?:to${S})?you\b|\bwhat${S}(?:exactly${S})?(?:does|did|do)${S}your${S}(?:system${S}prompt|instructions|initial${S}prompt|rules|directives|guidelines)${S}(?:say|contain|tell|look${S}like|include)\b|\bwhat${S}(?:are|were|is)${S}(?:your|those|the)${S}(?:initial|original|hidden|secret|system|exact|previous|starting)?\s{0,4}(?:instructions|directives|rules|system${S}prompt|prompt)\b`,
      "g",
    ),
  },
  {
    id: "extraction.given-text",
    gate: ["you"],
    category: "extraction",
    weight: 0.84,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:text|instructions|prompt|words|rules|message|directives|guidelines)${S}(?:that${S})?you${S}(?:were|have${S}been|got|received)${S}(?:given|told|provided|fed|sent)?\s{0,4}(?:initially|at${S}the${S}(?:start|beginning)|before|first|originally|earlier)\b`,
      "g",
    ),
  },
  {
    id: "extraction.your-prompt",
    category: "extraction",
    weight: 0.76,
    negatable: true,
    re: new RegExp(
      String.raw`(?<!\b(?:in|into|to|from|of|with|for|on|at|inside)\s{1,4})\b(?:your|the${S}ai's|the${S}assistant's|the${S}model's)${S}(?:initial|original|system|hidden|secret|starting|full|exact|underlying|internal)${S}(?:prompt|instructions|directives|rules|configuration|message)\b|\b(?:the|my|your)${S}(?:system${S}prompt|instructions|initial${S}prompt)${S}(?:is|are|says|reads)\s{0,2}:|\b(?:repeat|print|output|show|copy|reproduce|recite|echo)${S}(?:back${S})?(?:the${S}|all${S}the${S}|everything${S})?above${S}(?:text|content|words|prompt|instructions|conversation|message)`,
      "g",
    ),
  },
  // a user who types code that prints the prompt variable asks for it; the same identifier in a file or output is an API name
  {
    id: "extraction.prompt-identifier",
    gate: ["prompt"],
    category: "extraction",
    weight: 0.76,
    factor: { tool_result: 0, write: 0, bash: 0 },
    re: /\bsystem_?prompt\s{0,2}\)|\bsystemprompt\b/g,
  },
  {
    id: "extraction.before-first-message",
    gate: ["before", "above", "prior"],
    category: "extraction",
    weight: 0.84,
    re: new RegExp(
      String.raw`\b(?:everything|all|the${S}(?:text|words|content|messages?)|whatever)${S}(?:that${S})?(?:appears|appeared|was${S}(?:written|said|given)|comes|came|is|was)${S}(?:before|above|prior${S}to)${S}(?:my|this|the|our)${S}(?:first${S}|very${S}first${S})?(?:message|prompt|question|request|conversation|input)`,
      "g",
    ),
  },
  {
    id: "addressed.vocative",
    category: "addressed",
    weight: 0.85,
    re: new RegExp(
      String.raw`(?:^|[\n(\[#>*]|[.!?:]${S})\s{0,4}(?:dear${S})?(?:ai|assistant|agent|llm|model|chatgpt|claude|copilot|gemini|cursor|codex|bot)\s{0,2},${S}(?:when|if|before|after|while|please|you|ignore|do|don't|always|also|make${S}sure|remember|now|first|instead|forget|stop|run|execute|send|delete)\b`,
      "g",
    ),
  },
  {
    id: "addressed.mention",
    category: "addressed",
    weight: 0.8,
    re: /(?:^|[\s(])@(?:agent|ai|assistant|bot|claude|copilot|codex|cursor|gemini|chatgpt|llm|devin|aider)\b[ ,:]{1,3}(?:(?:please|also|now|while|when|before|after|you|ignore|do|always|make|copy|send|run|delete|add|update|push|approve|merge|change|remove)\b)/g,
  },
  {
    id: "jailbreak.grandma",
    category: "jailbreak",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:you(?:'re|${S}are)${S}my${S}(?:late${S}|dead${S}|deceased${S}|dear${S})?(?:grandma|grandmother|granny|grandpa|grandfather)|(?:pretend|act|role-?play)${S}(?:to${S}be${S}|as${S}|that${S}you(?:'re|${S}are)${S})?my${S}(?:late${S}|dead${S}|deceased${S})?(?:grandma|grandmother|granny|grandpa|grandfather))\b`,
      "g",
    ),
  },
  {
    id: "extraction.complete-sentence",
    category: "extraction",
    weight: 0.85,
    re: new RegExp(
      String.raw`(?:my${S}instructions${S}(?:are|were)|i${S}was${S}(?:instructed|told|programmed)${S}to|beginning${S}with${S}["'“]?you${S}are|starting${S}with${S}["'“]?you${S}are|(?:repeat|print|output|copy|reveal|recite|echo|dump|show|tell|give)\w{0,3}${S}(?:[\w'’-]{1,20}${S}){0,8}?(?:back${S})?(?:to${S}me${S})?word${S}for${S}word|verbatim${S}(?:copy|output|text)|in${S}full\.?${S}put${S}it${S}in)`,
      "g",
    ),
  },
  // ---- text addressed to an AI ------------------------------------------------------------------------------------
  {
    id: "addressed.ai-reading",
    gate: ["read", "process", "pars", "analy", "summari", "review", "scan", "view", "see", "index", "crawl"],
    category: "addressed",
    weight: 0.9,
    re: new RegExp(
      String.raw`\b${AI}${S}(?:(?!(?:finished|finishes|started|starts|stopped|stops|began|begins|is|was|were|are|has|had|been|done|completed|resumed)\b)\w{1,16}${S})?(?:reading|processing|parsing|analy[sz]ing|summari[sz]ing|reviewing|scanning|viewing|seeing|indexing|crawling|that${S}(?:reads?|processe?s?|sees?)|who${S}(?:reads?|processe?s?|sees?)|which${S}(?:reads?|processe?s?))${S}(?:this|these|the${S}(?:following|above))\b`,
      "g",
    ),
  },
  {
    id: "addressed.note-to-ai",
    category: "addressed",
    weight: 0.9,
    re: new RegExp(
      String.raw`\b(?:note|attention|important|notice|memo|reminder|directive)${S}(?:\w{1,16}${S})?(?:to|for)${S}(?:the${S}|any${S}|all${S}|every${S})?(?:\w{1,16}${S})?${AI}\b|\b(?:message|instructions?|hint)${S}(?:to|for)${S}(?:the${S}|any${S}|all${S}|every${S})?(?:\w{1,16}${S})?${AI}\s{0,2}(?:[:!—]|--|-\s)|(?:^|\n)\s{0,3}(?:#{1,6}|\*\*|>)\s{0,4}(?:message|instructions?|hint)${S}(?:to|for)${S}(?:the${S}|any${S}|all${S}|every${S})?(?:\w{1,16}${S})?${AI}\b|\b(?:dear|hey|hi|hello|attention|attn)${S},?\s{0,4}(?:the${S})?${AI}\b|\bif${S}you${S}are${S}(?:an?${S})?(?:ai|llm|language${S}model|assistant|agent|bot|chatbot|automated)\b|\b(?:all|any|every)${S}(?:ai${S})?(?:agents?|assistants?|llms?|ai${S}models?|language${S}models?|bots?)${S}(?:must|should|shall|are${S}(?:required|instructed)${S}to|need${S}to)\b`,
      "g",
    ),
  },
  {
    id: "addressed.ai-colon",
    category: "addressed",
    weight: 0.85,
    accept: sentenceAfterColon,
    re: new RegExp(
      String.raw`(?:^|\n|#|//|<!--|/\*|\*|"""|'''|\[|\|)\s{0,4}(?:[a-z]{2,16}${S})?(?:ai|llm|assistant|agent|bot|ai${S}(?:agent|assistant|model)|chatgpt|claude|copilot|model)\s{0,2}:\s{0,4}[a-z]`,
      "g",
    ),
  },
  // ---- secret / data exfiltration requests ------------------------------------------------------------------------
  {
    id: "exfil.ask-secret",
    category: "exfiltration",
    weight: 0.84,
    negatable: true,
    accept: (_t, _i, m) => !FROM_SECRET.test(m),
    re: new RegExp(
      String.raw`\b(?:what(?:'s|${S}is|${S}are|${S}was)|tell${S}me|give${S}me|share|send${S}me|provide|confirm|reveal|disclose|show${S}me|output|print|read${S}out|spell${S}out|hand${S}over)${gap(3)}(?:your|the|its|our|this|my|his|her|their)${gap(1)}${SECRET}\b`,
      "g",
    ),
  },
  {
    id: "exfil.user-data",
    gate: [
      "give",
      "tell",
      "share",
      "send",
      "provide",
      "show",
      "list",
      "reveal",
      "disclose",
      "print",
      "forward",
      "bank",
      "birth",
    ],
    category: "exfiltration",
    weight: 0.72,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:give|tell|share|send|provide|show|list|reveal|disclose|print|forward)${S}(?:me|us)?\s{0,4}(?:the${S})?(?:list${S}of${S})?(?:users?|user's|customers?|employees?|patients?|(?:[a-z]{2,16}'s))${S}(?:\w{1,16}${S})?(?:email|e-mail|address|birth\s{0,4}date|date${S}of${S}birth|location|city|phone|bank${S}balance|balance|account|ssn|social${S}security|credit${S}card|password|data|records|personal|private|home)\b|\b(?:bank${S}balance|birth${S}date|date${S}of${S}birth)${S}of${S}[a-z]{2,16}`,
      "g",
    ),
  },
  {
    id: "exfil.user-location",
    gate: ["user"],
    category: "exfiltration",
    weight: 0.84,
    re: new RegExp(
      String.raw`\bwhere${S}(?:does${S}|is${S})?(?:the|this|our|my)${S}user${S}(?:\w{1,12}${S})?(?:live|lives|living|reside|resides|located|staying|stay)\b`,
      "g",
    ),
  },
  {
    id: "exfil.send-to",
    gate: ["send", "post", "upload", "forward", "transmit", "exfiltrate", "mail", "leak", "copy", "submit", "report"],
    category: "exfiltration",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:send|post|upload|forward|transmit|exfiltrate|email|e-mail|leak|copy|submit|report)${gap(5)}(?:${SECRET}|conversation|chat${S}history|(?:user|employee|customer)${S}data|data|report|summary|files?|contents?)${gap(3)}(?:to|into|onto)${S}(?:https?:\/\/|[a-z0-9._-]{1,40}@[a-z0-9-]{1,40}\.|(?:this|the${S}following|my|our|an?${S}external)${S}(?:url|endpoint|address|server|webhook|email)|(?:an?${S}|the${S})?(?:public|external|remote|new|personal|anonymous|secret)${S}(?:gist|repo|repository|paste|pastebin|url|server|bucket|channel|issue|page))`,
      "g",
    ),
  },
  {
    id: "exfil.exfiltrate",
    category: "exfiltration",
    weight: 0.82,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:exfiltrate|exfiltrating|smuggle${S}out|sneak${S}out)${S}(?:(?:the|all|any|your|their|every|our)${S})?(?:\w{1,16}${S}){0,2}(?:${SECRET}|files?|data|repo(?:sitory)?|source|code|keys|tokens|history|conversation|contents?)\b`,
      "g",
    ),
  },
  {
    id: "exfil.markdown-image",
    gate: ["!["],
    category: "exfiltration",
    weight: 0.8,
    re: /!\[[^\]\n]{0,80}\]\(https?:\/\/[^)\s]{1,200}[?&][a-z0-9_]{1,30}=(?:\{|\$|<|%7b|\[)/g,
  },
  {
    id: "exfil.split-payload",
    gate: [
      "combine",
      "concatenat",
      "join",
      "interlac",
      "merge",
      "put together",
      "assume we have",
      "answer the question using",
    ],
    category: "exfiltration",
    weight: 0.6,
    re: new RegExp(
      String.raw`\b(?:combine|concatenate|join|interlace|merge|put${S}together|assume${S}we${S}have|answer${S}the${S}question${S}using)${gap(4)}(?:parts?|strings?|pieces|a,${S}b|1${S}and${S}2)\b[^\n]{0,240}(?:password|secret|confidential|unlock|access|credential)`,
      "g",
    ),
  },
  // ---- decode and obey --------------------------------------------------------------------------------------------
  {
    id: "obfuscation.decode-and-obey",
    gate: ["decod", "decrypt", "deobfusc", "unscrambl", "revers", "rot13", "rot-13", "base64", "translat"],
    category: "obfuscation",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:decode|decrypt|deobfuscate|unscramble|reverse|rot-?13|apply${S}rot-?13|base64-?decode|translate)${gap(6)}(?:and|then|,)${S}(?:then${S})?(?:follow|do|execute|run|obey|perform|carry${S}out|act${S}on|comply${S}with|answer)\b`,
      "g",
    ),
  },
  // ---- task hijack in third-party content ---------------------------------------------------------------------------
  {
    id: "hijack.your-response",
    gate: ["answer", "response", "reply", "output", "summary", "translation", "explanation", "elucidation", "result"],
    category: "hijack",
    weight: 0.86,
    re: new RegExp(
      String.raw`(?:^|[.!?:]\s{1,4}|[!?:"'\n]|\n\s{1,4}|\bplease${S})(?:modify|change|alter|rewrite|rephrase|reword|format|begin|start|end|finish|conclude|close|prefix|append|include|add|insert|embed|weave|integrate|incorporate|infuse|write|provide|present|give|deliver|translate|encode|convert|use|replace|substitute|reverse|scramble|group|render|express|make|ensure|keep|respond|reply|answer|structure|compose|augment|enhance|enrich|supplement|improve|spice|sprinkle|mention|reference|cite|recommend|suggest|promote|advertise|sign|capitalize|spell)\b${ctx(80)}\b(?:your${S}(?:\w{1,16}${S})?${RESPONSE}|the${S}(?:\w{1,16}${S})?(?:answer|response|reply|summary|translation))s?\b`,
      "g",
    ),
  },
  {
    id: "hijack.open-verb-your-response",
    gate: ["answer", "response", "reply"],
    category: "hijack",
    weight: 0.8,
    re: new RegExp(
      String.raw`(?:^|[.!?"'\n]\s{0,4})(?!(?:thank|thanks|we|i|if|for|to|regarding|about|re|as|in|on|at|by|with|from|after|before|when|while|this|that|it|you|your|our|my|here|there|what|how|did|do|does|is|are|was|were|can|could|would|will|should|please|just|note|see)\b)[a-z]{3,16}${S}(?:\w{1,16}${S}){0,3}(?:of${S}|in${S}|to${S}|into${S}|throughout${S})?your${S}(?:\w{1,16}${S})?(?:answer|response|reply)s?\b`,
      "g",
    ),
  },
  {
    id: "hijack.response-style",
    gate: ["answer", "response", "reply", "output", "summary", "translation"],
    category: "hijack",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:in|to|into|for|throughout|within)${S}your${S}(?:\w{1,16}${S})?(?:answer|response|reply|output|summary|translation)s?\b`,
      "g",
    ),
  },
  {
    id: "hijack.code-snippet",
    unquoted: true,
    gate: ["snippet", "excerpt", "block", "section", "fragment", "segment", "piece", "sample"],
    category: "hijack",
    weight: 0.84,
    factor: { write: 1, bash: 1 },
    re: new RegExp(
      String.raw`\b(?:the${S})?(?:following|below|subsequent|next|attached|provided)${S}(?:code|python|script|shell|bash)${S}(?:snippet|excerpt|block|section|fragment|segment|piece|sample)\b${ctx(120)}\byour\b|\byour${S}(?:${CODE_OWNER}|code's)\b${ctx(120)}\b(?:following|below|subsequent)${S}(?:code|python|script)${S}(?:snippet|excerpt|block|section|fragment|segment|piece)\b`,
      "g",
    ),
  },
  {
    id: "hijack.code-snippet-verb",
    unquoted: true,
    gate: ["snippet", "excerpt", "block", "section", "fragment", "segment", "piece", "sample"],
    category: "hijack",
    weight: 0.72,
    factor: { write: 1, bash: 1 },
    re: new RegExp(
      String.raw`\b(?:incorporate|include|add|insert|embed|integrate|merge|blend|fuse|append|utili[sz]e|leverage|employ|absorb|infuse|meld|weave|inject)${S}(?:the${S})?(?:following|below|subsequent|provided|attached)${S}(?:code|python|script|shell|bash)${S}(?:snippet|excerpt|block|section|fragment|segment|piece|sample)\b`,
      "g",
    ),
  },
  // a task hijack with no override words: third-party data that knows the reader has a task and puts its own first
  {
    id: "hijack.before-your-task",
    gate: ["before you", "gave you", "given you", "assigned you", "in order to", "message from"],
    category: "hijack",
    weight: 0.82,
    re: new RegExp(
      String.raw`\bbefore${S}you${S}(?:can${S}|could${S}|are${S}able${S}to${S})?(?:solve|complete|finish|do|answer|continue${S}with|proceed${S}with|work${S}on|carry${S}out|respond${S}to)${S}(?:the|this|your|my)${S}(?:\w{1,16}${S})?(?:task|request|instructions?)\b${ctx(120)}\b(?:first|the${S}following|you${S}(?:must|need${S}to|have${S}to)${S}(?:first|also))\b|\b(?:the|your)${S}(?:task|request|question|job|assignment)${S}(?:that${S}|which${S})?(?:i|the${S}user|your${S}user)${S}(?:gave|have${S}given|assigned|asked)${S}(?:to${S})?you\b${ctx(120)}\b(?:please|first|instead|you${S}(?:must|need${S}to|have${S}to|should))\b|\bthis${S}is${S}an?${S}(?:important|urgent|private|confidential)${S}(?:message|instruction|request|note)${S}from${S}(?:me|the${S}user|your${S}user|[a-z]{2,16}${S}[a-z]{2,16})\b${ctx(60)}\bto${S}you\b`,
      "g",
    ),
  },
  // tool-description poisoning: a tool's description that orders a side step before the tool is used
  {
    id: "hijack.before-using-tool",
    gate: ["this tool", "this function", "this server"],
    category: "hijack",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:before|prior${S}to|when|whenever|each${S}time|every${S}time)${S}(?:using|calling|invoking|you${S}(?:use|call|invoke))${S}this${S}(?:tool|function|server)\b,?${S}(?:you${S}(?:must|should|need${S}to|have${S}to)${S}(?:first${S})?|(?:please${S})?(?:first${S})?|always${S})(?:read|send|pass|include|append|upload|call|fetch|post|copy|forward|attach|provide|run|execute|cat|collect|gather)\b`,
      "g",
    ),
  },
  {
    id: "hijack.state-that",
    gate: ["state", "say", "claim", "respond", "answer", "reply", "declare", "assert", "tell"],
    category: "hijack",
    weight: 0.6,
    re: new RegExp(
      String.raw`\b(?:state|say|claim|respond|answer|reply|declare|assert|tell${S}(?:the${S})?user)${S}(?:that${S})?(?:the${S}(?:output|answer|result|sum|capital|total)${S}(?:is|was|will${S}be)|:\s{0,4}["'“]?i${S}admit)`,
      "g",
    ),
  },
  {
    id: "hijack.tell-user-go",
    gate: ["tell", "account", "follow this link"],
    category: "hijack",
    weight: 0.75,
    re: new RegExp(
      String.raw`\btell${S}(?:the${S})?(?:user|reader|customer|them)${S}(?:to|that)${S}(?:go${S}to|visit|click|reset|update|enter|download|install|call|send|their)\b|\b(?:your${S}account${S}has${S}been${S}(?:compromised|suspended|locked)|follow${S}this${S}link${S}to${S}(?:reset|verify|restore))\b`,
      "g",
    ),
  },
  // ---- malicious code payloads (write / tool_result) ----------------------------------------------------------------
  {
    id: "code.env-exfil",
    gate: ["requests.", "urlopen", "fetch", "axios.post", "http.request", "smtplib.smtp", "socket.connect", "paramiko"],
    category: "malicious_code",
    weight: 0.55,
    re: /\b(?:requests\.(?:post|get|put)|urllib\.request\.urlopen|urlopen|fetch|axios\.post|http\.request|smtplib\.smtp|socket\.connect|paramiko)\b[^\n]{0,160}(?:os\.environ|process\.env|cookies?|passwd|shadow|id_rsa|psutil|clipboard|getpass|\.ssh|home)/g,
  },
  {
    id: "code.destructive",
    category: "malicious_code",
    weight: 0.5,
    re: /\brm\s{1,3}-rf\s{1,3}(?:\/|~|\$home|\*)(?:\s|$|["'`;])|shutil\.rmtree\(\s{0,2}["'](?:\/|~|c:)|:\(\)\s{0,2}\{\s{0,2}:\s{0,2}\|\s{0,2}:\s{0,2}&\s{0,2}\}\s{0,2};\s{0,2}:|\bos\.system\(\s{0,2}["'](?:rm|del|format|shutdown|curl|wget|nc)\b|\bsend\(\s{0,4}ip\(dst|\bsubprocess\.(?:call|run|popen)\([^\n]{0,40}(?:curl|wget|nc|bash -i|\/dev\/tcp)/g,
  },
  {
    id: "code.keylogger",
    gate: [
      "pynput",
      "keyboard",
      "getasynckeystate",
      "pyperclip",
      "win32clipboard",
      "getclipboarddata",
      "pyautogui",
      "imagegrab",
    ],
    category: "malicious_code",
    weight: 0.5,
    re: /\b(?:pynput|keyboard\.on_press|getasynckeystate|pyperclip\.paste|win32clipboard|getclipboarddata|pyautogui\.screenshot|imagegrab\.grab)\b/g,
  },
];

/** Words that say the text is talking ABOUT attacks (security docs) rather than making one. */
export const DISCUSSION_MARKERS =
  /\b(?:attackers?|adversar(?:y|ies|ial)|vulnerabilit(?:y|ies)|mitigations?|scenarios?|malicious|exploit(?:s|ed|ing)?|owasp|prompt\s{1,4}injections?|jailbreak(?:s|ing)|threat\s{1,4}model|red\s{1,4}team(?:ing)?|payloads?|guardrails?|untrusted|sanitiz(?:e|ation)|security\s{1,4}(?:risk|control|researcher)s?)\b/g;

/** Reported speech right before a match: "… instructing it to ignore …", "phrases like …". */
export const REPORTING_CUE =
  /(?:\b(?:instruct(?:s|ed|ing)|tell(?:s|ing)|trick(?:s|ed|ing)?|caus(?:es|ing)|convinc(?:es|ing)|ask(?:s|ed|ing)|attempt(?:s|ed|ing)?|tries|trying|such\s{1,4}as|like|e\.g\.,?|for\s{1,4}example|called|named|says|saying|contain(?:s|ing)?|phrases?|strings?)\b[^.!?\n]{0,24})$/;
