// Test fixtures and named examples: attack strings a text holds as cases with their verdicts, or names as examples.

import type { Spans } from "./context.ts";

/** as in context.ts: at most this many spans per text */
const MAX_SPANS = 50_000;

/**
 * factor of a test case in a fixture: a string literal of test code (a file with `expect(`, `assert`, `def test_`), a
 * record that carries the verdict it should get (`"expected": "injection"`, `"should_refuse": true`) or a CSV row
 * with a label column. Below warn on its own: a table of attacks with their verdicts is what a test suite holds.
 */
export const FIXTURE = 0.4;
/** factor of a string quoted as an example of a kind of text: `prompts like "…" or "…"`, `(for example "…")` */
export const EXAMPLE = 0.45;

/**
 * test code: assertions and test declarations (Jest/Vitest/Mocha, pytest, unittest, Go, Rust), or an array declared
 * under a name for test cases (`export const ATTACKS = [`, `jailbreak_samples = [`)
 */
export const TEST_CODE =
  /(?<![.\w$])(?:describe|it|test|t\.run)\s{0,2}\(\s{0,2}["'`]|(?<![.\w$])expect\s{0,2}\(|\bassert(?:equal|_eq|true|false|that)?\s{0,2}\(|\bdef\s{1,4}test_|@pytest\b|^\s*assert\s|#\[test\]|\bfunc\s{1,4}test[a-z]|^\s*(?:export\s{1,4})?(?:(?:const|let|var)\s{1,4})?[\w$]{0,30}(?:attacks?|cases|fixtures?|samples|payloads|examples|injections|jailbreaks)\s{0,2}(?::[^=\n]{0,40})?=\s{0,2}\[/m;

/**
 * a verdict field of a test record: `"expected": "benign"`, `"should_refuse": true`, `"label": "injection"`; a label
 * may name the attack's class (`"label": "exfil"`)
 */
const VERDICT_FIELD =
  /["']?(?:(?:label|outcome|decision)["']?\s{0,2}:\s{0,2}["'](?:injection|benign|jailbreak|attack|malicious|safe|unsafe|block(?:ed)?|allow(?:ed)?|warn|refuse|harmful|harmless|pass|fail|flag(?:ged)?|ok|positive|negative|exfil(?:tration)?|hijack(?:ing)?|persistence|phishing|prompt[_-]injection)["']|(?:expected|expect|verdict|should_?[a-z]{2,20}|is_?(?:injection|attack|malicious|jailbreak|safe|benign)|want)["']?\s{0,2}:\s{0,2}(?:["'][a-z_-]{2,24}["']|true|false|[01]))\s{0,2}[,}\n]/;
const VERDICT_WORD =
  /^(?:injection|benign|jailbreak|attack|malicious|safe|unsafe|block|allow|warn|refuse|harmful|harmless|pass|fail|true|false|[01])$/;

/** Records of a fixture: `{…}` without nested braces that hold a verdict field (JSON, JSONL, YAML flow, code). */
export function fixtureRecords(text: string, out: Spans): void {
  const re = /\{[^{}]{0,4000}\}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null && out.length < MAX_SPANS)
    if (VERDICT_FIELD.test(m[0])) out.push(m.index, m.index + m[0].length, FIXTURE);
}

/** a YAML key that holds a test case's verdict or check: `expected: block`, `expected_action: none`, `assert:` */
const YAML_VERDICT_KEY =
  /\n[ \t]{0,24}(?:-[ \t]{1,4})?(?:expected[\w-]{0,24}|expect|verdict|label|should_?[a-z_]{2,24}|is_?(?:injection|attack|malicious|jailbreak|safe|benign)|assert(?:ions?)?|want)[ \t]{0,2}:/;
/** a literal every YAML_VERDICT_KEY match holds: the pre-test that rules the pass out for most texts */
const YAML_VERDICT_NEED = /expect|verdict|label|should|assert|want|is_?(?:inj|att|mal|jail|saf|ben)/;
/** the most lines one YAML item is read over */
const MAX_ITEM_LINES = 40;

/**
 * Items of a YAML sequence (`- input: "…"` and the more-indented lines under it) that hold a verdict or check key
 * (YAML_VERDICT_KEY): a test case of an eval suite (`tests:` of a red-team config, `cases:` with `expected_action:`).
 * Each item stands alone, so an item without a verdict next to test cases keeps its weight.
 */
export function fixtureYaml(text: string, out: Spans): void {
  if (!text.includes("- ") || !YAML_VERDICT_NEED.test(text)) return;
  const item = /(?:^|\n)([ \t]{0,24})-[ \t]{1,4}[\w"'-]{1,40}[ \t]{0,2}:/g;
  let m: RegExpExecArray | null;
  while ((m = item.exec(text)) !== null && out.length < MAX_SPANS) {
    const start = m.index + (text[m.index] === "\n" ? 1 : 0);
    const indent = (m[1] as string).length;
    let end = text.indexOf("\n", start);
    for (let k = 0; k < MAX_ITEM_LINES && end >= 0; k++) {
      const next = text.indexOf("\n", end + 1);
      const line = text.slice(end + 1, next < 0 ? text.length : next);
      const lead = line.length - line.trimStart().length;
      if (line.trim() !== "" && lead <= indent) break;
      end = next;
    }
    if (end < 0) end = text.length;
    if (YAML_VERDICT_KEY.test(`\n${text.slice(start, end)}`)) out.push(start, end, FIXTURE);
    item.lastIndex = Math.max(item.lastIndex, end);
  }
}

/** Rows of a CSV whose header's last column is a label (`id,text,label`) and whose last field is a verdict. */
export function fixtureCsv(text: string, out: Spans): void {
  const first = text.indexOf("\n");
  if (
    first < 0 ||
    !/^[\w ]{1,24}(?:,[\w ]{1,24}){1,12},\s{0,2}(?:label|expected|verdict|class|category)\s*$/.test(
      text.slice(0, first),
    )
  )
    return;
  let pos = first + 1;
  while (pos < text.length && out.length < MAX_SPANS) {
    let end = text.indexOf("\n", pos);
    if (end < 0) end = text.length;
    const comma = text.lastIndexOf(",", end);
    if (comma > pos && VERDICT_WORD.test(text.slice(comma + 1, end).trim())) out.push(pos, end, FIXTURE);
    pos = end + 1;
  }
}

/**
 * Quoted strings named as examples of a kind of text: `payloads like "…" or "…"`, `(for example "…", "…")`, `e.g.
 * "…"`, and a labelled example (`Example seen in the wild: <span …>…</span>`, `Sample payload: "…"`), whose quoted
 * string or HTML element is the example.
 */
const EXAMPLE_CUE =
  /\b(?:texts?|strings?|prompts?|phrases?|payloads?|attacks?|jailbreaks?|inputs?|sentences?|wordings?)\s{1,4}(?:like|such\s{1,4}as)\s{0,4}|\(\s{0,2}(?:for\s{1,4}example|for\s{1,4}instance|e\.g\.),?\s{0,4}|(?<![\w.])(?:for\s{1,4}example|for\s{1,4}instance|e\.g\.)[,:]?\s{0,4}(?=["“])|\b(?:examples?|samples?|payloads?)\b[^:\n.!?"]{0,40}:\s{0,4}(?=["“<])/g;
/** an HTML element right after an example's label: its name, to find where it closes */
const ELEMENT_OPEN = /^<([a-z][a-z0-9-]{0,15})\b[^<>\n]{0,200}>/;
/** how far an example element may reach on its line */
const MAX_ELEMENT = 400;
export function exampleSpans(text: string, out: Spans): void {
  EXAMPLE_CUE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = EXAMPLE_CUE.exec(text)) !== null && out.length < MAX_SPANS) {
    let i = m.index + m[0].length;
    const element = ELEMENT_OPEN.exec(text.slice(i, i + 220));
    if (element) {
      const close = text.indexOf(`</${element[1]}>`, i);
      const eol = text.indexOf("\n", i);
      if (close > 0 && close - i <= MAX_ELEMENT && (eol < 0 || close < eol)) {
        const end = close + element[1].length + 3;
        out.push(i, end, EXAMPLE);
        EXAMPLE_CUE.lastIndex = Math.max(EXAMPLE_CUE.lastIndex, end);
      }
      continue;
    }
    // the quoted examples in a row: "a", "b" or "c"
    for (let k = 0; k < 8; k++) {
      const open = text[i];
      const close = open === '"' ? '"' : open === "“" ? "”" : "";
      if (close === "") break;
      const end = text.indexOf(close, i + 1);
      const eol = text.indexOf("\n", i + 1);
      if (end < 0 || end - i > 400 || (eol >= 0 && eol < end)) break;
      out.push(i, end + 1, EXAMPLE);
      const sep = /^\s{0,3}(?:,|or|and|\/|,\s{0,3}(?:or|and))?\s{0,3}/.exec(text.slice(end + 1, end + 12));
      i = end + 1 + (sep ? sep[0].length : 0);
    }
    EXAMPLE_CUE.lastIndex = Math.max(EXAMPLE_CUE.lastIndex, i);
  }
}
