// Real shell scripts already on this machine (node_modules, system dirs, dpkg maintainer scripts) scanned as `bash`: warned / blocked per file and per rule.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";

/**
 * A tuning corpus for the bash layer's benign side (round 22, fp22): the report sets hold hundreds of real scripts, the
 * tune groups a few dozen, so this gathers the scripts the machine already has. A file counts when its first line is a
 * sh/bash/dash shebang (dpkg maintainer scripts and bash completions count without one) and it is under 300 KB; copies
 * are kept once (by sha256) and every file whose sha256 is in --exclude (the report sets' hashes) is dropped and
 * counted. Each file's source (its package or top directory) falls in half P (tune) or R (scored at the start and the
 * end only) by a salted hash, so one package never straddles the halves.
 * Flags: --half P|R (default P), --spans (each warned file with what fired), --exclude FILE (sha256 list, one a line),
 * --list (print the corpus and exit), --rules-only, --floor X (list files scoring X or more; the counts stay at 0.5/0.8).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const half = (opt("--half") ?? "P").toUpperCase();
const MAX_BYTES = 300_000;
/** list files from this score up (default the warn line; lower to see what stands near it) */
const floor = Number(opt("--floor") ?? 0.5);
const SHEBANG = /^#!\s*(?:\/usr)?\/bin\/(?:env\s+)?(?:ba|da)?sh\b/;

/** names that are never shell scripts (read no further: the pyenv and rustup trees are large) */
const NOT_SCRIPT =
  /\.(?:py|pyc|pyi|so|a|o|h|c|cc|rs|rlib|json|md|txt|html|js|ts|mjs|cjs|map|png|gz|xz|zip|jar|pem|crt|pod|pm|pl|rb|1|mo|po)$/i;
const SKIP_DIR = /^(?:test|tests|__pycache__|\.git)$/;

interface Script {
  path: string;
  source: string;
  text: string;
}

function walk(dir: string, out: string[], depth = 0): void {
  if (depth > 8 || !existsSync(dir)) return;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const p = join(dir, name);
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    // linked directories (/usr/bin/X11 → /usr/bin) would name a file's source twice
    if (st.isDirectory()) {
      if (!SKIP_DIR.test(name)) walk(p, out, depth + 1);
    } else if (st.isFile() && st.size > 0 && st.size < MAX_BYTES && !NOT_SCRIPT.test(name)) out.push(p);
  }
}

/** the package or top directory a script came from: the unit the halves split by */
function sourceOf(path: string): string {
  const nm = path.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = path.slice(nm + "node_modules/".length).split("/");
    return `npm:${rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (path.startsWith("/var/lib/dpkg/info/")) return `deb:${path.slice(19).split(".")[0].split(":")[0]}`;
  if (path.startsWith("/usr/share/bash-completion/")) return `completion:${path.split("/").pop()}`;
  if (path.startsWith("/root/.")) return `tool:${path.split("/").slice(2, 5).join("/")}`;
  const parts = path.split("/").filter(Boolean);
  // /usr/lib/git-core/x → usr/lib/git-core; /usr/share/doc/pkg/… → usr/share/doc/pkg; /usr/bin/x → usr/bin/x
  const depth = parts[2] === "doc" || parts[2] === "x86_64-linux-gnu" ? 4 : 3;
  return parts.length > depth ? parts.slice(0, depth).join("/") : parts.join("/");
}

function gather(): { scripts: Script[]; dropped: number; copies: number } {
  const files: string[] = [];
  walk(realpathSync(join(root, "node_modules")), files);
  // the machine's tool managers (pyenv's commands are bash scripts; rustup and cargo ship a few): not credentials
  for (const d of [
    "/usr/bin",
    "/usr/sbin",
    "/usr/lib",
    "/usr/libexec",
    "/usr/share",
    "/etc",
    "/var/lib/dpkg/info",
    "/root/.pyenv",
    "/root/.rustup/toolchains",
    "/root/.cargo/bin",
  ])
    walk(d, files);
  const exclude = new Set(
    existsSync(opt("--exclude") ?? "")
      ? readFileSync(opt("--exclude") as string, "utf8")
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean)
      : [],
  );
  const seen = new Set<string>();
  const scripts: Script[] = [];
  let dropped = 0;
  let copies = 0;
  for (const path of files.sort()) {
    const noShebangOk =
      /^\/var\/lib\/dpkg\/info\/.*\.(?:preinst|postinst|prerm|postrm|config)$/.test(path) ||
      path.startsWith("/usr/share/bash-completion/completions/");
    let buf: Buffer;
    try {
      buf = readFileSync(path);
    } catch {
      continue;
    }
    if (buf.includes(0)) continue;
    const text = buf.toString("utf8");
    if (!SHEBANG.test(text) && !(noShebangOk && text.trim() !== "")) continue;
    const sha = createHash("sha256").update(buf).digest("hex");
    if (exclude.has(sha)) {
      dropped++;
      continue;
    }
    if (seen.has(sha)) {
      copies++;
      continue;
    }
    seen.add(sha);
    scripts.push({ path, source: sourceOf(path), text });
  }
  return { scripts, dropped, copies };
}

function scriptHalf(source: string): "P" | "R" {
  return createHash("sha1").update(`fp22:${source}`).digest()[0] % 2 === 0 ? "P" : "R";
}

const { scripts, dropped, copies } = gather();
const picked = scripts.filter((s) => scriptHalf(s.source) === half);
process.stdout.write(
  `real scripts: ${scripts.length} (${new Set(scripts.map((s) => s.source)).size} sources), ${copies} copies kept once, ${dropped} dropped (in --exclude); half ${half}: ${picked.length}\n`,
);
if (args.includes("--list")) {
  for (const s of picked) process.stdout.write(`${s.source}\t${s.path}\n`);
  process.exit(0);
}
const byKind = new Map<string, { n: number; warn: number; block: number }>();
const rules = new Map<string, number>();
const warned: { path: string; score: number; rules: string[]; spans: string[] }[] = [];
for (const s of picked) {
  const res = scan(s.text, "bash", args.includes("--rules-only") ? { model: null } : {});
  const kind = s.source.split(":")[0].includes("/") ? "system" : s.source.split(":")[0];
  const k = byKind.get(kind) ?? { n: 0, warn: 0, block: 0 };
  k.n++;
  if (res.score >= 0.5) k.warn++;
  if (res.score >= 0.8) k.block++;
  byKind.set(kind, k);
  if (res.score < floor) continue;
  const ids = [...new Set(res.evidence.map((e) => e.rule))];
  for (const id of ids) rules.set(id, (rules.get(id) ?? 0) + 1);
  const flat = (a: number, b: number): string => s.text.slice(Math.max(0, a), b).replace(/\s+/g, " ");
  const spans = res.evidence.map(
    (e) => `${e.rule} @${e.start}: ${flat(e.start - 60, e.start)}»${flat(e.start, Math.min(e.end, e.start + 200))}«`,
  );
  warned.push({ path: s.path, score: res.score, rules: ids, spans });
}
let n = 0;
let w = 0;
let b = 0;
for (const [kind, k] of [...byKind].sort()) {
  n += k.n;
  w += k.warn;
  b += k.block;
  process.stdout.write(`  ${kind.padEnd(12)} n=${String(k.n).padStart(4)}  warn ${k.warn}  block ${k.block}\n`);
}
process.stdout.write(
  `  all          n=${String(n).padStart(4)}  warn ${w} (${((w / n) * 100).toFixed(1)}%)  block ${b} (${((b / n) * 100).toFixed(1)}%)\n`,
);
process.stdout.write(
  `  rules on listed files: ${[...rules]
    .sort((x, y) => y[1] - x[1])
    .map(([id, c]) => `${id} ${c}`)
    .join(", ")}\n`,
);
for (const x of warned.sort((p, q) => q.score - p.score)) {
  process.stdout.write(`    ${x.score.toFixed(3)} ${x.path}  ${x.rules.join(" ")}\n`);
  if (args.includes("--spans")) for (const sp of x.spans) process.stdout.write(`        ${sp}\n`);
}
