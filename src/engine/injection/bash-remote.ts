// One command that runs something remote: a download run by a shell, reverse shells, runtime env sent, find -exec uploads.

import { CODE_RUNNERS, vendorInstallerUrl, NET, REPLY_FD, SHELLS, URL_RE, hit, isNetwork } from "./bash-facts.ts";
import { readsOnlyData } from "./bash-loopback-read.ts";
import { psVendorInstall } from "./bash-ps-installer.ts";
import { socatServesSelf } from "./bash-socat-self.ts";
import { base, scriptHas, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Hits for one command that runs a download, serves a shell to the network or sends the runtime environment. */
export function remoteHits(s: Stage, src: string, hits: Hit[]): void {
  const { cmd, name, argv, text } = s;
  const lower = text.toLowerCase();
  // interpreters asked to run a download: bash -c "$(curl …)", eval "$(wget …)", source <(curl …)
  if (
    (SHELLS.has(name) || name === "eval" || name === "source" || name === ".") &&
    /(?:\$\(|<\(|`)\s{0,3}(?:curl|wget|fetch|dig|nc)\b/.test(lower)
  ) {
    const url = URL_RE.exec(text)?.[0] ?? "";
    hits.push(hit("bash.run-download", "bash_remote_exec", vendorInstallerUrl(url) ? 0.45 : 0.93, cmd.start, cmd.end));
  }
  // reverse shells
  if (
    /\/dev\/(?:tcp|udp)\/[^\s/]{1,80}\/\d{1,5}/.test(lower) &&
    /(?:>&|<&|0>&1|>\s{0,2}\/dev\/tcp|exec\s{1,3}\d)/.test(lower) &&
    !unusedSocket(lower, src) &&
    !loopbackProbe(lower, src.toLowerCase())
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
    // (a script that listens and hands each connection to itself is an inetd-style server: bash-socat-self.ts)
    const self = socatServesSelf(text, lower, src);
    hits.push(hit("bash.reverse-shell", "bash_reverse_shell", self ? 0.45 : 0.93, cmd.start, cmd.end));
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
    // (round 28: a vendor's documented installer from its own host, in a script fetching nothing else: bash-ps-installer.ts)
    const vendor = psVendorInstall(text, src);
    hits.push(
      hit(
        "bash.run-download",
        "bash_remote_exec",
        vendor ? 0.45 : 0.93,
        cmd.start,
        cmd.end,
        vendor
          ? "PowerShell runs a vendor's installer from the vendor's own host"
          : "PowerShell runs a download (iex of a web request)",
      ),
    );
  }
  // code runners that read the whole environment (not one named variable: the code scan judges where that goes) and talk to the network in one breath
  if (
    CODE_RUNNERS.has(name) &&
    /process\.env\b(?!\.\w|\[)|os\.environ\b(?!\s*\[|\.get\b)|%env\b|getenv(?!\s*\(\s*["'])/.test(lower) &&
    isNetwork(s)
  ) {
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
    // (to this machine, `http://localhost:4873/upload`, the files stay here: a local registry or test server)
    const local = /^(?:https?|ftp):\/\/(?:localhost|127\.[\d.]+|\[::1\])(?:[:/]|$)/i.test(URL_RE.exec(rest)?.[0] ?? "");
    if (
      (NET.has(tool) || /\b(?:curl|wget|nc|ncat|scp|rsync)\s/.test(rest)) &&
      /\{\}|"\$[1@]"|\$[1@]/.test(rest) &&
      !local
    ) {
      const sensitive = /pem|key|id_rsa|id_ed25519|\.env|credential|secret|token|passw|\.ssh|wallet|\.kdbx/i.test(
        argv
          .slice(1, at)
          .map((w) => w.text)
          .join(" "),
      );
      hits.push(hit("bash.exfil-find", "bash_exfil", sensitive ? 0.93 : 0.85, cmd.start, cmd.end));
    }
  }
}

/**
 * `exec 3<>/dev/udp/host/80` alone opens a socket on a spare descriptor; it serves a shell only when the script then
 * reads or writes that descriptor (`sh <&3 >&3`, `while read l <&3`). A script that opens it to probe the network and
 * closes it (`exec 3<&-`) wires nothing to it.
 */
export function unusedSocket(command: string, script: string): boolean {
  const open = /^\s*exec\s{1,3}(\d)\s{0,2}<?>\s{0,2}\/dev\/(?:tcp|udp)\/\S+\s*(?:\|\|[^\n]*)?$/.exec(command);
  const fd = open?.[1];
  if (fd === undefined || Number(fd) <= 2) return false;
  return !new RegExp(`(?:[<>]&\\s{0,2}${fd}(?![\\d-])|-u\\s{0,2}${fd}\\b)`).test(script);
}

/**
 * A /dev/tcp socket to this machine's loopback that nothing runs from: a health check (`echo > /dev/tcp/127.0.0.1/5432`,
 * a PING to a local redis). Nobody off the machine listens there, so it neither hands a shell out nor sends data out.
 * Anything in the script that could run what the socket says keeps the hit (a shell other than `sh -c`, `read` loops
 * running `$line`, eval, source; a reply read into a variable only shown is data), as does any host that is not loopback: many sets write reverse shells to 127.0.0.1.
 */
function loopbackProbe(lower: string, script: string): boolean {
  const hosts = [...lower.matchAll(/\/dev\/(?:tcp|udp)\/([^\s/]{1,80})\/\d{1,5}/g)].map((m) =>
    m[1].replace(/^["']|["']$/g, ""),
  );
  const loopback = (h: string): boolean => /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(h);
  return (
    hosts.length > 0 &&
    hosts.every(loopback) &&
    !/\b(?:eval|source|mapfile|readarray)\b|(?:^|[\s;&|(`'"])(?:ba|z|da|k)?sh\b(?!\s+-c\b)|\$\{?\w+\}?\s{1,3}[0-9]?[<>]&/.test(
      script,
    ) &&
    // a reply read into a variable that is only shown or compared (bash-loopback-read.ts)
    (!/\bread\b/.test(script) || readsOnlyData(script))
  );
}
