// Debuggers, inspectors and forwards opened to every address or tunnelled out: whoever connects runs code or reads data.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * Debug and remote-control ports: node's inspector, Chrome's DevTools, Java's JDWP, Delve, debugpy. Whoever reaches one
 * runs code in the process: they trust their callers as a database without a password does.
 */
export const DEBUG_PORTS = [9229, 9222, 5005, 2345, 5678] as const;
/** Ports of services that trust who reaches them (databases, caches, the Docker daemon) and the debug ports. */
const TRUSTING = new Set<number>([
  ...DEBUG_PORTS,
  2375,
  2376,
  3306,
  5432,
  5984,
  6379,
  9042,
  9200,
  11211,
  15672,
  27017,
  1433,
  1521,
]);
/** Every address: the wildcard bind forms of the tools (`0.0.0.0`, `::`, `*`, an empty host before the port). */
const ANY = String.raw`(?:0\.0\.0\.0|\[?::\]?|\*)`;
const GATE =
  /--inspect|--listen|gdbserver|lldb-server|jdwp|remote-debugging|port-forward|\bssh\b|\bsocat\b|debugpy|flask|\/sys\/kernel|\/dev\/k?mem|kcore/;
/** The kernel's own debug and trace interfaces and its memory: who can write them controls the kernel. */
const KERNEL_DEBUG = /^\/(?:sys\/kernel\/(?:tracing|debug)|dev\/k?mem|dev\/port|proc\/kcore|sys\/fs\/bpf)(?:\/|$)/;
/** A mode that lets every user write: 777, 666, o+w, a+rwx. */
const WORLD_WRITE = /^(?:[0-7]?[0-7][0-7][2367]|(?:[ugo]*a[ugo]*|[ugo]*o[ugo]*)\+[rwxX]*w[rwxX]*)$/;

const CONTAINER_RUNNERS = /^(?:docker|podman|nerdctl|finch|docker-compose|kubectl|oc|ctr|crictl|lima|colima)$/;

/** The debugger a stage opens to every address, or null (loopback binds and the defaults, which are loopback). */
function openDebugger(s: Stage, line: string): string | null {
  if (new RegExp(String.raw`--inspect(?:-brk|-wait)?=${ANY}(?::\d+)?\b`).test(line)) return "the node inspector";
  if (s.name === "dlv" && new RegExp(String.raw`--listen[=\s]+(?:${ANY})?:\d+`).test(line)) return "Delve";
  if (new RegExp(String.raw`debugpy\b.*--listen[=\s]+${ANY}:\d+`).test(line)) return "debugpy";
  if (s.name === "gdbserver" && new RegExp(String.raw`(?:^|\s)(?:${ANY})?:\d+(?:\s|$)`).test(line)) return "gdbserver";
  if (s.name === "lldb-server" && new RegExp(String.raw`--(?:listen|server)[=\s]+["']?${ANY}:`).test(line))
    return "lldb-server";
  if (new RegExp(String.raw`jdwp=[^\s]*\baddress=${ANY}:\d+`).test(line)) return "the JVM debugger (JDWP)";
  if (new RegExp(`--remote-debugging-address=${ANY}`).test(line)) return "the browser's DevTools port";
  if (
    s.name === "flask" &&
    /--debug\b|FLASK_DEBUG=1/.test(s.text) &&
    new RegExp(String.raw`--host[=\s]+${ANY}`).test(line)
  )
    return "Flask's debugger console";
  return null;
}

/** A forward a stage binds on every address, and the port it forwards to, or null. */
function openForward(s: Stage, a: string[]): { how: string; port: number } | null {
  const line = a.join(" ");
  if (s.name === "kubectl" && a.includes("port-forward")) {
    const addr = /--address[=\s]+(\S+)/.exec(line)?.[1] ?? "";
    if (!new RegExp(`(?:^|,)${ANY}(?:,|$)`).test(addr)) return null;
    const spec = a.find((t) => /^\d{1,5}(?::\d{1,5})?$/.test(t));
    return spec === undefined
      ? null
      : { how: "kubectl port-forward on every address", port: Number(spec.split(":").pop()) };
  }
  if (s.name === "ssh") {
    const g = a.some((t) => /^-[a-zA-Z]*g[a-zA-Z]*$/.test(t));
    for (let i = 0; i < a.length - 1; i++) {
      if (a[i] !== "-L") continue;
      const parts = (a[i + 1] as string).split(":");
      const bindAll = parts.length === 4 && new RegExp(`^(?:${ANY}|)$`).test(parts[0] as string);
      if (g || bindAll) return { how: "ssh forward on every address", port: Number(parts[parts.length - 1]) };
    }
  }
  if (s.name === "socat") {
    const listen = a.find((t) => /^TCP[46]?-LISTEN:\d+/i.test(t));
    const to = a.find((t) => /^TCP[46]?:[^,]+:(\d+)/i.test(t));
    // (a relay to this machine's own port is a developer's proxy; one to another host's database hands it to any caller)
    const local = to !== undefined && /^TCP[46]?:(?:localhost|127\.|\[?::1)/i.test(to);
    if (listen !== undefined && to !== undefined && !local && !/bind=(?:127\.|localhost|\[?::1)|range=/i.test(listen))
      return {
        how: "socat listener on every address",
        port: Number(/:(\d+)/.exec(to.replace(/^TCP[46]?:[^:]+/i, ""))?.[1]),
      };
  }
  return null;
}

/** A reverse forward that publishes a local port on the other host's every address, or a trusting port on its web ports (`-R 443:localhost:9229`). */
function publishedRemote(s: Stage, a: string[]): string | null {
  if (s.name !== "ssh") return null;
  for (let i = 0; i < a.length - 1; i++) {
    if (a[i] !== "-R") continue;
    const parts = (a[i + 1] as string).split(":");
    const bind = parts.length === 4 ? (parts[0] as string) : null;
    const remotePort = Number(parts.length === 4 ? parts[1] : parts[0]);
    const localPort = Number(parts[parts.length - 1]);
    // (a dev server shared through a tunnel on the other host's web port is ordinary, `ssh -R 80:localhost:3000
    // serveo.net`; a debugger's or a trusting service's port published there is not)
    const webPort = remotePort === 80 || remotePort === 443;
    if ((bind !== null && new RegExp(`^(?:${ANY}|)$`).test(bind)) || (webPort && TRUSTING.has(localPort)))
      return `ssh -R publishes local port ${localPort} on the other host's ${webPort ? "web port" : "every address"}`;
    if (TRUSTING.has(localPort) && bind !== null && !/^(?:localhost|127\.)/.test(bind))
      return `ssh -R publishes local port ${localPort}, a service that trusts its callers`;
  }
  return null;
}

/**
 * A debugger or inspector listening on every address (`node --inspect=0.0.0.0:9229`, `dlv --listen=:2345`, JDWP on
 * `*:5005`), a forward of a database's or debugger's port bound on every address (`kubectl port-forward --address 0.0.0.0
 * … 5432:5432`), a reverse tunnel publishing a local port on another host: whoever can reach the machine then runs code
 * in the process or reads the data. Loopback binds and the tools' defaults (all loopback) stay clean; so does a
 * container's own command (its port mapping decides, and it is read there).
 */
export function debugExposeHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const a = s.argv.map((w) => w.text.replace(/^["']|["']$/g, ""));
      const line = a.join(" ");
      // (a container's command binds in the container's network: its port mapping decides what is exposed)
      const inContainer = s.cmd.words.some((w) => CONTAINER_RUNNERS.test(w.text.replace(/^.*\//, "")));
      const dbg = inContainer ? null : openDebugger(s, line);
      if (dbg !== null)
        hits.push(
          hit(
            "bash.debug-exposed",
            "bash_reverse_shell",
            0.86,
            s.cmd.start,
            s.cmd.end,
            `${dbg} listens on every address: whoever connects runs code`,
          ),
        );
      const fwd = openForward(s, a);
      if (fwd !== null && TRUSTING.has(fwd.port))
        hits.push(
          hit(
            "bash.debug-exposed",
            "bash_reverse_shell",
            0.85,
            s.cmd.start,
            s.cmd.end,
            `${fwd.how} to port ${fwd.port}, which trusts its callers`,
          ),
        );
      // the kernel's tracing, debug or memory files opened to every user: any user then reads or rewrites the kernel
      if (s.name === "chmod" && a.some((t) => WORLD_WRITE.test(t)) && a.some((t) => KERNEL_DEBUG.test(t)))
        hits.push(
          hit(
            "bash.kernel-debug-opened",
            "bash_persistence",
            0.88,
            s.cmd.start,
            s.cmd.end,
            "the kernel's debug or memory interfaces made writable by every user",
          ),
        );
      const pub = publishedRemote(s, a);
      if (pub !== null) hits.push(hit("bash.reverse-tunnel", "bash_reverse_shell", 0.85, s.cmd.start, s.cmd.end, pub));
    }
  return hits;
}

/** Program source that starts a debugger console or debug listener on every address (Werkzeug's evalex, debugpy, inspector). */
const CODE_EXPOSED = [
  // (Werkzeug's console asked for by name: `debug=True` alone on every address is the tutorials' line, and PIN-guarded)
  /\.run\([^)]{0,200}host\s*=\s*["'](?:0\.0\.0\.0|::)["'][^)]{0,200}use_(?:evalex|debugger)\s*=\s*True|\.run\([^)]{0,200}use_(?:evalex|debugger)\s*=\s*True[^)]{0,200}host\s*=\s*["'](?:0\.0\.0\.0|::)["']/,
  /DebuggedApplication\([^)]{0,200}evalex\s*=\s*True[\s\S]{0,400}["']0\.0\.0\.0["']/,
  /debugpy\.listen\(\s*\(\s*["'](?:0\.0\.0\.0|::)["']/,
  /inspector\.open\(\s*\d{0,5}\s*,\s*["'](?:0\.0\.0\.0|::)["']/,
];

/** A written program file that opens a debugger console or listener on every address. */
export function codeDebugExposeHits(text: string): Hit[] {
  const re = CODE_EXPOSED.find((r) => r.test(text));
  return re === undefined
    ? []
    : [
        hit(
          "bash.debug-exposed",
          "bash_reverse_shell",
          0.86,
          0,
          text.length,
          "a debugger console listening on every address: whoever connects runs code",
        ),
      ];
}

/** Hits of a container's own command without its binds on every address (inside a container that is how ports work). */
export function withoutContainerBinds(hits: Hit[]): Hit[] {
  return hits.filter((h) => h.rule !== "bash.debug-exposed");
}
