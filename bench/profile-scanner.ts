// Where the scanner's time goes: a CPU profile (self time per function) over the bench's short texts and 1 MB text, and each prose rule's own regex cost.

import { Session } from "node:inspector/promises";
import { realisticText, shortTexts } from "./scanner.bench.ts";
import { scan } from "../src/engine/injection/scan.ts";
import { normalize } from "../src/engine/injection/normalize.ts";
import { PROSE_RULES } from "../src/engine/injection/patterns.ts";
import { MULTILINGUAL_RULES } from "../src/engine/injection/multilingual.ts";

// usage: node bench/profile-scanner.ts [short|long|rules]...   (all three without arguments)
const which = process.argv.slice(2);
const want = (k: string): boolean => which.length === 0 || which.includes(k);
const text = realisticText();
const rows = shortTexts(text);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

async function profile(label: string, fn: () => void, reps: number): Promise<void> {
  fn(); // warm-up
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  for (let i = 0; i < reps; i++) fn();
  const { profile } = (await session.post("Profiler.stop")) as { profile: { nodes: Node[] } };
  session.disconnect();
  const keyOf = (n: Node): string => {
    const f = n.callFrame;
    return `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\/(src|bench|node_modules)\//, "$1/")}:${f.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  // inclusive time: a sample counts once for every distinct function on its stack (a whole pass, its callees included)
  const inclusive = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const isChild = new Set(profile.nodes.flatMap((n) => n.children ?? []));
  let total = 0;
  const walk = (n: Node, onStack: Set<string>): void => {
    const key = keyOf(n);
    const added = !onStack.has(key);
    if (added) onStack.add(key);
    self.set(key, (self.get(key) ?? 0) + n.hitCount);
    total += n.hitCount;
    // every sample at or below n: the stack's functions each get it once
    let below = n.hitCount;
    for (const c of n.children ?? []) below += subtree(byId.get(c) as Node);
    if (added) inclusive.set(key, (inclusive.get(key) ?? 0) + below);
    for (const c of n.children ?? []) walk(byId.get(c) as Node, onStack);
    if (added) onStack.delete(key);
  };
  const sums = new Map<number, number>();
  const subtree = (n: Node): number => {
    let s = sums.get(n.id);
    if (s === undefined) {
      s = n.hitCount;
      for (const c of n.children ?? []) s += subtree(byId.get(c) as Node);
      sums.set(n.id, s);
    }
    return s;
  };
  for (const n of profile.nodes) if (!isChild.has(n.id)) walk(n, new Set());
  const show = (title: string, m: Map<string, number>, top: number): void => {
    process.stdout.write(`\n== ${label}: ${title} (${total} samples)\n`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      process.stdout.write(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}\n`);
  };
  show("self time by function", self, 30);
  show("total time by function (callees included)", inclusive, 40);
}

if (want("short"))
  await profile("2,000 short texts, tool_result", () => rows.forEach((t) => void scan(t, "tool_result")), 10);
if (want("long")) await profile("1 MB realistic text, tool_result", () => void scan(text, "tool_result"), 5);
if (want("rules")) {
  // each rule's regex alone over every short text's main view: what a rule costs when its gate does not keep it off
  const views = rows.map((t) => normalize(t).main.text);
  const cost: [string, number, boolean][] = [];
  for (const rule of [...PROSE_RULES, ...MULTILINGUAL_RULES]) {
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < 5; k++)
      for (const v of views) {
        rule.re.lastIndex = 0;
        if (rule.re.global) while (rule.re.exec(v) !== null);
        else rule.re.test(v);
      }
    cost.push([rule.id, Number(process.hrtime.bigint() - t0) / 5e6, rule.gate !== undefined]);
  }
  const base = (() => {
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < 5; k++) for (const t of rows) void t.normalize("NFKC").toLowerCase();
    return Number(process.hrtime.bigint() - t0) / 5e6;
  })();
  process.stdout.write(
    `\n== each rule's full regex pass over ${rows.length} short texts (ms; NFKC pass = ${base.toFixed(2)} ms)\n`,
  );
  for (const [id, ms, gated] of cost.sort((a, b) => b[1] - a[1]).slice(0, 40))
    process.stdout.write(`${ms.toFixed(2).padStart(8)}  ${gated ? "gated  " : "UNGATED"}  ${id}\n`);
}
