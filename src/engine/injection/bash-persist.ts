// One command that persists: cron tables, rc files, hooks, authorized_keys, agent files, sudoers, preload, downloads kept.

import { namedAsHookEntry } from "./hook-entry44.ts";
import { catCopy } from "./agent-copy-sources.ts";
import { agentFileHit, DOWNLOADED, DROPPED, isAgentFile } from "./agent-file.ts";
import { AUTH_KEYS, hit } from "./bash-facts.ts";
import { keylessKeyTarget } from "./bash-keyless-keys.ts";
import { settingsOnlyStartup } from "./bash-own-objects42.ts";
import { crontabHit } from "./bash-persist-cron.ts";
import { CARRIES_NETWORK, CRON_REMOTE, settingsOff } from "./bash-persist-net.ts";
import { PRIVILEGE_FILE, privilegeFileHit } from "./bash-persist-privilege.ts";
import { copySources, writtenTargets } from "./bash-persist-targets.ts";
import { agentContent, patchAdds } from "./bash-written.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import { downloadOf } from "./shell-download.ts";
import { redirectCopy } from "./shell-flow-agent.ts";
import type { Word } from "./shell-parse.ts";
import { HOOK_FILE, RC_FILE, type Stage } from "./shell-words.ts";
import { inHookDir } from "./git-hook-dirs43.ts";
import type { Hit } from "./types.ts";

/** A user's own login items: started at each login without root, where an agent has no reason to put one. */
const USER_AUTOSTART = /(?:^|\/)library\/launchagents\/|\.config\/systemd\/user\/|\.config\/autostart\//i;
/** The same command loads or enables what it installed. */
const ACTIVATES =
  /\blaunchctl\s+(?:load|bootstrap|enable|kickstart)\b|\bsystemctl\s+(?:--user\s+(?:--now\s+)?(?:enable|start|restart)|(?:enable|start|restart)\s+(?:--now\s+)?--user)\b/;
/** A project's own packaging folders (packaging/macos/…, contrib/systemd/…): where shipped units live. */
const PACKAGING = /(?:^|\/)(?:packaging|contrib|dist|deploy|init|launchd|systemd|macos|support|resources)\//i;

/** Hits for one command that leaves something to run later; returns the files it writes and whether it carries network. */
export function persistHits(
  s: Stage,
  hits: Hit[],
  piped: string | null,
  own: () => string | null,
  src = "",
): { targets: Word[]; carriesNetwork: boolean } {
  const { cmd, name, argv, text } = s;
  // (a unit's Documentation= link and comment lines are read by people, not run: they carry no network)
  const runnable = cmd.stdin
    .map((w) => w.text.replace(/^[ \t]*(?:documentation\s*=|#(?!!)|;)[^\n]*$/gim, ""))
    .join("\n");
  // (a target's own substitution, `> "$(python3 -c 'import site; …')/x.pth"`, finds where to write, not what)
  let written = text;
  for (const r of cmd.redirects) if (r.target.text.includes("$(")) written = written.replace(r.target.text, "");
  const payload = `${runnable} ${written}`.toLowerCase();
  // `echo '…curl…' | sudo tee /etc/profile.d/x.sh`: what tee writes is the text piped into it
  const carriesNetwork =
    CARRIES_NETWORK.test(settingsOff(payload)) ||
    (name === "tee" && piped !== null && CARRIES_NETWORK.test(settingsOff(piped.toLowerCase())));
  if (name === "crontab") {
    const h = crontabHit(s, payload, piped, src);
    if (h !== null) hits.push(h);
  }
  const targets = writtenTargets(s);
  const { sources, fromRepo: copiedFromRepo, fromDrop: copiedFromDrop, fromTemp: copiedFromTemp } = copySources(s);
  for (const t of targets) {
    const p = t.text.replace(/^["']|["']$/g, "");
    if (AUTH_KEYS.test(p)) {
      // (round 32, realfp32: a variable only named after the file, or the file's own backup moved back, adds no key,
      // and stays as evidence below warn)
      const keyless = keylessKeyTarget(s, t.text, src, AUTH_KEYS);
      const h = hit("bash.persist-authorized-keys", "bash_persistence", keyless === null ? 0.95 : 0.45, t.start, t.end);
      hits.push(keyless === null ? h : { ...h, detail: keyless });
    } else if (HOOK_FILE.test(p))
      hits.push(
        hit(
          "bash.persist-git-hook",
          "bash_persistence",
          carriesNetwork
            ? 0.95
            : copiedFromDrop
              ? 0.85
              : (copiedFromRepo && t !== argv[1]) || visibleLocal(s, t, piped)
                ? 0.4
                : 0.7,
          cmd.start,
          cmd.end,
        ),
      );
    else if (RC_FILE.test(p)) {
      // a login file, cron table or launchd/systemd unit replaced by a file dropped in a temp folder: its text is
      // unseen and was staged for this (a unit from the project's own packaging folder stays ordinary); a user's
      // login item copied in from anywhere else and started in the same command is an implant put in place
      const activated =
        USER_AUTOSTART.test(p) &&
        /^(?:cp|mv|install|ln)$/.test(name) &&
        sources.length > 0 &&
        !sources.every((w) => PACKAGING.test(w.text)) &&
        ACTIVATES.test(src);
      hits.push(
        hit(
          "bash.persist-rc-file",
          "bash_persistence",
          carriesNetwork
            ? 0.92
            : copiedFromTemp
              ? 0.86
              : activated
                ? 0.84
                : settingsOnlyStartup(
                      s,
                      p,
                      cmd.redirects.some((r) => r.target === t && r.op === ">>"),
                    )
                  ? 0.15
                  : 0.35,
          cmd.start,
          cmd.end,
          copiedFromTemp
            ? `${name} fills ${p} from a temp file the command does not show`
            : activated
              ? `${name} puts a login item the command does not show into ${p} and starts it`
              : undefined,
        ),
      );
    } else if (isAgentFile(p)) {
      // filled from another file: the flow (shell-flow-agent.ts) judges it by what the script put there or where it was
      if (
        ((/^(?:cp|mv|install|ln)$/.test(name) || (name === "dd" && argv.some((w) => w.text.startsWith("if=")))) &&
          cmd.stdin.length === 0 &&
          !cmd.redirects.some((r) => r.target === t)) ||
        redirectCopy(s) !== null
      )
        continue;
      // (`cat .cursorrules > .cursor/rules/x.mdc` copies the project's own text, `cat /tmp/x >> AGENTS.md` a drop)
      const seen = agentContent(s, t, piped, own, src);
      const copied = seen === null ? catCopy(s, src) : null;
      if (copied === "project") continue;
      hits.push(agentFileHit(p, copied === "drop" ? DROPPED : seen, cmd.start, cmd.end, name));
    } else if (PRIVILEGE_FILE.test(p)) hits.push(privilegeFileHit(s, p, t, sources, piped, own, src));
  }
  // a patch fed on stdin (git apply <<EOF, patch -p1 <<EOF): the lines it adds to each agent file it touches
  if ((name === "patch" || (name === "git" && argv[1]?.text === "apply")) && cmd.stdin.length > 0)
    for (const [path, added] of patchAdds(cmd.stdin.map((w) => w.text).join("\n")))
      if (isAgentFile(path)) hits.push(agentFileHit(path, added, cmd.start, cmd.end, `${name} patch`));
  // a download saved into an agent file, a shell rc file or a hook: text from the network that runs or instructs later
  const dl = downloadOf(s);
  if (dl && isAgentFile(dl.out)) hits.push(agentFileHit(dl.out, DOWNLOADED, cmd.start, cmd.end, name));
  // (a hooks folder the script names, `core.hooksPath .cache/.h` or `init.templateDir`'s hooks/, is a hook folder too)
  else if (
    dl &&
    (RC_FILE.test(dl.out) ||
      HOOK_FILE.test(dl.out) ||
      AUTH_KEYS.test(dl.out) ||
      inHookDir(dl.out, src) ||
      namedAsHookEntry(dl.out, src))
  )
    hits.push(hit("bash.persist-download", "bash_persistence", 0.92, cmd.start, cmd.end, `${dl.url} → ${dl.out}`));
  if (targets.some((t) => /^\/etc\/ld\.so\.preload$/.test(t.text.replace(/^["']|["']$/g, ""))))
    hits.push(
      hit(
        "bash.persist-preload",
        "bash_persistence",
        0.9,
        cmd.start,
        cmd.end,
        `${name} writes /etc/ld.so.preload (a library loaded into every program)`,
      ),
    );
  return { targets, carriesNetwork };
}

/**
 * A hook whose whole text the command shows (echo/printf/heredoc) and that carries no network: the flow reads what it
 * runs (rcWriteHits) and blocks a dangerous one; a visible local hook (`npm run lint`) is ordinary.
 */
function visibleLocal(s: Stage, t: Word, piped: string | null): boolean {
  const redirect = s.cmd.redirects.some((r) => r.target === t);
  const text =
    redirect && s.name === "echo"
      ? echoOutput(s.argv.slice(1).map((w) => w.text))
      : redirect && s.name === "printf"
        ? printfOutput(s.argv.slice(1).map((w) => w.text))
        : s.cmd.stdin.length > 0
          ? s.cmd.stdin.map((w) => w.text).join("\n")
          : s.name === "tee"
            ? piped
            : null;
  return (
    text !== null && text.trim() !== "" && !CRON_REMOTE.test(text) && !/\$\(|`|\beval\b|\/tmp\/|\/dev\/shm/.test(text)
  );
}
