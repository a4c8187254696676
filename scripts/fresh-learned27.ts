// learn27: the fresh tune groups' benign files (one source half) that the learned stage alone takes over 0.5: the main model's and the head's probabilities, and the rule score.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel, shippedModel } from "../src/engine/injection/model-asset.ts";
import { combinedScore, type InjectionModel, logit } from "../src/engine/injection/model.ts";
import { headProbability } from "../src/engine/injection/model-head.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { freshGroup, sourceHalf } from "./benign-corpus.ts";
import { freshPath } from "./lib/benign-fresh-manifest.ts";

// usage: node scripts/fresh-learned27.ts --half T [--salt learn27] [--asset PATH] (holdout groups are never opened)
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const half = arg("--half") ?? "T";
const salt = arg("--salt") ?? "learn27";
const asset = arg("--asset");
const m = (asset ? decodeModel(JSON.parse(readFileSync(asset, "utf8"))) : shippedModel().model) as InjectionModel;
const h = m.head as InjectionModel;
const manifest = JSON.parse(readFileSync(join(root, "eval", "benign-fresh", "manifest.json"), "utf8")) as {
  name: string;
  files: { path: string; split: string }[];
}[];
const seen = new Set<string>();
for (const e of manifest)
  for (const f of e.files) {
    if (!freshGroup(f.split).endsWith("-tune") || sourceHalf(e.name, salt) !== half) continue;
    const path = freshPath(e, f);
    if (!existsSync(join(root, path))) continue;
    const text = readFileSync(join(root, path), "utf8");
    const k = createHash("sha1").update(text).digest("hex");
    if (seen.has(k) || text.trim() === "") continue;
    seen.add(k);
    const norm = normalize(text).main.text;
    for (const s of ["tool_result", "write"] as const) {
      const main = combinedScore(m, logit(m, norm, s), s, 0);
      const head = headProbability(h, logit(h, norm, s), s);
      if (Math.max(main, head) < 0.5) continue;
      const rule = scan(text, s, { model: null }).score;
      if (rule >= 0.5) continue;
      process.stdout.write(
        `${main >= head ? "main" : "head"}\t${s}\tmain ${main} head ${head} rule ${rule}\t${freshGroup(f.split)}\t${path}\n`,
      );
    }
  }
