// Scores every tuning text with two trees' scanners in one process and writes both dumps (scan-scores-tuning's format) as it goes: a speed change proved score-neutral when the machine is too busy for two whole dumps.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FRESH_SURFACES, type TuningSurface, type TuningText, tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/scan-scores-paired.ts OLD_TREE OUT_PREFIX [--stride K]   (then: diff OUT_PREFIX.old.txt OUT_PREFIX.new.txt)
// The texts are scripts/lib/tuning-texts.ts's (never a report or honest set): every non-fresh text first, then the
// fresh tune files in K interleaved passes (file i in pass i mod K), so a run cut short has read every group evenly.
// Both trees score each text back to back; the lines are appended every 500 texts, so whatever finished is a dump.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const oldTree = resolve(process.argv[2] ?? "");
const prefix = process.argv[3] ?? "scan-scores-paired";
const at = process.argv.indexOf("--stride");
const stride = at >= 0 ? Number(process.argv[at + 1]) : 8;
type Scan = (
  text: string,
  surface: TuningSurface,
  options?: object,
) => { score: number; evidence: { rule: string; start: number; end: number }[] };
const load = async (tree: string): Promise<{ scan: Scan; surfaces: readonly TuningSurface[] }> => ({
  scan: ((await import(pathToFileURL(join(tree, "src/engine/injection/scan.ts")).href)) as { scan: Scan }).scan,
  surfaces: (
    (await import(pathToFileURL(join(tree, "src/engine/injection/types.ts")).href)) as {
      SURFACES: readonly TuningSurface[];
    }
  ).SURFACES,
});
const mine = await load(root);
const theirs = await load(oldTree);
const files = { old: `${prefix}.old.txt`, new: `${prefix}.new.txt` };
writeFileSync(files.old, "");
writeFileSync(files.new, "");
const out = { old: [] as string[], new: [] as string[] };
let pairs = 0;
let differ = 0;
let texts = 0;
const flush = (): void => {
  appendFileSync(files.old, out.old.join(""));
  appendFileSync(files.new, out.new.join(""));
  out.old.length = 0;
  out.new.length = 0;
};
const line = (t: TuningText, s: TuningSurface, scan: Scan): string => {
  const r = scan(t.text, s, t.options);
  return `${t.id}\t${s}\t${r.score}\t${r.evidence.map((e) => `${e.rule}@${e.start}-${e.end}`).join(" ")}\n`;
};
const started = Date.now();
const score = (t: TuningText): void => {
  for (const s of t.surfaces ?? mine.surfaces) {
    const a = line(t, s, theirs.scan);
    const b = line(t, s, mine.scan);
    out.old.push(a);
    out.new.push(b);
    pairs++;
    if (a !== b) differ++;
  }
  if (++texts % 500 === 0) {
    flush();
    process.stderr.write(
      `${texts} texts, ${pairs} pairs, ${differ} differ, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
};
for (const t of tuningTexts(root, false)) score(t);
flush();
process.stderr.write(`non-fresh done: ${texts} texts, ${pairs} pairs, ${differ} differ\n`);
// (the fresh files as tuning-texts.ts lists them, read one at a time in the strided order)
const fresh: string[] = [];
const manifest = JSON.parse(readFileSync(join(root, "eval/benign-fresh/manifest.json"), "utf8")) as {
  name: string;
  files: { path: string; split: string }[];
}[];
for (const e of manifest)
  for (const f of e.files) {
    if (!/^tune\d*$/.test(f.split)) continue;
    const path = join("eval/benign-fresh/files", e.name.replace(/[^a-zA-Z0-9.@-]+/g, "_"), f.path.replace(/\.gz$/, ""));
    if (existsSync(join(root, path))) fresh.push(path);
  }
for (let pass = 0; pass < stride; pass++)
  for (let i = pass; i < fresh.length; i += stride) {
    const path = fresh[i] as string;
    score({ id: `fresh:${path}`, text: readFileSync(join(root, path), "utf8"), surfaces: FRESH_SURFACES, options: {} });
  }
flush();
process.stdout.write(`${texts} texts, ${pairs} (text, surface) pairs, ${differ} differ: ${files.old} ${files.new}\n`);
