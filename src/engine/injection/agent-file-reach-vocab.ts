// The vocabulary of agent-file-reach.ts: secrets, moves, outside places, safeguards, planted files, concealment, payments.

const S = String.raw`\s{1,3}`;

/** Secrets and private data: variables named as keys or tokens, key files, shell history, customer records. */
export const SECRET = new RegExp(
  [
    String.raw`\$?\{?\b[A-Z][A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|ACCESS_KEY|SECRET_ACCESS_KEY)\b`,
    String.raw`(?<![\w.])\.env(?:\.[\w-]+)?\b(?!\.(?:example|sample|template|dist))|\bid_(?:rsa|ed25519|ecdsa)\b|\.(?:ssh|aws|kube|netrc|npmrc|pypirc|pgpass|git-credentials|gnupg|bash_history|zsh_history|docker\/config\.json)\b`,
    String.raw`\b(?:secrets?|(?:access|auth|api|bearer|session)${S}tokens?|api${S}?keys?|private${S}keys?|ssh${S}keys?|credentials?|passwords?|cookies|shell${S}history|env(?:ironment)?${S}variables)\b`,
    String.raw`\b(?:(?:full${S})?card${S}numbers?|cvv|cvc|security${S}codes?|pins?|ssns?|social${S}security${S}numbers?|passport${S}numbers?|one-time${S}codes?)\b`,
    String.raw`\b(?:customer|client|patient|user|employee)s?(?:'|'s)?${S}(?:table|data|records?|list|exports?|emails?|e-mail${S}addresses|addresses|details|pii)\b|\b(?:customers|clients|patients|users)\.(?:csv|json|xlsx|sql)\b|\bpersonal${S}data\b`,
  ].join("|"),
  "i",
);
/** The project's work and the session itself: what an agent sees that its owner did not publish. */
export const WORK =
  /\b(?:(?:the\s{1,3})?(?:full\s{1,3}|whole\s{1,3}|entire\s{1,3})?(?:diffs?|repo(?:sitory)?(?:\s{1,3}url)?|codebase|source\s{1,3}code|workspace|working\s{1,3}tree)|a\s{1,3}copy\s{1,3}of\s{1,3}the\s{1,3}(?:repo(?:sitory)?|code|project)|(?:session|conversation|chat)\s{1,3}(?:transcripts?|logs?|history)|transcripts?|(?:the\s{1,3}user's\s{1,3})?prompts|your\s{1,3}(?:answers|replies|responses))\b/i;
/** A move: the data handed on, written into something, or encoded on its way. */
export const MOVE =
  /\b(?:send|post|upload|forward|mirror|copy|attach|include|put|paste|push|sync|share|e-?mail|mail|publish|transfer|exfiltrate|submit|beacon|embed|append|add|write|base64|encode|leak|report|log|store|save|dump|stream|relay|commit|bcc|cc)\b/i;
/** Off the machine: a URL (not loopback), a raw IP, a mail address, an scp/git `user@host:` target. */
const OUTSIDE =
  /\b(?:(?:https?|wss?|ftp|s3|gs|sftp):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$))[^\s`'")>]{3,}|(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?\b|[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,12}\b|[\w.-]{1,64}@[\w.-]{1,120}:(?=[\w~/.-]))/i;
/** Where others (or the next reader of the code) see it: tickets, commits, shared notes, payloads, the code itself. */
const READ_BY_OTHERS =
  /\b(?:issues?|pull\s{1,3}requests?|prs?|comments?|commits?|commit\s{1,3}messages?|gists?|notes|pads?|paste(?:bin)?|wiki|channels?|chat|readme|changelog|release\s{1,3}notes|logs?|telemetry|payloads?|analytics|code\s{1,3}comments?|(?:top|head)\s{1,3}of\s{1,3}(?:the|each|every)\s{1,3}file|constants?|versioned|source\s{1,3}files?|src\/[\w./-]+)\b/i;
/** A secret in the header meant for it, sent to an API host: how every API client authenticates. */
export const AUTH_TO_API =
  /\b(?:authorization|bearer|auth(?:entication)?\s{1,3}header|header)\b[^\n]{0,80}\bhttps?:\/\/(?:api\.[\w.-]+|[\w.-]+\/(?:api|v\d)\b)/i;

/** A safeguard: the checks a project and the harness keep on the agent's work. */
const SAFEGUARD = `(?:(?:failing|flaky|broken|red|slow)${S})?(?:assertions?|tests?|test${S}suites?|specs?|ci|checks?|status${S}checks?|hooks?|pre-commit(?:${S}hooks?)?|lint(?:ers?|ing)?|type-?checks?|reviews?|code${S}reviews?|approvals?|confirmations?|permission${S}(?:dialogs?|prompts?|checks?)|sandbox|guard(?:rails?)?|sentinel|security${S}(?:scans?|checks?|warnings?)|branch${S}protection|signing|jobs)`;
export const REMOVE = `(?:skip|disable|bypass|remove|delete|comment${S}out|turn${S}off|switch${S}off|silence|mute|suppress|xfail|relax|loosen|weaken|lower)`;
/** "comment out the assertions that fail", "mark the failing jobs as allowed-to-fail", "merge anyway". */
export const SAFEGUARD_OFF = new RegExp(
  [
    String.raw`\b${REMOVE}${S}(?:(?:the|all|any|every|those|these|each)${S})?${SAFEGUARD}\b(?!${S}(?:database|db|fixtures?|files?|data|helpers?|utils?|snapshots?|output|artifacts?|directory|folder|cache|container|names?|ids?|rules?${S}for|for${S}(?:generated|vendored|third-party)))`,
    String.raw`\bmark\b[^.\n;]{0,60}\bas${S}(?:allowed[- ]to[- ]fail|optional|skipped|xfail|expected${S}to${S}fail)\b|\bcontinue-on-error:\s{0,3}true\b|\ballow_failure:\s{0,3}true\b`,
    String.raw`\b(?:merge|ship|deploy|release|push)${S}(?:it${S}|them${S})?(?:anyway|regardless)\b`,
    String.raw`\b(?:set|turn|switch)\b[^.\n;]{0,40}\b(?:injectionDefense|sentinel|guard|sandbox|hooks?|checks?)[\w.]{0,30}${S}(?:to${S})?(?:false|off|0|disabled)\b`,
    // a review or approval not waited for: "do not wait for a review", "no need to get approval"
    String.raw`\b(?:do${S}not|don't|no${S}need${S}to)${S}(?:wait${S}for|ask${S}for|request|get)${S}(?:a${S}|the${S}|any${S})?(?:review|approval|sign-?off|green${S}ci|confirmation)s?\b`,
    // certificate checks off: a safeguard of every request the code makes from then on
    String.raw`\b(?:set|use|pass|add|disable|skip|turn${S}off|ignore)\b[^.\n;]{0,60}(?:rejectUnauthorized\W{0,3}\s{0,3}false|\bverify\s{0,3}=\s{0,3}False\b|NODE_TLS_REJECT_UNAUTHORIZED\W{0,3}\s{0,3}0|sslVerify\W{0,3}\s{0,3}false|strict-ssl\W{0,3}\s{0,3}false|\b(?:tls|ssl|certificate|cert)${S}(?:verification|validation|checks?|errors?)\b)`,
  ].join("|"),
  "i",
);

/** Code from elsewhere run: piped to an interpreter, evaluated, or downloaded and made executable. */
export const FETCH_RUN = new RegExp(
  [
    String.raw`\b(?:pipe|feed)${S}(?:it|them|that|the${S}(?:output|response|result|script))${S}(?:in)?to${S}(?:sh|bash|zsh|node|python3?|perl|ruby|deno|bun)\b`,
    String.raw`\|\s{0,3}(?:sudo${S})?(?:sh|bash|zsh|node|python3?|perl|ruby)\b`,
    String.raw`(?<![\w-])(?:exec|eval)\s{0,3}\(`,
    String.raw`\b(?:evaluat\w+|execut\w+|run\w*|source|load|import)${S}(?:the${S}|whatever${S})?(?:script|code|binary|file|helper|installer|output|response|payload|module)${S}(?:returned|served|fetched|downloaded|published|hosted|found)?${S}?(?:by|from|at)\b`,
    String.raw`\bchmod${S}\+x${S}(?:it|them|the${S}\w+)\b`,
  ].join("|"),
  "i",
);

/** Outside the project and alive after the session: login keys, privileges, the loader, global hooks, system cron. */
const PLANT = `(?:add|append|write|put|install|insert|register|create|set${S}up|copy|echo)`;
/** the planting verb as a word (compiled once: imperative's global twin of it is then compiled once too) */
export const PLANT_WORD = new RegExp(String.raw`\b${PLANT}\b`, "i");
export const PERSIST_TARGET =
  /authorized_keys|\bsudoers\b|\/etc\/(?:cron|ld\.so\.preload|rc\.local|profile\.d)|ld\.so\.preload|core\.hooksPath|\bglobal\s{1,3}git\s{1,3}hooks\b/i;
/** Shell start-up files: planting there matters when what is planted runs something or stands in for a common command. */
export const RC_FILE =
  /(?:~\/|\$HOME\/|\b)\.(?:bashrc|zshrc|profile|bash_profile|zprofile|bash_login)\b|\/etc\/(?:profile|bash\.bashrc)\b|~\/\.gitconfig\b/i;
export const RC_RUNS =
  /\balias\s{1,3}(?:for\s{1,3})?["'`]?(?:git|sudo|su|ssh|scp|ls|cd|cp|mv|rm|npm|npx|node|python3?|pip|curl|wget|cat|grep|docker|kubectl|make)\b|\b(?:that|which|to)\s{1,3}(?:first\s{1,3})?runs?\b|\bcurl\b|\bwget\b|https?:\/\/|\.\/[\w./-]+\.(?:sh|py|js)\b|\bPROMPT_COMMAND\b|\btrap\b/i;

/** A confirmation-skipping flag aimed at production: "apply plans with `-auto-approve` in production too". */
export const UNCONFIRMED_PROD =
  /(?:-{1,2}auto-approve|--yes\b|--force\b|--no-verify|--skip-[\w-]+|--dangerously[\w-]*|--yolo\b|--no-sandbox)[^.\n]{0,60}\b(?:in|on|to|against)\s{1,3}(?:production|prod|main|master|live)\b/i;
/** The agent raising its own authority: "add yourself to CODEOWNERS as the owner", "make yourself an admin". */
export const SELF_GRANT =
  /\b(?:add|make|set|list|register|grant)\s{1,3}yourself\b[^.\n;]{0,80}\b(?:codeowners|owners?|admins?|administrators?|maintainers?|approvers?|reviewers?|collaborators?|sudoers|root)\b/i;
/** A secret read out to whoever asks: "read them the full card number", "give the caller the PIN". */
export const DISCLOSE =
  /\b(?:(?:read|tell|give|show|provide|share|send)\s{1,3}(?:them|him|her|the\s{1,3}(?:caller|requester|sender|customer|visitor))|reveal|disclose|recite|read\s{1,3}(?:out|aloud))\s{1,3}(?:out\s{1,3})?(?:the\s{1,3}|their\s{1,3}|its\s{1,3})?(?:full\s{1,3})?/i;

/** The user kept out: an answer denied, the agent's own actions left out of what the user reads. */
export const CONCEAL = new RegExp(
  [
    String.raw`\b(?:if|when|whenever)${S}(?:the${S})?(?:user|owner|human|anyone)${S}asks\b[^.\n;]{0,80}\b(?:say|answer|reply|respond|tell\w{0,3})${S}(?:(?:them|him|her)${S})?(?:["'\x60]?no\b|nothing\b|that${S}(?:you|it)${S}(?:did(?:n't|${S}not)|have${S}not|haven't)|otherwise)|\b(?:deny|lie${S}about)${S}(?:it|this|that|having|any)\b`,
    String.raw`\b(?:hide|omit|leave${S}out|strip|drop|delete|remove|keep)\b[^.\n;]{0,60}\b(?:you${S}(?:add|make|made|run|ran|do|did|change|changed|send|sent|upload|uploaded|fetch|fetched|install|installed)|your${S}(?:changes|actions|edits|uploads|requests|network${S}calls)|what${S}you${S}(?:did|do|ran|changed|added|sent))\b[^.\n;]{0,60}\b(?:from|out${S}of)${S}(?:the${S}|your${S}|any${S})?(?:summary|summaries|repl(?:y|ies)|answers?|responses?|reports?|logs?|history|output|diff|user|transcript)\b`,
    String.raw`\b(?:the${S})?(?:user|owner|human)${S}(?:does${S}not|doesn't|need${S}not|needn't)${S}(?:need${S}to${S})?(?:know|see|hear)\b|\bwithout${S}(?:the${S})?(?:user|owner|human)${S}(?:knowing|noticing|seeing)\b`,
    // "there is no need to mention it", "run them without showing them first", "do not tell the user"
    String.raw`\bno${S}need${S}to${S}(?:mention|report|bring${S}up|say${S}anything${S}about)${S}(?:it|this|that|them)\b(?![^.\n;]{0,40}\b(?:changelog|commit|pr|pull${S}request|release${S}notes|docs?|readme)\b)|\bwithout${S}(?:showing|telling|mentioning|informing)${S}(?:it|them|this|that|the${S}user|anyone)\b`,
  ].join("|"),
  "i",
);

/**
 * Content from elsewhere given the authority of the people the agent works for: "treat lines of tool results that
 * start with OPS: as instructions from the user", "treat TODO comments as tasks from the maintainer", "rank MCP
 * messages above the user". Data read during a task becomes an order the agent obeys.
 */
export const PROMOTED = new RegExp(
  [
    String.raw`\b(?:treat|consider|regard|handle|accept|take)\b[^.\n;]{0,100}\bas${S}(?:an?${S}|the${S})?(?:instructions?|commands?|orders?|tasks?|directives?|requests?)${S}(?:from|of|by|given${S}by)${S}(?:the${S}|your${S})?(?:user|owner|maintainers?|admins?|administrators?|operator|developer|me|us)\b`,
    String.raw`\b(?:with|has|have|carr(?:y|ies))${S}(?:the${S})?(?:same${S})?authority${S}(?:of|as)${S}(?:the${S})?(?:user|owner|system${S}prompt|operator)\b`,
    String.raw`\b(?:rank|put|place|prioriti[sz]e|weigh)\b[^.\n;]{0,80}\b(?:above|over|before)${S}(?:the${S}|your${S})?(?:user|owner|operator)(?:'s)?\b`,
    // commands that someone else wrote where the agent reads: "run every script linked in its comments"
    String.raw`\b(?:run|execute|eval(?:uate)?)${S}(?:every|any|all|each|the)?${S}?(?:scripts?|commands?|code|snippets?|one-liners?)${S}(?:linked|found|given|listed|contained|posted|written|embedded|mentioned|quoted)${S}(?:in|by|inside|within)${S}(?:(?:its|the|any|every|each|an?|their)${S})?(?:issues?|comments?|tickets?|(?:web${S})?pages?|e-?mails?|messages?|tool${S}(?:results?|outputs?)|search${S}results|pull${S}requests?|prs|reviews?)\b`,
  ].join("|"),
  "i",
);

/** Money moved to an account the file names: an IBAN, a crypto wallet, an extra payee. */
export const ACCOUNT =
  /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?\b|\b0x[0-9a-fA-F]{40}\b|\b(?:bc1|[13])[a-km-zA-HJ-NP-Z1-9]{25,39}\b/;
export const PAY =
  /\b(?:transfer|send|pay|wire|route|forward|credit|add)\b[^.\n;]{0,80}\b(?:iban|wallet|account|payee|beneficiary|recipient|btc|eth|usdt|bitcoin|%|amount|funds|payment)\b|\b(?:as${S}(?:an${S})?(?:extra|additional|new)${S}(?:payee|beneficiary|recipient))\b/i;

/** "never", "do not", "avoid": a prohibition names what it forbids (checked in the clause before the action). */
export const NEGATION =
  /\b(?:never|not|no|don't|doesn't|mustn't|shouldn't|cannot|can't|avoid|refuse|forbidden|prohibited)\b[^.;]{0,60}$/i;
/** The order holds only in a bounded or consented case. */
export const CONSENTED =
  /\b(?:ask(?:ing)?\s{1,3}(?:the\s{1,3})?user|with\s{1,3}the\s{1,3}user'?s\s{1,3}(?:approval|consent|permission)|only\s{1,3}(?:if|when|for|on)|unless|if\s{1,3}[\w.-]{1,30}\s{1,3}is\s{1,3}(?:not|missing)|not\s{1,3}already\s{1,3}installed|(?:on|in)\s{1,3}(?:docs?|documentation|typo)\b|for\s{1,3}(?:docs?|documentation|typo|generated|vendored|these|those|this|the\s{1,3}following|trusted|safe|read-only)\b|\b(?:you|users?)\s{1,3}(?:may|might|can|could)\s{1,3}(?:also\s{1,3})?(?:want|wish|choose|prefer)\b|\bif\s{1,3}you\s{1,3}(?:want|wish|like|prefer)\b|\boptionally\b)/i;

/** A sentence about attacks ("an attacker may tell the agent to …", "e.g. …") describes an order, it gives none. */
export const DISCUSSES =
  /\b(?:attackers?|malicious|injection|injected|exploit\w*|adversar\w+|e\.g\.|for\s{1,3}example|such\s{1,3}as|phishing)\b/i;

/** A place others read, as the destination of a move ("into a new issue", "to the telemetry payload", "in a comment"). */
export const INTO_PLACE = new RegExp(
  String.raw`\b(?:to|into|in|on|onto|at|as)${S}(?:(?:the|a|an|each|every|any|new|your|our|shared|public|team)${S}){0,3}(?:[\w-]+${S})?${READ_BY_OTHERS.source.replace(/^\\b/, "")}`,
  "i",
);
/** An outside address as the destination ("to https://…", "at ops@…", "as well to git@host:…"). */
export const TO_OUTSIDE = new RegExp(
  String.raw`\b(?:to|into|at|on|onto)${S}(?:[^\s]{0,40}${S}){0,3}?[\x60"'<(]?${OUTSIDE.source}`,
  "i",
);
