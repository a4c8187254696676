// find -exec's command as a script: its words quoted again, `{}` as the files find hands over.

import { describe, expect, test } from "vitest";
import { findExecScript } from "../../../src/engine/injection/find-exec42.ts";

const argv = (line: string): string[] => line.split(" ");

describe("findExecScript (find-exec42)", () => {
  test("a sed expression with spaces stays one word, {} is the root and pattern", () => {
    const a = ["find", "/var/log/app", "-name", "*.log", "-exec", "sed", "-i", "/GET \\/admin/d", "{}", "+"];
    expect(findExecScript(a, 5, 9)).toBe("sed -i '/GET \\/admin/d' /var/log/app/*.log");
  });
  test("without a pattern {} is the root itself", () => {
    expect(findExecScript(argv("find src -exec touch {} ;"), 3, 5)).toBe("touch src");
  });
});
