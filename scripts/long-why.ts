// Debug aid (long20): the rule hits of chosen rows of an own set, with weights and the text around each hit.
// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { observeHits } from "../src/engine/injection/scan-calibrate.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { OWN_SETS, parseOwn } from "./lib/heldout-own.ts";
import type { Hit } from "../src/engine/injection/types.ts";

const [set, ...ids] = process.argv.slice(2);
const sfx = OWN_SETS[set as keyof typeof OWN_SETS].suffix;
const dir = join(import.meta.dirname, "..", "eval", "injection", "heldout-own");
const rows = [
  ...parseOwn(readFileSync(join(dir, `inj${sfx}.txt`), "utf8"), "i", "injection", `own${sfx}-inj`, set as never),
  ...parseOwn(readFileSync(join(dir, `ben${sfx}.txt`), "utf8"), "b", "benign", `own${sfx}-ben`, set as never),
];
for (const id of ids) {
  const r = rows.find((x) => x.id === id);
  if (!r) continue;
  let seen: Hit[] = [];
  observeHits((h) => {
    seen = h;
  });
  const full = scan(r.text, r.surface).score;
  const rules = scan(r.text, r.surface, { model: null }).score;
  observeHits(null);
  console.log(`\n== ${id} len ${r.text.length} full ${full} rules ${rules}`);
  for (const h of seen.sort((a, b) => b.weight - a.weight).slice(0, 8))
    console.log(
      `  ${h.rule} w${h.weight.toFixed(2)}${h.quoted ? ` q${h.quoted}` : ""} @${h.start}: ${r.text
        .slice(Math.max(0, h.start - 60), h.end + 60)
        .replace(/\s+/g, " ")}`,
    );
}
