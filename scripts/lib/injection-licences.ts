// Maps an eval row's `source` field to the licence of every piece it was built from, and says whether the row may train shipped weights.

/** Licence of each repository the injection corpora take data from (see eval/injection/SOURCES*.md). */
const REPO_LICENCE: Record<string, string> = {
  // train.jsonl
  "JailbreakBench/artifacts": "MIT",
  "AI-secure/RedCode": "CC-BY-4.0",
  "GTFOBins/GTFOBins.github.io": "GPL-3.0",
  "0dayCTF/reverse-shell-generator": "MIT",
  "mitre/stockpile": "Apache-2.0",
  "acuvity/mcp-server-everything-wrong": "Apache-2.0",
  "nmeisenzahl/hijack-agentic-ai": "MIT",
  "modelcontextprotocol/servers": "MIT",
  "docker/cli": "Apache-2.0",
  "prometheus/docs": "Apache-2.0",
  "pallets/flask": "BSD-3-Clause",
  "github/awesome-copilot": "MIT",
  "PatrickJS/awesome-cursorrules": "CC0-1.0",
  "f/awesome-chatgpt-prompts": "CC0-1.0",
  "OWASP/CheatSheetSeries": "CC-BY-SA-4.0",
  "actions/starter-workflows": "MIT",
  "cheat/cheatsheets": "CC0-1.0",
  "openai/human-eval": "MIT",
  "mailgun/talon": "Apache-2.0",
  "mailgun/flanker": "Apache-2.0",
  // dev.jsonl
  "meta-llama/PurpleLlama": "MIT",
  "microsoft/BIPIA": "MIT",
  "NVIDIA/garak": "Apache-2.0",
  "tldr-pages/tldr": "CC-BY-4.0",
  "OWASP/www-project-top-10-for-large-language-model-applications": "CC-BY-SA-4.0",
  "github/gitignore": "CC0-1.0",
  "jlevy/the-art-of-command-line": "CC-BY-SA-4.0",
  "trimstray/the-book-of-secret-knowledge": "MIT",
};

/** Licences whose material may train the weights we ship under MIT without conditions on the result. */
export const TRAINABLE = new Set(["MIT", "Apache-2.0", "BSD-3-Clause", "CC0-1.0", "CC-BY-4.0", "authored-for-corpus"]);

/** One piece of a source field: `owner/repo@commit:path (notes)`, `generated:…` or `authored:…`. */
function pieceLicence(piece: string): string {
  const p = piece.trim();
  if (p.startsWith("authored:")) return "authored-for-corpus";
  // --help and test output of GNU/util-linux/systemd and other tools run on the corpus build machine: kept out of training
  if (p.startsWith("generated:")) return "tool-output";
  const repo = p.split("@")[0];
  const lic = REPO_LICENCE[repo];
  if (!lic)
    throw new Error(
      `injection corpus: no licence known for repository "${repo}" (source "${piece}"); add it to scripts/lib/injection-licences.ts`,
    );
  // BIPIA's code contexts are Stack Overflow answers and its tables WikiTableQuestions: both CC BY-SA 4.0 (BIPIA NOTICE.md)
  if (repo === "microsoft/BIPIA" && /:benchmark\/(code|table)\//.test(p)) return "CC-BY-SA-4.0";
  return lic;
}

/** The pieces of a source field (" + " joins pieces; a " + " inside a parenthesised note does not). */
export function sourcePieces(source: string): string[] {
  return source.split(/ \+ (?=[\w.-]+\/[\w.-]+@|generated:|authored:)/);
}

/** Every licence a row's text is under, most restrictive decides whether it may train the shipped weights. */
export function rowLicences(source: string): string[] {
  return [...new Set(sourcePieces(source).map(pieceLicence))].sort();
}

export function trainable(licences: string[]): boolean {
  return licences.every((l) => TRAINABLE.has(l));
}

/** The repositories a row uses (its group for group k-fold: rows sharing a repository never straddle folds). */
export function sourceRepos(source: string): string[] {
  return sourcePieces(source).map((p) =>
    p.startsWith("generated:") || p.startsWith("authored:") ? p.split(/[\s(]/)[0] : p.split("@")[0],
  );
}
