// One command that persists: cron tables, rc files, hooks, authorized_keys, agent files, sudoers, preload, downloads kept.

import { deleteOnlySed } from "./sed-delete-only.ts";
import { scopedSudoRules } from "./bash-sudo-scope.ts";
import { agentFileHit, DOWNLOADED, isAgentFile } from "./agent-file.ts";
import { AUTH_KEYS, hit } from "./bash-facts.ts";
import { keylessKeyTarget } from "./bash-keyless-keys.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import { agentContent, patchAdds, writtenContent } from "./bash-written.ts";
import { GRANT_WEIGHT, GRANT_WHY, privilegeFileGrant } from "./bash-privilege-content.ts";
import { downloadOf } from "./shell-download.ts";
import { redirectCopy } from "./shell-flow-agent.ts";
import type { Word } from "./shell-parse.ts";
import { ownTableEdited, projectTable, shownTable } from "./bash-cron.ts";
import { groupShownJobs, ownTableFiltered, ownTablePiped } from "./bash-cron-filtered.ts";
import { throwawayGrantee } from "./bash-provision.ts";
import { HOOK_FILE, RC_FILE, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** a payload written to run later (rc file, hook, cron entry) that fetches, decodes or opens a shell to the network */
const CARRIES_NETWORK =
  /\b(?:curl|wget|nc|ncat|bash -i|base64|\/dev\/tcp|python3? -c)\b|https?:\/\/|\beval\s{1,3}["']?\$\(\s{0,3}(?:curl|wget|echo|printf|base64)/;
/** more a cron entry may do: other socket tools, interpreter one-liners, raw IP addresses, ftp */
const CRON_REMOTE =
  /\b(?:socat|\/dev\/udp|socket|(?:python[\d.]*|perl|ruby|php|node|lua[\d.]*|crystal|awk)\s+(?:-[ecr]|eval)|(?:\d{1,3}\.){3}\d{1,3})\b|ftp:\/\//;

/** A user's own login items: started at each login without root, where an agent has no reason to put one. */
const USER_AUTOSTART = /(?:^|\/)library\/launchagents\/|\.config\/systemd\/user\/|\.config\/autostart\//i;
/** The same command loads or enables what it installed. */
const ACTIVATES =
  /\blaunchctl\s+(?:load|bootstrap|enable|kickstart)\b|\bsystemctl\s+(?:--user\s+(?:--now\s+)?(?:enable|start|restart)|(?:enable|start|restart)\s+(?:--now\s+)?--user)\b/;
/** A project's own packaging folders (packaging/macos/…, contrib/systemd/…): where shipped units live. */
const PACKAGING = /(?:^|\/)(?:packaging|contrib|dist|deploy|init|launchd|systemd|macos|support|resources)\//i;

/** `export HTTPS_PROXY=http://proxy:3128`, `REGISTRY_URL="https://…"`: an address kept in a variable is a setting, not a fetch. */
function settingsOff(text: string): string {
  return text.replace(
    /\b(?:export\s{1,3})?[a-z_][a-z0-9_]{0,40}=["']?(?:https?|socks5h?):\/\/[^\s"';|&]{1,300}["']?/gi,
    "setting",
  );
}

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
  // persistence
  if (name === "crontab") {
    const args = argv.slice(1).map((w) => w.text);
    if (!args.some((a) => a === "-l" || a === "-e" || a === "-r" || a === "-i") && (args.length > 0 || cmd.stage > 0)) {
      // a table read from a file cannot be seen; one fed on stdin can: a nightly local script is ordinary admin work,
      // an entry that fetches, decodes, starts at boot or runs from a temp or hidden path is how implants stay
      const user = args.includes("-u") ? args[args.indexOf("-u") + 1] : undefined;
      const fromStdin = args.every((a) => a === "-" || a.startsWith("-") || a === user);
      const table = `${piped ?? ""}\n${payload}`.toLowerCase();
      // a cron entry is judged more widely: one that opens a socket or runs a one-liner is an implant either way (a job
      // at boot is judged by what it runs, like any other: `@reboot /usr/local/bin/backup` is admin work)
      const tableNetwork = CARRIES_NETWORK.test(table) || CRON_REMOTE.test(table);
      const hidden =
        /(?:^|[\s'"=:;|&])(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|\/\.[^\s/'"]|\|\s*(?:ba|z|da)?sh\b|\b(?:nohup|setsid|mkfifo|xxd|openssl)\b/;
      // a table piped in from something the analysis cannot read (piped === null) stays as suspicious as a file
      const seen = cmd.stage === 0 || piped !== null;
      const file = args.find((a) => !a.startsWith("-") && a !== user);
      // the project's own table (`crontab deploy/cron.txt`) or the user's own table filtered (`crontab -l | grep -v x |`)
      const ownJobs =
        (!fromStdin && file !== undefined && projectTable(file, src.slice(0, cmd.start))) ||
        (fromStdin && !seen && ownTableEdited(src.slice(0, cmd.start)));
      // a table file this script wrote, every line shown (its own jobs read back plus echoed ones), is judged by them
      // (and the pipe form, `(crontab -l; echo JOB) | crontab -`, by the jobs it echoes: bash-cron-filtered.ts)
      const shown =
        !fromStdin && file !== undefined
          ? shownTable(file, src.slice(0, cmd.start))
          : fromStdin && !seen
            ? groupShownJobs(src.slice(0, cmd.start))
            : null;
      const shownBad =
        shown !== null &&
        (CARRIES_NETWORK.test(shown.toLowerCase()) ||
          CRON_REMOTE.test(shown.toLowerCase()) ||
          hidden.test(shown.toLowerCase()));
      // the user's own table read back into a file and only filtered (bash-cron-filtered.ts): no job is new, and the
      // table file's temp path is no job's path
      const filtered =
        !tableNetwork &&
        (fromStdin
          ? !seen && ownTablePiped(src.slice(0, cmd.start))
          : file !== undefined && ownTableFiltered(file, src.slice(0, cmd.start)));
      const score = filtered
        ? 0.45
        : tableNetwork || hidden.test(table) || shownBad
          ? 0.92
          : ownJobs || shown !== null
            ? 0.45
            : !fromStdin || !seen
              ? 0.88
              : 0.45;
      hits.push(hit("bash.persist-crontab", "bash_persistence", score, cmd.start, cmd.end));
    }
  }
  const targets: Word[] = [];
  for (const r of cmd.redirects) if (r.op.startsWith(">") || r.op === "&>" || r.op === "&>>") targets.push(r.target);
  if (name === "dd") {
    // dd names its output `of=FILE`; `if=`, `bs=`, `status=` … are not files it writes
    for (const w of argv.slice(1))
      if (w.text.startsWith("of=")) targets.push({ text: w.text.slice(3), start: w.start, end: w.end });
  } else if (name === "tee") {
    for (const w of argv.slice(1)) if (!w.text.startsWith("-")) targets.push(w);
  } else if (name === "cp" || name === "mv" || name === "install" || name === "ln") {
    // the last argument is written (or the folder after -t); the others are read
    const t = argv.findIndex((w) => w.text === "-t" || w.text === "--target-directory");
    const last = t > 0 ? argv[t + 1] : argv[argv.length - 1];
    if (last && argv.length > 2 && !last.text.startsWith("-")) targets.push(last);
  }
  // ex/vi/vim scripted edits (`ex -sc '$a|…' -cx FILE`, `vim +'…' FILE`): the files are the non-option arguments
  if (/^(?:ex|vi|vim|nvim)$/.test(name) && argv.some((w) => /^(?:-[a-z]*c|\+)/.test(w.text))) {
    for (let i = 1; i < argv.length; i++) {
      const w = argv[i] as Word;
      if (/^-[a-z]*c$/.test(w.text)) i++;
      else if (!w.text.startsWith("-") && !w.text.startsWith("+")) targets.push(w);
    }
  }
  // in place: -i, a cluster that holds it (perl -0pi, sed -Ei) or --in-place
  // ed and ex fed their script on stdin (`printf '%s\n' 0a TEXT . w q | ed -s FILE`, `ex -s FILE <<EOF`): the files
  if (/^(?:ed|red|ex)$/.test(name) && (cmd.stdin.length > 0 || cmd.stage > 0))
    for (const w of argv.slice(1)) if (!w.text.startsWith("-") && !w.text.startsWith("+")) targets.push(w);
  // (a sed script that only deletes lines of authorized_keys, `sed -i '/old@host/d' ~/.ssh/authorized_keys`, revokes
  // keys: it adds none; deleting lines elsewhere, sudoers' or a hook's, can still loosen them)
  if (
    (name === "sed" || name === "perl") &&
    argv.some((w) => /^-(?:[a-z0-9]*i|-in-place)/.test(w.text)) &&
    !(
      name === "sed" &&
      AUTH_KEYS.test((argv[argv.length - 1]?.text ?? "").replace(/^["']|["']$/g, "")) &&
      deleteOnlySed(argv.map((w) => w.text))
    )
  )
    targets.push(argv[argv.length - 1]);
  // a tracked hook copied from the repository into .git/hooks is how projects share hooks; a copy from a temp or
  // hidden path, or anything that carries a download, is not
  // a hidden folder or file other than the ones projects keep hooks in (.githooks, .husky, .github)
  const HIDDEN_PART = /(?:^|\/)\.(?!(?:git|githooks|husky|github)(?:\/|$))[^./]/;
  const sources = argv.slice(1, -1).filter((w) => !w.text.startsWith("-") && !/^\d+$/.test(w.text));
  const copiedFromRepo =
    (name === "cp" || name === "install" || name === "ln") &&
    sources.every(
      (w) =>
        /^(?:\.\/)?(?:\.\.\/)*[\w.-][\w./-]*$/.test(w.text) &&
        !HIDDEN_PART.test(w.text) &&
        (name === "ln" || !w.text.includes("..")) &&
        // the project's hooks folder (hooks/, scripts/hooks/, .githooks/, .husky/) or a file named after a git hook
        /(?:^|\/)(?:\.?git)?hooks?\/|(?:^|\/)\.husky\/|(?:^|\/)(?:pre|post|prepare|commit|applypatch|update|push)-[a-z-]+$/.test(
          w.text,
        ),
    );
  const copiedFromDrop =
    (name === "cp" || name === "install" || name === "ln" || name === "mv") &&
    sources.some((w) => /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\//.test(w.text) || HIDDEN_PART.test(w.text));
  const copiedFromTemp =
    (name === "cp" || name === "install" || name === "ln" || name === "mv") &&
    sources.some((w) => /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\//.test(w.text));
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
          carriesNetwork ? 0.92 : copiedFromTemp ? 0.86 : activated ? 0.84 : 0.35,
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
      hits.push(agentFileHit(p, agentContent(s, t, piped, own, src), cmd.start, cmd.end, name));
    } else if (/^\/etc\/(?:sudoers(?:\.d\/.*)?|passwd|shadow|group)$/.test(p)) {
      // dpkg's conffile dance (mv /etc/sudoers.pre-conffile /etc/sudoers): a root-owned copy of the same file put back
      // (`cat /etc/passwd.org > /etc/passwd` in base-passwd's postinst is the same restore through a redirect)
      const from =
        name === "cat"
          ? argv.slice(1).filter((w) => !w.text.startsWith("-"))
          : name === "mv" || name === "cp"
            ? sources
            : [];
      const restored =
        from.length === 1 && from[0].text.replace(/^["']|["']$/g, "").startsWith(`${p}.`) && t !== from[0];
      // (a sudoers drop-in for a throwaway test user the script creates: see throwawayGrantee)
      // (or one whose every rule is scoped to named commands that do not escape: see scopedSudoRules)
      const throwaway = /^\/etc\/sudoers\.d\//.test(p) && (throwawayGrantee(src) !== null || scopedSudoRules(src));
      // the text the command shows is read for what it grants: sudo settings that log, a rule for named commands, a
      // service account stay below warn; a second root, an unscoped rule, a member of sudo or wheel still block
      const shown = restored || throwaway ? null : writtenContent(s, t, piped, own);
      const grant = shown === null ? null : privilegeFileGrant(p, shown);
      const why = restored ? `${name} restores ${p} from its own backup beside it` : `${name} writes ${p}`;
      hits.push(
        hit(
          "bash.privilege-file",
          "bash_persistence",
          restored ? 0.2 : throwaway ? 0.45 : grant === null ? 0.93 : GRANT_WEIGHT[grant],
          cmd.start,
          cmd.end,
          grant === null ? why : `${why}: ${GRANT_WHY[grant]}`,
        ),
      );
    }
  }
  // a patch fed on stdin (git apply <<EOF, patch -p1 <<EOF): the lines it adds to each agent file it touches
  if ((name === "patch" || (name === "git" && argv[1]?.text === "apply")) && cmd.stdin.length > 0)
    for (const [path, added] of patchAdds(cmd.stdin.map((w) => w.text).join("\n")))
      if (isAgentFile(path)) hits.push(agentFileHit(path, added, cmd.start, cmd.end, `${name} patch`));
  // a download saved into an agent file, a shell rc file or a hook: text from the network that runs or instructs later
  const dl = downloadOf(s);
  if (dl && isAgentFile(dl.out)) hits.push(agentFileHit(dl.out, DOWNLOADED, cmd.start, cmd.end, name));
  else if (dl && (RC_FILE.test(dl.out) || HOOK_FILE.test(dl.out) || AUTH_KEYS.test(dl.out)))
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
