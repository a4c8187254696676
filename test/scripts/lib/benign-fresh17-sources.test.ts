// The seventeenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe } from "vitest";
import { SOURCES17 } from "../../../scripts/lib/benign-fresh17-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES17", () => {
  setSourceTests(SOURCES17, 17, {
    origin: true,
    earlier: {
      title:
        "no source is in the lists of sets 1-16 (15b and 16b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B"],
    },
    installed: true,
    counts: { ai: 77, docs: 30, deb: 53, debsrc: 9 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first: 17 Debian packages and 24 npm docs packages mostly not in English",
    SOURCES17,
    [
      "deb:live-config-doc=",
      "deb:debian-handbook=",
      "deb:namazu2=",
      "deb:zh-autoconvert=",
      "deb:librime-data=",
      "captain-ui@",
      "textlint-rule-ja-no-orthographic-variants@",
      "react-dadata@",
      "taraskevizer@",
      "krds-uiux@",
    ],
  );
  namedSourcesTest(
    "sources for shell scripts: 36 Debian binary packages, 9 source trees, 6 npm packages that ship scripts",
    SOURCES17,
    [
      "deb:live-config=",
      "deb:grml-debootstrap=",
      "deb:zsh-antigen=",
      "deb:mksh=",
      "deb:dkms=",
      "deb:backupninja=",
      "debsrc:sharness=",
      "debsrc:zplug=",
      "debsrc:wireguard=",
      "speckit@",
      "djo-shell@",
    ],
  );
});
