// Reads rules files through a cache keyed on mtime and size, so an edited rules file applies to the next review.

import { readFile, stat } from "node:fs/promises";
import { parseRulesFile, type RulesFile } from "./rules.ts";

export type RulesLoad = { ok: true; file: RulesFile } | { ok: false; path: string; error: string };

export interface RulesCache {
  load(absPath: string, maxRuleLines: number): Promise<RulesLoad>;
}

export function createRulesCache(): RulesCache {
  const cache = new Map<string, { key: string; result: RulesLoad }>();
  return {
    async load(absPath, maxRuleLines) {
      let key: string;
      try {
        const s = await stat(absPath);
        if (!s.isFile()) return { ok: false, path: absPath, error: `rules file ${absPath} is not a file` };
        key = `${s.mtimeMs}:${s.size}:${maxRuleLines}`;
      } catch (e) {
        return {
          ok: false,
          path: absPath,
          error: `rules file ${absPath} cannot be read: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
        };
      }
      const hit = cache.get(absPath);
      if (hit && hit.key === key) return hit.result;
      let text: string;
      try {
        text = await readFile(absPath, "utf8");
      } catch (e) {
        return {
          ok: false,
          path: absPath,
          error: `rules file ${absPath} cannot be read: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
        };
      }
      const result = parseRulesFile(absPath, text, maxRuleLines);
      cache.set(absPath, { key, result });
      return result;
    },
  };
}
