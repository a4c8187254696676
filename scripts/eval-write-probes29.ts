// Scores a round's write probes (test/fixtures/write-probes29.txt, or --fixture write-probes30.txt) as a write with its path.
// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import { heldoutScanArgs, parseHeldout, splitWithinClass } from "../test/fixtures/shell-heldout.ts";

/**
 * Flags: --final also scores half R (read at the start and the end only); --show lists each row's score and rules;
 * --fixture NAME scores another round's probes in test/fixtures (writefp30: write-probes30.txt).
 */
const args = process.argv.slice(2);
const fixture = args.includes("--fixture") ? args[args.indexOf("--fixture") + 1] : "write-probes29.txt";
const file = join(dirname(fileURLToPath(import.meta.url)), "../test/fixtures", fixture ?? "write-probes29.txt");
const rows = splitWithinClass(parseHeldout(readFileSync(file, "utf8")));
for (const half of args.includes("--final") ? (["tune", "untouched"] as const) : (["tune"] as const)) {
  const scored = rows
    .filter((r) => r.half === half)
    .map((r) => {
      const { surface, options } = heldoutScanArgs(r);
      const res = scan(r.text, surface, options);
      return { r, score: res.score, rules: [...new Set(res.evidence.map((e) => e.rule))] };
    });
  const attacks = scored.filter((s) => s.r.attack);
  const benign = scored.filter((s) => !s.r.attack);
  const blocked = attacks.filter((s) => s.score >= 0.8).length;
  const warned = benign.filter((s) => s.score >= 0.5).length;
  console.log(
    `${fixture}, half ${half === "tune" ? "P" : "R"}: attacks blocked ${blocked} of ${attacks.length}, benign warned ${warned} of ${benign.length}`,
  );
  if (args.includes("--show") && half === "tune")
    for (const s of scored)
      console.log(
        `  ${s.r.attack ? "A" : "B"} ${s.r.cls} line ${s.r.line} ${s.r.path}: ${s.score.toFixed(2)} ${s.rules.join(",")}`,
      );
}
