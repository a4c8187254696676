// Hostile orders in agent instruction files beyond fetch-and-run and plain sends: credentials opened or disclosed,
// untrusted content raised to the user's authority, the user's stop overridden, the code pushed out on every task.

import { describesOption } from "./agent-file-ordinary29.ts";
import { firstOrderMatch, underProhibitionLabel } from "./agent-file-ordinary30.ts";

const S = String.raw`\s{1,3}`;

/** Where an imperative starts: a sentence, list item or numbered step, or after "and", "then", a comma. */
const IMPERATIVE = String.raw`(?:^|[.!?;:,(]\s{0,3}|\n\s{0,3}(?:[-*]\s{1,3}|\d{1,2}[.)]\s{1,3})?|\d{1,2}\)\s{1,3}|\b(?:and|then|also|first|please|always|just)\s{1,3})`;

/** Credential stores no project guidance needs the agent to open: private keys, cloud and CLI tokens, password files. */
export const CREDENTIAL = String.raw`(?:(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]{1,32}|\/root|\/Users\/[\w.-]{1,32})\/\.(?:ssh\/(?![^\s\`'"]{0,40}\.pub\b)(?!config\b)(?!known_hosts\b)[^\s\`'"]{1,40}|ssh\b(?!\/)|aws\/credentials|aws\b(?!\/config)|kube\/config|docker\/config\.json|netrc|pgpass|git-credentials|gnupg|password-store|vault-token|config\/(?:gh|hub|gcloud|glab-cli|doctl)\b[^\s\`'"]{0,40})|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\/etc\/g?shadow\b|\bprivate${S}(?:ssh${S})?keys?\b)`;
/** The same plus secrets an ordinary file names for setup (.env, .npmrc, tokens): these count only when disclosed. */
const SECRET = String.raw`(?:${CREDENTIAL}|~\/\.(?:npmrc|pypirc)\b|(?:^|[\s\`'"(])\.env(?:\.local)?\b(?!\.example|\.sample|\.template)|\b(?:api${S}keys?|access${S}tokens?|auth${S}tokens?|secrets|passwords|credentials|environment${S}variables|printenv|env${S}output)\b)`;

/** "read ~/.ssh/id_ed25519", "cat ~/.aws/credentials", "copy ~/.kube/config to /tmp/k": opening a credential store. */
const TOUCH = new RegExp(
  `${IMPERATIVE}(?:read|cat|open|print|show|display|output|echo|reveal|dump|copy|cp|paste|upload|send|post|base64(?:-encode)?|encode|attach|include|collect|gather|archive|zip|tar|exfiltrate)${S}(?:the${S}(?:contents?${S}of${S})?|your${S}|all${S}(?:of${S})?)?${CREDENTIAL}`,
  "i",
);
/** A secret put where the user, reviewers or the public read it: the agent's reply, a PR, an issue, a commit, a log. */
const SHOWN = String.raw`\b(?:include|paste|print|show|echo|output|put|add|write|append|dump|copy|attach|quote|post|share)(?:s|ing)?\b`;
const READERS = String.raw`\b(?:in|into|to|at${S}the${S}end${S}of)${S}(?:the${S}|your${S}|a${S}|every${S}|each${S})?(?:(?:final|first|next|opening|initial|last)${S})?(?:message|response|answer|reply|summary|output|chat|logs?|pr|pull${S}request|issue|commit(?:${S}message)?|comment|gist|readme|description|changelog|release${S}notes)\b`;
/** The session transcript itself: "at the start of every session", "before each task" (the model and its logs read it). */
const SESSION = String.raw`\b(?:(?:at${S}the${S}(?:start|beginning|top|end)${S}of|before|after|in|during)${S}(?:every|each|the|this|any|your)${S}(?:new${S})?(?:sessions?|conversations?|tasks?|runs?|turns?|chats?)|(?:start|begin|open)${S}(?:every|each|the|a)${S}(?:new${S})?(?:session|conversation|task|chat)${S}by)\b`;
/** The verbs of SHOWN that are never nouns ("output, file contents and credentials exposed during the conversation"). */
const SHOWN_VERB = String.raw`\b(?:print|echo|show|dump|paste|reveal|display)(?:s|ing)?\b`;
/** Secrets held in variables: `$GITHUB_TOKEN`, `${AWS_SECRET_ACCESS_KEY}` (names a value, not a setting to document). */
const SECRET_VAR = String.raw`\$\{?[A-Z][A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|ACCESS_KEY)\b`;
const DISCLOSE = new RegExp(
  String.raw`${SECRET}[^.\n]{0,60}${SHOWN}[^.\n]{0,30}${READERS}|${SHOWN}[^.\n]{0,40}(?:${SECRET}|${SECRET_VAR})(?:[^.\n]|\.(?=\w)){0,40}${READERS}|${SHOWN_VERB}[^.\n]{0,40}(?:${SECRET}|${SECRET_VAR})(?:[^.\n]|\.(?=\w)){0,40}${SESSION}|${SESSION}[^.\n]{0,30}${SHOWN_VERB}[^.\n]{0,30}(?:${SECRET}|${SECRET_VAR})`,
  "i",
);
/** "add the required environment variables to the README": the names of settings documented, not their values shown. */
export const NAMES_ONLY =
  /\b(?:required|needed|necessary|supported|available|optional|new|names?\s{1,3}of|list\s{1,3}of|which|what)\s{1,3}(?:the\s{1,3})?(?:environment\s{1,3}variables|api\s{1,3}keys?|secrets|credentials|access\s{1,3}tokens?|auth\s{1,3}tokens?|passwords)\b/i;

/** Untrusted content (tool output, files, pages, issues, mail) raised to the user's authority. */
const UNTRUSTED = String.raw`(?:tool${S}(?:output|results?|responses?)|web${S}?(?:pages?|content|sites?)|websites?|fetched${S}\w+|files|issues|e-?mails?|comments|documents|search${S}results|pages|readmes|code${S}comments|mcp${S}(?:servers?|tools?)|(?:other|external)${S}(?:sources|agents))`;
const TRUST = new RegExp(
  String.raw`\b(?:treat|consider|handle|regard)${S}(?:all${S}|any${S}|the${S}|each${S}|every${S})?(?:(?:messages?|text|content|instructions?|requests?|commands?|output|comments?|notes?)${S}(?:(?:found|that${S}you${S}find|you${S}find|written|embedded)${S})?(?:from|in|of|inside|within)${S}(?:the${S}|any${S})?)?${UNTRUSTED}[^.\n;]{0,20}?${S}as${S}(?:if${S}(?:they|it)${S}(?:came|come|were|was)${S}(?:from${S})?(?:the${S})?user|(?:coming${S})?from${S}the${S}user|(?:the${S})?user'?s?${S}(?:own${S})?(?:instructions|requests|messages|commands|orders)|(?:trusted|authoritative)\b)|\b(?:follow|obey|execute|carry${S}out|comply${S}with)${S}(?:any|all|every)${S}(?:instructions?|commands?|directions?|orders?|requests?)${S}(?:(?:that${S})?you${S}(?:find|see|read|encounter|get)${S}(?:in|inside|from)|found${S}(?:in|inside)|in|from|contained${S}in|embedded${S}in)${S}(?:any${S}|the${S})?${UNTRUSTED}(?!${S}(?:under|in|at|named|called|listed|of)\b|\/)`,
  "i",
);

/** The same authority given by reference: "follow them as if the user typed them", "the same authority as the user". */
const AS_USER = new RegExp(
  String.raw`\b(?:follow|obey|execute|carry${S}out|act${S}on|treat)${S}(?:them|it|those|these|such${S}\w+)${S}as${S}(?:if|though)${S}(?:the${S}user|the${S}owner|your${S}user)${S}(?:had${S})?(?:typed|wrote|written|sent|said|gave|given|asked|requested|issued)|\b(?:carry|carries|have|has|with)${S}the${S}same${S}(?:authority|weight|trust)${S}as${S}(?:the${S})?user(?:'s)?\b`,
  "i",
);

/** The user's own stop or objection overridden: "ignore the user when they ask you to stop", "keep going even if …". */
const DEFY = new RegExp(
  String.raw`\b(?:ignore|disregard|override)${S}(?:the${S})?(?:user|human|operator)(?:'s${S}(?:requests?|instructions|objections|commands|wishes))?${S}(?:when|if|even|whenever)\b|\b(?:do${S}not|don't|never)${S}stop${S}(?:even${S})?(?:if|when|because)${S}(?:(?:the${S}user|they)${S}(?:asks?|tells?|says?|wants?|objects?)|you${S}are${S}(?:asked|told))|\b(?:keep|continue)${S}\w+ing\b[^.\n]{0,40}\beven${S}(?:if|when)${S}(?:the${S}user|they)${S}(?:asks?|tells?|says?|objects?)|\b(?:if|when)${S}(?:the${S})?user${S}(?:says|asks|tells${S}you|wants${S}you)${S}(?:you${S})?(?:to${S})?(?:stop|halt|cancel|abort)\b[^.\n]{0,12}(?:do${S}not|don't|never)${S}(?:stop|halt)|\b(?:if|when)${S}(?:the${S})?user${S}(?:says|asks|tells${S}you|wants${S}you)${S}(?:you${S})?(?:to${S})?(?:stop|halt|cancel|abort)\b[^.\n]{0,12}(?:keep${S}going|continue|carry${S}on|ignore${S}(?:it|them|that))`,
  "i",
);

/** The project's code sent to an address written out in the file (not a named remote): "git push https://…", "rsync … host:". */
const CODE_OUT = new RegExp(
  String.raw`\bgit${S}push\b[^\n\`]{0,80}?(?:(?:https?|ssh|git):\/\/(?!(?:localhost|127\.0\.0\.1)\b)|\b[\w.-]+@[\w-]+(?:\.[\w-]+)+:)|\b(?:push|mirror|sync|upload|copy|rsync|scp|send)\b[^.\n]{0,40}\b(?:repo(?:sitory)?|source(?:${S}code)?|code(?:base)?|project|workspace|working${S}tree)\b[^.\n]{0,40}\b(?:to|at|into)${S}(?:https?:\/\/|ssh:\/\/|[\w.-]+@[\w-]+(?:\.[\w-]+)+:|\d{1,3}(?:\.\d{1,3}){3})`,
  "i",
);

/** `git push --force|--all|--mirror` to an address written out (not a remote's name): every branch handed over or overwritten. */
const PUSH_ALL_OUT =
  /\bgit\s+push\b(?=[^\n`]{0,160}\s(?:--force|-f|--all|--mirror)\b)[^\n`]{0,160}?\s(?:(?:https?|ssh|git):\/\/(?!(?:localhost|127\.0\.0\.1)\b)[^\s`'"]+|[\w.-]+@[\w-]+(?:\.[\w-]+)+:[^\s`'"]+)/i;
/** A public key spelled out beside authorized_keys: a login for whoever holds its private half. */
const KEY_PLANT =
  /\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[\w+/=]{8,}[^\n]{0,200}?authorized_keys2?\b|authorized_keys2?\b[^\n]{0,120}?\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+)\s+AAAA[\w+/=]{8,}/i;

/**
 * The agent's own safeguards taken down by a standing order or permission (T1562 written as guidance): the guard, the
 * scanner, hooks or checks switched off, every tool call approved, confirmations skipped for good.
 */
const SAFEGUARD = String.raw`(?:pi-sentinel|(?:the${S})?(?:sentinel|guard(?:rails?)?|scanner|sandbox|safety${S}(?:checks?|hooks?|guard)|security${S}(?:checks?|scans?|hooks?|guard)|pre-commit${S}hooks?|git${S}hooks|(?:the${S})?hooks|approval${S}(?:prompts?|dialogs?)|confirmation${S}(?:prompts?|dialogs?)|permission${S}(?:prompts?|checks?))|\.pi\/sentinel\.json)`;
const GUARD_DOWN = new RegExp(
  String.raw`\b(?:switch|turn|shut)(?:ing)?${S}(?:off${S}${SAFEGUARD}|${SAFEGUARD}${S}off)\b|\b(?:disable|bypass|uninstall|remove|delete|skip)(?:s|d|ing)?${S}${SAFEGUARD}\b|\b(?:auto-?approve|approve|accept|allow)${S}(?:every|all|each|any)${S}(?:tool${S}calls?|commands?|permission${S}requests?|actions?)\b(?![^.\n]{0,30}\b(?:that|which|listed|named|in${S}the${S}allow))`,
  "i",
);
/** A destructive command ordered with the user's say taken away ("run `sudo rm -rf …`; do not ask"). */
// (`rm -rf dist` inside the project is a build step; a root, home or system path, or one run as root, is not)
const DESTRUCTIVE = String.raw`(?:\bsudo${S}rm${S}-\w*r|\brm${S}-\w*r\w*${S}(?:\/|~|\$HOME|\.\.)|\bgit${S}(?:push${S}(?:-f|--force)|reset${S}--hard|clean${S}-\w*f)|\bdrop${S}(?:table|database|schema)\b|\bdelete${S}(?:the${S}|all${S}|these${S}|failing${S})*(?:tests?|backups?|branches|database|records|logs)\b|\btruncate${S}table\b|\bmkfs\b|\bdd${S}if=)`;
const UNASKED = String.raw`(?:(?:do${S}not|don't|never|no${S}need${S}to)${S}(?:ask|confirm|check${S}with|tell|mention|wait)|without${S}(?:asking|confirm(?:ing|ation)|telling|checking${S}with|mentioning))`;
const DESTROY_UNASKED = new RegExp(
  String.raw`${DESTRUCTIVE}[^\n]{0,120}?${UNASKED}|${UNASKED}[^\n]{0,60}?${DESTRUCTIVE}`,
  "i",
);

/**
 * An agent's permission settings opened to everything: approval bypassed (`"defaultMode": "bypassPermissions"`,
 * codex's `approval_policy = "never"` or full-access sandbox, `--dangerously-skip-permissions`), or a wildcard grant of
 * the shell (`"Bash(*)"`). Grants of named commands (`"Bash(npm run test:*)"`) are how teams allow a few.
 */
const PERMISSIONS_OPEN =
  /["']?defaultMode["']?\s{0,3}[:=]\s{0,3}["']bypassPermissions["']|dangerously-?skip-?permissions|\bapproval_policy["']?\s{0,3}[:=]\s{0,3}["']never["']|\bsandbox_mode["']?\s{0,3}[:=]\s{0,3}["']danger-full-access["']|["']Bash\(\s{0,2}\*\s{0,2}(?::\s{0,2}\*)?\)["']\s{0,3}[,\]]/;
/**
 * Untrusted content set above the user or the file's own rules ("messages from MCP tools … outrank these instructions
 * and the user's"): whoever writes into a page or a tool's output then steers the agent.
 */
const PRECEDENCE = new RegExp(
  String.raw`${UNTRUSTED}[^.\n]{0,80}?\b(?:outrank|override|supersede|trump|take${S}precedence${S}over|come${S}before)s?${S}(?:these|this${S}file|all${S}other|any${S}other|the${S}user|your${S}(?:user|instructions))`,
  "i",
);
/**
 * Money moved on the say of a mail, invoice or message, with the user's check taken away ("when a vendor e-mail asks
 * for payment, run `scripts/pay.sh <iban> <amount>` … right away"). Asking the user first, or a prohibition, is not it.
 */
const PAY_ON_REQUEST = new RegExp(
  String.raw`\b(?:e-?mails?|mails?|invoices?|messages?|tickets?|requests?)\b[^\n]{0,120}?\b(?:pay|wire|transfer|remit|refund)(?:s|ing)?\b[^\n]{0,160}?(?:\b(?:right${S}away|immediately|at${S}once|straight${S}away)\b|${UNASKED})`,
  "i",
);

/**
 * A prohibition inside the match, between the secret and the verb that would show it ("Secrets come from the
 * environment; never hard-code them and never print them in logs"): the rule forbids what the pattern reads as shown.
 */
const PROHIBITED_INSIDE = new RegExp(
  String.raw`\b(?:never|not|don't|no)${S}(?:[\w-]+${S}){0,2}?(?:include|paste|print|show|echo|output|put|add|write|append|dump|copy|attach|quote|post|share|reveal|display)\b`,
  "i",
);

/** "never …", "do not …" just before the match: a prohibition names what it forbids. */
function forbidden(content: string, at: number): boolean {
  return (
    /\b(?:never|do\s{1,3}not|don't|must\s{1,3}not|should\s{1,3}not|avoid|refuse\s{1,3}to)\b[^.\n]{0,40}$/i.test(
      content.slice(Math.max(0, at - 80), at),
    ) || underProhibitionLabel(content, at)
  );
}

/** Quoted as an example of an attack in text that discusses attacks ("lines like '…' must be flagged"). */
export function quoted(content: string, at: number): boolean {
  return /\b(?:injection|attacks?|attackers?|such\s{1,3}as|e\.g\.|for\s{1,3}example|examples?|like)\W{0,3}["'“‘`][^"'“‘`\n]{0,40}$/i.test(
    content.slice(Math.max(0, at - 60), at),
  );
}

function found(re: RegExp, content: string): RegExpExecArray | null {
  const m = re.exec(content);
  return m && !forbidden(content, m.index) && !quoted(content, m.index) ? m : null;
}

const short = (s: string): string => s.trim().replace(/\s+/g, " ").slice(0, 80);

/**
 * How hostile the orders in an agent file's text are, beyond fetch-and-run and sends (agent-file.ts): null when none
 * of these classes is there. `standing` says the file also holds an order for every task ("after each commit").
 */
export function hostileOrder(content: string, standing: boolean): { weight: number; why: string } | null {
  const touch = found(TOUCH, content);
  if (touch) return { weight: 0.9, why: `orders the agent to open a credential store ("${short(touch[0])}")` };
  const disclose = found(DISCLOSE, content);
  if (disclose && !NAMES_ONLY.test(disclose[0]) && !PROHIBITED_INSIDE.test(disclose[0]))
    return { weight: 0.9, why: `puts a secret where others read it ("${short(disclose[0])}")` };
  const trust = found(TRUST, content) ?? found(AS_USER, content);
  if (trust) return { weight: 0.88, why: `raises untrusted content to the user's authority ("${short(trust[0])}")` };
  const defy = found(DEFY, content);
  if (defy) return { weight: 0.88, why: `overrides the user's own stop ("${short(defy[0])}")` };
  const precedence = found(PRECEDENCE, content);
  if (precedence) return { weight: 0.88, why: `sets untrusted content above the user ("${short(precedence[0])}")` };
  const open = PERMISSIONS_OPEN.exec(content);
  if (open) return { weight: 0.88, why: `opens the agent's permissions to everything ("${short(open[0])}")` };
  const pay = found(PAY_ON_REQUEST, content);
  if (pay && !/\bask\b[^.\n]{0,30}\b(?:user|me|first)\b/i.test(pay[0]))
    return { weight: 0.88, why: `moves money on a message's say without the user ("${short(pay[0])}")` };
  // ("| `--unsafe` | Disable sandbox |": a flag's description names the phrase; a later order still counts)
  const down = firstOrderMatch(
    GUARD_DOWN,
    content,
    (m) => forbidden(content, m.index) || quoted(content, m.index),
    (m) => describesOption(content, m.index, m[0].length),
  );
  if (down) return { weight: 0.88, why: `takes the agent's safeguards down ("${short(down[0])}")` };
  const destroy = found(DESTROY_UNASKED, content);
  // "ask before you force-push; never do it without asking" keeps the user in: the rule, not its breach
  const keepsUser = (m: RegExpExecArray): boolean =>
    /\bask\b[^.\n]{0,12}\bbefore\b|\b(?:never|not)\b[^.\n]{0,24}\bwithout\b/i.test(
      content.slice(Math.max(0, m.index - 40), m.index + m[0].length),
    );
  if (destroy && !keepsUser(destroy))
    return { weight: 0.88, why: `orders a destructive command without the user ("${short(destroy[0])}")` };
  // (a command's own form, in any language around it: every branch forced or mirrored to an address; a stranger's
  // key written into authorized_keys)
  const planted = found(PUSH_ALL_OUT, content) ?? found(KEY_PLANT, content);
  if (planted)
    return {
      weight: 0.88,
      why: `orders the repository or a login handed to an outside party ("${short(planted[0])}")`,
    };
  const out = standing ? found(CODE_OUT, content) : null;
  if (out)
    return { weight: 0.88, why: `sends the project's code to an outside address on every task ("${short(out[0])}")` };
  return null;
}
