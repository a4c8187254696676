// An editor extension installed from a file the same script downloaded: code that runs in every editor session.

import { normPath } from "./shell-download.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Editors that install an extension from a `.vsix` file: VS Code and its builds and forks. */
const EDITORS = /^(?:code|code-insiders|codium|cursor|windsurf)$/;

/**
 * `code --install-extension FILE` where FILE is one the script downloaded (`downloads`: saved path → URL): the extension
 * runs with the user's rights in every editor session, without the marketplace's publisher check. From a project's own
 * release page (`trusted`) it is how such a build is installed: evidence only. A marketplace id installs nothing fetched.
 */
export function extensionRunHit(
  s: Stage,
  downloads: Map<string, string>,
  trusted: (url: string) => boolean,
): Hit | null {
  if (!EDITORS.test(s.name)) return null;
  const i = s.argv.findIndex((w) => w.text === "--install-extension");
  const file = i > 0 ? s.argv[i + 1] : undefined;
  const from = file ? downloads.get(normPath(file.text)) : undefined;
  if (!file || !from) return null;
  return {
    rule: "bash.run-download",
    category: "bash_remote_exec",
    weight: trusted(from) ? 0.45 : 0.9,
    start: s.cmd.start,
    end: s.cmd.end,
    detail: `${from} → ${file.text} → installed as a ${s.name} extension (it runs in every editor session)`,
  };
}
