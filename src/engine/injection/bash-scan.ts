// The bash layer's entry for a command: its hits (bash.ts's analysis) plus the spans the prose rules skip (searches, a script's own voice).

import type { Hit } from "./types.ts";
import { analyse, derivedScanLimit } from "./bash.ts";
import { hit } from "./bash-facts.ts";
import { authHeaderSpans } from "./bash-auth-headers.ts";
import { scriptLevelHits } from "./bash-readers.ts";
import type { Word } from "./shell-parse.ts";
import { quietText, scriptFunctions, voiceSpans } from "./shell-voice.ts";

const SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "git-grep", "awk", "find", "locate", "fzf"]);

/**
 * Hits of the bash layer, plus the spans of search patterns (`grep 'ignore previous' src/`): looking for an attack
 * string is not carrying one, so the prose rules skip them.
 */
export function scanBash(src: string): {
  hits: Hit[];
  literals: Word[];
  searchSpans: [number, number][];
  unquoted: Word[];
} {
  const searchSpans: [number, number][] = [];
  // arguments whose quoting changes their text ('I'\''m …') and decoded scripts: the prose rules read them too
  const unquoted: Word[] = [];
  const { hits, pipelines, literals, truncated } = analyse(
    src,
    0,
    { scans: 0, bytes: 0, limit: derivedScanLimit(src) },
    unquoted,
  );
  if (truncated) hits.push(hit("bash.too-many-commands", "bash_remote_exec", 0.45, 0, src.length));
  hits.push(...scriptLevelHits(src));
  // the script as the shell runs it (constants expanded, loops unrolled, aliases, functions and containers rewritten)
  // is read by the same script-level readers: a check switched off by `for k in strict-ssl; do npm config set "$k"
  // false; done` is the same switch (the views so far are the top level's derived texts only)
  for (const v of unquoted.slice(0, 8))
    for (const h of scriptLevelHits(v.text)) hits.push({ ...h, start: v.start, end: v.end });
  for (const stages of pipelines) {
    for (const s of stages) {
      if (s.name === "") continue;
      const isGitGrep = s.name === "git" && s.argv[1]?.text === "grep";
      if (SEARCHERS.has(s.name) || isGitGrep) {
        for (const w of s.argv.slice(1)) searchSpans.push([w.start, w.end]);
        continue;
      }
      // a token in the header meant for it, to an API: how every API client signs in (the layer still reads it)
      searchSpans.push(...authHeaderSpans(s.name, s.argv));
      for (const w of s.argv.slice(1)) {
        if (unquoted.length < 64 && w.text.length >= 12 && w.text.includes(" ") && src.slice(w.start, w.end) !== w.text)
          unquoted.push(w);
      }
    }
  }
  if (unquoted.length > 64) unquoted.length = 64;
  // a script's comments and terminal messages are its own voice: the prose rules skip them (its words into files stay)
  const own = scriptFunctions(src);
  const voice = voiceSpans(src, pipelines, literals, own);
  if (voice.length > 0) {
    searchSpans.push(...voice);
    const spoken = unquoted
      .filter((w) => !voice.some(([a, b]) => a <= w.start && w.end <= b))
      .map((w) => (w.text.includes("\n") || w.text.includes(";") ? { ...w, text: quietText(w.text, own) } : w));
    unquoted.length = 0;
    unquoted.push(...spoken);
  }
  return { hits, literals, searchSpans, unquoted };
}
