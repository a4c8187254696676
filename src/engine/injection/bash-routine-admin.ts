// Routine system administration that one command's hits mistake for an attack, demoted to evidence (round 27, bashfp27).

import { WATCHERS } from "./bash-privilege.ts";
import { imageTreeKeys } from "./bash-image-keys.ts";
import { ownPublicKeys } from "./bash-own-pubkeys.ts";
import { isRootfsReason, rootfsTreeReason } from "./bash-rootfs-tree.ts";
import { keychainHandoff } from "./bash-keychain-handoff.ts";
import { downloadOf } from "./shell-download.ts";
import {
  assignedValues,
  forListValues,
  operatorSupplied,
  soleVariable,
  unwrittenValue,
} from "./shell-assigned-values.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** below warn: the hit stays as evidence for the flow and the learned stage */
const EVIDENCE = 0.45;
const HISTORY_FILE = /(?:^|\/)\.(?:bash|zsh|sh)_history$/;
/** where Python runs a `.pth` file's import lines at every start */
const PYTHON_SITE =
  /site-packages|dist-packages|getsitepackages|getusersitepackages|user-site|USER_SITE|[-\s]m\s+site\b|\/lib\/python[\d.]*\/|PYTHONPATH/i;
const SENDERS = /\b(?:curl|wget|scp|rsync|nc|ncat|socat|sftp|ftp|tee|cp|mv|install|dd|ln|base64|xxd|gpg)\b/;

const MASKED = "a unit masked (linked to /dev/null): nothing runs";
const unquote = (w: string): string => w.replace(/^["']|["']$/g, "");

/**
 * The hits this command added (from `firstHit` on) that belong to routine administration lose their weight: a password
 * its operator supplies, a build tree's history removed, a freshly generated key authorized for its own account, model
 * weights named `.pth`, utmp emptied and given back its group at boot, a tool installed from a URL and not run, a
 * package's unit masked. The twins keep theirs (a literal or fetched password, the user's own history, a key from
 * elsewhere, a `.pth` in site-packages, wtmp or auth.log emptied, the tool run at once, an audit service masked). Only
 * the rules named in `routineReason` are read, so a command none of them fired on pays one loop over zero hits.
 */
export function easeRoutineAdmin(s: Stage, src: string, hits: Hit[], firstHit: number): void {
  for (let i = firstHit; i < hits.length; i++) {
    const h = hits[i] as Hit;
    const why = routineReason(h.rule, s, src);
    // (a masked unit runs nothing at all, and a file of a root file system being built is not the host's: below even
    // the 0.35 an unseen unit file gets)
    const weight = why === MASKED || (why !== null && isRootfsReason(why)) ? 0.1 : EVIDENCE;
    if (why !== null && h.weight > weight) hits[i] = { ...h, weight, detail: h.detail ? `${h.detail}: ${why}` : why };
  }
}

function routineReason(rule: string, s: Stage, src: string): string | null {
  // (round 30, bashfp30: sudo rules, shadow lines and accounts of a root file system the script builds)
  const tree = rootfsTreeReason(rule, s, src);
  if (tree !== null) return tree;
  if (rule === "bash.privilege-account") return operatorPassword(s, src);
  if (rule === "bash.evasion-logs") return treeHistory(s, src) ?? utmpReset(s, src);
  // (round 29, bashfp29: the operator's keys put into an image tree a build hook makes)
  // (round 32, realfp32: or the account's own existing public keys)
  if (rule === "bash.persist-authorized-keys")
    return ownGeneratedKey(s, src) ?? imageTreeKeys(s, src) ?? ownPublicKeys(s, src);
  if (rule === "bash.persist-download") return modelWeights(s, src);
  if (rule === "bash.run-from-url") return installedNotRun(s, src);
  if (rule === "bash.persist-rc-file") return maskedUnit(s, src);
  // (round 28, bashfp28: one named keychain item handed to the tool that logs in with it)
  if (rule === "bash.read-credentials") return keychainHandoff(s, src);
  return null;
}

/** `echo "user:$pw" | chpasswd`, `printf '%s:%s\n' u "$pw" | chpasswd`, `chpasswd <<< "u:$pw"`: the password's source. */
function operatorPassword(s: Stage, src: string): string | null {
  if (s.name !== "chpasswd" && s.name !== "passwd") return null;
  // (`chpasswd --help | grep -q -- -m,`: a script asking which options this system's chpasswd has)
  if (s.argv.slice(1).some((w) => /^(?:--help|-h|--version|-V)$/.test(w.text))) return "only its help or version asked";
  const fed =
    s.cmd.stdin.length > 0
      ? s.cmd.stdin.flatMap((w) => w.text.split("\n")).filter((l) => l.trim() !== "")
      : [echoedBefore(s, src)];
  if (fed.length === 0 || fed.some((l) => l === null)) return null;
  const secrets = fed.map((l) => passwordPart(l as string));
  return secrets.every(
    (v) =>
      v !== null &&
      (v.kind === "unwritten" ||
        (v.kind === "variable" && operatorSupplied(v.text, src)) ||
        (v.kind === "literal" && sentinelOf(v.text, src))),
  )
    ? "the password is what its operator supplies (a prompt, an argument, the environment)"
    : null;
}

/**
 * A literal password that is only the placeholder a prompt loop starts from: the expanded view writes `p1='1'` into
 * `echo root:"$p1"` when the loop also `read`s p1 (grml-debootstrap's confirm loop). The literal counts only if some
 * variable set to it also takes its operator's input; a variable set to a literal alone is the author's password.
 */
function sentinelOf(literal: string, src: string): boolean {
  if (literal === "" || /[$`]/.test(literal) || literal.length > 64) return false;
  const escapedLiteral = literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names = [...src.matchAll(new RegExp(`(?:^|[\\s;&|(])(\\w+)=(["']?)${escapedLiteral}\\2(?=[\\s;&|)]|$)`, "gm"))];
  return names.some((m) => operatorSupplied(m[1] as string, src));
}

/** The password half of a `user:password` line: a variable's name, a generating substitution, or a literal. */
interface Secret {
  kind: "variable" | "unwritten" | "literal";
  text: string;
}

/** What `echo …` or `printf …` prints into this command through the pipe on the same line, or null. */
function echoedBefore(s: Stage, src: string): string | null {
  if (s.cmd.stage === 0) return null;
  const line = src.slice(src.lastIndexOf("\n", s.cmd.start - 1) + 1, s.cmd.start);
  const m = /(?:^|[;&|({]|\bthen|\bdo)\s*(echo|printf)\s+((?:-[a-zA-Z]+\s+)*)([^|;&]*?)\s*\|?\s*$/.exec(line);
  if (!m) return null;
  const words = (m[3] as string).match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  if (m[1] === "printf") {
    const format = unquote(words[0] ?? "");
    if (!/^%s:%s(?:\\n)?$/.test(format) || words.length !== 3) return null;
    return `${unquote(words[1] as string)}:${unquote(words[2] as string)}`;
  }
  return words.length === 1 ? unquote(words[0] as string) : null;
}

/**
 * The variable the password half of `user:password` (or a whole-line `$pair`) is made of, or the substitution that
 * generates it (`$(pwgen 20 1)`); null for anything else.
 */
function passwordPart(line: string): Secret | null {
  const text = line.trim();
  const whole = soleVariable(text);
  if (whole !== null) return { kind: "variable", text: whole };
  if (unwrittenValue(text)) return { kind: "unwritten", text };
  // the first colon outside `${…}` (`${1:?user}:$pw`)
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith("${", i)) depth++;
    else if (text[i] === "}" && depth > 0) depth--;
    else if (text[i] === ":" && depth === 0) {
      const rest = text.slice(i + 1);
      const variable = soleVariable(rest);
      if (variable !== null) return { kind: "variable", text: variable };
      if (unwrittenValue(rest)) return { kind: "unwritten", text: rest };
      const literal = unquote(rest.trim());
      return /^[^\s$`"']+$/.test(literal) ? { kind: "literal", text: literal } : null;
    }
  }
  return null;
}

/** Every history file this command empties sits in a home inside a build tree (an image, a chroot, an overlay). */
function treeHistory(s: Stage, src: string): string | null {
  const words = [...s.argv.slice(1).map((w) => w.text), ...s.cmd.redirects.map((r) => r.target.text)].map(unquote);
  const logs = words.filter((w) => HISTORY_FILE.test(w) || /^\/var\/(?:log|run)\/|^\/run\/utmp/.test(w));
  if (logs.length === 0 || !logs.every((w) => HISTORY_FILE.test(w) && inBuildTree(w.replace(/\/[^/]+$/, ""), src)))
    return null;
  return "a history file inside a build tree, not the user's own";
}

/** A home folder nested in a tree other than the running system's: `TREE/root`, `TREE/home/NAME`, or a variable of them. */
function inBuildTree(dir: string, src: string, depth = 0): boolean {
  const nested = /^(.+?)\/(?:root|home\/[^/]+)$/.exec(dir);
  if (nested) return safeTreeRoot(nested[1] as string, src);
  const variable = soleVariable(dir);
  if (variable === null || depth > 1) return false;
  const values = [...assignedValues(variable, src), ...forListValues(variable, src)];
  return values.length > 0 && values.every((v) => inBuildTree(v, src, depth + 1));
}

/** A tree's root that is neither the system's (`/`, empty) nor a home, /proc's view of another root, or unknown text. */
function safeTreeRoot(root: string, src: string): boolean {
  if (/^(?:~|\$\{?HOME\b|\/proc\/|\/home$|\/root$|\.$|\/$)/.test(root)) return false;
  const variable = /^\$\{?(\w+)\}?$/.exec(root)?.[1];
  if (variable === undefined) return /^[\w./${}@+-]+$/.test(root);
  if (/^(?:HOME|PWD|OLDPWD|USER)$/.test(variable)) return false;
  return assignedValues(variable, src).every((v) => v !== "/" && safeTreeRoot(v.replace(/\/+$/, "") || "/", src));
}

/** `: > /var/run/utmp` with `chgrp utmp` of the same file in the script: a fresh login record at boot, as init does. */
function utmpReset(s: Stage, src: string): string | null {
  const targets = s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">|").map((r) => unquote(r.target.text));
  if (targets.length === 0 || s.argv.length > 1) return null;
  const regrouped = [...src.matchAll(/\bchgrp\s+utmp\s+(["']?)([^\s"';&|]+)\1/g)].map((m) => m[2] as string);
  const isUtmp = (t: string): boolean =>
    t === "/var/run/utmp" ||
    t === "/run/utmp" ||
    (soleVariable(t) !== null &&
      assignedValues(soleVariable(t) as string, src).every((v) => /^\/(?:var\/)?run\/utmp$/.test(v)));
  return targets.every(
    (t) => isUtmp(t) && regrouped.some((g) => g === t || (isUtmp(g) && soleVariable(g) === soleVariable(t))),
  )
    ? "utmp emptied and given back its group: a fresh login record at boot"
    : null;
}

/** `cat K.pub >> DIR/authorized_keys` where `ssh-keygen -f K` made K in this script, in that same DIR. */
function ownGeneratedKey(s: Stage, src: string): string | null {
  if (s.name !== "cat") return null;
  const keys = s.argv.slice(1).map((w) => unquote(w.text));
  const into = s.cmd.redirects.filter((r) => r.op === ">>" || r.op === ">").map((r) => unquote(r.target.text));
  if (keys.length === 0 || into.length !== 1 || !keys.every((k) => k.endsWith(".pub"))) return null;
  const dir = (into[0] as string).replace(/\/?[^/]*$/, "");
  const lines = src.split("\n");
  for (const pub of keys) {
    const key = pub.slice(0, -4);
    if (key.replace(/\/?[^/]*$/, "") !== dir || dir === "") return null;
    const made = lines.some((l) => /\bssh-keygen\b/.test(l) && generatedAt(l, key));
    // neither half fetched, copied in, written or sent anywhere else in the script
    const touched = lines.some(
      (l) =>
        l.includes(key) &&
        !/\bssh-keygen\b/.test(l) &&
        (SENDERS.test(l) || [">", "> ", '>"', '> "'].some((r) => l.includes(`${r}${key}`))),
    );
    if (!made || touched) return null;
  }
  return "a key pair this script made, authorized for its own account";
}

/** `ssh-keygen … -f KEY` (KEY bare or quoted, then a space, a quote or the end) on this line. */
function generatedAt(line: string, key: string): boolean {
  return ["", '"', "'"].some((q) => {
    const at = line.indexOf(`-f ${q}${key}${q}`);
    return at >= 0 && /^(?:\s|$)/.test(line.slice(at + key.length + 3 + 2 * q.length));
  });
}

/**
 * `deno install -n NAME URL`, `deno compile -o FILE URL`: the tool becomes a command and nothing runs now, as with
 * `pipx install git+URL`; not when its npm install scripts are allowed or the script runs it (by any name the URL
 * gives it) after installing.
 */
function installedNotRun(s: Stage, src: string): string | null {
  const args = s.argv.map((w) => w.text);
  if (s.name !== "deno" || !/^(?:install|compile)$/.test(args[1] ?? "")) return null;
  if (args.some((a) => /^--allow-scripts\b/.test(a))) return null;
  const url = args.find((a) => /^https?:\/\//i.test(a));
  if (url === undefined) return null;
  const named = args.flatMap((a, i) => (/^(?:-n|--name|-o|--output)$/.test(args[i - 1] ?? "") ? [a] : []));
  const names = [
    ...named,
    ...url
      .replace(/[?#].*$/, "")
      .split("/")
      .slice(3),
  ]
    .map((n) => n.replace(/^.*\//, "").replace(/@.*$|\.[jt]sx?$/g, ""))
    .filter((n) => /^[\w.-]{2,}$/.test(n));
  const after = src.slice(s.cmd.end);
  if (names.some((n) => new RegExp(`(?:^|[\\s;&|(/])${n.replace(/[.]/g, "\\.")}(?:\\s|$|;|&|\\|)`, "m").test(after)))
    return null;
  return `${args[1]}: the tool becomes a command and nothing runs now`;
}

/** `ln -s /dev/null /etc/systemd/system/UNIT`: a package masking its own unit; an audit or log service masked is not. */
function maskedUnit(s: Stage, src: string): string | null {
  const args = s.argv.slice(1).map((w) => unquote(w.text));
  const operands = args.filter((a) => !a.startsWith("-"));
  if (s.name !== "ln" || !args.some((a) => /^-[a-zA-Z]*s/.test(a)) || operands.length !== 2) return null;
  if (operands[0] !== "/dev/null" || !/systemd\/(?:system|user)\//.test(operands[1] as string)) return null;
  const unit = (operands[1] as string).replace(/^.*\//, "");
  // (a unit named by a variable is judged by every literal the script gives it; one it computes is a package's own)
  const variable = soleVariable(unit);
  const names = variable === null ? [unit] : assignedValues(variable, src).map((v) => v.replace(/^.*\//, ""));
  return names.some((n) => WATCHERS.test(n)) ? null : MASKED;
}

/** A download named `.pth` into a models or checkpoints folder: PyTorch weights, not a site-packages start-up hook. */
function modelWeights(s: Stage, src: string): string | null {
  const dl = downloadOf(s);
  if (!dl || !/\.pth$/i.test(unquote(dl.out)) || PYTHON_SITE.test(dl.out) || PYTHON_SITE.test(src)) return null;
  if (/\$\(|`/.test(dl.out)) return null;
  return "model weights named .pth outside Python's site folders";
}
