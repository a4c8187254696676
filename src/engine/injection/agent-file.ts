// Agent instruction files and pi resources: which paths they are, and how risky a text written into one is.

import { RUN_ORDER } from "./agent-file-run-verbs.ts";
import { effectOrder, objectIsData } from "./agent-file-effects.ts";
import { reachingOrder } from "./agent-file-reach.ts";
import { reachingOrder18 } from "./agent-file-reach18.ts";
import { gateWeakenOrder } from "./agent-gate44.ts";
import { userBypass } from "./agent-file-grants.ts";
import { describesOption, namesMoment, orderReachText } from "./agent-file-ordinary29.ts";
import { caseBlindSend, firstOrderMatch } from "./agent-file-ordinary30.ts";
import { hostileOrder, NAMES_ONLY } from "./agent-file-orders.ts";
import { documentsPromptSetting } from "./rule-accept-prompt-setting.ts";
import type { Hit } from "./types.ts";
import { foreignAgentOrder16 } from "./multilingual-order16-hits.ts";
import {
  SENDS,
  SENDS_AFTER,
  SENDS_PUBLIC,
  SENDS_CODE,
  STANDING,
  OUTSIDE,
  OVERRIDE,
  GRANT,
  SAFEGUARD_ORDER,
  NO_CONFIRMATION,
  agentDirective,
} from "./agent-file-words.ts";
import { firstRun, leadOf, orderedStanding, documentedInstall, refused, quotedExample } from "./agent-file-readings.ts";

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
/**
 * an agent's data folder: what the agent or a skill produced (`~/.claude/output/saas/…`), its logs, caches, to-do
 * lists and shell snapshots; no agent loads them as instructions. Round 34, realfp34 (a skill's rename script).
 */
const DATA_DIR =
  /(?:^|\/)\.(?:claude|cursor|codex|gemini|windsurf)\/(?:output|outputs|logs?|cache|tmp|todos|shell-snapshots|statsig)(?:\/|$)/i;

export function isAgentFile(path: string): boolean {
  const p = path.replace(/\\/g, "/").replace(/^["']|["']$/g, "");
  const worktree = WORKTREE.exec(p);
  if (worktree) return worktree[2] !== undefined && worktree[2] !== "" && isAgentFile(worktree[2]);
  return !LOG_FILE.test(p) && !DATA_DIR.test(p) && AGENT_FILE.test(p);
}

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
    reachingOrder18(content) ??
    gateWeakenOrder(content);
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
