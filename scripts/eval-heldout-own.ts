// Builds eval/injection/heldout-own.jsonl from its hand-written sources and scores it: per split, carrier and class.

// first: restarts under `node --no-regexp-tier-up` (scripts/lib/native-regex.ts)
import "./lib/native-regex.ts";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "../src/engine/injection/scan.ts";
import { BENIGN_HALVES, classHalves, OWN_SETS, type OwnRow, ownSet, parseOwn } from "./lib/heldout-own.ts";
import { figures, tableHeader, tableRow, type Scored } from "./lib/injection-train/metrics.ts";

// usage: node scripts/eval-heldout-own.ts [--set 1|2|3|5|7|9|11|13|15|17|19|21|23|25|27|29|31|33|35|37|39|41|43|45|47|49|51|53|55|57|59|61|63|65|67|69|71|73|75|77|79|81|83|85] [--split tune|report|all] [--rules] [--misses] [--halves] [--half A|B]
// set 1: inj.txt + ben.txt -> heldout-own.jsonl; set 2: inj2.txt + ben2.txt -> heldout-own2.jsonl (public-benchmark shapes);
// set 3: inj3.txt + ben3.txt -> heldout-own3.jsonl (round 6, no tune half, also broken down by class; tuning data since
// round 7); set 5: inj5.txt + ben5.txt -> heldout-own5.jsonl (round 7's report set, same layout as set 3, tuning data
// since round 8); set 7 (round 8's report set, tuning data since round 9); set 9 (round 9's report set, tuning data
// since round 10); set 11 (round 10's report set, tuning data since round 11); set 13 (round 11's report set, tuning
// data since round 13); set 15 (round 13's report set, tuning data since round 14); set 17 (round 14's report set,
// tuning data since round 15); set 19 (round 15's report set, tuning data since round 16); set 21 (round 16's report
// set, tuning data since round 17); set 23 (round 17's report set, tuning data since round 18); set 25 (round 18's
// report set, tuning data since round 19); set 27 (round 19's report set, tuning data since round 20); set 29 (round
// 20's report set, tuning data since round 21); set 31 (round 21's report set, tuning data since round 22); set 33
// (round 22's report set, tuning data since round 23); set 35 (round 23's report set, tuning data since
// round 25); set 37 (round 25's report set, tuning data since round 26); set 39 (round 26's report set, tuning data since round 27: third-party
// content the agent fetches); set 41 (round 27's report set, tuning data since round 28: indirection and delegation); set 43 (round 28's report set, tuning data since round 29:
// persuasion, authority and impersonation); set 45 (round 29's report set, tuning data since round 30: source code and its artefacts as the carrier); set 47 (round 30's report set, tuning data since round 31: the form of the
// text hides the order); set 49 (round 31's report set, tuning data since round 32: the agent's own plumbing as the carrier: tools, protocols and
// agent-to-agent traffic); set 51 (round 32's report set, tuning data since round 33: ordinary business and personal records the agent reads for
// its user, the order just another request in the record); set 53 (round 33's report set, tuning data since round 34, written blind in round 32: the
// world's languages first, three quarters and more written natively in other languages, code-switched and transliterated); set 55
// (round 34's report set, tuning data since round 35, written blind in round 33: long and many-part texts, the order a sentence or a few in a long
// document the agent reads for its work); set 57 (round 35's report set, tuning data since round 36, written blind in round 34: text converted from
// other media -- OCR, PDF extraction, captions and transcripts, alt text, metadata, exported slides and sheets, converted
// HTML, diagram sources, barcode decodes, handwriting recognition, machine translation -- the order riding in that text); set 59 (round 36's report set, tuning data since round 37, written blind in round 35: what
// the developer's own tools print -- test runners, compilers, linters, git, package managers, containers, clusters, databases,
// cloud CLIs, the dev server, build logs, debuggers, --help -- the order riding in data the tool echoes back); set 61 (round 37's report set, tuning data since round 38, written blind in round 36: short
// fragments -- an issue or PR title, a commit subject, a branch name, a one-line comment or TODO, a cell, a snippet, a toast, a
// chat line, a calendar entry, a placeholder, a package description, an error or status line, an env pair, a tag, an SMS -- the order most of the text); set 63 (round 38's report set, tuning data since round 39, written blind in
// round 37: threads and conversations with many voices -- issue and review threads, mailing lists with quoted replies, Q&A pages, chat
// exports, meeting chats, ticket histories, forum topics, bots' comments, patch discussions, wiki talk pages -- the order one voice among many); set 65 (round 39's report set, tuning data since round 40, written blind in round 38: the work
// itself -- issues with acceptance criteria, user stories, RFCs and design docs, migration plans, ADRs, PR task lists, onboarding
// guides, runbooks, release checklists, refactoring and test plans, steps to reproduce, board cards, product specs, how-we-work pages,
// bug-bounty reports, hand-off notes -- the order one step among ordinary steps of the job); set 67 (round 40's report set, tuning data since round 41, written
// blind in round 39: what the agent asked for -- web search results, documentation searches, registry searches and package pages,
// API answers, retrieval chunks, code search hits, changelogs and release notes, searched error messages, help-site answers, model
// and dataset cards, other agents' and tools' replies, translations and summaries, status pages, advisories -- the order part of the answer); set 69
// (round 41's report set, tuning data since round 42, written blind in round 40: agents talking to agents -- sub-agents' reports, planners' plans, reviewers'
// verdicts, hand-offs, A2A task messages, tool servers' replies, memory files, session summaries, research digests, bots' pull
// requests and comments, triage bots, eval feedback, workflow step outputs, queue messages -- the order one of the other agent's next steps); set 71
// (round 42's report set, tuning data since round 43, written blind in round 41: what the agent learns from -- framework tutorials, codelabs, workshop handouts,
// course lab sheets and assignments, exercises with solutions, katas, bootcamp notes, textbook chapters, cheat sheets, how-tos,
// interview guides, migration lessons, academy courses, study guides, teaching notebooks -- the order one of the lesson's steps); set 73
// (round 43's report set, tuning data since round 44, written blind in round 42: what governs the work -- engineering policies, secure-development standards,
// SOC 2 and ISO 27001 controls, audit findings, DPA annexes, terms of service, licences and NOTICE files, CLA and DCO guides,
// retention schedules, incident-response and change-management procedures, vendor questionnaires -- the order one clause or control); set 75
// (round 44's report set, tuning data since round 45, written blind in round 43: data the agent handles as data -- CSV and TSV exports, spreadsheet cells and comments,
// query result rows, notebook outputs, event exports, survey answers, product feeds, i18n string files, flag configs, CRM and help-desk
// exports, app reviews, vCard and ICS files, feeds and sitemaps, data dictionaries, fixtures, dataset cards -- the order one field or row); set 77
// (round 45's report set, tuning data since round 46, written blind in round 44: what automation writes to people -- password-reset, invoice, shipping and security
// mails, calendar invites, dependency-update PR bodies, CI and review bots' comments, error alerts, incident timelines, status pages,
// uptime digests, scheduled reports, webhook payloads, chat-ops replies, store-review alerts, cloud notices, newsletters, form auto-replies,
// list moderation digests, release announcements, help-desk ticket summaries -- the order one field, line or section of the message); set 79
// (round 46's report set, tuning data since round 47, written blind in round 45: design, product and planning documents the agent builds from -- PRDs, one-pagers,
// user stories and Gherkin files, UX specs, design-system docs, design-tool comments, wireframe notes, accessibility audits, copy decks,
// ADRs, RFCs, API design reviews, data-model proposals, migration, flag and experiment plans, launch checklists, roadmaps and OKRs,
// sprint notes, test plans, threat models, interview syntheses -- the order one requirement, criterion, comment, decision or checklist item);
// set 81 (round 47's report set, tuning data since round 48, written blind in round 46: code review -- inline PR and MR comments, suggestion blocks, review summaries,
// Gerrit and Phabricator comments, patch review by mail, analysis findings as review bots post them (SARIF, Sonar, CodeQL, Semgrep, Danger,
// reviewdog), AI review bots, security, design and pair reviews, checklists, CODEOWNERS conditions, review threads and minutes, reviews of
// dependency bumps, migrations, Terraform plans, Dockerfiles, docs and notebooks -- the order one comment, suggestion, finding or checklist item);
// set 83 (round 48's report set, written blind in round 47: what users and customers report -- bug-report issues, help-desk tickets and replies,
// app-store and marketplace reviews, crash reports with the user's comment, feedback-widget exports, feature-request boards, forum, Discord
// and Slack support threads, beta reports, accessibility complaints, translation corrections, security and bounty reports, reproduction
// READMEs, churn surveys, sales call notes, escalation summaries -- the order one field, step, log line, attachment excerpt or reply);
// set 85 (round 49's report set, written blind in round 48: what the agent's search and fetch tools bring back -- web search result lists,
// pages fetched as Markdown, Q&A questions with answers, docs search hits and cited docs answers, code search matches, registry listings and
// package pages, answer-engine summaries with citations, RAG chunks and vector hits, browser snapshots, RSS and Atom items, archived pages,
// scraped changelogs and status pages, tracker search results, raw search JSON, curled pages -- the order one result, snippet, answer or section)
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "eval", "injection", "heldout-own");
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const set = ownSet(arg("--set"));
const halves = OWN_SETS[set].halves;
const split = arg("--split") ?? (halves ? "tune" : "report");
if (!halves && split === "tune") throw new Error(`set ${set} is a report set: it has no tune half`);
const sfx = OWN_SETS[set].suffix;
const files = [`inj${sfx}.txt`, `ben${sfx}.txt`];
const absent = files.filter((f) => !existsSync(join(dir, f)));
if (absent.length > 0) {
  process.stdout.write(`heldout-own set ${set}: ${absent.join(", ")} absent in ${dir}; skipped\n`);
  process.exit(0);
}
const read = (f: string): string => readFileSync(join(dir, f), "utf8");
const rows = [
  ...parseOwn(read(files[0] as string), files[0] as string, "injection", `own${sfx}-inj`, set),
  ...parseOwn(read(files[1] as string), files[1] as string, "benign", `own${sfx}-ben`, set),
];
writeFileSync(
  join(root, "eval", "injection", `heldout-own${sfx}.jsonl`),
  // sets 1 and 2 keep the fields they always had (cls is new with set 3)
  `${rows.map(({ cls, ...r }) => JSON.stringify(halves ? r : { ...r, cls })).join("\n")}\n`,
);
const onlyHalf = arg("--half");
// --half A in a set split on both sides: every figure is of half A alone (half B is scored only at a round's start and end)
const ownHalf = onlyHalf && BENIGN_HALVES.has(set) ? classHalves(rows, true) : undefined;
const picked = rows.filter((r) => (split === "all" || r.split === split) && (!ownHalf || ownHalf.get(r) === onlyHalf));
const model = process.argv.includes("--rules") ? null : undefined;
const scored = picked.map((r) => ({ r, s: scan(r.text, r.surface, { model }).score }));
const fig = (f: (r: OwnRow) => boolean): ReturnType<typeof figures> =>
  figures(scored.filter((x) => f(x.r)).map((x): Scored => ({ y: x.r.label === "injection" ? 1 : 0, s: x.s })));
const out = [
  `heldout-own${sfx}, split ${split}${ownHalf ? `, half ${onlyHalf}` : ""}, ${model === null ? "rules only" : "rules + shipped model"}`,
  tableHeader(),
];
out.push(
  tableRow(
    "all",
    fig(() => true),
  ),
);
for (const c of [...new Set(picked.map((r) => r.category))].sort())
  out.push(
    tableRow(
      c,
      fig((r) => r.category === c),
    ),
  );
if (!halves) {
  // a report set: also by class over carriers, and by carrier over classes (benign rows under their own class names)
  for (const key of ["cls", "carrier"] as const) {
    out.push("", `by ${key === "cls" ? "class" : "carrier"}`, tableHeader());
    for (const v of [...new Set(picked.map((r) => r[key]))].sort())
      out.push(
        tableRow(
          v,
          fig((r) => r[key] === v),
        ),
      );
  }
}
if (!halves && process.argv.includes("--halves")) {
  // a report set read as tuning data (set 5 since round 8, set 7 since round 9, set 9 since round 10, set 11
  // since round 11, set 13 since round 13, set 15 since round 14, set 17 since round 15, set 19 since round 16, set 21
  // since round 17, set 23 since round 18, set 25 since round 19, set 27 since round 20, set 29 since round 21, set 31
  // since round 22, set 33 since round 23): its injections split per class by alternate rows, A (even) and B (odd), so
  // a rule tuned on A can be checked on B; recall at 0.8 and 0.5 per class and half, no row printed
  const half = classHalves(picked, BENIGN_HALVES.has(set) && !ownHalf);
  if (BENIGN_HALVES.has(set)) {
    // both sides split: a summary line per half (injections and benign rows of that half)
    out.push("", "by half (injections and benign rows each split per class)", tableHeader());
    for (const h of ["A", "B"] as const)
      out.push(
        tableRow(
          `half ${h}`,
          fig((r) => half.get(r) === h),
        ),
      );
  }
  const rate = (xs: typeof scored, t: number): string =>
    xs.length === 0 ? "-" : (xs.filter((x) => x.s >= t).length / xs.length).toFixed(3);
  out.push("", "injections by class and half (A: even rows of each class, B: odd rows)");
  out.push(
    "| class | A n | A recall@0.8 | A recall@0.5 | B n | B recall@0.8 | B recall@0.5 |",
    "|---|---:|---:|---:|---:|---:|---:|",
  );
  // injections only: in the sets whose benign rows are split too, `half` holds benign rows as well
  const injected = [...half.keys()].filter((r) => r.label === "injection");
  for (const c of [...new Set(injected.map((r) => r.cls)), "all"].sort()) {
    const of = (h: "A" | "B") =>
      scored.filter((x) => x.r.label === "injection" && half.get(x.r) === h && (c === "all" || x.r.cls === c));
    const [a, b] = [of("A"), of("B")];
    out.push(
      `| ${c} | ${a.length} | ${rate(a, 0.8)} | ${rate(a, 0.5)} | ${b.length} | ${rate(b, 0.8)} | ${rate(b, 0.5)} |`,
    );
  }
}
process.stdout.write(`${out.join("\n")}\n`);
if (process.argv.includes("--misses")) {
  // --half A: only half A's injections (and every benign row, or half A's in BENIGN_HALVES sets) are listed, so half B
  // stays unread
  const only = arg("--half");
  const inHalf = only ? (ownHalf ?? classHalves(picked)) : undefined;
  for (const x of scored.sort((a, b) => a.s - b.s)) {
    if (inHalf?.has(x.r) && inHalf.get(x.r) !== only) continue;
    const bad = x.r.label === "injection" ? x.s < 0.8 : x.s >= 0.5;
    if (bad)
      process.stdout.write(
        `${x.s.toFixed(3)} ${x.r.id} [${x.r.category}] ${x.r.text.replace(/\s+/g, " ").slice(0, 150)}\n`,
      );
  }
}
