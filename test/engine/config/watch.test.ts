// createConfigWatcher: re-reads only when a config file's mtime or size changed, or a file appeared or vanished (real temp dir).

import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configPaths, createConfigWatcher } from "../../../src/engine/config/load.ts";
import { nodeConfigFiles, type ConfigFiles } from "../../../src/engine/config/files.ts";
import { memFs } from "./memfs.ts";

const rule = (name: string, prompt = "p") =>
  JSON.stringify({ rules: [{ name, trigger: { type: "turn_end" }, prompt }] });

describe("createConfigWatcher on real files", () => {
  let root: string;
  let agentDir: string;
  let cwd: string;
  let reads: string[];
  let fs: ConfigFiles;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "sentinel-watch-"));
    agentDir = join(root, "agent");
    cwd = join(root, "repo");
    mkdirSync(agentDir, { recursive: true });
    mkdirSync(join(cwd, ".pi"), { recursive: true });
    reads = [];
    fs = {
      stat: nodeConfigFiles.stat,
      readFile: (p) => {
        reads.push(p);
        return nodeConfigFiles.readFile(p);
      },
    };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const names = (w: ReturnType<typeof createConfigWatcher>) => w.snapshot().rules.map((r) => r.rule.name);

  it("loads at creation and returns undefined while nothing changed, without reading", () => {
    const P = configPaths({ agentDir, cwd });
    writeFileSync(P.global, rule("a"));
    const w = createConfigWatcher({ agentDir, cwd, projectTrusted: true, fs });
    expect(names(w)).toEqual(["a"]);
    reads.length = 0;
    expect(w.check()).toBeUndefined();
    expect(w.check()).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it("re-reads when the mtime changed (same size)", () => {
    const P = configPaths({ agentDir, cwd });
    writeFileSync(P.global, rule("a"));
    const w = createConfigWatcher({ agentDir, cwd, projectTrusted: true, fs });
    writeFileSync(P.global, rule("b")); // same length
    const old = statSync(P.global).mtime;
    utimesSync(P.global, old, new Date(old.getTime() + 5000));
    const snap = w.check();
    expect(snap?.rules.map((r) => r.rule.name)).toEqual(["b"]);
    expect(w.snapshot()).toBe(snap);
    expect(w.check()).toBeUndefined();
  });

  it("re-reads when the size changed (same mtime)", () => {
    const P = configPaths({ agentDir, cwd });
    writeFileSync(P.global, rule("a"));
    const fixed = statSync(P.global).mtime;
    const w = createConfigWatcher({ agentDir, cwd, projectTrusted: true, fs });
    writeFileSync(P.global, rule("a-longer-name"));
    utimesSync(P.global, fixed, fixed);
    expect(w.check()?.rules.map((r) => r.rule.name)).toEqual(["a-longer-name"]);
  });

  it("re-reads when a file appears and when it disappears", () => {
    const P = configPaths({ agentDir, cwd });
    const w = createConfigWatcher({ agentDir, cwd, projectTrusted: true, fs });
    expect(names(w)).toEqual([]);
    writeFileSync(P.project, rule("p"));
    expect(w.check()?.rules.map((r) => r.rule.name)).toEqual(["p"]);
    rmSync(P.project);
    expect(w.check()?.rules).toEqual([]);
    expect(w.check()).toBeUndefined();
  });

  it("notices a new legacy file", () => {
    const P = configPaths({ agentDir, cwd });
    const w = createConfigWatcher({ agentDir, cwd, projectTrusted: true, fs });
    writeFileSync(P.legacyGuardrails, JSON.stringify({ injectionDefense: { blockThreshold: 0.6 } }));
    expect(w.check()?.settings.injectionDefense.blockThreshold).toBe(0.6);
  });
});

describe("createConfigWatcher with the files port", () => {
  it("only stats the config files on check", () => {
    const fs = memFs();
    const agentDir = "/a";
    const cwd = "/c";
    const w = createConfigWatcher({ agentDir, cwd, projectTrusted: true, fs });
    fs.stats.length = 0;
    fs.reads.length = 0;
    w.check();
    expect(new Set(fs.stats)).toEqual(new Set(Object.values(configPaths({ agentDir, cwd }))));
    expect(fs.reads).toEqual([]);
  });

  it("turns a file that becomes unreadable into a diagnostic, never a throw", () => {
    const fs = memFs();
    const P = configPaths({ agentDir: "/a", cwd: "/c" });
    fs.write(P.global, rule("g"));
    const w = createConfigWatcher({ agentDir: "/a", cwd: "/c", projectTrusted: true, fs });
    fs.deny(P.global, true);
    const snap = w.check();
    expect(snap?.rules).toEqual([]);
    expect(snap?.diagnostics[0].message).toContain("cannot be read");
  });
});

describe("createConfigWatcher and project trust", () => {
  it("reloads when the project becomes trusted, and only then", () => {
    const fs = memFs();
    const P = configPaths({ agentDir: "/a", cwd: "/c" });
    fs.write(P.project, rule("p"));
    const w = createConfigWatcher({ agentDir: "/a", cwd: "/c", projectTrusted: false, fs });
    expect(w.snapshot().rules).toEqual([]);
    expect(w.check({ projectTrusted: false })).toBeUndefined();
    expect(w.check({ projectTrusted: true })?.rules.map((r) => r.rule.name)).toEqual(["p"]);
    expect(w.check({ projectTrusted: true })).toBeUndefined();
    expect(w.check()).toBeUndefined();
  });
});
