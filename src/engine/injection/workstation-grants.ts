// The developer's own agents and tokens handed to others: the ssh or gpg agent's socket opened to every user, a forge token widened to admin.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** The ssh or gpg agent's socket: whoever can connect to it signs and logs in with the user's keys. */
const AGENT_SOCKET =
  /\$\{?SSH_AUTH_SOCK\}?|\bS\.gpg-agent(?:\.ssh|\.extra)?\b|\bagent\.sock\b|\bssh-agent\.[\w-]+\/agent\b/;
/** A mode that lets other users connect: write for group or others. */
const OPEN_MODE =
  /^(?:0?[0-7][2367][2367]|0?[0-7][0-7][2367]|[ugoa]*o[ugoa]*\+[rwx]*w[rwx]*|a\+[rwx]*w[rwx]*|\+[rwx]*w[rwx]*)$/;
/** Forge token scopes that administer an organisation or delete its repositories. */
const ADMIN_SCOPE =
  /^(?:admin:(?:org|enterprise|public_key|gpg_key|repo_hook|org_hook|ssh_signing_key)|delete_repo|site_admin|delete:packages)$/;

/**
 * The user's agent socket made reachable by others (`chmod 777 "$SSH_AUTH_SOCK"`, a link to it in a shared folder,
 * `socat TCP-LISTEN:…,fork UNIX-CONNECT:$SSH_AUTH_SOCK`), and a forge token refreshed with several admin or delete
 * scopes at once. `ssh-add`, `ssh -A` to one host, a narrow scope (`read:project`, `workflow`) carry nothing.
 */
export function workstationGrantHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!/SSH_AUTH_SOCK|gpg-agent|agent\.sock|ssh-agent|gh\b/.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const a = s.argv.map((w) => w.text);
      const socket = a.slice(1).some((w) => AGENT_SOCKET.test(w));
      if (s.name === "chmod" && socket && a.slice(1).some((w) => OPEN_MODE.test(w)))
        hits.push(
          hit(
            "bash.agent-socket-open",
            "bash_persistence",
            0.9,
            s.cmd.start,
            s.cmd.end,
            "the ssh/gpg agent's socket opened to other users: they sign and log in with the user's keys",
          ),
        );
      else if (
        s.name === "ln" &&
        socket &&
        a.some((w) => /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\//.test(w.replace(/^["']/, "")))
      )
        hits.push(
          hit(
            "bash.agent-socket-open",
            "bash_persistence",
            0.86,
            s.cmd.start,
            s.cmd.end,
            "the ssh/gpg agent's socket linked into a folder every user reads",
          ),
        );
      else if (
        s.name === "socat" &&
        /UNIX-CONNECT:[^\s,]*(?:SSH_AUTH_SOCK|gpg-agent|agent)/i.test(s.text) &&
        /\b(?:TCP\d?|OPENSSL)-LISTEN:/i.test(s.text)
      )
        hits.push(
          hit(
            "bash.agent-socket-open",
            "bash_persistence",
            0.93,
            s.cmd.start,
            s.cmd.end,
            "the ssh/gpg agent's socket served on a network port",
          ),
        );
      else if (s.name === "gh" && a[1] === "auth" && /^(?:refresh|login)$/.test(a[2] ?? "")) {
        const scopes = a
          .flatMap((w, i) =>
            w === "-s" || w === "--scopes"
              ? (a[i + 1] ?? "").split(",")
              : /^--scopes=/.test(w)
                ? w.slice(9).split(",")
                : [],
          )
          .map((x) => x.trim().replace(/^["']|["']$/g, ""));
        const admin = scopes.filter((x) => ADMIN_SCOPE.test(x));
        if (admin.length >= 2)
          hits.push(
            hit(
              "bash.token-scope-admin",
              "bash_persistence",
              0.85,
              s.cmd.start,
              s.cmd.end,
              `the stored forge token widened to ${admin.join(", ")}`,
            ),
          );
      }
    }
  return hits;
}
