// A container's command as the host's: `docker run -v HOST:CTR … IMAGE CMD` read with CTR paths as HOST paths, `-e N=V`
// values in place of $N, and a tool image's entrypoint in front (so a mounted ~/.aws sent from inside is ~/.aws sent).

import type { Word } from "./shell-parse.ts";
import { escapeRegex } from "./multilingual-stems.ts";
import { base } from "./shell-words.ts";

const ENGINES = /^(?:docker|podman|nerdctl|docker-compose)$/;
/** `run` options that take a value (the word after them is not the image) */
const RUN_VALUE =
  /^(?:-[vewuphlmac]|--(?:volume|mount|env|env-file|workdir|user|publish|name|hostname|network|net|entrypoint|label|label-file|platform|add-host|cap-add|cap-drop|device|log-driver|log-opt|memory|memory-swap|cpus|cpu-shares|cpuset-cpus|restart|pull|ipc|pid|security-opt|tmpfs|ulimit|gpus|shm-size|link|dns|dns-search|expose|health-cmd|health-interval|stop-signal|stop-timeout|runtime|group-add|cidfile|volumes-from|userns|uts|mac-address|ip|ip6|attach|detach-keys|init-path|isolation|cgroupns|cgroup-parent|domainname|network-alias|storage-opt|sysctl|annotation|arch|os|secret|service-ports))$/;
/** `exec` options that take a value */
const EXEC_VALUE = /^(?:-[ewu]|--(?:env|env-file|workdir|user|detach-keys|index))$/;
/**
 * Images whose entrypoint is one CLI, so the words after the image are that CLI's arguments (curlimages/curl -s URL);
 * by the image's last path segment, without tag or digest.
 */
const ENTRYPOINT_TOOLS: Record<string, string> = {
  curl: "curl",
  "aws-cli": "aws",
  git: "git",
  kubectl: "kubectl",
  rclone: "rclone",
  mc: "mc",
  helm: "helm",
  wget: "wget",
  socat: "socat",
  netcat: "nc",
  ncat: "ncat",
  s3cmd: "s3cmd",
  azcopy: "azcopy",
};
const MAX_MAPS = 16;

type Parts = { mounts: [string, string][]; env: [string, string][]; entrypoint?: string; image?: string; cmd: Word[] };

/** A bind mount's host and container paths from `-v H:C[:opts]` or `--mount type=bind,source=H,target=C`. */
function mountOf(flag: string, value: string): [string, string] | null {
  if (/^--mount$/.test(flag)) {
    const kv = new Map(value.split(",").map((p) => [p.split("=")[0] ?? "", p.slice(p.indexOf("=") + 1)] as const));
    const host = kv.get("source") ?? kv.get("src");
    const ctr = kv.get("target") ?? kv.get("destination") ?? kv.get("dst");
    return host && ctr ? [host, ctr] : null;
  }
  const m = /^([^:]+):(\/[^:]*)(?::[\w,]*)?$/.exec(value);
  // a named volume (`data:/var/lib/x`) is not a host path
  return m && /^[~/$.]/.test(m[1] as string) ? [m[1] as string, m[2] as string] : null;
}

/** The options, image and command of `docker run`/`exec` (and podman's, nerdctl's, compose's), or null. */
function partsOf(argv: Word[]): Parts | null {
  const a = argv.map((w) => w.text);
  if (!ENGINES.test(base(a[0] ?? ""))) return null;
  let i = 1;
  if (a[i] === "container") i++;
  const compose = base(a[0] ?? "") === "docker-compose" || a[i] === "compose";
  if (a[i] === "compose") {
    i++;
    while (i < a.length && (a[i] ?? "").startsWith("-"))
      i += /^-[fp]$|^--(?:file|project-name|env-file)$/.test(a[i] ?? "") ? 2 : 1;
  }
  const verb = a[i];
  if (verb !== "run" && verb !== "exec") return null;
  const valued = verb === "run" ? RUN_VALUE : EXEC_VALUE;
  const parts: Parts = { mounts: [], env: [], cmd: [] };
  for (i++; i < a.length; i++) {
    const t = a[i] ?? "";
    if (t === "--") {
      i++;
      break;
    }
    if (!t.startsWith("-")) break;
    const eq = /^(--[\w-]+)=([\s\S]*)$/.exec(t);
    const flag = eq ? (eq[1] as string) : t;
    if (!eq && !valued.test(flag)) continue;
    const value = eq ? (eq[2] as string) : (a[++i] ?? "");
    if (/^(?:-v|--volume|--mount)$/.test(flag)) {
      const m = mountOf(flag, value);
      if (m && parts.mounts.length < MAX_MAPS) parts.mounts.push(m);
    } else if (/^(?:-e|--env)$/.test(flag)) {
      const kv = /^([A-Za-z_]\w*)=([\s\S]+)$/.exec(value);
      if (kv && parts.env.length < MAX_MAPS) parts.env.push([kv[1] as string, kv[2] as string]);
    } else if (flag === "--entrypoint") parts.entrypoint = value;
  }
  // run IMAGE CMD…, exec CONTAINER CMD…, compose run/exec SERVICE CMD…
  parts.image = a[i];
  parts.cmd = argv.slice(i + 1);
  if (verb === "run" && !compose && parts.entrypoint === undefined) {
    const last = (parts.image ?? "").replace(/[@:][^/]*$/, "").replace(/^.*\//, "");
    parts.entrypoint = ENTRYPOINT_TOOLS[last];
  }
  return parts;
}

/**
 * The command a container runs, as the same command on the host would read: container paths of bind mounts replaced
 * by their host paths, `$N` of `-e N=V` by V, an entrypoint image's CLI in front; null when nothing maps or no command.
 */
export function containerCommand(argv: Word[], src: string): string | null {
  const parts = partsOf(argv);
  if (parts === null) return null;
  const words = parts.cmd.map((w) => src.slice(w.start, w.end));
  if (parts.entrypoint) words.unshift(parts.entrypoint);
  if (words.length === 0) return null;
  let text = words.join(" ");
  const mounts = parts.mounts.filter(([, ctr]) => ctr !== "/").sort((x, y) => y[1].length - x[1].length);
  for (const [host, ctr] of mounts)
    text = text.replace(
      new RegExp(`(^|[\\s'"=@:,(])${escapeRegex(ctr.replace(/\/$/, ""))}(?=$|[/\\s'"),;|&*])`, "g"),
      (_, pre: string) => `${pre}${host}`,
    );
  for (const [name, value] of parts.env) {
    const plain = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(value)?.[1];
    text = text.replace(new RegExp(`\\$\\{?${name}\\}?(?!\\w)`, "g"), () => value);
    // code reading the variable by name (process.env.N, os.environ["N"], ENV["N"]) reads the host's variable
    if (plain)
      text = text.replace(
        new RegExp(`(process\\.env\\.|environ\\[["']|getenv\\(["']|ENV\\[["'])${name}\\b`, "g"),
        `$1${plain}`,
      );
  }
  return text;
}
