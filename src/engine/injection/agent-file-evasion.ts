// Agent-file orders that get around a safeguard: a workaround when it fires, a guard declared void, secrets used unasked.

const S = String.raw`\s{1,3}`;

/** What guards the work: the harness's guard, a sandbox, hooks, tests, checks, verification. */
const SAFEGUARD = String.raw`(?:guards?|guardrails?|sentinel|scanner|sandbox|permission(?:s|${S}(?:prompts?|checks?|system))?|approvals?|confirmations?|safety|security|policy|policies|hooks?|pre-commit|tests?|test${S}suite|checks?|ci|linters?|lint|type-?check(?:s|er)?|reviews?|verification|signing|protections?)`;

/**
 * A condition on a safeguard firing ("if a command is blocked", "when tests fail", "whenever the hook complains"): the
 * moment a safeguard acts, which is no bound on an order but the order's target.
 */
export const FIRING = new RegExp(
  String.raw`\b(?:if|when|whenever|once|should|in${S}case)${S}(?:(?:the|a|an|any|your|this)${S})?(?:[\w-]+${S}){0,2}?(?:${SAFEGUARD}|command|call|tool${S}call|commit|push|write|request)(?:${S}(?:step|job|run|stage|hook|suite|on${S}ci))?${S}(?:(?:is|are|gets?|was|were)${S})?(?:blocked|blocks|denied|denies|refused|refuses|rejected|rejects|flagged|flags|prevented|prevents|stopped|stops|fail(?:s|ed|ing)?|break(?:s)?|complains?|errors?(?:${S}out)?|objects?|warns?)\b`,
  "i",
);

/** What gets around it: the safeguard itself switched off or removed, a road around it, the same thing disguised. */
const WORKAROUND = new RegExp(
  [
    String.raw`\b(?:bypass|circumvent|work${S}around|get${S}around|evade|sidestep)\b`,
    String.raw`\b(?:skip|disable|turn${S}off|switch${S}off|silence|suppress|mute|comment${S}out|delete|remove|xfail)${S}(?:(?:the|those|these|that|this|all|any|every)${S})?(?:failing${S})?(?:[\w-]+${S}){0,2}?(?:them|it|${SAFEGUARD}|workflows?|pipelines?|jobs?|steps?|stages?|(?:workflow|hook|test|check|ci|lint)${S}(?:files?|configs?))\b`,
    String.raw`\b(?:with|without)${S}(?:the${S}|its${S}|any${S})?${SAFEGUARD}(?:${S}[\w-]+)?${S}(?:disabled|off|removed|bypassed|skipped|switched${S}off|turned${S}off)\b`,
    String.raw`--no-verify\b|--no-sandbox\b|--dangerously[\w-]*`,
    String.raw`\b(?:another|a${S}different|some${S}other)${S}(?:way${S}(?:around|to${S}run)|route|tool|shell|encoding)\b|\b(?:encode|obfuscate|base64)\b`,
  ].join("|"),
  "i",
);

/** The harness's own safeguards (not a project's tests or lint rules, which may rightly not cover a folder). */
const HARNESS = String.raw`(?:host${S})?(?:guards?|guardrails?|sentinel|scanner|sandbox|(?:permission|approval|confirmation|safety)${S}(?:prompts?|checks?|rules|dialogs?))`;
/** A harness safeguard declared not to count here ("guard prompts do not apply in this repository"). */
const VOID = new RegExp(
  String.raw`\b${HARNESS}(?:${S}[\w-]+){0,2}${S}(?:do${S}not|don't|does${S}not|doesn't|no${S}longer|never)${S}apply\b|\b${HARNESS}(?:${S}[\w-]+){0,2}${S}(?:are|is)${S}(?:suspended|void|waived|lifted|not${S}(?:binding|in${S}force|enforced)|switched${S}off|disabled)${S}(?:in|for|here|on)\b`,
  "i",
);

/**
 * The harness's guard ordered ignored, or said to be switched off by its owner ("the owner has disabled it"). ("Skip
 * all permission prompts" and "bypass the confirmation dialog" describe options in real docs, so only ignore/disregard.)
 */
const IGNORE_HARNESS = new RegExp(
  String.raw`\b(?:ignore|disregard)${S}(?:(?:the|any|all|this)${S})?(?:[\w-]+${S})?${HARNESS}\b|\b(?:owner|user|maintainers?|admins?|team)${S}(?:has|have)${S}(?:disabled|turned${S}off|switched${S}off|waived|removed)${S}(?:it|them|the${S}(?:[\w-]+${S})?${HARNESS})\b`,
  "i",
);
/** Destructive steps declared approved in advance ("the user pre-approved all deletions"). */
const PREAPPROVED = new RegExp(
  String.raw`\b(?:user|owner|maintainers?|team|admins?|operators?)${S}(?:has${S}|have${S})?(?:pre-?approved|pre-?authori[sz]ed|already${S}approved|approved${S}in${S}advance|signed${S}off${S}on)${S}(?:all|any|every|each)\b`,
  "i",
);
/** Branch protection overridden by the agent itself: an admin merge, its own change approved or merged. */
const ADMIN_MERGE = /\bgh\s{1,3}pr\s{1,3}merge\b[^\n;]{0,60}--admin\b/i;
const SELF_MERGE = new RegExp(
  String.raw`\b(?:approve|merge)${S}(?:your|its|their)${S}own${S}(?:pull${S}requests?|prs?|merge${S}requests?|mrs?|changes)\b`,
  "i",
);

/** A secret the agent is told to use: a password, key or token, or the contents of a secrets file. */
const SECRET_USE = new RegExp(
  String.raw`\b(?:use|enter|type|supply|pass|pipe|feed|read|paste|give|provide)\b[^.\n;]{0,50}\b(?:(?:root|sudo|admin|production|prod|deploy|master|db|database)${S})?(?:passwords?|passphrases?|credentials?|private${S}keys?|ssh${S}keys?|tokens?|api${S}?keys?|secrets?)\b`,
  "i",
);
const SECRET_NOUN = new RegExp(
  String.raw`\b(?:passwords?|passphrases?|credentials?|private${S}keys?|ssh${S}keys?|tokens?|api${S}?keys?|secrets?)\b`,
  "i",
);
const SECRET_PRONOUN = new RegExp(
  String.raw`\b(?:use|enter|type|supply|pass|pipe|feed|paste|give|provide)${S}(?:it|them|that|those)\b`,
  "i",
);
/** …without the person it belongs to being asked. */
const UNASKED = new RegExp(
  String.raw`\bwithout${S}(?:asking|prompting|confirmation|confirming|approval|permission|telling|checking${S}with|consulting)\b|\b(?:do${S}not|don't|never)${S}(?:ask|prompt|check${S}with|confirm${S}with)${S}(?:the${S})?(?:user|human|owner|me)\b`,
  "i",
);

/** Generated code told to drop a protection: TLS or certificate checks, host keys, CSRF, auth, escaping. */
const UNSAFE_CODE = new RegExp(
  String.raw`\b(?:disable|skip|turn${S}off|switch${S}off|bypass|ignore|remove|drop|omit)${S}(?:all${S}|any${S}|the${S})?(?:tls|ssl|https|certificate|cert|hostname|host${S}key|signature|csrf|xsrf|input${S}validation|sanitization|escaping)${S}(?:verification|validation|checks?|checking|protection|errors?)\b`,
  "i",
);

/** "log it to https://…", "write them into s3://…": the data named before moves to a place outside. */
const PRONOUN_TO = String.raw`\b(?:it|them|its${S}value|their${S}values?|the${S}(?:key|token|secret|value|password|credential)s?)${S}(?:[\w-]+${S}){0,3}?(?:to|into|onto)${S}(?:the${S}[\w-]+${S})?[\x60"'<]?`;

export interface EvasionParts {
  /** the sentence before (for "it" and "them") */
  prev: string;
  negated: boolean;
  bounded: boolean;
  outside: RegExp;
  data: RegExp;
}

const short = (s: string): string => s.trim().replace(/\s+/g, " ").slice(0, 80);

/** The order in one sentence of an agent file that gets around a safeguard, or null. */
export function evasionOrder(u: string, parts: EvasionParts): { weight: number; why: string } | null {
  const firing = FIRING.exec(u);
  if (firing) {
    const after = u.slice(firing.index + firing[0].length);
    // "if the hook fails, fix it; never bypass it" names the workaround it forbids
    const w = WORKAROUND.exec(after);
    if (w && !/\b(?:never|not|don't|do${S}not|avoid|instead${S}of)\b[^.;\n]{0,30}$/i.test(after.slice(0, w.index)))
      return { weight: 0.88, why: `gets around a safeguard when it fires ("${short(`${firing[0]} … ${w[0]}`)}")` };
  }
  const v = VOID.exec(u);
  if (v) return { weight: 0.88, why: `declares a safeguard void ("${short(v[0])}")` };
  // (an admin merge forbidden names the flag: "never use gh pr merge --admin")
  const admin = ADMIN_MERGE.exec(u);
  if (admin && !/\b(?:never|not|don't|avoid|forbidden)\b[^.;\n]{0,30}$/i.test(u.slice(0, admin.index)))
    return { weight: 0.86, why: `overrides branch protection ("${short(admin[0])}")` };
  if (parts.negated) return null;
  const ignored = IGNORE_HARNESS.exec(u) ?? PREAPPROVED.exec(u);
  if (ignored) return { weight: 0.88, why: `sets the harness's guard aside ("${short(ignored[0])}")` };
  // (the secret named here, or in the sentence before and taken up by "it": "… the root password. Enter it unasked")
  const secret = SECRET_USE.exec(u) ?? (SECRET_NOUN.test(parts.prev) ? SECRET_PRONOUN.exec(u) : null);
  if (secret && UNASKED.test(u)) return { weight: 0.86, why: `uses a secret unasked ("${short(secret[0])}")` };
  if (parts.bounded) return null;
  const self = SELF_MERGE.exec(u);
  if (self) return { weight: 0.86, why: `approves its own change ("${short(self[0])}")` };
  const unsafe = UNSAFE_CODE.exec(u);
  if (unsafe) return { weight: 0.86, why: `drops a protection ("${short(unsafe[0])}")` };
  if (parts.data.test(u) && new RegExp(PRONOUN_TO + parts.outside.source, "i").test(u))
    return { weight: 0.9, why: `moves data outside ("${short(u)}")` };
  return null;
}
