// Typosquats (bash-typosquat.ts): a package one slip from a popular one warns alone and blocks from a registry that is
// not the public one; prefixes, suffixes, separators, short names and the popular names themselves stay clean.

import { describe, expect, test } from "vitest";
import { installedPackages, typosquatOf } from "../../../src/engine/injection/bash-typosquat.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

describe("typosquatOf", () => {
  test.each([
    ["reqeusts", "pypi", "requests"],
    ["djnago==4.2", "pypi", "django"],
    ["pydantc", "pypi", "pydantic"],
    ["pandsa", "pypi", "pandas"],
    ["beautifulsoup44", "pypi", "beautifulsoup4"],
    ["lodahs", "npm", "lodash"],
    ["expres", "npm", "express"],
    ["axois@1.7.0", "npm", "axios"],
    ["requests", "pypi", null],
    ["boto3", "pypi", null],
    ["flask_cors", "pypi", null],
    ["preact", "npm", null],
    ["vuex", "npm", null],
    ["xlodash", "npm", null],
    ["attr", "pypi", null],
    ["transformers[torch]", "pypi", null],
    // real packages one slip from a popular name
    ["pyaml", "pypi", null],
    ["scapy==2.5.0", "pypi", null],
    ["pymssql", "pypi", null],
  ])("%s (%s)", (name, registry, want) => {
    expect(typosquatOf(name, registry as "pypi" | "npm")).toBe(want);
  });
});

describe("installedPackages", () => {
  test.each([
    [["pip", "install", "-r", "req.txt", "a", "b==1"], { registry: "pypi", names: ["a", "b==1"] }],
    [["npm", "i", "-D", "@types/node", "./local", "x.tgz"], { registry: "npm", names: ["@types/node"] }],
    [
      ["pip", "install", "--index-url", "https://m.example/s", "--trusted-host", "m.example", "p"],
      { registry: "pypi", names: ["p"] },
    ],
    [["npm", "run", "build"], null],
    [["git", "add", "x"], null],
  ])("%j", (argv, want) => {
    expect(installedPackages(argv)).toEqual(want);
  });
});

// through the scanner: one slip warns (a real neighbour such as pyaml warns too, a known cost), from elsewhere it blocks
describe("typosquat installs", () => {
  test.each([
    ["pip install reqeusts", 0.5, 0.8],
    ["npm i lodahs", 0.5, 0.8],
    ["pip install --index-url https://m.example.net/simple/ --trusted-host m.example.net beautifulsoup44", 0.8, 1.01],
    ["pip install --trusted-host pypi.example.org djnago", 0.8, 1.01],
    ["pip install requests==2.32.0 boto3", 0, 0.5],
    ["npm i preact react-router-dom chalk@4", 0, 0.5],
    ["pip install -e . pytest-cov flask_cors", 0, 0.5],
  ])("%s", (cmd, low, high) => {
    const s = scan(cmd, "bash", {}).score;
    expect(s).toBeGreaterThanOrEqual(low);
    expect(s).toBeLessThan(high);
  });
});
