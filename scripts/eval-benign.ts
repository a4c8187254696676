// `npm run eval:benign`: warn- and block-rates of the scanner on real benign files, per group and surface, with the rules that fire.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import type { InjectionSurface } from "../src/engine/injection/types.ts";
import { benignCorpus, freshCorpus, movedGroup, sourceHalf } from "./benign-corpus.ts";
import { writtenPath } from "./lib/benign-written-path.ts";

/**
 * Flags: --surface a,b (default tool_result,write,bash; bash only scores shell scripts), --show N worst files,
 * --check (exit 1 above the bar), --no-holdout (leave held-out packages out while tuning), --fresh (only
 * eval/benign-fresh), --group g (only one group), --rules-only (the rule stage without the learned second stage),
 * --spans (every warned file with each rule and the text it matched, to group false positives into classes),
 * --half T|R --salt S (only the fresh rows whose source falls in that half by `sourceHalf`, to tune on T and measure R
 * once; rows with no source, such as pi-docs and readmes, count as T).
 * --no-path (a file scanned as a write without its path; by default it carries the path an agent would write it to,
 * `writtenPath`, as the guard passes every written file's path since round 28).
 * The fresh groups are also reported per kind.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const show = args.includes("--show") ? Number(opt("--show") ?? 20) : 0;
const surfaces = (opt("--surface") ?? "tool_result,write,bash").split(",") as InjectionSurface[];
const WARN = 0.5;
const BLOCK = 0.8;

interface Row {
  group: string;
  source?: string;
  kind?: string;
  path: string;
  text: string;
  /** a shell script: also scored as a bash command */
  script?: boolean;
}
const fresh = freshCorpus(root);
const rows: Row[] = [
  ...(args.includes("--fresh") ? [] : benignCorpus(root)),
  ...fresh.rows.map((r) => ({ ...r, script: r.kind === "debian-script" || r.kind === "shell-script" })),
]
  // --no-holdout while tuning: the held-out packages are looked at only for the final figures
  .filter((r) => !(args.includes("--no-holdout") && /holdout$/.test(r.group)))
  .filter((r) => opt("--group") === undefined || r.group === opt("--group"))
  .filter((r: Row) => {
    const half = opt("--half");
    if (half === undefined) return true;
    return (r.source === undefined ? "T" : sourceHalf(r.source, opt("--salt") ?? "split")) === half.toUpperCase();
  });
if (fresh.missing > 0)
  process.stdout.write(
    `eval/benign-fresh: ${fresh.missing} files absent, skipped (fetch them: node scripts/import-benign-fresh.ts)\n`,
  );
for (const [group, n] of Object.entries(fresh.missingBy))
  if (!fresh.rows.some((r) => r.group === group))
    process.stdout.write(`eval/benign-fresh: group ${group} skipped, all ${n} of its files are absent\n`);

/** the matched text with 60 characters either side, on one line (the match itself between » «) */
function spanOf(text: string, start: number, end: number): string {
  const flat = (s: string): string => s.replace(/\s+/g, " ");
  const e = Math.min(end, start + 200);
  return `${flat(text.slice(Math.max(0, start - 60), start))}»${flat(text.slice(start, e))}«${flat(text.slice(e, e + 60))}`;
}

{
  // a relabelled group (round 7 fresh2-holdout … round 11 fresh6-holdout) says where it went instead of printing nothing
  const g = opt("--group");
  if (g !== undefined && rows.length === 0 && !(g in fresh.missingBy))
    process.stdout.write(`no rows in group ${g}${movedGroup(g)}\n`);
}
let failed = false;
for (const surface of surfaces) {
  const groups = new Map<string, { n: number; warn: number; block: number }>();
  const rules = new Map<string, number>();
  const worst: { path: string; score: number; rules: string[]; spans: string[] }[] = [];
  for (const r of rows) {
    if (surface === "bash" && !r.script) continue;
    const path = surface === "write" && !args.includes("--no-path") ? { agentFile: writtenPath(r.path) } : {};
    const res = scan(r.text, surface, args.includes("--rules-only") ? { model: null, ...path } : path);
    const names = r.kind ? [r.group, `${r.group}/${r.kind}`] : [r.group];
    for (const name of names) {
      const g = groups.get(name) ?? { n: 0, warn: 0, block: 0 };
      g.n++;
      if (res.score >= WARN) g.warn++;
      if (res.score >= BLOCK) g.block++;
      groups.set(name, g);
    }
    if (res.score >= WARN) {
      const ids = [...new Set(res.evidence.map((e) => e.rule))];
      for (const id of ids) rules.set(id, (rules.get(id) ?? 0) + 1);
      const spans = res.evidence.map((e) => `${e.rule} @${e.start}: ${spanOf(r.text, e.start, e.end)}`);
      worst.push({ path: r.path, score: res.score, rules: ids, spans });
    }
  }
  if (groups.size === 0) continue;
  process.stdout.write(`surface ${surface}\n`);
  for (const [name, g] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const w = g.warn / g.n;
    const b = g.block / g.n;
    // the bar is per group; the per-kind lines (group/kind) are detail
    if (!name.includes("/") && (w > 0.01 || b > 0.005)) failed = true;
    process.stdout.write(
      `  ${name.padEnd(30)} n=${String(g.n).padStart(4)}  warn ${g.warn} (${(w * 100).toFixed(1)}%)  block ${g.block} (${(b * 100).toFixed(1)}%)\n`,
    );
  }
  const top = [...rules].sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (top.length > 0)
    process.stdout.write(`  top rules on warned files: ${top.map(([id, n]) => `${id} ${n}`).join(", ")}\n`);
  const spans = args.includes("--spans");
  for (const w of worst.sort((a, b) => b.score - a.score).slice(0, spans ? undefined : show)) {
    process.stdout.write(`    ${w.score.toFixed(3)} ${w.path}  ${w.rules.join(" ")}\n`);
    if (spans) for (const s of w.spans) process.stdout.write(`        ${s}\n`);
  }
}
process.stdout.write(
  failed
    ? "benign bar (warn <= 1%, block <= 0.5% per group): MISSED\n"
    : "benign bar (warn <= 1%, block <= 0.5% per group): met\n",
);
process.exit(args.includes("--check") && failed ? 1 : 0);
