// Defences impaired by an edit (ATT&CK T1562): a CI check neutralised, a hook emptied, a bypass or TLS-off made standing.

import { hit } from "./bash-facts.ts";
import { defenceNotKept } from "./bash-defenses-kept.ts";
import { checkEditPairs } from "./check-edit-pairs.ts";
import { parseShell } from "./shell-parse.ts";
import { stagesOf } from "./shell-words.ts";
import type { Hit } from "./types.ts";
import { treeSecuritySetting } from "./bash-rootfs-tree.ts";

/** Where a repository's checks are configured: CI pipelines of every common host, hook frameworks. */
const CHECK_CONFIG =
  /(?:\.github\/workflows\/[\w.-]{1,80}\.ya?ml|\.gitlab-ci\.ya?ml|\.circleci\/config\.ya?ml|azure-pipelines\.ya?ml|bitbucket-pipelines\.ya?ml|\.travis\.ya?ml|\.drone\.ya?ml|Jenkinsfile|\.pre-commit-config\.ya?ml|\.?lefthook\.ya?ml)\b/;
/** A job, step or file that is a check: scanners, tests, linters, audits, signatures, reviews. */
const CHECK_WORD =
  /secur|codeql|scan|audit|semgrep|snyk|trivy|gitleaks|secret|sast|scorecard|lint|test|check|verify|guard|review|sign|provenance|attest|dependency/i;
/**
 * Edits whose effect is to take a check out or make its failure harmless, by any editor: a deleting sed/ed command
 * (`/npm test/d`), yq/jq `del(…)`, a dict `pop`/`del`, JS `delete`, `.remove(`, a substitution whose replacement is
 * empty or a no-op (`s/…//`, `run: true`, `exit 0`), and the CI keys that let a failing job pass or never run.
 */
const NEUTRALISES =
  /\/[^/'"\n]{1,200}\/\s{0,2}d\b|\bdel\s{0,2}\(|\.pop\s{0,2}\(|\bdel\s+\w+\[|\bdelete\s+[\w.[\]'"]+|\.remove\s{0,2}\(|\bs([/|#])(?:(?!\1)[^\n]){1,300}\1\1[a-z]{0,4}(?=['"\s;]|$)|(?:run|script):\s{0,3}\[?\\?["']?(?:true\b|exit 0\b|:(?=[\s"'\\/]|$))|["']?continue-on-error["']?\s{0,3}[:=]\s{0,3}["']?true|\ballow_failure["']?\s{0,3}[:=]\s{0,3}["']?true|\bwhen["']?\s{0,3}[:=]\s{0,3}["']?(?:never|manual)|\.if["']?\s{0,3}=\s{0,3}["']?(?:false|\$\{\{\s{0,2}false)|\bif:\s{0,3}["']?(?:false|\$\{\{\s{0,2}false)|\|\|\s{0,2}true(?=\s{0,2}[/'"|#])/;

/** A CI or hook-framework config edited so that a check is removed or can no longer fail. */
function neutralisedCheck(command: string): string | null {
  if (!CHECK_CONFIG.test(command)) return null;
  // deleting a release or cache step is housekeeping: the file or the edit must name a check
  for (const { file, edit, passage } of checkEditPairs(command, CHECK_CONFIG, NEUTRALISES))
    if (CHECK_WORD.test(file) || CHECK_WORD.test(edit) || CHECK_WORD.test(passage))
      return `${file} edited with \`${edit.trim().slice(0, 40)}\`: a check removed or made unable to fail`;
  return null;
}

/** Hook files: git's own folder, the shared folders projects keep them in. */
const HOOK_TARGET = /(?:^|[\s'"=/])(?:\.git\/hooks|\.husky|\.githooks)\/[\w.-]{1,40}/;
/** A hook that does nothing: a shebang and comments at most, then `exit 0`, `true`, `:` or nothing. */
const EMPTY_HOOK = /^(?:#![^\n]*\n)?(?:\s*#[^\n]*\n)*\s*(?:exit(?:\s+0)?|true|:)?\s*;?\s*$/;

/** `printf '#!/bin/sh\nexit 0\n' > .husky/pre-commit`, `: > .git/hooks/pre-push`, `ln -sf /bin/true …`: a hook emptied. */
function emptiedHook(command: string): string | null {
  const target = HOOK_TARGET.exec(command);
  if (!target) return null;
  const path = target[0].replace(/^[\s'"=]/, "");
  if (
    new RegExp(`\\b(?:ln\\s+-\\w*s\\w*\\s+\\S*\\/(?:true|false)|cp\\s+\\/dev\\/null)\\s+\\S*${escapeRegex(path)}`).test(
      command,
    )
  )
    return `${path} replaced by a program that does nothing`;
  // the text a printf/echo writes into the hook (escapes decoded), or nothing written at all
  const write = new RegExp(
    `(?:^|[;&|]\\s*)(?:(?:printf|echo(?:\\s+-[ne]+)?)\\s+(['"])([^'"]{0,200})\\1|:|true)?\\s*>\\s*\\S*${escapeRegex(path)}\\s*(?:$|[;&|])`,
  ).exec(command);
  if (!write) return null;
  const text = (write[2] ?? "").replace(/\\n/g, "\n").replace(/\\t/g, "\t");
  return EMPTY_HOOK.test(text) ? `${path} emptied: the hook no longer checks anything` : null;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A git alias that commits or pushes with `--no-verify`, or a hook bypass written into a login file: every later call. */
const STANDING_BYPASS =
  /\bgit\s+config\s+(?:--(?:global|system|local)\s+)?alias\.\S+\s+["']?[^'"\n]{0,120}--no-verify|\balias\s+\w+=["'][^'"\n]{0,80}--no-verify[^\n]{0,200}>>?\s*\S*(?:rc|profile|config\.fish)\b|\b(?:HUSKY|LEFTHOOK|SKIP_HOOKS)=0\b[^\n]{0,120}>>?\s*\S*(?:rc|profile|config\.fish|environment)\b/;

/**
 * TLS, host-key or package-integrity checking switched off for every later command (global config, login files, tool
 * rc files; yarn berry's enableStrictSsl, pnpm's store integrity check).
 */
const TLS_OFF_STANDING =
  /\bgit\s+config\s+--(?:global|system)\s+http\.(?:\S{1,200}\.)?sslVerify\s+["']?false|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:strict-ssl|enableStrictSsl|verify-store-integrity)\s+false|\bpip3?\s+config\s+set\s+global\.trusted-host|\b(?:NODE_TLS_REJECT_UNAUTHORIZED|PYTHONHTTPSVERIFY|GIT_SSL_NO_VERIFY)=["']?[0-9a-z]*["']?[^\n>]{0,80}>>?\s*\S*(?:rc|profile|config\.fish|environment)\b|\binsecure\b[^\n>]{0,40}>>?\s*\S*\.curlrc\b|check_certificate\s*=\s*off[^\n>]{0,40}>>?\s*\S*\.wgetrc\b|StrictHostKeyChecking\s+no[^\n>]{0,80}>>?\s*\S*\.ssh\/config\b/i;
/** The same for one repository: a weaker signal, kept as evidence. */
const TLS_OFF_LOCAL = /\bgit\s+config\s+(?:--local\s+)?http\.(?:\S{1,200}\.)?sslVerify\s+["']?false/i;

/** Branch protection or rulesets deleted through the forge's API or CLI. */
const PROTECTION_DELETED =
  /\b(?:gh|glab)\s+api\b[^;&|\n]{0,200}?(?:-X\s*|--method[\s=]{1,3})DELETE\b[^;&|\n]{0,200}?(?:protection|protected_branches|rulesets?|required_status_checks|required_signatures)|\b(?:gh|glab)\s+api\b[^;&|\n]{0,200}?(?:protection|protected_branches|rulesets?)[^;&|\n]{0,200}?(?:-X\s*|--method[\s=]{1,3})DELETE\b|\bgh\s+ruleset\s+delete\b/i;

/** The forge's own security scanning turned off for a repository: secret scanning, push protection, dependency alerts. */
const FORGE_SCANNING_OFF =
  /\b(?:gh|glab)\s+api\b[^;&|\n]{0,300}?\b(?:secret_scanning(?:_push_protection|_validity_checks|_non_provider_patterns)?|advanced_security|dependabot_security_updates)\]\s{0,3}\[status\]\s{0,3}=\s{0,3}disabled|\b(?:gh|glab)\s+api\b[^;&|\n]{0,200}?(?:-X\s*|--method[\s=]{1,3})DELETE\b[^;&|\n]{0,200}?\/(?:vulnerability-alerts|automated-security-fixes|private-vulnerability-reporting)\b/i;

/** Security services stopped, masked or disabled; SELinux, the firewall or auditing turned off. */
const SECURITY_SERVICE_OFF =
  /\bsystemctl\s+(?:--now\s+)?(?:stop|disable|mask)\b[^;&|\n]{0,120}?\b(?:auditd|apparmor|firewalld|ufw|fail2ban|clamav(?:-daemon|-freshclam)?|falcon-sensor|osqueryd|wazuh-agent|crowdstrike|aide|rsyslog|syslog-ng|sshguard)\b|\bsetenforce\s+0\b|\bufw\s+(?:--force\s+)?disable\b|\bauditctl\s+-e\s*0\b|\bSELINUX=(?:disabled|permissive)\b[^\n]{0,80}\/etc\/selinux\/config|\/etc\/selinux\/config[^\n]{0,120}SELINUX=(?:disabled|permissive)/;

const SECURITY_SERVICE_OFF_ALL = new RegExp(SECURITY_SERVICE_OFF.source, "g");

/** Branch protection kept but emptied: required checks or reviews set to null, admins let through (PUT/PATCH). */
const PROTECTION_LOOSENED =
  /\b(?:gh|glab)\s+api\b[^;&|\n]{0,200}?\bprotection\b[^;&|\n]{0,300}?\b(?:required_status_checks|required_pull_request_reviews|required_signatures)=null\b|\b(?:gh|glab)\s+api\b[^;&|\n]{0,200}?\bprotection\b[^;&|\n]{0,300}?\brequired_approving_review_count=0\b/i;
/** A CI workflow that is a check switched off through the forge's CLI (`gh workflow disable codeql.yml`). */
const WORKFLOW_DISABLED = /\bgh\s+workflow\s+disable\s+["']?([\w./-]{1,80})/g;
/** A package's check script replaced by a no-op (`npm pkg set scripts.test="exit 0"`, jq `.scripts.lint = "true"`). */
const CHECK_SCRIPT_NOOP =
  /\bscripts\.["']?(?:test|lint|check|audit|typecheck|verify|security|scan)[\w:-]{0,20}["']?\s{0,2}=\s{0,2}\\?["']?(?:exit 0|true|:|echo\b[^"'\n]{0,40})\\?["']?(?=[\s"'|;&]|$)/;
/** Git told to take hooks from nowhere for one command: the repository's checks skipped on purpose. */
const HOOKS_NOWHERE = /\bgit\s+(?:-c\s+\S+\s+)*-c\s+core\.hooksPath=["']?\/dev\/null\b/i;

/** Pre-test: one cheap literal search before any of the patterns above runs. */
const ANY =
  /\.github|gitlab-ci|circleci|pipelines|travis|drone|Jenkinsfile|pre-commit|lefthook|husky|hooks|no-verify|HUSKY|SKIP_HOOKS|ssl|Ssl|store-integrity|trusted-host|TLS|HTTPSVERIFY|insecure|check_certificate|StrictHost|DELETE|ruleset|systemctl|setenforce|ufw|auditctl|SELINUX|protection|security_and_analysis|vulnerability-alerts|automated-security-fixes|workflow|scripts\.|hooksPath/;

/** Hits for a command that impairs the repository's or the machine's defences. */
export function defensesOffHits(command: string): Hit[] {
  if (!ANY.test(command)) return [];
  const off = (why: string, score = 0.86): Hit[] => [
    hit("bash.defenses-off", "bash_persistence", score, 0, command.length, why),
  ];
  const check = neutralisedCheck(command);
  if (check) return off(check);
  const hook = emptiedHook(command);
  if (hook) return off(hook);
  const bypass = STANDING_BYPASS.exec(command);
  if (bypass) return off(`hooks bypassed for every later commit (\`${bypass[0].slice(0, 50)}\`)`);
  const protection = PROTECTION_DELETED.exec(command);
  if (protection) return off(`branch protection removed (\`${protection[0].slice(0, 60)}\`)`);
  const scanning = FORGE_SCANNING_OFF.exec(command);
  if (scanning) return off(`the forge's security scanning turned off (\`${scanning[0].slice(0, 60)}\`)`);
  const loosened = PROTECTION_LOOSENED.exec(command);
  if (loosened) return off(`branch protection emptied (\`${loosened[0].slice(-50)}\`)`);
  for (const m of command.matchAll(WORKFLOW_DISABLED))
    if (CHECK_WORD.test(m[1] as string)) return off(`the check workflow ${m[1]} disabled`);
  const noop = CHECK_SCRIPT_NOOP.exec(command);
  if (noop) return off(`a check script made a no-op (\`${noop[0].slice(0, 50)}\`)`);
  const nowhere = HOOKS_NOWHERE.exec(command);
  if (nowhere) return off(`hooks taken from nowhere (\`${nowhere[0]}\`)`, 0.82);
  // (round 28: a switch-off only printed in a message, or one way of a toggle, is not left in force: bash-defenses-kept.ts)
  for (const service of command.matchAll(SECURITY_SERVICE_OFF_ALL))
    if (
      !restartedLater(service[0], command, service.index) &&
      !defenceNotKept(command, service[0], service.index, SECURITY_SERVICE_OFF) &&
      // (round 30, bashfp30: the setting of a root file system being built, not the host's)
      !treeSecuritySetting(service[0], command) &&
      // (round 32, host32: `s/SELINUX=permissive/SELINUX=enforcing/` names the old value only to replace it)
      !/^SELINUX=\w+([/|#,:@])[^\n]{0,40}?SELINUX=enforcing\1/.test(service[0])
    )
      return off(`a security service or policy switched off (\`${service[0].slice(0, 50)}\`)`);
  const tls = TLS_OFF_STANDING.exec(command);
  if (tls) return off(`certificate checking switched off for every later command (\`${tls[0].slice(0, 50)}\`)`, 0.84);
  const local = TLS_OFF_LOCAL.exec(command);
  if (local) return off(`certificate checking switched off for this repository (\`${local[0]}\`)`, 0.45);
  return [];
}

/**
 * `systemctl stop X` with `systemctl start X` (or restart) later in the same script: a restart around maintenance (a
 * logging daemon's debug-bundle tool stops it to run it in the foreground), not a defence left off. A mask or disable,
 * or a stop never undone, stays a hit; whatever runs in between is judged on its own. The start is read from the parsed
 * commands (through sudo and other wrappers), so a start only printed (`echo "systemctl start X"`) or in a comment
 * does not undo the stop.
 */
function restartedLater(matched: string, command: string, at: number): boolean {
  const stop = /\bsystemctl\s+(?:--now\s+)?stop\b[^;&|\n]{0,120}?\b([\w@.-]+)$/.exec(matched);
  if (!stop) return false;
  const unit = stop[1] as string;
  const after = at + matched.length;
  const startsUnit = (words: string[]): boolean => {
    const verb = words.findIndex((w) => !w.startsWith("-"));
    return (
      /^(?:start|restart)$/.test(words[verb] ?? "") &&
      words.slice(verb + 1).some((w) => w === unit || w === `${unit}.service` || `${w}.service` === unit)
    );
  };
  for (const s of stagesOf(parseShell(command).commands, command).flat()) {
    if (s.cmd.start < after) continue;
    if (s.name === "systemctl" && startsUnit(s.argv.slice(1).map((w) => w.text))) return true;
    // a start held in a variable to run later (`service_start="systemctl start syslog-ng"`), as the stop may be
    for (const w of s.cmd.words) {
      const held = /^[A-Za-z_]\w*=["']?\s*(?:sudo\s+)?systemctl\s+(.*?)["']?$/.exec(w.text)?.[1];
      if (held && startsUnit(held.split(/\s+/))) return true;
    }
  }
  return false;
}
