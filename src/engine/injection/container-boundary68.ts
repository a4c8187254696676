// A container's, sandbox's or VM's boundary read by what crosses it: ports and homes opened to the network, the daemon's API or socket handed out, credentials copied into another cluster, a miner started.

import { hit, SENSITIVE_PATH } from "./bash-facts.ts";
import { DEBUG_PORTS } from "./debug-expose66.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

const ENGINES = /^(?:docker|podman|nerdctl|finch)$/;
/** Every address as a publish spec writes it: `0.0.0.0`, `::`, `[::]`, `*`. */
const ANY_ADDR = /^(?:0\.0\.0\.0|\[?::\]?|\*)$/;
/** The container daemons' API ports: whoever reaches them starts a privileged container, i.e. is root on the host. */
const DAEMON_PORTS = new Set([2375, 2376]);
/** Ports whose listener runs code for any caller: the debuggers' and the daemon's. */
const CODE_PORTS = new Set<number>([...DEBUG_PORTS, ...DAEMON_PORTS]);
/** A bind source that is the host's whole home or root (not a folder inside it). */
const HOME_OR_ROOT =
  /^["']?(?:\/|~\/?|\$HOME\/?|\$\{HOME\}\/?|\/home\/[\w.-]{1,32}\/?|\/root\/?|\/Users\/[\w.-]{1,32}\/?)["']?$/;
/** Miners by the names their projects and images use; a stratum pool address. */
const MINER =
  /^(?:xmrig|xmr-stak(?:-rx)?|cpuminer(?:-multi|-opt)?|minerd|t-rex|nbminer|lolminer|cgminer|bfgminer|ethminer|phoenixminer|nanominer|srbminer(?:-multi)?|gminer|teamredminer)$/i;
const STRATUM = /\bstratum\d?\+(?:tcp|ssl|tls):\/\//i;

const unq = (t: string): string => t.replace(/^["']|["']$/g, "");

/** A `run`/`create` command line's publish specs, bind mounts and whether it stays running, or null. */
function runOptions(a: string[]): { publish: string[]; binds: string[]; stays: boolean; image: string } | null {
  let i = a[0] === "container" ? 1 : 0;
  if (a[i] !== "run" && a[i] !== "create") return null;
  const out = { publish: [] as string[], binds: [] as string[], stays: a[i] === "create", image: "" };
  for (i++; i < a.length; i++) {
    const t = a[i] as string;
    if (!t.startsWith("-")) {
      out.image = t;
      break;
    }
    const eq = /^(--?[\w-]+)=(.*)$/.exec(t);
    const flag = eq ? (eq[1] as string) : t;
    const valued =
      /^(?:-[pvewuhlm]|--(?:publish|volume|mount|env|env-file|name|network|net|user|workdir|hostname|label|restart|entrypoint|platform|cpus|memory|cap-add|cap-drop|security-opt|device|add-host|tmpfs|pid|ipc|userns|log-driver|log-opt|pull|gpus|shm-size|ulimit|runtime|secret|dns)$)/.test(
        flag,
      );
    const value = eq ? (eq[2] as string) : valued ? (a[++i] ?? "") : "";
    if (flag === "-p" || flag === "--publish") out.publish.push(unq(value));
    else if (flag === "-v" || flag === "--volume") out.binds.push(unq(value));
    else if (flag === "--mount" && /type=bind/.test(value)) {
      const src = /(?:source|src)=([^,]+)/.exec(value)?.[1] ?? "";
      out.binds.push(
        `${src}:${/target|dst|destination/.test(value) ? "/x" : ""}${/\breadonly|\bro\b/.test(value) ? ":ro" : ""}`,
      );
    } else if (flag === "--restart" && !/^no$/.test(value)) out.stays = true;
    else if (/^-[a-zA-Z]*d[a-zA-Z]*$/.test(flag) && !valued) out.stays = true;
    else if (flag === "--detach") out.stays = true;
  }
  return out;
}

/** `[ip:]host:ctr[/proto]` or `ctr`: the container port and whether the host side binds every address. */
function publishSpec(spec: string): { port: number; everyAddress: boolean } | null {
  const bare = spec.replace(/\/(?:tcp|udp|sctp)$/, "");
  const v6 = /^\[([^\]]*)\]:(.*)$/.exec(bare);
  const parts = v6 ? [v6[1] as string, ...(v6[2] as string).split(":")] : bare.split(":");
  const port = Number(/^(\d{1,5})(?:-\d{1,5})?$/.exec(parts[parts.length - 1] ?? "")?.[1] ?? Number.NaN);
  if (Number.isNaN(port) || parts.length > 3) return null;
  // `C` and `H:C` bind every address; `IP:H:C` and `IP::C` bind the address named
  const ip = parts.length === 3 ? (parts[0] as string) : "";
  return { port, everyAddress: ip === "" || ANY_ADDR.test(ip) || ip === "::" };
}

/** Hits of one container engine's run: a code-running port or the host's home published to every address, a miner. */
function engineRunHits(s: Stage, a: string[], hits: Hit[]): void {
  const run = runOptions(a);
  if (run === null) return;
  const at = (w: number, detail: string, rule = "bash.container-exposed"): void => {
    hits.push(hit(rule, "bash_reverse_shell", w, s.cmd.start, s.cmd.end, detail));
  };
  const open = run.publish.map(publishSpec).filter((p): p is { port: number; everyAddress: boolean } => p !== null);
  // a debugger or the daemon's API published on a wildcard written out: whoever reaches the machine runs code there
  const explicit = run.publish.filter((p) => /^(?:0\.0\.0\.0|\[?::\]?|\*):/.test(p)).map(publishSpec);
  const codePort = [...explicit, ...open.filter((p) => DAEMON_PORTS.has(p.port))].find(
    (p) => p?.everyAddress && CODE_PORTS.has(p.port),
  );
  if (codePort)
    at(
      0.86,
      `${s.name} publishes port ${codePort.port} (a debugger or the container daemon) on every address: whoever connects runs code`,
    );
  // the host's whole home or root mounted writable into a container left running and published to every address: the
  // files are served to the network (a project folder, a read-only mount, a loopback port are how one develops)
  const home = run.binds.find((b) => {
    const [src, , mode] = b.split(":");
    return HOME_OR_ROOT.test(src ?? "") && !/\bro\b/.test(mode ?? "");
  });
  if (home && run.stays && open.some((p) => p.everyAddress))
    at(0.86, `${s.name} serves the host's ${home.split(":")[0]} to every address from a container left running`);
  const image = run.image.replace(/[@:][^/]*$/, "").replace(/^.*\//, "");
  if (MINER.test(image) || a.some((t) => STRATUM.test(t)))
    at(0.88, `${s.name} starts a cryptocurrency miner (${image})`, "bash.miner");
}

/** `kubectl|oc [opts] cp SRC POD:DST` with a credential as SRC: the secret copied into another cluster's pod. */
function clusterCopyHits(s: Stage, a: string[], hits: Hit[]): void {
  const cp = a.indexOf("cp");
  if (cp < 0 || a.slice(0, cp).some((t) => !t.startsWith("-") && !/^[\w./:@=-]+$/.test(t))) return;
  const args = a
    .slice(cp + 1)
    .filter((t, i, all) => !t.startsWith("-") && !/^-[cn]$|^--(?:container|namespace)$/.test(all[i - 1] ?? ""));
  const [from, to] = args;
  if (from === undefined || to === undefined || !/^[\w.-]+\/?[\w.-]*:/.test(to) || /^[\w.-]+:/.test(from)) return;
  if (SENSITIVE_PATH.test(from))
    hits.push(
      hit(
        "bash.exfil-args",
        "bash_exfil",
        0.9,
        s.cmd.start,
        s.cmd.end,
        `${from} → ${s.name} cp into a pod of the cluster`,
      ),
    );
}

/** The sandbox options that hand the host's root or the container daemon's socket to what runs inside. */
function sandboxOpenedHits(s: Stage, a: string[], hits: Hit[]): void {
  const socket = /(?:^|[=/])(?:var\/)?run\/(?:docker|podman\/podman|containerd\/containerd)\.sock\b/;
  let why: string | null = null;
  if (s.name === "flatpak" && /^(?:override|run)$/.test(a[0] ?? "")) {
    const fs = a.filter((t) => /^--filesystem=/.test(t)).map((t) => t.slice(13).replace(/:(?:rw|ro|create)$/, ""));
    if (fs.some((f) => socket.test(`=${f}`))) why = "flatpak gives the app the container daemon's socket";
    else if (fs.some((f) => f === "/")) why = "flatpak gives the app the host's whole root";
  } else if (s.name === "bwrap") {
    for (let i = 0; i < a.length - 2 && why === null; i++)
      if (/^--(?:dev-)?bind$/.test(a[i] as string)) {
        if (a[i + 1] === "/" && a[i + 2] === "/") why = "bwrap binds the host's root writable: the sandbox is off";
        else if (socket.test(`=${a[i + 1]}`)) why = "bwrap hands the container daemon's socket into the sandbox";
      }
  } else if (s.name === "firejail") {
    if (a.some((t) => /^--(?:whitelist|noblacklist)=/.test(t) && socket.test(t)))
      why = "firejail lets the daemon's socket in";
  }
  if (why !== null) hits.push(hit("bash.sandbox-opened", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, why));
}

const GATE = /\b(?:dockerd|docker|podman|nerdctl|finch|kubectl|oc|flatpak|bwrap|firejail|xmrig|stratum)\b|miner\b/i;

/** Every stage of a program read for what crosses a container's, sandbox's or VM's boundary. */
export function containerBoundaryHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const a = s.argv.slice(1).map((w) => unq(w.text));
      if (ENGINES.test(s.name)) engineRunHits(s, a, hits);
      if (s.name === "dockerd" || s.name === "podman")
        hits.push(...daemonOpenHits(s.text).map((h) => ({ ...h, start: s.cmd.start, end: s.cmd.end })));
      if (ENGINES.test(s.name) || s.name === "dockerd") continue;
      if (s.name === "kubectl" || s.name === "oc") clusterCopyHits(s, a, hits);
      else if (MINER.test(s.name) || (STRATUM.test(s.text) && /(?:^|\s)(?:-o|--url)[\s=]/.test(s.text)))
        hits.push(
          hit("bash.miner", "bash_reverse_shell", 0.88, s.cmd.start, s.cmd.end, `${s.name}: a cryptocurrency miner`),
        );
      else sandboxOpenedHits(s, a, hits);
    }
  return hits;
}

/**
 * The container daemon's API bound to TCP on every address without client certificates, in any carrier: `dockerd -H
 * tcp://0.0.0.0:2375`, a unit's `ExecStart=`, `daemon.json`'s `"hosts"`, `podman system service tcp:0.0.0.0:8080`.
 * Whoever reaches the port starts a privileged container: root on the host. A unix socket, a loopback bind or
 * `--tlsverify` is how it is meant to run; a client's `DOCKER_HOST=tcp://docker:2375` binds nothing.
 */
const DAEMON_TCP =
  /(?:\bdockerd\b[^\n]{0,200}?(?:-H|--host)[=\s]{1,3}["']?|"hosts"\s{0,3}:\s{0,3}\[[^\]]{0,200}?"|\bpodman\s+system\s+service\b[^\n]{0,120}?\s)tcp:\/{0,2}(?:0\.0\.0\.0|\[?::\]?|\*)?:(\d{2,5})\b/;
const TLS_VERIFIED = /--tlsverify\b(?!\s*=\s*false)|"tlsverify"\s{0,3}:\s{0,3}true/;

export function daemonOpenHits(text: string): Hit[] {
  if (!/tcp:/.test(text)) return [];
  const m = DAEMON_TCP.exec(text);
  if (m === null || TLS_VERIFIED.test(text)) return [];
  return [
    hit(
      "bash.daemon-api-open",
      "bash_persistence",
      0.88,
      m.index,
      m.index + m[0].length,
      `the container daemon's API on every address (port ${m[1]}) without client certificates: whoever connects is root`,
    ),
  ];
}
