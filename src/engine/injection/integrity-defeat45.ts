// What vouches for dependencies switched off in a script, program or config: checksum files emptied, requirement hashes deleted, signature checks of a package source turned off.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no word of a checksum, hash or signature setting. */
const GATE =
  /checksum|integrity|dependency[.-]verification|--hash|verify-|require-sigs|gpgcheck|gpg-check|sumdb|nosum|allow-unauthenticated|signature/i;

/**
 * Each way a package manager's own evidence is defeated, with what it leaves unchecked:
 * - a vendored crate's `.cargo-checksum.json` written with an empty file map (`{"files":{}}`): cargo no longer notices
 *   an edited vendor tree;
 * - the `--hash=` lines of a requirements file deleted by an editor (`sed '/--hash=sha256:/d' requirements.txt`): pip
 *   installs whatever the index serves;
 * - Gradle's dependency verification written off (`<verify-metadata>false`, `<verify-signatures>false`);
 * - Nix's substitutes accepted unsigned (`require-sigs = false`), yum/dnf/zypper/apt signature checks off
 *   (`gpgcheck=0`, `--nogpgcheck`, `--no-gpg-checks`, `--allow-unauthenticated`), Go's checksum database off for every
 *   module (`GONOSUMDB=*`, `GOSUMDB=off`).
 * Regenerating the evidence (`--write-verification-metadata`, `cargo vendor`, `pip-compile --generate-hashes`), a
 * `GONOSUMDB` limited to the company's module path, a documented setting and signature checks off for repositories that
 * are all on this machine (`baseurl=file:///srv/rpms`) stay quiet.
 */
const DEFEATS: readonly { re: RegExp; why: string; line?: true; localRepoOk?: true }[] = [
  {
    re: /\.cargo-checksum\.json[\s\S]{0,200}?["']?files["']?\s*:\s*\{\s*\}|["']?files["']?\s*:\s*\{\s*\}[\s\S]{0,200}?\.cargo-checksum\.json/,
    why: "a vendored crate's checksum file emptied: cargo no longer notices an edited vendor tree",
  },
  {
    re: /\b(?:sed|perl|grep)\b[^\n|;&]{0,60}\/[^/\n]{0,30}--hash[^/\n]{0,30}\/d[^\n|&]{0,80}requirements[\w.-]*\.(?:txt|in|lock)|\bgrep\s+-v\s+["']?--hash[^\n|;&]{0,80}requirements/,
    why: "the hashes of a requirements file deleted: pip installs whatever the index serves",
  },
  {
    re: /<verify-(?:metadata|signatures)>\s*false\s*</,
    why: "Gradle's dependency verification switched off",
    line: true,
  },
  {
    re: /(?:^|[\s"'])require-sigs\s*=\s*false\b/m,
    why: "Nix accepts substitutes nobody signed",
    line: true,
  },
  {
    re: /(?:^|[\s"'\\n])gpgcheck\s*=\s*0\b|--nogpgcheck\b|--no-gpg-checks?\b|--allow-unauthenticated\b/m,
    why: "packages installed without their signatures checked",
    line: true,
    localRepoOk: true,
  },
  {
    // (round 48) the checksums or integrity lines of a lockfile deleted by an editor: the next build takes whatever the
    // registry or a replaced crate serves
    re: /\b(?:sed|perl|grep)\b[^\n|;&]{0,60}(?:\/[^/\n]{0,10}(?:checksum|"?integrity"?)\b[^/\n]{0,30}\/d|\s-v\s+["']?\^?\s*(?:checksum|"?integrity"?))[^\n|&]{0,80}(?:Cargo|package-lock|yarn|pnpm-lock|composer|Gemfile|poetry|uv|Pipfile)\.(?:lock|json|yaml)\b/,
    why: "the checksums of a lockfile deleted: the next build takes whatever is served",
  },
  {
    // (round 48) Maven told to ignore the checksums of what a repository serves; Gradle's verification off or lenient
    re: /<checksumPolicy>\s*ignore\s*<|--dependency-verification[= ](?:off|lenient)\b|\borg\.gradle\.dependency\.verification\s*=\s*(?:off|lenient)\b/,
    why: "the checksums of downloaded dependencies ignored",
    line: true,
  },
  {
    re: /\bGONOSUMDB=["']?\*|\bGOSUMDB=["']?off\b|\bGONOSUMCHECK=["']?1/,
    why: "Go's checksum database off for every module",
    line: true,
  },
];

/** A repository's source in a repo file or sources list: yum/dnf `baseurl=`, deb822 `URIs:`, a one-line `deb …` entry. */
const REPO_SOURCE =
  /^\s*(?:baseurl|mirrorlist|metalink)\s*=\s*(\S+)|^\s*URIs:\s*(\S+)|^\s*deb\s+(?:\[[^\]\n]*\]\s+)?(\S+)/gim;
/** A source on this machine: a file: URL or path, a loopback host. */
const LOCAL_SOURCE = /^(?:file:|\/|https?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?:[:/]|$))/i;

/**
 * Whether the text defines repositories and every one of them is on this machine (a `file:///srv/rpms` repo the
 * developer built): nobody else can serve into it, so its unsigned packages are the developer's own.
 */
function onlyLocalRepos(text: string): boolean {
  let seen = 0;
  for (const m of text.matchAll(REPO_SOURCE)) {
    const url = m[1] ?? m[2] ?? m[3] ?? "";
    if (!LOCAL_SOURCE.test(url)) return false;
    seen++;
  }
  return seen > 0;
}

/** Hits for the evidence of dependencies defeated in a text (see DEFEATS), once. */
export function integrityDefeatHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const lines = text.split("\n").slice(0, 4000);
  for (const d of DEFEATS) {
    if (d.localRepoOk && onlyLocalRepos(text)) continue;
    if (d.line ? lines.some((l) => setsInLine(l, d.re)) : d.re.test(text))
      return [hit("bash.integrity-defeat", "bash_supply_chain", 0.86, 0, text.length, d.why)];
  }
  return [];
}
