// The protected-write decider, table-driven: attacks on every protected class are found; benign look-alikes are not.

import { mkdirSync, mkdtempSync, realpathSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { protectedWrites } from "../../../src/engine/protect/decide.ts";
import { buildProtectedSet } from "../../../src/engine/protect/targets.ts";

const root = realpathSync(mkdtempSync(join(tmpdir(), "protect-")));
const home = join(root, "home");
const agentDir = join(home, ".pi", "agent");
const cwd = join(root, "repo");
mkdirSync(join(cwd, ".pi", "rules"), { recursive: true });
mkdirSync(join(cwd, "src"), { recursive: true });
mkdirSync(join(agentDir, "extensions"), { recursive: true });
writeFileSync(join(cwd, ".pi", "sentinel.json"), "{}");
writeFileSync(join(cwd, "checks.mjs"), "export default () => true");
symlinkSync(join(cwd, ".pi"), join(cwd, "pi-link"));
symlinkSync(join(cwd, ".pi", "sentinel.json"), join(cwd, "cfg-link"));

const set = buildProtectedSet({
  agentDir,
  cwd,
  home,
  conditionModules: ["./checks.mjs"],
  rulesFiles: [".pi/rules/style.md"],
});
const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};
const hits = (tool: string, input: Record<string, unknown>): string[] =>
  protectedWrites(tool, input, cwd, set, { isDir }).map((w) => w.path);
const bash = (command: string): string[] => hits("bash", { command });

const P = (rel: string): string => join(cwd, rel);
const A = (rel: string): string => join(agentDir, rel);

describe("write / edit to each protected class", () => {
  test.each([
    [".pi/sentinel.json", P(".pi/sentinel.json")],
    ["@.pi/sentinel.json", P(".pi/sentinel.json")],
    ["src/../.pi/sentinel.json", P(".pi/sentinel.json")],
    [`file://${cwd}/.pi/sentinel.json`, P(".pi/sentinel.json")],
    ["pi-link/sentinel.json", P(".pi/sentinel.json")],
    ["cfg-link", P(".pi/sentinel.json")],
    [".pi-guardrails.json", P(".pi-guardrails.json")],
    [".pi/settings.json", P(".pi/settings.json")],
    [".pi/mcp.json", P(".pi/mcp.json")],
    [".pi/extensions/evil.ts", P(".pi/extensions")],
    [".pi/skills/x/SKILL.md", P(".pi/skills")],
    [".pi/prompts/a.md", P(".pi/prompts")],
    [".pi/themes/t.json", P(".pi/themes")],
    ["checks.mjs", P("checks.mjs")],
    [".pi/rules/style.md", P(".pi/rules/style.md")],
    [`${agentDir}/sentinel.json`, A("sentinel.json")],
    ["~/.pi/agent/settings.json", A("settings.json")],
    ["~/.pi/agent/trust.json", A("trust.json")],
    ["~/.pi/agent/mcp.json", A("mcp.json")],
    ["~/.pi/agent/extensions/pi-tool-supervisor/config.json", A("extensions/pi-tool-supervisor/config.json")],
    ["~/.pi/agent/extensions/new.ts", A("extensions")],
  ])("write %s", (path, want) => {
    // "~" in these rows is the test's home; the decider gets it through the set
    const p = path.startsWith("~/") ? home + path.slice(1) : path;
    expect(hits("write", { path: p, content: "{}" })).toEqual([want]);
    expect(hits("edit", { path: p, edits: [{ oldText: "a", newText: "b" }] })).toEqual([want]);
  });

  test.each([
    "src/a.ts",
    "out.txt",
    ".pi/notes.md",
    ".pi/rules/other.md",
    "sentinel.json",
    "docs/settings.json",
    ".pi-guardrails.json.bak",
  ])("benign write %s", (path) => {
    expect(hits("write", { path, content: "x" })).toEqual([]);
  });
});

describe("bash", () => {
  const S = P(".pi/sentinel.json");
  test.each([
    ["echo '{}' > .pi/sentinel.json", S],
    ["echo x >> .pi/sentinel.json", S],
    ["echo x >| .pi/sentinel.json", S],
    ["echo x &> .pi/sentinel.json", S],
    ["cat <<'EOF' > .pi/sentinel.json\n{\"rules\":[]}\nEOF\n", S],
    ["echo x | tee .pi/sentinel.json", S],
    ["echo x | tee -a /dev/null .pi/sentinel.json", S],
    ["sed -i 's/true/false/' .pi/sentinel.json", S],
    ["sed -i.bak -e 's/a/b/' .pi/sentinel.json", S],
    ["perl -pi -e 's/a/b/' .pi/sentinel.json", S],
    ["cp /tmp/x.json .pi/sentinel.json", S],
    ["cp /tmp/sentinel.json .pi/", S],
    ["cp /tmp/sentinel.json .pi", S],
    ["mv .pi/sentinel.json /tmp/", S],
    ["mv /tmp/evil.json .pi/sentinel.json", S],
    ["rm .pi/sentinel.json", S],
    ["rm -rf .pi", S],
    ["rm -rf ./.pi/", S],
    ["ln -sf /tmp/evil.json .pi/sentinel.json", S],
    ["install -m 644 evil.json .pi/sentinel.json", S],
    ["dd if=/tmp/x of=.pi/sentinel.json", S],
    ["truncate -s 0 .pi/sentinel.json", S],
    ["chmod 000 .pi/sentinel.json", S],
    ["python3 -c \"open('.pi/sentinel.json','w').write('{}')\"", S],
    ["node -e \"require('fs').writeFileSync('.pi/sentinel.json', '{}')\"", S],
    ["python3 - <<'EOF'\nopen('.pi/sentinel.json','w').write('{}')\nEOF\n", S],
    ["bash -c 'echo x > .pi/sentinel.json'", S],
    ['sh -c "rm .pi/sentinel.json"', S],
    ["bash -lc 'cd .pi && rm sentinel.json'", S],
    ["eval 'echo x > .pi/sentinel.json'", S],
    ["echo 'echo x > .pi/sentinel.json' | bash", S],
    ["bash <<'EOF'\nrm .pi/sentinel.json\nEOF\n", S],
    ["cd .pi && echo x > sentinel.json", S],
    ["cd /nonexistent; echo x > .pi/sentinel.json", S],
    ["cd src/../.pi; rm sentinel.json", S],
    ["echo x > src/../.pi/sentinel.json", S],
    ["echo x > pi-link/sentinel.json", S],
    ["echo x > cfg-link", S],
    ["echo x > .p\"i\"/sent'inel'.json", S],
    ["echo x > .pi/sentinel.js\\on", S],
    ["echo x > $PWD/.pi/sentinel.json", S],
    ['echo x > "$X"/.pi/sentinel.json', S],
    ["echo x > .p?/sentinel.json", S],
    ["echo x > .pi/sent*", S],
    ["echo x > .pi/{sentinel,a}.json", S],
    ["X=1 sudo -E tee .pi/sentinel.json < /tmp/x", S],
    ["find .pi -name '*.json' -delete", S],
    ["find . -name 'sentinel*' -delete", S],
    ["find . -name '*.log' -o -name '*.json' -delete", S],
    ["find . -type f -exec rm {} +", S],
    ["find ~/.pi -name '*.ts' -delete", A("extensions")],
    ["git checkout -- .pi/sentinel.json", S],
    ["curl -o .pi/sentinel.json http://127.0.0.1/x", S],
    ["$CMD .pi/sentinel.json", S],
    ["echo $(rm .pi/sentinel.json)", S],
    ["true && { echo x > .pi/sentinel.json; }", S],
    ["echo x > .pi/$NAME", S],
    ["echo x > .pi/extensions/$NAME.ts", P(".pi/extensions")],
    ["echo x > ~/.pi/agent/sentinel.json", A("sentinel.json")],
    ["echo x > $HOME/.pi/agent/settings.json", A("settings.json")],
    ["echo x > ${HOME}/.pi/agent/trust.json", A("trust.json")],
    ["cp evil.ts ~/.pi/agent/extensions/", A("extensions")],
    ["mkdir -p .pi/extensions/evil", P(".pi/extensions")],
    ["ln -s .pi x && echo {} > x/sentinel.json", S],
    ["ln -s .pi/extensions lib", P(".pi/extensions")],
    ["echo x > checks.mjs", P("checks.mjs")],
    ["echo x > .pi-guard$S.json", P(".pi-guardrails.json")],
  ])("%s", (command, want) => {
    expect(bash(command)).toContain(want);
  });

  test.each([
    "echo hi > out.txt",
    "cat .pi/sentinel.json",
    "jq . .pi/sentinel.json > /tmp/copy.json",
    "cp .pi/sentinel.json /tmp/backup.json",
    "grep -r rules .pi/ > notes.txt",
    "ls -la .pi",
    "git status && npm test 2>&1 | tail -20",
    'echo x > "$OUT"',
    "rm -rf build dist",
    "mkdir -p src/lib && touch src/lib/index.ts",
    'python3 -c "print(1+1)"',
    "sed -n '1,5p' .pi/sentinel.json",
    "find . -name '*.ts' | xargs grep -n foo",
    "cd src && echo x > settings.json",
    "echo '> .pi/sentinel.json'",
    "git checkout main",
    "find . -name '*.log' -delete",
    "find build -type f -delete",
    "cp -r src/ lib/",
    "cp README.md .",
  ])("benign: %s", (command) => {
    expect(bash(command)).toEqual([]);
  });

  test("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        protectedWrites("bash", { command: s }, cwd, set, { isDir });
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            "echo",
            "x",
            ">",
            ">>",
            "|",
            "tee",
            ".pi/sentinel.json",
            "'",
            '"',
            "$(",
            ")",
            "bash",
            "-c",
            "cd",
            ".pi",
            ";",
            "&&",
            "\n",
            "<<EOF",
            "EOF",
          ),
          { maxLength: 20 },
        ),
        (parts) => {
          protectedWrites("bash", { command: parts.join(" ") }, cwd, set, { isDir });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("codemode and other tools", () => {
  test("attack: a codemode script writing a protected path", () => {
    expect(hits("codemode", { code: "await tools.write({ path: '.pi/sentinel.json', content: '{}' })" })).toEqual([
      P(".pi/sentinel.json"),
    ]);
    expect(hits("codemode", { code: "await tools.bash({ command: 'echo x > .pi/settings.json' })" })).toContain(
      P(".pi/settings.json"),
    );
  });
  test("benign: a codemode script that only reads", () => {
    expect(hits("codemode", { code: "text(await tools.read({ path: '.pi/sentinel.json' }))" })).toEqual([]);
  });
  test("attack: an unknown (MCP) tool with a path-like field; benign: read-only tools and other fields", () => {
    expect(hits("mcp__fs__write_file", { path: ".pi/sentinel.json", content: "{}" })).toEqual([P(".pi/sentinel.json")]);
    expect(
      hits("mcp__fs__move", { source: "/tmp/x", destination: "~/.pi/agent/settings.json".replace("~", home) }),
    ).toEqual([A("settings.json")]);
    expect(hits("read", { path: ".pi/sentinel.json" })).toEqual([]);
    expect(hits("mcp__slack__post", { text: ".pi/sentinel.json" })).toEqual([]);
  });
});
