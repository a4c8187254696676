// Checks that every reader gate (reader-gates.ts) answers exactly its pretest's regex on the main view of every tuning text, as the scan asks it.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { normalize } from "../src/engine/injection/normalize.ts";
import { mayRead, READER_GATES } from "../src/engine/injection/reader-gates.ts";
import { runRules } from "../src/engine/injection/scan-rules.ts";
import { tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/reader-gates-equal.ts [--no-fresh]   (rc 1 when a gate and its regex disagree on some text)
// The texts are scripts/lib/tuning-texts.ts's (never a report or honest set), read as a tool result's main view with the
// probe bits the rule stage's pass finds there: the one place the scan asks a gate (scan.ts sets `found` on it).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
let texts = 0;
let differ = 0;
const closed = READER_GATES.map(() => 0);
for (const t of tuningTexts(root, !process.argv.includes("--no-fresh"))) {
  if (t.surfaces !== null && !t.surfaces.includes("tool_result")) continue;
  texts++;
  const main = normalize(t.text).main;
  const probes = runRules(main, t.text.length, 0, []);
  main.found = { text: main.text, probes };
  READER_GATES.forEach((gate, g) => {
    if ((probes[gate.word] & gate.bits) !== gate.bits) closed[g]++;
    gate.re.lastIndex = 0;
    if (mayRead(main, gate) !== gate.re.test(main.text)) {
      differ++;
      process.stdout.write(`differs: ${gate.name} on ${t.id}\n`);
    }
  });
}
const per = READER_GATES.map((g, k) => `${g.name} closed on ${closed[k]}`).join(", ");
process.stdout.write(`${texts} texts, ${differ} answers other than the regex's; ${per}\n`);
process.exitCode = differ === 0 ? 0 : 1;
