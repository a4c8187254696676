// Privilege changes (setuid, capabilities, admin groups, accounts) and covering tracks (history, logs, watchers, payload tools).

import { copiedSystemProgram } from "./bash-setuid-copy.ts";
import { hit } from "./bash-facts.ts";
import { watcherRestarted } from "./bash-watcher-restarted.ts";
import { ownHistoryUse } from "./shell-own-history.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** payload generators and handlers: no honest agent task needs them on a developer's machine */
const OFFENSIVE = new Set(["msfvenom", "msfconsole", "msfpc", "pwncat", "pwncat-cs", "sliver-client", "empire"]);
/** services whose only job is to watch: stopping them hides what comes next */
export const WATCHERS =
  /^(?:auditd|apparmor|firewalld|ufw|iptables|nftables|selinux|falcon-sensor|falcond|osqueryd|wazuh-agent|ossec|sysmon|crowdstrike|sentinelone|sentinel-agent|cbagentd|elastic-agent|filebeat|auditbeat|rsyslog|syslog|syslog-ng|systemd-journald|clamav-daemon|clamd|aide|fail2ban)(?:\.service)?$/;
const LOG_FILE =
  /^\/var\/log\/(?:auth\.log|secure|syslog|messages|wtmp|btmp|lastlog|utmp|kern\.log|audit\/|journal\/)|(?:^|\/)\.(?:bash|zsh|sh)_history$|^\/var\/run\/utmp$/;

/** Covering tracks: shell history erased, security services stopped, system logs wiped, payload tooling. */
export function evasionHits(s: Stage, hits: Hit[], src = ""): void {
  const { cmd, name, argv, text } = s;
  const args = argv.slice(1).map((w) => w.text);
  const add = (rule: string, weight: number, detail: string): void => {
    hits.push(
      hit(
        rule,
        rule === "bash.offensive-tool" ? "bash_remote_exec" : "bash_persistence",
        weight,
        cmd.start,
        cmd.end,
        detail,
      ),
    );
  };
  if (OFFENSIVE.has(name)) add("bash.offensive-tool", 0.88, `${name}: a payload generator or handler`);
  if (
    (name === "history" && args.some((a) => /^-[a-z]*c/.test(a))) ||
    (name === "unset" && args.some((a) => /^HIST(?:FILE|SIZE)$/.test(a))) ||
    cmd.words.some((w) => /^(?:export\s+)?HIST(?:FILE=\/dev\/null|SIZE=0|FILESIZE=0)$/.test(w.text)) ||
    (name === "set" && args.includes("+o") && args.includes("history"))
  ) {
    // a prompt loop's own history, history paused around one prompt (shell-own-history.ts): evidence only
    const own = ownHistoryUse(s, src);
    add("bash.evasion-history", own ? 0.45 : 0.85, own ?? "shell history switched off or erased");
  }
  // truncating redirects (> log, not >>), removal tools, and the destination of cp/mv/ln
  const logTargets = [
    ...cmd.redirects.filter((r) => r.op === ">" || r.op === ">|" || r.op === "&>").map((r) => r.target.text),
    ...(/^(?:rm|shred|truncate|unlink|wipe|srm)$/.test(name) ? args.filter((a) => !a.startsWith("-")) : []),
    ...(/^(?:cp|mv|ln)$/.test(name) && args.length > 1 ? [args[args.length - 1]] : []),
    // (dd writing zeros or nothing over a log, `conv=notrunc` or not, empties it just as a truncating redirect does)
    ...(name === "dd" && args.some((a) => /^if=\/dev\/(?:zero|null|u?random)$/.test(a))
      ? args.filter((a) => a.startsWith("of=")).map((a) => a.slice(3))
      : []),
  ].filter((p) => LOG_FILE.test(p.replace(/^["']|["']$/g, "").replace(/^(?:~|\$HOME|\$\{HOME\})/, "")));
  if (logTargets.length > 0) add("bash.evasion-logs", 0.85, `${name} wipes ${logTargets[0]}`);
  // the logs' own tools asked to empty them: the journal vacuumed to under a day or a megabyte, event logs cleared
  const vacuum = name === "journalctl" ? journalWipe(args) : null;
  if (vacuum) add("bash.evasion-logs", 0.85, `journalctl ${vacuum}: the system journal emptied`);
  if ((name === "wevtutil" && /^(?:cl|clear-log)$/i.test(args[0] ?? "")) || /^clear-eventlog$/i.test(name))
    add("bash.evasion-logs", 0.85, `${name} clears the event log`);
  if (
    ((name === "systemctl" || name === "service") &&
      /\b(?:stop|disable|mask|kill)\b/.test(text) &&
      // `systemctl kill -s HUP rsyslog` asks it to reopen its logs (logrotate does): a reload signal stops nothing
      !/(?:-s|--signal)[\s=]{1,3}(?:SIG)?(?:HUP|USR1|USR2|CONT)\b/i.test(text) &&
      args.some((a) => WATCHERS.test(a))) ||
    (name === "setenforce" && args[0] === "0") ||
    // AppArmor unloaded whole, or every profile put out of force (one profile disabled is a documented fix)
    name === "aa-teardown" ||
    (/^aa-(?:disable|complain)$/.test(name) && args.some((a) => /\*|^\/etc\/apparmor\.d\/?$/.test(a))) ||
    (name === "ufw" && args[0] === "disable") ||
    (name === "auditctl" && (args.includes("-D") || (args.includes("-e") && args[args.indexOf("-e") + 1] === "0"))) ||
    ((name === "pkill" || name === "killall") && args.some((a) => WATCHERS.test(a)))
  )
    if (watcherRestarted(s, src, WATCHERS))
      // (round 29: a watcher the script starts again later is paused, not switched off: evidence only)
      add("bash.evasion-defenses", 0.45, `${name} pauses a watcher service the script starts again`);
    else add("bash.evasion-defenses", 0.85, `${name} switches a security or audit service off`);
}

/** `--vacuum-time=1s` (an hour or less), `--vacuum-size=1K` (under 1 MB), `--vacuum-files=1`: a vacuum that keeps (almost) nothing. */
function journalWipe(args: string[]): string | null {
  for (let i = 0; i < args.length; i++) {
    const m = /^--vacuum-(time|size|files)(?:=(.*))?$/.exec(args[i] as string);
    if (!m) continue;
    const v = (m[2] ?? args[i + 1] ?? "").trim();
    const n = Number.parseFloat(v);
    const unit = v.replace(/^[\d.]+\s*/, "").toLowerCase();
    const tiny =
      m[1] === "files"
        ? n <= 1
        : m[1] === "size"
          ? /^(?:|b|k|kb|kib)$/.test(unit) || (/^(?:m|mb|mib)$/.test(unit) && n < 1)
          : /^(?:|s|sec|secs|seconds?|ms|us|m|min|mins|minutes?)$/.test(unit) ||
            (/^(?:h|hr|hours?)$/.test(unit) && n <= 1);
    if (!Number.isNaN(n) && tiny) return `${m[0]}${m[2] === undefined ? ` ${v}` : ""}`;
  }
  return null;
}

const PRIV_GROUPS = /^(?:sudo|wheel|root|admin|adm|docker|disk|shadow|lxd)$/;
/** groups a developer joins by the vendor's own install instructions (root-equivalent, but documented) */
const DEV_GROUPS = /^(?:docker|lxd)$/;
/**
 * adm reads the system logs and nothing more: packages add their own service accounts to it in their postinst (logcheck,
 * log shippers), so joining it alone is below warn; with sudo, wheel or root it still counts fully
 */
const LOG_GROUPS = /^adm$/;

/** A shell or interpreter, or a file in a temp, home, hidden or unnamed place: a setuid bit there is a root shell. */
const SETUID_ROOTSHELL =
  /(?:^|\/)(?:ba|da|z|k|c|tc|fi)?sh$|(?:^|\/)(?:python[0-9.]*|perl|ruby|node|php[0-9.]*|lua[0-9.]*|env|find|vim?|awk|gawk|busybox|cp|tee|dd)$|^\/(?:tmp|var\/tmp|dev\/shm|home|root)\/|^~|\/\.[^/]+$|^[^/]|\$/;

/**
 * A setgid bit counts on a named shell or interpreter, or on a file in a temp/home/hidden place (a group shell); a
 * group-writable mode (2775) is a shared folder, and a variable target is what package scripts set up.
 */
const SETGID_SHELL =
  /(?:^|\/)(?:ba|da|z|k|c|tc|fi)?sh$|(?:^|\/)(?:python[0-9.]*|perl|ruby|node|php[0-9.]*|lua[0-9.]*|busybox)$|^\/(?:tmp|var\/tmp|dev\/shm|home|root)\/|^~|\/\.[^/]+$/;

/** programs that hand out a shell or write any file when setuid (GTFOBins) */
const SETUID_GTFO =
  /(?:^|\/)(?:less|more|man|tar|zip|nmap|gdb|strace|docker|ssh|git|nano|mv|chmod|chown|rsync|socat|nc|ncat|wget|curl|sed|xargs|cat|head|tail|base64|openssl|install|bash\S*|sudo|su|doas|pkexec|at|crontab|screen|tmux)$/;

/**
 * 0.88 for setuid on a shell, interpreter, GTFOBins program or a file in a temp/home/hidden/relative place (a root
 * shell); 0.62 on another file named by a variable or outside the system folders; 0.45 on a vendor helper under
 * /usr/lib, /usr/libexec, /usr/bin, /usr/sbin or /opt (what package scripts do).
 */
function setuidWeight(args: string[]): number {
  const files = args.filter((a) => !a.startsWith("-") && !/^(?:[ugoa]*[+=-][rwxsStT]*|[0-7]{3,4})$/.test(a));
  // (a pattern, `/usr/bin/ba?h` or find's `-name 'python3.*'` handed over as `{}`, sets the bit on whatever it matches)
  if (files.length === 0 || files.some((f) => SETUID_ROOTSHELL.test(f) || SETUID_GTFO.test(f) || /[*?[]/.test(f)))
    return 0.88;
  return files.every((f) => /^\/(?:usr\/(?:lib|libexec|lib64|bin|sbin|local\/lib)|opt|bin|sbin)\/[\w./+-]+$/.test(f))
    ? 0.45
    : 0.62;
}

/** The files that decide who may log in remotely or authenticate: sshd's config and PAM's stacks. */
const LOGIN_CONFIG = /(?:^|[\s'"=])\/etc\/(?:ssh\/sshd_config(?:\.d\/[\w.-]+)?|pam\.d\/[\w.-]+)\b/;
/**
 * Settings that open them up: root or empty-password logins, passwords over ssh, a PAM module that accepts anyone as
 * enough (`auth required pam_permit.so` closes Debian's own common-auth after pam_deny: it primes the stack only).
 */
const LOGIN_OPENED =
  /\bPermitRootLogin\s{1,3}yes\b|\bPermitEmptyPasswords\s{1,3}yes\b|\bPasswordAuthentication\s{1,3}yes\b|\bStrictModes\s{1,3}no\b|\bauth[ \t]{1,40}sufficient[ \t]{1,40}pam_permit\.so\b/i;

/**
 * A user put into a group: `adduser USER GROUP`, `--ingroup GROUP`, `gpasswd -a|-M USER GROUP`. Creating the group or a
 * system account of that name (`addgroup --system docker` in docker's postinst) and removing a member add no one.
 */
function joinsGroup(name: string, args: string[]): boolean {
  if (name === "gpasswd") return args.some((a) => /^-(?:a|M|-add|-members)$/.test(a));
  const ingroup = args.findIndex((a) => a === "--ingroup");
  if (ingroup >= 0 && PRIV_GROUPS.test(args[ingroup + 1] ?? "")) return true;
  const operands = args.filter(
    (a, i) => !a.startsWith("-") && !/^--(?:ingroup|gid|uid|home|shell|gecos)$/.test(args[i - 1] ?? ""),
  );
  return operands.length >= 2 && PRIV_GROUPS.test(operands[operands.length - 1]);
}

/** Privilege changes: setuid bits, capabilities, admin groups, password changes by script. */
/**
 * A `$VAR` operand read as the one literal value the script assigns it (`PINGER=/usr/lib/squid/pinger` … `chmod u+s
 * $PINGER` in squid's postinst), so the setuid grade sees the file; a variable assigned twice or never stays as it is.
 */
export function resolveOperands(args: string[], src: string): string[] {
  return args.map((a) => {
    const m = /^\$\{?([A-Za-z_]\w{0,40})\}?$/.exec(a);
    if (!m || !src.includes(`${m[1]}=`)) return a;
    const values = new Set(
      [...src.matchAll(new RegExp(`(?:^|[\\s;&|(])${m[1]}=([^\\s;&|)]*)`, "g"))].map((x) =>
        (x[1] as string).replace(/^["']|["']$/g, ""),
      ),
    );
    return values.size === 1 ? ([...values][0] as string) : a;
  });
}

export function privilegeHits(s: Stage, hits: Hit[], piped: string | null = null, src = ""): void {
  const { cmd, name, argv } = s;
  const args = argv.slice(1).map((w) => w.text);
  // sshd/PAM edited to let root, empty passwords or anyone in (`PermitRootLogin no` hardens and stays clean)
  const written = `${s.text}\n${piped ?? ""}\n${cmd.stdin.map((w) => w.text).join("\n")}\n${cmd.redirects.map((r) => r.target.text).join(" ")}`;
  const opened = LOGIN_CONFIG.test(` ${written}`) ? LOGIN_OPENED.exec(written) : null;
  if (opened && /^(?:sed|perl|tee|echo|printf|cat|ex|awk|install|cp|mv|dd|sponge)$/.test(name))
    hits.push(
      hit(
        "bash.privilege-login-config",
        "bash_persistence",
        0.86,
        cmd.start,
        cmd.end,
        `${name} opens remote login or authentication ("${opened[0]}")`,
      ),
    );
  // the setuid bit (4xxx, u+s, +s); setgid alone (2xxx, g+s) is how shared group folders and vendor helpers are set up,
  // so it counts only on a shell, an interpreter or a file in a temp/home/hidden place (a group shell)
  const target = args[args.length - 1] ?? "";
  // (`install -d -m 4755 DIR` makes a directory: Linux ignores the setuid bit there, it lets no program run as anyone)
  const directory = name === "install" && args.some((a) => a === "--directory" || /^-[a-zA-Z]*d[a-zA-Z]*$/.test(a));
  const setuid =
    name === "install"
      ? !directory && /(?:^|\s)-m\s{0,2}[4567][0-7]{3}\b/.test(s.text)
      : name === "chmod" && args.some((a) => /^(?:[ua]*\+[rwx]*s[rwx]*|[4567][0-7]{3})$/.test(a));
  const setgid =
    name === "install"
      ? /(?:^|\s)-m\s{0,2}[23][0-7][0145][0-7]\b/.test(s.text)
      : name === "chmod" && args.some((a) => /^(?:g\+[rx]*s[rx]*|[23][0-7][0145][0-7])$/.test(a));
  if (setuid || (setgid && SETGID_SHELL.test(target))) {
    const what = name === "install" ? `installed with a setuid mode: ${target}` : `setuid bit on ${target}`;
    // (a copy of a system program under a new name is that program: `cp /usr/bin/find ff && chmod 4755 ff`)
    const weight = copiedSystemProgram(target, src) !== null ? 0.88 : setuidWeight(resolveOperands(args, src));
    hits.push(hit("bash.privilege-setuid", "bash_persistence", weight, cmd.start, cmd.end, what));
  } else if (
    name === "setcap" &&
    /cap_(?:setuid|setgid|sys_admin|sys_ptrace|dac_override|dac_read_search|chown|fowner)/i.test(args.join(" "))
  ) {
    hits.push(
      hit(
        "bash.privilege-capability",
        "bash_persistence",
        // graded like the setuid bit: on a shell, an interpreter, a GTFOBins helper or a file outside the system's own
        // folders it is a root door; on a packaged system binary (iproute2's postinst: setcap … /bin/ip) an install step
        setuidWeight(args.filter((a) => !/\bcap_\w/i.test(a) && !/^[=+-]?[eip]{1,3}$/i.test(a))),
        cmd.start,
        cmd.end,
        `capability on ${args[args.length - 1]}`,
      ),
    );
  } else if (
    (name === "usermod" &&
      args.some((a) => /^-[a-zA-Z]*G$/.test(a)) &&
      args.some((a) => a.split(",").some((g) => PRIV_GROUPS.test(g)))) ||
    ((name === "gpasswd" || name === "adduser" || name === "addgroup") &&
      args.some((a) => PRIV_GROUPS.test(a)) &&
      args.length >= 2 &&
      joinsGroup(name, args))
  ) {
    const groups = args.flatMap((a) => a.split(",")).filter((g) => PRIV_GROUPS.test(g));
    const self = args.some((a) => /^(?:\$USER|\$\{USER\}|\$\(whoami\)|`whoami`|\$\(id -un\))$/.test(a));
    hits.push(
      hit(
        "bash.privilege-group",
        "bash_persistence",
        (self && groups.every((g) => DEV_GROUPS.test(g))) || groups.every((g) => LOG_GROUPS.test(g)) ? 0.45 : 0.85,
        cmd.start,
        cmd.end,
        `user added to ${groups.join(", ") || "an admin group"}`,
      ),
    );
  } else if (
    name === "chpasswd" ||
    (name === "passwd" && (args.includes("--stdin") || cmd.stage > 0)) ||
    ((name === "useradd" || name === "usermod") && args.some((a) => a === "-o" || a === "-u0" || a === "0"))
  ) {
    // an account given uid 0 is a second root; `-o` with another uid (a build user sharing the caller's uid, as
    // pbuilder makes) shares that uid only
    const uid = args.findIndex((a) => a === "-u" || a === "--uid");
    const root = args.includes("-u0") || (uid >= 0 && args[uid + 1] === "0");
    const sharedUid = (name === "useradd" || name === "usermod") && !root && uid >= 0;
    hits.push(
      hit(
        "bash.privilege-account",
        "bash_persistence",
        root ? 0.9 : sharedUid ? 0.45 : 0.85,
        cmd.start,
        cmd.end,
        "account or password changed by script",
      ),
    );
  }
}
