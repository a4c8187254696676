// The trainer's output made checkable: int8 quantisation, fingerprints of the training rows and rule scores, and what differs between two assets.

import { createHash } from "node:crypto";
import type { ModelAsset } from "../../../src/engine/injection/model-asset.ts";
import type { TrainRow } from "./data.ts";

/** int8 weights and their scale: w ≈ q × scale, the largest |w| at ±127. */
export function quantise(w: Float32Array): { q: Int8Array; scale: number } {
  let maxAbs = 0;
  for (const x of w) maxAbs = Math.max(maxAbs, Math.abs(x));
  const scale = maxAbs / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < q.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scale)));
  return { q, scale };
}

/**
 * sha256 (first 16 hex digits) of every row the trainer reads, in order: id, label, surface, source, fold unit, whether it
 * may train the shipped weights, whether it is held out, and its text. It changes when a corpus row, a real file, the
 * pinned commit of this repository or an installed package's README changes, and not when code elsewhere does.
 */
export function rowsFingerprint(rows: readonly TrainRow[]): string {
  const h = createHash("sha256");
  for (const r of rows)
    h.update(JSON.stringify([r.id, r.y, r.surface, r.group, r.unit ?? null, r.trainable, r.heldOut, r.text])).update(
      "\n",
    );
  return h.digest("hex").slice(0, 16);
}

/** sha256 (first 16 hex digits) of the rule stage's scores of the rows: it changes when a rule's score on a row does. */
export function scoresFingerprint(scores: readonly number[]): string {
  const h = createHash("sha256");
  for (const s of scores) h.update(`${s}\n`);
  return h.digest("hex").slice(0, 16);
}

/** The fingerprints an asset records in `meta.fingerprints` (absent in assets written before round 9). */
export interface Fingerprints {
  rows: string;
  ruleScores: string;
  pin: string;
}

export function fingerprintsOf(asset: ModelAsset): Fingerprints | null {
  const f = (asset.meta as { fingerprints?: Partial<Fingerprints> } | undefined)?.fingerprints;
  if (!f || typeof f.rows !== "string" || typeof f.ruleScores !== "string" || typeof f.pin !== "string") return null;
  return { rows: f.rows, ruleScores: f.ruleScores, pin: f.pin };
}

/**
 * Why two assets differ, most telling first: the training rows, the rule scores, the pinned commit, then each top-level
 * field (weights, calibration, …). Empty when their JSON is the same.
 */
export function assetDiff(committed: ModelAsset, fresh: ModelAsset): string[] {
  if (JSON.stringify(committed) === JSON.stringify(fresh)) return [];
  const out: string[] = [];
  const a = fingerprintsOf(committed);
  const b = fingerprintsOf(fresh);
  if (!a) out.push("the committed asset records no fingerprints (written before round 9's trainer)");
  else if (b) {
    if (a.rows !== b.rows) out.push(`training rows changed (fingerprint ${a.rows} -> ${b.rows})`);
    if (a.ruleScores !== b.ruleScores)
      out.push(`rule scores of the rows changed (fingerprint ${a.ruleScores} -> ${b.ruleScores}): the rules moved`);
    if (a.pin !== b.pin) out.push(`pinned commit changed (${a.pin} -> ${b.pin})`);
  }
  const keys = new Set([...Object.keys(committed), ...Object.keys(fresh)]);
  for (const k of [...keys].sort()) {
    const x = JSON.stringify((committed as unknown as Record<string, unknown>)[k]);
    const y = JSON.stringify((fresh as unknown as Record<string, unknown>)[k]);
    if (x !== y) out.push(`field "${k}" differs`);
  }
  return out;
}
