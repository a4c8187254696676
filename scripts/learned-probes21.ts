// learned21's probes: each passage of test/fixtures/learned-probes21.txt scanned as it is with an asset; counts per half and label.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeModel } from "../src/engine/injection/model-asset.ts";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";

// usage: node scripts/learned-probes21.ts [--asset PATH] [--half P|R]
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const assetPath = arg("--asset");
const model = assetPath ? decodeModel(JSON.parse(readFileSync(assetPath, "utf8"))) : undefined;
const only = arg("--half");
const probes = readFileSync(join(root, "test", "fixtures", "learned-probes21.txt"), "utf8")
  .split(/^---$/m)
  .map((b) => b.replace(/^#.*\n/gm, "").trim())
  .filter((b) => b !== "")
  .map((b) => {
    const [head, ...rest] = b.split("\n");
    const [label, cls, surface, half] = (head as string).split("|");
    return { label, cls, surface: surface as InjectionSurface, half, text: rest.join("\n") };
  });
const tally = new Map<string, [number, number, number]>();
for (const p of probes) {
  if (only && p.half !== only) continue;
  const s = scan(p.text, p.surface, { model }).score;
  const t = `${p.half} ${p.label}`;
  const [n, w, b] = tally.get(t) ?? [0, 0, 0];
  tally.set(t, [n + 1, w + (s >= 0.5 ? 1 : 0), b + (s >= 0.8 ? 1 : 0)]);
}
for (const [t, [n, w, b]] of [...tally].sort()) process.stdout.write(`${t}: ${n} rows, warned ${w}, blocked ${b}\n`);
