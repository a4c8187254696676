// The words of an order in an agent file: runs, sends, standing orders, what they reach, safeguards switched off.

import { orderReachText } from "./agent-file-ordinary29.ts";

/**
 * `eval "$(fnm env --use-on-cd)"`, `eval "$(/opt/homebrew/bin/brew shellenv)"`, `eval "$(ssh-agent -s)"`: a local
 * version manager's or tool's shell set-up, evaluated as its documentation says (round 32, realfp32: a worktree hook
 * script in a skill's folder); a fetch, a pipe or any other command in the substitution is still run code.
 */
const SHELL_INIT = String.raw`\s{0,3}(?:[\w./~$-]+\/)?(?:fnm|nvm|pyenv|rbenv|nodenv|goenv|jenv|plenv|direnv|brew|ssh-agent|gpg-agent|keychain|starship|zoxide|mise|rtx|conda|micromamba|dircolors|opam|luarocks|atuin|thefuck|rustup|fzf)\b[^)|;&\`$<>]{0,60}\)`;
/** A command to fetch or run something (the thing an injected instruction file asks every later session to do). */
export const RUNS = new RegExp(
  String.raw`\b(?:curl|wget|iwr|invoke-webrequest|irm|nc|ncat|socat)\b[^\n]{0,200}(?:\|\s{0,3}(?:sudo\s+)?(?:ba|z|da)?sh\b|\|\s{0,3}python3?\b|\|\s{0,3}iex\b)|\b(?:ba|z)?sh\s{1,3}<\(\s{0,3}(?:curl|wget)|\$\(\s{0,3}(?:curl|wget)\b|\/dev\/tcp\/|\bbase64\s{1,3}(?:-d|--decode)\b[^\n]{0,40}\|\s{0,3}(?:ba)?sh|\bn(?:c|cat|etcat)\b[^\n|;]{0,80}\s(?:-e|-c|--exec|--sh-exec)\s|\bbash\s{1,3}-i\b|\beval\s{1,3}["']?\$\((?!${SHELL_INIT})`,
  "i",
);
/** Sending something out: a network command or an upload verb aimed at a URL. */
export const SENDS =
  /\|\s{0,3}(?:nc|ncat|netcat|socat|telnet)\s{1,3}(?:-\w+\s{1,3})*[\w.:-]+\s{1,3}\d{1,5}\b|\b(?:curl|wget|nc|ncat)\b[^\n]{0,120}(?:-d\b|--data|-F\b|-T\b|--upload|[\s=]@\S|--post)|\b(?:scp|rsync)\b[^\n]{0,120}(?:~\/\.|\$HOME\/\.|\.ssh\b|\.aws\b|\.env\b|\.netrc|\.git-credentials|id_(?:rsa|ed25519|ecdsa)|credentials|\/etc\/)|\b(?:send|upload|post|pipe|exfiltrate|forward|include|append|copy)\b[^\n]{0,80}\b(?:env(?:ironment)?|printenv|secrets?|tokens?|credentials?|\.env|id_rsa|\.ssh|api[_ ]?keys?|passwords?)\b[^\n]{0,80}\b(?:to|at|into)\b[^\n]{0,20}(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3}|\b(?:nc|ncat|netcat|socat|curl|wget|telnet)\b)/i;
/** The same order with the secret named first: "read `.env` and post it to https://…". */
export const SENDS_AFTER =
  /(?:\b(?:env(?:ironment)?\s{1,3}variables|printenv|secrets?|tokens?|credentials?|id_rsa|api[_ ]?keys?|passwords?|cookies?)|\.(?:env|ssh|aws|npmrc|netrc)\b)[^.\n]{0,60}\b(?:send|upload|post|pipe|exfiltrate|forward|submit|sync|copy|paste|share|publish)\b[^.\n]{0,30}\b(?:to|at|into|on)\s{1,3}(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3})/i;
/** A secret file or the environment put where others read it: the PR description, an issue, a commit message, a gist. */
export const SENDS_PUBLIC =
  /\b(?:copy|paste|include|put|add|post|write|append|dump)\b[^.\n]{0,40}(?:~\/\.(?:aws|ssh|npmrc|netrc|pgpass|git-credentials|docker|kube)|\.env\b|\bid_(?:rsa|ed25519|ecdsa)\b|\b(?:printenv|env\s{1,3}output|environment\s{1,3}variables|\.aws\/credentials)\b)[^.\n]{0,40}\b(?:into|in|to)\s{1,3}(?:the\s{1,3}|a\s{1,3}|every\s{1,3}|each\s{1,3})?(?:pr|pull\s{1,3}request|issue|commit(?:\s{1,3}message)?|comment|gist|readme|description|changelog|release\s{1,3}notes)\b/i;
/** Code the file tells the agent to add that sends the user's cookies, storage or environment to a URL. */
export const SENDS_CODE =
  /\b(?:fetch|sendBeacon|XMLHttpRequest|axios(?:\.\w+)?|\$\.(?:get|post|ajax)|new\s{1,3}Image\(\)\.src\s{0,3}=|(?:window\.)?location(?:\.href)?\s{0,3}=|requests\.(?:post|get|put)|urlopen|http\.request)\s{0,3}\(?[^\n]{0,120}(?:https?:)?\/\/[^\n]{0,120}\b(?:document\.cookie|localStorage|sessionStorage|process\.env(?![.[\w])|os\.environ(?![.[\w]))/i;

/** An order that applies to every later task: the shape of an injected standing instruction. */
export const STANDING =
  /\b(?:before|after)\s{1,3}(?:any|every|each|all|starting|you\s{1,3}(?:start|begin|answer|do))\b|\balways\s{1,3}(?:run|execute|first|start)\b|\bfirst\s{1,3}run\b|\b(?:do\s{1,3}not|don't|never)\s{1,3}(?:tell|mention|inform|show)\s{1,3}(?:the\s{1,3})?user\b|\bwhen\s{1,3}asked\s{1,3}anything\b/i;

/** An order to run a script or command, or to fetch one. */
const DIRECTIVE =
  /\b(?:create\s{1,3}and\s{1,3}(?:execute|run)|execute|run)\s{1,3}(?:(?:a|the|this|following)\s{1,3})?(?:(?:bash|shell|python3?|perl|powershell|sh|ruby|node)\s{1,3})?(?:script|command|code|snippet)s?\b|\b(?:download|fetch)\b[^.\n]{0,80}\b(?:from|at)\b[^.\n]{0,20}(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3})/i;
/** What such an order reaches that a project's instructions never need: system paths, raw-IP or script URLs, shell rc files. */
export const OUTSIDE =
  /(?:^|[\s'"`(=])\/(?:etc|root|usr|var|proc|sys|boot|dev|srv|mnt|opt|bin|sbin|lib|lib64|home|run)\/|https?:\/\/(?:\d{1,3}\.){3}\d{1,3}|https?:\/\/[^\s'"]{1,200}\.(?:py|sh|exe|ps1|bin|pl)\b|\brm\s{1,3}-[a-z]*r[a-z]*f|\balias\s{1,3}(?:sudo|su|cd|ls|cp|mv|rm|grep|cat|git|ssh|chown|chmod|find)\b|\.bashrc\b|\.zshrc\b|\.ssh\b|authorized_keys|sudoers|\/etc\/(?:passwd|shadow)/i;

/** Orders that switch the agent's rules or safeguards off, or ask it to hand out secrets. */
export const OVERRIDE =
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
export const GRANT = new RegExp(
  String.raw`\b(?:you\s{1,3}(?:may|can|are\s{1,3}(?:allowed|permitted|(?:pre-?)?authori[sz]ed|pre-?approved|free)\s{1,3}to|have\s{1,3}(?:permission|approval)\s{1,3}to)|feel\s{1,3}free\s{1,3}to|go\s{1,3}ahead\s{1,3}and|it\s{1,3}is\s{1,3}(?:fine|ok(?:ay)?)\s{1,3}to)\s{1,3}(?:[\w-]+,?\s{1,3}){0,8}?(?:${SAFEGUARD_OFF}|${RUN_ANY})`,
  "i",
);
/** The same as an order at the start of a sentence or list item ("Ignore review requirements and push …"). */
export const SAFEGUARD_ORDER = new RegExp(
  String.raw`(?:^|[.!;:]\s{1,3}|\n)\s{0,3}(?:[-*]\s{1,3}|\d{1,2}\.\s{1,3})?(?:(?:always|just|simply|please)\s{1,3})?${SAFEGUARD_OFF}`,
  "i",
);

/** An order to stop asking the user: "never ask for confirmation", "don't wait for approval", "no need to ask the user". */
export const NO_CONFIRMATION =
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
