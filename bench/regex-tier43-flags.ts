// Which V8 regexp flag survives being set at run time: regexes compiled to bytecode first, the flag set, the same regexes run again (each setting in fresh child processes: exit, signal, same answers).

import { spawnSync } from "node:child_process";

// usage: node bench/regex-tier43-flags.ts [--runs N]
//   The child builds 300 regexes with captures and bounded repeats, runs each once or a few times (bytecode, as a host
//   has before an extension loads), sets the flag with v8.setFlagsFromString, then runs them 50 times more (one-byte
//   and two-byte subjects, with garbage in between) and compares every answer with the first. Round 43: with
//   `--no-regexp-tier-up` 5 of 5 children died of SIGSEGV (what killed pi in round 31, regex-tier.ts); with
//   `--regexp-tier-up-ticks=0` (regexp-native43.ts) and with no flag, 0 of 5, every answer the same.
const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;

const CHILD = String.raw`
import v8 from "node:v8";
const flag = process.argv[1];
const srcs = [];
for (let i = 0; i < 300; i++) srcs.push("(?:w" + i + "|v" + i + ")(?:\\s*(?:a+|b{1,3}|c?d)){1,9}[^x]{0," + ((i % 40) + 1) + "}?(q|r|s" + i + ")");
const many = srcs.map((s) => new RegExp(s, "g"));
const once = srcs.map((s) => new RegExp(s));
const subject = (i, k) => "w" + i + " aaa bb cd aab zz s" + i + " v" + i + " " + "ab ".repeat(i % 30) + "q" + (k % 2 ? "\u4e2d" : "");
const answers = (k) => JSON.stringify([many.map((r, i) => subject(i, k).match(r)), once.map((r, i) => r.exec(subject(i, k)) && [...r.exec(subject(i, k))])]);
const want = [answers(0), answers(1)];
const fresh = srcs.map((s) => new RegExp(s));
fresh.forEach((r, i) => r.exec(subject(i, 0)));
if (flag !== "none") v8.setFlagsFromString(flag);
let same = true;
for (let k = 0; k < 50; k++) {
  if (answers(k) !== want[k % 2]) same = false;
  fresh.forEach((r, i) => r.exec(subject(i, k)));
  const junk = [];
  for (let j = 0; j < 2e4; j++) junk.push({ j });
}
console.log(same ? "same answers" : "ANSWERS DIFFER");
`;

for (const flag of ["none", "--regexp-tier-up-ticks=0", "--no-regexp-tier-up"]) {
  const outcomes = new Map<string, number>();
  for (let r = 0; r < runs; r++) {
    const c = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD, "--", flag], { encoding: "utf8" });
    const what = c.signal
      ? `killed by ${c.signal}`
      : `exit ${c.status}, ${c.stdout.trim() || c.stderr.trim().slice(0, 80)}`;
    outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
  }
  console.log(`${flag} set at run time: ${[...outcomes].map(([w, n]) => `${n} of ${runs} ${w}`).join("; ")}`);
}
