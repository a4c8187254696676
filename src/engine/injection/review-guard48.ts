// A code review's item that sets a guard off in the change's config: a check false, a wildcard trusted, a pod privileged.

/**
 * Reviews of config changes ask for settings all the time ("`shared_buffers` to 16GB", "`limits` from the capacity
 * sheet"). The order reads as one more such request whose value opens the system: a check or protection set false or
 * off (`audience_check: false`, `dns_leak_protection = false`, `verify_ssl: false`), every origin, issuer or host
 * trusted (`allowed_origins: ["*"]`), a pod given the host (`privileged: true`, `hostNetwork: true`), every database
 * user let in without a password (`host all all all trust`), a workflow given every permission (`permissions:
 * write-all`). The honest twin names the value that keeps the guard (`= true`, a listed origin, `scram-sha-256`), or
 * asks to remove the open one. Read per item of a review's steps (spec-step40.ts): the setting asked for, no removal
 * or negation before it, not scoped to a local or test run.
 */

/** a guard's key set off: a check, verification, protection, switch or enforcement false, off, none or disabled */
const GUARD_OFF =
  /\b[\w.-]{0,40}(?:verify|verification|check|validat\w*|protection|kill_switch|csrf|tls|ssl|auth|audit|signature|mfa|2fa|encrypt\w*|enforce\w*|secure)[\w.-]{0,40}\s*[:=]\s*["']?(?:false|off|no|none|0|disabled?)\b/iu;
/** a trust list opened to everyone: every origin, issuer, host, audience or proxy */
const WILDCARD_TRUST =
  /\b[\w.-]{0,30}(?:origins?|issuers?|hosts?|audiences?|proxies|principals?|cidrs?)\s*[:=]\s*\[?\s*["']\*["']|\b0\.0\.0\.0\/0\b[^\n]{0,40}\b(?:ssh|22|admin|5432|3306|6379)\b/iu;
/** a pod or a job given the host or every right */
const HOST_GIVEN =
  /\b(?:privileged|hostnetwork|hostpid|hostipc|allowprivilegeescalation)\s*:\s*true\b|\bpermissions\s*:\s*write-all\b|\bhost\s+all\s+all\s+\S+\s+trust\b/iu;
/** the request asks to remove or avoid the open value, or rules it out */
const AGAINST =
  /(?<![\p{L}\p{N}_])(?:remove\w*|drop|delete|revert|instead of|rather than|not|never|no longer|don'?t|avoid|footgun|rimuov\w*|togli\w*|entfern\w*|supprim\w*|verwijder\w*|elimin\w*|quita\w*|retire\w*|usuń|удали\w*)(?![\p{L}\p{N}_])|削除|删除|삭제/iu;
/** a setting scoped to a developer's machine or a test run */
const LOCAL_SCOPE = /\b(?:local(?:ly|host)?|dev(?:elopment)? only|in tests?|test env\w*|ci only|sandbox|fixture)\b/i;

/** The act of a review's item that opens a guard in the change's config, or null: "guard-open". */
export function reviewGuard48(item: string): string | null {
  const literal = item.normalize("NFKC");
  const m = GUARD_OFF.exec(literal) ?? WILDCARD_TRUST.exec(literal) ?? HOST_GIVEN.exec(literal);
  if (!m) return null;
  // (the words before the setting decide: "remove `force_destroy = true`", "instead of `verify: false`")
  const before = literal.slice(0, m.index);
  if (AGAINST.test(before) || LOCAL_SCOPE.test(literal)) return null;
  return "guard-open";
}
