// Builds eval/injection/heldout-own.jsonl from its hand-written sources and scores it: per split, carrier and class.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import { figures, tableHeader, tableRow, type Scored } from "./lib/injection-train/metrics.ts";

// usage: node scripts/eval-heldout-own.ts [--set 1|2] [--split tune|report|all] [--rules] [--misses]
// set 1: inj.txt + ben.txt -> heldout-own.jsonl; set 2: inj2.txt + ben2.txt -> heldout-own2.jsonl (public-benchmark shapes)
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "eval", "injection", "heldout-own");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const split = arg("--split") ?? "tune";
const set = arg("--set") ?? "1";
if (set !== "1" && set !== "2") throw new Error(`--set must be 1 or 2, got "${set}"`);
const SURFACES = ["tool_result", "prompt", "write", "bash"] as const;

export interface OwnRow {
  id: string;
  text: string;
  label: "injection" | "benign";
  surface: (typeof SURFACES)[number];
  source: string;
  category: string;
  carrier: string;
  split: "tune" | "report";
  licences: string[];
  trainable: false;
}

/** Blocks separated by a line "---"; each block's first line is "carrier|class[|surface]", the rest is the text. */
function parse(file: string, label: OwnRow["label"], prefix: string): OwnRow[] {
  // the file's first line is a comment saying the format
  const blocks = readFileSync(join(dir, file), "utf8")
    .replace(/^# [^\n]*\n/, "")
    .replace(/\n---\n*$/, "\n")
    .split(/\n---\n/);
  const seen = new Map<string, number>();
  return blocks.map((b, i) => {
    const nl = b.indexOf("\n");
    const [carrier, cls, surf = "tool_result"] = b.slice(0, nl).trim().split("|");
    if (!carrier || !cls) throw new Error(`${file}: block ${i + 1} has no "carrier|class" first line`);
    const surface = SURFACES.find((x) => x === surf);
    if (!surface) throw new Error(`${file}: block ${i + 1}: unknown surface "${surf}" (one of ${SURFACES.join(", ")})`);
    // alternate within each carrier|class: the first of each pair tunes, the second is kept for the report
    const k = `${carrier}|${cls}`;
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return {
      id: `${prefix}-${String(i + 1).padStart(3, "0")}`,
      text: b.slice(nl + 1).replace(/\n+$/, ""),
      label,
      surface,
      source: set === "1" ? "authored:heldout-own" : "authored:heldout-own2",
      category: `${cls}/${carrier}`,
      carrier,
      split: n % 2 === 0 ? "tune" : "report",
      licences: ["MIT"],
      trainable: false,
    };
  });
}

const sfx = set === "1" ? "" : "2";
const rows = [
  ...parse(`inj${sfx}.txt`, "injection", `own${sfx}-inj`),
  ...parse(`ben${sfx}.txt`, "benign", `own${sfx}-ben`),
];
writeFileSync(
  join(root, "eval", "injection", `heldout-own${sfx}.jsonl`),
  `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`,
);
const picked = rows.filter((r) => split === "all" || r.split === split);
const model = process.argv.includes("--rules") ? null : undefined;
const scored = picked.map((r) => ({ r, s: scan(r.text, r.surface, { model }).score }));
const fig = (f: (r: OwnRow) => boolean): ReturnType<typeof figures> =>
  figures(scored.filter((x) => f(x.r)).map((x): Scored => ({ y: x.r.label === "injection" ? 1 : 0, s: x.s })));
const out = [
  `heldout-own${sfx}, split ${split}, ${model === null ? "rules only" : "rules + shipped model"}`,
  tableHeader(),
];
out.push(
  tableRow(
    "all",
    fig(() => true),
  ),
);
for (const c of [...new Set(picked.map((r) => r.category))].sort())
  out.push(
    tableRow(
      c,
      fig((r) => r.category === c),
    ),
  );
process.stdout.write(`${out.join("\n")}\n`);
if (process.argv.includes("--misses")) {
  for (const x of scored.sort((a, b) => a.s - b.s)) {
    const bad = x.r.label === "injection" ? x.s < 0.8 : x.s >= 0.5;
    if (bad)
      process.stdout.write(
        `${x.s.toFixed(3)} ${x.r.id} [${x.r.category}] ${x.r.text.replace(/\s+/g, " ").slice(0, 150)}\n`,
      );
  }
}
