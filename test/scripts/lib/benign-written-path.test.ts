// writtenPath: the path eval-benign passes for a corpus file scanned as a write, as the guard passes a written file's.
import { describe, expect, test } from "vitest";
import { writtenPath } from "../../../scripts/lib/benign-written-path.ts";

describe("writtenPath", () => {
  test.each([
    ["eval/benign-fresh/files/@google_genai@3.3.0/README.md", "README.md"],
    ["eval/benign-fresh/files/@google_genai@3.3.0/dist/tokenizer/node.cjs", "dist/tokenizer/node.cjs"],
    ["eval/benign-fresh/files/nginx-common_1.22/root/etc/init.d/nginx", "/etc/init.d/nginx"],
    [
      "eval/benign-fresh/files/nginx-common_1.22/root/usr/share/doc/nginx-common/NEWS.Debian",
      "/usr/share/doc/nginx-common/NEWS.Debian",
    ],
    ["eval/benign-fresh/files/nginx_1.22/control/postinst", "debian/postinst"],
    ["node_modules/@earendil-works/pi-coding-agent/docs/extensions.md", "docs/extensions.md"],
    ["node_modules/minimatch/README.md", "README.md"],
    ["docs/injection-scanner.md", "docs/injection-scanner.md"],
    ["eval/benign-hard/x/AGENTS.md", "eval/benign-hard/x/AGENTS.md"],
  ])("%s → %s", (corpus, written) => {
    expect(writtenPath(corpus)).toBe(written);
  });
});
