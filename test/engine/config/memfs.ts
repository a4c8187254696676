// An in-memory ConfigFiles port for loader tests (files, directories, unreadable paths, mtimes).

import type { ConfigFiles, FileStat } from "../../../src/engine/config/files.ts";

export interface MemFs extends ConfigFiles {
  write(path: string, text: string, mtimeMs?: number): void;
  mkdir(path: string): void;
  remove(path: string): void;
  /** reading (and stat, when `stat` is true) throws an EACCES error */
  deny(path: string, stat?: boolean): void;
  reads: string[];
  stats: string[];
}

export function memFs(initial: Record<string, string> = {}): MemFs {
  const files = new Map<string, { text: string; mtimeMs: number }>();
  const dirs = new Set<string>();
  const denied = new Map<string, boolean>();
  let clock = 1_000;
  const eacces = (path: string): Error =>
    Object.assign(new Error(`EACCES: permission denied, open '${path}'`), { code: "EACCES" });
  const fs: MemFs = {
    reads: [],
    stats: [],
    write(path, text, mtimeMs) {
      files.set(path, { text, mtimeMs: mtimeMs ?? ++clock });
    },
    mkdir(path) {
      dirs.add(path);
    },
    remove(path) {
      files.delete(path);
      dirs.delete(path);
    },
    deny(path, stat = false) {
      denied.set(path, stat);
    },
    stat(path): FileStat | undefined {
      fs.stats.push(path);
      if (denied.get(path) === true) throw eacces(path);
      if (dirs.has(path)) return { isFile: false, isDirectory: true, size: 4096, mtimeMs: 1 };
      const f = files.get(path);
      return f ? { isFile: true, isDirectory: false, size: Buffer.byteLength(f.text), mtimeMs: f.mtimeMs } : undefined;
    },
    readFile(path) {
      fs.reads.push(path);
      if (denied.has(path)) throw eacces(path);
      const f = files.get(path);
      if (!f) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: "ENOENT" });
      return f.text;
    },
  };
  for (const [p, t] of Object.entries(initial)) fs.write(p, t);
  return fs;
}
