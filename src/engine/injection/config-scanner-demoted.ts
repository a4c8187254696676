// A secret or security scanner's pre-commit hook written with `stages: [manual]`: kept in the file, never run on a commit.

import { parse as parseYaml } from "yaml";
import type { Hit } from "./types.ts";

/** pre-commit hook ids of secret and security scanners (the checks a commit must not skip). */
const SCANNER_HOOK =
  /^(?:gitleaks(?:-\w+)?|detect-secrets|detect-private-key|detect-aws-credentials|trufflehog|ggshield|talisman[\w-]*|semgrep|bandit|checkov|trivy[\w-]*|secretlint|ripsecrets|osv-scanner|pip-audit|safety)$/i;
const PRECOMMIT = /(?:^|\/)\.pre-commit-(?:config|hooks)\.ya?ml$/i;
const MAX_TEXT = 128 * 1024;

/** Whether a hook's stages run it only by hand (`[manual]`). */
function manualOnly(stages: unknown): boolean {
  return Array.isArray(stages) && stages.length > 0 && stages.every((s) => s === "manual");
}

/** The ids of scanner hooks that run only by hand, from the parsed file, or by lines when it does not parse. */
function demotedScanners(text: string): string[] {
  let doc: unknown;
  try {
    doc = parseYaml(text, { maxAliasCount: 64, uniqueKeys: false });
  } catch {
    // a fragment that does not parse: an `id:` of a scanner with `stages: [manual]` within its next lines
    const lines = text.split("\n");
    return lines.flatMap((l, i) => {
      const id = /^\s*-?\s*id:\s*["']?([\w-]+)/.exec(l)?.[1];
      if (id === undefined || !SCANNER_HOOK.test(id)) return [];
      const block = lines.slice(i + 1, i + 8).join("\n");
      return /^\s*stages:\s*\[\s*["']?manual["']?\s*\]/m.test(block) ? [id] : [];
    });
  }
  const out: string[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (depth > 12 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, depth + 1);
      return;
    }
    const o = node as Record<string, unknown>;
    if (typeof o.id === "string" && SCANNER_HOOK.test(o.id) && manualOnly(o.stages)) out.push(o.id);
    for (const v of Object.values(o)) walk(v, depth + 1);
  };
  walk(doc, 0);
  return out;
}

/**
 * A pre-commit config written with a secret or security scanner's hook staged `manual`: the hook stays listed and
 * reviewed as present, but no commit runs it. Other hooks made manual (a slow type check, a spell checker) and
 * scanners on the commit, push or CI stages are how projects tune their hooks.
 */
export function scannerDemotedHits(path: string, text: string): Hit[] {
  if (!PRECOMMIT.test(path.replace(/\\/g, "/")) || text.length > MAX_TEXT || !/manual/.test(text)) return [];
  const ids = demotedScanners(text);
  return ids.length === 0
    ? []
    : [
        {
          rule: "bash.config-safeguard-off",
          category: "bash_persistence",
          weight: 0.86,
          start: 0,
          end: text.length,
          detail: `${path}: the ${ids[0]} hook runs only by hand (stages: [manual])`,
        },
      ];
}
