// A secret tool's output or a secret file saved into the project tree or a web root, then published by a push or deploy or served as it is.

import { publishes } from "./bash-publish-secrets.ts";
import { hit, readsSecrets } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A web server's document roots: what lands there is served to anyone. */
const WEB_ROOT =
  /^["']?(?:\/var\/www|\/srv\/www|\/usr\/share\/nginx\/html|\/srv\/http|[^\s'"]*\/htdocs|[^\s'"]*\/public_html)\//;
/** Literal gate (the words of every step `publishes` accepts, and web roots): without them nothing saved is published. */
const GATE =
  /\b(?:push|publish|deploy|upload|release|gist|snippet|rsync|scp|sync|vercel|surge|gh-deploy|gh-pages|pages|gsutil|s3)\b|\/var\/www|\/srv\/(?:www|http)|htdocs|nginx\/html|public_html|http\.server|\bhttpd\b|\bserve\b/;

/**
 * Folders a command of the script serves to the network as they are: `python3 -m http.server` (every interface unless
 * bound to loopback; `-d DIR` or the current folder), `npx serve DIR`, `php -S HOST -t DIR`, `busybox httpd -h DIR`.
 */
export function servedFolders(pipelines: Stage[][]): string[] {
  const out: string[] = [];
  const clean = (w: string | undefined): string => (w ?? ".").replace(/^["']|["']$/g, "").replace(/\/+$/, "");
  for (const stages of pipelines)
    for (const s of stages) {
      const a = s.argv.map((w) => w.text);
      const opt = (...names: string[]): string | undefined => {
        const i = a.findIndex((w) => names.includes(w));
        return i > 0 ? a[i + 1] : a.find((w) => names.some((n) => w.startsWith(`${n}=`)))?.replace(/^[^=]*=/, "");
      };
      const bind = opt("--bind", "-b", "-S") ?? "";
      if (/^(?:localhost|127\.|\[?::1\]?)/.test(bind.replace(/^["']/, ""))) continue;
      if (/^python[23]?$/.test(s.name) && a.includes("http.server")) out.push(clean(opt("-d", "--directory")));
      else if (s.name === "php" && a.includes("-S")) out.push(clean(opt("-t")));
      else if ((s.name === "npx" || s.name === "serve") && a.includes("serve"))
        out.push(clean(a.slice(a.indexOf("serve") + 1).find((w) => !w.startsWith("-"))));
      else if (s.name === "busybox" && a[1] === "httpd") out.push(clean(opt("-h")));
    }
  return out;
}

/** A path inside the project tree (relative, not a scratch folder). */
const IN_TREE = /^["']?(?![~/$])(?!\.\.\/|tmp\/)[\w.-]+\//;

/** Whether a `git add` puts the path in the next commit: by name, by a parent folder, or everything. */
function addsPath(s: Stage, path: string): boolean {
  const a = s.argv.map((w) => w.text.replace(/^["']|["']$/g, "").replace(/^\.\//, ""));
  if (s.name !== "git" || a[1] !== "add") return false;
  const p = path.replace(/^["']|["']$/g, "").replace(/^\.\//, "");
  return a
    .slice(2)
    .some((w) => w === "-A" || w === "--all" || w === "." || w === p || p.startsWith(`${w.replace(/\/$/, "")}/`));
}

/**
 * A secret tool's output (a decrypted file, a secret manager's value, a vault read) redirected into the project tree
 * and then committed and pushed, or named by a deploy; or redirected straight into a web server's root. Decrypting
 * next to a deploy that reads it, or into a scratch file, publishes nothing.
 */
export function secretOutputPublishedHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const saved: { path: string; by: string; added: boolean }[] = [];
  const served = servedFolders(pipelines).filter((d) => d !== "." && d !== "");
  const inServed = (dest: string): boolean => {
    const d = dest.replace(/^["']|["']$/g, "");
    return served.some((f) => d === f || d.startsWith(`${f}/`));
  };
  for (const stages of pipelines)
    for (const s of stages) {
      const last = stages[stages.length - 1] as Stage;
      if (readsSecrets(s))
        for (const r of (s === last ? s : last).cmd.redirects) {
          if (r.op !== ">" && r.op !== ">>") continue;
          if (WEB_ROOT.test(r.target.text))
            hits.push(
              hit(
                "bash.ops-public-data",
                "bash_exfil",
                0.86,
                s.cmd.start,
                last.cmd.end,
                `${s.name} output written where the web server serves it`,
              ),
            );
          else if (IN_TREE.test(r.target.text)) saved.push({ path: r.target.text, by: s.name, added: false });
        }
      // a secret file copied into a web root (`install -m 644 /etc/shadow /var/www/html/x.txt`) is served as it is
      const dest = s.argv[s.argv.length - 1]?.text ?? "";
      if (
        /^(?:cp|mv|install|ln|rsync|dd)$/.test(s.name) &&
        s.argv.length > 2 &&
        (WEB_ROOT.test(dest) || inServed(dest)) &&
        readsSecrets(s)
      )
        hits.push(
          hit(
            "bash.ops-public-data",
            "bash_exfil",
            0.86,
            s.cmd.start,
            s.cmd.end,
            `${s.name} puts a secret file where the web server serves it`,
          ),
        );
      for (const f of saved) if (addsPath(s, f.path)) f.added = true;
      if (!publishes(s)) continue;
      const words = s.argv.map((w) => w.text);
      const f = saved.find((x) =>
        s.name === "git" ? x.added : words.some((w) => w === x.path || x.path.startsWith(`${w}/`)),
      );
      if (f)
        hits.push(
          hit(
            "bash.publish-secret",
            "bash_exfil",
            0.9,
            s.cmd.start,
            s.cmd.end,
            `${f.by} output saved as ${f.path}, published by \`${s.name}\``,
          ),
        );
    }
  return hits;
}
