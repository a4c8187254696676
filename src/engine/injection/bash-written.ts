// What one command writes into a file, when the command shows it: echo, printf, heredocs, sed/ed inserts, decoders, patches.

import { agentFileWeight } from "./agent-file.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import type { Word } from "./shell-parse.ts";
import { edAdded } from "./shell-rewrite.ts";
import type { Stage } from "./shell-words.ts";

/** A unified diff's added lines per target file (`+++ b/PATH`), at most 16 files. */
export function patchAdds(diff: string): Map<string, string> {
  const out = new Map<string, string>();
  let current: string | null = null;
  for (const line of diff.split("\n")) {
    const head = /^\+\+\+\s+(?:[ab]\/)?([^\s]+)/.exec(line);
    if (head) {
      current = out.size < 16 || out.has(head[1] as string) ? (head[1] as string) : null;
      if (current !== null && !out.has(current)) out.set(current, "");
    } else if (current !== null && line.startsWith("+")) out.set(current, `${out.get(current)}${line.slice(1)}\n`);
  }
  return out;
}

/**
 * What a command writes into an agent file: the visible text, else (cp/mv from a temp file, awk output …) the whole
 * command when it carries a fetch-and-run or a send: the text that fills the file comes from somewhere in it.
 */
export function agentContent(
  s: Stage,
  t: Word,
  piped: string | null,
  own: () => string | null,
  src: string,
): string | null {
  const seen = writtenContent(s, t, piped, own);
  if (seen !== null || src === "") return seen;
  // judged once per script: many writes into agent files in one long script must not rescan it each time
  if (src !== carrySrc) {
    carrySrc = src;
    carries = agentFileWeight(src).weight >= 0.86;
  }
  return carries ? src : null;
}
let carrySrc = "";
let carries = false;

/** What a command writes into `target`, when the text is visible in the command (echo, printf, heredoc, sed insert, a constant pipe). */
export function writtenContent(s: Stage, target: Word, piped: string | null, own: () => string | null): string | null {
  const args = s.argv.slice(1).map((w) => w.text);
  const isRedirect = s.cmd.redirects.some((r) => r.target === target);
  if (isRedirect && s.name === "echo") return echoOutput(args);
  if (isRedirect && s.name === "printf") return printfOutput(args);
  if (s.cmd.stdin.length > 0 && /^(?:cat|tee|install|cp|dd|sponge)$/.test(s.name))
    return s.cmd.stdin.map((w) => w.text).join("\n");
  // an ed/ex script on stdin: the lines its a/i/c commands add, up to the lone "."
  if (/^(?:ed|red|ex)$/.test(s.name) && (s.cmd.stdin.length > 0 || piped !== null))
    return edAdded(s.cmd.stdin.length > 0 ? s.cmd.stdin.map((w) => w.text).join("\n") : (piped ?? ""));
  // sed's a/i/c commands ('1i TEXT', '$a\ TEXT'): the text without the address and the command letter
  if (/^(?:sed|perl|ex|vi|vim|nvim)$/.test(s.name))
    return (
      args
        .filter((a) => !a.startsWith("-") && a !== target.text)
        .map((a) =>
          s.name === "sed" || s.name === "ex" || s.name === "vi" || s.name === "vim" || s.name === "nvim"
            ? a.replace(/^(?:\d+|\$|\/[^/\n]{0,200}\/)?\s{0,3}[aic](?:\\\s*|\s+|\|)/, "")
            : a,
        )
        // sed and perl write "\n" and "\t" in a replacement as a newline and a tab: read the text as it lands
        .map((a) => a.replace(/\\n/g, "\n").replace(/\\t/g, "\t"))
        .join(" ")
    );
  // a decoder at the end of a constant pipeline writes what it decodes (echo … | base64 -d >> AGENTS.md)
  if (piped !== null && /^(?:base64|xxd|rev|openssl|gunzip|zcat|tr|basenc)$/.test(s.name)) return own() ?? piped;
  if (piped !== null && (s.name === "tee" || s.name === "cat" || s.name === "dd")) return piped;
  return null;
}
