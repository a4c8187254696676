// Scripts inside a command: constants piped into shells, here-documents, bash -c and eval, carriers, interpreter code.

import { packagedArchive } from "./bash-packaged-archive45.ts";
import { remoteShellReadsPipe } from "./bash-remote-shell38.ts";
import { inlineArgs } from "./code-unhide34.ts";
import { carrierHits } from "./shell-carriers.ts";
import { decoderOf } from "./shell-expand.ts";
import {
  AWKS,
  INTERPRETERS,
  NET_SINKS,
  SHELL_NAMES,
  scriptArgOf,
  scriptFileOf,
  type FlowContext,
} from "./shell-flow-facts.ts";
import { runFileHits } from "./shell-run-files.ts";
import { boundScript } from "./shell-positional.ts";
import { processSubstitutionOutput, resolveSubstitutions, staticOutput } from "./shell-static.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** `make -f -` (or `/dev/stdin`): make reads its makefile from stdin, so the recipes of the piped text run. */
function stdinMakefile(s: Stage): boolean {
  if (!/^(?:g?make)$/.test(s.name)) return false;
  return s.argv.some(
    (w, i, a) =>
      (/^(?:-f|--file|--makefile)$/.test(a[i - 1]?.text ?? "") && /^(?:-|\/dev\/stdin)$/.test(w.text)) ||
      /^(?:--file=|--makefile=|-f)(?:-|\/dev\/stdin)$/.test(w.text),
  );
}

/** 2. Constants (maybe decoded) piped into a shell or an interpreter: the text is scanned as what it becomes. */
export function pipedToShellHits(stages: Stage[], ctx: FlowContext, hits: Hit[]): void {
  // 2. constants (maybe decoded) piped into a shell or an interpreter
  for (let k = 1; k < stages.length; k++) {
    const s = stages[k];
    if (stdinMakefile(s)) {
      const produced = staticOutput(stages.slice(0, k));
      if (produced)
        hits.push(
          ...runFileHits("Makefile", produced.text, stages[0].cmd.start, s.cmd.end, "make -f - reads", ctx.rescan),
        );
      continue;
    }
    const interp = INTERPRETERS[s.name];
    const toShell =
      (SHELL_NAMES.has(s.name) &&
        scriptArgOf(s.argv) === null &&
        (scriptFileOf(s) === null || s.argv.some((w) => w.text === "-s" || w.text === "-"))) ||
      remoteShellReadsPipe(s);
    const toInterp =
      interp !== undefined &&
      !s.argv.slice(1).some((w) => interp.flags.includes(w.text)) &&
      (scriptFileOf(s) === null || s.argv.some((w) => w.text === "-"));
    if (!toShell && !toInterp) continue;
    const before = stages.slice(0, k);
    const produced = staticOutput(before);
    const start = stages[0].cmd.start;
    const end = s.cmd.end;
    if (produced) {
      const label = `${produced.steps.join(" → ")} → ${s.name}`;
      if (produced.decoded)
        hits.push({
          rule: "bash.decode-to-shell",
          category: "bash_remote_exec",
          weight: 0.85,
          start,
          end,
          detail: label,
        });
      hits.push(
        ...(toShell
          ? ctx.rescan(produced.text, start, end, label)
          : ctx.code(produced.text, interp.lang, start, end, label)),
      );
      ctx.views.push({ text: produced.text, start, end });
    } else if (
      before.some(
        (b) =>
          decoderOf(
            b.name,
            b.argv.slice(1).map((w) => w.text),
          ) !== undefined,
      ) &&
      !before.some((b) => NET_SINKS.has(b.name)) &&
      !packagedArchive(before)
    ) {
      hits.push({
        rule: "bash.decode-to-shell",
        category: "bash_remote_exec",
        weight: 0.85,
        start,
        end,
        detail: `${before.map((b) => b.name).join(" → ")} → ${s.name}`,
      });
    }
  }
}

/** 3–5. Scripts a command carries: here-documents fed to shells, bash -c and eval, carriers, inline interpreter code. */
export function nestedHits(s: Stage, ctx: FlowContext, hits: Hit[]): void {
  const { cmd, argv, name } = s;
  if (cmd.stdin.length > 0 && stdinMakefile(s)) {
    const body = resolveSubstitutions(cmd.stdin.map((w) => w.text).join("\n"));
    hits.push(...runFileHits("Makefile", body.text, cmd.start, cmd.end, "here-document → make -f -", ctx.rescan));
  }
  // 3. here-documents and here-strings fed to a shell or an interpreter
  if (
    cmd.stdin.length > 0 &&
    s.cmd.stage === 0 &&
    (SHELL_NAMES.has(name) || INTERPRETERS[name]) &&
    scriptArgOf(argv) === null
  ) {
    const body = resolveSubstitutions(cmd.stdin.map((w) => w.text).join("\n"));
    const label = `here-document → ${name}`;
    hits.push(
      ...(SHELL_NAMES.has(name)
        ? ctx.rescan(body.text, cmd.start, cmd.end, label)
        : ctx.code(body.text, INTERPRETERS[name].lang, cmd.start, cmd.end, label)),
    );
  }
  // 3b. a shell or `source` reading its script from a process substitution that prints constants (`source <(printf
  // 'curl … %s' "$KEY")`), or `source /dev/stdin` fed a here-string: the printed text is the script
  if ((SHELL_NAMES.has(name) || name === "source" || name === ".") && scriptArgOf(argv) === null) {
    const file = scriptFileOf(s);
    const produced = file?.startsWith("<(") ? processSubstitutionOutput(file) : null;
    if (produced) {
      const label = `<(${produced.steps.join(" → ")}) → ${name}`;
      if (produced.decoded)
        hits.push({
          rule: "bash.decode-to-shell",
          category: "bash_remote_exec",
          weight: 0.85,
          start: cmd.start,
          end: cmd.end,
          detail: label,
        });
      hits.push(...ctx.rescan(produced.text, cmd.start, cmd.end, label));
      ctx.views.push({ text: produced.text, start: cmd.start, end: cmd.end });
    } else if (
      !SHELL_NAMES.has(name) &&
      cmd.stdin.length > 0 &&
      /^(?:\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0|-)$/.test(file ?? "")
    ) {
      const body = resolveSubstitutions(cmd.stdin.map((w) => w.text).join("\n"));
      hits.push(...ctx.rescan(body.text, cmd.start, cmd.end, `here-document → ${name} ${file}`));
    }
  }
  // 4. nested shells: bash -c '…', su -c, find -exec sh -c, and eval
  const nested = scriptArgOf(argv);
  if (nested || name === "eval") {
    // (a nested shell's positional parameters are the words after its script: `sh -c 'rm -rf "$1"' _ {}`)
    const raw = nested
      ? boundScript(argv, nested.word)
      : argv
          .slice(1)
          .map((w) => w.text)
          .join(" ");
    const r = resolveSubstitutions(raw);
    const label = nested ? `${nested.shell} -c` : "eval";
    const w0 = nested ? nested.word : argv[0];
    if (r.decoded || r.opaqueDecoder)
      hits.push({
        rule: "bash.decode-to-shell",
        category: "bash_remote_exec",
        weight: 0.85,
        start: cmd.start,
        end: cmd.end,
        detail: `${r.steps.join(" → ") || "decoded text"} → ${label}`,
      });
    if (r.text.trim() !== "") {
      hits.push(...ctx.rescan(r.text, w0.start, cmd.end, label));
      if (r.text !== raw) ctx.views.push({ text: r.text, start: w0.start, end: cmd.end });
    }
  }
  hits.push(...carrierHits(s, ctx.rescan, ctx.code));
  // 5. inline interpreters: python -c, node -e, perl -e, ruby -e, php -r, awk programs
  const interp = INTERPRETERS[name];
  if (interp) {
    const at = argv.findIndex((w, i) => i > 0 && interp.flags.includes(w.text));
    const attached =
      at < 0
        ? argv.findIndex(
            (w, i) => i > 0 && interp.flags.some((f) => f.length === 2 && w.text.startsWith(f) && w.text.length > 2),
          )
        : -1;
    // a subcommand (`deno eval`, `crystal eval`) takes its own options before the code: `deno eval --quiet '…'`
    const codeAt =
      at > 0 && !argv[at].text.startsWith("-")
        ? at +
          1 +
          Math.max(
            0,
            argv.slice(at + 1).findIndex((w) => !w.text.startsWith("-")),
          )
        : at + 1;
    const code =
      at > 0 ? argv[codeAt] : attached > 0 ? { ...argv[attached], text: argv[attached].text.slice(2) } : undefined;
    // modules loaded on the command line are part of the program: perl -MLWP::Simple, ruby -rsocket
    const preload =
      name === "perl" || name === "ruby"
        ? argv
            .slice(1)
            .filter((w) => /^-[Mr][\w:/.-]+$/.test(w.text))
            .map((w) => (name === "perl" ? `use ${w.text.slice(2)}; ` : `require '${w.text.slice(2)}'; `))
            .join("")
        : "";
    // (the arguments after the code are spelled in where the code reads them: `ruby -e 'eval ARGV[0]' "$R"`)
    const inlined =
      code && at > 0
        ? inlineArgs(
            code.text,
            argv.slice(codeAt + 1).map((w) => w.text),
          )
        : null;
    if (code)
      hits.push(
        ...ctx.code(
          preload + (inlined ?? code.text),
          interp.lang,
          cmd.start,
          cmd.end,
          `${name} ${at > 0 ? argv[at].text : argv[attached].text.slice(0, 2)}`,
        ),
      );
  }
  if (AWKS.has(name)) {
    const prog = argv.slice(1).find((w, i, a) => !w.text.startsWith("-") && !(i > 0 && /^-[fvF]$/.test(a[i - 1].text)));
    if (prog) hits.push(...ctx.code(prog.text, "awk", cmd.start, cmd.end, name));
  }
}
