// Recall and benign warn of the prose tuning sets (23–51) by the language of each row: tracks non-English orders.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import { BENIGN_HALVES, classHalves, OWN_SETS, type OwnRow, type OwnSet, parseOwn } from "./lib/heldout-own.ts";
import { familyOf, rowLanguage } from "./lib/row-language.ts";
import { languageSets, languageTable, type LangScored } from "./lib/language-table.ts";

// usage: node scripts/eval-languages.ts [--sets 23-81|23,25,…] [--half A|B] [--by lang|class] [--rules] [--misses]
// Tuning sets only: the honest sets (19, 21) and the report set (55) are refused. Half A (the default): the injections
// of half A of every set, and the benign rows of half A where the benign side is split (BENIGN_HALVES), every benign
// row elsewhere. Half B prints two summary lines (all rows, rows not in English) and never a row or a breakdown.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "eval", "injection", "heldout-own");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const sets = languageSets(arg("--sets") ?? "23-81", Object.keys(OWN_SETS));
const half = arg("--half") ?? "A";
if (half !== "A" && half !== "B") throw new Error(`--half must be A or B, got "${half}"`);
const by = arg("--by") ?? "lang";
const model = process.argv.includes("--rules") ? null : undefined;

const scored: LangScored[] = [];
for (const set of sets) {
  const sfx = OWN_SETS[set as OwnSet].suffix;
  const files = [`inj${sfx}.txt`, `ben${sfx}.txt`];
  if (files.some((f) => !existsSync(join(dir, f)))) continue;
  const read = (f: string): string => readFileSync(join(dir, f), "utf8");
  const rows: OwnRow[] = [
    ...parseOwn(read(files[0] as string), files[0] as string, "injection", `own${sfx}-inj`, set as OwnSet),
    ...parseOwn(read(files[1] as string), files[1] as string, "benign", `own${sfx}-ben`, set as OwnSet),
  ];
  const halves = classHalves(rows, BENIGN_HALVES.has(set));
  for (const r of rows) {
    // a benign row of a set whose benign side is not split has no half: it is tuning data on the A side
    const h = halves.get(r) ?? "A";
    if (h !== half) continue;
    const { lang, mixed } = rowLanguage(r.text);
    const s = scan(r.text, r.surface, { model }).score;
    scored.push({
      set,
      id: r.id,
      cls: r.cls,
      lang,
      family: familyOf(lang),
      mixed,
      y: r.label === "injection" ? 1 : 0,
      s,
      text: r.text,
    });
  }
}
const title = `prose sets ${sets.join(",")}, half ${half}, ${model === null ? "rules only" : "rules + shipped model"}`;
if (half === "B") {
  // the never-read half: summary lines only
  process.stdout.write(`${languageTable(title, scored, () => "all", true)}\n`);
  process.exit(0);
}
const byClass = (x: LangScored): string => `${x.family === "English" ? "en" : "non-en"} ${x.cls}`;
// by script family, then by language (or by class of order, English and not)
process.stdout.write(`${languageTable(title, scored, (x) => x.family, false)}\n\n`);
process.stdout.write(`${languageTable(title, scored, by === "class" ? byClass : (x) => x.lang, false)}\n`);
if (process.argv.includes("--misses")) {
  for (const x of scored.filter((v) => v.family !== "English").sort((a, b) => a.s - b.s)) {
    const bad = x.y === 1 ? x.s < 0.8 : x.s >= 0.5;
    if (bad)
      process.stdout.write(
        `${x.s.toFixed(3)} ${x.id} ${x.y ? "INJ" : "BEN"} ${x.lang}${x.mixed ? "+en" : ""} [${x.cls}] ${x.text.replace(/\s+/g, " ").slice(0, 220)}\n`,
      );
  }
}
