// Whether the passwordless sudo rules a script writes are scoped: named programs with fixed arguments, none that escapes.

/**
 * Programs that give a shell or write any file when sudo runs them: shells, interpreters, editors and pagers (and what
 * opens a pager: journalctl, systemctl status, man, git), file copiers and writers, package and container managers.
 * A rule naming one of these is root for whoever may run it, whatever its arguments.
 */
const ESCAPES =
  /^(?:ALL|(?:ba|z|da|k|c|tc|fi)?sh|su|sudo|env|nice|nohup|timeout|xargs|find|awk|gawk|mawk|sed|perl|python[\d.]*|ruby|node|php[\d.]*|lua[\d.]*|tclsh|expect|vim?|nvim|nano|emacs|ed|less|more|man|journalctl|git|tar|zip|unzip|cp|mv|tee|dd|install|chmod|chown|chgrp|ln|rsync|scp|ssh|docker|podman|kubectl|crontab|apt|apt-get|dpkg|yum|dnf|rpm|pip[\d.]*|npm|make|mount|systemd-run|visudo|passwd|useradd|usermod)$/;

/** `Cmnd_Alias NAME = /bin/x a, /bin/y` definitions of a text: each name with the commands it stands for. */
export function commandAliases(src: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of src.matchAll(/\bCmnd_Alias\s+([A-Z][A-Z0-9_]{0,40})\s*=\s*([^'"\n]{1,600})/g))
    out.set(
      m[1] as string,
      (m[2] as string).split(",").map((c) => c.trim()),
    );
  return out;
}

/** A rule's command list with its command aliases put in place (an unknown upper-case name stays as it is). */
export function expandAliases(commands: string[], aliases: Map<string, string[]>): string[] {
  return commands.flatMap((c) => aliases.get(c) ?? [c]);
}

/** The runas list and command list of each sudoers rule in a script (`deploy ALL=(root) NOPASSWD: /bin/x a, /bin/y`). */
function rules(src: string): { runas: string; commands: string[] }[] {
  const out: { runas: string; commands: string[] }[] = [];
  const aliases = commandAliases(src);
  const re =
    /(?:^|["'\s])[%\w.-]+\s+[\w.,-]+\s*=\s*(?:\(([^)]{0,80})\)\s*)?((?:(?:NO)?(?:PASSWD|EXEC|SETENV)\s*:\s*)+)([^'"\n]{1,400})/g;
  for (const m of src.matchAll(re)) {
    if (!/NOPASSWD/.test(m[2] ?? "")) continue;
    const listed = (m[3] ?? "").split(",").map((c) => c.trim());
    out.push({ runas: (m[1] ?? "root").trim(), commands: expandAliases(listed, aliases) });
    if (out.length >= 16) break;
  }
  return out;
}

/**
 * True when the script writes at least one NOPASSWD rule and every one names programs by absolute path, none of them
 * ALL or a program that escapes (ESCAPES), each with fixed arguments unless it runs as a user other than root: such a
 * rule lets its holder restart a service or run a dump, not become root. What stays a warning or block: `ALL`, a shell,
 * an editor or pager, a bare program (any arguments) as root, a rule this reader cannot take apart.
 */
export function scopedSudoRules(src: string): boolean {
  const found = rules(src);
  if (found.length === 0) return false;
  return found.every(({ runas, commands }) => commands.every((c) => scopedCommand(c, runas)));
}

/**
 * One command of a sudoers rule that grants that command only: a program by absolute path that does not escape, with
 * fixed arguments unless it runs as a user other than root. `systemctl status UNIT*` shows units: systemd pages it in
 * secure mode under sudo, and a glob in a unit name selects units, it adds no verb.
 */
export function scopedCommand(c: string, runas: string): boolean {
  const asRoot = runas === "" || /(?:^|[\s,:])(?:root|ALL)(?:$|[\s,:])/.test(runas);
  const m = /^(\/[\w./+-]{1,120})(?:\s+(.*))?$/.exec(c);
  if (!m) return false;
  const program = (m[1] as string).split("/").pop() ?? "";
  const args = (m[2] ?? "").trim();
  if (program === "systemctl" && /^(?:status|is-active|is-failed)\s+[\w@.-]+\*?$/.test(args)) return true;
  if (ESCAPES.test(program) || /[*?]/.test(c)) return false;
  if (program === "systemctl" && !/^(?:start|stop|restart|reload|try-restart|reload-or-restart)\s+[\w@.-]+$/.test(args))
    return false;
  return args !== "" || !asRoot;
}
