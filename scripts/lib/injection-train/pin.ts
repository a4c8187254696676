// This repository's own files as the trainer reads them: from the commit named in eval/injection/train-pin.json, not the working tree, so a later commit does not change the training data.

import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The pin file: which commit's README, docs, src and extensions are the `real:this-repo` training rows. */
export const PIN_FILE = join("eval", "injection", "train-pin.json");

export interface Pin {
  /** full commit hash of this repository */
  thisRepo: string;
}

/** The folders (and README) of this repository that are training rows, as the working-tree walk took them before round 9. */
export const OWN_ROOTS = ["README.md", "docs", "src", "extensions"] as const;
const TEXT_EXT = /\.(md|ts|js|mjs|json|sh|txt)$/;

export function readPin(root: string): Pin {
  const pin = JSON.parse(readFileSync(join(root, PIN_FILE), "utf8")) as Partial<Pin>;
  if (typeof pin.thisRepo !== "string" || !/^[0-9a-f]{40}$/.test(pin.thisRepo))
    throw new Error(`${PIN_FILE}: "thisRepo" must be a full 40-hex commit`);
  return { thisRepo: pin.thisRepo };
}

/** Resolves `rev` (e.g. HEAD) to a full commit and writes it as the pin (INJECTION_TRAIN_PIN=rev). */
export function writePin(root: string, rev: string): Pin {
  const thisRepo = git(root, ["rev-parse", "--verify", `${rev}^{commit}`]).trim();
  const pin: Pin = { thisRepo };
  writeFileSync(join(root, PIN_FILE), `${JSON.stringify(pin, null, 2)}\n`);
  return pin;
}

function git(root: string, args: string[], input?: string): string {
  try {
    return execFileSync("git", ["-C", root, ...args], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
      ...(input === undefined ? {} : { input }),
      stdio: ["pipe", "pipe", "pipe"],
    });
  } catch (e) {
    throw new Error(
      `git ${args.join(" ")} failed (the trainer reads this repository's files at the commit pinned in ${PIN_FILE}; a shallow clone may lack it: git fetch --unshallow): ${(e as Error).message}`,
    );
  }
}

/**
 * Which paths of a `git ls-tree -r -l` listing are training rows: text files of at most `maxSize` bytes, none under a
 * node_modules folder or a dot-name (the rules of the old working-tree walk), sorted by path.
 */
export function ownPaths(listing: string, maxSize: number): string[] {
  const out: string[] = [];
  for (const line of listing.split("\n")) {
    const m = /^\d+ blob [0-9a-f]+\s+(\d+)\t(.+)$/.exec(line);
    if (!m) continue;
    const [, size, path] = m;
    const parts = path.split("/");
    if (parts.some((p) => p === "node_modules" || p.startsWith("."))) continue;
    if (!TEXT_EXT.test(path) || Number(size) === 0 || Number(size) > maxSize) continue;
    out.push(path);
  }
  return out.sort();
}

/** The pinned commit's own files: [repo-relative path, text], sorted by path. */
export function pinnedOwnFiles(root: string, pin: Pin, maxSize: number): [string, string][] {
  const paths = ownPaths(git(root, ["ls-tree", "-r", "-l", pin.thisRepo, "--", ...OWN_ROOTS]), maxSize);
  const out = gitBytes(root, ["cat-file", "--batch"], paths.map((p) => `${pin.thisRepo}:${p}\n`).join(""));
  return splitBatch(out).map((text, k) => [paths[k], text]);
}

/** Files of the pinned commit by repo-relative path, as UTF-8 texts in the order asked (git fails on a missing path). */
export function pinnedFiles(root: string, pin: Pin, paths: readonly string[]): string[] {
  if (paths.length === 0) return [];
  const out = gitBytes(root, ["cat-file", "--batch"], paths.map((p) => `${pin.thisRepo}:${p}\n`).join(""));
  const texts = splitBatch(out);
  if (texts.length !== paths.length) throw new Error(`git cat-file: ${paths.length} paths asked, ${texts.length} read`);
  return texts;
}

/** The objects of a `git cat-file --batch` answer ("<sha> blob <size>\n<bytes>\n" each) as UTF-8 texts. */
export function splitBatch(out: Buffer): string[] {
  const texts: string[] = [];
  let at = 0;
  while (at < out.length) {
    const nl = out.indexOf(10, at);
    const header = out.subarray(at, nl).toString("utf8");
    const m = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!m) throw new Error(`git cat-file --batch: unexpected "${header}"`);
    const size = Number(m[1]);
    texts.push(out.subarray(nl + 1, nl + 1 + size).toString("utf8"));
    at = nl + 1 + size + 1;
  }
  return texts;
}

function gitBytes(root: string, args: string[], input: string): Buffer {
  try {
    return execFileSync("git", ["-C", root, ...args], { input, maxBuffer: 1 << 28, stdio: ["pipe", "pipe", "pipe"] });
  } catch (e) {
    throw new Error(`git ${args.join(" ")} failed: ${(e as Error).message}`);
  }
}

/**
 * The pin a run trains with: INJECTION_TRAIN_PIN=rev (e.g. HEAD) first re-pins this repository's rows to that commit
 * (writing eval/injection/train-pin.json), otherwise the committed pin stands.
 */
export function pinFromEnv(root: string, env: NodeJS.ProcessEnv): Pin {
  if (env.INJECTION_TRAIN_PIN) writePin(root, env.INJECTION_TRAIN_PIN);
  return readPin(root);
}
