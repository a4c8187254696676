// A rule's description (docs/sentinels.md: "shown in /sentinel:list") is on the summary line of the selected rule and in the text form.

import { describe, expect, test } from "vitest";
import { createStore } from "../../src/state/store.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import { renderRuleSummary, renderRulesText, selectRuleRows } from "../../src/ui/rules-view.ts";
import { NOW, rule, snapshot } from "./fixtures.ts";

describe("rule descriptions in the list", () => {
  const store = createStore();
  const source = { scope: "project" as const, file: "/p/.pi/sentinel.json" };
  store.dispatch({
    type: "config/loaded",
    snapshot: snapshot({
      rules: [
        { rule: rule("no-force-push", { description: "never rewrite shared history" }), source },
        { rule: rule("plain"), source },
      ],
    }),
    at: NOW,
  });
  const rows = selectRuleRows(store.getState().config, store.getState().audits, NOW);
  const described = rows.find((r) => r.name === "no-force-push")!;
  const plain = rows.find((r) => r.name === "plain")!;

  test("the selected rule's summary line shows its description", () => {
    expect(renderRuleSummary(described, 120, identityPaint)[0]).toContain("— never rewrite shared history");
    expect(renderRuleSummary(plain, 120, identityPaint)[0]).not.toContain("—");
  });

  test("the text form shows it too", () => {
    const [line] = renderRulesText([described], identityPaint);
    expect(line).toMatch(/no-force-push .* — never rewrite shared history$/);
  });
});
