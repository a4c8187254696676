// learned21: retrains only the own head on a committed asset's main model (the head reads nothing of the main fit), for head variants in minutes instead of a full run.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultRows } from "./lib/injection-train/data.ts";
import { trainerOptions } from "./lib/injection-train/fit-rule.ts";
import { trainSettings } from "./lib/injection-train/options.ts";
import { buildHead, headShapes } from "./lib/injection-train/own-head.ts";
import { pinFromEnv } from "./lib/injection-train/pin.ts";
import { rowVecs, ruleStages } from "./lib/injection-train/stages.ts";

// usage: INJECTION_TRAIN_HEAD_ADD=… [INJECTION_TRAIN_HEAD_HALF=A] node scripts/train-head-only.ts OUT.json [BASE.json]
// BASE defaults to assets/injection-model.json; with no INJECTION_TRAIN_HEAD_* variable OUT must equal BASE byte for
// byte (the check that this path trains the head as `npm run train:injection` does).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [out, base = join(root, "assets", "injection-model.json")] = process.argv.slice(2);
if (!out) throw new Error("usage: node scripts/train-head-only.ts OUT.json [BASE.json]");
const SET = trainSettings(process.env);
const OPTS = trainerOptions(SET.bits, SET.fit);
const { real } = defaultRows(root, pinFromEnv(root, process.env), {
  own: SET.own,
  leaveOut: SET.leaveOut,
  ownShell: SET.ownShell,
});
const asset = JSON.parse(readFileSync(base, "utf8"));
const { train: shape, asset: assetShape } = headShapes(SET.shape, process.env);
asset.head = buildHead(root, real.rows, { ...SET, shape, assetShape, seed: OPTS.seed }, (hr, bits) =>
  rowVecs(hr, ruleStages(hr, process.env.INJECTION_TRAIN_CACHE), { ...SET, shape, bits, structure: false }),
);
writeFileSync(out, `${JSON.stringify(asset)}\n`);
process.stderr.write(`wrote ${out}\n`);
