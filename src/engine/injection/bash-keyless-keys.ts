// An authorized_keys target that gives no new key (round 32, realfp32): a variable only named after the file, or the file's own backup moved back.

import { assignedValues, soleVariable } from "./shell-assigned-values.ts";
import type { Stage } from "./shell-words.ts";

/** the names a tool or a package gives a file's earlier copy (`.old`, `.bak`, `.dpkg-old`, `~`) */
const BACKUP_SUFFIX = /^(?:\.(?:old|bak|orig|save|backup|prev|dpkg-(?:old|dist|bak|tmp)|ucf-(?:old|dist)|rpmsave)|~)$/;
/** a command that writes the file it names, or a redirect: on a line that names the backup, someone made that backup */
const WRITES_HERE =
  /(?:^|[\s;&|(`])(?:cp|mv|install|ln|tee|dd|rsync|scp|curl|wget|echo|printf|cat|sed|perl|base64|xxd)(?=[\s;&|)]|$)|>/;
const unquote = (w: string): string => w.replace(/^["']|["']$/g, "");
const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `mv "$authorized_keys" "$moved_authorized_keys"` with `moved_authorized_keys=/etc/app/authorized_keys.old`: the
 * variable is named after the key file, but every value the script gives it is a literal path sshd never reads (the
 * expanded view judges the value itself). A variable the script never sets, or sets from a substitution, keeps its hit.
 */
function onlyNamedAfterKeys(target: string, src: string, keyFile: RegExp): boolean {
  const variable = soleVariable(target);
  if (variable === null) return false;
  const values = assignedValues(variable, src);
  return values.length > 0 && values.every((v) => !/[$`]/.test(v) && !keyFile.test(v));
}

/**
 * `mv "$dir/authorized_keys.old" "$dir/authorized_keys"` (a package putting back the key file an upgrade set aside):
 * the keys are the file's own earlier ones. Not when anything in the script writes that backup (an `echo KEY >`, a
 * download, a copy into it): then the backup is how the new key comes in.
 */
function ownBackupRestored(s: Stage, target: string, src: string): boolean {
  if (s.name !== "mv" && s.name !== "cp") return false;
  const operands = s.argv
    .slice(1)
    .map((w) => unquote(w.text))
    .filter((w) => !w.startsWith("-"));
  if (operands.length !== 2 || operands[1] !== target) return false;
  const source = operands[0] as string;
  if (!source.startsWith(target) || !BACKUP_SUFFIX.test(source.slice(target.length))) return false;
  const backupName = source.replace(/^.*\//, "");
  const elsewhere = `${src.slice(0, s.cmd.start)}\n${src.slice(s.cmd.end)}`;
  return !elsewhere
    .split("\n")
    .some(
      (line) =>
        new RegExp(`${escaped(backupName)}(?![\\w.-])`).test(line) && WRITES_HERE.test(line.replace(/^\s*#.*$/, "")),
    );
}

/** Why this authorized_keys target of the command adds no key to any account, or null. Pure. */
export function keylessKeyTarget(s: Stage, target: string, src: string, keyFile: RegExp): string | null {
  const t = unquote(target);
  if (onlyNamedAfterKeys(t, src, keyFile)) return "a variable named after the key file, set only to other paths";
  if (ownBackupRestored(s, t, src)) return "the key file's own backup moved back in place";
  return null;
}
