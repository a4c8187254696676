// Shell as a program: nested shells, eval, decoded and expanded scripts, interpreters' code, files written then run or sent.

import { agentCommands, agentFileHit, agentFileWeight, DOCUMENTED, isAgentFile } from "./agent-file.ts";
import { argvCommands, programPushHit } from "./code-argv.ts";
import { foldedHitKept, foldedProgram } from "./code-fold.ts";
import { actsRewriteHits, codeActHits } from "./code-act-hits34.ts";
import { codeFacts, codeHits } from "./code-scan.ts";
import { unhiddenView } from "./code-unhide34.ts";
import { expandSource } from "./shell-expand.ts";
import { agentCopyHits, runExtractedHits } from "./shell-flow-agent.ts";
import { feedHits } from "./shell-feeds.ts";
import { writeHits } from "./shell-flow-files.ts";
import { runHits } from "./shell-flow-runs.ts";
import { assignmentsOf, newFlowState, type FlowContext } from "./shell-flow-facts.ts";
import { nestedHits, pipedToShellHits } from "./shell-flow-nested.ts";
import { sendHits } from "./shell-flow-sends.ts";
import { grammarView } from "./shell-grammar-view.ts";
import { rewriteSource } from "./shell-rewrite.ts";
import type { ParsedShell } from "./shell-parse.ts";
import { HOOK_FILE, RC_FILE, type Stage } from "./shell-words.ts";
import { cronCommands } from "./shell-flow-rc-write.ts";
import { withoutContainerBinds } from "./debug-expose66.ts";
import type { Hit } from "./types.ts";

export { staticOutput } from "./shell-static.ts";
export { hostOf, SHELL_NAMES, type FlowContext } from "./shell-flow-facts.ts";

/** Hits of the program-level analysis of one parsed script. */
export function flowHits(src: string, _parsed: ParsedShell, pipelines: Stage[][], ctx: FlowContext): Hit[] {
  const hits: Hit[] = [];
  const top = pipelines.filter((p) => p[0].cmd.depth === 0);
  // 1. constants assigned earlier, ${IFS}, $'…': the expanded script is scanned again; 3. globbed command words,
  // process substitutions and fds handed to senders, `at` jobs: the grammar read through, on the expanded script when
  // there is one (`rm -rf "$d"/extensions/*sentinel*` after `d=.pi`). The grammar view holds the expanded one, so only
  // one of the two is scanned again: a long script's derived budget pays for one copy (any depth: the view of a view has
  // nothing left to rewrite)
  const expandedText = expandSource(src, assignmentsOf(top, src));
  const expanded = expandedText !== null && expandedText !== src ? expandedText : null;
  const grammar = grammarView(expanded ?? src, expanded === null ? pipelines : null);
  const first = grammar ?? (expanded === null ? null : { text: expanded, why: "" });
  if (first !== null) {
    const label =
      expanded !== null && first.why !== "" ? `expanded, ${first.why}` : `expanded${first.why ? ` ${first.why}` : ""}`;
    hits.push(...ctx.rescan(first.text, 0, src.length, label));
    ctx.views.push({ text: first.text, start: 0, end: src.length });
  }
  // 2. aliases and functions defined then called, {curl,-s,URL} command words: the script as the shell runs it
  // (top level only: the rewritten script is analysed again, and a rewrite of that again would multiply the work)
  const rewritten = ctx.depth === 0 ? rewriteSource(src, top) : null;
  if (rewritten !== null) {
    const again = ctx.rescan(rewritten.text, 0, src.length, `expanded ${rewritten.why}`);
    // (a container's command binds in the container's network: its port mapping decides what is exposed)
    hits.push(...(/container/.test(rewritten.why) ? withoutContainerBinds(again) : again));
    ctx.views.push({ text: rewritten.text, start: 0, end: src.length });
  }
  // interpreter stages read as the shell lines their code amounts to, with the rest of the line around them
  hits.push(...actsRewriteHits(src, pipelines, ctx));
  const st = newFlowState();
  for (const stages of pipelines) {
    pipedToShellHits(stages, ctx, hits);
    for (const s of stages) {
      nestedHits(s, ctx, hits);
      feedHits(s, stages, src, ctx, hits);
      writeHits(s, stages, st, ctx, hits);
      runHits(s, stages, src, st, ctx, hits);
      agentCopyHits(s, stages, st, hits, src);
      runExtractedHits(s, st, hits);
      sendHits(s, stages, src, st, ctx, hits);
    }
  }
  return hits;
}

/** a program that hands text to a shell or evaluates it */
const RUNS_TEXT =
  /\b(?:system|exec|eval|popen|spawn|execSync|Invoke-Expression|iex|passthru|shell_exec)\b|\|\s*getline/;

/** Hits of a program text read as code (interpreters, codemode): its own facts plus its shell strings as bash. */
export function codeProgramHits(
  code: string,
  lang: string,
  start: number,
  end: number,
  label: string,
  rescan: FlowContext["rescan"],
  folded: Set<string> | null = null,
): Hit[] {
  const facts = codeFacts(code, lang);
  const hits = codeHits(facts, code, label, start, end);
  // (the folded view reads only the commands the plain reading did not: each rescan spends the derived budget)
  const read = folded ?? new Set<string>();
  for (const c of facts.commands)
    if (!read.has(c) && read.add(c)) hits.push(...rescan(c, start, end, `${label} → shell`));
  for (const w of facts.writes) {
    // (the folded view names the file of a computed text too: `p = "AGENTS.md"; open(p, "w").write(s.replace(…))` is
    // an edit the plain reading does not count, so neither does the folded one)
    if (isAgentFile(w.path)) {
      if (folded !== null && w.content === null) continue;
      hits.push(agentFileHit(w.path, w.content, start, end, `${label} code`));
      // text that carries a command the shell layer blocks (`Always run: bash -c "$(printf …)"`)
      if (w.content !== null && agentFileWeight(w.content).why !== DOCUMENTED)
        for (const c of agentCommands(w.content)) {
          const worst = rescan(c, start, end, `${label} writes ${w.path}`).find(
            (h) => h.weight >= 0.8 && h.category !== "bash_agent_file",
          );
          if (worst) {
            hits.push({ ...worst, rule: "bash.agent-file-write", category: "bash_agent_file", weight: 0.92 });
            break;
          }
        }
    }
    // a system or home file the code writes (sudoers, authorized_keys, a unit, an rc file, a cron table): judged as the
    // shell's own write of the same text would be
    else if (w.content !== null && /^(?:\/|~\/|\$HOME\/|\$\{HOME\}\/)/.test(w.path)) {
      // (unquoted when it can be, so that ~ and $HOME mean the home folder as they do in the code's own runtime)
      const target = /^[\w~/.${}@+-]+$/.test(w.path) ? w.path : `'${w.path.replace(/'/g, "")}'`;
      const shellWrite = `cat > ${target} <<'SENTINEL_CODE_WRITE'\n${w.content}\nSENTINEL_CODE_WRITE`;
      hits.push(...rescan(shellWrite, start, end, `${label} writes ${w.path}`).filter((h) => h.weight >= 0.5));
    }
    // an rc file, hook or cron table in the project the code appends to: judged by what it will run
    else if (w.content !== null && (RC_FILE.test(w.path) || HOOK_FILE.test(w.path))) {
      const worst = rescan(cronCommands(w.path, w.content), start, end, `${label} writes ${w.path}`).reduce(
        (a: Hit | null, h) => (a === null || h.weight > a.weight ? h : a),
        null,
      );
      if (worst && worst.weight >= 0.8)
        hits.push({
          rule: "bash.persist-rc-file",
          category: "bash_persistence",
          weight: 0.93,
          start,
          end,
          detail: `${w.path} will run: ${worst.detail ?? worst.rule}`,
        });
    }
  }
  // its argument-list commands read in order as one script (a push URL set by one call, the push by the next), and a
  // push of every branch to an address the program spells out
  // its file and process calls spelled as the shell lines that do the same (rmtree → rm -rf, a pipe opened to
  // `crontab -` → crontab fed its printed text), judged by the shell's rules; deletes of what cannot come back
  for (const h of codeActHits(code, start, end, label, rescan, read, facts)) hits.push(h);
  const argv = argvCommands(code).join("\n");
  if (argv.includes("\n") && !read.has(argv) && read.add(argv))
    hits.push(...rescan(argv, start, end, `${label} → its commands in order`));
  const push = programPushHit(facts.commands, start, end, label);
  if (push) hits.push(push);
  // reversed literals and character-code lists decoded: the program read again, and what it decoded run as a shell would
  const unhidden = folded ? null : unhiddenView(code);
  if (unhidden !== null) {
    hits.push(
      ...codeProgramHits(
        unhidden.view,
        lang,
        start,
        end,
        `${label} (reversed or char-coded text decoded)`,
        rescan,
        read,
      ),
    );
    if (RUNS_TEXT.test(code))
      for (const t of unhidden.texts)
        if (!read.has(t) && read.add(t)) hits.push(...rescan(t, start, end, `${label} runs decoded text`));
  }
  // the same program with its constants folded (joined strings, char codes, reflection, names): what it newly shows
  const view = folded ? null : foldedProgram(code);
  if (view !== null)
    for (const h of codeProgramHits(view, lang, start, end, `${label} (constants folded)`, rescan, read))
      if (!hits.some((x) => x.rule === h.rule && x.weight >= h.weight) && foldedHitKept(h.rule, h.detail, view))
        hits.push(h);
  return hits;
}
