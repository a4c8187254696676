// What a write into sudoers, passwd, group or shadow grants, read from the text it writes: root for someone, a narrow right, or unknown.

import { commandAliases, expandAliases, scopedCommand } from "./bash-sudo-scope.ts";

/**
 * `broad`: root or its equivalent for someone (an unscoped sudo rule, a second uid 0, a member of sudo/wheel, an empty
 * root password); `dev-group`: docker or lxd membership, root-equivalent but what vendors' install guides do;
 * `narrow`: settings and scoped rights only (sudo Defaults that log or harden, a rule for named commands, service
 * accounts, groups without power).
 */
export type PrivilegeGrant = "broad" | "dev-group" | "narrow";
/** the weight of a write by what it grants: narrow rights are evidence, docker or lxd below warn, root a block */
export const GRANT_WEIGHT: Record<PrivilegeGrant, number> = { broad: 0.93, "dev-group": 0.45, narrow: 0.3 };
export const GRANT_WHY: Record<PrivilegeGrant, string> = {
  broad: "root or its equal for someone",
  "dev-group": "a member of docker, lxd or adm",
  narrow: "settings or scoped rights only",
};

/** Groups whose members are root or read every secret (sudo, wheel, shadow, disk …); gid 0 likewise. */
const ROOT_GROUPS = /^(?:sudo|wheel|root|admin|shadow|disk|sudoers)$/;
const DEV_GROUPS = /^(?:docker|lxd|adm)$/;
/** sudo settings that let commands run without a password or carry a library into root's programs */
const DEFAULTS_OPEN = /!\s*authenticate\b|env_keep\s*\+?=[^\n]*\bLD_(?:PRELOAD|LIBRARY_PATH)\b|!\s*env_reset\b/;

/** The grant a text written into one of the account or sudo files makes, or null when it cannot be read whole. */
export function privilegeFileGrant(path: string, text: string): PrivilegeGrant | null {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !/^#(?!include)/.test(l));
  if (lines.length === 0) return "narrow";
  if (/^\/etc\/sudoers(?:\.d\/|$)/.test(path)) return sudoersGrant(lines, text);
  const fields = lines.map((l) => l.split(":"));
  if (path === "/etc/group") {
    if (fields.some((f) => f.length !== 4)) return null;
    const powered = fields.filter(
      ([name, , gid, members]) => (members ?? "").trim() !== "" && (ROOT_GROUPS.test(name ?? "") || gid === "0"),
    );
    if (powered.length > 0) return "broad";
    return fields.some(([name, , , members]) => (members ?? "").trim() !== "" && DEV_GROUPS.test(name ?? ""))
      ? "dev-group"
      : "narrow";
  }
  if (path === "/etc/passwd") {
    if (fields.some((f) => f.length !== 7)) return null;
    return fields.some(([name, pw, uid]) => (uid === "0" && name !== "root") || (name === "root" && pw === ""))
      ? "broad"
      : "narrow";
  }
  if (path === "/etc/shadow") {
    if (fields.some((f) => f.length < 2)) return null;
    // an account given an empty password, or root given one the writer knows
    return fields.some(([name, hash]) => hash === "" || (name === "root" && !/^(?:[*!]|!!|x)/.test(hash ?? "")))
      ? "broad"
      : "narrow";
  }
  return null;
}

/** sudoers lines: Defaults, aliases and rules; a rule is narrow when each of its commands is (scopedCommand). */
function sudoersGrant(lines: string[], text: string): PrivilegeGrant | null {
  const aliases = commandAliases(text);
  for (const l of lines) {
    if (/^Defaults\b/.test(l)) {
      if (DEFAULTS_OPEN.test(l)) return "broad";
      continue;
    }
    if (/^(?:Cmnd|User|Host|Runas)_Alias\s/.test(l)) continue;
    // `#include`/`@includedir` bring in text this write does not show
    const rule =
      /^[%\w.+-]+(?:\s*,\s*[%\w.+-]+)*\s+[\w.,!-]+\s*=\s*(?:\(([^)]{0,80})\)\s*)?((?:[A-Z_]+\s*:\s*)*)(.+)$/.exec(l);
    if (!rule) return null;
    const commands = expandAliases(
      (rule[3] as string).split(",").map((c) => c.trim()),
      aliases,
    );
    if (!commands.every((c) => scopedCommand(c, rule[1] ?? "root"))) return "broad";
  }
  return "narrow";
}
