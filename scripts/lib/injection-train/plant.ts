// Planted-order rows for the own head (round 19): the head's own passages planted at seeded places inside benign real carriers from the fresh tune groups, and the carriers unplanted as benign rows.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { InjectionSurface } from "../../../src/engine/injection/types.ts";
import { strHash, type TrainRow } from "./data.ts";

/** A slice of one real file: the text an agent reads back, with the source that decides its fold. */
export interface Carrier {
  source: string;
  path: string;
  text: string;
}

/** Licences whose files may train shipped weights (as the trainer's real files: GPL and unknown stay out). */
const PERMISSIVE = /^(MIT|ISC|Apache-2\.0|BSD-2-Clause|BSD-3-Clause|0BSD|CC0-1\.0|BlueOak-1\.0\.0|Unlicense)$/;
/** Only the tune splits (tune, tune2 … tune12): never a holdout split, so no report set's file is opened. */
const TUNE_SPLIT = /^tune\d*$/;
/** Carriers shorter than this are not the long tool output the augmentation imitates. */
const MIN_CARRIER = 600;

interface ManifestEntry {
  name: string;
  licence: string;
  files: { path: string; split: string }[];
}

/** A deterministic number in [0, 1) from a key and a seed (FNV-1a, then a mix): the same rows on every run. */
export function unitRandom(key: string, seed: number): number {
  let h = strHash(`${seed}:${key}`);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** A slice of 800–4,000 characters cut at line starts, its offset drawn from the seed. */
export function carrierSlice(text: string, key: string, seed: number): string {
  const want = 800 + Math.floor(unitRandom(`${key}:len`, seed) * 3200);
  if (text.length <= want) return text;
  const at = Math.floor(unitRandom(`${key}:at`, seed) * (text.length - want));
  const start = at === 0 ? 0 : text.indexOf("\n", at) + 1;
  const end = text.lastIndexOf("\n", start + want);
  return text.slice(start, end > start ? end : start + want);
}

/**
 * One carrier per source of the fresh corpus's tune splits (permissive licences, files present and at least
 * MIN_CARRIER characters), the file and the slice drawn from the seed.
 */
export function tuneCarriers(root: string, seed: number): Carrier[] {
  const file = join(root, "eval", "benign-fresh", "manifest.json");
  if (!existsSync(file)) return [];
  const out: Carrier[] = [];
  for (const e of JSON.parse(readFileSync(file, "utf8")) as ManifestEntry[]) {
    if (!PERMISSIVE.test(e.licence)) continue;
    const slug = e.name.replace(/[^a-zA-Z0-9.@-]+/g, "_");
    const files = e.files
      .filter((f) => TUNE_SPLIT.test(f.split))
      .map((f) => join("eval", "benign-fresh", "files", slug, f.path.replace(/\.gz$/, "")))
      .filter((p) => existsSync(join(root, p)));
    if (files.length === 0) continue;
    const ranked = [...files].sort((a, b) => unitRandom(a, seed) - unitRandom(b, seed));
    for (const path of ranked) {
      const text = readFileSync(join(root, path), "utf8");
      if (text.length < MIN_CARRIER || text.includes("\u0000")) continue;
      out.push({ source: e.name, path, text: carrierSlice(text, path, seed) });
      break;
    }
  }
  return out;
}

/** `passage` on lines of its own at a seeded line start of `carrier`. */
export function plantIn(carrier: string, passage: string, key: string, seed: number): string {
  const at = Math.floor(unitRandom(`${key}:plant`, seed) * carrier.length);
  const cut = at === 0 ? 0 : carrier.indexOf("\n", at) + 1 || carrier.length;
  const before = carrier.slice(0, cut);
  return `${before}${before === "" || before.endsWith("\n") ? "" : "\n"}${passage}\n${carrier.slice(cut)}`;
}

/** The fold unit of a carrier's rows: its source, so a carrier planted and unplanted never crosses folds. */
export const carrierUnit = (c: Carrier): string => `plant:${c.source}`;

/**
 * Each passage planted once into a carrier drawn from the seed (label, surface, group and class of the passage; fold
 * unit of the carrier), and every carrier unplanted on each head surface as a benign real-file row.
 */
export function plantedRows(
  passages: readonly TrainRow[],
  carriers: readonly Carrier[],
  surfaces: readonly InjectionSurface[],
  seed: number,
): TrainRow[] {
  if (carriers.length === 0) return [];
  const planted = passages.map((p): TrainRow => {
    const c = carriers[Math.floor(unitRandom(p.id, seed) * carriers.length)] as Carrier;
    return { ...p, id: `plant:${p.id}`, text: plantIn(c.text, p.text, p.id, seed), unit: carrierUnit(c) };
  });
  const bare = carriers.flatMap((c) =>
    surfaces.map(
      (surface): TrainRow => ({
        id: `carrier:${c.path}:${surface}`,
        text: c.text,
        y: 0,
        surface,
        group: carrierUnit(c),
        part: "realfile",
        category: "carrier",
        trainable: true,
        heldOut: false,
      }),
    ),
  );
  return [...planted, ...bare];
}
