// Scores writefp29's write probes (test/fixtures/write-probes29.txt) as the guard reads a write with its path.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import { heldoutScanArgs, parseHeldout, splitWithinClass } from "../test/fixtures/shell-heldout.ts";

/** Flags: --final also scores half R (read at the start and the end only); --show lists each row's score and rules. */
const args = process.argv.slice(2);
const file = join(dirname(fileURLToPath(import.meta.url)), "../test/fixtures/write-probes29.txt");
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
    `write probes 29, half ${half === "tune" ? "P" : "R"}: attacks blocked ${blocked} of ${attacks.length}, benign warned ${warned} of ${benign.length}`,
  );
  if (args.includes("--show") && half === "tune")
    for (const s of scored)
      console.log(
        `  ${s.r.attack ? "A" : "B"} ${s.r.cls} line ${s.r.line} ${s.r.path}: ${s.score.toFixed(2)} ${s.rules.join(",")}`,
      );
}
