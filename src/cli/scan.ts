// `pi-sentinel scan`: score files or stdin for prompt injection; `--jsonl` speaks the eval scorer's protocol.

import { readFile } from "node:fs/promises";
import { DEFAULT_SETTINGS } from "../state/config-model.ts";
import { scan, withExcerpts } from "../engine/injection/scan.ts";
import { SURFACES, type InjectionSurface } from "../engine/injection/types.ts";
import type { CliCommand, CliIO } from "./main.ts";
import { errorText } from "../engine/error-text.ts";
import { resolve } from "node:path";
import { type FilePlan, planFiles, projectAllowPaths } from "./scan-files.ts";

const USAGE = `usage: pi-sentinel scan [options] [files or folders…]

Scores each file (or stdin when no file is given) for prompt injection and prints the score, the decision
(allow / warn / block) and the evidence (rule, category, span, excerpt). A folder is walked for text files
(not .git, node_modules, dist, build, coverage, symbolic links, binary files or files over 4 MB); files the
project's .pi/sentinel.json lists in injectionDefense.allowPaths are left out of a walk (and counted), unless
--all; for a folder only files at warn or above are listed, then a summary line.

options:
  --surface <s>        bash | write | tool_result | prompt (default: tool_result)
  --block <x>          block threshold (default ${DEFAULT_SETTINGS.injectionDefense.blockThreshold})
  --warn <x>           warn threshold (default ${DEFAULT_SETTINGS.injectionDefense.warnThreshold})
  --no-heuristics      turn the heuristic signals off
  --json               one JSON object per input instead of text
  --all                also scan files the project's allowPaths leave out of a folder walk
  --jsonl              eval protocol: read {"id","text","surface"} lines on stdin, write {"id","score"} lines

exit status: 0 nothing reached the block threshold, 1 something did, 2 bad arguments or unreadable input;
--jsonl always exits 0 after scoring every row (the scorer protocol treats any other status as a crash)`;

interface Args {
  surface: InjectionSurface;
  block: number;
  warn: number;
  heuristics: boolean;
  json: boolean;
  jsonl: boolean;
  all: boolean;
  files: string[];
}

function parseArgs(argv: string[]): Args | string {
  const a: Args = {
    surface: "tool_result",
    block: DEFAULT_SETTINGS.injectionDefense.blockThreshold,
    warn: DEFAULT_SETTINGS.injectionDefense.warnThreshold,
    heuristics: true,
    json: false,
    jsonl: false,
    all: false,
    files: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const t = argv[i];
    const value = (): string | undefined => (t.includes("=") ? t.slice(t.indexOf("=") + 1) : argv[++i]);
    const flag = t.includes("=") ? t.slice(0, t.indexOf("=")) : t;
    if (flag === "--surface") {
      const v = value();
      if (!v || !(SURFACES as readonly string[]).includes(v))
        return `--surface must be one of ${SURFACES.join(", ")} (got ${v ?? "nothing"})`;
      a.surface = v as InjectionSurface;
    } else if (flag === "--block" || flag === "--warn") {
      const v = Number(value());
      if (!Number.isFinite(v) || v < 0 || v > 1) return `${flag} must be a number in [0, 1]`;
      if (flag === "--block") a.block = v;
      else a.warn = v;
    } else if (t === "--no-heuristics") a.heuristics = false;
    else if (t === "--json") a.json = true;
    else if (t === "--jsonl") a.jsonl = true;
    else if (t === "--all") a.all = true;
    else if (t.startsWith("-") && t !== "-") return `unknown option ${t}`;
    else a.files.push(t);
  }
  return a;
}

/** "scanned 120 files: 118 allow, 1 warn, 1 block; 7 skipped (5 allow-listed, 2 binary)" */
function summaryLine(scanned: number, counts: Record<"allow" | "warn" | "block", number>, plan: FilePlan): string {
  const why = new Map<string, number>();
  for (const s of plan.skipped) {
    const key = s.why.startsWith("allow-listed") ? "allow-listed" : s.why.split(" (")[0];
    why.set(key, (why.get(key) ?? 0) + 1);
  }
  const skipped = plan.skipped.length
    ? `; ${plan.skipped.length} skipped (${[...why].map(([k, n]) => `${n} ${k}`).join(", ")})`
    : "";
  return `scanned ${scanned} file${scanned === 1 ? "" : "s"}: ${counts.allow} allow, ${counts.warn} warn, ${counts.block} block${skipped}`;
}

function decision(score: number, a: Args): "allow" | "warn" | "block" {
  return score >= a.block ? "block" : score >= a.warn ? "warn" : "allow";
}

async function runJsonl(a: Args, io: CliIO): Promise<number> {
  let line = 0;
  for await (const raw of io.stdinLines()) {
    line++;
    if (raw.trim() === "") continue;
    let row: { id?: unknown; text?: unknown; surface?: unknown };
    try {
      row = JSON.parse(raw) as typeof row;
    } catch (e) {
      io.stderr(`pi-sentinel scan: stdin line ${line} is not JSON (${errorText(e)}); skipped\n`);
      continue;
    }
    const surface = (SURFACES as readonly unknown[]).includes(row.surface)
      ? (row.surface as InjectionSurface)
      : a.surface;
    let score = 0;
    try {
      score = scan(typeof row.text === "string" ? row.text : "", surface, { heuristicEnabled: a.heuristics }).score;
    } catch (e) {
      io.stderr(`pi-sentinel scan: row ${String(row.id)} failed in the scanner: ${errorText(e)}\n`);
    }
    io.stdout(`${JSON.stringify({ id: row.id, score })}\n`);
  }
  // the scorer protocol reads a non-zero exit as a crashed detector, so --jsonl reports scores, not a verdict
  return 0;
}

export const scanCommand: CliCommand = {
  name: "scan",
  summary: "score text for prompt injection (files or stdin; --jsonl for the eval protocol)",
  usage: USAGE,
  async run(argv, io) {
    const a = parseArgs(argv);
    if (typeof a === "string") {
      io.stderr(`pi-sentinel scan: ${a}\n\n${USAGE}\n`);
      return 2;
    }
    if (a.jsonl) return runJsonl(a, io);
    const inputs: { name: string; text: string }[] = [];
    let plan: FilePlan | undefined;
    if (a.files.length === 0 || (a.files.length === 1 && a.files[0] === "-"))
      inputs.push({ name: "<stdin>", text: await io.stdin() });
    else {
      plan = planFiles(a.files, io.cwd, a.all ? [] : projectAllowPaths(io.cwd));
      if (plan.missing.length > 0) {
        for (const m of plan.missing) io.stderr(`pi-sentinel scan: cannot read ${m.arg}: ${m.why}\n`);
        return 2;
      }
      for (const f of plan.files) {
        try {
          inputs.push({ name: f, text: await readFile(resolve(io.cwd, f), "utf8") });
        } catch (e) {
          io.stderr(`pi-sentinel scan: cannot read ${f}: ${errorText(e)}\n`);
          return 2;
        }
      }
    }
    let blocked = false;
    const counts = { allow: 0, warn: 0, block: 0 };
    for (const input of inputs) {
      const r = scan(input.text, a.surface, { heuristicEnabled: a.heuristics });
      const d = decision(r.score, a);
      counts[d]++;
      if (d === "block") blocked = true;
      const evidence = withExcerpts(input.text, r.evidence);
      if (a.json) {
        io.stdout(
          `${JSON.stringify({ input: input.name, surface: a.surface, score: r.score, decision: d, evidence })}\n`,
        );
        continue;
      }
      if (plan?.walked && d === "allow") continue;
      io.stdout(`${input.name}: score ${r.score.toFixed(3)} ${d} (surface ${a.surface})\n`);
      for (const e of evidence) io.stdout(`  ${e.rule} [${e.category}] ${e.start}-${e.end}: ${e.excerpt ?? ""}\n`);
    }
    if (plan?.walked && !a.json) io.stdout(`${summaryLine(inputs.length, counts, plan)}\n`);
    return blocked ? 1 : 0;
  },
};
