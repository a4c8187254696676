// A command that writes sudoers, passwd, shadow or group: a backup restored, a throwaway test user, or what the text grants.

import { hit } from "./bash-facts.ts";
import { writtenContent } from "./bash-written.ts";
import { sedAccountLines } from "./sed-account-lines42.ts";
import { GRANT_WEIGHT, GRANT_WHY, privilegeFileGrant } from "./bash-privilege-content.ts";
import { throwawayGrantee } from "./bash-provision.ts";
import { scopedSudoRules } from "./bash-sudo-scope.ts";
import type { Word } from "./shell-parse.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Matches the privilege files whose writes this module judges. */
export const PRIVILEGE_FILE = /^\/etc\/(?:sudoers(?:\.d\/.*)?|passwd|shadow|group)$/;

/** The hit for one write of privilege file `p` (target word `t`); `sources` are what a cp/mv copies from. */
export function privilegeFileHit(
  s: Stage,
  p: string,
  t: Word,
  sources: readonly Word[],
  piped: string | null,
  own: () => string | null,
  src: string,
): Hit {
  const { cmd, name, argv } = s;
  // dpkg's conffile dance (mv /etc/sudoers.pre-conffile /etc/sudoers): a root-owned copy of the same file put back
  // (`cat /etc/passwd.org > /etc/passwd` in base-passwd's postinst is the same restore through a redirect)
  const from =
    name === "cat"
      ? argv.slice(1).filter((w) => !w.text.startsWith("-"))
      : name === "mv" || name === "cp"
        ? sources
        : [];
  const restored = from.length === 1 && from[0].text.replace(/^["']|["']$/g, "").startsWith(`${p}.`) && t !== from[0];
  // (a sudoers drop-in for a throwaway test user the script creates: see throwawayGrantee)
  // (or one whose every rule is scoped to named commands that do not escape: see scopedSudoRules)
  const throwaway = /^\/etc\/sudoers\.d\//.test(p) && (throwawayGrantee(src) !== null || scopedSudoRules(src));
  // the text the command shows is read for what it grants: sudo settings that log, a rule for named commands, a
  // service account stay below warn; a second root, an unscoped rule, a member of sudo or wheel still block
  const shown = restored || throwaway ? null : (sedAccountLines(s, p) ?? writtenContent(s, t, piped, own));
  const grant = shown === null ? null : privilegeFileGrant(p, shown);
  const why = restored ? `${name} restores ${p} from its own backup beside it` : `${name} writes ${p}`;
  return hit(
    "bash.privilege-file",
    "bash_persistence",
    restored ? 0.2 : throwaway ? 0.45 : grant === null ? 0.93 : GRANT_WEIGHT[grant],
    cmd.start,
    cmd.end,
    grant === null ? why : `${why}: ${GRANT_WHY[grant]}`,
  );
}
