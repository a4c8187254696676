// Checks on every tuning text that each gated reader's condition is necessary: wherever the reader, run ungated, finds an order, the prefilter pass left its gate open.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { actOrder36 } from "../src/engine/injection/act-order36.ts";
import { CARRIER_MAX } from "../src/engine/injection/carrier-kind.ts";
import { readerPoints } from "../src/engine/injection/carrier-reader.ts";
import { objectReach } from "../src/engine/injection/carrier-reader-need.ts";
import { describesTool } from "../src/engine/injection/carrier-reader-vocab.ts";
import { normalize, type View } from "../src/engine/injection/normalize.ts";
import { originalViews } from "../src/engine/injection/original-views.ts";
import { plainForm } from "../src/engine/injection/plain-form.ts";
import { gateClosed, mayOrderAct36, mayRecordAct34, READER_OBJECT_GATE } from "../src/engine/injection/reader-gates.ts";
import { recordAct34 } from "../src/engine/injection/record-act34.ts";
import { runRules } from "../src/engine/injection/scan-rules.ts";
import { tuningTexts } from "./lib/tuning-texts.ts";

// usage: node scripts/check-reader-gates.ts [--no-fresh]   (exit 1 and the texts named when a condition missed a hit)
// Each text's main view is read as the rule stage reads it (and its plain form's, when it has one): the reader alone,
// without its gate, and the gate as the pass over that view sets it. The report and honest sets are never opened.
const READERS: readonly { name: string; fires: (text: string) => boolean; open: (view: View) => boolean }[] = [
  { name: "act.order36", fires: (t) => actOrder36(t) !== null, open: mayOrderAct36 },
  { name: "record.act34", fires: (t) => recordAct34(t) !== null, open: mayRecordAct34 },
  // carrier.ts's reader: every sentence readerPoints scores (each read with the one before and after it, as a tool's
  // description where the text is one) holds a literal of carrier-reader-need.ts, and the pass left its gate open
  {
    name: "carrier.reader-object",
    fires: (t) => scoredSentences(t).length > 0,
    open: (v) =>
      !gateClosed(v, READER_OBJECT_GATE) && scoredSentences(v.text).every(([s, e]) => objectReach(v.text)[s] <= e),
  },
];

/** sentences as carrier.ts cuts a part: at ".", "!", "?" or ";" before white space, or at a line end */
const END = /[.!?;]+(?=\s|$)|\n/g;
const scored = new Map<string, [number, number][]>();
/** The [start, end) of each sentence of `text` readerPoints gives points (texts up to a carrier's length, as read). */
function scoredSentences(text: string): [number, number][] {
  const known = scored.get(text);
  if (known) return known;
  const cuts: [number, number][] = [];
  if (text.length <= CARRIER_MAX)
    for (let from = 0; from < text.length; ) {
      END.lastIndex = from;
      const m = END.exec(text);
      const to = m ? m.index + m[0].length : text.length;
      cuts.push([from, to]);
      from = to;
    }
  const tool = describesTool(text);
  const at = (i: number): string => (cuts[i] ? text.slice(cuts[i][0], cuts[i][1]) : "");
  const out = cuts.filter((_, i) => readerPoints(at(i), at(i - 1), at(i + 1), tool).points > 0);
  scored.clear();
  scored.set(text, out);
  return out;
}

function probed(text: string): View {
  const main = normalize(text).main;
  main.found = { text: main.text, probes: runRules(main, text.length, 0, []) };
  return main;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const fired = new Map(READERS.map((r) => [r.name, 0]));
const missed: string[] = [];
let views = 0;
for (const t of tuningTexts(root, !process.argv.includes("--no-fresh"))) {
  const plain = plainForm(t.text, 256 * 1024, originalViews(t.text, 256 * 1024));
  for (const text of plain === null ? [t.text] : [t.text, plain.text]) {
    const view = probed(text);
    views++;
    for (const r of READERS) {
      if (!r.fires(view.text)) continue;
      fired.set(r.name, (fired.get(r.name) ?? 0) + 1);
      if (!r.open(view)) missed.push(`${r.name}\t${t.id}`);
    }
  }
}
for (const r of READERS)
  process.stdout.write(
    `${r.name}: fires on ${fired.get(r.name)} of ${views} views, gate closed on ${missed.filter((m) => m.startsWith(`${r.name}\t`)).length} of them\n`,
  );
if (missed.length > 0) process.stdout.write(`${missed.join("\n")}\n`);
process.exit(missed.length > 0 ? 1 : 0);
