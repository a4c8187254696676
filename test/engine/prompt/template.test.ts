// Template checker: stages in order, each error with the file line; the derived contract.

import { describe, expect, it } from "vitest";
import { checkTemplate, formatProblem, type TemplateReport } from "../../../src/engine/prompt/template.ts";

const FILE = "/p/.pi/prompts/deploy.md";
const strict = { strict: true };

function check(raw: string, opts = strict): TemplateReport {
  return checkTemplate(FILE, raw, opts);
}
function errors(r: TemplateReport): [number | undefined, string][] {
  return r.problems.filter((p) => p.severity === "error").map((p) => [p.line, p.message]);
}
function warnings(r: TemplateReport): [number | undefined, string][] {
  return r.problems.filter((p) => p.severity === "warning").map((p) => [p.line, p.message]);
}

describe("checkTemplate stage 1: frontmatter", () => {
  it("reports broken YAML with its file line and stops", () => {
    const r = check("---\ndescription: ok\nargument-hint: <a>\nbad: [unclosed\n---\n$1 $9\n");
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0][1]).toMatch(/frontmatter is not valid YAML .*pi skips this file, so \/deploy is not a command/);
    expect(errors(r)[0][0]).toBeGreaterThanOrEqual(4);
    expect(r.contract).toBeUndefined();
  });

  it("rejects a non-string argument-hint (unquoted [x] is a YAML list) with the key's line", () => {
    const r = check("---\ndescription: d\nargument-hint: [focus]\n---\nFocus on $1\n");
    expect(errors(r)).toEqual([
      [3, expect.stringMatching(/must be a string but YAML read a list \["focus"\]; quote it/)],
    ]);
  });

  it("warns about scalar frontmatter but goes on", () => {
    const r = check("---\njust text\n---\nbody\n");
    expect(warnings(r)[0]).toEqual([2, expect.stringMatching(/not a YAML mapping/)]);
    expect(r.contract).toBeDefined();
  });

  it("handles no frontmatter, CRLF and a BOM", () => {
    expect(check("plain body").contract).toEqual({ checked: true, required: 0, max: 0 });
    const r = check("\uFEFF---\r\nargument-hint: <a>\r\n---\r\n\r\nUse $2\r\n");
    expect(errors(r)).toEqual([[5, expect.stringMatching(/^\$2 is past the declared arguments \(<a>: 1\)/)]]);
  });
});

describe("checkTemplate stage 2: the hint", () => {
  it("reports a bad hint with the argument-hint line and stops before placeholders", () => {
    const r = check('---\ndescription: x\nargument-hint: "[a] <b>"\n---\n$7\n');
    expect(errors(r)).toEqual([
      [3, expect.stringMatching(/argument-hint "\[a\] <b>": required <b> at column 5 comes after optional \[a\]/)],
    ]);
  });
});

describe("checkTemplate stage 3: placeholders vs hint", () => {
  const hinted = (hint: string, body: string) => check(`---\nargument-hint: "${hint}"\n---\n${body}\n`);

  it("accepts placeholders within the hint and derives the contract", () => {
    const r = hinted("<project> [version]", "Deploy $1 at ${2:-latest}");
    expect(errors(r)).toEqual([]);
    expect(r.contract).toMatchObject({ checked: true, required: 1, max: 2 });
  });

  it("rejects a fixed position past the declared count, with its line", () => {
    const r = hinted("<project>", "Deploy $1\nversion $2");
    expect(errors(r)).toEqual([[5, expect.stringMatching(/^\$2 is past the declared arguments \(<project>: 1\)/)]]);
    expect(formatProblem(r.problems[0])).toMatch(/^\/p\/\.pi\/prompts\/deploy\.md:5: \$2 is past/);
    expect(r.contract).toBeUndefined();
  });

  it("rejects ${N:-default} past the count and $0", () => {
    expect(errors(hinted("<a>", "${3:-x}"))[0][1]).toMatch(/\$\{3:-x\} is past/);
    expect(errors(hinted("<a>", "$0 $1"))[0][1]).toMatch(/\$0 \(line 4\) is always empty/);
  });

  it("rejects a bounded slice past the count, accepts one inside and open slices", () => {
    expect(errors(hinted("<a> [b]", "${@:2:2}"))[0][1]).toMatch(/reaches argument 3/);
    expect(errors(hinted("<a> [b]", "$1 ${@:1:2}"))).toEqual([]);
    const open = hinted("<a>", "$1 then ${@:2}");
    expect(errors(open)).toEqual([]);
    expect(open.contract?.max).toBeUndefined();
  });

  it("treats $@, $ARGUMENTS, ${@:-x} and a variadic hint as taking trailing input", () => {
    for (const body of ["$@", "$ARGUMENTS", "${@:-all}", "${ARGUMENTS:-x}"])
      expect(hinted("<a>", body).contract?.max).toBeUndefined();
    const v = hinted("<first> [rest...]", "$1 $2 $3");
    expect(errors(v)).toEqual([]);
    expect(v.contract?.max).toBeUndefined();
  });

  it("strict: placeholders in a template that declares no arguments are errors; not strict: unchecked", () => {
    const body = "---\ndescription: d\n---\nReview $ARGUMENTS\n";
    expect(errors(check(body))).toEqual([
      [4, expect.stringMatching(/\$ARGUMENTS is used but the template declares no arguments/)],
    ]);
    const lax = check(body, { strict: false });
    expect(errors(lax)).toEqual([]);
    expect(lax.contract).toEqual({ checked: false, required: 0, max: undefined });
    expect(errors(check('---\nargument-hint: ""\n---\n$1'))).toHaveLength(1);
  });

  it("warns about declared arguments the body never uses, and look-alikes", () => {
    const r = hinted("<a> [b]", "only $1 and ${2}");
    expect(errors(r)).toEqual([]);
    expect(warnings(r).map((w) => w[1])).toEqual([
      expect.stringMatching(/^\$\{2\} is left as text by pi/),
      expect.stringMatching(/argument \[b\] is declared but the body never uses it/),
    ]);
    expect(r.problems.some((p) => p.severity === "error")).toBe(false);
  });

  it("treats an empty frontmatter block as pi does (no keys, the body after it)", () => {
    const r = check("---\n---\nUse $1\n");
    expect(errors(r)).toEqual([[3, expect.stringMatching(/^\$1 is used but the template declares no arguments/)]]);
  });

  it("reports placeholder lines in the file, counting the frontmatter and trimmed blank lines", () => {
    const r = check("---\nargument-hint: <a>\n---\n\n\n\nline7 $2\n");
    expect(errors(r)[0][0]).toBe(7);
  });
});
