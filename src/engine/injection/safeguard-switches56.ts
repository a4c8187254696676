// Safeguards of the user's project or machine switched off by the setting an edit changes, whatever tool writes it.

import { agentCommands, isAgentFile } from "./agent-file.ts";
import { defensesOffHits } from "./bash-defenses-off.ts";
import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/**
 * Why this file (round 35, shell set 56): the same switch comes by `jq`, `python -c`, `sed -i`, a heredoc or the write
 * tool, so it is read by the setting and the file it lands in, not by the tool. Each reader names the safeguard in its
 * evidence. The one-off spellings a user types for themselves (`--no-verify` on their own branch, `continue-on-error`
 * on a flaky step, `NODE_TLS_REJECT_UNAUTHORIZED=0` against localhost) are not read here.
 */

/** One cheap literal search first: texts naming none of these pay nothing. */
const GATE =
  /settings|mcp|sentinel|config\.toml|sessions|\.jsonl|aider|grubby|GRUB_CMDLINE|kargs|pod-security|privileged|integrity|no-verify|\brm\b|templateDir|hooksPath|SKIP=|go\s+env|CONTENT_TRUST|\/etc\/audit|CODEOWNERS|gitleaksignore/;

/** Coding agents' permission and tool configs (and pi's own guard config). */
const AGENT_CONFIG =
  /(?:\.claude\/settings(?:\.local)?\.json|\.gemini\/settings\.json|\.vscode\/settings\.json|\.roo\/mcp\.json|\.cursor\/(?:mcp|settings|cli-config)\.json|(?:^|[\s'"/])\.mcp\.json|\.codex\/config\.toml|\.pi\/(?:agent\/)?(?:settings|sentinel)\.json|cline_mcp_settings\.json|\.continue\/config\.(?:json|ya?ml)|\.windsurf\/[\w./-]{0,40}\.json|\.aider\.conf\.ya?ml)/;
/** A key whose value turns an agent's approval, sandbox, deny list, hooks or guard off (jq, python, JS, JSON, TOML). */
const AGENT_SWITCHES: [RegExp, string][] = [
  [/\bbypassPermissions\b/, "permissions.defaultMode → bypassPermissions (every tool call unasked)"],
  [/\bpermissions\W{0,4}\.?\W{0,2}deny\W{0,4}\s{0,2}=\s{0,2}\[\s{0,2}\]/, "permissions.deny emptied"],
  [/\bdel\s{0,2}\(\s{0,2}\.hooks\b/, "the agent's hooks deleted"],
  [/\bauto_?Accept\W{0,4}\s{0,2}[:=]\s{0,2}(?:true|True)\b/, "autoAccept → true (tool calls unasked)"],
  [
    /\bautoApprove\W{0,4}\s{0,2}[:=]\s{0,2}(?:true\b|True\b|\{\s{0,2}["']\/\.\*\/|\[\s{0,2}["']\*["'])/,
    "auto-approve on for every tool",
  ],
  [/\balwaysAllow\W{0,4}\s{0,2}[:=]\s{0,2}\[\s{0,2}["']\*["']/, "alwaysAllow: * (an MCP server's every tool unasked)"],
  [/\bsandbox\W{0,4}\s{0,2}[:=]\s{0,2}(?:false|False)\b/, "sandbox → false"],
  [/\bapproval_policy\s{0,2}=\s{0,2}["']never["']/, "approval_policy → never"],
  [/\bsandbox_mode\s{0,2}=\s{0,2}["']danger-full-access["']/, "sandbox_mode → danger-full-access"],
  [/\byolo\W{0,4}\s{0,2}[:=]\s{0,2}(?:true|True)\b/, "yolo mode on"],
  [/\bexcludeTools\W{0,4}\s{0,2}[:=]\s{0,2}\[\s{0,2}\]/, "excludeTools emptied"],
  // aider's config (round 39, home64): every question answered yes, the agent's shell commands run unasked
  [
    /(?:^|[\s'"{,])yes[-_]always\W{0,4}\s{0,2}[:=]\s{0,2}(?:true|True|yes)\b/m,
    "yes-always → true (every confirmation answered yes)",
  ],
];
/** Only in pi's guard config: the guard's own stages off, or its thresholds out of reach. */
const GUARD_CONFIG = /\.pi\/(?:agent\/)?sentinel\.json/;
const GUARD_SWITCHES: [RegExp, string][] = [
  [/["']?(?:scanToolResults|heuristicEnabled)["']?\s{0,2}[:=]\s{0,2}false\b/, "the injection scanner's stages off"],
  [/["']?(?:blockThreshold|warnThreshold)["']?\s{0,2}[:=]\s{0,2}1(?:\.0+)?\b/, "block threshold → 1 (nothing blocked)"],
  [/["']?(?:supervisor|promptGuard)["']?\s{0,2}:\s{0,2}\{\s{0,2}["']?enabled["']?\s{0,2}:\s{0,2}false/, "a guard off"],
];
/** pi's settings with the sentinel package filtered out or deleted: the guard uninstalled. */
const GUARD_UNINSTALLED =
  /\.pi\/(?:agent\/)?settings\.json[\s\S]{0,400}?(?:\.filter\s{0,2}\([^\n]{0,120}!\s{0,2}[^\n]{0,80}sentinel|del\s{0,2}\([^\n]{0,80}sentinel)/;

/** The agent's own record of what it did (pi, Claude Code, Codex sessions), lines deleted or rewritten in place. */
const SESSION_FILES = /(?:\.pi\/agent\/sessions|\.claude\/projects|\.codex\/sessions)\/\S{0,80}\.jsonl\b/;
// (sed's script in either quote holding the other, several commands after `;`: `'/"(curl|nc)[^"]*"/d; /auth/d'`; a
// program that reads the file, filters its lines and writes it back: round 39, home64)
const LINES_DELETED =
  /\bsed\s+(?:-\w*\s+)*-[a-zA-Z]*i[\w.]*\s+(?:-\w+\s+)*(?:'[^'\n]{0,300}?\/\s{0,2}I?d\s{0,2}(?:;[^'\n]{0,300})?'|"[^"\n]{0,300}?\/\s{0,2}I?d\s{0,2}(?:;[^"\n]{0,300})?")|\breadFile(?:Sync)?\s{0,2}\(\s{0,2}(\w+)[\s\S]{0,600}?(?:\.filter\s{0,2}\([\s\S]{0,400}?\bwriteFile(?:Sync)?\s{0,2}\(\s{0,2}\1\b|\bwriteFile(?:Sync)?\s{0,2}\(\s{0,2}\1\b[^;\n]{0,200}\.filter\s{0,2}\()/;

/** Kernel protections switched off on the boot command line. */
const KERNEL_ARGS =
  /\b(?:grubby\b[^\n;&|]{0,80}--args|GRUB_CMDLINE_LINUX(?:_DEFAULT)?\s{0,2}=|rpm-ostree\s+kargs\s+--append|kernelstub\s+-a)[^\n;&|]{0,200}?\b(?:selinux=0|apparmor=0|audit=0|enforcing=0|security=none|module\.sig_enforce=0|lockdown=none)/;

/** A namespace's pod security lifted to privileged, with a privileged or host-namespace pod in the same command. */
const POD_SECURITY_PRIVILEGED = /pod-security\.kubernetes\.io\/enforce=privileged\b/;
const HOST_POD = /["']?privileged["']?\s{0,2}:\s{0,2}true|["']?host(?:PID|Network|IPC)["']?\s{0,2}:\s{0,2}true/;

/** A privileged container with the host's root file system mounted: the container is the host. */
const PRIVILEGED = /--privileged\b/;
const HOST_ROOT_MOUNT = /(?:-v|--volume)["']?\s{0,3},?\s{0,3}["']?\/:\/|(?:source|src)=\/,\s{0,2}(?:target|dst)=/;

/** A lockfile's integrity hashes deleted: whatever a mirror serves installs unchecked. */
const LOCKFILE = /\b(?:package-lock|npm-shrinkwrap)\.json|\bpnpm-lock\.yaml|\byarn\.lock\b/;
const INTEGRITY_DELETED =
  /\bdel\s{0,2}\(\s{0,2}(?:\.\.\s{0,2}\|\s{0,2})?\.integrity\b|\bdelete\s+[\w.[\]'"]{0,60}\.integrity\b|\bsed\s[^\n]{0,80}\/[^/\n]{0,20}integrity[^/\n]{0,40}\/\s{0,2}d\b/;

/** Hooks skipped, CI skipped and the result pushed straight to the default branch: every gate passed by at once. */
const NO_VERIFY = /--no-verify\b/;
const CI_SKIPPED = /\[(?:skip ci|ci skip|no ci|skip actions|actions skip)\]|skip-checks:\s{0,2}true/i;
const PUSH_DEFAULT = /\bgit\s+push\b[^\n;&|]{0,120}?(?:HEAD:|\s)(?:refs\/heads\/)?(?:main|master)(?=\s|$|[;&|])/;

/** A project's security tests deleted (git rm -r, rm -r of a test folder about security or auth). */
const SECURITY_TESTS_REMOVED =
  /\b(?:git\s+rm|rm)\s+(?:-\w+\s+)*[^\n;&|]{0,80}?\b(?:tests?|spec|__tests__|e2e)\/[\w./-]{0,60}?(?:secur|auth|permission|csrf|xss|sanitiz|crypto|access)/i;

/** A redirect or `tee` into a file every later login reads. */
const INTO_LOGIN_FILE = String.raw`(?:>>?|\|\s{0,2}(?:sudo\s+)?tee\s+(?:-a\s+)?)\s{0,2}\S*(?:rc|profile|environment|config\.fish)\b`;

/** Standing switches of git, Go, Docker and pre-commit, each written where every later command reads it. */
const STANDING_SWITCHES: [RegExp, string][] = [
  [
    /\bgit\s+config\s+(?:--(?:global|system)\s+)?init\.templateDir\s+(?:\/dev\/null|""|''|\/tmp\/?\S*)(?=\s|$|[;&|])/,
    "git: init.templateDir → nowhere (no hooks in new clones)",
  ],
  [
    /hooksPath\s{0,2}=\s{0,2}\/dev\/null\b[^\n]{0,40}>>?\s{0,2}\S*(?:\.git\/config|gitconfig)\b/,
    "git: core.hooksPath → /dev/null (hooks off)",
  ],
  [
    new RegExp(
      `\\bSKIP=["']?[\\w,-]{0,80}(?:gitleaks|detect-secrets|secret|trufflehog|semgrep|bandit|talisman|ggshield)[\\w,-]{0,80}["']?[^\\n>|]{0,40}${INTO_LOGIN_FILE}`,
    ),
    "pre-commit: SKIP of the secret scanner made standing in a login file",
  ],
  [
    /\bgo\s+env\s+-w\b[^\n;&|]{0,120}?\b(?:GOSUMDB=off|GONOSUMDB=["']?\*|GONOSUMCHECK=1|GOFLAGS=["']?[^\s'"]*-insecure|GOINSECURE=["']?\*)/,
    "go: checksum database or TLS checks off for every module (go env -w)",
  ],
  [
    new RegExp(`\\bDOCKER_CONTENT_TRUST=["']?0\\b[^\\n>|]{0,40}${INTO_LOGIN_FILE}`),
    "docker: DOCKER_CONTENT_TRUST → 0 (image signatures unchecked) in a login file",
  ],
  [
    /(?:\btruncate\s+-s\s{0,2}0\s+|(?:^|[;&|]\s{0,2})(?::|true)?\s{0,2}>\s{0,2}|\brm\s+(?:-\w+\s+)*)\S*\/etc\/audit\/(?:rules\.d\/\S*|audit\.rules)/m,
    "auditd: the audit rules erased",
  ],
  [
    /\bsed\s+(?:-\w+\s+)*-[a-zA-Z]*i[\w.]*\s+(?:-\w+\s+)*['"][^'"\n]{0,120}\/\s{0,2}d\s{0,2}['"]\s+\S*CODEOWNERS\b|(?:^|[;&|]\s{0,2})(?::|true)?\s{0,2}>\s{0,2}\S*CODEOWNERS\b/m,
    "CODEOWNERS cut (required reviewers removed)",
  ],
  [
    /\bjq\s+-r\s+['"]\.\[\]\.Fingerprint['"][^\n]{0,80}>>\s{0,2}\S*\.gitleaksignore\b/,
    "gitleaks: every finding of the scan written into .gitleaksignore (secret scanner silenced)",
  ],
];

/** Hits for a command or program text that switches one of these safeguards off. */
export function safeguardSwitchHits(text: string): Hit[] {
  if (!GATE.test(text)) return [];
  const off = (why: string, weight = 0.9): Hit[] => [
    hit("bash.safeguard-switch", "bash_persistence", weight, 0, text.length, why),
  ];
  const agent = AGENT_CONFIG.exec(text);
  if (agent) {
    const why = agentSwitch(text, agent[0]);
    if (why) return off(`${agent[0].replace(/^[\s'"/]/, "")}: ${why}`);
  }
  if (GUARD_UNINSTALLED.test(text)) return off("pi's settings rewritten without the sentinel package (guard removed)");
  if (SESSION_FILES.test(text) && LINES_DELETED.test(text))
    return off("the agent's session record edited in place (lines deleted: history erased)");
  const kernel = KERNEL_ARGS.exec(text);
  if (kernel) return off(`kernel protections off on the boot command line (\`${kernel[0].slice(-40)}\`)`, 0.88);
  if (POD_SECURITY_PRIVILEGED.test(text) && HOST_POD.test(text))
    return off("pod security → privileged and a privileged/host pod started", 0.88);
  if (PRIVILEGED.test(text) && HOST_ROOT_MOUNT.test(text))
    return off("a privileged container with the host's root mounted (isolation off)", 0.88);
  if (LOCKFILE.test(text)) {
    const gone = INTEGRITY_DELETED.exec(text);
    if (gone) return off(`lockfile integrity hashes deleted (\`${gone[0].slice(0, 40)}\`)`, 0.86);
  }
  if (NO_VERIFY.test(text) && CI_SKIPPED.test(text) && PUSH_DEFAULT.test(text))
    return off("git: hooks skipped (--no-verify) and CI skipped ([skip ci]) on a push to the default branch", 0.84);
  for (const [re, why] of STANDING_SWITCHES) if (re.test(text)) return off(why, 0.86);
  const tests = SECURITY_TESTS_REMOVED.exec(text);
  if (tests) return off(`the project's security tests deleted (\`${tests[0].slice(0, 50)}\`)`, 0.84);
  return [];
}

const SED_OLD_VALUE = /\bs([/|#])(?:(?!\1)[^\n]){1,300}\1/g;

/** The first agent-config switch in the text, with pi's guard keys when the file is pi's guard config. */
function agentSwitch(text: string, path: string): string | null {
  const switches = GUARD_CONFIG.test(path) ? [...GUARD_SWITCHES, ...AGENT_SWITCHES] : AGENT_SWITCHES;
  // a sed substitution names the old value only to replace it (`s/"autoApprove": true/"autoApprove": false/`)
  const set = text.replace(SED_OLD_VALUE, "s$1$1");
  for (const [re, why] of switches) if (re.test(set)) return why;
  return null;
}

/** CI workflow content with a security job or step never run (`if: false`). */
const WORKFLOW_PATH = /(?:^|\/)\.github\/workflows\/[^/]+\.ya?ml$/;
const NEVER_RUN = /^\s*if:\s{0,3}["']?(?:false|\$\{\{\s{0,2}false\s{0,2}\}\})["']?\s*$/gm;
const SECURITY_CHECK =
  /secur|codeql|audit|semgrep|snyk|trivy|gitleaks|secret|sast|dependency-review|scorecard|attest|provenance|cosign/i;

/** The write tool's text for `path`: the same switches judged on the file's own content. */
export function safeguardSwitchFileHits(path: string, text: string): Hit[] {
  const p = path.replace(/\\/g, "/");
  if (WORKFLOW_PATH.test(p))
    for (const m of text.matchAll(NEVER_RUN)) {
      const around = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 400);
      if (SECURITY_CHECK.test(around))
        return [
          hit(
            "bash.safeguard-switch",
            "bash_persistence",
            0.86,
            0,
            text.length,
            `${p}: a security job set to never run (if: false)`,
          ),
        ];
    }
  if (AGENT_CONFIG.test(p) || AGENT_CONFIG.test(` ${p}`)) {
    const why = agentSwitch(text, p);
    if (why) return [hit("bash.safeguard-switch", "bash_persistence", 0.9, 0, text.length, `${p}: ${why}`)];
  }
  if (isAgentFile(p)) {
    // an agent file (skill, AGENTS.md) that hands every later session a command switching a safeguard off
    for (const c of agentCommands(text)) {
      const why = [...defensesOffHits(c), ...safeguardSwitchHits(c)].find((h) => h.weight >= 0.8)?.detail;
      if (why)
        return [
          hit(
            "bash.safeguard-switch",
            "bash_agent_file",
            0.9,
            0,
            text.length,
            `${p} tells the agent to run \`${c.slice(0, 60)}\`: ${why}`,
          ),
        ];
    }
  }
  if (
    /(?:^|\/)\.?devcontainer(?:\.json|\/[\w.-]+\.json)$/.test(p) &&
    PRIVILEGED.test(text) &&
    HOST_ROOT_MOUNT.test(text)
  )
    return [
      hit(
        "bash.safeguard-switch",
        "bash_persistence",
        0.88,
        0,
        text.length,
        `${p}: privileged container with the host's root mounted`,
      ),
    ];
  return [];
}
