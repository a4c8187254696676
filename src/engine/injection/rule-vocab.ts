// Shared building blocks of the prose rules: the rule shape, bounded gap helpers and the word lists the families use.

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
export const S = String.raw`\s{1,4}`;
export const gap = (n: number): string => String.raw`(?:\s{1,4}[^\s.!?;:]{1,24}){0,${n}}\s{1,4}`;
export const ctx = (n: number): string => String.raw`[^.!?\n]{0,${n}}`;
export const alt = (...xs: string[]): string => `(?:${xs.join("|")})`;

export const OVERRIDE_VERB = alt(
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
export const OVERRIDE_VERB_LITERALS = [
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
export const STRONG_RULES = alt(
  "instructions?",
  "instructed",
  "directives?",
  "guidelines?",
  "guidance",
  "prompts?",
  "programming",
  "system rules",
);
export const PRIOR_STRICT = alt(
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
export const RULES = alt(
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
export const TOLD = String.raw`(?:(?:you(?:'ve| have| were)?|i(?:'ve| have)?)\s{1,4}(?:been\s{1,4})?(?:told|said|given|instructed|taught|programmed|asked|learned|learnt|trained)|(?:told|gave|taught|instructed|asked|programmed)\s{1,4}(?:you|me))`;
export const AI = alt(
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
export const SECRET = alt(
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
export const RESPONSE = alt(
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
export const CODE_OWNER = alt(
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
export const KNOWN_GPTS = new Set([
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
