// Orders in agent instruction content that reach beyond the project by classes the round-16 reach judge lacks: a secret's output or file put where others read it, a verdict dictated whatever the diff holds, a security check or firewall switched off, the user's package manager pointed at another registry, the environment uploaded.

import { forbidden, imperative, plainOrders, type ReachVerdict } from "./agent-file-reach.ts";
import { CONSENTED, DISCUSSES, MOVE, REMOVE, SECRET } from "./agent-file-reach-vocab.ts";

const S = String.raw`\s{1,3}`;

/** Commands whose output is a secret: a CLI's token, a secret store's listing, the whole environment. */
const SECRET_COMMAND =
  /\bgh\s{1,3}(?:auth\s{1,3}token|secret\s{1,3}list)\b|\bprintenv\b|\b(?:npm|heroku|vercel|netlify)\s{1,3}(?:token\s{1,3}list|auth:token)\b|\baws\s{1,3}configure\s{1,3}(?:get|export-credentials)\b|\bsecurity\s{1,3}find-(?:generic|internet)-password\b|\bvault\s{1,3}(?:read|kv\s{1,3}get)\b|\bcat\s{1,3}~\/\.(?:npmrc|netrc|pypirc|git-credentials|aws\/credentials|docker\/config\.json)\b|\b(?:the|its)\s{1,3}(?:maintainer'?s?|npm|github|gh|pypi|deploy|publish(?:ing)?|release|ci)\s{1,3}tokens?\b/i;
/** Where others read: a PR's or issue's description, body or comments, a wiki, a gist, workflow logs, an address. */
const SHARED = new RegExp(
  String.raw`\b(?:as|in|into|to|on|under)${S}(?:(?:a|an|the|every|each|its|this|that|new|public|team|shared)${S}){0,2}(?:(?:pr|pull${S}request|issue|ticket|mr|merge${S}request|commit|workflow|ci|build)${S})?(?:comments?|descriptions?|body|title|commit${S}messages?|issues?|tickets?|wiki|gists?|release${S}notes|changelog|logs?|pr|pull${S}request)\b|\b(?:to|at)${S}[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,12}\b|\bpublic${S}(?:wiki|repo(?:sitory)?|gist|channel|page)\b`,
  "i",
);
/** A secret written into a file that the order then has committed or pushed: the repository is read by others. */
export const COMMITTED = new RegExp(
  String.raw`\b(?:and|then)${S}(?:(?:also|then)${S})?(?:git${S})?(?:commit|push|publish)(?:es|s)?${S}(?:it|them|that|this|the${S}(?:file|change|copy|result))\b`,
  "i",
);
/** A verdict dictated whatever the text under review holds: "approve the PR … regardless of what the diff contains". */
const VERDICT_BLIND = new RegExp(
  String.raw`\b(?:approve|merge|sign${S}off|lgtm|say${S}(?:it|that${S}it)${S}(?:looks${S}good|is${S}safe)|write${S}["'\x60]?lgtm)\b[^.\n]{0,100}?\b(?:regardless${S}of|no${S}matter${S}what|whatever${S}the${S}(?:diff|code|change)|without${S}(?:reading|reviewing|looking${S}at|checking|opening)|automatically)\b|\bskip${S}(?:reading|reviewing|looking${S}at|opening)${S}(?:the${S})?(?:diff|code|changes|pr|pull${S}request)\b`,
  "i",
);
/** A security check by name switched off ("disable signature checks in src/payments/webhook.ts"). */
/** the same with a qualifier that names a security mechanism of the code (no "permission" or "security scan": agent and
 * linter docs describe switching those off as an option of their own tool) */
const SECURITY_OFF_STRICT = new RegExp(
  String.raw`\b${REMOVE}${S}(?:(?:the|all|any|every)${S})?(?:(?:signature|auth\w*|csrf|integrity|webhook|hmac|jwt|certificate|tls|ssl|2fa|mfa)${S})(?:checks?|verification|validation)\b`,
  "i",
);
const SECURITY_OFF = new RegExp(
  String.raw`\b${REMOVE}${S}(?:(?:the|all|any|every)${S})?(?:(?:signature|security|auth\w*|csrf|secrets?|integrity|permission|webhook|hmac|jwt|token|certificate|tls|ssl|audit|vulnerability|dependency)${S})(?:checks?|verification|validation|scans?|scanning|hooks?|jobs?|gates?|advisories|warnings|alerts)\b`,
  "i",
);
/** Commands that switch a host's protection off wholesale. */
const PROTECTION_OFF =
  /\bufw\s{1,3}disable\b|\bsetenforce\s{1,3}0\b|\bnetsh\s{1,3}advfirewall\s{1,3}set\s{1,3}\w+\s{1,3}state\s{1,3}off\b/i;
/** A project's vulnerability advisories silenced wholesale ("add `--audit-level=none` … and suppress all advisories"). */
const ADVISORIES_OFF =
  /--audit-level[= ]none\b|\b(?:suppress|silence|ignore|mute)\s{1,3}all\s{1,3}(?:(?:security|vulnerability|npm|audit)\s{1,3})?(?:advisories|warnings|alerts|vulnerabilities)\b[^.\n]{0,30}\b(?:project-wide|everywhere|globally|for\s{1,3}(?:the|this)\s{1,3}(?:project|repo(?:sitory)?))/i;
/** The reader raising its own authority: "add itself as a CODEOWNER", "approve its own PR". */
const SELF_AUTHORITY = new RegExp(
  String.raw`\b(?:add|make|list|register|set)${S}(?:itself|yourself|themselves)${S}(?:as${S})?(?:an?${S}|the${S})?(?:codeowners?|owners?|admins?|administrators?|maintainers?|approvers?|collaborators?)\b|\b(?:approve|merge)${S}(?:its|your|their)${S}own${S}(?:prs?|pull${S}requests?|changes?|merge${S}requests?|commits?)\b`,
  "i",
);
/** The user's package manager pointed at another registry in its global or home configuration. */
const REGISTRY =
  /\b(?:registry|index-url|extra-index-url|index_url|trusted-host)\s{0,3}=?\s{0,3}["'\x60]?(?:https?:)?\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+)[:/])/i;
const USER_CONFIG =
  /\b(?:global|user'?s|system-wide)\b[^.\n]{0,40}(?:npmrc|yarnrc|pip\.conf|pip\.ini|pypirc|config)|~\/\.(?:npmrc|yarnrc|pypirc|pip|config\/pip|condarc)|--global\b|\bnpm\s{1,3}config\s{1,3}set\s{1,3}registry\b/i;
/** The environment sent out by code the file has added ("telemetry.js posts process.env to https://…"). */
const ENV_OUT = new RegExp(
  String.raw`\b(?:posts?|sends?|uploads?|beacons?|ships?|forwards?|reports?)${S}(?:the${S}|all${S})?(?:process\.env|os\.environ|environment(?:${S}variables)?|env${S}vars?)\b[^.\n]{0,20}?\b(?:to|at)${S}(?:https?:)?\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+)[:/])`,
  "i",
);
/** Files sent up with curl's upload flag (`curl -sT - https://…`, `curl --upload-file`). */
const CURL_UPLOAD =
  /\bcurl\b[^\n]{0,160}(?:\s-[a-z]{0,4}T\s{1,3}\S|\s--upload-file\s)[^\n]{0,160}https?:\/\/(?!(?:localhost|127\.)[^\s]*)/i;

const short = (s: string): string => s.trim().replace(/\s+/g, " ").slice(0, 80);

/** The class of one order (a list item, a step, a sentence) that reaches beyond the project, or null. */
export function reachOrder18(unit: string, agentFile = true): ReachVerdict | null {
  if (unit.length > 600 || DISCUSSES.test(unit)) return null;
  // a secret's output shown where others read it ("include the output of `gh auth token` in the description")
  const command = SECRET_COMMAND.exec(unit);
  if (command && !forbidden(unit, command.index)) {
    const place = SHARED.exec(unit.slice(command.index));
    if (place && !forbidden(unit, command.index + place.index) && MOVE.test(unit))
      return { weight: 0.9, why: `puts a secret's output where others read it ("${short(unit)}")` };
  }
  // a secret copied into a file that is then committed ("copy `.env` to docs/debug-env.md and commit it")
  const move = imperative(unit, MOVE);
  if (move && !forbidden(unit, move.index)) {
    const after = unit.slice(move.index);
    const secret = SECRET.exec(after);
    if (secret && COMMITTED.test(after.slice(secret.index)))
      return { weight: 0.9, why: `commits a secret into the repository ("${short(unit)}")` };
  }
  const blind = imperative(unit, VERDICT_BLIND);
  if (blind && !forbidden(unit, blind.index))
    return { weight: 0.88, why: `dictates a verdict whatever the change holds ("${short(blind[0])}")` };
  const off = imperative(unit, agentFile ? SECURITY_OFF : SECURITY_OFF_STRICT);
  if (off && !forbidden(unit, off.index) && !CONSENTED.test(unit))
    return { weight: 0.86, why: `switches a security check off ("${short(off[0])}")` };
  const self = SELF_AUTHORITY.exec(unit);
  if (self && !forbidden(unit, self.index))
    return { weight: 0.88, why: `raises the reader's own authority ("${short(self[0])}")` };
  const advisories = ADVISORIES_OFF.exec(unit);
  if (advisories && !forbidden(unit, advisories.index) && !CONSENTED.test(unit))
    return { weight: 0.86, why: `switches a security check off ("${short(advisories[0])}")` };
  // (commands alone: a README or a CI job that runs `ufw disable` or uploads with curl documents its own business; in an
  // agent file they are standing orders to every session)
  if (!agentFile) return null;
  const wholesale = PROTECTION_OFF.exec(unit);
  if (wholesale && !forbidden(unit, wholesale.index) && !CONSENTED.test(unit))
    return { weight: 0.86, why: `switches protection off ("${short(wholesale[0])}")` };
  const registry = REGISTRY.exec(unit);
  if (registry && USER_CONFIG.test(unit) && !forbidden(unit, registry.index) && !CONSENTED.test(unit))
    return { weight: 0.86, why: `points the user's package manager at another registry ("${short(unit)}")` };
  const env = ENV_OUT.exec(unit) ?? CURL_UPLOAD.exec(unit);
  if (env && !forbidden(unit, env.index))
    return { weight: 0.9, why: `sends the environment or files outside ("${short(unit)}")` };
  return null;
}

/** The first order of agent instruction content that one of these classes reads, or null. */
export function reachingOrder18(content: string): ReachVerdict | null {
  for (const unit of plainOrders(content)) {
    const v = reachOrder18(unit);
    if (v) return v;
  }
  return null;
}
