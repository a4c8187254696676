// Invocation checker: missing, extra and quoted arguments against a template's contract; messages carry the usage line.

import { describe, expect, it } from "vitest";
import { checkInvocation } from "../../../src/engine/prompt/invocation.ts";
import { checkTemplate } from "../../../src/engine/prompt/template.ts";

const tpl = (hint: string | undefined, body: string, strict = true) =>
  checkTemplate("/t/deploy.md", hint === undefined ? body : `---\nargument-hint: "${hint}"\n---\n${body}`, { strict });

describe("checkInvocation", () => {
  const deploy = tpl("<project> [version]", "Deploy $1 ${2:-latest}");

  const cases: [string, boolean, RegExp | string[]][] = [
    ["", false, /^\/deploy: missing required argument <project>\. Usage: \/deploy <project> \[version\]$/],
    ["   ", false, /missing required argument <project>/],
    ["web", true, ["web"]],
    ['"my project" 1.0.0', true, ["my project", "1.0.0"]],
    ['""', true, [""]],
    [
      "my project 1.0.0",
      false,
      /^\/deploy: too many arguments: got 3, takes at most 2; "1\.0\.0" would be dropped\. Quote an argument that contains spaces/,
    ],
  ];
  it.each(cases)("/deploy %j", (args, ok, expected) => {
    const r = checkInvocation(deploy, args);
    expect(r.ok).toBe(ok);
    if (r.ok) expect(r.args).toEqual(expected);
    else expect(r.message).toMatch(expected as RegExp);
  });

  it("accepts trailing input when the template takes it", () => {
    expect(checkInvocation(tpl("<a>", "$1: $@"), "x y z").ok).toBe(true);
    expect(checkInvocation(tpl("<a>", "$1 ${@:2}"), "x y z").ok).toBe(true);
  });

  it("rejects arguments to a template that takes none, and passes anything when unchecked", () => {
    const none = checkInvocation(tpl(undefined, "Review everything"), "concurrency");
    expect(!none.ok && none.message).toMatch(
      /^\/deploy: takes no arguments, but got 1 \("concurrency"\), which would be dropped\. Usage: \/deploy$/,
    );
    expect(checkInvocation(tpl(undefined, "Review $@", false), "a b c").ok).toBe(true);
  });

  it("rejects any invocation of a template with errors, naming file and line", () => {
    const r = checkInvocation(tpl("<project>", "Deploy $1 version $2"), "web 1.0");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(
        /^\/deploy: the template has an error, so it was not sent\. \/t\/deploy\.md:4: \$2 is past the declared arguments/,
      );
      expect(r.message).toMatch(/run \/reload\. Usage: \/deploy <project>$/);
      expect(r.line).toBe(4);
    }
  });
});
