// Files written in a script's flow: agent files given blocked commands, contents kept for later stages, secrets saved to files.

import { agentCommands, agentFileWeight, DOCUMENTED, isAgentFile } from "./agent-file.ts";
import { normPath } from "./shell-download.ts";
import { echoOutput, printfOutput } from "./shell-expand.ts";
import { WRITE_OPS, type FlowContext, type FlowState } from "./shell-flow-facts.ts";
import { ciLogLeakHits } from "./shell-ci-leak.ts";
import { editedRunCommands } from "./shell-run-configs.ts";
import { runFileHits, runFileKind, setPackageScripts } from "./shell-run-files.ts";
import { staticOutput } from "./shell-static.ts";
import { HOOK_FILE, RC_FILE, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";
import { rcWriteHits } from "./shell-flow-rc-write.ts";
import { storeDumpFile47 } from "./store-dumps47.ts";

/** An agent file given text that carries a command the shell layer blocks: every later session is told to run it. */
function carriedHits(path: string, content: string, cmd: Stage["cmd"], ctx: FlowContext, hits: Hit[]): void {
  if (agentFileWeight(content).weight >= 0.9 || agentFileWeight(content).why === DOCUMENTED) return;
  for (const c of agentCommands(content)) {
    const worst = ctx
      .rescan(c, cmd.start, cmd.end, `written to ${path}`)
      .reduce<Hit | null>(
        (a, x) => (x.weight >= 0.8 && x.category !== "bash_agent_file" && (a === null || x.weight > a.weight) ? x : a),
        null,
      );
    if (worst) {
      hits.push({
        rule: "bash.agent-file-write",
        category: "bash_agent_file",
        weight: 0.92,
        start: cmd.start,
        end: cmd.end,
        detail: `${path} carries \`${c.slice(0, 60)}\` (${worst.detail ?? worst.rule})`,
      });
      return;
    }
  }
}

/** 6–7. Files written: rc files and hooks judged by what they will run, contents kept, secrets saved to files. */
export function writeHits(s: Stage, stages: Stage[], st: FlowState, ctx: FlowContext, hits: Hit[]): void {
  const { cmd, argv, name } = s;
  for (const c of setPackageScripts(argv.map((w) => w.text)))
    hits.push(...ctx.rescan(c, cmd.start, cmd.end, `${name} pkg set stores a script npm runs later`));
  for (const c of editedRunCommands(
    argv.map((w) => w.text),
    (p) => runFileKind(p) !== null,
  )) {
    const label = `${name} stores a command in a file that runs it later`;
    hits.push(...ctx.rescan(c, cmd.start, cmd.end, label), ...ciLogLeakHits(c, cmd.start, cmd.end, label));
  }
  // 6. scripts written to a file then run in the same command; rc files and hooks judged by what they will run
  const piped = cmd.stage > 0 ? staticOutput(stages.slice(0, stages.indexOf(s)))?.text : undefined;
  const teeTargets =
    name === "tee"
      ? argv
          .slice(1)
          .filter((w) => !w.text.startsWith("-"))
          .map((w) => ({ op: ">>", target: w }))
      : [];
  for (const r of [...cmd.redirects, ...teeTargets]) {
    if (!WRITE_OPS.has(r.op)) continue;
    const path = normPath(r.target.text);
    const content =
      name === "echo"
        ? echoOutput(argv.slice(1).map((w) => w.text))
        : name === "printf"
          ? printfOutput(argv.slice(1).map((w) => w.text))
          : cmd.stdin.length > 0
            ? cmd.stdin.map((w) => w.text).join("\n")
            : (piped ?? "");
    if (content && (RC_FILE.test(path) || HOOK_FILE.test(path))) rcWriteHits(path, content, cmd, ctx, hits);
    if (content && isAgentFile(path)) carriedHits(path, content, cmd, ctx, hits);
    if (content) hits.push(...runFileHits(path, content, cmd.start, cmd.end, `${name} writes`, ctx.rescan));
    if (!content && st.produced.size < 32) st.produced.set(path, s.text);
    if (content && st.written.size < 32) {
      const prev = r.op === ">>" || r.op === "&>>" ? (st.written.get(path)?.text ?? "") : "";
      st.written.set(path, { text: (prev ? `${prev}\n` : "") + content, start: cmd.start, end: cmd.end });
    }
    // 7. secrets saved to a file first (env > /tmp/e; curl -d @/tmp/e …)
    if (ctx.readsSecrets(s) && st.tainted.size < 32)
      st.tainted.set(path, s.name === "cat" ? (argv[1]?.text ?? "cat") : s.name);
    // (or encoded on the way: `env | base64 > /tmp/w`, `printenv | gzip > f` hold the same secrets)
    else if (st.tainted.size < 32 && encodedSecret(s, stages, ctx))
      st.tainted.set(path, `${stages[0]?.name} | ${name}`);
  }
  // (a secret store's own dump into a named file: `vault operator raft snapshot save f`, `bw export --output f`)
  const dump = st.tainted.size < 32 ? storeDumpFile47(s) : null;
  if (dump) st.tainted.set(normPath(dump.path), dump.what);
  if (
    (name === "tar" ||
      name === "zip" ||
      name === "7z" ||
      name === "cp" ||
      name === "gpg" ||
      name === "openssl" ||
      name === "base64") &&
    ctx.readsSecrets(s)
  ) {
    const opts = argv.slice(1);
    const out =
      name === "zip" || name === "7z"
        ? opts.find((w) => !w.text.startsWith("-") && w.text !== "a")
        : opts.find(
            (_w, i, a) =>
              (i > 0 &&
                /^-?[a-zA-Z]*f$|^-o$|^--output$|^-out$/.test(a[i - 1].text) &&
                !(name === "tar" && i > 1 && !a[i - 1].text.startsWith("-") && i - 1 !== 0)) ||
              (name === "cp" && i === a.length - 1),
          );
    if (out && st.tainted.size < 32)
      st.tainted.set(
        normPath(out.text),
        `${name} of ${
          argv
            .slice(1)
            .map((w) => w.text)
            .find((t) => /\.ssh|\.aws|\.env|credential|\.netrc|\.gnupg|id_|\.pem|history|environ/i.test(t)) ?? "secrets"
        }`,
      );
  }
}

/** Stages that only encode, compress or pass on what they read: their output is their input's data. */
const ENCODERS = /^(?:base64|basenc|base32|gzip|xz|bzip2|zstd|lz4|xxd|od|openssl|gpg|rev|tr|cat|tee|sort)$/;

/** The stage writes what a secret-reading first stage produced, through encoders only. */
function encodedSecret(s: Stage, stages: Stage[], ctx: FlowContext): boolean {
  const k = stages.indexOf(s);
  const first = stages[0];
  return (
    k > 0 &&
    first !== undefined &&
    stages.slice(1, k + 1).every((x) => ENCODERS.test(x.name)) &&
    ctx.readsSecrets(first)
  );
}
