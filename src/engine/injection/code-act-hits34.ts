// Hits of an interpreter program's file and process acts: their shell spelling rescanned, and what they destroy.

import type { CodeFacts } from "./code-scan.ts";
import { destroyedBy, dropsAllTables, shellActs } from "./code-shell-acts34.ts";
import { type FlowContext, INTERPRETERS } from "./shell-flow-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** commands that publish what they are given: a gist, an issue or PR text, a release asset, a paste or snippet */
const PUBLISHER =
  /^\s*(?:gh\s+(?:gist\s+create|issue\s+(?:create|comment)|pr\s+(?:create|comment)|release\s+(?:create|upload))|glab\s+snippet\s+create|pastebinit|wgetpaste)\b/;

/**
 * The code's acts as one shell script (read in order, so a copy and the push after it are one flow), rescanned once per
 * program; a recursive delete of the home folder's stores, backups, a database's or a site's data, or every table of a
 * database outside the project, blocks as the shell's `rm -rf ~` does.
 */
export function codeActHits(
  code: string,
  start: number,
  end: number,
  label: string,
  rescan: FlowContext["rescan"],
  read: Set<string>,
  facts: Pick<CodeFacts, "secretRead" | "commands"> | null = null,
): Hit[] {
  const hits: Hit[] = [];
  // a credential file the program opens, and a command of it that publishes (a gist, an issue, a release asset, a
  // paste): the file's text goes where others read it, as `cat ~/.netrc | gh gist create -` would
  const publisher = facts?.secretRead ? facts.commands.find((c) => PUBLISHER.test(c)) : undefined;
  if (facts?.secretRead && publisher !== undefined)
    hits.push({
      rule: "bash.exfil-publish",
      category: "bash_exfil",
      weight: 0.9,
      start,
      end,
      detail: `${label}: ${facts.secretRead} → \`${publisher.slice(0, 50)}\`: published where others read it`,
    });
  const acts = shellActs(code);
  const script = acts.join("\n");
  if (script !== "" && !read.has(script) && read.add(script))
    for (const h of rescan(script, start, end, `${label} acts as \`${acts[0].split("\n")[0].slice(0, 60)}\``))
      if (h.weight >= 0.5) hits.push(h);
  for (const a of acts) {
    const gone = destroyedBy(a);
    if (gone === null) continue;
    hits.push({
      rule: "bash.destroy",
      category: "bash_persistence",
      weight: 0.9,
      start,
      end,
      detail: `${label}: deletes ${gone} (as \`${a}\`): the user's or the machine's files`,
    });
    break;
  }
  const db = dropsAllTables(code);
  if (db !== null)
    hits.push({
      rule: "bash.destroy",
      category: "bash_persistence",
      weight: 0.88,
      start,
      end,
      detail: `${label}: drops every table of ${db}`,
    });
  return hits;
}

/** the program text an interpreter stage is given with its code flag (`python3 -c CODE`, `perl -e CODE`), or null */
function inlineProgram(s: Stage): string | null {
  const interp = INTERPRETERS[s.name];
  if (!interp) return null;
  const at = s.argv.findIndex((w, i) => i > 0 && interp.flags.includes(w.text));
  return at > 0 ? (s.argv[at + 1]?.text ?? null) : null;
}

/**
 * The command line again with each interpreter stage replaced by the shell lines its code amounts to, so that what
 * the rest of the line does with the result is one flow: a key folder copied into `public/` by python, then `npm run
 * deploy`; the environment written into `docs/` by ruby, then `git push`. Read when the line has more than one command.
 */
export function actsRewriteHits(src: string, pipelines: Stage[][], ctx: FlowContext): Hit[] {
  const stages = pipelines.flat();
  if (stages.length < 2) return [];
  const swaps: { start: number; end: number; text: string; who: string }[] = [];
  for (const s of stages) {
    const code = inlineProgram(s);
    const acts = code === null ? [] : shellActs(code);
    if (acts.length > 0)
      swaps.push({ start: s.cmd.start, end: s.cmd.end, text: `{ ${acts.join("\n")}\n}`, who: s.name });
  }
  if (swaps.length === 0 || swaps.length > 4) return [];
  let text = src;
  for (const w of swaps.sort((a, b) => b.start - a.start))
    if (w.start >= 0 && w.end <= text.length) text = text.slice(0, w.start) + w.text + text.slice(w.end);
  return ctx
    .rescan(text, 0, src.length, `${swaps[0].who}'s code read as the shell commands it does`)
    .filter((h) => h.weight >= 0.5);
}
