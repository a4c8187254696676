// `node scripts/eval-shell.ts [--show] [--tuning] [--sets 4-14,16] [--sets-only]`: the bash layer on the shell table, the held-out file (tuning half and untouched
// half), and the corpora's bash rows (all, and train.jsonl sources never inspected while tuning). `--show` lists misses
// and false positives, except on the untouched half (`--show-untouched` for after the final measurement).

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import {
  type HeldoutRow,
  heldoutScanArgs,
  SHELL_HELDOUT,
  SHELL_HELDOUT2,
  SHELL_HELDOUT3,
  SHELL_PROBES6,
  SHELL_PROBES7,
  SHELL_PROBES8,
  SHELL_PROBES12,
  SHELL_PROBES13,
  SHELL_PROBES14,
  SHELL_PROBES15,
  SHELL_PROBES16,
  SHELL_PROBES17,
  SHELL_PROBES18,
  SHELL_PROBES19,
  SHELL_PROBES20,
  SHELL_PROBES21,
  SHELL_PROBES22,
  SHELL_PROBES22FP,
  SHELL_PROBES24FP,
  SHELL_PROBES25FP,
  SHELL_PROBES26FP,
  SHELL_PROBES27FP,
  SHELL_PROBES28FP,
  SHELL_PROBES29FP,
  SHELL_PROBES30FP,
  SHELL_PROBES24,
  SHELL_PROBES25,
  SHELL_PROBES26,
  SHELL_PROBES27,
  SHELL_PROBES28,
  SHELL_PROBES29,
  SHELL_PROBES30,
  splitWithinClass,
} from "../test/fixtures/shell-heldout.ts";
import { dpkgScripts, makefileRecipes, npmScripts } from "../test/fixtures/shell-real.ts";
import { SHELL_TABLE } from "../test/fixtures/shell-table.ts";
import { auc } from "./lib/injection-train/metrics.ts";
import {
  classSummary,
  formatClassLine,
  loadShellHeldout4,
  loadShellSet,
  SHELL_SETS,
  setSummary,
} from "./lib/shell-heldout4.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const show = process.argv.includes("--show");
const showUntouched = process.argv.includes("--show-untouched");
// --tuning leaves the current report set out entirely (not even its per-class figures), for whoever tunes the layer
const tuningOnly = process.argv.includes("--tuning");
// --sets keeps only the numbered held-out sets listed ("4-14", "16", "4,6-10"), so a helper can tune on some tuning sets
// without ever seeing the line of the one it keeps for its honest figure; --sets-only skips everything else
const setsArg = process.argv[process.argv.indexOf("--sets") + 1];
const wantedSets = process.argv.includes("--sets") ? parseSetList(setsArg ?? "") : null;
const setsOnly = process.argv.includes("--sets-only");
// --halves splits each tuning set's rows within (label, class) by position (even → half A, tuned on; odd → half B, scored
// only at the start and end of a round) and sums the halves apart; --show then lists half A's misses only
const halves = process.argv.includes("--halves");
const setNumber = (file: string): number => Number(/(\d+)\.txt$/.exec(file)?.[1] ?? Number.NaN);
const setWanted = (n: number): boolean => wantedSets === null || wantedSets.has(n);

/** "4-14,16" → {4,…,14,16}; an unreadable list is an error, not "every set". */
function parseSetList(list: string): Set<number> {
  const out = new Set<number>();
  for (const part of list.split(",").filter(Boolean)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`--sets: cannot read "${part}" (expected e.g. 4-14,16)`);
    const lo = Number(m[1]);
    const hi = Number(m[2] ?? m[1]);
    for (let n = lo; n <= hi; n++) out.add(n);
  }
  if (out.size === 0) throw new Error("--sets: empty list");
  return out;
}

function report(
  name: string,
  rows: { attack: boolean; cls: string; text: string; unseen?: boolean; row?: HeldoutRow }[],
  hide = false,
): void {
  const attacks = rows.filter((r) => r.attack);
  const benign = rows.filter((r) => !r.attack);
  const scoreOf = (r: (typeof rows)[number]) => {
    const { surface, options } = r.row ? heldoutScanArgs(r.row) : { surface: "bash" as const, options: {} };
    return scan(r.text, surface, options).score;
  };
  const scored = rows.map((r) => ({ ...r, score: scoreOf(r) }));
  const blocked = scored.filter((r) => r.attack && r.score >= 0.8).length;
  const warned = scored.filter((r) => !r.attack && r.score >= 0.5).length;
  const benignBlocked = scored.filter((r) => !r.attack && r.score >= 0.8).length;
  console.log(
    `${name}: ${attacks.length} attacks, ${benign.length} benign; recall@0.8 ${(blocked / Math.max(1, attacks.length)).toFixed(3)}; benign warn-rate@0.5 ${(warned / Math.max(1, benign.length)).toFixed(3)}${benignBlocked > 0 ? ` (${benignBlocked} blocked)` : ""}`,
  );
  if (!show || (hide && !showUntouched)) return;
  for (const r of scored) {
    if (r.unseen && !showUntouched) continue;
    if ((r.attack && r.score < 0.8) || (!r.attack && r.score >= 0.5))
      console.log(
        `  ${r.attack ? "MISS" : "FP  "} ${r.score.toFixed(2)} [${r.cls}] ${JSON.stringify(r.text).slice(0, 200)}`,
      );
  }
}

if (!setsOnly) {
  report(
    "shell table",
    SHELL_TABLE.map(([label, cls, text]) => ({ attack: label === "attack", cls, text })),
  );
  for (const half of ["tune", "untouched"] as const)
    report(
      `held-out file, ${half} half`,
      SHELL_HELDOUT.filter((r) => r.half === half),
      half === "untouched",
    );
  for (const half of ["tune", "untouched"] as const)
    report(
      `held-out file 2, ${half} half`,
      SHELL_HELDOUT2.filter((r) => r.half === half),
      half === "untouched",
    );
  // round 5: wrapped shell attacks, agent-file writes through write/edit/bash, codemode scripts (tool rows scanned as the
  // guard scans that tool's input). Round 6 listed and tuned on the untouched half too: both halves are tuning data now.
  for (const half of ["tune", "untouched"] as const)
    report(
      `held-out file 3, ${half === "tune" ? "tuning half" : "second half (tuned on since round 6)"}`,
      SHELL_HELDOUT3.filter((r) => r.half === half).map((r) => ({ ...r, row: r })),
    );
  // round 6: bash6's own probes in new shapes (written and tuned on in that round)
  report(
    "round-6 probes (tuning data)",
    SHELL_PROBES6.map((r) => ({ ...r, row: r })),
  );
  // round 7: bash7's own probes for set 4's miss classes and the maintainer-script look-alikes (tuning data)
  report(
    "round-7 probes (tuning data)",
    SHELL_PROBES7.map((r) => ({ ...r, row: r })),
  );
  // round 8: bash8's own probes for set 6's miss classes in other commands and tools, with look-alikes (tuning data)
  report(
    "round-8 probes (tuning data)",
    SHELL_PROBES8.map((r) => ({ ...r, row: r })),
  );
  // round 12: shell12's own probes, split within class before any score; half T is tuned on, half R is read once at the
  // end (its misses listed only by --show-untouched); per class for both halves
  probeHalves(12, SHELL_PROBES12, true);
  // round 13: agent13's own probes (standing orders in agent content by what they reach), split like round 12's
  // (half R is not even summed until the final measurement: `--probes13-final`)
  probeHalves(13, SHELL_PROBES13, process.argv.includes("--probes13-final"));
  // round 14: shell14's own probes (token to a foreign host, agent files by bash and by tool, guards off, fetch-and-run,
  // cloud and plain-network exfiltration), split like round 12's; half R is not even summed until `--probes14-final`
  probeHalves(14, SHELL_PROBES14, process.argv.includes("--probes14-final"));
  // round 15: shell15's own probes (tradecraft by property), split the same way; half R only with `--probes15-final`
  probeHalves(15, SHELL_PROBES15, process.argv.includes("--probes15-final"));
  // round 16: shell16's own probes (attacks as an effect whatever the tool), split the same way (half T = P); half R only
  // with `--probes16-final`
  probeHalves(16, SHELL_PROBES16, process.argv.includes("--probes16-final"));
  // round 17: shell17's own probes (the harmful step inside ordinary work), split the same way (half T = P); half R only
  // with `--probes17-final`
  probeHalves(17, SHELL_PROBES17, process.argv.includes("--probes17-final"));
  // round 18: shell18's own probes (indirection, set 24's false-positive shapes and their twins), split the same way;
  // half R only with `--probes18-final`
  probeHalves(18, SHELL_PROBES18, process.argv.includes("--probes18-final"));
  // round 19: shell19's own probes (set 26's mechanisms, round 18's leftovers), split the same way; half R only with
  // `--probes19-final`
  probeHalves(19, SHELL_PROBES19, process.argv.includes("--probes19-final"));
  // round 20: shell20's own probes (set 28's developer-tool carriers, round 19's leftovers), split the same way; half R
  // only with `--probes20-final`
  probeHalves(20, SHELL_PROBES20, process.argv.includes("--probes20-final"));
  // round 21: shell21's own probes (set 30's container carriers), split the same way; half R only with
  // `--probes21-final`
  probeHalves(21, SHELL_PROBES21, process.argv.includes("--probes21-final"));
  // round 22: shell22's own probes (attacks deferred into project files), split the same way; half R only with
  // `--probes22-final`
  probeHalves("22", SHELL_PROBES22, process.argv.includes("--probes22-final"));
  // round 22: fp22's probes (a local file made executable and run, the network only named; the fetched twins), split
  // the same way; half R only with `--probes22fp-final`
  probeHalves("22fp", SHELL_PROBES22FP, process.argv.includes("--probes22fp-final"));
  // round 24: scripts24's probes (ordinary commands the layer blocked: an inline program's own token to its own host, a
  // forge's helper token, a login key, a hash's `.fetch`, a crontab with lines removed; their twins), split the same way;
  // half R only with `--probes24fp-final`
  probeHalves("24fp", SHELL_PROBES24FP, process.argv.includes("--probes24fp-final"));
}
// round 25: scripts25's probes (a secret path an exclusion option leaves out, a program's debug mode in its option help,
// a shell variable named "…GPT", pi's settings rewritten with the guard kept on; their twins), split the same way; half
// R only with `--probes25fp-final`; `--probes25fp` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes25fp"))
  probeHalves("25fp", SHELL_PROBES25FP, process.argv.includes("--probes25fp-final"));
// round 26: bashfp26's probes (ordinary shell that looks like an attack: containers given their CLI's credentials,
// checked installers, a script's own history, tools cloned into their dot-folder, own-remote backups, diagnostics, CI
// publishing, completions, image accounts; their twins), split the same way; half R only with `--probes26fp-final`;
// `--probes26fp` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes26fp"))
  probeHalves("26fp", SHELL_PROBES26FP, process.argv.includes("--probes26fp-final"));
// round 27: bashfp27's probes (ordinary shell that looks like an attack: a password its operator supplies, a build
// tree's history removed, a generated key authorized for its own account, `.pth` model weights, utmp reset at boot, a
// package's units masked; their twins), split the same way; half R only with `--probes27fp-final`; `--probes27fp` runs
// them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes27fp"))
  probeHalves("27fp", SHELL_PROBES27FP, process.argv.includes("--probes27fp-final"));
// round 28: bashfp28's probes (ordinary macOS, Windows and Debian shell that looks like an attack: a security setting
// only printed or toggled, a keychain item handed to its tool, a vendor's PowerShell installer, an HTTP method read as a
// verb, agent rules forbidding commands, credentials made search patterns; their twins), split the same way; half R
// only with `--probes28fp-final`; `--probes28fp` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes28fp"))
  probeHalves("28fp", SHELL_PROBES28FP, process.argv.includes("--probes28fp-final"));
// round 29: bashfp29's probes (ordinary shell that looks like an attack: an API reply parsed by an inline program, a
// session's own cookie jar, agent rules in another language forbidding an act without asking, an image build hook
// authorizing the operator's keys in the image tree; their twins), split the same way; half R only with
// `--probes29fp-final`; `--probes29fp` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes29fp"))
  probeHalves("29fp", SHELL_PROBES29FP, process.argv.includes("--probes29fp-final"));
// round 30: bashfp30's probes (root file system and image builders putting keys, sudoers rules, passwords and login
// settings into the tree they build; their twins on the host), split the same way; half R only with
// `--probes30fp-final`; `--probes30fp` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes30fp"))
  probeHalves("30fp", SHELL_PROBES30FP, process.argv.includes("--probes30fp-final"));
// round 24: shell24's own probes (commands hidden in programs: argv lists, joined constants, written source files, code
// writing start-up and config files), split the same way; half R only with `--probes24-final`; `--probes24` runs them
// alone with --sets-only
if (!setsOnly || process.argv.includes("--probes24"))
  probeHalves("24", SHELL_PROBES24, process.argv.includes("--probes24-final"));
// round 25: shell25's own probes (flows hidden in the shell's grammar: expansion operators, globbed command words, process
// substitution and fds, jobs scheduled for later), split the same way; half R only with `--probes25-final`; `--probes25`
// runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes25"))
  probeHalves("25", SHELL_PROBES25, process.argv.includes("--probes25-final"));
// round 26: bashrec26's own probes (the developer tool chain as the channel: tool runners, programs named in a tool's
// config, what a tool publishes, secrets encoded into resolved names, files a tool runs), split the same way; half R
// only with `--probes26-final`; `--probes26` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes26"))
  probeHalves("26", SHELL_PROBES26, process.argv.includes("--probes26-final"));
// round 27: bashrec27's own probes (cloud and operations tools as the channel: commands a tool runs elsewhere, secrets
// read through operator tools, data put where others read it, access widened by grant verbs), split the same way; half
// R only with `--probes27-final`; `--probes27` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes27"))
  probeHalves("27", SHELL_PROBES27, process.argv.includes("--probes27-final"));
// round 28: bashrec28's own probes (macOS and Windows hosts as the channel: credential stores read out, protections
// switched off through host settings, schedulers and login items, download-and-run through host tools), split the same
// way; half R only with `--probes28-final`; `--probes28` runs them alone with --sets-only
if (!setsOnly || process.argv.includes("--probes28"))
  probeHalves("28", SHELL_PROBES28, process.argv.includes("--probes28-final"));
// round 29: bashrec29's own probes (data-science and ML workflows as the channel: ML tools' credential files sent off,
// code run at interpreter, kernel or environment start, foreign files deserialised by loaders that run code, channels
// and indexes pointed elsewhere), split the same way; half R only with `--probes29-final`; `--probes29` runs them alone
// with --sets-only
if (!setsOnly || process.argv.includes("--probes29"))
  probeHalves("29", SHELL_PROBES29, process.argv.includes("--probes29-final"));
// round 30: bashrec30's own probes (release, deploy and publishing tools as the channel: release and deploy
// credentials sent off, commands a release or deploy config runs, secrets shipped in what a publish takes, release and
// update verification switched off), split the same way; half R only with `--probes30-final`; `--probes30` runs them
// alone with --sets-only
if (!setsOnly || process.argv.includes("--probes30"))
  probeHalves("30", SHELL_PROBES30, process.argv.includes("--probes30-final"));
// round 6: held-out set 4, written by someone who does not tune the bash layer; declared tuning data in round 7, so
// --show lists its misses and false positives too (misses are also summed per class)
if (setWanted(4)) {
  const rows4 = loadShellHeldout4(root);
  if (rows4 === null) console.log("held-out file 4: eval/injection/heldout-own/shell4.txt absent; skipped");
  else {
    const rows = rows4.map((r) => ({ ...r, row: r }));
    report("held-out file 4 (tuning data since round 7)", rows);
    const scored = rows.map((r) => {
      const { surface, options } = heldoutScanArgs(r);
      return { attack: r.attack, cls: r.cls, score: scan(r.text, surface, options).score };
    });
    const a = auc(scored.map((x) => ({ y: x.attack ? 1 : 0, s: x.score })));
    console.log(`  AUC ${a === null ? "-" : a.toFixed(3)}`);
    for (const l of classSummary(scored)) console.log(formatClassLine(l));
  }
}
// One held-out shell set of eval/injection/heldout-own, summed per class. A tuning set (`listed`) has its misses and
// false positives listed by --show; a report set's rows are never printed, not even by --show-untouched.
function heldoutSet(file: string, label: string, listed: boolean): void {
  const rows = loadShellSet(root, file);
  if (rows === null) {
    console.log(`${label.split(" (")[0]}: eval/injection/heldout-own/${file} absent; skipped`);
    return;
  }
  if (halves && listed) {
    const split = splitWithinClass(rows);
    for (const [half, name] of [
      ["tune", "half A"],
      ["untouched", "half B"],
    ] as const)
      scoredSet(
        split.filter((r) => r.half === half),
        `${label}, ${name}`,
        half === "tune",
      );
    return;
  }
  scoredSet(rows, label, listed);
}
function scoredSet(rows: HeldoutRow[], label: string, listed: boolean): void {
  const scored = rows.map((r) => {
    const { surface, options } = heldoutScanArgs(r);
    return { attack: r.attack, cls: r.cls, score: scan(r.text, surface, options).score };
  });
  console.log(setSummary(label, scored));
  const a = auc(scored.map((x) => ({ y: x.attack ? 1 : 0, s: x.score })));
  console.log(`  AUC ${a === null ? "-" : a.toFixed(3)}`);
  for (const l of classSummary(scored)) console.log(formatClassLine(l));
  if (listed && show)
    for (const [i, x] of scored.entries())
      if (x.attack ? x.score < 0.8 : x.score >= 0.5)
        console.log(
          `  ${x.attack ? "MISS" : "FP  "} ${x.score.toFixed(2)} [${x.cls}] ${JSON.stringify(rows[i]?.text).slice(0, 200)}`,
        );
}
// the shell sets of eval/injection/heldout-own after set 4: report sets of rounds 7 to 11 and 13 to 23, all but the
// newest now tuning data (their misses listed by --show); the report set shows figures per class only
for (const { file, label, listed } of SHELL_SETS)
  if ((listed || !tuningOnly) && setWanted(setNumber(file))) heldoutSet(file, label, listed);
// real benign commands on this machine (npm scripts, Debian maintainer scripts, Makefile recipes): a tuning set too
if (!setsOnly) {
  const real = [
    ...npmScripts(join(root, "node_modules")),
    ...dpkgScripts(),
    ...makefileRecipes([join(root, "node_modules"), "/usr/share"]),
  ];
  for (const source of ["npm-script", "dpkg", "makefile"] as const)
    report(
      `real benign commands (${source})`,
      real.filter((r) => r.source === source).map((r) => ({ attack: false, cls: r.where, text: r.text })),
    );
}
// train.jsonl sources nobody inspected while building the bash layer (the honest held-out figure of the last round)
const NEVER_INSPECTED = /0dayCTF|mitre\/stockpile|JailbreakBench/;
const evalDir = resolve(process.env.INJECTION_EVAL_DIR ?? join(root, "..", "shared", "eval", "injection"));
for (const corpus of setsOnly ? [] : ["dev.jsonl", "train.jsonl"]) {
  const file = join(evalDir, corpus);
  if (!existsSync(file)) continue;
  const rows = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { text: string; label: string; surface: string; category: string; source: string });
  const bash = rows.filter((r) => r.surface === "bash");
  const toRow = (r: (typeof rows)[number]) => ({ attack: r.label === "injection", cls: r.category, text: r.text });
  // --show lists misses of inspected sources only: never-inspected rows stay unseen (--show-untouched lists them too)
  report(
    `${corpus} bash rows`,
    bash.map((r) => ({ ...toRow(r), unseen: corpus === "train.jsonl" && NEVER_INSPECTED.test(r.source) })),
  );
  if (corpus === "train.jsonl")
    report(
      `${corpus} never-inspected attack sources vs all benign`,
      bash.filter((r) => r.label !== "injection" || NEVER_INSPECTED.test(r.source)).map(toRow),
      true,
    );
}

/**
 * A round's own probes, split within class before any score: half T (tuned on) always, half R (read once at the end)
 * only when `withUntouched`; per class for half T, and for half R only with --show-untouched.
 */
function probeHalves(round: number | string, probes: HeldoutRow[], withUntouched: boolean): void {
  for (const half of withUntouched ? (["tune", "untouched"] as const) : (["tune"] as const)) {
    const rows = probes.filter((r) => r.half === half).map((r) => ({ ...r, row: r }));
    report(
      `round-${round} probes, half ${half === "tune" ? "T (tuned on)" : "R (read once)"}`,
      rows,
      half === "untouched",
    );
    if (half === "tune" || showUntouched) {
      const scored = rows.map((r) => {
        const { surface, options } = heldoutScanArgs(r);
        return { attack: r.attack, cls: r.cls, score: scan(r.text, surface, options).score };
      });
      for (const l of classSummary(scored)) console.log(formatClassLine(l));
    }
  }
}
