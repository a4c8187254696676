// An edit made from the shell (sed/perl/ed/ex inserts, echo/printf/tee/heredoc redirects) judged as the write tool's same write.

import { isAgentFile } from "./agent-file.ts";
import { AUDIT_RULES } from "./audit-rules42.ts";
import { writtenTargets } from "./bash-persist-targets.ts";
import { isShellScript } from "./bash-written-shell.ts";
import { sourceLanguage } from "./bash-written-source.ts";
import { toolLoaded, toolLoadedWriteHits } from "./bash-tool-loaded.ts";
import { writtenContent } from "./bash-written.ts";
import { substitutedText } from "./edit-pairs42.ts";
import { runFileKind } from "./shell-run-files.ts";
import { staticOutput } from "./shell-static.ts";
import type { Word } from "./shell-parse.ts";
import { HOOK_FILE, RC_FILE, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

// (a program's own text replacement is the same edit: bash.ts reads codemode through this module's exports)
export { codeNeuterHits } from "./check-neuter42.ts";

/** The write tool's judgement of a text written into a path (bash.ts's toolInputHits, passed in: it calls this module). */
type WriteJudge = (text: string, path: string) => Hit[];

const MAX_CONTENT = 64 * 1024;
/** Literal gate: a command that writes nothing (no redirect, no in-place editor, no tee). */
const GATE = />|\btee\b|\bsed\b|\bperl\b|\bed\b|\bex\b|\bvim?\b/;

/** Clients' configs whose settings run commands or pick hosts: ssh's (LocalCommand, ProxyCommand) and git's. */
const CLIENT_CONFIG =
  /(?:^|\/)\.ssh\/config$|^\/etc\/ssh\/ssh_config(?:\.d\/[^/]+)?$|(?:^|\/)\.gitconfig$|(?:^|\/)\.git\/config$/;

/**
 * Files whose text runs later and that no other reader of a command's writes judges: shell scripts by name, program
 * files (workflows, Makefiles, package.json, units …) and program sources. Agent files, start-up files, hooks and
 * authorized_keys are bash-persist.ts's; modules a tool loads unasked are bash-tool-loaded.ts's.
 */
function editedProgram(path: string): boolean {
  if (isAgentFile(path) || RC_FILE.test(path) || HOOK_FILE.test(path) || toolLoaded(path)) return false;
  return (
    isShellScript(path, "") ||
    runFileKind(path) !== null ||
    sourceLanguage(path) !== null ||
    AUDIT_RULES.test(path) ||
    CLIENT_CONFIG.test(path)
  );
}

/** sed's and perl's replacement text as it lands: `\\` is one backslash, `\&` an ampersand, `\|` a bar. */
function landed(text: string): string {
  return text.replace(/\\([\\&|/#,@!])/g, "$1");
}

/**
 * The commands an edit puts into a program file, as a Makefile recipe the write's readers run through: each line, and
 * each quoted value on it (`"prepare": "curl … | sh"` in package.json, `run: "…"` in a workflow), one recipe line.
 */
function asRecipe(content: string): string {
  const lines = content.split("\n").slice(0, 64);
  const values = [...content.matchAll(/"((?:[^"\\\n]|\\.){3,2000})"/g)].map((m) =>
    (m[1] as string).replace(/\\"/g, '"'),
  );
  return `edited:\n${[...lines, ...values.slice(0, 64)].map((l) => `\t${l.trim()}`).join("\n")}\n`;
}

/** What an edit writes: a substitution's new text, else what bash-written.ts shows (an insert, a redirect's text). */
function editedText(s: Stage, t: Word, piped: string | null): string | null {
  if (s.name === "sed" || s.name === "perl") {
    const subs = s.argv
      .slice(1)
      .map((w) => substitutedText(w.text))
      .filter((x): x is string => x !== null);
    if (subs.length > 0) return subs.join("\n");
  }
  return writtenContent(s, t, piped, () => null);
}

/** Both readings of a command's writes as the write tool's: modules a tool loads unasked, and every edited program. */
export function writeJudgedHits(src: string, stages: Stage[][], judge: WriteJudge): Hit[] {
  return [...toolLoadedWriteHits(src, stages, judge), ...editWriteHits(src, stages, judge)];
}

/**
 * Every file one command edits or fills with text it shows (`sed -i '1a …' scripts/dev.sh`, `printf '…' >> run.sh`,
 * `ed -s Makefile <<EOF`, `tee -a ci.sh <<EOF`) is the same act as the write tool writing that text there: its lines are
 * read by the write's own readers (a shell script's sends and reverse shells, a program file's commands, a source
 * file's facts), and the bash layer's judgements at 0.8 and above count on the command's span. Whatever the tool, the
 * act is "text T lands in file F", so the tool's name decides nothing.
 */
export function editWriteHits(src: string, stages: Stage[][], judge: WriteJudge): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const pipeline of stages)
    for (const [k, s] of pipeline.entries())
      for (const t of writtenTargets(s)) {
        const path = t.text.replace(/^["']|["']$/g, "");
        if (path === "" || path.startsWith("/dev/") || !editedProgram(path)) continue;
        // (`printf '…' | sudo tee FILE`: what tee writes is what the constant stages before it print)
        const piped = k > 0 ? (staticOutput(pipeline.slice(0, k))?.text ?? null) : null;
        const content = editedText(s, t, piped);
        if (content === null || content.trim() === "" || content.length > MAX_CONTENT) continue;
        // (a line put into a Makefile, a workflow or package.json is one of the commands it runs: read as a recipe)
        const lines = runFileKind(path) !== null ? judge(asRecipe(landed(content)), "Makefile") : [];
        for (const h of [...judge(landed(content), path), ...lines])
          if (h.category.startsWith("bash_") && h.category !== "bash_agent_file" && h.weight >= 0.8)
            hits.push({
              ...h,
              start: s.cmd.start,
              end: s.cmd.end,
              detail: `${s.name} edits ${path}: ${h.detail ?? h.rule}`,
            });
      }
  return hits;
}
