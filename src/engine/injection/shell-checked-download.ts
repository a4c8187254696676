// Downloads whose checksum or signature a script checks before it runs them, and only runs them if the check passed.

import type { Stage } from "./shell-words.ts";

/** Checksum tools in check mode (`sha256sum -c`, `shasum -a 256 -c`) and signature verifiers. */
const SUM_TOOLS = /^(?:sha(?:1|224|256|384|512)sum|shasum|b2sum)$/;
const SIGNATURE_TOOLS = /^(?:gpg2?|gpgv2?|minisign|cosign|signify(?:-openbsd)?)$/;
/** a list of checksums for a release as a whole (`SHA256SUMS`, `checksums.txt`): it names the release's files */
const SUM_LIST = /(?:^|\/)(?:[\w.-]*SUMS(?:\.txt)?|[\w.-]*checksums?(?:\.txt)?)$/i;
/** a checksum or signature file named for one file: `install.sh.sha256`, `setup.sh.asc`, `x.sh.minisig` */
const SIDE_FILE = /\.(?:sha(?:1|224|256|384|512)(?:sum)?|sum|asc|sig|minisig|bundle)$/i;

/**
 * `set -e` (or `-o errexit`) in force before `at`: a failed check ends the script, so what follows it only runs when it
 * passed.
 */
function errexitBefore(src: string, at: number): boolean {
  return /(?:^|[\n;&]\s*)set\s+(?:-[a-zA-Z]*e[a-zA-Z]*\b|-o\s+errexit\b)/.test(src.slice(0, at));
}

/**
 * Whether what follows a check only runs when it passed: `check && …`, `if check; then …`, or a plain next line under
 * `set -e`. `|| true`, `|| :` and a next command without errexit run either way.
 */
function gates(src: string, end: number): boolean {
  const rest = src.slice(end, end + 200).replace(/^[ \t)]*/, "");
  if (rest.startsWith("&&")) return true;
  if (/^;\s*then\b/.test(rest)) return true;
  if (rest.startsWith("||") || rest.startsWith("|")) return false;
  return /^(?:;|\r?\n|$)/.test(rest) && errexitBefore(src, end);
}

function base(p: string): string {
  return p.replace(/^["']|["']$/g, "").replace(/^.*\//, "");
}

/**
 * The downloads (paths of `downloads`, the script's downloads so far) that stage `s` checks in a way that gates what
 * follows: a checksum tool in check mode whose list names the file (a list fed on stdin that names it, a side file
 * named for it, a release's SUMS list), or a signature verifier given the file or its side file. Empty otherwise.
 */
export function checkedDownloads(s: Stage, stages: Stage[], src: string, downloads: Map<string, string>): string[] {
  if (downloads.size === 0) return [];
  const args = s.argv.slice(1).map((w) => w.text);
  const sums = SUM_TOOLS.test(s.name) && args.some((a) => /^-[a-zA-Z]*c$|^--check$/.test(a));
  const signs =
    SIGNATURE_TOOLS.test(s.name) &&
    (s.name.startsWith("gpgv") ||
      args.some((a) => /^--verify$|^-[a-zA-Z]*V[a-zA-Z]*$|^verify(?:-blob)?$|^-[a-zA-Z]*v$/.test(a)));
  if (!(sums || signs) || !gates(src, s.cmd.end)) return [];
  const operands = args.filter((a) => !a.startsWith("-")).map(base);
  // what a checksum tool reads on stdin: the stages before it in its pipeline, its here-string or heredoc
  const fed = [
    ...stages.filter((o) => o.cmd.stage < s.cmd.stage).map((o) => o.text),
    ...s.cmd.stdin.map((w) => w.text),
  ].join("\n");
  const out: string[] = [];
  for (const path of downloads.keys()) {
    const name = base(path);
    if (name === "") continue;
    const named =
      operands.includes(name) ||
      operands.some((o) => SIDE_FILE.test(o) && o.replace(SIDE_FILE, "") === name) ||
      (sums && operands.some((o) => SUM_LIST.test(o))) ||
      (sums && new RegExp(`(?:^|[\\s/*])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[\\s"'])`).test(fed));
    if (named) out.push(path);
  }
  return out;
}
