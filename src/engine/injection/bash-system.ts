// Commands that change the system's own files: passwordless sudo, authorized_keys, shells in place of binaries, hooks.

import { CODE_RUNNERS, NOPASSWD, PUBKEY, SHELLS, hit } from "./bash-facts.ts";
import { throwawayGrantee } from "./bash-provision.ts";
import { ownHooksFolder } from "./bash-own-objects42.ts";
import { capturedHashStaysLocal } from "./bash-shadow-local.ts";
import { scopedSudoRules } from "./bash-sudo-scope.ts";
import type { Word } from "./shell-parse.ts";
import { scriptHas, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A passwordless sudo rule written (sudoers named in the script, or NOPASSWD written to any file). */
export function sudoersHits(s: Stage, src: string, hits: Hit[], targets: Word[]): void {
  const { cmd, name, text } = s;
  const writesRule =
    (/\/etc\/sudoers/.test(text) &&
      scriptHas(src, NOPASSWD) &&
      !/^(?:grep|egrep|rg|cat|less|head|tail|visudo|diff|ls|stat)$/.test(name)) ||
    (/\bNOPASSWD\s{0,3}:/.test(text) && targets.length > 0);
  if (!writesRule) return;
  // a throwaway local test user granted sudo gives nobody outside a way in: evidence, not a warning
  const grantee = throwawayGrantee(src);
  // a rule scoped to named commands (restart one service, run one dump) grants those commands, not root: evidence only
  const scoped = !grantee && scopedSudoRules(src);
  const weight = grantee || scoped ? 0.45 : 0.93;
  const why = grantee
    ? ` to ${grantee}, a local account the script creates with no password, key or network`
    : scoped
      ? ", scoped to named commands that do not escape to a shell"
      : "";
  const detail = /\/etc\/sudoers/.test(text)
    ? `${name} writes a passwordless sudo rule${why}`
    : `passwordless sudo rule written${why}`;
  hits.push(hit("bash.privilege-sudoers", "bash_persistence", weight, cmd.start, cmd.end, detail));
}

/** Keys added to authorized_keys, system binaries replaced by a shell, setuid shells, shadow read, hooks paths, units. */
export function systemFileHits(s: Stage, src: string, hits: Hit[], firstHit: number, carriesNetwork: boolean): void {
  const { cmd, name, argv, text } = s;
  if (
    /authorized_keys/.test(text) &&
    scriptHas(src, PUBKEY) &&
    !/^(?:grep|rg|cat|less|head|tail|ssh-keygen|diff)$/.test(name) &&
    !hits.slice(firstHit).some((h) => h.rule === "bash.persist-authorized-keys")
  ) {
    hits.push(
      hit(
        "bash.persist-authorized-keys",
        "bash_persistence",
        0.93,
        cmd.start,
        cmd.end,
        `${name} adds a key to authorized_keys`,
      ),
    );
  }
  // files owned by the system replaced with a shell (ln -fs /bin/sh /bin/ln, mount -o bind /bin/sh …)
  if (
    (name === "ln" || name === "mount" || name === "cp" || name === "mv" || name === "install") &&
    /(?:^|\s)\/(?:usr\/)?(?:s?bin)\/(?:ba|da|z)?sh(?:\s|$)/.test(text) &&
    argv.slice(1).some((w) => /^\/(?:usr\/)?s?bin\/(?!(?:ba|da|z)?sh$)/.test(w.text))
  ) {
    hits.push(
      hit("bash.privilege-binary", "bash_persistence", 0.86, cmd.start, cmd.end, "a system binary replaced by a shell"),
    );
  }
  if (
    SHELLS.has(name) &&
    !CODE_RUNNERS.has(name) &&
    argv.slice(1).some((w) => /^-[a-z]*p[a-z]*$/.test(w.text)) &&
    name !== "busybox"
  ) {
    hits.push(
      hit(
        "bash.privilege-shell",
        "bash_persistence",
        0.85,
        cmd.start,
        cmd.end,
        `${name} -p keeps the effective user id (setuid shell)`,
      ),
    );
  }
  if (
    (name === "getent" && /^g?shadow$/.test(argv[1]?.text ?? "")) ||
    (/\/etc\/g?shadow\b/.test(text) &&
      /^(?:cat|head|tail|less|more|cp|base64|xxd|strings|tar|zip|openssl|grep|awk|sed|dd)$/.test(name))
  ) {
    // captured in a substitution (passwd=$(getent shadow root | cut -d: -f2), sudo's prerm checking the root account
    // is locked) in a script that talks to no network: the script tests the hash, it does not show or send it
    // (or, in a script that does reach the network, no network line gets the variable or what it flows into)
    const captured =
      cmd.depth > 0 &&
      (!/\b(?:curl|wget|nc|ncat|socat|ssh|scp|rsync|ftp|telnet)\b|\/dev\/(?:tcp|udp)\//.test(src) ||
        capturedHashStaysLocal(src, cmd.start, cmd.end));
    hits.push(
      hit(
        "bash.read-shadow",
        "bash_exfil",
        captured ? 0.1 : 0.82,
        cmd.start,
        cmd.end,
        captured ? "reads a password hash into a variable the script tests" : "reads the password hashes",
      ),
    );
  }
  if (name === "git" && argv[1]?.text === "config" && /core\.hookspath/i.test(text)) {
    const dir = argv[argv.length - 1].text;
    hits.push(
      hit(
        "bash.persist-hookspath",
        "bash_persistence",
        // (a folder of the repository, even set --global, is each repository's own hooks; an absolute, home or temp
        // folder is code the commit runs from outside the repository)
        /^(?:\/|~|\$)/.test(dir) ? (ownHooksFolder(src, dir) ? 0.3 : 0.85) : 0.45,
        cmd.start,
        cmd.end,
        `git hooks taken from ${dir}`,
      ),
    );
  }
  if (name === "systemctl" && /--user/.test(text) && /\benable\b/.test(text) && carriesNetwork)
    hits.push(hit("bash.persist-systemd", "bash_persistence", 0.7, cmd.start, cmd.end));
  // a polkit rule that says yes to every action of every user: root without a password for anyone logged in (a rule
  // that checks the action or the subject's group first is how admins delegate one thing)
  if (/polkit-1\/(?:rules\.d|localauthority)/.test(text)) {
    const rule = `${text}\n${cmd.stdin.map((w) => w.text).join("\n")}`;
    if (
      /Result\.YES|ResultAny=yes/i.test(rule) &&
      !/\bif\s*\(|\bAction=|\bIdentity=unix-(?:user|group):(?!\*)/.test(rule)
    )
      hits.push(
        hit(
          "bash.privilege-polkit",
          "bash_persistence",
          0.9,
          cmd.start,
          cmd.end,
          "polkit allows every action to anyone",
        ),
      );
  }
}
