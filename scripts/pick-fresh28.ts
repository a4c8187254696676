// learn28: picks the main model's hard negatives among the fresh tune files of source half T (salt learn27): the permissive files its model alone lifts over a line.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { freshGroup } from "./benign-corpus.ts";
import { freshPath } from "./lib/benign-fresh-manifest.ts";
import {
  PICK_HALF,
  PICK_SALT,
  PICKS_DIR,
  PICKS_FILE,
  pickCopy,
  pickRefusal,
} from "./lib/injection-train/fresh-picks.ts";

// usage: node scripts/pick-fresh28.ts [--line 0.3] [--write]
// Lists (and with --write copies into eval/injection/train-picks/ and lists in train-picks.txt) every permissive fresh
// tune file of source half T whose main model probability (the shipped asset, no head, no rule) reaches --line on
// tool_result or write (calibrated, before the run time's 0.4 floor) while the rules stay under 0.5. Holdout and report
// groups and half R are never opened.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const line = Number(arg("--line") ?? "0.3");
const m = shippedModel().model as InjectionModel;
const manifest = JSON.parse(readFileSync(join(root, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
  name: string;
  licence: string;
  files: { path: string; split: string; unit: string }[];
}[];
const seen = new Set<string>();
const picked: { source: string; licence: string; path: string; from: string; to: string }[] = [];
for (const e of manifest)
  for (const f of e.files) {
    if (!freshGroup(f.split).endsWith("-tune")) continue;
    if (pickRefusal({ source: e.name, path: f.path }, manifest) !== null) continue;
    const from = freshPath(e, f);
    if (!existsSync(join(root, from))) continue;
    const text = readFileSync(join(root, from), "utf8");
    const k = createHash("sha1").update(text).digest("hex");
    if (seen.has(k) || text.trim() === "") continue;
    seen.add(k);
    const norm = normalize(text).main.text;
    // the calibrated probability before the run time's floor (model.ts MODEL_FLOOR), so the tail under 0.4 is seen too
    const probs = (["tool_result", "write"] as const).map((s) => {
      const [a, , b] = m.calibration[s];
      return Math.round(1000 / (1 + Math.exp(-(a * logit(m, norm, s) + b)))) / 1000;
    });
    if (Math.max(...probs) < line) continue;
    const rule = Math.max(...(["tool_result", "write"] as const).map((s) => scan(text, s, { model: null }).score));
    if (rule >= 0.5) continue;
    const note = `tool_result ${probs[0]} write ${probs[1]} rule ${rule} ${freshGroup(f.split)}`;
    picked.push({ source: e.name, licence: e.licence, path: f.path, from, to: pickCopy(e, f) });
    process.stdout.write(`${note}\t${from}\n`);
  }
process.stdout.write(`${picked.length} files (half ${PICK_HALF}, salt ${PICK_SALT}, line ${line})\n`);
if (process.argv.includes("--write")) {
  for (const p of picked) {
    mkdirSync(dirname(join(root, p.to)), { recursive: true });
    cpSync(join(root, p.from), join(root, p.to));
  }
  writeFileSync(
    join(root, PICKS_FILE),
    [
      `# Picked by node scripts/pick-fresh28.ts --line ${line} --write (learn28): permissive fresh tune files of source half`,
      `# ${PICK_HALF} (salt ${PICK_SALT}) that the main model alone lifted to ${line} or more; copies under ${PICKS_DIR}/.`,
      "# source<TAB>licence<TAB>path in eval/benign-fresh/manifest.json",
      ...picked.map((p) => `${p.source}\t${p.licence}\t${p.path}`),
      "",
    ].join("\n"),
  );
}
