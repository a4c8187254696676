// Agent files filled from other files (cp/mv/install/ln/tar/unzip): judged by what the script put there, or where it came from.

import { checkoutSource, sameAgentHome } from "./agent-copy-sources.ts";
import { agentFileHit, DOWNLOADED, DROPPED, isAgentFile } from "./agent-file.ts";
import { vendorInstallerUrl } from "./bash-facts.ts";
import { patchAdds } from "./bash-written.ts";
import { normPath, untrustedUrl } from "./shell-download.ts";
import { NET_SINKS, type FlowState } from "./shell-flow-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

const COPIERS = new Set(["cp", "mv", "install", "ln", "rsync"]);
/** a drop: temp folders, shared memory, home, hidden files and folders (except the ones projects keep: .github, agents' own) */
const DROP =
  /^(?:\/tmp|\/var\/tmp|\/dev\/shm|~|\$HOME|\$\{HOME\}|\/home|\/root)(?:\/|$)|(?:^|\/)\.(?!(?:github|git|\.?)(?:\/|$))[^/]/;

/** The files a copier reads and the one it writes (`-t DIR` or the last argument). */
function copyArgs(s: Stage): { sources: string[]; target: string } | null {
  const files: string[] = [];
  let target: string | null = null;
  const a = s.argv.slice(1).map((w) => w.text);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === "-t" || a[i] === "--target-directory") target = a[++i] ?? null;
    else if (/^(?:-m|--mode|-o|--owner|-g|--group|-S|--suffix)$/.test(a[i])) i++;
    else if (!a[i].startsWith("-")) files.push(normPath(a[i]));
  }
  if (target === null) target = files.pop() ?? null;
  return target === null || files.length === 0 ? null : { sources: files, target: normPath(target) };
}

/** dd if=SRC of=DST */
function ddArgs(s: Stage): { sources: string[]; target: string } | null {
  const get = (k: string) => s.argv.find((w) => w.text.startsWith(`${k}=`))?.text.slice(k.length + 1);
  const from = get("if");
  const to = get("of");
  return from && to ? { sources: [normPath(from)], target: normPath(to) } : null;
}

/**
 * `tee AGENTS.md < SRC`, `cat < SRC > AGENTS.md`, `dd of=AGENTS.md < SRC`: a copy of SRC written through stdin, read
 * like cp SRC (null when stdin is not one file or the stage reads a pipe).
 */
export function redirectCopy(s: Stage): { sources: string[]; targets: string[] } | null {
  if (!/^(?:tee|cat|dd)$/.test(s.name) || s.cmd.stage > 0 || s.cmd.stdin.length > 0) return null;
  const from = s.cmd.redirects.filter((r) => r.op === "<");
  if (from.length !== 1) return null;
  const targets =
    s.name === "tee"
      ? s.argv.slice(1).filter((w) => !w.text.startsWith("-"))
      : s.name === "dd"
        ? s.argv.filter((w) => w.text.startsWith("of=")).map((w) => ({ ...w, text: w.text.slice(3) }))
        : s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">>").map((r) => r.target);
  if (s.name === "cat" && s.argv.length > 1) return null;
  return { sources: [normPath(from[0].target.text)], targets: targets.map((w) => normPath(w.text)) };
}

/** What a file this script made holds, as far as the script shows it; undefined when the script did not make it. */
function madeHere(path: string, st: FlowState): string | undefined {
  const written = st.written.get(path);
  if (written) return written.text;
  if (st.downloads.has(path)) return DOWNLOADED;
  return st.produced.get(path);
}

/** One copy into an agent file: judged by what the script put in the source, or where the source is. */
function copyHits(
  s: Stage,
  args: { sources: string[]; target: string },
  st: FlowState,
  hits: Hit[],
  script: string,
): void {
  for (const src of args.sources) {
    // cp X/AGENTS.md . writes ./AGENTS.md
    const into = isAgentFile(args.target)
      ? args.target
      : `${args.target.replace(/\/+$/, "").replace(/^\.?$/, ".")}/${src.replace(/^.*\//, "")}`;
    if (!isAgentFile(into)) continue;
    const made = madeHere(src, st);
    // a project's own agent or guard file copied (a backup, a rename): the text is what the project already holds
    if (made === undefined && isAgentFile(src) && !/^(?:\/|~|\$)/.test(src) && !src.includes("..")) continue;
    // a file of an agent's home folder copied within it (`cp ~/.pi/agent/auth.json ~/.pi/agent/auth.json.bak`): a backup
    if (made === undefined && sameAgentHome(src, into)) continue;
    // a home folder that is a checkout the user keeps (a team's skills repo): its own review (agent-copy-sources.ts)
    if (made === undefined && checkoutSource(src, script)) continue;
    // the script's own text fills it; else a temp or hidden file nobody sees; else a file of the project
    const content = made ?? (DROP.test(src) || /^[a-z]+:\/\/|^[\w.-]+@?[\w.-]+:/.test(src) ? DROPPED : null);
    if (content === null && !/^\//.test(src) && !src.includes("..")) continue; // project file: its own review
    hits.push(agentFileHit(into, content, s.cmd.start, s.cmd.end, `${s.name} ${src}`));
  }
}

/** Hits for one command that fills an agent file from another file; records archives extracted from downloads. */
export function agentCopyHits(s: Stage, stages: Stage[], st: FlowState, hits: Hit[], script = ""): void {
  const { cmd, name } = s;
  const viaStdin = redirectCopy(s);
  if (viaStdin || ((COPIERS.has(name) || name === "dd") && cmd.stdin.length === 0)) {
    const copies = viaStdin
      ? viaStdin.targets.map((target) => ({ sources: viaStdin.sources, target }))
      : [name === "dd" ? ddArgs(s) : copyArgs(s)];
    for (const args of copies) if (args !== null) copyHits(s, args, st, hits, script);
    return;
  }
  // a patch applied from a file this script downloaded from an untrusted URL, or wrote (its added agent-file lines)
  if ((name === "git" && s.argv[1]?.text === "apply") || name === "patch") {
    const files = [
      ...s.argv.slice(name === "git" ? 2 : 1).filter((w) => !w.text.startsWith("-")),
      ...cmd.redirects.filter((r) => r.op === "<").map((r) => r.target),
    ].map((w) => normPath(w.text));
    const piped = stages.slice(0, stages.indexOf(s)).find((p) => NET_SINKS.has(p.name));
    const pipedUrl = piped ? /\b(?:https?|ftp):\/\/\S+/.exec(piped.text)?.[0] : undefined;
    for (const f of files) {
      const written = st.written.get(f)?.text;
      if (written !== undefined)
        for (const [path, added] of patchAdds(written))
          if (isAgentFile(path)) hits.push(agentFileHit(path, added, cmd.start, cmd.end, `${name} ${f}`));
    }
    const url = pipedUrl ?? files.map((f) => st.downloads.get(f)).find((u) => u !== undefined);
    if (url !== undefined && untrustedUrl(url))
      hits.push({
        rule: "bash.run-download",
        category: "bash_remote_exec",
        weight: 0.86,
        start: cmd.start,
        end: cmd.end,
        detail: `${url} → ${name}${name === "git" ? " apply" : ""}: a patch from an untrusted address changes the project`,
      });
    return;
  }
  // tar/unzip extracting into an agent folder (or an agent file by name): text nobody saw, worse when downloaded
  const archive = name === "tar" || name === "bsdtar" || name === "unzip";
  if (!archive) return;
  const a = s.argv.slice(1).map((w) => w.text);
  const extract = name === "unzip" || a.some((t) => /^-?[a-wyz]*x/.test(t) || t === "--extract");
  if (!extract) return;
  const dirAt = a.findIndex((t) => t === "-C" || t === "-d" || t === "--directory");
  const dir = dirAt >= 0 ? normPath(a[dirAt + 1] ?? "") : "";
  const piped = stages.slice(0, stages.indexOf(s)).find((p) => NET_SINKS.has(p.name));
  const file = a.find(
    (t, i) => !t.startsWith("-") && i !== dirAt + 1 && /\.(?:t?gz|tar|tbz2?|txz|zip|xz|bz2)$/.test(t),
  );
  const fromNet = piped !== undefined || (file !== undefined && st.downloads.has(normPath(file)));
  const url = piped
    ? (/\b(?:https?|ftp):\/\/\S+/.exec(piped.text)?.[0] ?? piped.name)
    : file
      ? st.downloads.get(normPath(file))
      : undefined;
  // an archive from the network unpacked somewhere: whatever runs from there later in the script ran the download
  if (fromNet && dir !== "" && st.extracted.size < 16) st.extracted.set(dir.replace(/\/+$/, ""), url ?? "the network");
  const named = a.filter((t, i) => !t.startsWith("-") && i !== dirAt + 1 && t !== file);
  if (isAgentFile(`${dir}/`) || named.some((t) => isAgentFile(t))) {
    const into = isAgentFile(`${dir}/`) ? dir : (named.find((t) => isAgentFile(t)) as string);
    const drop = file !== undefined && DROP.test(normPath(file));
    hits.push(
      agentFileHit(
        into,
        fromNet ? DOWNLOADED : drop ? DROPPED : null,
        cmd.start,
        cmd.end,
        `${name} ${file ?? "archive"}`,
      ),
    );
  }
}

/** Where vendors publish release archives (a tarball from there unpacked and run is how tools are installed). */
const RELEASE_HOSTS =
  /^https:\/\/(?:github\.com\/[\w.-]+\/[\w.-]+\/releases\/|objects\.githubusercontent\.com|nodejs\.org\/dist\/|go\.dev\/dl\/|dl\.google\.com\/go\/|releases\.hashicorp\.com|dl\.k8s\.io|get\.helm\.sh|downloads\.python\.org|static\.rust-lang\.org|download\.docker\.com|releases\.llvm\.org|ziglang\.org\/download\/|bun\.sh|deno\.land|dl\.deno\.land)(?:[/?#]|$)/i;

/** A program run from where a downloaded archive was unpacked (`wget -O- URL | tar xz -C /tmp && /tmp/u/run`). */
export function runExtractedHits(s: Stage, st: FlowState, hits: Hit[]): void {
  if (st.extracted.size === 0) return;
  const ran = normPath(s.argv[0]?.text ?? "");
  const runsFile = /^(?:ba|z|da)?sh$|^python3?$|^node$|^perl$|^source$|^\.$/.test(s.name)
    ? normPath(s.argv.slice(1).find((w) => !w.text.startsWith("-"))?.text ?? "")
    : ran;
  for (const [dir, url] of st.extracted)
    if (runsFile.startsWith(`${dir}/`)) {
      // like a script saved and run (bash.run-download in shell-flow-runs.ts): an unpacked program from a vendor's
      // release host is an install; from any other https host it runs what nobody reviewed, as `curl … | sh` does
      const release = /^https:\/\//.test(url) && (vendorInstallerUrl(url) || RELEASE_HOSTS.test(url));
      hits.push({
        rule: "bash.run-download",
        category: "bash_remote_exec",
        weight: release ? 0.45 : url === "the network" || untrustedUrl(url) || !/^https:/.test(url) ? 0.9 : 0.88,
        start: s.cmd.start,
        end: s.cmd.end,
        detail: `${url} → unpacked into ${dir} → ${runsFile} run`,
      });
      return;
    }
}
