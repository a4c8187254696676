// Moves each unit test to the path that mirrors the source file it tests and rewrites relative paths; re-runnable and idempotent.
//
//   node scripts/mirror-tests.ts            plan, git mv, rewrite imports (in moved files and in the files that import them)
//   node scripts/mirror-tests.ts --dry-run  print the plan only
//
// The target of test/<dir>/<name>[.<kind>].test.ts is test/<mirror of S>/<base of S>[.<kind>].test.ts, where S is the
// source file (src/**, extensions/**) whose base name is <name>: first among the files the test imports (closest to
// its folder when several share the name), else the only source file of that name. src/X/Y.ts mirrors to test/X/Y,
// extensions/Y.ts to test/extensions/Y. Tests of the whole product stay in their folders (PRODUCT_DIRS); a test with
// no matching source stays where it is (test/meta/mirror.test.ts lists those, each with a reason).

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Test folders that hold tests of the whole product (or the test machinery): never moved. */
export const PRODUCT_DIRS = ["integration", "tui", "cli", "security", "meta", "docs", "harness", "fixtures"] as const;
/** Source roots and where their tests go. */
const SOURCE_ROOTS: readonly { src: string; test: string }[] = [
  { src: "src", test: "test" },
  { src: "extensions", test: "test/extensions" },
];

export interface Move {
  from: string; // repo-relative, posix
  to: string;
  source: string; // the source file it mirrors
}

export interface Plan {
  moves: Move[];
  /** unit tests that match no source file and stay where they are */
  unmatched: string[];
  /** moves not made: the target exists already */
  conflicts: string[];
}

const TEST_SUFFIX = ".test.ts";

function walk(root: string, dir: string, pred: (rel: string) => boolean): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : walk(root, rel, pred);
    return pred(rel) ? [rel] : [];
  });
}

/** Unit test files: test/**\/*.test.ts outside the product folders and the test root itself. */
export function unitTests(root: string): string[] {
  return walk(root, "test", (rel) => rel.endsWith(TEST_SUFFIX)).filter((rel) => {
    const parts = rel.split("/");
    return parts.length > 2 && !(PRODUCT_DIRS as readonly string[]).includes(parts[1]);
  });
}

export function sourceFiles(root: string): string[] {
  return SOURCE_ROOTS.flatMap(({ src }) =>
    walk(root, src, (rel) => rel.endsWith(".ts") && !rel.endsWith(".d.ts") && !rel.endsWith("/index.ts")),
  );
}

/** Relative specifiers in import/export-from, import(), vi.mock/importActual. */
const SPEC =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.(?:mock|doMock|importActual|importMock)\(\s*)(["'])(\.{1,2}\/[^"']*)\2/g;

export function importsOf(source: string, file: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(SPEC)) out.push(posix.normalize(posix.join(posix.dirname(file), m[3])));
  return out;
}

function baseName(file: string): string {
  return posix.basename(file).replace(/\.ts$/, "");
}

/** "scan.test.ts" -> { key: "scan", kind: "" }; "configure.sdk.test.ts" -> { key: "configure", kind: ".sdk" } */
function testName(file: string): { key: string; kind: string } {
  const stem = posix.basename(file).slice(0, -TEST_SUFFIX.length);
  const dot = stem.indexOf(".");
  return dot < 0 ? { key: stem, kind: "" } : { key: stem.slice(0, dot), kind: stem.slice(dot) };
}

/** test path that mirrors a source file */
export function mirrorOf(source: string, kind = ""): string {
  for (const r of SOURCE_ROOTS) {
    if (source.startsWith(`${r.src}/`)) {
      const rest = source.slice(r.src.length + 1).replace(/\.ts$/, "");
      return `${r.test}/${rest}${kind}${TEST_SUFFIX}`;
    }
  }
  throw new Error(`${source}: not under ${SOURCE_ROOTS.map((r) => r.src).join(" or ")}`);
}

/** the source a test path mirrors, if that source exists */
export function mirroredSource(test: string, sources: ReadonlySet<string>): string | undefined {
  const { key } = testName(test);
  const dir = posix.dirname(test);
  for (const r of [...SOURCE_ROOTS].sort((a, b) => b.test.length - a.test.length)) {
    if (dir === r.test || dir.startsWith(`${r.test}/`)) {
      const candidate = posix.join(r.src, dir.slice(r.test.length), `${key}.ts`);
      return sources.has(candidate) ? candidate : undefined;
    }
  }
  return undefined;
}

/** how many leading path segments two paths share (to pick the source closest to a test's folder) */
function shared(a: string, b: string): number {
  const x = a.split("/");
  const y = b.split("/");
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** The source file a test mirrors, from its name and imports; undefined when none matches. */
export function sourceFor(test: string, imports: readonly string[], sources: readonly string[]): string | undefined {
  const { key } = testName(test);
  const set = new Set(sources);
  const here = mirroredSource(test, set);
  if (here) return here; // already mirrors a source of its name: stay
  const mirrorDir = posix
    .dirname(test)
    .replace(/^test\/extensions/, "extensions")
    .replace(/^test\/?/, "src/");
  const byName = (files: readonly string[]) =>
    files
      .filter((f) => set.has(f) && baseName(f) === key)
      .sort((a, b) => shared(b, mirrorDir) - shared(a, mirrorDir) || a.localeCompare(b));
  const imported = byName([...new Set(imports.map((i) => (i.endsWith(".ts") ? i : `${i}.ts`)))]);
  if (imported.length > 0) return imported[0];
  const all = byName(sources);
  return all.length === 1 ? all[0] : undefined;
}

/** `<base>.<aspect>.test.ts` naming: the one source a test takes values from, when its name matches none. */
export function aspectOf(test: string, valueImports: readonly string[], sources: readonly string[]): Move | undefined {
  const set = new Set(sources);
  const used = [...new Set(valueImports.map((i) => (i.endsWith(".ts") ? i : `${i}.ts`)))].filter((f) => set.has(f));
  if (used.length !== 1) return undefined;
  const [source] = used;
  const base = baseName(source);
  const { key, kind } = testName(test);
  const aspect = key.startsWith(`${base}-`) ? key.slice(base.length + 1) : key;
  return { from: test, to: mirrorOf(source, `.${aspect}${kind}`), source };
}

/** value imports only: `import type …` and `export type … from` bring no code to test */
export function valueImportsOf(source: string, file: string): string[] {
  return importsOf(source.replace(/\b(import|export)\s+type\s+[^;]*?from\s*["'][^"']*["']/g, ""), file);
}

export function plan(root: string): Plan {
  const sources = sourceFiles(root);
  const moves: Move[] = [];
  const unmatched: string[] = [];
  const conflicts: string[] = [];
  const targets = new Set<string>();
  for (const test of unitTests(root)) {
    const text = readFileSync(join(root, test), "utf8");
    const source = sourceFor(test, importsOf(text, test), sources);
    const aspect = source ? undefined : aspectOf(test, valueImportsOf(text, test), sources);
    if (!source && !aspect) {
      unmatched.push(test);
      continue;
    }
    const to = aspect ? aspect.to : mirrorOf(source as string, testName(test).kind);
    if (to === test) continue;
    if (existsSync(join(root, to)) || targets.has(to)) {
      conflicts.push(`${test} -> ${to}: the target exists`);
      continue;
    }
    targets.add(to);
    moves.push({ from: test, to, source: aspect ? aspect.source : (source as string) });
  }
  return { moves, unmatched, conflicts };
}

function relSpec(fromFile: string, target: string): string {
  const r = posix.relative(posix.dirname(fromFile), target);
  return r.startsWith(".") ? r : `./${r}`;
}

/** a relative path literal: `"../x"`, `'./y'`, or the static head of a template literal (`../../${X}`) */
const PATH_LITERAL = /(["'`])(\.{1,2}\/[^"'`$]*)/g;

/**
 * Rewrites the relative path literals of `text` (a file that moves from `oldFile` to `newFile`; or stays, when the
 * two are equal) so each still points where it pointed, following files that move (`moved`: old -> new).
 * Only literals that resolve to an existing path (or a moved file, with or without .ts) are changed.
 */
export function rewritePaths(
  text: string,
  oldFile: string,
  newFile: string,
  moved: ReadonlyMap<string, string>,
  exists: (rel: string) => boolean,
): string {
  return text.replace(PATH_LITERAL, (whole, quote: string, spec: string) => {
    const resolved = posix.normalize(posix.join(posix.dirname(oldFile), spec)).replace(/\/$/, "");
    const trailing = spec.endsWith("/") ? "/" : "";
    const target = moved.get(resolved) ?? resolved;
    if (target === resolved && oldFile === newFile) return whole;
    if (!moved.has(resolved) && !exists(resolved) && !exists(`${resolved}.ts`)) return whole;
    let next = relSpec(newFile, target);
    if (trailing && !next.endsWith("/")) next += "/";
    return `${quote}${next}`;
  });
}

/** lines that build paths from the file's own folder in ways this script cannot follow (check them by hand) */
export function fragilePaths(text: string): string[] {
  return text
    .split("\n")
    .filter((l) => /import\.meta\.(url|dirname|filename)|__dirname/.test(l) && /["']\.\.["']/.test(l))
    .map((l) => l.trim());
}

function git(root: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" });
}

function isTracked(root: string, rel: string): boolean {
  try {
    git(root, "ls-files", "--error-unmatch", rel);
    return true;
  } catch {
    return false;
  }
}

export function apply(root: string, p: Plan, log: (s: string) => void): void {
  const moved = new Map(p.moves.map((m) => [m.from, m.to]));
  const exists = (rel: string) => existsSync(join(root, rel));
  // files that may import a moved test file: every .ts/.mts under test/ that is not moving
  const others = walk(root, "test", (rel) => /\.(m?ts)$/.test(rel)).filter((f) => !moved.has(f));
  for (const m of p.moves) {
    const text = readFileSync(join(root, m.from), "utf8");
    const next = rewritePaths(text, m.from, m.to, moved, exists);
    mkdirSync(dirname(join(root, m.to)), { recursive: true });
    if (isTracked(root, m.from)) git(root, "mv", m.from, m.to);
    else renameSync(join(root, m.from), join(root, m.to));
    if (next !== text) {
      writeFileSync(join(root, m.to), next);
      if (isTracked(root, m.to)) git(root, "add", m.to);
    }
    for (const line of fragilePaths(next)) log(`check by hand: ${m.to}: ${line}`);
    log(`${m.from} -> ${m.to}`);
  }
  for (const f of others) {
    const text = readFileSync(join(root, f), "utf8");
    const next = rewritePaths(text, f, f, moved, exists);
    if (next !== text) {
      writeFileSync(join(root, f), next);
      if (isTracked(root, f)) git(root, "add", f);
      log(`rewrote imports of moved files in ${f}`);
    }
  }
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const dry = process.argv.includes("--dry-run");
  const p = plan(root);
  const log = (s: string) => process.stdout.write(`${s}\n`);
  if (dry) for (const m of p.moves) log(`${m.from} -> ${m.to}   (mirrors ${m.source})`);
  else apply(root, p, log);
  for (const c of p.conflicts) log(`not moved: ${c}`);
  if (p.unmatched.length > 0) log(`no source file of the same name (left in place): ${p.unmatched.join(", ")}`);
  log(`${p.moves.length} move(s)${dry ? " planned" : ""}, ${p.conflicts.length} conflict(s)`);
  if (p.conflicts.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
