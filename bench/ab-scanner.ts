// A/B of the scanner: this tree against another tree's code in one process, CPU time, interleaved, median of N ratios.

import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { bigScript, hostileInputs, keep, realisticText, shortTexts } from "./scanner.bench.ts";
import { median } from "./harness.ts";

// usage: node bench/ab-scanner.ts OLD_TREE [short|rules|long|bash|model|learned|hostile|hostileK]... [--rounds N]
//   OLD_TREE: a checkout of the code to compare against, e.g. `git archive ab43b24 | tar x -C /tmp/old6`
//   with `ln -s $PWD/node_modules /tmp/old6/node_modules`. Without figures: short, rules, long.
// Both trees read the same inputs (built here from this tree's bench), so only the code differs.
const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 9;
const positional = args.filter((a, i) => !a.startsWith("--") && (roundsAt < 0 || i !== roundsAt + 1));
const oldTree = positional[0];
if (!oldTree) {
  console.error(
    "usage: node bench/ab-scanner.ts OLD_TREE [short|rules|long|bash|model|learned|hostile|hostileK]... [--rounds N]",
  );
  process.exit(2);
}
const figures = positional.length > 1 ? positional.slice(1) : ["short", "rules", "long"];
const newTree = resolve(import.meta.dirname, "..");

interface ScanModule {
  scan(text: string, surface: string, options?: object): { score: number };
  ruleStage(text: string, surface: string): { rule: { score: number }; normText: string };
}
interface ModelModule {
  logit(model: unknown, text: string, surface: string): number;
  combine(
    model: unknown,
    normText: string,
    surface: string,
    rule: { score: number },
    length: number,
  ): { score: number };
}
interface AssetModule {
  shippedModel(): { model?: unknown };
}
async function load(tree: string): Promise<{ scan: ScanModule; model: ModelModule; asset: AssetModule }> {
  const at = (rel: string): string => pathToFileURL(join(resolve(tree), "src/engine/injection", rel)).href;
  return {
    scan: (await import(at("scan.ts"))) as ScanModule,
    model: (await import(at("model.ts"))) as ModelModule,
    asset: (await import(at("model-asset.ts"))) as AssetModule,
  };
}
const NEW = await load(newTree);
const OLD = await load(oldTree);

const cpu = (f: () => void): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return d.user + d.system;
};

const text = realisticText();
const rows = shortTexts(text);
let sink = 0;
const baseShort = (): void => {
  for (const r of rows) keep(r.normalize("NFKC").toLowerCase());
};

interface Pair {
  label: string;
  fNew: () => void;
  fOld: () => void;
  base: () => void;
  /** the figure's own time (µs) of the last fNew/fOld call, when it times only part of what it runs */
  own?: () => number;
}

/**
 * The whole learned stage (model and head, `combine`) as it runs inside a scan: each text's rule stage runs first,
 * untimed, so the model's tables are as cold as a scan leaves them; only `combine` is timed (wall clock: a CPU-time
 * read costs ~10 µs here, more than the call). Each text keeps its least time over the rounds, which drops the time the
 * process spent descheduled on a loaded machine; `own` is the sum of those minimums so far, in µs.
 */
function learnedInScan(m: { scan: ScanModule; model: ModelModule; asset: AssetModule }): {
  run: () => void;
  own: () => number;
} {
  const model = m.asset.shippedModel().model;
  const least = new Float64Array(rows.length).fill(Infinity);
  return {
    run: () => {
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        const { rule, normText } = m.scan.ruleStage(r, "tool_result");
        const t = performance.now();
        sink += m.model.combine(model, normText, "tool_result", rule, r.length).score;
        const d = performance.now() - t;
        if (d < least[i]) least[i] = d;
      }
    },
    own: () => least.reduce((a, b) => a + b, 0) * 1000,
  };
}

function pairs(which: string): Pair[] {
  if (which === "short")
    return [
      {
        label: "whole scan, 2,000 short texts",
        fNew: () => {
          for (const r of rows) sink += NEW.scan.scan(r, "tool_result").score;
        },
        fOld: () => {
          for (const r of rows) sink += OLD.scan.scan(r, "tool_result").score;
        },
        base: baseShort,
      },
    ];
  if (which === "rules")
    return [
      {
        label: "rule stage, 2,000 short texts",
        fNew: () => {
          for (const r of rows) sink += NEW.scan.ruleStage(r, "tool_result").rule.score;
        },
        fOld: () => {
          for (const r of rows) sink += OLD.scan.ruleStage(r, "tool_result").rule.score;
        },
        base: baseShort,
      },
    ];
  if (which === "model") {
    const nm = NEW.asset.shippedModel().model;
    const om = OLD.asset.shippedModel().model;
    const norms = rows.map((r) => NEW.scan.ruleStage(r, "tool_result").normText);
    return [
      {
        label: "second stage (logit), 2,000 short texts",
        fNew: () => {
          for (const t of norms) sink += NEW.model.logit(nm, t, "tool_result");
        },
        fOld: () => {
          for (const t of norms) sink += OLD.model.logit(om, t, "tool_result");
        },
        base: baseShort,
      },
    ];
  }
  if (which === "learned") {
    const n = learnedInScan(NEW);
    const o = learnedInScan(OLD);
    let last = 0;
    return [
      {
        label: "learned stage inside the scan (combine: model and head), 2,000 short texts",
        fNew: () => {
          n.run();
          last = n.own();
        },
        fOld: () => {
          o.run();
          last = o.own();
        },
        base: baseShort,
        own: () => last,
      },
    ];
  }
  if (which === "long")
    return [
      {
        label: "1 MB realistic text",
        fNew: () => {
          sink += NEW.scan.scan(text, "tool_result").score;
        },
        fOld: () => {
          sink += OLD.scan.scan(text, "tool_result").score;
        },
        base: () => keep(text.normalize("NFKC").toLowerCase()),
      },
    ];
  if (which === "bash") {
    const big = bigScript();
    return [
      {
        label: "200 KB shell script as bash",
        fNew: () => {
          sink += NEW.scan.scan(big, "bash").score;
        },
        fOld: () => {
          sink += OLD.scan.scan(big, "bash").score;
        },
        base: () => keep(big.normalize("NFKC").toLowerCase()),
      },
    ];
  }
  if (which.startsWith("hostile")) {
    const h = hostileInputs(10_000_000);
    const keys = Object.keys(h);
    const pick = which === "hostile" ? keys : [keys[Number(which.slice(7))]];
    return pick.map((k) => ({
      label: `hostile 10 MB: ${k}`,
      fNew: () => {
        sink += NEW.scan.scan(h[k], "tool_result").score;
      },
      fOld: () => {
        sink += OLD.scan.scan(h[k], "tool_result").score;
      },
      base: () => keep(h[k].normalize("NFKC").toLowerCase()),
    }));
  }
  throw new Error(
    `unknown figure "${which}": short, rules, long, bash, model, learned, hostile or hostileK (K = 0..9)`,
  );
}

const fmtLoad = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
console.log(`A/B ${newTree} (new) against ${resolve(oldTree)} (old); ${cpus().length} CPUs; load ${fmtLoad()}`);
for (const which of figures) {
  for (const p of pairs(which)) {
    const rs = which.startsWith("hostile") ? Math.min(rounds, 5) : rounds;
    for (let k = 0; k < 3; k++) {
      p.fNew();
      p.fOld();
      p.base();
    }
    const ratios: number[] = [];
    const nx: number[] = [];
    const ox: number[] = [];
    for (let r = 0; r < rs; r++) {
      const order = r % 2 === 0 ? [0, 1] : [1, 0];
      const t: number[] = [];
      const b0 = cpu(p.base);
      for (const o of order) {
        t[o] = cpu(o === 0 ? p.fNew : p.fOld);
        if (p.own) t[o] = p.own();
      }
      const b1 = cpu(p.base);
      const b = (b0 + b1) / 2;
      ratios.push(t[0] / t[1]);
      nx.push(t[0] / b);
      ox.push(t[1] / b);
    }
    const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    // a figure of per-text minimums converges over the rounds: its last ratio is the one to read
    if (p.own) console.log(`${p.label}: per-text least time over ${rs} rounds, new/old ${ratios[rs - 1].toFixed(3)}`);
    console.log(
      `${p.label}: new/old ${median(ratios).toFixed(3)} (rounds ${rs}, range ${spread}); new ${median(nx).toFixed(1)}x, old ${median(ox).toFixed(1)}x one NFKC pass; load ${fmtLoad()}`,
    );
  }
}
if (sink === Number.MIN_VALUE) console.log(sink);
