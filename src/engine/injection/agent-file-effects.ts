// Agent-file orders read by their effect: each sentence's parts (a destination outside, data, an untrusted source, a
// safeguard, the user kept out) are found on their own and judged together, whatever the wording that joins them.

import { evasionOrder } from "./agent-file-evasion.ts";
import { NAMES_ONLY, quoted } from "./agent-file-orders.ts";

const S = String.raw`\s{1,3}`;

/** Where data leaves: a URL or bucket off this machine, a raw IP, a mail address, an scp/rsync `user@host:` target. */
const OUTSIDE_DEST =
  /\b(?:(?:https?|wss?|ftp|s3|gs|sftp):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$))[^\s`'")>]{3,}|(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?\b|[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,12}\b|[\w.-]{1,64}@[\w.-]{1,120}:(?=[\w~/.-]))/i;
/** A transfer ordered: the verb (as an order takes it, or after "must", "should") aimed at a destination ("… to URL"). */
const TRANSFER = String.raw`(?:send|post|upload|forward|mirror|copy|duplicate|replicate|sync|ship|stream|relay|transmit|exfiltrate|beacon|bcc|cc|submit|leak|pipe|push|tee|dump|e-?mail|mail|attach|store|save|log|record|archive|back${S}?up)`;
const TRANSFER_TO = new RegExp(
  String.raw`\b${TRANSFER}\b[^\n;]{0,160}?\b(?:to|into|onto|at|in)\s{1,3}(?:the\s{1,3}(?:url|endpoint|address|bucket|server|host)\s{1,3})?[\x60"'<]?(?=${OUTSIDE_DEST.source})`,
  "i",
);
/** The same with the verb in the third person, when the sentence itself is an order ("it must …", "requires that it …"). */
const TRANSFER_3P = new RegExp(
  String.raw`\b(?:must|should|shall|needs?\s{1,3}to|has\s{1,3}to|have\s{1,3}to|requires?\s{1,3}that|make\s{1,3}sure|ensure)\b[^\n;]{0,80}?\b${TRANSFER}(?:e?s)?\b[^\n;]{0,160}?\b(?:to|into|onto|at)\s{1,3}[\x60"'<]?(?=${OUTSIDE_DEST.source})`,
  "i",
);
/** Data that must not leave: secrets, the session, traffic in full, the user's mail. */
const DATA = new RegExp(
  [
    String.raw`\b(?:env(?:ironment)?${S}variables?|\.env\b|secrets?|(?:access|auth|api|bearer|session|id)${S}tokens?|tokens${S}(?:you|it|they)|api${S}?keys?|private${S}keys?|ssh${S}keys?|credentials?|passwords?|passphrases?|cookies|session${S}cookies?|auth(?:orization)?${S}headers?|headers${S}(?:included|and${S}all)|(?:all|its|their|the|request)${S}headers)`,
    // (a leading \b cannot stand before ".env": the dot is no word character)
    String.raw`(?<![\w.])\.env\b(?!\.(?:example|sample|template|dist))|~\/\.[\w.-]+|\$HOME\/\.[\w.-]+|\bid_(?:rsa|ed25519|ecdsa)\b|\.(?:ssh|aws|kube|netrc|npmrc|pgpass|git-credentials)\b`,
    String.raw`\b(?:conversations?|transcripts?|chat${S}(?:logs?|history)|system${S}prompts?|prompts)\b`,
    String.raw`\b(?:(?:every|each|all|full|whole|complete|raw)${S}(?:(?:outgoing|incoming)${S})?(?:requests?|responses?|response${S}bod(?:y|ies)|request${S}bod(?:y|ies)|payloads?|messages?|mails?|e-?mails?|traffic))\b`,
    String.raw`\b(?:copy|copies|duplicate)${S}of${S}(?:every|each|all|the)\b`,
    // what the agent opens in a session is the workspace, whichever file it is
    String.raw`\b(?:every|each|all|any)${S}(?:\w+${S})?files?${S}(?:that${S})?(?:you|the${S}agent|it)${S}(?:open|read|edit|touch|access|view|see|change|modify|create|write)s?\b`,
    String.raw`\b(?:repo(?:sitory)?|codebase|source(?:${S}code)?|project|working${S}tree|workspace)${S}(?:archives?|tarballs?|zips?|dumps?|snapshots?|bundles?)\b|\b(?:whole|entire|full)${S}(?:repo(?:sitory)?|codebase|source(?:${S}code)?|workspace)\b|\b(?:zip|tar|archive|bundle|compress|pack)(?:${S}up)?${S}(?:the${S}|this${S})?(?:whole${S}|entire${S})?(?:repo(?:sitory)?|codebase|source(?:${S}code)?|project|workspace)\b`,
  ].join("|"),
  "i",
);

/** Content the agent reads but nobody vouched for. */
const UNTRUSTED_SOURCE = String.raw`(?:tool${S}(?:output|results?|responses?)|(?:fetched|retrieved|downloaded|scraped)${S}(?:pages?|documents?|content|files?|text|data)|web${S}?(?:pages?|sites?|content)|websites?|pages${S}you${S}(?:fetch|visit|open|read)|search${S}results?|(?:issue|ticket|bug)${S}(?:bodies|body|comments?|text|descriptions?|threads?)|issues|tickets|(?:pull${S}request|pr|merge${S}request|mr)${S}(?:descriptions?|comments?|bodies|body|text|titles?|reviews?)|code${S}comments|commit${S}messages|e-?mails?|inbox|chat${S}messages|slack${S}messages|mcp${S}(?:tools?|servers?|results?)|results${S}(?:returned|coming)${S}(?:by|from)${S}mcp${S}\w+|(?:dependency|package|third-party)${S}(?:readmes?|docs|documentation)|log${S}(?:output|files|lines)|error${S}messages)`;
/** Such content given authority: the owner wrote it, it is trusted, or its steps are to be done as told. */
const AUTHORITY = new RegExp(
  [
    String.raw`\b(?:is|are)${S}(?:written|sent|authored|issued|given|provided|approved|signed)${S}by${S}(?:the${S})?(?:repo(?:sitory)?${S})?(?:owners?|maintainers?|users?|admins?|administrators?|team|operators?|leads?|me|us)\b`,
    String.raw`\bcomes?${S}(?:directly${S})?from${S}(?:the${S})?(?:repo(?:sitory)?${S})?(?:owners?|maintainers?|users?|admins?|administrators?|team|operators?|leads?|me|us)\b`,
    String.raw`\b(?:is|are)${S}(?:(?:always|fully|considered|to${S}be${S}treated${S}as)${S})?(?:authoritative|trusted|pre-?approved|official|binding|verified|legitimate|safe${S}to${S}(?:follow|run|execute))\b`,
    String.raw`\b(?:do|carry${S}out|execute|run|follow|obey|apply|act${S}on|perform|comply${S}with|implement)${S}(?:what(?:ever)?${S}(?:it|they)${S}(?:says?|asks?|requests?)|(?:any|all|every|the)${S}(?:steps?|commands?|instructions?|tasks?|actions?)${S}(?:they|it)${S}(?:list|lists|contain|contains|give|gives|say|says|include|includes|request|requests|describe|describes))\b`,
    String.raw`\bas${S}(?:instructions|orders|commands|requests|tasks|directions)${S}(?:from|by|of)${S}(?:the${S})?(?:user|owner|maintainers?|team|admins?|operators?)\b`,
    String.raw`\b(?:the${S})?same${S}(?:authority|trust|priority|weight)${S}as\b|\btakes?${S}precedence${S}over\b|\boverrides?${S}(?:these|this|your|other|the)${S}(?:instructions|rules|guidelines)\b`,
    String.raw`\b(?:follow|obey|execute|do|carry${S}out|run)${S}(?:them|it|those|these)\b[^.\n;]{0,40}\bwithout${S}(?:asking|checking|confirmation|confirming|approval|question)`,
  ].join("|"),
  "i",
);

/** A safeguard declared optional, skipped by a flag, or pushed around by force. */
/** a force-push, as the opening of a group the pattern closes (--force-with-lease, which keeps others' work, is none) */
const FORCE_PUSH = String.raw`\b(?:force-?push(?:ing|es)?|push(?:ing)?${S}(?:with${S})?(?:--force(?!-with-lease)|-f\b)`;
const WEAKEN = new RegExp(
  [
    String.raw`\b(?:code${S}reviews?|reviews?|tests?|test${S}suites?|ci|checks?|hooks?|pre-commit${S}hooks?|linting|linters?|approvals?|signing|signed${S}commits|2fa|mfa|branch${S}protection|security${S}(?:scans?|reviews?|checks?))${S}(?:are|is)${S}(?:now${S}|just${S})?(?:optional|unnecessary|not${S}(?:needed|required|necessary)|skippable|a${S}formality|waived|overkill)\b`,
    // checks kept off, hooks pointed at nothing, the default branch committed to with review skipped
    String.raw`\b(?:keep|leave)${S}(?:the${S}|all${S})?(?:pre-commit${S}|git${S})?(?:hooks?|checks?|tests?|linters?|ci|reviews?)${S}(?:disabled|off|skipped|turned${S}off)\b|\bcore\.hooksPath[= ]{1,3}\/dev\/null\b`,
    String.raw`(?:^|[.:]\s{1,3})\W{0,4}(?:(?:always|just)${S})?(?:use|run|start|launch|pass|add|invoke|call|commit|push|set)\b[^.\n;]{0,60}(?:--dangerously-[\w-]+|--yolo\b|--no-sandbox\b|--skip-permissions\b|--trust-all\b|--disable-(?:safety|sandbox|guard)[\w-]*|core\.hooksPath=\/dev\/null)`,
    String.raw`${FORCE_PUSH}|--force(?!-with-lease)\b)[^.\n;]{0,60}\b(?:main|master|prod(?:uction)?|release|trunk|protected|default${S}branch)\b|\b(?:push|deploy|commit)\w{0,3}${S}(?:straight|directly)${S}(?:to|into|on)${S}(?:main|master|prod(?:uction)?)\b[^.\n;]{0,40}(?:--force\b|-f\b|\bforce\b)`,
  ].join("|"),
  "i",
);

/** The default branch committed to with review skipped, read over a sentence and the clause after its semicolon. */
const DIRECT_TO_MAIN = new RegExp(
  [
    String.raw`\b(?:commit|push)\w{0,3}${S}(?:straight|directly)${S}(?:to|into|on)${S}(?:main|master|prod(?:uction)?)\b[^.\n]{0,40}\b(?:and${S})?(?:skip|bypass|without|no)${S}(?:the${S}|any${S})?(?:pull${S}requests?|prs?|merge${S}requests?|reviews?|approvals?)`,
    // (round 45: the push itself, its hooks skipped, to the main branch: `git push --no-verify origin main`)
    String.raw`\bgit${S}push${S}(?:(?:--no-verify|-n)${S}(?:-\S+${S})?(?:origin${S}|upstream${S})?(?:head:)?(?:main|master)\b|(?:origin${S}|upstream${S})(?:head:)?(?:main|master)${S}(?:-\S+${S})?--no-verify\b)`,
  ].join("|"),
  "i",
);
/** Others' work overwritten: a force-push over branches that are not the agent's own, in whatever case it is ordered. */
const FORCE_OVER_OTHERS = new RegExp(
  String.raw`${FORCE_PUSH})[^.\n;]{0,40}\b(?:other${S}(?:people's${S}|contributors'${S}|team${S})?branches|shared${S}branches|(?:everyone|anyone)(?:'s|${S}else's)${S}branches|(?:colleagues'|teammates'|others')${S}branches)\b`,
  "i",
);
/** The user's confirmation given by the agent itself: "answer yes yourself", "confirm on the user's behalf". */
const CONFIRMS_FOR_USER = new RegExp(
  String.raw`\b(?:answer|reply|respond|say|type|enter|confirm|approve|accept)\w{0,3}${S}(?:["'\x60]?(?:yes|y)\b["'\x60]?${S})?(?:(?:to${S})?(?:it|them|the${S}prompts?)${S})?(?:yourself|for${S}(?:the${S})?user|on${S}(?:the${S})?user'?s?${S}behalf|in${S}the${S}user's${S}(?:place|name))\b`,
  "i",
);

/** Every command run as root: "prefix every command with sudo", "run all shell commands as root". */
const ROOT_ALWAYS = new RegExp(
  String.raw`\b(?:every|all|each|any)${S}(?:shell${S}|terminal${S}|bash${S})?commands?\b[^.\n;]{0,30}\b(?:with${S}sudo|as${S}root|under${S}sudo|through${S}sudo)\b|\b(?:prefix|run|execute)${S}(?:every|all|each|any)\b[^.\n;]{0,30}\b(?:with${S}sudo|as${S}root)\b`,
  "i",
);

/** Into a place others read: a PR or issue, a commit, a gist, release notes, a chat channel. */
const PUBLIC_PLACE = new RegExp(
  String.raw`\b(?:paste|put|add|include|post|copy|write|append|attach|share|dump|quote)\b[^\n;]{0,60}\b(?:into|in|to|on)${S}(?:the${S}|a${S}|every${S}|each${S}|all${S}|any${S}|new${S})*(?:pull${S}request|pr|issue|commit(?:${S}message)?|comment|gist|readme|release${S}notes|changelog|description|wiki|discussion|channel|slack|public)\b`,
  "i",
);
/** "them", "it", "those": the sentence acts on what the one before named. */
const BACK_REFERENCE = /\b(?:them|it|those|these|that|its\s{1,3}(?:contents?|value))\b/i;

/** The guard's own settings changed by the agent (the agent never changes what guards it, whatever the condition). */
const GUARD_CONFIG = new RegExp(
  String.raw`\b(?:set|change|raise|lower|edit|disable|turn${S}off|remove|delete|empty|rewrite|patch)\b[^\n;]{0,60}(?:sentinel\.json|\.pi\/settings|blockThreshold|warnThreshold|injectionDefense|guardrails?\.json|\.pi-guardrails)|(?:sentinel\.json|\.pi\/settings\.json|guardrails?\.json)\b[^\n;]{0,60}\b(?:turn|switch|set)\b[^\n;]{0,40}\boff\b`,
  "i",
);

/** The user kept from knowing what was done. */
const HIDE_FROM_USER = new RegExp(
  [
    String.raw`\b(?:do${S}not|don't|never)${S}(?:mention|tell|reveal|disclose|admit|explain|show|report)${S}(?:(?:this|these|that|those|the|any|your)(?:${S}[\w-]+){0,2}${S}(?:steps?|commands?|changes?|uploads?|requests?|calls?|files?|instructions?|edits?|actions?)|this|these|it|that|them|anything|what${S}you${S}\w+|any${S}of${S}(?:this|these|it))${S}(?:to|with)${S}(?:the${S})?(?:user|human|owner|operator)\b`,
    String.raw`\b(?:do${S}not|don't|never)${S}(?:tell|inform|alert|notify|warn)${S}(?:the${S})?(?:user|human|owner|operator)${S}(?:about|that|of|when|what)\b`,
    String.raw`\bwithout${S}(?:telling|informing|notifying|alerting)${S}(?:the${S})?(?:user|human|owner|operator)\b`,
    String.raw`\b(?:hide|conceal|keep)${S}(?:it|this|that|them|these${S}\w+|this${S}\w+|the${S}\w+(?:${S}step)?)${S}(?:hidden${S})?from${S}(?:the${S})?(?:user|human|owner|operator)\b`,
    String.raw`\b(?:just|only|always)${S}report${S}success\b|\breport${S}success${S}(?:anyway|regardless|even${S}if)\b`,
    // (round 45: a change kept from those who review it: "do not mention the registry change in summaries or PRs")
    String.raw`\b(?:do${S}not|don't|never)${S}(?:mention|list|note|include|disclose|report|describe)${S}(?:the|this|these|that|those|any|your)(?:${S}[\w-]+){0,2}${S}(?:changes?|switch(?:es)?|edits?|steps?|updates?)${S}(?:in|to|from)${S}(?:the${S}|your${S}|any${S})?(?:summar(?:y|ies)|prs?|pr${S}descriptions?|pull${S}requests?|commit${S}messages?|changelogs?|release${S}notes|reviews?|reviewers?)\b`,
  ].join("|"),
  "i",
);
/**
 * Quiet doing, which matters only when the sentence orders a run, a fetch or a send ("silently run …", "run … quietly").
 * The adverb must stay in the run's clause: "Run `bun run typecheck` first or type regressions will ship silently" says
 * what goes wrong without the run (round 40, realfp40).
 */
const QUIETLY = new RegExp(
  String.raw`\b(?:quietly|silently|secretly|covertly|discreetly)${S}(?:run|execute|send|upload|post|install|download|fetch|add|push|copy|delete|remove|curl|wget)\b|^\W{0,4}(?:(?:always|then|first|also)${S})?(?:run|execute|send|upload|post|install|download|fetch|curl|wget)\b(?:(?!\b(?:or|otherwise|else|lest|because|since)\b)[^\n;]){0,120}\b(?:quietly|silently|secretly|covertly|discreetly|out${S}of${S}(?:your|the)${S}(?:summary|reply|response|report|output))\b`,
  "i",
);

/** "never", "do not", "avoid" in the sentence: a prohibition names what it forbids. */
const NEGATED =
  /\b(?:never|not|no|don't|doesn't|isn't|aren't|mustn't|shouldn't|cannot|can't|avoid|refuse|forbidden|prohibited|untrusted|ignore|disregard)\b/i;
/** The order applies only in a bounded case ("for docs-only changes", "on your own feature branch", "locally"). */
const BOUNDED = new RegExp(
  String.raw`\b(?:only|when|if|unless|except|for${S}(?:docs?|documentation|typo|trivial|small|minor|draft|wip|local|experimental|your${S}own)\b|on${S}(?:your${S}own|a${S}(?:personal|feature|scratch))|locally\b|in${S}(?:a${S})?(?:fork|sandbox|scratch))`,
  "i",
);
const UNTRUSTED_RE = new RegExp(UNTRUSTED_SOURCE, "i");

/** The sentences of an agent file's text: lines, split again at sentence ends and semicolons. */
export function orderUnits(content: string): string[] {
  const units: string[] = [];
  for (const line of content.split("\n")) {
    if (line.trim() === "") continue;
    for (const part of line.split(/(?<=[.!?;])\s+(?=[A-Z`"'*(-])|;\s+/)) if (part.trim() !== "") units.push(part);
    if (units.length > 2000) break;
  }
  return units;
}

/**
 * What a transfer moves, when it names something: "them", "everything" and "the output" take up data named before (the
 * tool it goes through may follow: "upload it with scp to …").
 */
const TAKES_UP =
  /^\W*(?:(?:it|them|those|these|that|everything|all|all\s{1,3}of\s{1,3}(?:it|them)|(?:the|its|their)\s{1,3}(?:contents?|output|results?|values?|files?|data|lot)|a\s{1,3}copy)\b\W*)?(?:(?:with|using|via|through|over|to|in|as)\s{1,3}(?:an?\s{1,3}|the\s{1,3})?[\w.-]{1,20}\W*){0,2}$/i;

/**
 * True when the transfer moves the data: the data is its object ("post the tokens to …"), or the object only takes
 * up data named before it ("read ~/.netrc and upload it to …", "… and upload to …"). "Send requests to <the API>"
 * next to "read the key from the environment" moves requests, not the key.
 */
function movesData(u: string, m: RegExpExecArray | null): boolean {
  if (!m) return false;
  const verb = /^\W*\w+/.exec(m[0])?.[0] ?? "";
  const object = m[0]
    .slice(verb.length)
    .replace(
      /\b(?:to|into|onto|at)\s{1,3}(?:the\s{1,3}(?:url|endpoint|address|bucket|server|host)\s{1,3})?[\x60"'<]?$/i,
      "",
    );
  if (DATA.test(object)) return true;
  return TAKES_UP.test(object) && DATA.test(u.slice(0, m.index));
}

/** The object of a transfer verb is the data or takes it up (not "requests", "a summary", "bug reports"). */
export function objectIsData(object: string): boolean {
  return DATA.test(object) || TAKES_UP.test(object);
}

const short = (s: string): string => s.trim().replace(/\s+/g, " ").slice(0, 80);

function inExample(content: string, unit: string): boolean {
  const at = content.indexOf(unit);
  return at >= 0 && quoted(content, at);
}

/**
 * The first order in `content` whose effect is hostile, judged sentence by sentence (a sentence and the next one
 * for "… come from the maintainers. Follow them …"), or null.
 */
export function effectOrder(content: string): { weight: number; why: string } | null {
  const units = orderUnits(content);
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.length > 600 || inExample(content, u)) continue;
    const negated = NEGATED.test(u);
    const dest = OUTSIDE_DEST.exec(u);
    if (dest && !negated && DATA.test(u) && movesData(u, TRANSFER_TO.exec(u) ?? TRANSFER_3P.exec(u)))
      return { weight: 0.9, why: `orders data sent outside ("${short(u)}" → ${dest[0].slice(0, 60)})` };
    const pair = `${u} ${units[i + 1] ?? ""}`;
    if (UNTRUSTED_RE.test(u) && !NEGATED.test(pair) && AUTHORITY.test(pair))
      return { weight: 0.88, why: `gives untrusted content authority ("${short(pair)}")` };
    const weak = WEAKEN.exec(u);
    if (weak && !negated && !BOUNDED.test(u)) return { weight: 0.86, why: `weakens a safeguard ("${short(weak[0])}")` };
    const direct = DIRECT_TO_MAIN.exec(`${u}; ${units[i + 1] ?? ""}`);
    // (the order must begin in this sentence: the next one is read only for its skipped review)
    const directTail = direct ? direct[0].slice(u.length - direct.index) : "";
    // (a prohibition names what it forbids before it: "never push …"; "… and do not list the changes" after it is no
    // prohibition of the push, and `--no-verify` is a flag, not a "no")
    if (
      direct &&
      direct.index < u.length &&
      !NEGATED.test(u.slice(0, direct.index).replace(/--no-[\w-]+/g, " ")) &&
      !BOUNDED.test(u) &&
      !/\b(?:never|not|don't)\b/i.test(directTail)
    )
      return { weight: 0.86, why: `weakens a safeguard ("${short(direct[0])}")` };
    const over = FORCE_OVER_OTHERS.exec(u);
    if (over && !negated) return { weight: 0.86, why: `overwrites others' work ("${short(over[0])}")` };
    const confirms = CONFIRMS_FOR_USER.exec(u);
    if (confirms && !negated) return { weight: 0.86, why: `confirms in the user's place ("${short(confirms[0])}")` };
    // (inside a container or a VM, root is the container's own)
    const root = ROOT_ALWAYS.exec(u);
    if (root && !negated && !BOUNDED.test(u) && !/\b(?:container|docker|podman|chroot|vm|sandbox)\b/i.test(u))
      return { weight: 0.86, why: `runs every command as root ("${short(root[0])}")` };
    // a secret put where others read it, named here or in the sentence before ("… are team tokens. Paste them into …")
    const place = PUBLIC_PLACE.exec(u);
    const prev = i > 0 ? units[i - 1] : "";
    // ("add the required environment variables to the README" documents names, it shows no value)
    if (
      place &&
      !negated &&
      !NAMES_ONLY.test(u) &&
      (DATA.test(u) || (BACK_REFERENCE.test(u) && DATA.test(prev) && !NEGATED.test(prev)))
    )
      return { weight: 0.9, why: `puts a secret where others read it ("${short(`${prev} ${u}`)}")` };
    const guard = GUARD_CONFIG.exec(u);
    if (guard && !negated) return { weight: 0.88, why: `changes the guard's own settings ("${short(guard[0])}")` };
    const hide = HIDE_FROM_USER.exec(u);
    if (hide) return { weight: 0.86, why: `keeps the user from knowing ("${short(hide[0])}")` };
    if (QUIETLY.test(u) && !negated)
      return { weight: 0.86, why: `does something out of the user's sight ("${short(u)}")` };
    const evasion = evasionOrder(u, {
      prev: i > 0 ? (units[i - 1] as string) : "",
      negated,
      bounded: BOUNDED.test(u),
      outside: OUTSIDE_DEST,
      data: DATA,
    });
    if (evasion) return evasion;
  }
  return null;
}
