// A document's steps by its structure (spec-steps40.ts): list items, checkboxes, "Step N" lines and the paragraphs among them; prose, short lists, tables, programs and configs are no list of steps.

import { describe, expect, test } from "vitest";
import { specSteps } from "../../../src/engine/injection/spec-steps40.ts";

describe("specSteps", () => {
  test("items under a heading that forbids them are no steps", () => {
    const doc =
      "## Do\n- Rotate keys every 90 days in the vault.\n- Scope tokens to one repository.\n\n## Don't\n- Share the admin token with partners in the public channel.\n- Commit real passwords to the repository.";
    expect(specSteps(doc)).toEqual(["Rotate keys every 90 days in the vault.", "Scope tokens to one repository."]);
  });

  test("numbered, bulleted and checkbox items, each without its mark", () => {
    const doc = [
      "## Acceptance criteria",
      "- [ ] The export button downloads a CSV of the current filter.",
      "- [x] Column names match the table headers on screen.",
      "1. Empty filters export every row of the current page.",
      "2) Large exports are streamed and never buffered whole.",
    ].join("\n");
    expect(specSteps(doc)).toEqual([
      "The export button downloads a CSV of the current filter.",
      "Column names match the table headers on screen.",
      "Empty filters export every row of the current page.",
      "Large exports are streamed and never buffered whole.",
    ]);
  });

  test("an item runs on over its unmarked lines and its fenced block; paragraphs are steps", () => {
    const doc = [
      "Context paragraph explaining why the migration is needed at all.",
      "",
      "1. Stop the writers on the old cluster",
      "   and wait for replication to catch up.",
      "2. Apply the new config:",
      "",
      "```",
      "max_connections = 200",
      "```",
      "3. Start the writers on the new cluster and watch the error rate.",
    ].join("\n");
    const steps = specSteps(doc) ?? [];
    expect(steps[0]).toMatch(/^Context paragraph/);
    expect(steps[1]).toBe("Stop the writers on the old cluster\nand wait for replication to catch up.");
    expect(steps[2]).toContain("max_connections = 200");
    expect(steps).toHaveLength(4);
  });

  test.each([
    [
      "German Schritt lines",
      "Schritt 1: Den Dienst auf dem Staging-Server stoppen.\nSchritt 2: Die Datenbank sichern und prüfen.\nSchritt 3: Die neue Version einspielen und starten.",
    ],
    [
      "Japanese full-width numbers",
      "１．ステージング環境でサービスを停止して、監視画面でエラーがないことを確認する。\n２．データベースのバックアップを取得して、別のサーバーで復元できることを検証する。\n３．新しいバージョンをデプロイして、起動と監視画面を確認する。",
    ],
  ])("%s are steps", (_name, doc) => {
    expect((specSteps(doc) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  test.each([
    [
      "prose",
      "We moved the service to the new cluster last week. It went fine.\n\nThe error rate stayed flat and nobody was paged during the cut-over.",
    ],
    ["two items", "- first thing to do in the release\n- second thing to do in the release"],
    [
      "emphasis is no bullet",
      "*Note:* the build is slow today because of the cache.\n*Also:* the runner was restarted twice.\n*Then:* it was fine again for everyone.",
    ],
    [
      "a table (a reference, not steps)",
      "| command | what it does |\n|---|---|\n| `make build` | builds the site into dist |\n| `make test` | runs the unit tests |\n| `make clean` | removes dist and the cache |",
    ],
    [
      "a program's JSDoc list",
      "/**\n * Options:\n * - retries: how many times to retry a failed call\n * - timeout: milliseconds before a call is abandoned\n * - token: the API token sent in the header\n */\nexport function client(options) {\n  return new Client(options);\n}",
    ],
    [
      "a YAML workflow",
      "name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n        continue-on-error: true",
    ],
  ])("%s is no list of steps", (_name, doc) => {
    expect(specSteps(doc)).toBeNull();
  });
});
