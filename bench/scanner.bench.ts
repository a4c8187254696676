// Scanner benchmark: MB/s on 1 MB of realistic text, ratio to one NFKC + lower-case pass, hostile 10 MB vs 1 MB linearity.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { logit } from "../src/engine/injection/model.ts";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { ruleStage, scan } from "../src/engine/injection/scan.ts";
import { cpuMs, median, type BenchRow, type BenchSuite } from "./harness.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const MB = 1_000_000;

function readOr(rel: string, fallback: string): string {
  try {
    return readFileSync(join(root, rel), "utf8");
  } catch {
    return fallback;
  }
}

/** 1 MB of what an agent reads: library code, Markdown docs and prose, service logs, interleaved. */
export function realisticText(size = MB): string {
  const code = readOr(
    "node_modules/typescript/lib/typescript.js",
    readFileSync(join(root, "src/engine/injection/scan.ts"), "utf8").repeat(50),
  ).slice(2_000_000, 2_600_000);
  const prose =
    readOr("node_modules/handlebars/release-notes.md", "") +
    readOr("node_modules/minimatch/README.md", "") +
    readOr("node_modules/immer/readme.md", "") +
    readOr("README.md", "");
  const log = Array.from(
    { length: 2500 },
    (_, i) =>
      `2026-11-30T01:${String(i % 60).padStart(2, "0")}:00Z INFO worker[${i % 7}] processed job ${i} in ${i % 97}ms status=ok user=u${i % 13} path=/api/v1/items/${i}`,
  ).join("\n");
  let text = "";
  for (let k = 0; text.length < size; k = (k + 1) % 6) {
    text += `${code.slice(k * 100_000, (k + 1) * 100_000)}\n${prose.slice(0, 120_000)}\n${log.slice(0, 100_000)}\n`;
  }
  return flat(text.slice(0, size));
}

/**
 * A flat (sequential) copy of `s`. `slice` and `+=` give sliced and cons strings, and V8's fast lower-casing path
 * takes only sequential ones: a sliced row lower-cases about 6x slower, on the base side as on the scanner's.
 * What a tool returns (read from a file, parsed from JSON) is flat, so both sides of every ratio read flat strings.
 */
export function flat(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/**
 * Keeps a result alive: `void s.normalize("NFKC").toLowerCase()` in optimised code drops the lower-casing (its result
 * is unused and the builtin has no side effect), so the base measured one NFKC pass only, about half its real cost.
 */
let sink = 0;
export const keep = (s: string): void => {
  sink = (sink + s.length) | 0;
};

/** Inputs built to trip backtracking: long repeats of rule prefixes, nested brackets, spaced runs, base64-ish runs. */
export function hostileInputs(size: number): Record<string, string> {
  const fill = (unit: string): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return {
    "repeated 'ignore '": fill("ignore "),
    "repeated 'ignore all the previous ' (no noun)": fill("ignore all the previous "),
    "nested brackets": fill("[[[[<<<<{{{{(((("),
    "spaced letters": fill("a "),
    "long token": fill("a"),
    "base64-like run": fill("QUJDRGVmZ2g0NTY3"),
    "percent escapes": fill("%41%42x"),
    "you are now": fill("you are now a "),
    "zero-width in words": fill("ig\u200bno\u200bre "),
    "newlines and colons": fill("system:\n"),
  };
}

/** one call's CPU time: the ratios below compare in-process work, which other processes' load must not decide */
const timeOnce = cpuMs;

/**
 * The median of `rounds` ratios fn/base, each from one base run and one fn run made back to back (the order alternates
 * each round), after a warm-up of both, timed in CPU time: a busy machine slows both sides of a pair alike, and the
 * slices other processes take are not counted at all, so the ratio holds steady. CPU time includes V8's GC helper
 * threads: the scan allocates (about a tenth of its CPU time is collection), the base hardly does, and that cost is
 * the scan's own; a collection the scan caused that lands in a base sample is one round of nine (the median drops it).
 */
function ratioOf(base: () => void, fn: () => void, rounds: number, baseReps = 1): { ratio: number; ms: number } {
  for (let k = 0; k < 3; k++) {
    base();
    fn();
  }
  const ratios: number[] = [];
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let b: number;
    let f: number;
    // a base of a few ms is repeated `baseReps` times (and divided): one scheduler slice must not decide the ratio
    const timeBase = (): number =>
      timeOnce(() => {
        for (let k = 0; k < baseReps; k++) base();
      }) / baseReps;
    if (r % 2 === 0) {
      b = timeBase();
      f = timeOnce(fn);
    } else {
      f = timeOnce(fn);
      b = timeBase();
    }
    ratios.push(f / b);
    times.push(f);
  }
  return { ratio: median(ratios), ms: median(times) };
}

/** The bench's 200 KB shell script of real commands (a build, a loop, an authenticated upload) repeated. */
export function bigScript(size = 200_000): string {
  const script =
    'set -euo pipefail\nexport NODE_ENV=production\nnpm ci && npm run build | tee build.log\nfor f in dist/*.js; do gzip -k "$f"; done\ncurl -fsS -H "Authorization: Bearer $TOKEN" https://api.example.com/deploy -d @dist/manifest.json\n';
  return script.repeat(Math.ceil(size / script.length)).slice(0, size);
}

/** Rows of a few hundred characters, as a session's tool calls and results are. */
export function shortTexts(text: string, count = 2000): string[] {
  const rows: string[] = [];
  for (let i = 0, at = 0; i < count && at < text.length; i++) {
    const len = 150 + ((i * 97) % 350);
    rows.push(flat(text.slice(at, at + len)));
    at += len;
  }
  return rows;
}

/** Median ms of `rounds` runs of each function, interleaved so both share the machine's noise. */
function interleaved(fns: (() => void)[], rounds: number): number[] {
  for (const f of fns) f(); // warm-up
  const samples = fns.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++)
    fns.forEach((f, i) => {
      samples[i].push(timeOnce(f));
    });
  return samples.map(median);
}

export const suite: BenchSuite = {
  name: "scanner",
  run(): BenchRow[] {
    const text = realisticText();
    const long = ratioOf(
      () => keep(text.normalize("NFKC").toLowerCase()),
      () => void scan(text, "tool_result"),
      9,
      5,
    );
    const rows: BenchRow[] = [
      { group: "scanner", name: "scan 1 MB realistic text (tool_result)", value: long.ms, unit: "ms" },
      {
        group: "scanner",
        name: "throughput, realistic text",
        value: 1000 / long.ms,
        unit: "MB/s",
        higherIsBetter: true,
      },
      {
        group: "scanner",
        name: "ratio scan / one NFKC+toLowerCase pass, 1 MB (median of 9)",
        value: long.ratio,
        unit: "x",
        target: 10,
      },
    ];
    const rowsOfText = shortTexts(text);
    const short = ratioOf(
      () => {
        for (const r of rowsOfText) keep(r.normalize("NFKC").toLowerCase());
      },
      () => {
        for (const r of rowsOfText) void scan(r, "tool_result");
      },
      9,
      20,
    );
    rows.push({
      group: "scanner",
      name: `ratio scan / NFKC pass, ${rowsOfText.length} short texts (median of 9)`,
      value: short.ratio,
      unit: "x",
      target: 10,
    });
    // many short texts, as a session's tool calls are: the second stage included, and its share on its own
    const [scanShort, rulesShort] = interleaved(
      [
        () => rowsOfText.forEach((t) => void scan(t, "tool_result")),
        () => rowsOfText.forEach((t) => void scan(t, "tool_result", { model: null })),
      ],
      7,
    );
    // the second stage on its own: the model's logit over the normalised short texts against one NFKC pass over them
    const model = shippedModel().model;
    if (model) {
      const norms = rowsOfText.map((r) => ruleStage(r, "tool_result").normText);
      // the base keeps its result (keep), as every other base here: a dropped lower-casing halves the base and
      // doubled this ratio
      const second = ratioOf(
        () => {
          for (const r of rowsOfText) keep(r.normalize("NFKC").toLowerCase());
        },
        () => {
          for (const t of norms) void logit(model, t, "tool_result");
        },
        9,
        5,
      );
      rows.push({
        group: "scanner",
        name: "second stage alone per short text / NFKC pass (median of 9)",
        value: second.ratio,
        unit: "x",
      });
    }
    rows.push({
      group: "scanner",
      name: "second stage's share of the short-text scan time",
      value: Math.max(0, (scanShort - rulesShort) / scanShort) * 100,
      unit: "%",
    });
    // what the second stage costs inside the scan, where the rule stage has pushed its weight table out of the cache
    // (about twice what it costs alone, when its table stays cached from one text to the next)
    rows.push({
      group: "scanner",
      name: "second stage inside the scan, per short text / NFKC pass",
      value: (short.ratio * Math.max(0, scanShort - rulesShort)) / scanShort,
      unit: "x",
    });
    const [bashMs] = interleaved([() => void scan(text.slice(0, 200_000), "bash")], 3);
    rows.push({ group: "scanner", name: "scan 200 KB as a bash command", value: bashMs, unit: "ms" });
    // the shell layer on commands: a typical one (nested shell, pipe, substitution) and a 200 KB script of real commands
    const typical = `cd packages/app && bash -c 'npm ci && npm test' && git log --oneline | head -5 && echo "$(date) done" >> build.log`;
    const big = bigScript();
    const [typicalMs, bigMs, bigBase] = interleaved(
      [
        () => {
          for (let i = 0; i < 1000; i++) scan(typical, "bash");
        },
        () => void scan(big, "bash"),
        () => keep(big.normalize("NFKC").toLowerCase()),
      ],
      5,
    );
    rows.push({
      group: "scanner",
      name: "scan a typical bash command (nested shell, pipe, substitution)",
      value: typicalMs,
      unit: "µs",
    });
    rows.push({ group: "scanner", name: "scan a 200 KB shell script as a bash command", value: bigMs, unit: "ms" });
    rows.push({
      group: "scanner",
      name: "ratio bash scan of 200 KB script / one NFKC+toLowerCase pass",
      value: bigMs / bigBase,
      unit: "x",
    });
    let worst = 0;
    let worstName = "";
    const small = hostileInputs(MB);
    const large = hostileInputs(10 * MB);
    for (const name of Object.keys(small)) {
      const [a, b] = interleaved(
        [() => void scan(small[name], "tool_result"), () => void scan(large[name], "tool_result")],
        3,
      );
      if (b / a > worst) {
        worst = b / a;
        worstName = name;
      }
    }
    rows.push({
      group: "scanner",
      name: `hostile 10 MB / 1 MB, worst input (${worstName})`,
      value: worst,
      unit: "x",
      target: 12,
    });
    return rows;
  },
};
