// A document's steps by its structure (spec-steps40.ts): list items, checkboxes, "Step N" lines, table rows and the paragraphs among them; prose and short lists are no list of steps.

import { describe, expect, test } from "vitest";
import { specSteps } from "../../../src/engine/injection/spec-steps40.ts";

describe("specSteps", () => {
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
    [
      "table rows",
      "| step | owner |\n|---|---|\n| Rotate the signing key in the vault | sre |\n| Update the key id in the release job | dev |\n| Announce the rotation in the release notes | pm |",
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
  ])("%s is no list of steps", (_name, doc) => {
    expect(specSteps(doc)).toBeNull();
  });
});
