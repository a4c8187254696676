// Times one reader of the main view over the bench's short texts (CPU, median of rounds) and prints a digest of its answers, so a speed cut to it can be checked for identical output on the spot.

import { createHash } from "node:crypto";
import { cpuMs, median } from "./harness.ts";
import { realisticText, shortTexts } from "./scanner.bench.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { runRules } from "../src/engine/injection/scan-rules.ts";
import { codeRemedyHits30 } from "../src/engine/injection/code-remedy30.ts";
import { carrierHits } from "../src/engine/injection/carrier.ts";
import { hiddenOrderHits24 } from "../src/engine/injection/hidden-order24.ts";
import { pressedActHits29 } from "../src/engine/injection/pressed-act29.ts";
import type { Hit } from "../src/engine/injection/types.ts";

// usage: node bench/reader-probe.ts [remedy30|carrier|hidden24|pressed29] [--rounds N] [--chars N (each text cut to N)]
const READERS: Record<string, (text: string, main: ReturnType<typeof normalize>["main"]) => Hit[]> = {
  remedy30: (t, m) => codeRemedyHits30(m, t.length),
  carrier: (t, m) => carrierHits(m, t.length),
  hidden24: (t, m) => hiddenOrderHits24(t, m, []),
  pressed29: (t, m) => pressedActHits29(m, t.length),
};
const which = process.argv[2] ?? "remedy30";
const at = process.argv.indexOf("--rounds");
const rounds = at >= 0 ? Number(process.argv[at + 1]) : 7;
const cut = process.argv.indexOf("--chars");
const raw = shortTexts(realisticText()).map((t) => (cut >= 0 ? t.slice(0, Number(process.argv[cut + 1])) : t));
const mains = raw.map((t) => {
  const main = normalize(t).main;
  main.found = { text: main.text, probes: runRules(main, t.length, 0, []) };
  return main;
});
const read = READERS[which] as (typeof READERS)[string];
const run = (): Hit[][] => raw.map((t, i) => read(t, mains[i] as (typeof mains)[number]));
const digest = createHash("sha256").update(JSON.stringify(run())).digest("hex").slice(0, 16);
const times: number[] = [];
for (let r = 0; r < rounds; r++) times.push(cpuMs(run));
process.stdout.write(`${which}: ${median(times).toFixed(1)} ms CPU per ${raw.length} texts, answers ${digest}\n`);
