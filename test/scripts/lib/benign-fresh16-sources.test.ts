// The sixteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES16 } from "../../../scripts/lib/benign-fresh16-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES16", () => {
  setSourceTests(SOURCES16, 16, {
    origin: true,
    earlier: {
      title: "no source is in set 15's second list and no npm source shares a scope with a name in sets 1-15's lists",
      markers: ["SOURCES15B"],
    },
    counts: { ai: 72, docs: 35, deb: 52, debsrc: 14 },
    exact: true,
  });

  namedSourcesTest(
    "sources picked by language first: 24 Debian packages of translated man pages and manuals, 26 npm packages mostly not in English",
    SOURCES16,
    [
      "@lobehub/chat@",
      "koishi@",
      "@sberdevices/assistant-client@",
      "textlint-rule-preset-ja-technical-writing@",
      "pinyin-pro@",
      "wechatpay-node-v3@",
      "@evo/eslint-config-uaprom@",
      "dooring-core-domain@",
    ],
  );
  namedSourcesTest(
    "sources for shell scripts: 28 Debian binary packages, 14 source trees, 9 npm packages that ship scripts",
    SOURCES16,
    [
      "deb:xdg-utils=",
      "deb:bash-completion=",
      "deb:dracut-core=",
      "deb:initramfs-tools-core=",
      "deb:isc-dhcp-client=",
      "deb:ifupdown=",
      "deb:yadm=",
      "deb:rcm=",
      "debsrc:rbenv=",
      "debsrc:zsh-syntax-highlighting=",
      "spaceship-prompt@",
      "task-library@",
      "npm-completion@",
    ],
  );

  test("24 of its Debian packages are translated man pages and manuals", () => {
    expect(
      SOURCES16.map((s) => s.name).filter((n) =>
        /^deb:(?:util-linux-locales|kicad-doc|linuxcnc-doc|debian-edu-doc|aptitude-common|schroot|im-config|ddskk|fcitx5|ibus|debconf-i18n|apt-doc|wdiff|recode|mecab-utils)[a-z-]*=/.test(
          n,
        ),
      ),
    ).toHaveLength(24);
  });
});
