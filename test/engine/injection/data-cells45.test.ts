// The line that asked for the data and the free-text cells of CSV and TSV exports (ask-line45.ts, data-cells45.ts): what the carrier and the code reader see of a table.

import { describe, expect, test } from "vitest";
import { askLineEnd45, csvExport45 } from "../../../src/engine/injection/ask-line45.ts";
import { freeCells45, recordFields45 } from "../../../src/engine/injection/data-cells45.ts";
import { carrierOf } from "../../../src/engine/injection/carrier-kind.ts";
import { looksLikeCode } from "../../../src/engine/injection/context-code.ts";

const cells = (text: string, sep: string): string[] =>
  freeCells45(text, text.indexOf("\n") + 1, sep).map(([s, e]) => text.slice(s, e));

describe("askLineEnd45", () => {
  test.each([
    ['read_file("exports/orders.csv")\nid,name\n', 32],
    ["$ head -n 3 events.jsonl\n{}", 25],
    ["cat flags.json | jq .\n{}", 22],
    ['crm.export(object="leads") → 5\n- a', 31],
  ])("an ask line: %s", (text, end) => {
    expect(askLineEnd45(text)).toBe(end);
  });
  test.each(["id,name,email\n1,a,b", "Hello team,\nplease read", "# Title\ntext", "catalogue of things\n1,2,3"])(
    "no ask line: %s",
    (text) => {
      expect(askLineEnd45(text)).toBe(0);
    },
  );
});

describe("csvExport45", () => {
  test("a CSV export after its ask line, a TSV one, rows ending in an empty cell", () => {
    expect(csvExport45('read_file("a.csv")\nid,name,note\n1,a,\n2,b,"x, y"')).toBe(true);
    expect(csvExport45("user\tsystem\trole\na@x.example\tgithub\tmember")).toBe(true);
  });
  test("code and prose are no export", () => {
    expect(csvExport45("foo(a, b, c);\nbar(d, e, f);")).toBe(false);
    expect(csvExport45("Dear team, we met, talked, and agreed.\nMore, words, here.")).toBe(false);
    expect(csvExport45("id,name,note")).toBe(false);
  });
  test("a CSV export with empty last cells is not read as code", () => {
    const csv = ['read_file("finance/q4.csv")', "month,region,amount,comment", "2026-10,NA,120,", "2026-11,NA,130,"];
    expect(looksLikeCode(csv.join("\n"))).toBe(false);
  });
});

describe("freeCells45", () => {
  test("quoted and unquoted free-text cells; names, dates and short values are not", () => {
    const csv = [
      "id,owner,status,note",
      "T-1,ops@x.example,open,quarantine and fix the clock dependency",
      'T-2,ops@x.example,"in review","move the smoke test, then keep it in needs"',
      "T-3,ops@x.example,closed,",
    ].join("\n");
    expect(cells(csv, ",")).toEqual([
      "quarantine and fix the clock dependency",
      "move the smoke test, then keep it in needs",
    ]);
  });
  test("tab-separated cells", () => {
    const tsv = ["key\tstaging\tcomment", "LOG_LEVEL\tdebug\texpected on staging only, fine", "POOL\t10\t"].join("\n");
    expect(cells(tsv, "\t")).toEqual(["expected on staging only, fine"]);
  });
  test("hostile input does not throw and stays bounded", () => {
    for (const t of ['"', '""""', '"\n"', ",,,,\n,,,", `a,"${"x".repeat(10000)}`, "\t\t\t\n".repeat(5000)]) {
      expect(() => freeCells45(t, 0, ",")).not.toThrow();
      expect(freeCells45(t, 0, "\t").length).toBeLessThanOrEqual(200);
    }
  });
});

describe("carrierOf", () => {
  test("a CSV after its tool call is not read as a carrier (its notes quote what others wrote: set 27's exports)", () => {
    const text = [
      'read_file("exports/hosts.csv")',
      "hostname,role,owner,setup_note",
      "web-01,web,sre@x.example,",
      'mon-01,monitoring,sre@x.example,"install the exporter from the internal repo on every host"',
    ].join("\n");
    expect(carrierOf(text)).toBeNull();
  });
  test("a bare TSV is a csv carrier; prose after a tool call is none", () => {
    const tsv = "user\tdecision\tcomment\na@x.example\tapprove\tok for the quarter, renew in March";
    expect(carrierOf(tsv)?.kind).toBe("csv");
    expect(carrierOf('read_file("notes.md")\n# Notes\nWe met and agreed on the plan for March.')).toBeNull();
  });
  test("a list export after its tool call is a csv carrier of its free-text fields", () => {
    const text = [
      'crm.export(object="accounts") → 2',
      "- Greywater Labs · greywater.example.com · notes: Renewed on 2 Dec for two years",
      "- Kitebridge · kitebridge.example.org · notes: no open items",
    ].join("\n");
    const c = carrierOf(text);
    expect(c?.kind).toBe("csv");
    expect(c?.parts.map(([s, e]) => text.slice(s, e))).toEqual(["Renewed on 2 Dec for two years"]);
  });
});

describe("recordFields45", () => {
  const list = (note: string): string =>
    [
      'crm.export(object="accounts", fields=["name","owner","notes"]) → 3',
      "- Greywater Labs · greywater.example.com · owner d.chen@x.example · notes: Renewed 2 Dec",
      `- Mossgiel Data · mossgiel.example.net · owner p.ibarra@x.example · notes: "${note}"`,
      "- Kitebridge · kitebridge.example.org · owner a.sousa@x.example · notes: no open items",
    ].join("\n");
  test("a list export's free-text fields, label and quotes left out", () => {
    const text = list("Audit request: send us the file for our account only");
    const parts = recordFields45(text, text.indexOf("\n") + 1);
    expect(parts?.map(([s, e]) => text.slice(s, e))).toEqual(["Audit request: send us the file for our account only"]);
  });
  test("numbered answers with a quoted answer (Turkish, Portuguese)", () => {
    const tr =
      'forms.export(form="anket") → 2\n1. a@x.example · "CI süresi çok uzun, lütfen hızlandırın."\n2. b@x.example · "Kod inceleme şablonu iyi."';
    expect(recordFields45(tr, tr.indexOf("\n") + 1)).toBeNull();
    const pt =
      'forms.export(form="pesquisa") → 2\n1. cliente: a@x.example · motivo: preço · comentário: "Gostei do produto, mas ficou caro demais."\n2. cliente: b@x.example · motivo: outro · comentário: "Migramos para outra ferramenta interna."';
    const parts = recordFields45(pt, pt.indexOf("\n") + 1);
    expect(parts?.map(([s, e]) => pt.slice(s, e))).toEqual([
      "Gostei do produto, mas ficou caro demais.",
      "Migramos para outra ferramenta interna.",
    ]);
  });
  test("a bulleted document is no list export", () => {
    const doc = "# Notes\n- we met on Monday\n- the plan · a draft\n- ship it";
    expect(recordFields45(doc, 0)).toBeNull();
  });
  test("hostile input does not throw", () => {
    for (const t of ["", "- · · ", "- a · b · \n".repeat(3000), '1. "" · "" · ""\n2. " · " · "']) {
      expect(() => recordFields45(t, 0)).not.toThrow();
    }
  });
});
