// The eighteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe } from "vitest";
import { SOURCES18 } from "../../../scripts/lib/benign-fresh18-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES18", () => {
  setSourceTests(SOURCES18, 18, {
    origin: true,
    earlier: {
      title:
        "no source is in the lists of sets 1-17 (15b and 16b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES17"],
    },
    installed: true,
    counts: { ai: 72, docs: 34, deb: 61, debsrc: 9 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first: 15 AI packages by Chinese authors, 28 docs packages, 33 Debian packages",
    SOURCES18,
    [
      "@midscene/web@",
      "dify-client@",
      "tencentcloud-sdk-nodejs-hunyuan@",
      "mockjs@",
      "textlint-rule-ja-no-abusage@",
      "josa-complete@",
      "eyo-kernel@",
      "deb:sysvinit-core=",
      "deb:help2man=",
      "deb:live-boot-doc=",
      "deb:wl=",
      "deb:ibus-chewing=",
      "deb:nabi=",
    ],
  );
  namedSourcesTest(
    "sources for shell scripts: 28 Debian binary packages, 9 source trees, 6 npm packages that ship scripts",
    SOURCES18,
    [
      "deb:orphan-sysvinit-scripts=",
      "deb:laptop-mode-tools=",
      "deb:backup-manager=",
      "deb:grub-common=",
      "deb:fai-client=",
      "debsrc:bash-unit=",
      "debsrc:password-store=",
      "urchin@",
      "shell-source@",
    ],
  );
});
