// Code fetched into the place a cloud or credential tool runs it from, and manifests applied straight from a stranger's URL.

import { hit } from "./bash-facts.ts";
import { vendorInstallerUrl } from "./bash-vendors.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * Where a tool finds and runs executables by itself: Vault's plugin directory, Docker's CLI plugins and credential
 * helpers, git's credential helpers, kubectl and Helm plugins, Terraform's provider plugins. A file put there is run with
 * the tool's rights and the secrets it handles, no command needed.
 */
const TOOL_RUN_PLACE =
  /(?:^|\/)(?:vault(?:\.d)?\/plugins\/|\.docker\/cli-plugins\/|docker\/cli-plugins\/|\.terraform\.d\/plugins\/|helm\/plugins\/|\.krew\/bin\/)|(?:^|\/)(?:docker-credential|git-credential|kubectl)-[\w.-]{1,60}$/;
/** a URL of a file, unquoted */
const URL = /^https?:\/\/\S{1,2000}$/;

function clean(w: string): string {
  return w.replace(/^["']|["']$/g, "");
}

/** the output path and the URL of a download (`curl -o P URL`, `curl -so P URL`, `wget -O P URL`), or null */
function download(s: Stage): { path: string; url: string } | null {
  if (s.name !== "curl" && s.name !== "wget") return null;
  const a = s.argv.slice(1).map((w) => clean(w.text));
  const url = a.find((t) => URL.test(t));
  if (!url) return null;
  for (let i = 0; i < a.length; i++) {
    const t = a[i] as string;
    const eq = /^--output(?:-document)?=(.+)$/.exec(t);
    if (eq) return { path: eq[1] as string, url };
    const short = s.name === "curl" ? /^-[a-zA-Z]*o$/.test(t) : /^-[a-zA-Z]*O$/.test(t);
    if ((short || t === "--output" || t === "--output-document") && a[i + 1]) return { path: a[i + 1] as string, url };
  }
  return null;
}

/** a manifest version in a URL: a tag, a release, a commit (`/v1.26.1/`, `/releases/download/`, a 40-hex commit) */
const PINNED = /\/v?\d{1,4}\.\d{1,4}(?:\.\d{1,4})?[/\-._]|\/releases\/download\/|\/[0-9a-f]{40}\//i;

/**
 * A download into a tool's run place from a host other than the tool's vendor; a manifest applied to the cluster
 * straight from an unpinned URL of such a host (`kubectl apply -f https://raw.example.org/…/main/controller.yaml`).
 */
export function toolPluginHits47(pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  for (const s of pipelines.flat()) {
    const d = download(s);
    if (d && TOOL_RUN_PLACE.test(d.path) && !vendorInstallerUrl(d.url))
      hits.push(
        hit(
          "bash.tool-plugin-fetched",
          "bash_remote_exec",
          0.86,
          s.cmd.start,
          s.cmd.end,
          `${d.url.slice(0, 80)} → ${d.path}: run by its tool with the tool's secrets`,
        ),
      );
    if ((s.name === "kubectl" || s.name === "oc") && /^(?:apply|create|replace)$/.test(s.argv[1]?.text ?? "")) {
      const a = s.argv.slice(2).map((w) => clean(w.text));
      const at = a.findIndex((t) => t === "-f" || t === "--filename");
      const url = at >= 0 ? a[at + 1] : a.find((t) => /^--filename=/.test(t))?.slice(11);
      if (url && URL.test(url) && !vendorInstallerUrl(url) && !PINNED.test(url) && !a.some((t) => /^--dry-run/.test(t)))
        hits.push(
          hit(
            "bash.tool-plugin-fetched",
            "bash_remote_exec",
            0.85,
            s.cmd.start,
            s.cmd.end,
            `${s.name} ${s.argv[1]?.text} from ${url.slice(0, 80)}: a stranger's unpinned manifest run in the cluster`,
          ),
        );
    }
  }
  return hits;
}
