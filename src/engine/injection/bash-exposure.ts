// What a command opens to others: file servers over home or /, reverse tunnels, containers that mount the host, uploads to buckets.

import { projectArchive, unpackedByReceiver } from "./bash-staged-origin.ts";
import { hit } from "./bash-facts.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** a folder whose contents are a machine's or a user's secrets, not a build output */
const PRIVATE_DIR =
  /^(?:\/|~\/?|\$\{?HOME\}?\/?|\/home(?:\/[^/\s]*)?\/?|\/root\/?|\/Users(?:\/[^/\s]*)?\/?|\/etc\/?|\/var\/?)$|(?:^|\/)\.(?:ssh|aws|gnupg|kube|docker|config|azure|password-store)(?:\/|$)/;
const LOOPBACK_BIND = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\])(?::\d+)?$/i;
/** key files and credential stores by path (the upload of one to a bucket) */
const KEY_PATH =
  /(?:~|\$\{?HOME\}?|\/home\/[^/\s]+|\/root|\/Users\/[^/\s]+)\/\.(?:ssh|aws|gnupg|kube|docker|azure|config\/gcloud|git-credentials|netrc|pgpass|(?:bash|zsh)_history)(?:\/|$|\b)|\.ssh\/id_[^\s/.]*(?:\s|$)|\.aws\/credentials/;

function optValue(a: string[], re: RegExp): string | undefined {
  for (let i = 0; i < a.length; i++) {
    if (re.test(a[i])) return a[i + 1];
    const eq = /^(--?[\w-]+)=(.*)$/.exec(a[i]);
    if (eq && re.test(eq[1])) return eq[2];
  }
  return undefined;
}

/** The folder the command was started in when an earlier `cd DIR` in the same script says so. */
function cwdBefore(src: string, at: number): string | null {
  const re = /(?:^|[;&|({]\s*)cd\s+([^\s;&|)]+)/g;
  let last: string | null = null;
  for (let m = re.exec(src); m !== null && m.index < at; m = re.exec(src)) last = m[1];
  return last === null ? null : last.replace(/^["']|["']$/g, "");
}

/** A file server and the folder it serves, with its bind address, when the command starts one. */
function servedDir(s: Stage, src: string): { dir: string; bind: string | null; what: string } | null {
  const a = unquotedArgs(s);
  const cwd = () => cwdBefore(src, s.cmd.start) ?? ".";
  const { name } = s;
  if (
    /^python[23]?$/.test(name) &&
    a[0] === "-m" &&
    /^(?:http\.server|SimpleHTTPServer|uploadserver|updog)$/.test(a[1] ?? "")
  )
    return {
      dir: optValue(a, /^(?:-d|--directory)$/) ?? cwd(),
      bind: optValue(a, /^(?:-b|--bind)$/) ?? null,
      what: `${name} -m ${a[1]}`,
    };
  if (name === "php" && a.includes("-S")) {
    const addr = optValue(a, /^-S$/) ?? "";
    return { dir: optValue(a, /^-t$/) ?? cwd(), bind: addr.replace(/:\d+$/, "") || null, what: "php -S" };
  }
  if (name === "ruby" && /^-run$/.test(a[0] ?? "") && a[1] === "-e" && a[2] === "httpd") {
    const dir = a.slice(3).find((t, i, all) => !t.startsWith("-") && !/^-[pb]$/.test(all[i - 1] ?? ""));
    return { dir: dir ?? cwd(), bind: optValue(a, /^-b$|^--bind-address$/) ?? null, what: "ruby -run -e httpd" };
  }
  if (name === "httpd" || name === "webfsd") {
    const addr = optValue(a, /^-p$/) ?? "";
    return {
      dir: optValue(a, /^-h$|^-r$/) ?? cwd(),
      bind: /:/.test(addr) ? addr.replace(/:\d+$/, "") : null,
      what: name,
    };
  }
  if (name === "npx" && /^(?:http-server|serve)$/.test(a[0] ?? "")) {
    const dir = a.slice(1).find((t, i, all) => !t.startsWith("-") && !/^-[pal]$/.test(all[i - 1] ?? ""));
    return { dir: dir ?? cwd(), bind: optValue(a, /^-a$/) ?? null, what: `npx ${a[0]}` };
  }
  return null;
}

/**
 * A listener set up the way reverse shells are caught (nc -lvnp, rlwrap nc -l, socat to a raw tty, openssl s_server
 * -quiet, powercat -l), not a port a developer opens on loopback. Returns the evidence, or null.
 */
function shellCatcher(s: Stage, src: string): string | null {
  const { name } = s;
  const a = unquotedArgs(s);
  const flags = a.filter((t) => /^-[a-zA-Z]+$/.test(t)).join("");
  const loopback = a.some((t) => LOOPBACK_BIND.test(t));
  if (/^(?:nc|ncat|netcat)$/.test(name) && /l/.test(flags) && !loopback) {
    if (/v/.test(flags) && /p/.test(flags))
      return `${name} -${flags.replace(/-/g, "")}: a listener that waits for a shell`;
    if (/\bstty\s+raw\s+-echo\b/.test(src)) return `stty raw -echo; ${name} -l: a listener for an interactive shell`;
  }
  if (name === "rlwrap" && a.some((t) => /^(?:nc|ncat|netcat)$/.test(t)) && a.some((t) => /^-[a-z]*l/.test(t)))
    return "rlwrap nc -l: a listener that waits for a shell";
  if (
    name === "socat" &&
    /tcp[46]?-listen|openssl-listen/i.test(s.text) &&
    /file:`tty`|file:\$\(tty\)|file:\/dev\/tty|raw,echo=0/i.test(s.text)
  )
    return "socat TCP-LISTEN to a raw tty: a listener for an interactive shell";
  if (name === "openssl" && a[0] === "s_server" && a.includes("-quiet"))
    return "openssl s_server -quiet: an encrypted listener for a shell";
  if (name === "powercat" && a.some((t) => /^-l$/i.test(t))) return "powercat -l: a listener for a shell";
  if (/^python[23]?$/.test(name) && a[0] === "-m" && /^pwncat/.test(a[1] ?? "")) return "pwncat: a shell handler";
  return null;
}

/** an archive, the form collected files are sent in */
const ARCHIVE = /\.(?:tar|tgz|tar\.(?:gz|bz2|xz|zst)|zip|7z|rar|gz|bz2|xz|cpio)$/i;
/** a temp or hidden folder (not the project's .git/.github/.husky): where an intrusion stages what it collected */
const STAGING =
  /^(?:\/tmp|\/var\/tmp|\/dev\/shm|\$\{?TMPDIR\}?)\/|(?:^|\/)\.(?!(?:git|github|husky|githooks|next|nuxt|cache\/(?:pip|npm|yarn))(?:\/|$))[^./][^/]*\//;

/** Files a command uploads: curl -F/-T/--data-binary @, wget --post-file, scp/rsync/bucket copies to a remote, < file. */
function uploadedFiles(s: Stage): string[] {
  const a = unquotedArgs(s);
  const { name } = s;
  const out: string[] = [];
  if (name === "curl" || name === "wget" || name === "http" || name === "xh") {
    for (let i = 0; i < a.length; i++) {
      const t = a[i];
      const v = /^(?:-F|--form|-T|--upload-file|--data-binary|-d|--data|--data-raw)$/.test(t) ? (a[i + 1] ?? "") : t;
      const at = /(?:^|=)@([^;\s]+)/.exec(v)?.[1] ?? (/^(?:-T|--upload-file)$/.test(t) ? v : undefined);
      if (at && at !== "-") out.push(at);
      const post = /^--(?:post|body)-file=(.+)$/.exec(t)?.[1];
      if (post) out.push(post);
      const b64 = /\$\(\s*(?:base64|cat|xxd)\s+(?:-\w+\s+)*([^\s)|]+)/.exec(t)?.[1];
      if (b64) out.push(b64);
    }
  } else if (name === "scp" || name === "rsync") {
    const args = a.filter((t, i) => !t.startsWith("-") && !/^-[PpieFo]$/.test(a[i - 1] ?? ""));
    const dest = args[args.length - 1] ?? "";
    if (/^(?:[\w.-]{1,64}@)?[\w.-]{1,253}:/.test(dest)) out.push(...args.slice(0, -1));
  } else if (
    (name === "aws" && a[0] === "s3" && /^(?:cp|mv|sync)$/.test(a[1] ?? "")) ||
    ((name === "gsutil" || name === "rclone") && /^(?:cp|mv|copy|copyto|sync|move)$/.test(a[0] ?? ""))
  ) {
    const args = a.filter((t) => !t.startsWith("-")).slice(name === "aws" ? 2 : 1);
    out.push(...args.slice(0, -1));
  }
  for (const r of s.cmd.redirects)
    if (r.op === "<" && /^(?:nc|ncat|netcat|socat|telnet|curl)$/.test(name)) out.push(r.target.text);
  return out.map((f) => f.replace(/^["']|["']$/g, ""));
}

/** Local services a remote forward must not reach: sshd, Docker's API, databases and caches, remote desktops. */
const SERVICE_PORTS = new Set(["22", "2375", "2376", "3306", "5432", "6379", "27017", "5900", "3389", "9200", "11211"]);
/** ssh's one-letter options that take a value (in a cluster such as `-fNR`, the value is the rest or the next word). */
const SSH_VALUE_FLAGS = "BbcDEeFIiJLlmOopQRSWw";

/** The specs of every `-R` of an ssh command line, clustered flags included (`-fNR 2222:127.0.0.1:22`). */
export function remoteForwards(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i] as string;
    if (!/^-[A-Za-z]/.test(w)) continue;
    for (let j = 1; j < w.length; j++) {
      const flag = w[j] as string;
      if (!SSH_VALUE_FLAGS.includes(flag)) continue;
      const value = j + 1 < w.length ? w.slice(j + 1) : args[i + 1];
      if (flag === "R" && value) out.push(value);
      break;
    }
  }
  return out;
}

/** Hits for a command that exposes the machine: served secrets, tunnels to its ssh, the host mounted into a container. */
export function exposureHits(s: Stage, src: string, hits: Hit[]): void {
  const { name, cmd } = s;
  const a = unquotedArgs(s);
  const served = servedDir(s, src);
  if (served && PRIVATE_DIR.test(served.dir)) {
    const local = served.bind !== null && LOOPBACK_BIND.test(served.bind);
    hits.push(
      hit(
        "bash.serve-private",
        "bash_exfil",
        local ? 0.45 : 0.88,
        cmd.start,
        cmd.end,
        `${served.what} serves ${served.dir}${local ? " on loopback" : " to the network"}`,
      ),
    );
  }
  const catcher = shellCatcher(s, src);
  if (catcher) hits.push(hit("bash.shell-catcher", "bash_reverse_shell", 0.85, cmd.start, cmd.end, catcher));
  // ssh -R exposing this machine's sshd or a local service that trusts its callers (a database, the Docker socket, a
  // remote desktop), or binding the remote side on every interface
  if (name === "ssh") {
    for (const spec of remoteForwards(a)) {
      const port = /:(\d{1,5})$/.exec(spec)?.[1];
      if ((port !== undefined && SERVICE_PORTS.has(port)) || /^(?:0\.0\.0\.0|\*):/.test(spec))
        hits.push(
          hit("bash.reverse-tunnel", "bash_reverse_shell", 0.86, cmd.start, cmd.end, `ssh -R ${spec}: a way back in`),
        );
    }
  }
  // a login service (ssh 22, RDP 3389, VNC 59xx) or a raw shell port published through any tunnel service: ngrok,
  // cloudflared, bore, localtunnel; a web app on its dev port is how people share a preview
  const tunnel = /^(?:ngrok|cloudflared|bore|lt|localtunnel|pinggy|zrok)$/.test(name) ? a.join(" ") : "";
  if (
    (name === "ngrok" && a[0] === "tcp" && /^(?:22|localhost:22|127\.0\.0\.1:22)$/.test(a[1] ?? "")) ||
    /(?:ssh|rdp|tcp|vnc):\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0)?:?(?:22|3389|59\d\d)\b|\blocal\s+(?:22|3389)\b|--port\s+(?:22|3389)\b/.test(
      tunnel,
    )
  )
    hits.push(
      hit("bash.reverse-tunnel", "bash_reverse_shell", 0.86, cmd.start, cmd.end, `${name}: a login service published`),
    );
  // docker run -v /:/host, --privileged --pid=host, nsenter -t 1: the container reaches the host as root
  if (/^(?:docker|podman|nerdctl)$/.test(name) && /^(?:run|create|exec)$/.test(a[0] ?? "")) {
    const mounts = a
      .filter((_t, i) => i > 0 && /^(?:-v|--volume)$/.test(a[i - 1]))
      .concat(a.filter((t) => /^(?:-v|--volume=)\//.test(t)).map((t) => t.replace(/^(?:-v|--volume=)/, "")))
      .concat(
        a.filter((_t, i) => i > 0 && a[i - 1] === "--mount").map((t) => /(?:source|src)=([^,]+)/.exec(t)?.[1] ?? ""),
      );
    const hostRoot = mounts.find((m) => /^\/(?::|$)/.test(m) || /^\/(?:etc|root)(?::|\/?$)/.test(m));
    const privileged = a.includes("--privileged");
    const hostNs = a.some((t) => /^--(?:pid|ipc|net|uts|userns)=host$/.test(t));
    const intoHost = a.some((t) => t === "nsenter" || t === "chroot");
    if (hostRoot || (privileged && (hostNs || intoHost)) || (hostNs && a.includes("nsenter")))
      hits.push(
        hit(
          "bash.container-escape",
          "bash_persistence",
          0.88,
          cmd.start,
          cmd.end,
          hostRoot
            ? `${name} mounts the host's ${hostRoot.replace(/:.*$/, "")} into a container`
            : `${name} --privileged into the host's namespaces`,
        ),
      );
  }
  if (name === "nsenter" && a.some((t, i) => (t === "-t" || t === "--target") && a[i + 1] === "1"))
    hits.push(
      hit("bash.container-escape", "bash_persistence", 0.88, cmd.start, cmd.end, "nsenter -t 1: the host's namespaces"),
    );
  // an archive from a temp or hidden folder sent out: collected files leaving (curl -F data=@/tmp/.s/a.tgz …)
  // (one the script packed from the project's own folders, or one its receiver unpacks over ssh, is a deploy)
  const dest = (): string =>
    unquotedArgs(s)
      .filter((t) => !t.startsWith("-"))
      .pop() ?? "";
  const staged = uploadedFiles(s).find(
    (f) => ARCHIVE.test(f) && STAGING.test(f) && !projectArchive(f, src) && !unpackedByReceiver(f, dest(), src),
  );
  if (staged && !/(?:https?|ftp):\/\/(?:localhost|127\.|\[::1\])/.test(s.text))
    hits.push(
      hit(
        "bash.exfil-staged",
        "bash_exfil",
        0.84,
        cmd.start,
        cmd.end,
        `${staged} (an archive staged in a temp or hidden folder) → ${name}`,
      ),
    );
  // aws s3 cp ~/.ssh/id_rsa s3://…, gsutil cp, rclone copy: a key uploaded to a bucket
  const upload =
    (name === "aws" && a[0] === "s3" && /^(?:cp|mv|sync)$/.test(a[1] ?? "")) ||
    (name === "gsutil" && /^(?:cp|mv|rsync)$/.test(a[0] ?? "")) ||
    (name === "gcloud" && a[0] === "storage" && /^(?:cp|mv|rsync)$/.test(a[1] ?? "")) ||
    (name === "az" && a[0] === "storage" && a.includes("upload")) ||
    (name === "rclone" && /^(?:copy|copyto|sync|move)$/.test(a[0] ?? "")) ||
    (name === "s3cmd" && /^(?:put|sync)$/.test(a[0] ?? "")) ||
    (name === "azcopy" && a[0] === "copy");
  if (upload) {
    const key = a.find((t) => !t.startsWith("-") && KEY_PATH.test(t));
    const dest = a.filter((t) => /^(?:s3|gs|az|https?):\/\/|^[\w-]+:/.test(t)).pop();
    if (key)
      hits.push(
        hit("bash.exfil-args", "bash_exfil", 0.9, cmd.start, cmd.end, `${key} → ${name}${dest ? ` to ${dest}` : ""}`),
      );
  }
}
