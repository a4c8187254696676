// Host administration files by their effect: the commands they make the system run later, the trust and protections they switch off.

import { hit } from "./bash-facts.ts";
import { type CommandReader, hookRunHit } from "./hook-run.ts";
import { writtenContent } from "./bash-written.ts";
import { staticOutput } from "./shell-static.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

type Reader = CommandReader;

/** Quoted strings of a text (`"…"` with `\"` escapes), as the program that reads them takes them. */
const quoted = (text: string): string[] =>
  [...text.matchAll(/"((?:[^"\\\n]|\\.){1,2000})"/g)].map((m) => (m[1] as string).replace(/\\(["\\])/g, "$1"));

/**
 * Host files whose lines are commands the system runs later, unasked: apt's and dpkg's hooks, pacman's and dnf's
 * transaction actions, logrotate's scripts, PAM's pam_exec, udev's RUN, modprobe's `install`, systemd's generators.
 * Each entry says which files and how to take the commands out of them.
 */
const RUNS_LATER: readonly { what: string; path: RegExp; commands: (text: string) => string[] }[] = [
  {
    what: "apt runs it around every update or install",
    path: /^\/etc\/apt\/apt\.conf(?:\.d\/[^/]+)?$/,
    // `APT::Update::Pre-Invoke { "cmd"; };`, `DPkg::Post-Invoke:: "cmd";`, `DPkg::Pre-Install-Pkgs {…}`
    commands: (text) =>
      [
        ...text.matchAll(
          /\b(?:APT::Update::(?:Pre|Post)-Invoke(?:-Success)?|DPkg::(?:Pre|Post)-Invoke(?:-Success)?|DPkg::Pre-Install-Pkgs)\s*(?:::\s*)?(\{[^}]{0,4000}\}|"(?:[^"\\\n]|\\.){1,2000}")/gi,
        ),
      ].flatMap((m) => quoted(m[1] as string)),
  },
  {
    what: "pacman runs it in every matching transaction",
    path: /^\/etc\/pacman\.d\/hooks\/[^/]+\.hook$|^\/usr\/share\/libalpm\/hooks\/[^/]+\.hook$/,
    commands: (text) => [...text.matchAll(/^\s*Exec\s*=\s*(.+)$/gm)].map((m) => m[1] as string),
  },
  {
    what: "dnf or yum runs it after every matching transaction",
    path: /^\/etc\/(?:dnf\/plugins\/post-transaction-actions\.d|yum\/post-actions)\/[^/]+\.action$/,
    // `package-glob:state:command`
    commands: (text) => [...text.matchAll(/^\s*[^#\s:][^:\n]*:[^:\n]*:(.+)$/gm)].map((m) => m[1] as string),
  },
  {
    what: "logrotate runs it at every rotation",
    path: /^\/etc\/logrotate(?:\.conf|\.d\/[^/]+)$/,
    commands: (text) =>
      [
        ...text.matchAll(
          /^\s*(?:prerotate|postrotate|firstaction|lastaction|preremove)\s*\n([\s\S]{0,4000}?)^\s*endscript\b/gm,
        ),
      ].map((m) => m[1] as string),
  },
  {
    what: "PAM runs it at every login or authentication",
    path: /^\/etc\/pam\.d\/[^/]+$/,
    // `session optional pam_exec.so [quiet] [seteuid] [log=…] [type=…] COMMAND ARGS`
    commands: (text) =>
      [
        ...text.matchAll(
          /\bpam_exec\.so((?:\s+(?:quiet|seteuid|expose_authtok|stdout|debug|quiet_log|(?:log|type)=\S+))*)\s+(.+)$/gm,
        ),
      ].map((m) => m[2] as string),
  },
  {
    what: "udev runs it whenever a matching device appears",
    path: /^\/(?:etc|lib|usr\/lib)\/udev\/rules\.d\/[^/]+\.rules$/,
    commands: (text) =>
      [...text.matchAll(/\bRUN(?:\{program\})?\s*\+?=\s*"((?:[^"\\\n]|\\.){1,2000})"/g)].map((m) => m[1] as string),
  },
  {
    what: "modprobe runs it whenever the module is asked for",
    path: /^\/etc\/modprobe\.d\/[^/]+\.conf$/,
    commands: (text) => [...text.matchAll(/^\s*install\s+\S+\s+(.+)$/gm)].map((m) => m[1] as string),
  },
  {
    what: "systemd runs it at every boot and reload",
    path: /^\/etc\/systemd\/(?:system|user)-generators\/[^/]+$/,
    commands: (text) => [text],
  },
];

/** The origin of a package source that is this machine or a local folder: trusting it skips no one's signature. */
const LOCAL_ORIGIN = /^(?:file|copy|cdrom):|^https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$)/;

/** apt source lines (one-line and deb822) that mark a remote origin trusted without a signature. */
function trustedRemoteSource(text: string): boolean {
  for (const m of text.matchAll(/^\s*deb(?:-src)?\s+\[([^\]\n]*)\]\s+(\S+)/gm))
    if (/\btrusted=yes\b/.test(m[1] as string) && !LOCAL_ORIGIN.test(m[2] as string)) return true;
  for (const stanza of text.split(/\n\s*\n/)) {
    const uris = /^\s*URIs:\s*(.+)$/im.exec(stanza)?.[1]?.trim().split(/\s+/) ?? [];
    if (/^\s*Trusted:\s*yes\b/im.test(stanza) && uris.some((u) => !LOCAL_ORIGIN.test(u))) return true;
  }
  return false;
}

/**
 * Host settings that take a protection away, by file: package signatures and TLS off, an unsigned remote source trusted,
 * an authentication stack that lets anyone in, mandatory access control off, a library search path in a writable
 * folder, a polkit rule that says yes to everyone.
 */
const WEAKENED: readonly { path: RegExp; off: (text: string) => boolean; why: string; on?: RegExp }[] = [
  {
    path: /^\/etc\/apt\/apt\.conf(?:\.d\/[^/]+)?$/,
    off: (text) =>
      /\b(?:AllowUnauthenticated|AllowInsecureRepositories|AllowDowngradeToInsecureRepositories)\s*"?(?:true|yes|1)"?/i.test(
        text,
      ) || /\bVerify-(?:Peer|Host)\s*"?(?:false|no|0)"?/i.test(text),
    why: "apt told to install unsigned packages or skip TLS checks",
  },
  {
    path: /^\/etc\/apt\/sources\.list(?:\.d\/[^/]+)?$/,
    off: trustedRemoteSource,
    why: "a remote package source trusted without a signature",
  },
  {
    path: /^\/etc\/(?:yum\.repos\.d\/[^/]+\.repo|dnf\/dnf\.conf|yum\.conf|zypp\/repos\.d\/[^/]+\.repo)$/,
    // gpgcheck=0 on a remote baseurl, or TLS checks off
    off: (text) =>
      (/^\s*gpgcheck\s*=\s*(?:0|false|no)\b/im.test(text) &&
        // (a sed edit shows no origin: the file it edits names a remote one unless it says otherwise)
        [...text.matchAll(/^\s*(?:baseurl|mirrorlist|metalink)\s*=\s*(\S+)/gim)].every(
          (m) => !LOCAL_ORIGIN.test(m[1] as string),
        )) ||
      /^\s*sslverify\s*=\s*(?:0|false|no)\b/im.test(text),
    why: "package signature or TLS checks off for a remote repository",
  },
  {
    path: /^\/etc\/pam\.d\/[^/]+$/,
    // pam_permit as enough for the auth step, or as its only module: any password, or none, is accepted (Debian's
    // common-auth ends with `auth required pam_permit.so` after pam_unix and pam_deny: that primes the stack only)
    off: (text) =>
      /^\s*auth\s+(?:sufficient|\[success=(?:done|ok)[^\]\n]*\])\s+pam_permit\.so\b/im.test(text) ||
      (/^\s*auth\s+\S+\s+pam_permit\.so\b/im.test(text) &&
        ![...text.matchAll(/^\s*auth\s+\S+\s+(\S+)/gim)].some((m) => m[1] !== "pam_permit.so")),
    why: "PAM accepts anyone at authentication (pam_permit)",
  },
  {
    path: /^\/etc\/selinux\/config$/,
    off: (text) => /^\s*SELINUX\s*=\s*(?:disabled|permissive)\b/im.test(text),
    why: "SELinux switched off",
    on: /\bSELINUX=enforcing\b/,
  },
  {
    path: /^\/etc\/default\/grub(?:\.d\/[^/]+)?$/,
    off: (text) => /\b(?:apparmor=0|selinux=0|security=none|enforcing=0|audit=0)\b/.test(text),
    why: "AppArmor, SELinux or audit switched off on the kernel command line",
  },
  {
    path: /^\/etc\/ld\.so\.conf(?:\.d\/[^/]+)?$/,
    off: (text) => /^\s*(?:\/tmp|\/var\/tmp|\/dev\/shm|\/home\/|\/root\b|\.)/m.test(text),
    why: "libraries for every program searched in a writable folder",
  },
  {
    path: /^\/etc\/polkit-1\/rules\.d\/[^/]+\.rules$/,
    // a rule that says yes without looking at who asks
    off: (text) => /polkit\.Result\.YES/.test(text) && !/\bsubject\.(?:isInGroup|user|local|active)\b/.test(text),
    why: "polkit says yes to every user",
  },
  {
    path: /^\/etc\/sysctl\.(?:conf|d\/[^/]+)$/,
    // address-space randomisation off, or the kernel's guards on links and files in shared folders
    off: (text) =>
      /^\s*kernel\.randomize_va_space\s*=\s*0\b/m.test(text) ||
      /^\s*fs\.protected_(?:symlinks|hardlinks|regular|fifos)\s*=\s*0\b/m.test(text),
    why: "a kernel protection switched off",
  },
  {
    path: /^\/etc\/audit\/(?:audit\.rules|rules\.d\/[^/]+\.rules)$/,
    off: (text) => /^\s*-e\s+0\b/m.test(text),
    why: "the audit system switched off",
    on: /(?:^|\s)-e\s+[12]\b/,
  },
  {
    path: /^\/etc\/ufw\/ufw\.conf$/,
    off: (text) => /^\s*ENABLED\s*=\s*no\b/im.test(text),
    why: "the firewall switched off",
    on: /\bENABLED\s*=\s*yes\b/,
  },
];

/**
 * A host administration file written with this text: each command it makes the system run later, read as the script
 * it is (a fetch-and-run or a send there runs as root at every update, login or rotation), and the protections it
 * takes away. Hooks that run local programs (`systemctl reload`, `rm -f` of a cache) and hardening settings carry nothing.
 */
export function hostConfigHits(
  path: string,
  text: string,
  start: number,
  end: number,
  read: Reader,
  script = "",
): Hit[] {
  const p = path.replace(/^["']|["']$/g, "");
  const hits: Hit[] = [];
  for (const file of RUNS_LATER) {
    if (!file.path.test(p)) continue;
    for (const command of file.commands(text).slice(0, 16)) {
      if (command.trim() === "") continue;
      const found = hookRunHit(
        read,
        command,
        { start, end, label: `${p}: ${file.what}`, rule: "bash.host-hook-run" },
        (worst) => `${p}: ${file.what}: \`${command.trim().slice(0, 60)}\`: ${worst}`,
      );
      if (found) hits.push(found);
    }
  }
  for (const setting of WEAKENED)
    if (setting.path.test(p) && setting.off(text)) {
      // (a mode tool that writes the protection back on in another branch toggles it: evidence only)
      const toggled = setting.on?.test(script) === true;
      const why = `${p}: ${setting.why}${toggled ? ", and set back on elsewhere in the script" : ""}`;
      hits.push(hit("bash.host-protection-off", "bash_persistence", toggled ? 0.45 : 0.88, start, end, why));
    }
  return hits;
}

/** What a sed or perl substitution puts in place: each `s/OLD/NEW/` gives NEW, one a line; other text is kept. */
function replacements(script: string): string {
  const found = [...script.matchAll(/\bs([/|#,:@])((?:(?!\1)[^\\\n]|\\.)*)\1((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((m) =>
    (m[3] as string).replace(/\\(.)/g, "$1"),
  );
  return found.length > 0 ? found.join("\n") : script;
}

/** Host files a script writes (redirects, tee, in-place edits, sysctl -w) with a text the command shows, each judged by hostConfigHits. */
export function hostConfigWriteHits(src: string, pipelines: Stage[][], read: Reader): Hit[] {
  if (!/\/etc\/|\/udev\/|libalpm|\bsysctl\b/.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    stages.forEach((s, k) => {
      const targets = [
        ...s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">>" || r.op === ">|").map((r) => r.target),
        ...(s.name === "tee" ? s.argv.slice(1).filter((w) => !w.text.startsWith("-")) : []),
      ];
      // an in-place edit (`sed -i 's/gpgcheck=1/gpgcheck=0/' FILE`) writes its replacements into the last file named
      const edited = /^(?:sed|perl)$/.test(s.name) && s.argv.some((w) => /^-(?:[a-z0-9]*i|-in-place)/.test(w.text));
      if (edited) targets.push(s.argv[s.argv.length - 1] as (typeof targets)[number]);
      for (const t of targets) {
        if (!/^["']?\/(?:etc|lib|usr)\//.test(t.text)) continue;
        const piped = k > 0 ? (staticOutput(stages.slice(0, k))?.text ?? null) : null;
        const written = writtenContent(s, t, piped, () => null);
        const content = edited && written !== null ? replacements(written) : written;
        if (content !== null) hits.push(...hostConfigHits(t.text, content, s.cmd.start, s.cmd.end, read, src));
      }
      // `sysctl -w key=value` sets now what a sysctl.d file sets at boot
      if (s.name === "sysctl") {
        const settings = s.argv
          .slice(1)
          .map((w) => w.text.replace(/^["']|["']$/g, ""))
          .filter((a) => /^[\w.]+=/.test(a));
        if (settings.length > 0)
          hits.push(...hostConfigHits("/etc/sysctl.conf", settings.join("\n"), s.cmd.start, s.cmd.end, read, src));
      }
    });
  return hits;
}
