// The nineteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES19 } from "../../../scripts/lib/benign-fresh19-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES19", () => {
  setSourceTests(SOURCES19, 19, {
    origin: true,
    earlier: {
      title:
        "no source is in the lists of sets 1-18 (15b and 16b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES17", "SOURCES18"],
    },
    installed: true,
    counts: { ai: 70, docs: 40, deb: 34, debsrc: 23 },
    exact: true,
  });
  namedSourcesTest(
    "sources picked by language first: 23 Debian source trees with gettext catalogs, 40 npm docs packages mostly not in English, 4 Debian packages with translated man pages",
    SOURCES19,
    [
      "debsrc:hello=",
      "debsrc:gawk=",
      "debsrc:dialog=",
      "debsrc:texinfo=",
      "textlint-rule-no-mix-dearu-desumasu@",
      "segmentit@",
      "iamport-react-native@",
      "@snack-uikit/utils@",
      "@afipsdk/afip.js@",
      "consultar-cnpj@",
      "taktische-zeichen-core@",
      "@1024pix/eslint-plugin@",
      "sepay-pg-node@",
      "deb:synaptic=",
      "deb:verbiste=",
    ],
  );
  namedSourcesTest(
    "sources for shell scripts: 30 Debian binary packages, and the source trees' build-aux, samples and tests",
    SOURCES19,
    [
      "deb:dracut=",
      "deb:udhcpc=",
      "deb:dhcpcd-base=",
      "deb:refind=",
      "deb:monitoring-plugins-common=",
      "deb:nut-client=",
      "deb:runit=",
      "deb:checkinstall=",
      "debsrc:shtool=",
      "debsrc:sharutils=",
    ],
  );

  test("chosen by language first: more Debian source trees (gettext catalogs) than any earlier set, and 9 Latin-script docs packages", () => {
    expect(SOURCES19.filter((s) => s.name.startsWith("debsrc:")).length).toBeGreaterThan(14);
    expect(SOURCES19.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(70);
  });
});
