// Network clients' config files by what they run and weaken: ssh, OpenVPN and WireGuard hook commands; ssh checks for every host.

import type { Hit } from "./types.ts";
import { hit } from "./bash-facts.ts";
import { type CommandReader, hookRunHit } from "./hook-run.ts";

type Reader = CommandReader;

/** Each client's config files and the keys whose value is a command the client runs on a connection or an event. */
const HOOK_KEYS: readonly { tool: string; path: RegExp; line: RegExp }[] = [
  {
    tool: "ssh",
    path: /(?:^|\/)\.ssh\/config$|(?:^|\/)ssh_config(?:\.d\/[^/]+)?$|(?:^|\/)\.ssh\/config\.d\/[^/]+$/i,
    // ProxyCommand, LocalCommand and KnownHostsCommand run locally; `Match exec "CMD"` runs CMD to pick a block
    line: /^\s*(?:(?:ProxyCommand|LocalCommand|KnownHostsCommand)\s*[= ]\s*(.+)|Match\b.*?\bexec\s+"([^"]+)")$/gim,
  },
  {
    tool: "OpenVPN",
    path: /\.ovpn$|(?:^|\/)openvpn\/(?:[^/]+\/)*[^/]+\.conf$/i,
    line: /^\s*(?:up|down|route-up|route-pre-down|ipchange|client-connect|client-disconnect|learn-address|tls-verify|auth-user-pass-verify)\s+(.+)$/gim,
  },
  {
    tool: "WireGuard",
    path: /(?:^|\/)wireguard\/[^/]+\.conf$|(?:^|\/)wg\d{0,3}\.conf$/i,
    line: /^\s*(?:PreUp|PostUp|PreDown|PostDown)\s*=\s*(.+)$/gim,
  },
];

/** ssh settings that switch host-key checking off or hand the agent over, harmful when they apply to every host. */
const SSH_WEAK: readonly [RegExp, string][] = [
  [/^\s*StrictHostKeyChecking\s*[= ]\s*(?:no|off)\b/im, "host keys accepted unchecked"],
  [/^\s*UserKnownHostsFile\s*[= ]\s*\/dev\/null\b/im, "known hosts forgotten"],
  [/^\s*ForwardAgent\s*[= ]\s*yes\b/im, "the ssh agent forwarded"],
];

/** A hook's value as the shell reads it: outer quotes dropped, ssh's `%h %p` tokens left as words. */
function command(value: string): string {
  const v = value.trim();
  return /^"[\s\S]*"$/.test(v) ? v.slice(1, -1) : v;
}

/** The part of an ssh config that applies to every host: lines before the first block, `Host *` and `Match all` blocks. */
export function everyHostText(text: string): string {
  const out: string[] = [];
  let every = true;
  for (const line of text.split("\n")) {
    const head = /^\s*(Host|Match)\s+(.+)$/i.exec(line);
    if (head) every = /^(?:\*|all)$/i.test((head[2] ?? "").trim());
    else if (every) out.push(line);
  }
  return out.join("\n");
}

/**
 * A network client's config file written: each hook command read as the script it is (a fetch-and-run or a send in
 * `LocalCommand`, `up`, `PostUp` runs at every connection), and ssh's checks switched off for every host. Hooks that run
 * ordinary programs (`nc %h %p`, `resolvconf`, `iptables`) and settings for one named host carry nothing.
 */
export function netConfigHookHits(path: string, text: string, read: Reader): Hit[] {
  const p = path.replace(/^["']|["']$/g, "");
  const kind = HOOK_KEYS.find((k) => k.path.test(p));
  if (kind === undefined) return [];
  const hits: Hit[] = [];
  for (const m of text.matchAll(kind.line)) {
    const cmd = command(m[1] ?? m[2] ?? "");
    if (cmd === "" || /^none$/i.test(cmd)) continue;
    const found = hookRunHit(
      read,
      cmd,
      { start: 0, end: text.length, label: `${kind.tool} hook in ${p}`, rule: "bash.config-hook-run" },
      (worst) => `${kind.tool} runs \`${cmd.slice(0, 60)}\` at every connection: ${worst}`,
    );
    if (found) hits.push(found);
  }
  if (kind.tool === "ssh") {
    const every = everyHostText(text);
    const weak = SSH_WEAK.filter(([re]) => re.test(every)).map(([, why]) => why);
    if (weak.length > 0)
      hits.push(
        hit(
          "bash.ssh-every-host",
          "bash_persistence",
          weak.length > 1 ? 0.9 : 0.82,
          0,
          text.length,
          `${p}: for every host, ${weak.join(", ")}`,
        ),
      );
  }
  return hits;
}
