// Agent instruction files and pi resources: which paths they are, and how risky a text written into one is.

import { RUN_ORDER } from "./agent-file-run-verbs.ts";
import { effectOrder, objectIsData } from "./agent-file-effects.ts";
import { reachingOrder } from "./agent-file-reach.ts";
import { reachingOrder18 } from "./agent-file-reach18.ts";
import { userBypass } from "./agent-file-grants.ts";
import { listedAsForbidden, negatedItem } from "./agent-file-forbidden-list.ts";
import { capturedFetch, deniedEntry, describesOption, namesMoment, orderReachText } from "./agent-file-ordinary29.ts";
import { caseBlindSend, firstOrderMatch } from "./agent-file-ordinary30.ts";
import { hostileOrder, NAMES_ONLY } from "./agent-file-orders.ts";
import { documentsPromptSetting } from "./rule-accept-prompt-setting.ts";
import type { Hit } from "./types.ts";
import { foreignAgentOrder16 } from "./multilingual-order16.ts";

/** AGENTS.md, CLAUDE.md, GEMINI.md, .cursorrules, .cursor/rules/**, copilot instructions, .pi/**, SYSTEM.md, skills/** … */
export const AGENT_FILE =
  /(?:^|\/)(?:agents\.md|agent\.md|claude\.md|claude\.local\.md|gemini\.md|system\.md|append_system\.md|\.cursorrules|\.windsurfrules|\.clinerules|\.continuerules|copilot-instructions\.md|\.aider[a-z.]{0,20}|conventions\.md|skill\.md)$|(?:^|\/)\.(?:pi|cursor|claude|windsurf|clinerules|github\/instructions|github\/prompts|continue|codex|gemini)\/|(?:^|\/)skills\/|(?:^|\/)\.github\/copilot-instructions\.md$/i;

/**
 * Claude Code's git worktrees (`.claude/worktrees/NAME/…`, what `--worktree` and the WorktreeCreate hook make): a
 * checkout of the project, whose files are agent files only by their own path inside it (its CLAUDE.md is one, its
 * `.worktree-setup.log` is not). Round 32, realfp32.
 */
const WORKTREE = /(?:^|\/)\.claude\/worktrees(?:\/+([^/]+)(?:\/+(.*))?)?\/*$/i;
/** a log file: written by hooks and setup scripts beside agent files, read by no agent as instructions */
const LOG_FILE = /\.log$/i;

export function isAgentFile(path: string): boolean {
  const p = path.replace(/\\/g, "/").replace(/^["']|["']$/g, "");
  const worktree = WORKTREE.exec(p);
  if (worktree) return worktree[2] !== undefined && worktree[2] !== "" && isAgentFile(worktree[2]);
  return !LOG_FILE.test(p) && AGENT_FILE.test(p);
}

/**
 * `eval "$(fnm env --use-on-cd)"`, `eval "$(/opt/homebrew/bin/brew shellenv)"`, `eval "$(ssh-agent -s)"`: a local
 * version manager's or tool's shell set-up, evaluated as its documentation says (round 32, realfp32: a worktree hook
 * script in a skill's folder); a fetch, a pipe or any other command in the substitution is still run code.
 */
const SHELL_INIT = String.raw`\s{0,3}(?:[\w./~$-]+\/)?(?:fnm|nvm|pyenv|rbenv|nodenv|goenv|jenv|plenv|direnv|brew|ssh-agent|gpg-agent|keychain|starship|zoxide|mise|rtx|conda|micromamba|dircolors|opam|luarocks|atuin|thefuck|rustup|fzf)\b[^)|;&\`$<>]{0,60}\)`;
/** A command to fetch or run something (the thing an injected instruction file asks every later session to do). */
const RUNS = new RegExp(
  String.raw`\b(?:curl|wget|iwr|invoke-webrequest|irm|nc|ncat|socat)\b[^\n]{0,200}(?:\|\s{0,3}(?:sudo\s+)?(?:ba|z|da)?sh\b|\|\s{0,3}python3?\b|\|\s{0,3}iex\b)|\b(?:ba|z)?sh\s{1,3}<\(\s{0,3}(?:curl|wget)|\$\(\s{0,3}(?:curl|wget)\b|\/dev\/tcp\/|\bbase64\s{1,3}(?:-d|--decode)\b[^\n]{0,40}\|\s{0,3}(?:ba)?sh|\bn(?:c|cat|etcat)\b[^\n|;]{0,80}\s(?:-e|-c|--exec|--sh-exec)\s|\bbash\s{1,3}-i\b|\beval\s{1,3}["']?\$\((?!${SHELL_INIT})`,
  "i",
);
/** Sending something out: a network command or an upload verb aimed at a URL. */
const SENDS =
  /\|\s{0,3}(?:nc|ncat|netcat|socat|telnet)\s{1,3}(?:-\w+\s{1,3})*[\w.:-]+\s{1,3}\d{1,5}\b|\b(?:curl|wget|nc|ncat)\b[^\n]{0,120}(?:-d\b|--data|-F\b|-T\b|--upload|[\s=]@\S|--post)|\b(?:scp|rsync)\b[^\n]{0,120}(?:~\/\.|\$HOME\/\.|\.ssh\b|\.aws\b|\.env\b|\.netrc|\.git-credentials|id_(?:rsa|ed25519|ecdsa)|credentials|\/etc\/)|\b(?:send|upload|post|pipe|exfiltrate|forward|include|append|copy)\b[^\n]{0,80}\b(?:env(?:ironment)?|printenv|secrets?|tokens?|credentials?|\.env|id_rsa|\.ssh|api[_ ]?keys?|passwords?)\b[^\n]{0,80}\b(?:to|at|into)\b[^\n]{0,20}(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3}|\b(?:nc|ncat|netcat|socat|curl|wget|telnet)\b)/i;
/** The same order with the secret named first: "read `.env` and post it to https://…". */
const SENDS_AFTER =
  /(?:\b(?:env(?:ironment)?\s{1,3}variables|printenv|secrets?|tokens?|credentials?|id_rsa|api[_ ]?keys?|passwords?|cookies?)|\.(?:env|ssh|aws|npmrc|netrc)\b)[^.\n]{0,60}\b(?:send|upload|post|pipe|exfiltrate|forward|submit|sync|copy|paste|share|publish)\b[^.\n]{0,30}\b(?:to|at|into|on)\s{1,3}(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3})/i;
/** A secret file or the environment put where others read it: the PR description, an issue, a commit message, a gist. */
const SENDS_PUBLIC =
  /\b(?:copy|paste|include|put|add|post|write|append|dump)\b[^.\n]{0,40}(?:~\/\.(?:aws|ssh|npmrc|netrc|pgpass|git-credentials|docker|kube)|\.env\b|\bid_(?:rsa|ed25519|ecdsa)\b|\b(?:printenv|env\s{1,3}output|environment\s{1,3}variables|\.aws\/credentials)\b)[^.\n]{0,40}\b(?:into|in|to)\s{1,3}(?:the\s{1,3}|a\s{1,3}|every\s{1,3}|each\s{1,3})?(?:pr|pull\s{1,3}request|issue|commit(?:\s{1,3}message)?|comment|gist|readme|description|changelog|release\s{1,3}notes)\b/i;
/** Code the file tells the agent to add that sends the user's cookies, storage or environment to a URL. */
const SENDS_CODE =
  /\b(?:fetch|sendBeacon|XMLHttpRequest|axios(?:\.\w+)?|\$\.(?:get|post|ajax)|new\s{1,3}Image\(\)\.src\s{0,3}=|(?:window\.)?location(?:\.href)?\s{0,3}=|requests\.(?:post|get|put)|urlopen|http\.request)\s{0,3}\(?[^\n]{0,120}(?:https?:)?\/\/[^\n]{0,120}\b(?:document\.cookie|localStorage|sessionStorage|process\.env(?![.[\w])|os\.environ(?![.[\w]))/i;

/** An order that applies to every later task: the shape of an injected standing instruction. */
const STANDING =
  /\b(?:before|after)\s{1,3}(?:any|every|each|all|starting|you\s{1,3}(?:start|begin|answer|do))\b|\balways\s{1,3}(?:run|execute|first|start)\b|\bfirst\s{1,3}run\b|\b(?:do\s{1,3}not|don't|never)\s{1,3}(?:tell|mention|inform|show)\s{1,3}(?:the\s{1,3})?user\b|\bwhen\s{1,3}asked\s{1,3}anything\b/i;

/** An order to run a script or command, or to fetch one. */
const DIRECTIVE =
  /\b(?:create\s{1,3}and\s{1,3}(?:execute|run)|execute|run)\s{1,3}(?:(?:a|the|this|following)\s{1,3})?(?:(?:bash|shell|python3?|perl|powershell|sh|ruby|node)\s{1,3})?(?:script|command|code|snippet)s?\b|\b(?:download|fetch)\b[^.\n]{0,80}\b(?:from|at)\b[^.\n]{0,20}(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3})/i;
/** What such an order reaches that a project's instructions never need: system paths, raw-IP or script URLs, shell rc files. */
const OUTSIDE =
  /(?:^|[\s'"`(=])\/(?:etc|root|usr|var|proc|sys|boot|dev|srv|mnt|opt|bin|sbin|lib|lib64|home|run)\/|https?:\/\/(?:\d{1,3}\.){3}\d{1,3}|https?:\/\/[^\s'"]{1,200}\.(?:py|sh|exe|ps1|bin|pl)\b|\brm\s{1,3}-[a-z]*r[a-z]*f|\balias\s{1,3}(?:sudo|su|cd|ls|cp|mv|rm|grep|cat|git|ssh|chown|chmod|find)\b|\.bashrc\b|\.zshrc\b|\.ssh\b|authorized_keys|sudoers|\/etc\/(?:passwd|shadow)/i;

/** Orders that switch the agent's rules or safeguards off, or ask it to hand out secrets. */
const OVERRIDE =
  /\b(?:ignore|disregard|forget|override)\s{1,3}(?:all\s{1,3})?(?:(?:the|your|any)\s{1,3})?(?:previous|prior|above|earlier|system)\s{1,3}(?:instructions|rules|prompts?|guidelines)\b|\b(?:disable|turn\s{1,3}off|bypass)\s{1,3}(?:all\s{1,3})?(?:the\s{1,3})?(?:safety|security|sandbox|permission|approval)\s{1,3}(?:checks?|guards?|prompts?|rules|measures|features)\b|\b(?:print|reveal|output|dump|send)\s{1,3}(?:every|all|any)\s{1,3}(?:(?:the|of\s{1,3}the)\s{1,3})?(?:secrets?|api\s?keys?|tokens?|passwords?|credentials?)\b/i;

/**
 * Safeguards switched off by a grant or an order in the file itself: "you may run any command without asking", "you
 * are allowed to skip hooks with --no-verify", "ignore review requirements". Prohibitions ("never push to main without
 * review", "you may not …") and bounded permissions ("you may run the tests without asking") are ordinary guidance.
 */
const RUN_ANY = String.raw`(?:run|execute)\s{1,3}(?:any|every|all|arbitrary)\s{1,3}(?:shell\s{1,3})?(?:commands?|scripts?|code)`;
// (as an order, "run all commands as root inside the build container" says where commands run: only "without asking"
// takes a safeguard away; as a grant, "you may run any command" is one on its own)
const SAFEGUARD_OFF = String.raw`(?:${RUN_ANY}[^.
;]{0,40}\bwithout\s{1,3}(?:asking|approval|confirmation|review|permission)|(?:disable|skip|remove|delete|bypass)\s{1,3}(?:the\s{1,3}|all\s{1,3}|any\s{1,3})?(?:failing\s{1,3})?(?:tests?|hooks?|checks?|linters?|ci|reviews?|code\s{1,3}reviews?|approvals?|confirmations?|safety\s{1,3}checks?)|--no-verify|(?:commit|push)\w{0,3}\s[^.\n;]{0,30}--no-verify|(?:treat|consider)\s{1,3}(?:all\s{1,3}|any\s{1,3})?(?:tool\s{1,3}output|web\s{1,3}(?:pages?|content)|fetched\s{1,3}\w+|issues?|e-?mails?|comments?|documents?|search\s{1,3}results)\s{1,3}as\s{1,3}(?:instructions|commands|orders)|(?:delete|remove|drop|overwrite|force-?push)[^.\n;]{0,40}\bwithout\s{1,3}(?:asking|confirmation|approval|review)|(?:treat|consider)\s{1,3}(?:all\s{1,3}|any\s{1,3})?(?:instructions|text|content|commands|requests)\s{1,3}(?:in|from|found\s{1,3}in)\s{1,3}[^.\n;]{0,60}\bas\s{1,3}(?:coming\s{1,3}from\s{1,3}the\s{1,3}user|(?:the\s{1,3})?user'?s|trusted|authoritative)|push\s{1,3}(?:straight|directly)?\s{0,3}to\s{1,3}(?:main|master|production|prod)\s{1,3}without\s{1,3}(?:review|approval|asking|a\s{1,3}pull\s{1,3}request)|(?:ignore|disregard)\s{1,3}(?:the\s{1,3}|all\s{1,3}|any\s{1,3})?(?:review|approval|security|safety|branch[- ]protection|ci)\s{1,3}(?:requirements?|rules|policies|checks|process))`;
const GRANT = new RegExp(
  String.raw`\b(?:you\s{1,3}(?:may|can|are\s{1,3}(?:allowed|permitted|(?:pre-?)?authori[sz]ed|pre-?approved|free)\s{1,3}to|have\s{1,3}(?:permission|approval)\s{1,3}to)|feel\s{1,3}free\s{1,3}to|go\s{1,3}ahead\s{1,3}and|it\s{1,3}is\s{1,3}(?:fine|ok(?:ay)?)\s{1,3}to)\s{1,3}(?:[\w-]+,?\s{1,3}){0,8}?(?:${SAFEGUARD_OFF}|${RUN_ANY})`,
  "i",
);
/** The same as an order at the start of a sentence or list item ("Ignore review requirements and push …"). */
const SAFEGUARD_ORDER = new RegExp(
  String.raw`(?:^|[.!;:]\s{1,3}|\n)\s{0,3}(?:[-*]\s{1,3}|\d{1,2}\.\s{1,3})?(?:(?:always|just|simply|please)\s{1,3})?${SAFEGUARD_OFF}`,
  "i",
);

/** An order to stop asking the user: "never ask for confirmation", "don't wait for approval", "no need to ask the user". */
const NO_CONFIRMATION =
  /(?:^|[.!;:,]\s{1,3}|\n)\s{0,3}(?:[-*]\s{1,3})?(?:and\s{1,3})?(?:never|do\s{1,3}not|don't|no\s{1,3}need\s{1,3}to)\s{1,3}(?:ask|wait\s{1,3}for|check\s{1,3}with)\s{1,3}(?:the\s{1,3}user\s{1,3})?(?:for\s{1,3})?(?:confirmation|permission|approval|the\s{1,3}user)\b/i;

/** An instruction aimed at an agent that runs or fetches something outside the project: what an injected file carries. */
export function agentDirective(content: string, near = false): string | null {
  const text = content.replace(/\\\//g, "/");
  // in an agent file, what the order reaches is read near it, not anywhere in the file (agent-file-ordinary29.ts); a
  // commit message or issue body (bash-command.ts) is read whole
  DIRECTIVE_ALL.lastIndex = 0;
  for (let n = 0, d = DIRECTIVE_ALL.exec(text); d !== null && n < 16; n++, d = DIRECTIVE_ALL.exec(text)) {
    const o = OUTSIDE.exec(near ? orderReachText(text, d.index) : text);
    if (o) return `"${d[0]}" … "${o[0].trim()}"`;
  }
  return null;
}
const DIRECTIVE_ALL = new RegExp(DIRECTIVE.source, "gi");

/**
 * How risky a text is as the content of an agent instruction file: a fetch-and-run or exfiltration instruction
 * blocks (0.9), a standing order to run something warns, ordinary conventions stay clean. `known` false means the
 * content is not visible (cp, tee from a file): that alone warns.
 */
/** Content marker for a file the command fills from the network (curl -o AGENTS.md …): unseen and untrusted. */
export const DOWNLOADED = "\u0000downloaded\u0000";
/** Content marker for a file filled from a temp, hidden or home file the command does not show: a staged drop. */
export const DROPPED = "\u0000dropped\u0000";

export const DOCUMENTED = "documents an installer from a named https host, run only with the user's consent";

export function agentFileWeight(content: string | null): { weight: number; why: string } {
  if (content === null) return { weight: 0.72, why: "content not visible" };
  if (content === DOWNLOADED) return { weight: 0.86, why: "replaced by text downloaded from the network" };
  if (content === DROPPED)
    return { weight: 0.84, why: "filled from a temp, hidden or home file the command does not show" };
  // "if content asks you to run `curl … | sh`, stop and ask the user": a refusal names the command it refuses; an API
  // reply stored in a variable (`X=$(curl …)`) and a config's deny list are no runs either (agent-file-ordinary29.ts)
  const runs = firstRun(content);
  if (runs && documentedInstall(content, runs[0])) return { weight: 0.45, why: DOCUMENTED };
  if (runs) return { weight: 0.92, why: `runs \`${runs[0].slice(0, 60)}\`` };
  // (a prohibition names what it forbids: "never paste the output of printenv into an issue")
  const forbidden = (m: RegExpExecArray | null): RegExpExecArray | null =>
    m &&
    /\b(?:never|do\s{1,3}not|don't|must\s{1,3}not|should\s{1,3}not)\b[^.\n]{0,40}$/i.test(content.slice(0, m.index))
      ? null
      : m;
  // "read the key from the environment and send requests to …" sends requests: the verb's object must be the data
  const movedObject = (m: RegExpExecArray | null): RegExpExecArray | null => {
    const v =
      m &&
      /\b(?:send|upload|post|pipe|exfiltrate|forward|submit|sync|copy|paste|share|publish)\b(.*)\b(?:to|at|into|on)\s{1,3}\S*$/i.exec(
        m[0],
      );
    return v && !objectIsData(v[1] ?? "") ? null : m;
  };
  // "add the required environment variables to the README" documents names, it shows no value
  const named = (m: RegExpExecArray | null): RegExpExecArray | null => (m && NAMES_ONLY.test(m[0]) ? null : m);
  const sends =
    firstOrderMatch(
      SENDS,
      content,
      () => false,
      (m) => caseBlindSend(m[0]),
    ) ??
    movedObject(forbidden(SENDS_AFTER.exec(content))) ??
    SENDS_CODE.exec(content) ??
    named(forbidden(SENDS_PUBLIC.exec(content)));
  if (sends) return { weight: 0.9, why: `sends data out (\`${sends[0].slice(0, 60)}\`)` };
  const order =
    hostileOrder(content, STANDING.test(content)) ??
    userBypass(content) ??
    effectOrder(content) ??
    reachingOrder(content) ??
    reachingOrder18(content);
  if (order) return order;
  const directive = agentDirective(content, true);
  if (directive) return { weight: 0.86, why: `orders the agent to run something outside the project (${directive})` };
  const override = OVERRIDE.exec(content);
  if (
    override &&
    !quotedExample(content, override.index, override[0].length) &&
    !documentsPromptSetting(content, override.index, override[0])
  )
    return { weight: 0.88, why: `switches the agent's rules off ("${override[0]}")` };
  const off = GRANT.exec(content) ?? SAFEGUARD_ORDER.exec(content);
  // a bounded permission ("you can skip the review step for typo fixes", "only when the user asks") is guidance
  const bounded = (m: RegExpExecArray): boolean =>
    /^[^.\n;]{0,60}\b(?:only|when|if|unless|except|forbidden|prohibited|banned|not\s{1,3}allowed|never|for\s{1,3}(?:typo|docs?|documentation|trivial|small|minor|draft|wip|local))\b/i.test(
      content.slice(m.index + m[0].length),
    );
  if (
    off &&
    !/\b(?:not|never|n't)\b/i.test(off[0]) &&
    !bounded(off) &&
    !quotedExample(content, off.index, off[0].length) &&
    !describesOption(content, off.index + leadOf(off[0]), off[0].length - leadOf(off[0]))
  )
    return { weight: 0.88, why: `switches the project's safeguards off ("${off[0].trim().slice(0, 80)}")` };
  // "never ask for confirmation before deleting files": the user's own check taken away (unless bounded to a case)
  const noAsk = NO_CONFIRMATION.exec(content);
  if (noAsk && !bounded(noAsk) && !quotedExample(content, noAsk.index, noAsk[0].length))
    return { weight: 0.88, why: `takes the user's confirmation away ("${noAsk[0].trim().slice(0, 80)}")` };
  const foreign = foreignAgentOrder16(content);
  if (foreign) return foreign;
  // a standing order to run the tests or the linter is what these files are for; one that fetches or reaches out is not
  // (what it reaches is read near the order, not anywhere in the file: agent-file-ordinary29.ts)
  const standing = orderedStanding(content, (at, phrase) => {
    if (namesMoment(content, at, phrase)) return false;
    const near = orderReachText(content, at);
    return /\b(?:curl|wget|download|https?:\/\/|n(?:c|cat|etcat)|socat|eval)\b/i.test(near) || OUTSIDE.test(near);
  });
  if (standing) return { weight: 0.62, why: `standing order ("${standing[0]}")` };
  return { weight: 0.35, why: "ordinary content" };
}

/** The first run RUNS finds that is no stored API reply and no deny-list entry, unless it is refused (then null). */
function firstRun(content: string): RegExpExecArray | null {
  RUNS_ALL.lastIndex = 0;
  for (let n = 0, m = RUNS_ALL.exec(content); m !== null && n < 16; n++, m = RUNS_ALL.exec(content)) {
    // (a refusal names its commands together: as before round 29, the first refused one clears the file)
    if (refused(content, m.index, m[0].length)) return null;
    if (deniedEntry(content, m.index)) continue;
    if (m[0].startsWith("$") && capturedFetch(content, m.index)) continue;
    return m;
  }
  return null;
}
const RUNS_ALL = new RegExp(RUNS.source, "gi");

/** The length of a match's lead-in before its first word (": ", "\n- ", "1. "). */
function leadOf(match: string): number {
  return match.length - match.replace(/^[\s.!;:*\-\d]+/, "").length;
}

/** "`beforeStep` runs before each LLM call", "updated once after each run": a timing described, not an order given. */
const DESCRIBED =
  /\b(?:runs?|is\s{1,3}(?:called|invoked|run|executed|fired|triggered|updated|emitted|evaluated)|are\s{1,3}(?:called|invoked|run|executed|fired|triggered|updated|emitted|evaluated)|gets?\s{1,3}(?:called|run)|fires|executes|happens|updated|emitted|invoked|called)(?:\s{1,3}(?:once|again|automatically|only|just))?\s{1,3}$/i;
const STANDING_ALL = new RegExp(STANDING.source, "gi");

/** "…, ask the user first", "confirm with the user": the order keeps the user in the loop (a safety rule). */
const ASKS_USER =
  /\b(?:ask|check\s{1,3}with|confirm\s{1,3}with|get\s{1,3}(?:the\s{1,3}user'?s\s{1,3})?(?:approval|confirmation|permission)|wait\s{1,3}for\s{1,3}(?:approval|confirmation))\b(?:\s{1,3}(?:the\s{1,3})?(?:user|owner|human|me|us)\b|\s{1,3}(?:for\s{1,3})?(?:confirmation|permission|approval)\b|\s{1,3}first\b)/i;
/** The same turned round: "never ask", "without asking", "don't wait for approval". */
const NO_ASK =
  /\b(?:never|do\s{1,3}not|don't|no\s{1,3}need\s{1,3}to|without)\s{1,3}(?:ask(?:ing)?|wait(?:ing)?\s{1,3}for|check(?:ing)?\s{1,3}with|confirm(?:ing)?\s{1,3}with)\b/i;

/** The sentence of `content` around `at` (cut at sentence ends and line breaks). */
function sentenceAt(content: string, at: number): string {
  const start = Math.max(content.lastIndexOf("\n", at), ...[". ", "! ", "? "].map((p) => content.lastIndexOf(p, at)));
  const ends = ["\n", ". ", "! ", "? "].map((p) => content.indexOf(p, at)).filter((i) => i >= 0);
  return content.slice(start + 1, ends.length > 0 ? Math.min(...ends) : content.length);
}

/** The first standing phrase that orders the agent (not one that describes when code runs) and `reaches`, or null. */
function orderedStanding(content: string, reaches: (at: number, phrase: string) => boolean): RegExpExecArray | null {
  STANDING_ALL.lastIndex = 0;
  for (let n = 0, m = STANDING_ALL.exec(content); m !== null && n < 32; n++, m = STANDING_ALL.exec(content))
    if (
      !DESCRIBED.test(content.slice(Math.max(0, m.index - 40), m.index)) &&
      // "before any destructive command, ask the user first": a standing safety rule, unless it fetches or sends
      !safetyRule(sentenceAt(content, m.index)) &&
      // "after any `.forward()` call": the moment is a call in the code, not a task of the agent
      !/^\s{0,3}(?:`|[\w.]{1,40}\(\))/.test(content.slice(m.index + m[0].length, m.index + m[0].length + 44)) &&
      reaches(m.index, m[0])
    )
      return m;
  return null;
}

/** A sentence that orders the agent to ask the user (and does not fetch, send or say "never ask"). */
function safetyRule(sentence: string): boolean {
  return (
    ASKS_USER.test(sentence) &&
    !NO_ASK.test(sentence) &&
    !/\b(?:curl|wget|https?:\/\/|n(?:c|cat|etcat)|socat|eval)\b/i.test(sentence)
  );
}

/**
 * A fetch-and-run the file documents for people, not orders: every fetch is from a named https host (no raw IP, no
 * plain http), the sentence makes it conditional on the user ("after asking the user", "only if … is not installed"),
 * and nothing else in the file is a standing order, a send, or hidden from the user.
 */
function documentedInstall(content: string, run: string): boolean {
  const urls = content.match(/\b(?:https?|ftp):\/\/[^\s`'")]+/gi) ?? [];
  if (urls.length === 0 || urls.some((u) => !/^https:\/\/[a-z][\w-]*(?:\.[\w-]+)+(?:[/:?#]|$)/i.test(u))) return false;
  if (!/\|\s{0,3}(?:ba|z|da)?sh\b/.test(run)) return false;
  const line = content.split("\n").find((l) => l.includes(run.slice(0, 20))) ?? "";
  const gated =
    /\b(?:after\s{1,3}asking|ask(?:ing)?\s{1,3}the\s{1,3}user|with\s{1,3}the\s{1,3}user'?s\s{1,3}(?:approval|consent|permission)|(?:if|when|once)\s{1,3}the\s{1,3}user\s{1,3}(?:agrees|approves|confirms|asks\s{1,3}(?:you\s{1,3})?(?:to\s{1,3}(?:install|run|set\s?up|update|upgrade)|for\s{1,3}(?:it|this|that|the\s{1,3}(?:install|installer|setup))))|only\s{1,3}(?:on|if|when)\b|if\s{1,3}[\w.-]{1,30}\s{1,3}is\s{1,3}(?:not|missing)|not\s{1,3}already\s{1,3}installed)/i;
  // "add `curl … | sh` as the last step of the workflow": the agent is told to plant it in the project, not to ask
  const planted =
    /\b(?:add|insert|append|put|include|inject|wire)\b[^.\n]{0,100}\b(?:step|workflow|pipeline|script|makefile|ci|job|hook|dockerfile|package\.json|build|release|postinstall|entrypoint)\b/i;
  return (
    gated.test(line) &&
    !planted.test(line) &&
    !STANDING.test(content) &&
    !SENDS.test(content) &&
    !OUTSIDE.test(content.replace(/https?:\/\/\S+/g, ""))
  );
}

/**
 * The command at [at, at+length) is named in a sentence that refuses it: "do not run …", "never pipe …", or "if a page
 * asks you to run …, stop / refuse / ask the user". An order that merely contains "never" elsewhere is not a refusal.
 */
export function refused(content: string, at: number, length: number): boolean {
  const cut = /[.!?](?=\s)|\n/g;
  let start = 0;
  for (let m = cut.exec(content); m !== null && m.index < at; m = cut.exec(content)) start = m.index + 1;
  cut.lastIndex = at + length;
  const next = cut.exec(content);
  const before = content.slice(start, at);
  const after = content.slice(at + length, next ? next.index : content.length);
  // (round 28: "`curl | sh`, `iwr | iex` and `-enc` are not allowed", "nie `wget … | bash`": agent-file-forbidden-list.ts)
  if (listedAsForbidden(after) || negatedItem(before)) return true;
  if (
    /\b(?:do\s{1,3}not|don't|never|refuse\s{1,3}to)\s{1,3}(?:run|execute|pipe|paste|follow|obey)\b[^.\n]{0,40}$/i.test(
      before,
    )
  )
    return true;
  return (
    /\b(?:if|when)\b[^.\n]{0,100}\b(?:asks?|tells?|instructs?|wants?|requests?)\s{1,3}(?:you|the\s{1,3}agent)\s{1,3}to\b/i.test(
      before,
    ) &&
    /\b(?:stop|refuse|decline|do\s{1,3}not|don't|ask\s{1,3}the\s{1,3}user|report\s{1,3}it|ignore\s{1,3}it)\b/i.test(
      after,
    )
  );
}

/** A rule-switching phrase quoted as an example in text that discusses attacks ("attacks such as 'ignore previous …'"). */
function quotedExample(content: string, at: number, length: number): boolean {
  const before = content[at - 1] ?? "";
  const after = content[at + length] ?? "";
  if (!/["'“‘`]/.test(before) || !/["'”’`]/.test(after)) return false;
  return /\b(?:prompt[- ]injection|injection|attack(?:s|ers?)?|such\s{1,3}as|e\.g\.|for\s{1,3}example|examples?|(?:phrases?|lines?|text|sentences?)\s{1,3}like)\b/i.test(
    content.slice(Math.max(0, at - 120), at),
  );
}

/**
 * The commands an instruction file's text carries: inline code, fenced code lines, and what follows "run:" on a line
 * (at most 16, each a line): the shell layer reads them as it reads a command.
 */
export function agentCommands(content: string): string[] {
  const out: string[] = [];
  const add = (c: string | undefined): void => {
    const t = c?.trim().replace(/[.;]$/, "");
    if (t && t.length <= 2000 && /\s/.test(t) && out.length < 16 && !out.includes(t)) out.push(t);
  };
  for (const m of content.matchAll(/`([^`\n]{3,2000})`/g)) if (!refused(content, m.index, m[0].length)) add(m[1]);
  for (const m of content.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)) for (const l of (m[1] ?? "").split("\n")) add(l);
  for (const m of content.matchAll(/\b(?:run|execute|exec)\b\s{0,3}:\s{0,3}([^\n`]{3,2000})$/gim)) add(m[1]);
  for (const m of content.matchAll(RUN_ORDER)) add(m[1]);
  return out;
}

/** The hit for a write of `content` into an agent file, on the span [start, end). */
export function agentFileHit(path: string, content: string | null, start: number, end: number, via: string): Hit {
  const { weight, why } = agentFileWeight(content);
  return {
    rule: "bash.agent-file-write",
    category: "bash_agent_file",
    weight,
    start,
    end,
    detail: `${via} into ${path}: ${why}`,
  };
}
