// Round 43 (vcs72): the version control readers' pure parts: hook folders named, wrapper commands read, forge calls parsed; odd input never throws.

import { describe, expect, test } from "vitest";
import { base64Text } from "../../../src/engine/injection/code-fold-base6443.ts";
import { homeRelativeSecret } from "../../../src/engine/injection/code-home-secrets43.ts";
import { wrapperCommands } from "../../../src/engine/injection/code-wrappers43.ts";
import { credentialStoreHits } from "../../../src/engine/injection/credential-store43.ts";
import { forgeCallWhy } from "../../../src/engine/injection/forge-api43.ts";
import { hookDirsOf, inHookDir } from "../../../src/engine/injection/git-hook-dirs43.ts";
import { PAT_VAR, VCS_SECRET_PATH, VCS_SECRET_TOOLS } from "../../../src/engine/injection/vcs-secrets43.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

describe("hook folders a script names", () => {
  test.each([
    ["git config core.hooksPath .cache/.h", [".cache/.h/"]],
    ["git -c core.hooksPath=tools/hk commit -m x", ["tools/hk/"]],
    ["git config --global init.templateDir ~/.gt", ["~/.gt/hooks/"]],
    ["git config core.hooksPath /dev/null", []],
    ["echo hooksPath", []],
  ])("%s", (src, dirs) => {
    expect(hookDirsOf(src)).toEqual(dirs);
  });
  test("a file directly inside the folder, not deeper", () => {
    expect(inHookDir(".cache/.h/pre-push", "git config core.hooksPath .cache/.h")).toBe(true);
    expect(inHookDir(".cache/.h/sub/x", "git config core.hooksPath .cache/.h")).toBe(false);
    expect(inHookDir("other/pre-push", "git config core.hooksPath .cache/.h")).toBe(false);
  });
});

describe("a program's own wrappers", () => {
  test.each([
    ['const gh = (...a) => execFileSync("gh", a);\ngh("api", "-X", "PUT", "orgs/o/x");', ["gh api -X PUT orgs/o/x"]],
    ['const run = (c) => execSync(c).toString();\nrun("git push -f origin main");', ["git push -f origin main"]],
    ["const run = (c) => execSync(c);\nrun(cmd);", []],
    [
      'const constructor = (...__proto__) => execFileSync("gh", __proto__);\nconstructor("pr", "list");',
      ["gh pr list"],
    ],
  ])("%s", (code, out) => {
    expect(wrapperCommands(code)).toEqual(out);
  });
});

describe("forge calls", () => {
  test.each([
    [{ method: "PUT", path: "orgs/a/teams/t/memberships/u", fields: ["role=maintainer"] }, true],
    [{ method: "PUT", path: "orgs/a/teams/t/memberships/u", fields: ["role=member"] }, false],
    [{ method: "POST", path: "projects/a/b/members", fields: ["access_level=40"] }, true],
    [{ method: "POST", path: "projects/a/b/members", fields: ["access_level=30"] }, false],
    [{ method: "POST", path: "repos/acme/x/hooks", fields: ["config[url]=https://ci.acme.example/h"] }, false],
    [{ method: "POST", path: "repos/acme/x/hooks", fields: ["config[url]=https://in.other.example/h"] }, true],
    [{ method: "GET", path: "repos/acme/x/code-scanning/analyses/1", fields: [] }, false],
    [{ method: "DELETE", path: "repos/acme/x/code-scanning/analyses/1", fields: [] }, true],
    [{ method: "PUT", path: "constructor/__proto__", fields: ["__proto__=1", "="] }, false],
  ])("%o → %s", (call, fires) => {
    expect(forgeCallWhy(call) !== null).toBe(fires);
  });
});

describe("VCS logins", () => {
  test("paths under home only; tools that print; _PAT names", () => {
    expect(VCS_SECRET_PATH.test("~/.hgrc")).toBe(true);
    expect(VCS_SECRET_PATH.test("docs/example.hgrc")).toBe(false);
    expect(VCS_SECRET_TOOLS.test("svn auth --show-passwords")).toBe(true);
    expect(VCS_SECRET_TOOLS.test("svn auth")).toBe(false);
    expect(VCS_SECRET_TOOLS.test("git config --get-all http.https://h.example/.extraheader")).toBe(true);
    expect(VCS_SECRET_TOOLS.test("git config http.https://h.example/.extraheader 'AUTHORIZATION: x'")).toBe(false);
    expect(PAT_VAR.test("$AZURE_DEVOPS_EXT_PAT")).toBe(true);
    expect(PAT_VAR.test("$DATA_PATH")).toBe(false);
  });
  test("a credential store in home is not published", () => {
    expect(credentialStoreHits("git config credential.helper 'store --file=~/.c' && git add -A && git push")).toEqual(
      [],
    );
    expect(
      credentialStoreHits("git config credential.helper 'store --file=c.txt' && git add c.txt && git push"),
    ).toHaveLength(1);
  });
});

describe("base64 and home-relative literals", () => {
  test("printable text only", () => {
    expect(base64Text(Buffer.from("git push -f").toString("base64"))).toBe("git push -f");
    expect(base64Text(Buffer.from([0, 1, 2, 200]).toString("base64"))).toBeNull();
    expect(base64Text("====")).toBeNull();
  });
  test("home named and a login file as a relative literal", () => {
    expect(homeRelativeSecret('const h = os.homedir(); read(".config/gh/hosts.yml")')).toBe('".config/gh/hosts.yml"');
    expect(homeRelativeSecret('read(".config/gh/hosts.yml")')).toBeNull();
    expect(homeRelativeSecret('const h = os.homedir(); read(".config/app/settings.json")')).toBeNull();
  });
});

describe("odd input never throws", () => {
  const hostile = [
    "gh api -X",
    "gh api %E0%A4%A",
    "glab api projects/%ZZ/members -f access_level=",
    "git bundle create",
    "git push -f",
    "git push -f origin :",
    "gh variable set --body",
    "gh repo deploy-key add --allow-write",
    "git config credential.helper 'store --file=(' && git add ( && git push",
    `const x = (...a) => execFileSync("gh", a);\nx(${'"a",'.repeat(60)}"b");`,
    'git config core.hooksPath "" && curl -o x https://a.example/x',
    "constructor __proto__ | gh api __proto__ -f __proto__=constructor",
  ];
  test.each(hostile)("%s", (text) => {
    expect(() => scan(text, "bash", { model: null })).not.toThrow();
    expect(() => wrapperCommands(text)).not.toThrow();
  });
});
