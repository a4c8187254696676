// Services that trust their callers opened to others: firewall rules for every address, tunnels and frp proxies to a relay.

import type { Hit } from "./types.ts";
import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";

/**
 * Ports of services that trust whoever reaches them or guard only with a password: databases, caches, search and
 * queue admin, the Docker daemon, remote desktops. A web app's or ssh's port is opened to others on purpose.
 */
const TRUSTING_PORTS = new Set([
  2375, 2376, 2379, 3306, 3389, 5432, 5900, 5984, 6379, 9042, 9200, 9300, 11211, 15672, 27017, 1433, 1521, 8086, 9000,
  // debug ports (round 40, debug-expose66.ts): node's inspector, DevTools, JDWP, Delve, debugpy run code for any caller
  9229, 9222, 5005, 2345, 5678,
]);
/** firewalld's service names for the same services. */
const TRUSTING_SERVICES = /^(?:postgresql|mysql|mariadb|redis|mongodb|elasticsearch|memcached|docker|rdp|vnc-server)$/;
/** Tunnel clients that publish a local port through someone's relay. */
const TUNNELS = /^(?:ngrok|cloudflared|bore|lt|localtunnel|zrok|pinggy)$/;

const LITERAL_GATE = /\b(?:iptables|ip6tables|ufw|firewall-cmd|nft|ngrok|cloudflared|bore|lt|localtunnel|zrok)\b/;

function trusting(port: string | undefined): boolean {
  return port !== undefined && TRUSTING_PORTS.has(Number(port));
}

/** The ports a firewall command opens to every address, or [] (a rule with a source names who may come in). */
function firewallOpened(name: string, a: string[]): string[] {
  const joined = a.join(" ");
  if (name === "iptables" || name === "ip6tables") {
    if (!/(?:^|\s)-[AI]\s+INPUT\b/.test(joined) || !/-j\s+ACCEPT\b/.test(joined)) return [];
    const src = /(?:^|\s)(?:-s|--source)\s+(\S+)/.exec(joined)?.[1];
    if (src !== undefined && !/^(?:0\.0\.0\.0\/0|::\/0)$/.test(src)) return [];
    return [...joined.matchAll(/--d(?:ports?|port)\s+([\d,:]+)/g)].flatMap((m) => (m[1] ?? "").split(/[,:]/));
  }
  if (name === "ufw") {
    if (a[0] !== "allow" && !(a[0] === "insert" && a[2] === "allow")) return [];
    const from = /\bfrom\s+(\S+)/.exec(joined)?.[1];
    if (from !== undefined && !/^(?:any|0\.0\.0\.0\/0|::\/0)$/.test(from)) return [];
    const port = /\bport\s+(\d{1,5})\b/.exec(joined)?.[1] ?? /^(\d{1,5})(?:\/(?:tcp|udp))?$/.exec(a.at(-1) ?? "")?.[1];
    return port === undefined ? [] : [port];
  }
  if (name === "firewall-cmd") {
    if (/--add-rich-rule/.test(joined) && /source\s+address=/.test(joined)) return [];
    // a zone other than the default public ones admits only the sources bound to it (`--zone=internal --add-source=…`)
    const zone = /--zone[=\s](\S+)/.exec(joined)?.[1];
    if (zone !== undefined && !/^(?:public|external|dmz)$/.test(zone)) return [];
    const ports = [...joined.matchAll(/--add-port[=\s](\d{1,5})(?:-\d{1,5})?\/(?:tcp|udp)/g)].map((m) => m[1] ?? "");
    const services = [...joined.matchAll(/--add-service[=\s]([\w-]+)/g)]
      .map((m) => m[1] ?? "")
      .filter((sv) => TRUSTING_SERVICES.test(sv))
      .map(() => "5432");
    return [...ports, ...services];
  }
  if (name === "nft") {
    if (!/\badd\s+rule\b/.test(joined) || !/\baccept\b/.test(joined) || /\b(?:ip6?\s+)?saddr\b/.test(joined)) return [];
    return [...joined.matchAll(/\bdport\s+\{?\s*([\d,\s]+)/g)].flatMap((m) => (m[1] ?? "").split(/[,\s]+/));
  }
  return [];
}

/** The local ports a tunnel command publishes (`ngrok tcp 5432`, `cloudflared --url tcp://localhost:6379`, `bore local 3306`). */
function tunnelPorts(name: string, a: string[]): string[] {
  const joined = a.join(" ");
  const out: string[] = [];
  if (name === "ngrok" && /^(?:tcp|tls)$/.test(a[0] ?? "")) out.push(/(\d{1,5})$/.exec(a[1] ?? "")?.[1] ?? "");
  for (const m of joined.matchAll(/\b(?:tcp|ssh|rdp|redis|postgres(?:ql)?|mysql):\/\/[\w.[\]:-]*?:(\d{1,5})\b/g))
    out.push(m[1] ?? "");
  for (const m of joined.matchAll(/(?:\blocal|--port|--local-port|-p)\s+(\d{1,5})\b/g)) out.push(m[1] ?? "");
  return out;
}

/**
 * A command that opens a service which trusts its callers to others: a firewall rule for every address on a database's,
 * cache's or Docker's port, a tunnel publishing that port through a relay. `ufw allow 22`, `ufw allow from 10.0.0.0/8 to
 * any port 5432`, `ngrok http 3000` open what is meant to be reached, or only to named networks.
 */
export function openPortHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!LITERAL_GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const a = s.argv.slice(1).map((w) => w.text.replace(/^["']|["']$/g, ""));
      const opened = firewallOpened(s.name, a).find(trusting);
      if (opened !== undefined)
        hits.push(
          hit(
            "bash.firewall-open",
            "bash_persistence",
            0.85,
            s.cmd.start,
            s.cmd.end,
            `${s.name} opens port ${opened}, a service that trusts its callers, to every address`,
          ),
        );
      const published = TUNNELS.test(s.name) ? tunnelPorts(s.name, a).find(trusting) : undefined;
      if (published !== undefined)
        hits.push(
          hit(
            "bash.reverse-tunnel",
            "bash_reverse_shell",
            0.86,
            s.cmd.start,
            s.cmd.end,
            `${s.name} publishes local port ${published}, a service that trusts its callers, through a relay`,
          ),
        );
    }
  return hits;
}

const FRP_CLIENT = /(?:^|\/)frpc[\w.-]*\.(?:toml|ini|ya?ml|json)$/i;
const LOOPBACK_SERVER = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/i;

/** An frp client config (`frpc.toml`) that publishes a login or trusting service's port through a relay not on this machine. */
export function frpConfigHits(path: string, text: string): Hit[] {
  if (!FRP_CLIENT.test(path)) return [];
  const server = /\bserver_?addr\s*[=:]\s*["']?([^"'\s,]+)/i.exec(text)?.[1] ?? "";
  if (server === "" || LOOPBACK_SERVER.test(server)) return [];
  const ports = [...text.matchAll(/\blocal_?port\s*[=:]\s*(\d{1,5})/gi)].map((m) => m[1] ?? "");
  const exposed = ports.find((p) => p === "22" || trusting(p));
  return exposed === undefined
    ? []
    : [
        hit(
          "bash.reverse-tunnel",
          "bash_reverse_shell",
          0.86,
          0,
          text.length,
          `${path} publishes local port ${exposed} through the relay ${server}`,
        ),
      ];
}
