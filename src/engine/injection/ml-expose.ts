// A notebook or browser-IDE server opened to the network without its token, and a model hub's repositories flipped public.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** A notebook or IDE server started, or its config written (Jupyter's server, lab and notebook; code-server). */
const SERVER =
  /\bjupyter[- ](?:lab|notebook|server)\b|\bjupyter-(?:lab|notebook|server)\b|\bcode-server\b|\bjupyter_(?:server|notebook|lab)_config\.(?:py|json)\b|start-notebook\.(?:py|sh)\b/;
/**
 * The login switched off: the token (and with it every credential) set empty on the command line, in a Python config
 * or a JSON config, or code-server's `--auth none`.
 */
const NO_AUTH =
  /\.token(?:\s*=\s*(?:''|"")|=(?:''|"")?(?=\s|$)|\s+(?:''|"")(?=\s|$))|\btoken\s*=\s*(?:''|"")|"token"\s*:\s*""|--auth[=\s]+["']?none\b/m;
/**
 * Reachable from other machines: every interface (`0.0.0.0`, `*`, `::`, an empty ip) on the command line or in a
 * config, remote access allowed, a published container port not bound to loopback, a tunnel to a relay (ssh -R,
 * ngrok, cloudflared, localtunnel, bore, serveo).
 */
const REACHABLE =
  /--(?:\w+\.)?ip[=\s]+["']?(?:0\.0\.0\.0|\*|::)(?=["'\s]|$)|\.ip\s*=\s*["'](?:0\.0\.0\.0|\*|::|)["']|"ip"\s*:\s*"(?:0\.0\.0\.0|\*|::)"|allow_remote_access\s*=\s*True|--bind-addr[=\s]+["']?(?:0\.0\.0\.0|\[?::\]?)|\bdocker\s+run\b[^\n]*?\s-p\s+(?!127\.|localhost|\[::1\])(?:\d|\$)|\bssh\b[^\n;&|]*\s-\w*R\s*\d|\bngrok\s+(?:http|tcp)\b|\bcloudflared\s+tunnel\b|\blt\s+--port\b|\bbore\s+local\b|\bserveo\b/m;

/** A hub's repositories made public (huggingface_hub's visibility and settings calls). */
const HUB_MADE_PUBLIC = /\bupdate_repo_(?:visibility|settings)\s*\([^)\n]{0,200}?\bprivate\s*=\s*False\b/;

/** Hits for a notebook/IDE server open to the network without its token, or hub repositories flipped public. */
export function mlExposeHits(text: string): Hit[] {
  const hits: Hit[] = [];
  if (SERVER.test(text) && NO_AUTH.test(text) && REACHABLE.test(text))
    hits.push(
      hit(
        "bash.ml-server-exposed",
        "bash_persistence",
        0.88,
        0,
        text.length,
        "a notebook or IDE server without its token, reachable from other machines: anyone there runs code as this user",
      ),
    );
  const flip = HUB_MADE_PUBLIC.exec(text);
  if (flip)
    hits.push(
      hit(
        "bash.ml-hub-made-public",
        "bash_exfil",
        0.85,
        flip.index,
        flip.index + flip[0].length,
        "hub repositories made public",
      ),
    );
  return hits;
}
