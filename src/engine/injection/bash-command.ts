// One command at a time: downloads run, reverse shells, persistence, privilege changes, agent-file writes, supply chain.

import { agentDirective, agentFileHit, DOWNLOADED, isAgentFile } from "./agent-file.ts";
import { exposureHits } from "./bash-exposure.ts";
import { evasionHits, privilegeHits } from "./bash-privilege.ts";
import { reconHits } from "./bash-recon.ts";
import { downloadOf } from "./shell-download.ts";
import {
  AUTH_KEYS,
  CODE_RUNNERS,
  INSTALLER_HOSTS,
  LOCAL_URL,
  NET,
  NOPASSWD,
  PUBKEY,
  REPLY_FD,
  SHELLS,
  UPLOADER,
  URL_RE,
  SENSITIVE_PATH,
  hit,
  isNetwork,
} from "./bash-facts.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import type { Word } from "./shell-parse.ts";
import { base, HOOK_FILE, RC_FILE, scriptHas, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** a payload written to run later (rc file, hook, cron entry) that fetches, decodes or opens a shell to the network */
const CARRIES_NETWORK =
  /\b(?:curl|wget|nc|ncat|bash -i|base64|\/dev\/tcp|python3? -c)\b|https?:\/\/|\beval\s{1,3}["']?\$\(\s{0,3}(?:curl|wget|echo|printf|base64)/;
/** more a cron entry may do: other socket tools, interpreter one-liners, raw IP addresses, ftp */
const CRON_REMOTE =
  /\b(?:socat|\/dev\/udp|socket|(?:python[\d.]*|perl|ruby|php|node|lua[\d.]*|crystal|awk)\s+(?:-[ecr]|eval)|(?:\d{1,3}\.){3}\d{1,3})\b|ftp:\/\//;

export function scanCommand(
  s: Stage,
  src: string,
  hits: Hit[],
  piped: string | null,
  own: () => string | null = () => null,
): void {
  const firstHit = hits.length;
  const { cmd, name, argv, text } = s;
  const lower = text.toLowerCase();
  // interpreters asked to run a download: bash -c "$(curl …)", eval "$(wget …)", source <(curl …)
  if (
    (SHELLS.has(name) || name === "eval" || name === "source" || name === ".") &&
    /(?:\$\(|<\(|`)\s{0,3}(?:curl|wget|fetch|dig|nc)\b/.test(lower)
  ) {
    const url = URL_RE.exec(text)?.[0] ?? "";
    hits.push(
      hit("bash.run-download", "bash_remote_exec", INSTALLER_HOSTS.test(url) ? 0.45 : 0.93, cmd.start, cmd.end),
    );
  }
  // reverse shells
  if (
    /\/dev\/(?:tcp|udp)\/[^\s/]{1,80}\/\d{1,5}/.test(lower) &&
    /(?:>&|<&|0>&1|>\s{0,2}\/dev\/tcp|exec\s{1,3}\d)/.test(lower)
  ) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.96, cmd.start, cmd.end));
  } else if (
    (name === "nc" || name === "ncat" || name === "netcat") &&
    argv.some(
      (w, i) =>
        (w.text === "-e" || w.text === "-c" || w.text === "--exec" || w.text === "--sh-exec") &&
        /^(?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh\b|cmd(?:\.exe)?$|powershell/i.test(argv[i + 1]?.text ?? ""),
    )
  ) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.95, cmd.start, cmd.end));
  } else if (
    name === "socat" &&
    /\bexec:|system:/.test(lower) &&
    /\b(?:tcp[46]?(?:-connect|-listen|-l)?|openssl(?:-connect|-listen)?|udp[46]?(?:-connect|-listen)?)[:,]/.test(lower)
  ) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end));
  } else if (
    (name === "rcat" || name === "rustcat") &&
    argv.some((w) => /^(?:\/bin\/|\/usr\/bin\/)?(?:ba|z|da|k)?sh$|^cmd(?:\.exe)?$|^powershell$/i.test(w.text))
  ) {
    hits.push(
      hit(
        "bash.reverse-shell",
        "bash_reverse_shell",
        0.93,
        cmd.start,
        cmd.end,
        `${name} serves a shell to the network`,
      ),
    );
  } else if (name === "socket" && /(?:^|\s)-[a-z]*p/.test(lower) && /\/bin\/|\bsh\b|\bbash\b/.test(lower)) {
    hits.push(
      hit(
        "bash.reverse-shell",
        "bash_reverse_shell",
        0.93,
        cmd.start,
        cmd.end,
        "socket -p runs a shell for the network",
      ),
    );
  } else if (
    CODE_RUNNERS.has(name) &&
    /socket/.test(lower) &&
    /(?:dup2|subprocess|pty\.spawn|\/bin\/(?:ba)?sh|exec\()/.test(lower)
  ) {
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end));
  }
  if (/\bztcp\b/.test(text) && scriptHas(src, REPLY_FD))
    hits.push(
      hit("bash.reverse-shell", "bash_reverse_shell", 0.93, cmd.start, cmd.end, "zsh ztcp socket wired to a shell"),
    );
  if (
    (name === "iex" || name === "invoke-expression" || /\b(?:iex|invoke-expression)\b/i.test(text)) &&
    /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|net\.webclient|curl|wget)\b/i.test(text)
  ) {
    hits.push(
      hit(
        "bash.run-download",
        "bash_remote_exec",
        0.93,
        cmd.start,
        cmd.end,
        "PowerShell runs a download (iex of a web request)",
      ),
    );
  }
  // code runners that read the whole environment and talk to the network in one breath
  if (CODE_RUNNERS.has(name) && /process\.env\b|os\.environ\b|%env\b|getenv/.test(lower) && isNetwork(s)) {
    hits.push(hit("bash.exfil-runtime", "bash_exfil", 0.93, cmd.start, cmd.end));
  }
  // find … -exec curl -F f=@{} …: every file found is uploaded
  if (name === "find") {
    const at = argv.findIndex((w) => w.text === "-exec" || w.text === "-execdir" || w.text === "-ok");
    const tool = at >= 0 ? base(argv[at + 1]?.text ?? "") : "";
    const rest =
      at >= 0
        ? argv
            .slice(at + 1)
            .map((w) => w.text)
            .join(" ")
        : "";
    if ((NET.has(tool) || /\b(?:curl|wget|nc|ncat|scp|rsync)\s/.test(rest)) && /\{\}|"\$[1@]"|\$[1@]/.test(rest)) {
      const sensitive = /pem|key|id_rsa|id_ed25519|\.env|credential|secret|token|passw|\.ssh|wallet|\.kdbx/i.test(
        argv
          .slice(1, at)
          .map((w) => w.text)
          .join(" "),
      );
      hits.push(hit("bash.exfil-find", "bash_exfil", sensitive ? 0.93 : 0.85, cmd.start, cmd.end));
    }
  }
  const payload = `${cmd.stdin.map((w) => w.text).join("\n")} ${text}`.toLowerCase();
  const carriesNetwork = CARRIES_NETWORK.test(payload);
  // persistence
  if (name === "crontab") {
    const args = argv.slice(1).map((w) => w.text);
    if (!args.some((a) => a === "-l" || a === "-e" || a === "-r" || a === "-i") && (args.length > 0 || cmd.stage > 0)) {
      // a table read from a file cannot be seen; one fed on stdin can: a nightly local script is ordinary admin work,
      // an entry that fetches, decodes, starts at boot or runs from a temp or hidden path is how implants stay
      const fromStdin = args.every((a) => a === "-" || a.startsWith("-"));
      const table = `${piped ?? ""}\n${payload}`.toLowerCase();
      // a cron entry is judged more widely: one that opens a socket or runs a one-liner is an implant either way
      const tableNetwork = CARRIES_NETWORK.test(table) || CRON_REMOTE.test(table);
      const hidden =
        /@reboot|(?:^|[\s'"=:;|&])(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|\/\.[^\s/'"]|\|\s*(?:ba|z|da)?sh\b|\b(?:nohup|setsid|mkfifo|xxd|openssl)\b/;
      // a table piped in from something the analysis cannot read (piped === null) stays as suspicious as a file
      const seen = cmd.stage === 0 || piped !== null;
      const score = !fromStdin || !seen ? 0.88 : tableNetwork || hidden.test(table) ? 0.92 : 0.45;
      hits.push(hit("bash.persist-crontab", "bash_persistence", score, cmd.start, cmd.end));
    }
  }
  const targets: Word[] = [];
  for (const r of cmd.redirects) if (r.op.startsWith(">") || r.op === "&>" || r.op === "&>>") targets.push(r.target);
  if (name === "tee" || name === "cp" || name === "mv" || name === "install" || name === "ln" || name === "dd") {
    for (const w of argv.slice(1)) if (!w.text.startsWith("-")) targets.push(w);
  }
  if ((name === "sed" || name === "perl") && argv.some((w) => /^-[a-z]*i/.test(w.text)))
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
  for (const t of targets) {
    const p = t.text.replace(/^["']|["']$/g, "");
    if (AUTH_KEYS.test(p)) hits.push(hit("bash.persist-authorized-keys", "bash_persistence", 0.95, t.start, t.end));
    else if (HOOK_FILE.test(p))
      hits.push(
        hit(
          "bash.persist-git-hook",
          "bash_persistence",
          carriesNetwork ? 0.95 : copiedFromDrop ? 0.85 : copiedFromRepo && t !== argv[1] ? 0.4 : 0.7,
          cmd.start,
          cmd.end,
        ),
      );
    else if (RC_FILE.test(p))
      hits.push(hit("bash.persist-rc-file", "bash_persistence", carriesNetwork ? 0.92 : 0.35, cmd.start, cmd.end));
    else if (isAgentFile(p)) hits.push(agentFileHit(p, writtenContent(s, t, piped, own), cmd.start, cmd.end, name));
    else if (/^\/etc\/(?:sudoers(?:\.d\/.*)?|passwd|shadow|group)$/.test(p))
      hits.push(hit("bash.privilege-file", "bash_persistence", 0.93, cmd.start, cmd.end, `${name} writes ${p}`));
  }
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
  // a gist or release asset is a public upload
  if (
    name === "gh" &&
    ((argv[1]?.text === "gist" && argv[2]?.text === "create") ||
      (argv[1]?.text === "release" && argv[2]?.text === "upload")) &&
    SENSITIVE_PATH.test(
      argv
        .slice(3)
        .map((w) => w.text)
        .join(" "),
    )
  ) {
    hits.push(
      hit(
        "bash.exfil-args",
        "bash_exfil",
        0.93,
        cmd.start,
        cmd.end,
        `${
          argv
            .slice(3)
            .map((w) => w.text)
            .find((t) => SENSITIVE_PATH.test(t)) ?? "secret"
        } → gh ${argv[1].text} ${argv[2].text}`,
      ),
    );
  }
  // text an agent will read later (commit messages, issues, PR bodies) that orders it to run something
  if (
    (name === "git" && argv[1]?.text === "commit") ||
    (name === "gh" &&
      /^(?:issue|pr)$/.test(argv[1]?.text ?? "") &&
      /^(?:create|comment|edit|review)$/.test(argv[2]?.text ?? ""))
  ) {
    const directive = agentDirective(
      argv
        .slice(2)
        .map((w) => w.text)
        .join(" "),
    );
    if (directive)
      hits.push(
        hit(
          "bash.agent-directive",
          "bash_agent_file",
          0.84,
          cmd.start,
          cmd.end,
          `${name} ${argv[1].text} carries an order to the agent: ${directive}`,
        ),
      );
  }
  if (
    /\/etc\/sudoers/.test(text) &&
    scriptHas(src, NOPASSWD) &&
    !/^(?:grep|egrep|rg|cat|less|head|tail|visudo|diff|ls|stat)$/.test(name)
  ) {
    hits.push(
      hit(
        "bash.privilege-sudoers",
        "bash_persistence",
        0.93,
        cmd.start,
        cmd.end,
        `${name} writes a passwordless sudo rule`,
      ),
    );
  } else if (/\bNOPASSWD\s{0,3}:/.test(text) && targets.length > 0)
    hits.push(
      hit("bash.privilege-sudoers", "bash_persistence", 0.93, cmd.start, cmd.end, "passwordless sudo rule written"),
    );
  privilegeHits(s, hits);
  evasionHits(s, hits);
  reconHits(s, hits);
  exposureHits(s, src, hits);
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
    (name === "getent" && /\bg?shadow\b/.test(text)) ||
    (/\/etc\/g?shadow\b/.test(text) &&
      /^(?:cat|head|tail|less|more|cp|base64|xxd|strings|tar|zip|openssl|grep|awk|sed|dd)$/.test(name))
  ) {
    hits.push(hit("bash.read-shadow", "bash_exfil", 0.82, cmd.start, cmd.end, "reads the password hashes"));
  }
  if (name === "git" && argv[1]?.text === "config" && /core\.hookspath/i.test(text)) {
    const dir = argv[argv.length - 1].text;
    hits.push(
      hit(
        "bash.persist-hookspath",
        "bash_persistence",
        /^(?:\/|~|\$HOME)/.test(dir) || argv.some((w) => w.text === "--global" || w.text === "--system") ? 0.85 : 0.45,
        cmd.start,
        cmd.end,
        `git hooks taken from ${dir}`,
      ),
    );
  }
  if (name === "systemctl" && /--user/.test(text) && /\benable\b/.test(text) && carriesNetwork)
    hits.push(hit("bash.persist-systemd", "bash_persistence", 0.7, cmd.start, cmd.end));
  // supply chain: packages from a registry that is not the public one
  const reg = /(?:--registry|--index-url|--extra-index-url|-i|registry)(?:=|\s{1,3})(\S{1,200})/i.exec(text);
  if (
    (name === "npm" ||
      name === "pnpm" ||
      name === "yarn" ||
      name === "pip" ||
      name === "pip3" ||
      name === "bun" ||
      name === "uv") &&
    reg
  ) {
    const url = reg[1].replace(/^["']|["']$/g, "");
    if (
      /^https?:\/\//i.test(url) &&
      !LOCAL_URL.test(url) &&
      !/^https:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|pypi\.org|files\.pythonhosted\.org|npm\.pkg\.github\.com)/i.test(
        url,
      )
    ) {
      hits.push(
        hit(
          "bash.untrusted-registry",
          "bash_supply_chain",
          /^http:|\/\/(?:\d{1,3}\.){3}\d{1,3}/i.test(url) ? 0.9 : 0.7,
          cmd.start,
          cmd.end,
        ),
      );
    }
  }
  if (name === "npm" && /ignore-scripts\s{1,3}false/i.test(text))
    hits.push(hit("bash.enable-install-scripts", "bash_supply_chain", 0.6, cmd.start, cmd.end));
  if (
    (name === "sed" || name === "echo" || name === "printf" || name === "tee") &&
    /registry\s{0,2}=\s{0,2}https?:\/\//i.test(text) &&
    targets.some((t) => /\.npmrc|\.yarnrc|pip\.conf|\.pypirc/i.test(t.text))
  ) {
    hits.push(hit("bash.registry-rewrite", "bash_supply_chain", 0.88, cmd.start, cmd.end));
  }
  // pushing the repository to a remote added on the spot
  if (name === "git" && argv[1]?.text === "push" && argv.some((w) => w.text === "--all" || w.text === "--mirror")) {
    const remote = argv.slice(2).find((w) => !w.text.startsWith("-"))?.text;
    if (
      remote &&
      remote !== "origin" &&
      remote !== "upstream" &&
      new RegExp(String.raw`git\s+remote\s+add\s+${remote.replace(/[^\w-]/g, "")}\s`).test(src)
    ) {
      hits.push(hit("bash.push-to-new-remote", "bash_exfil", 0.88, cmd.start, cmd.end));
    }
  }
  // an archive of the working tree or home uploaded in the same command line
  if (
    (name === "zip" || name === "tar" || name === "7z") &&
    /(?:\s\.(?:\s|$)|\s~\/?(?:\s|$)|\$home|\s\/home)/.test(`${text} `) &&
    scriptHas(src, UPLOADER)
  ) {
    hits.push(hit("bash.exfil-archive", "bash_exfil", 0.9, cmd.start, cmd.end));
  }
}

/** What a command writes into `target`, when the text is visible in the command (echo, printf, heredoc, sed insert, a constant pipe). */
function writtenContent(s: Stage, target: Word, piped: string | null, own: () => string | null): string | null {
  const args = s.argv.slice(1).map((w) => w.text);
  const isRedirect = s.cmd.redirects.some((r) => r.target === target);
  if (isRedirect && s.name === "echo") return echoOutput(args);
  if (isRedirect && s.name === "printf") return printfOutput(args);
  if (s.cmd.stdin.length > 0 && (s.name === "cat" || s.name === "tee"))
    return s.cmd.stdin.map((w) => w.text).join("\n");
  if (s.name === "sed" || s.name === "perl")
    return args.filter((a) => !a.startsWith("-") && a !== target.text).join(" ");
  // a decoder at the end of a constant pipeline writes what it decodes (echo … | base64 -d >> AGENTS.md)
  if (piped !== null && /^(?:base64|xxd|rev|openssl|gunzip|zcat|tr|basenc)$/.test(s.name)) return own() ?? piped;
  if (piped !== null && (s.name === "tee" || s.name === "cat" || s.name === "dd")) return piped;
  return null;
}
