// An editor run with a program fetched from the network (`sed -f <(curl …)`, `ed -s f < <(curl …)`, `jscodeshift -t https://…`).

import { hit, LOCAL_URL, vendorInstallerUrl } from "./bash-facts.ts";
import { downloadOf, normPath } from "./shell-download.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: an editor that takes a program, and something that fetches. */
const GATE = /\b(?:sed|g?awk|mawk|ed|ex|red|n?vim|jscodeshift)\b/;
const FETCH = /\b(?:curl|wget|fetch|http|xh|aria2c)\b|https?:\/\//;
/** The option that names an editor's program file, per editor (ed and ex read theirs on stdin). */
const PROGRAM_OPTION: Record<string, RegExp> = {
  sed: /^(?:-f|--file)$/,
  awk: /^-f$/,
  gawk: /^(?:-f|--file)$/,
  mawk: /^-f$/,
  vim: /^-[sS]$/,
  nvim: /^-[sS]$/,
  jscodeshift: /^(?:-t|--transform)$/,
};
const STDIN_PROGRAM = /^(?:ed|ex|red)$/;
/** `<(curl -fsSL https://…)`: a process substitution that fetches. */
const FETCHED_SUBST = /^<\(\s*(?:\w+=\S+\s+)*(?:curl|wget|fetch|xh|http)\b[^)]*?(https?:\/\/[^\s)'"]+)/;

/** Where a package runner's command starts: after its own options (`npx -y jscodeshift …` → 2). */
function a0(s: Stage): number {
  const i = s.argv.findIndex((w, j) => j > 0 && !w.text.startsWith("-"));
  return i < 0 ? s.argv.length : i;
}

/**
 * An editor whose program comes from the network edits the project with code nobody here wrote: sed's `e` and `w`
 * commands, ed's and ex's `!`, vim's `:!`, awk's `system()` and a jscodeshift transform run whatever the host serves,
 * over every file the command names. The program is fetched when its file word is a process substitution that
 * downloads, a URL, a file this script downloaded, or (ed, ex) stdin piped from a fetch (0.86). A program file of the
 * project's own, or one fetched from loopback, stays quiet; a diff fed to `git apply` or `patch` is data, not a program.
 */
export function fetchedEditProgramHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src) || !FETCH.test(src)) return [];
  const downloaded = new Map<string, string>();
  for (const stages of pipelines)
    for (const s of stages) {
      const d = downloadOf(s);
      if (d !== null && downloaded.size < 32) downloaded.set(d.out, d.url);
    }
  const fetchedFrom = (word: string): string | null => {
    const w = word.replace(/^["']|["']$/g, "");
    const sub = FETCHED_SUBST.exec(w)?.[1];
    const url = sub ?? (/^https?:\/\//.test(w) ? w : downloaded.get(normPath(w)));
    // (a vendor's own codemod or script host, as its docs give it, is the vendor's release: bash-vendors.ts)
    return url === undefined || LOCAL_URL.test(url) || vendorInstallerUrl(url) ? null : url;
  };
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const [k, s] of stages.entries()) {
      // (`npx jscodeshift …`, `bunx …`: the package runner's first word is the editor)
      const launched = /^(?:npx|bunx|pnpx)$/.test(s.name);
      const a = s.argv.map((w) => w.text).slice(launched ? a0(s) : 0);
      let from: string | null = null;
      const editor = launched ? (a[0] ?? "").replace(/@[^/]*$/, "") : s.name;
      // (own keys only: a command named `constructor` must not reach Object's prototype)
      const opt = Object.hasOwn(PROGRAM_OPTION, editor) ? PROGRAM_OPTION[editor] : undefined;
      if (opt !== undefined)
        for (let i = 1; i < a.length - 1 && from === null; i++)
          if (opt.test(a[i] as string)) from = fetchedFrom(a[i + 1] as string);
      if (from === null && s.name === "sed")
        from =
          a.map((w) => /^--file=(.+)$/.exec(w)?.[1]).find((f) => f !== undefined && fetchedFrom(f) !== null) ?? null;
      if (from === null && STDIN_PROGRAM.test(s.name)) {
        const fed = s.cmd.redirects.find((r) => r.op === "<")?.target.text;
        const prev = k > 0 ? stages[k - 1] : undefined;
        from =
          (fed !== undefined ? fetchedFrom(fed) : null) ??
          (prev !== undefined && /^(?:curl|wget)$/.test(prev.name)
            ? (prev.argv.map((w) => w.text).find((t) => /^https?:\/\//.test(t) && !LOCAL_URL.test(t)) ?? null)
            : null);
      }
      if (from !== null)
        hits.push(
          hit(
            "bash.fetched-edit-program",
            "bash_remote_exec",
            0.86,
            s.cmd.start,
            s.cmd.end,
            `${s.name} runs a program fetched from ${from.slice(0, 80)} over the files it edits`,
          ),
        );
    }
  return hits;
}
