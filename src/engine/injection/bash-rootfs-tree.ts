// A root file system being built (debootstrap, LXC templates, pacstrap, a loop-mounted VM image): the keys, sudoers
// rules, passwords and accounts a builder writes under that tree are the image's, not the host's.

import { assignedValues } from "./shell-assigned-values.ts";
import type { Stage } from "./shell-words.ts";

/** the tree variables a build system sets before it runs a hook or post-build script */
const BUILDER_TREE = /^(?:DESTDIR|initdir|BUILDROOT|DESTROOT|TARGET_DIR)$/;
/** the running system's own places: a tree rooted here is no tree */
const LIVE = /\$\{?(?:HOME|PWD|OLDPWD|USER|LOGNAME)\b|~/;
/** a network tool run, a URL or a socket path */
const NETWORK =
  /(?:^|[\s;&|(`"'])(?:curl|wget|fetch|scp|sftp|rsync|nc|ncat|socat|ssh|aria2c|ftp|telnet)(?=\s)|\b(?:https?|ftp):\/\/|\/dev\/(?:tcp|udp)\//;
/** the host's root under another name: `/proc/self/root`, a link or bind mount of `/` (a "tree" that is the host) */
const HOST_ALIAS =
  /\/proc\/(?:self|thread-self|\d+|\$\w+|\$\{\w+\})\/root\b|\bln\s+(?:-\w+\s+)*["']?\/+["']?\s|\bmount\b[^\n]*--r?bind\s+["']?\/+["']?\s/;
/** a way up or the current folder as a path component */
const DOTS = /(?:^|\/)\.{1,2}(?:\/|$)/;
/** an argument or option value the operator passes: `$1`, `${2:?usage}`, `${arg#*=}`, `$OPTARG` (defaults apart) */
const OPERATOR_VALUE = /^\$(?:\d|\{\d(?::?\?[^}]*)?\}|\{\w+#[^}]*\}|\{?OPTARG\}?)$/;
/** an argument with a default (`${1:-build/rootfs}`): the default must be a tree itself (`${1:-/}` is the host's root) */
const DEFAULTED = /^\$\{\d:?[-=]([^}]*)\}$/;
/** a fresh temporary folder, or an operator value made absolute */
const SUBSTITUTED =
  /^\$\(\s*(?:mktemp\s+(?:-\w+\s+|--\w+\s+)*-?-d|(?:realpath|readlink\s+-[fme])\s+(?:--\s+)?("?)(\$\w+|\$\{[^}]+\})\1\s*\))/;
/** a path read out of a local configuration file (LXC's `lxc.rootfs.path` from the container's config) */
const READ_FROM_CONFIG = /^\$\(\s*(?:awk|sed|grep|cut)\b(?:\s[^()`]*\))?$/;
/** a variable at the head of a path, with what follows it */
const HEAD = /^\$(?:\{(\w+)(?::?\?[^}]*)?\}|(\w+))(.*)$/s;

/** the value of a tree variable: never the host's root whatever the operator passes, or an operator value */
function treeValue(v: string): "fixed" | "operator" | null {
  if (v === "" || LIVE.test(v) || NETWORK.test(v)) return null;
  if (OPERATOR_VALUE.test(v) || READ_FROM_CONFIG.test(v)) return "operator";
  const fallback = DEFAULTED.exec(v)?.[1];
  if (fallback !== undefined) return treeValue(fallback) === "fixed" ? "operator" : null;
  const sub = SUBSTITUTED.exec(v);
  if (sub) return sub[2] === undefined ? "fixed" : treeValue(sub[2]) === null ? null : "operator";
  // a path that ends in a written-out folder (`/var/lib/lxc/$name/rootfs`, `$path/rootfs`, `build/chroot`): whatever
  // the variables before it hold, it is not `/` (nor a live home: `/home/ops/root` is somebody's files, not a tree)
  if (!/^[\w.${}@+/-]+$/.test(v) || DOTS.test(v) || /^\/(?:home|root|Users)(?:\/|$)/.test(v)) return null;
  return /(?:^|\/)[\w@+-][\w.@+${}-]*\/?$/.test(v) && !/^\/+$/.test(v) ? "fixed" : null;
}

/** the script hands `ref` (a variable's reference pattern) to a root file system builder as its tree */
function builtBy(ref: string, src: string): boolean {
  const builder = new RegExp(
    `(?:^|[\\s;&|(])(?:chroot|arch-chroot|debootstrap|cdebootstrap|qemu-debootstrap|mmdebstrap|multistrap|pacstrap|` +
      `systemd-nspawn|guestmount|mount|tar|unsquashfs|mksquashfs|lxc-\\w+|proot|schroot)\\b[^\\n;|&]*?\\s["']?${ref}` +
      `|--(?:root|installroot|sysroot|directory)[=\\s]["']?${ref}|\\s-R\\s+["']?${ref}`,
  );
  return builder.test(src);
}

const variableRef = (name: string): string => `\\$(?:\\{${name}(?:[:?#%][^}]*)?\\}|${name}\\b)`;
const literalRef = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** a variable holding a tree being built: set by its build system, or by the script to a tree it builds */
function treeVariable(name: string, src: string): boolean {
  if (BUILDER_TREE.test(name)) return true;
  // (a positional argument, as the expanded view writes `$1` for `rootfs="$1"`, is a tree when a builder is given it)
  if (/^\d$/.test(name)) return builtBy(variableRef(name), src);
  // (`rootfs=$rootfs`, a function's argument passed on under its own name, adds no value)
  // (a substitution continued over lines is cut short at its first line: the whole assignment must fetch nothing)
  const assignment = new RegExp(`(?:^|[\\s;&|(])${name}=\\$\\([^\\n]*(?:\\\\\\n[^\\n]*)*`, "g");
  if ([...src.matchAll(assignment)].some((m) => NETWORK.test(m[0]))) return false;
  const kinds = assignedValues(name, src)
    .filter((v) => v !== `$${name}` && v !== `\${${name}}`)
    .map(treeValue);
  if (kinds.length === 0 || kinds.some((k) => k === null)) return false;
  return kinds.every((k) => k === "fixed") || builtBy(variableRef(name), src) || populated(name, src);
}

/** the script fills the tree's own system folders (`$rootfs/etc`, `$rootfs/usr`, `$rootfs/dev` …): three or more */
function populated(name: string, src: string): boolean {
  const re = new RegExp(`${variableRef(name)}/+(etc|usr|dev|proc|sys|bin|sbin|lib\\w*|var|boot|run|tmp)\\b`, "g");
  return new Set([...src.matchAll(re)].map((m) => m[1])).size >= 3;
}

/** what follows the tree in a path: no way up, and no variable that holds one */
function restInside(rest: string, src: string): boolean {
  if (DOTS.test(rest) || /\$\(|`/.test(rest)) return false;
  const names = [...rest.matchAll(/\$\{?(\w+)/g)].map((m) => m[1] as string);
  return names.every((n) => assignedValues(n, src).every((v) => !DOTS.test(v) && !/\$\(|`/.test(v)));
}

/**
 * The path lies inside a tree being built: it starts with a tree variable, or with a written-out tree before `system`
 * (the system file's own part, `/etc/sudoers`), or with a variable only ever set to such paths. Quotes dropped.
 */
function rootedInTree(path: string, system: RegExp, src: string, depth = 0): boolean {
  const p = path.replace(/["']/g, "");
  const head = HEAD.exec(p);
  if (head) {
    const name = (head[1] ?? head[2]) as string;
    const rest = head[3] as string;
    if (rest.startsWith("/") && restInside(rest, src) && treeVariable(name, src)) return true;
    const values = depth < 3 ? assignedValues(name, src) : [];
    return values.length > 0 && values.every((v) => rootedInTree(v + rest, system, src, depth + 1));
  }
  // a written-out tree (the expanded view writes a variable's value in its place): a temporary folder or a path
  // ending in a written-out folder, or an operator value the script also hands to a builder
  const tree = new RegExp(`^(.+?)${system.source}`).exec(p)?.[1];
  if (tree === undefined) return false;
  const kind = treeValue(tree);
  return kind === "fixed" || (kind === "operator" && builtBy(literalRef(tree), src));
}

const KEYS_FILE = /\/(?:root|home\/[^/]+)\/\.ssh\/authorized_keys2?$/;

/** an authorized_keys file inside a root file system the script builds (through the variables that name it) */
export function rootfsKeysFile(path: string, src: string): boolean {
  return /authorized_keys2?["']?$/.test(path) && !HOST_ALIAS.test(src) && rootedInTree(path, KEYS_FILE, src);
}

/** every place this command names a system file (`file`) lies inside a tree being built; at least one */
function allUnderTree(s: Stage, file: RegExp, src: string): boolean {
  const words = [...s.argv.map((w) => w.text), ...s.cmd.redirects.map((r) => r.target.text)];
  const found = words.filter((w) => file.test(w));
  return found.length > 0 && found.every((w) => rootedInTree(w, file, src));
}

/**
 * this command only writes files, and every system path it names (and every file it redirects into) lies inside a tree
 * being built: a login script, unit or security setting of the image, not of the host
 */
function writesOnlyTree(s: Stage, src: string): boolean {
  if (!FILE_WRITERS.test(s.name)) return false;
  const targets = s.cmd.redirects.filter((r) => r.op !== "<" && !/^(?:&?\d*|\/dev\/null)$/.test(r.target.text));
  // (echo and printf print text: a path inside it is content, not a place)
  const printed = s.name === "echo" || s.name === "printf";
  const named = printed ? [] : s.argv.slice(1).filter((w) => SYSTEM_PART.test(w.text.replace(/["']/g, "")));
  const places = [...named.map((w) => w.text), ...targets.map((r) => r.target.text)];
  return places.length > 0 && places.every((p) => rootedInTree(p, SYSTEM_PART, src));
}

/** a command that changes the tree's file in place or only tests it, printing and sending nothing */
function inPlaceOnly(s: Stage, src: string): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  const edits =
    (s.name === "sed" && args.some((a) => /^-[a-zA-Z]*i/.test(a) || a.startsWith("--in-place"))) ||
    ((s.name === "grep" || s.name === "egrep") && args.some((a) => /^-[a-zA-Z]*q/.test(a) || a === "--quiet"));
  const piped = /^\s*\|(?!\|)/.test(src.slice(s.cmd.end)) || s.cmd.stage > 0;
  return edits && !piped && s.cmd.redirects.every((r) => r.op === "<" || /^\/dev\/null$/.test(r.target.text));
}

/** an account tool pointed at the tree (`chpasswd -R $rootfs`, `useradd --root $rootfs`, `chroot $rootfs passwd`) */
function accountToolInTree(s: Stage, src: string): boolean {
  const m =
    /^\s*(?:chroot|arch-chroot)\s+(\S+)/.exec(s.text) ??
    /(?:\s-R\s+|\s--root[=\s]|\s--prefix[=\s]|systemd-nspawn\b[^\n]*?\s-D\s*)(\S+)/.exec(s.text);
  return m !== null && rootedInTree(`${m[1] as string}/`, /\/$/, src);
}

const TREE_RULES = new Set([
  "bash.privilege-sudoers",
  "bash.read-shadow",
  "bash.read-credentials",
  "bash.privilege-account",
  "bash.persist-rc-file",
  "bash.defenses-off",
]);
/** the system part of a path inside a tree (`/etc/…`, `/root/…`, `/usr/…`), which splits a written-out tree off */
const SYSTEM_PART = /\/(?:etc|root|home\/[^/]+|usr|lib\w*|var|opt|srv)\//;
/** commands that only write, copy, link or edit files (no service, kernel or policy switch of the running host) */
const FILE_WRITERS =
  /^(?:sed|perl|echo|printf|cat|cp|install|tee|ln|mv|rm|touch|mkdir|chmod|chown|truncate|rsync|patch)$/;
/** credential files other than the shadow file */
const OTHER_CREDENTIALS =
  /\.ssh\/|\.aws\/|\.netrc|\.git-credentials|\.pgpass|\.my\.cnf|\.vault-token|_history|\.docker\/|\.kube\/|\.npmrc|\.pypirc|secrets|\.gnupg|\.password-store|credentials/i;

/** this module's reasons all say "root file system": the file is the image's, the host gains nothing from it */
export const isRootfsReason = (why: string): boolean => why.includes("root file system");

/**
 * Why this command's hit of `rule` is a root file system's own setting, or null: a passwordless sudo rule, a password
 * line of its shadow file or an account changed inside a tree the script builds, with no network in the command and no
 * alias of the host's root in the script. Pure.
 */
export function rootfsTreeReason(rule: string, s: Stage, src: string): string | null {
  if (!TREE_RULES.has(rule) || HOST_ALIAS.test(src)) return null;
  // (a login file's text echoed into the image may name ssh or a URL: it runs in the image, the command fetches nothing)
  const content = rule === "bash.persist-rc-file" && /^(?:echo|printf|cat)$/.test(s.name);
  if (NETWORK.test(content ? (s.argv[0]?.text ?? "") : s.text)) return null;
  if (rule === "bash.privilege-sudoers")
    return allUnderTree(s, /\/etc\/sudoers\b/, src) ? "a sudo rule written into a root file system being built" : null;
  // (the credential reader fires on the shadow path too; no other credential file may be named beside it)
  if (rule === "bash.read-shadow" || rule === "bash.read-credentials")
    return inPlaceOnly(s, src) && !OTHER_CREDENTIALS.test(s.text) && allUnderTree(s, /\/etc\/g?shadow\b/, src)
      ? "a root file system's shadow file edited in place"
      : null;
  if (rule === "bash.privilege-account")
    return accountToolInTree(s, src) ? "an account changed inside a root file system being built" : null;
  return writesOnlyTree(s, src) ? "a file of a root file system being built, not of the host" : null;
}

/** a security setting switched off in a tree's own file (`SELINUX=disabled` into `$rootfs/etc/selinux/config`) */
export function treeSecuritySetting(matched: string, src: string): boolean {
  const files = [...matched.matchAll(/(?:^|[\s"'=])([^\s"'=]+\/etc\/selinux\/config)\b/g)].map((m) => m[1] as string);
  return files.length > 0 && !HOST_ALIAS.test(src) && files.every((f) => rootedInTree(f, /\/etc\/selinux\//, src));
}
