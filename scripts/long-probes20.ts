// long20's probes: own planted orders and look-alikes (test/fixtures/long-probes20.txt) in long real documents of the fresh tune groups.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { scan } from "../src/engine/injection/scan.ts";

// usage: node scripts/long-probes20.ts [--half P|R] [--misses] [--rules]
// Carriers: Markdown files of 3,000 to 20,000 characters from the fresh tune groups only (manifest split "tune…"; never
// a holdout), one per package, ordered by their sha256; line k of the fixture goes into carrier k, as its own paragraph
// at the start, the middle or the end (k mod 3). Half P: even lines of each side; half R: odd lines.
const root = join(import.meta.dirname, "..");
const filesDir = join(root, "eval", "benign-fresh", "files");
const arg = (n: string): string | undefined => {
  const i = process.argv.indexOf(n);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
interface Entry {
  name: string;
  files: { path: string; sha256: string; split?: string }[];
}
const manifest = JSON.parse(readFileSync(join(root, "eval", "benign-fresh", "manifest.json"), "utf8")) as Entry[];
const carriers: { sha: string; text: string }[] = [];
for (const e of manifest) {
  for (const f of e.files) {
    if (!f.split?.startsWith("tune") || !f.path.endsWith(".md")) continue;
    const p = join(filesDir, e.name, f.path);
    if (!existsSync(p)) continue;
    const text = readFileSync(p, "utf8");
    if (text.length < 3000 || text.length > 20000) continue;
    carriers.push({ sha: f.sha256, text });
    break;
  }
}
carriers.sort((a, b) => (a.sha < b.sha ? -1 : 1));

/** The passage as its own paragraph at the start, the middle or the end of the carrier. */
export function plant(carrier: string, passage: string, k: number): string {
  const lines = carrier.split("\n");
  const blanks = lines.flatMap((l, i) => (l.trim() === "" ? [i] : []));
  const at = blanks.length === 0 ? 0 : (blanks[[1, blanks.length >> 1, blanks.length - 2][k % 3] ?? 0] ?? 0);
  return [...lines.slice(0, at), "", passage, ...lines.slice(at)].join("\n");
}

const rows = readFileSync(join(root, "test", "fixtures", "long-probes20.txt"), "utf8")
  .split("\n")
  .filter((l) => /^[AB]\|/.test(l))
  .map((l) => {
    const [side, lang, ...rest] = l.split("|");
    return { attack: side === "A", lang, passage: rest.join("|").replaceAll("\\n", "\n") };
  });
const half = arg("--half");
const model = process.argv.includes("--rules") ? null : undefined;
const seen = { A: 0, B: 0 };
const out = { P: { a: 0, ab: 0, b: 0, bw: 0 }, R: { a: 0, ab: 0, b: 0, bw: 0 } };
rows.forEach((r, k) => {
  const side = r.attack ? "A" : "B";
  const h = seen[side]++ % 2 === 0 ? "P" : "R";
  if (half && h !== half) return;
  const c = carriers[k % carriers.length] as { text: string };
  const text = plant(c.text, r.passage, k);
  const s = scan(text, "tool_result", { model }).score;
  const o = out[h];
  if (r.attack) {
    o.a++;
    if (s >= 0.8) o.ab++;
  } else {
    o.b++;
    if (s >= 0.5) o.bw++;
  }
  const bad = r.attack ? s < 0.8 : s >= 0.5;
  if (process.argv.includes("--misses") && bad)
    process.stdout.write(`${s.toFixed(3)} ${side}${k} ${h} ${r.lang} len ${text.length}: ${r.passage.slice(0, 110)}\n`);
});
for (const h of ["P", "R"] as const)
  if (!half || half === h)
    process.stdout.write(
      `half ${h}: attacks blocked ${out[h].ab}/${out[h].a}, benign warned ${out[h].bw}/${out[h].b} (${carriers.length} carriers)\n`,
    );
