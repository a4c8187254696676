// learned20's probes: each passage of test/fixtures/learned-probes20.txt planted into long real carriers (fresh tune splits) at three lengths, scanned with an asset; counts per half.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel } from "../src/engine/injection/model-asset.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { plantIn, tuneCarriers, unitRandom } from "./lib/injection-train/plant.ts";

// usage: node scripts/learned-probes20.ts [--asset PATH] [--half P|R] [--rows]
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const assetPath = arg("--asset");
const model = assetPath ? decodeModel(JSON.parse(readFileSync(assetPath, "utf8"))) : undefined;
const only = arg("--half");
const SEED = 20;
/** Carrier lengths: a page, a long log, a long document (the model reads 12,000 characters' head and tail). */
const LENGTHS = [3000, 9000, 24000];

interface Probe {
  label: "inj" | "ben";
  cls: string;
  half: string;
  text: string;
}
const probes: Probe[] = readFileSync(join(root, "test", "fixtures", "learned-probes20.txt"), "utf8")
  .split(/^---$/m)
  .map((b) => b.replace(/^#.*\n/gm, "").trim())
  .filter((b) => b !== "")
  .map((b) => {
    const [head, ...rest] = b.split("\n");
    const [label, cls, half] = (head as string).split("|");
    return { label: label as Probe["label"], cls: cls as string, half: half as string, text: rest.join("\n") };
  });

// long carriers: whole tune files joined per source until the wanted length, cut at a line start
const carriers = tuneCarriers(root, SEED).map((c) => readFileSync(join(root, c.path), "utf8"));
const cut = (text: string, n: number): string => {
  if (text.length <= n) return text;
  const end = text.lastIndexOf("\n", n);
  return text.slice(0, end > 0 ? end : n);
};
const long = (key: string, n: number): string => {
  let text = "";
  let k = Math.floor(unitRandom(key, SEED) * carriers.length);
  while (text.length < n) text += `${carriers[k++ % carriers.length]}\n`;
  return cut(text, n);
};

const tally = new Map<string, [number, number, number]>();
for (const p of probes) {
  if (only && p.half !== only) continue;
  LENGTHS.forEach((n, i) => {
    const key = `${p.half}:${p.cls}:${i}`; // the same carrier for a passage and its look-alike
    const text = plantIn(long(key, n), p.text, key, SEED);
    const s = scan(text, "tool_result", { model }).score;
    const t = `${p.half} ${p.label}`;
    const [n0, w, b] = tally.get(t) ?? [0, 0, 0];
    tally.set(t, [n0 + 1, w + (s >= 0.5 ? 1 : 0), b + (s >= 0.8 ? 1 : 0)]);
    if (process.argv.includes("--rows")) process.stdout.write(`${s.toFixed(3)} ${t} ${p.cls} ${text.length}\n`);
  });
}
for (const [t, [n, w, b]] of [...tally].sort()) process.stdout.write(`${t}: ${n} rows, warned ${w}, blocked ${b}\n`);
