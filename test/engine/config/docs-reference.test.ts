// docs/configuration.md names every key of the schema and states the defaults of DEFAULT_SETTINGS.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildJsonSchema } from "../../../src/engine/config/json-schema.ts";
import { DEFAULT_SETTINGS } from "../../../src/state/config-model.ts";

const doc = readFileSync(fileURLToPath(new URL("../../../docs/configuration.md", import.meta.url)), "utf8");

interface Node {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
}

/** Every property name anywhere in the schema, with its dotted path. */
function keys(node: Node, path: string[] = []): string[][] {
  const out: string[][] = [];
  for (const [k, v] of Object.entries(node.properties ?? {})) out.push([...path, k], ...keys(v, [...path, k]));
  if (node.items) out.push(...keys(node.items, path));
  for (const b of node.anyOf ?? []) out.push(...keys(b, path));
  return out;
}

describe("docs/configuration.md", () => {
  it.each(keys(buildJsonSchema() as Node).map((p) => [p.join("."), p.at(-1) ?? ""]))("documents %s", (_path, key) => {
    // as a table key (`key`), inside an inline shape ("key": ...) or as the tail of a dotted key (`parent.key`)
    const mentioned = [`\`${key}\``, `"${key}"`, `.${key}\``].some((form) => doc.includes(form));
    expect(mentioned, `docs/configuration.md should mention ${key}`).toBe(true);
  });

  const flat = Object.entries(DEFAULT_SETTINGS).flatMap(([section, values]) =>
    Object.entries(values as Record<string, unknown>)
      .filter(([, v]) => typeof v === "number" || typeof v === "boolean" || typeof v === "string")
      .map(([k, v]) => [`${section}.${k}`, k, v] as const),
  );
  it.each(flat)("states the default of %s", (_path, key, value) => {
    const row = doc.split("\n").find((l) => l.startsWith(`| \`${key}\` |`) && l.includes(`\`${String(value)}\``));
    expect(row, `a table row for \`${key}\` with default \`${String(value)}\``).toBeDefined();
  });
});
