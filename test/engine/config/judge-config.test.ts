// injectionDefense.judge in sentinel.json: bad keys dropped alone with a diagnostic that names the setting; merged key by key.

import { describe, expect, it } from "vitest";
import { mergeConfigs } from "../../../src/engine/config/merge.ts";
import { validateConfigFile, type Where } from "../../../src/engine/config/validate.ts";

const where: Where = { scope: "global", file: "/agent/sentinel.json" };
const check = (judge: unknown) => validateConfigFile({ injectionDefense: { judge } }, where);

describe("injectionDefense.judge validation", () => {
  it("a good judge loads without diagnostics", () => {
    const r = check({ model: "anthropic/claude-haiku-4-5", band: [0.3, 0.8], timeoutMs: 5000, onFailure: "closed" });
    expect(r.diagnostics).toEqual([]);
    expect(r.config.injectionDefense?.judge).toEqual({
      model: "anthropic/claude-haiku-4-5",
      band: [0.3, 0.8],
      timeoutMs: 5000,
      onFailure: "closed",
    });
  });

  it.each<[string, unknown, string, RegExp]>([
    [
      "low above high",
      { band: [0.8, 0.3] },
      "/injectionDefense/judge/band",
      /0 <= low < high <= 1.*not \[0\.8,0\.3\].*default band \[0\.35, 0\.8\]/,
    ],
    ["low equal to high", { band: [0.5, 0.5] }, "/injectionDefense/judge/band", /not \[0\.5,0\.5\]/],
    ["a bound above 1", { band: [0.2, 1.5] }, "/injectionDefense/judge/band", /not \[0\.2,1\.5\]/],
    ["a band of three", { band: [0.1, 0.2, 0.3] }, "/injectionDefense/judge/band", /must be \[low, high\]/],
    ["a band that is a number", { band: 0.5 }, "/injectionDefense/judge/band", /not 0\.5/],
    [
      "timeout 0",
      { timeoutMs: 0 },
      "/injectionDefense/judge/timeoutMs",
      /timeoutMs: must be a whole number >= 1, not 0/,
    ],
    ["negative timeout", { timeoutMs: -5 }, "/injectionDefense/judge/timeoutMs", /timeoutMs/],
    ["a model that is not provider/modelId", { model: "haiku" }, "/injectionDefense/judge/model", /provider\/modelId/],
    ["onFailure maybe", { onFailure: "maybe" }, "/injectionDefense/judge/onFailure", /onFailure/],
    ["unknown key", { modle: "a/b" }, "/injectionDefense/judge/modle", /did you mean "model"/],
    ["not an object", "a/b", "/injectionDefense/judge", /must be an object/],
  ])("%s: one diagnostic naming the setting", (_name, judge, path, says) => {
    const r = check(judge);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0].path).toBe(path);
    expect(r.diagnostics[0].message).toMatch(says);
    expect(r.diagnostics[0].file).toBe(where.file);
  });

  it("a bad key drops only that key: the rest of the judge stays on", () => {
    expect(check({ model: "a/b", band: [0.9, 0.1] }).config.injectionDefense?.judge).toEqual({ model: "a/b" });
    expect(check({ model: "a/b", timeoutMs: 0, onFailure: "closed" }).config.injectionDefense?.judge).toEqual({
      model: "a/b",
      onFailure: "closed",
    });
  });

  it("merges key by key across files and remembers the last file that set it", () => {
    const global = validateConfigFile({ injectionDefense: { judge: { model: "a/b", onFailure: "closed" } } }, where);
    const project = validateConfigFile(
      { injectionDefense: { judge: { band: [0.4, 0.7] } } },
      { scope: "project", file: "/repo/.pi/sentinel.json" },
    );
    const m = mergeConfigs([
      { scope: "global", file: where.file as string, config: global.config },
      { scope: "project", file: "/repo/.pi/sentinel.json", config: project.config },
    ]);
    expect(m.settings.injectionDefense.judge).toEqual({
      model: "a/b",
      onFailure: "closed",
      band: [0.4, 0.7],
      source: { scope: "project", file: "/repo/.pi/sentinel.json" },
    });
  });

  it("off by default", () => {
    expect(mergeConfigs([]).settings.injectionDefense.judge).toBeUndefined();
  });
});
