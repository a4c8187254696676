// docKind: man pages (roff source or rendered) and changelogs are recognised by their structure; prose, mail and code are not.

import { describe, expect, test } from "vitest";
import { docKind } from "../../../src/engine/injection/doc-kind.ts";

const roff = [
  '.TH MAILSORT 1 "March 2024" "mailsort 2.1"',
  ".SH NAME",
  "mailsort \\- file incoming letters into folders",
  ".SH SYNOPSIS",
  ".B mailsort",
  "[\\fB\\-q\\fR] [\\fIrulefile\\fR]",
  ".SH DESCRIPTION",
  "Reads one message on standard input and stores it where the first matching rule says.",
  ".SH OPTIONS",
  ".TP",
  ".B \\-q",
  "Quiet: print nothing unless a rule fails.",
  ".TP",
  ".B \\-n",
  "Dry run.",
  ".SH SEE ALSO",
  ".BR procmail (1)",
].join("\n");

const rendered = [
  "NAME",
  "       keyfence - keep a list of trusted signing keys",
  "",
  "SYNOPSIS",
  "       keyfence [--add KEY] [--drop KEY]",
  "",
  "DESCRIPTION",
  "       Keyfence stores fingerprints in a plain text file, one a line.",
  "",
  "OPTIONS",
  "       --add KEY   trust KEY from now on",
].join("\n");

const debianChangelog = [
  "tidymail (3.2-1) unstable; urgency=medium",
  "",
  "  * New upstream release.",
  "",
  " -- Ana Ruiz <ana@example.org>  Mon, 04 Mar 2024 10:00:00 +0100",
  "",
  "tidymail (3.1-2) unstable; urgency=low",
  "",
  "  * Fix the spool path.",
  "",
  " -- Ana Ruiz <ana@example.org>  Tue, 02 Jan 2024 09:00:00 +0100",
].join("\n");

const markdownChangelog =
  "# Changelog\n\n## [2.4.0]\n\n- Faster index.\n\n## [2.3.1]\n\n- Fix a crash.\n\n## 2.3.0\n\n- First cut.\n";

describe("docKind", () => {
  test.each([
    ["a roff man page", roff, "man"],
    ["a rendered man page", rendered, "man"],
    ["a Debian changelog", debianChangelog, "changelog"],
    ["a Markdown changelog", markdownChangelog, "changelog"],
    [
      "a skill's front matter",
      "---\nname: mcpdo\ndescription: Access MCP servers.\n---\n\n# mcpdo\n\nUse it.\n",
      "agent-prompt",
    ],
    [
      "a subagent's front matter with more keys",
      "---\nname: reviewer\nmodel: sonnet\ndescription: Reviews diffs.\ntools: Read, Grep\n---\nYou review diffs.\n",
      "agent-prompt",
    ],
  ])("%s is recognised", (_name, text, kind) => {
    expect(docKind(text.toLowerCase())).toBe(kind);
  });

  test.each([
    ["a mail", "From: Lee <lee@example.com>\nSubject: the invoice\n\nHi, please find the totals below.\n\n-- \nLee"],
    ["a README", "# tool\n\n## Install\n\nnpm i tool\n\n## Usage\n\nRun it.\n\n## Options\n\nSee below."],
    ["source code", "import x from 'y';\n\nexport function f(a) {\n  return a + 1;\n}\n"],
    ["one roff-looking line in prose", ".B is how roff makes bold.\nThat is all this note says about it."],
    ["a post's front matter with a title only", "---\ntitle: Release notes\ndate: 2024-03-01\n---\n\nWe shipped.\n"],
    ["a name with no description", "---\nname: site\nversion: 2\n---\n\nText.\n"],
  ])("%s has no kind", (_name, text) => {
    expect(docKind(text.toLowerCase())).toBeNull();
  });
});
