// Carriers read from a text's shape: mail, API record, calendar entry, transcript, log, CSV, agent config, or none.

import { describe, expect, test } from "vitest";
import { carrierOf } from "../../../src/engine/injection/carrier-kind.ts";
import { normalize } from "../../../src/engine/injection/normalize.ts";

const of = (text: string) => carrierOf(normalize(text).main.text);

describe("the carrier of a text", () => {
  test.each([
    ["mail", "From: a@b.example\nSubject: hello\n\nSee you soon."],
    ["mail", "Dear Ms Ito,\n\nthe parcel left our depot today."],
    ["api", '{"id":7,"text":"the parcel left our depot today"}'],
    ["api", 'HTTP/1.1 200 OK\nContent-Type: application/json\n\n[{"note":"left the depot this morning"}]'],
    ["calendar", "BEGIN:VEVENT\nSUMMARY:Sync\nDESCRIPTION:Weekly sync\\, short.\nEND:VEVENT"],
    ["chat", "ana: are we shipping today?\nbo: yes, after the tests pass"],
    ["log", "2027-02-01 09:00:00 INFO start\n2027-02-01 09:00:02 WARN slow disk"],
    ["csv", 'id,name,comment\n1,Ana,"likes the early slot"\n2,Bo,'],
    ["config", "# AGENTS.md\n\n- Use pnpm."],
    ["config", ".cursor/rules/style.mdc\nPrefer small functions."],
  ])("%s: %j", (kind, text) => {
    expect(of(text)?.kind).toBe(kind);
  });

  test.each([
    [
      "a README",
      "# Project\n\nNote: this is alpha.\nUsage: run the binary.\n\nMore prose about the project follows here.",
    ],
    ["source code naming CONTRIBUTING", "// Generated file. See CONTRIBUTING.md for details.\nexport const x = 1;"],
    [
      "a document with a few labels",
      "Title: Design\nStatus: draft\n\nThe service reads events and writes summaries.\nIt runs hourly.\nIt keeps no state.",
    ],
    ["a bracketed chat line is no JSON", "[#ops] ana: deploy is done"],
  ])("%s is not read as a record", (_name, text) => {
    const c = of(text);
    expect(c?.kind ?? null).not.toBe("api");
    if (_name !== "a bracketed chat line is no JSON") expect(c).toBeNull();
  });

  test("JSON keys are not free text; values of three words or more are", () => {
    const text = '{"long key with many words":"short","msg":"this value is free text"}';
    const c = of(text);
    expect(c?.parts.map(([s, e]) => text.slice(s, e))).toEqual(["this value is free text"]);
  });

  test("a schema or manifest is documentation, not an odd place for a request", () => {
    expect(of('{"$schema":"x","description":"Deletes all records of a user"}')?.odd).toBe(false);
    expect(of('{"id":1,"memo":"deletes all records of a user"}')?.odd).toBe(true);
  });

  test("an event's free text is its description and summary, not its dates", () => {
    const text = normalize("BEGIN:VEVENT\nDTSTART:20270101T090000Z\nDESCRIPTION:bring the slides\nEND:VEVENT").main
      .text;
    const c = carrierOf(text);
    expect(c?.parts.map(([s, e]) => text.slice(s, e))).toEqual(["description:bring the slides"]);
  });
});
