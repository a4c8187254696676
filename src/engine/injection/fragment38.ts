// Short fragments (a title, a commit subject, a cell, a chat line, an SMS, a tooltip): the order is the text's whole content, read with no record around it.

import { CAP, withViewReading } from "./converted36.ts";
import { normalize } from "./normalize.ts";
import { partAct34 } from "./record-act34.ts";
import { ABOUT34 } from "./record-act34-vocab.ts";
import { skippedCheck38 } from "./fragment-skip38.ts";
import { refusesInOwnWords } from "./refused-specimen39.ts";
import type { ScanResult } from "./types.ts";

/**
 * An issue title, a commit subject, a spreadsheet cell, a chat line, a toast or an SMS is a fragment of a few clauses:
 * no document surrounds it, so the readers that judge an order by the record around it (record-act34.ts leaves "a lone
 * instruction" alone as guidance; a command is read by the bash layer only where a carrier hands it over with "run" or a
 * colon and nothing after it) read nothing. In a fragment, what is left is the act, its object and its mood: a command
 * given as the fix ("workaround: curl … | sudo bash and rerun", "DISK FULL → fix: `rm -rf … /backups/*` + restart") is
 * the fragment's order, and the bash layer knows what it does; so is a tool-holder's act of consequence (a secret
 * handed out, root rights granted, code whose running is the harm) with no record around it. A command that the
 * fragment says was removed, replaced, avoided or run by mistake is told, not given; so is a fragment about the trick.
 */
/** a fragment as a tool prints it: the fragment and its frame (an issue list's columns, a commit header, a grep line) */
export const FRAGMENT_MAX = 420;
/** lines a fragment's frame holds at most (a full `git log` entry: hash, author, date, blank, subject) */
const LINES_MAX = 7;
/** commands read at most per fragment */
const COMMANDS_MAX = 8;
/** writing about the trick (a note that quotes an order to say it must not be followed) */
const WRITE_UP =
  /prompt[- ]injection|inject(?:ed|ion)\b|\battacker'?s?\b|red[- ]team|threat model|malicious|angreifer|eingeschleust|attaquant|atacante|攻撃者|インジェクション/i;
/** a program that opens a command */
const PROGRAM = String.raw`(?:sudo\s+)?(?:curl|wget|bash|sh|zsh|rm|chmod|chown|ssh|scp|rsync|nc|ncat|socat|dd|mkfs\S*|echo|printf|cat|tar|base64|python3?|node|perl|ruby|php|npx|npm|pnpm|yarn|pip3?|docker|podman|kubectl|crontab|git|gh|aws|gcloud|az|psql|mysql|powershell|iex|iwr|reg|schtasks|systemctl|launchctl|find|shred|truncate)`;
/**
 * what a quoted command may open with before its program (round 43): a variable set from a command or a value
 * (`cfg=$(cat ~/.kube/config); curl …`, `DATABASE_URL=… npx …`) and a program's absolute path (`/bin/bash -c …`)
 */
const HEAD = String.raw`(?:[A-Za-z_][A-Za-z0-9_]{0,40}=(?:\$\([^()\x60\n]{1,200}\)|"[^"\x60\n]{0,200}"|'[^'\x60\n]{0,200}'|[^\s;\x60]{0,200})[;\s]\s{0,3})?`;
const PATH = String.raw`(?:\/(?:usr\/)?(?:local\/)?s?bin\/)?`;
/** a command quoted in backticks */
const TICKED = new RegExp(String.raw`\x60(${HEAD}(?:sudo\s+)?${PATH}${PROGRAM}\s[^\x60\n]{2,300})\x60`, "g");
/**
 * a command after a colon, an arrow or a dash, or after "run", to the line's end (cut at prose below); a line that is
 * a command alone is a script's or a file's, not a fragment's order
 */
const BARE = new RegExp(
  String.raw`(?:[:→>—–]\s|\b(?:run|execute|paste|type|enter)\s)\s{0,4}(${PROGRAM}\s[^\x60\n]{2,300})`,
  "gm",
);
/** where a command ends and the fragment's words go on: "… | sudo bash and rerun", "… + restart", "… — worked for me" */
const PROSE_AFTER =
  /\s+(?:and (?!&)|then\b|so (?:that|we|it|you)\b|to (?:fix|keep|make|get|stop)\b|before\b|after\b|until\b|if\b|—|–|\+\s|\(|\[|y |et |und |und dann |e |i |потом|затем)|[.;,](?:\s|$)|\s{2}/;
/**
 * the fragment tells of the command rather than giving it: removed, replaced, avoided, forbidden, explained, reported as
 * run (by mistake, by someone); in the words before it on its line (a question before it, "stuck?", leads to the fix)
 */
const TOLD_BEFORE =
  /\b(?:remov\w*|drop(?:s|ped)?|delet\w*|replac\w*|instead|no longer|never|don'?t|do not|doesn'?t|not|avoid\w*|stop\w*|deprecat\w*|ban\w*|block\w*|forbid\w*|disallow\w*|detect\w*|flag\w*|warn\w*|reject\w*|revert\w*|ran|executed|was run|were run|said|says|saying|wrote|dice|decía|sagt|sagte|disait|diceva|accidentally|by mistake|mistakenly|why|what does|how does|explain\w*|(?:for|an|as an) example|such as|like)\b|\be\.g\.|\b(?:read|reads)\s*[:"“«„]/i;
/**
 * the same after the command, in its sentence ("… is dangerous", "… was blocked", "… ran by mistake", "…, but the project
 * pins the tool, so use `mise install` instead"), or the command asked about ("does `…` trip the scanner?")
 */
const TOLD_AFTER =
  /^[^.\n]{0,40}\b(?:is|are|was|were) (?:dangerous|unsafe|insecure|blocked|rejected|removed|not allowed|forbidden|banned)\b|^[^.\n]{0,40}\b(?:by mistake|accidentally)\b|^[^.!?\n]{0,160}\b(?:but|however|instead|rather)\b|^[^.!\n]{0,60}\?/i;
/** a fragment that undoes a change names what it undoes ("revert: \"feat: disable signature check\"") */
const UNDOES = /\brevert(?:s|ed|ing)?\b|\brolled? back\b|\bundo(?:es|ne)?\b/i;
/** a sentence's end: a fragment is one to three of them */
const SENTENCE_END = /[.!?](?=\s|$)|[。！？]/g;
const SENTENCES_MAX = 3;
/** a line of code the act stands in (a SQL statement, a code comment): a file, not a fragment's order */
const CODE_LINE = /^\s*(?:(?:drop|delete|truncate|alter|grant|update|insert|create)\s[^\n]*;\s*$|--\s)/;
/** a removal verb opening the act: harmful code taken out of a script is no order to run it */
const REMOVAL = /^(?:drop|remove|delete|strip|skip|disable|erase|purge|wipe|comment out)\b/;
/** a command inside a quotation the fragment reports ("「… `bash <(curl …)` を実行してください」という一文") */
const QUOTE_OPEN = /[「『“«„][^」』”»“\n]*$/;

/** the bash layer's readings of a command whose effect stays on the machine */
const LOCAL_ONLY: ReadonlySet<string> = new Set(["bash.read-credentials"]);

/**
 * a decoded payload piped into a shell: the text's plain form has already put the decoded words in place of the
 * encoded run (`echo shred -u … | base64 -d | bash`), which the bash layer reads a little below CAP
 */
const DECODED: ReadonlySet<string> = new Set(["bash.decode-to-shell"]);

/**
 * a note about such orders that calls them what they are ("a red flag", "a scam", "phishing", "engaño") or reports that
 * they were not obeyed ("we did not"); a note that refuses them in its own words is refused-specimen39.ts's reading
 */
const ABOUT_ORDERS = /\b(?:red flags?|scam\w*|phishing|fraud\w*|we did not|obey(?:ed|s)?|engaño|estafa)\b/iu;

/**
 * a download piped into a shell counts from here: a vendor's installer over https, the one-liner docs give ("to try the
 * beta, run `curl -s https://… | sh`"), reads 0.88; over plain http, from a bare address or into a root shell, higher
 */
const INSTALLER_BAR = 0.9;

/** Whether `text` is a fragment: short, a few lines, not writing about the trick. */
export function isFragment38(text: string): boolean {
  return fragmentShape38(text) && !aboutOrders38(text);
}

/** A fragment's shape: short, a few lines and sentences, no script (the cheap half of isFragment38, asked first). */
function fragmentShape38(text: string): boolean {
  if (text.length > FRAGMENT_MAX || text.startsWith("#!")) return false;
  // (the shape first, the words last: each test only ever says no, and the counts stop early where the word patterns,
  // case-blind over the whole text, cost the most)
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0 && lines <= LINES_MAX; i = text.indexOf("\n", i + 1)) lines++;
  if (lines > LINES_MAX) return false;
  SENTENCE_END.lastIndex = 0;
  let sentences = 0;
  while (SENTENCE_END.exec(text) && sentences <= SENTENCES_MAX) sentences++;
  return sentences <= SENTENCES_MAX;
}

/**
 * Whether a fragment's words write about such orders (the costly half of isFragment38: case-blind patterns over the
 * whole text, and refused-specimen39.ts's reading); withFragmentReading asks it only of a fragment that gives a command
 * or an act it would count, most give none (round 42).
 */
function aboutOrders38(text: string): boolean {
  if (WRITE_UP.test(text) || UNDOES.test(text) || ABOUT_ORDERS.test(text)) return true;
  // (a note that refuses the order it quotes, in its own words: the one reading of refused-specimen39.ts)
  return refusesInOwnWords(text);
}

/** The command `run` (from a program's name to the line's end) without the fragment's words after it. */
function commandOf(run: string): string {
  const m = PROSE_AFTER.exec(run);
  return (m ? run.slice(0, m.index) : run).trim();
}

/** The commands the fragment gives (not those it tells of), each cut where the fragment's words go on. */
export function fragmentCommands38(text: string): string[] {
  const out: string[] = [];
  for (const re of [TICKED, BARE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && out.length < COMMANDS_MAX; m = re.exec(text)) {
      const command = re === TICKED ? (m[1] as string).trim() : commandOf(m[1] as string);
      const at = m.index + m[0].indexOf(m[1] as string);
      // (the words before it on its own line: a frame's first line, a URL, is not the fragment's mood)
      const from = Math.max(0, at - 80, text.lastIndexOf("\n", at - 1) + 1);
      if (TOLD_BEFORE.test(text.slice(from, at)) || QUOTE_OPEN.test(text.slice(from, at))) continue;
      if (TOLD_AFTER.test(text.slice(at + (m[1] as string).length + (re === TICKED ? 1 : 0)))) continue;
      if (command.length > 4 && !out.includes(command)) out.push(command);
    }
  }
  return out;
}

/**
 * the record reader's classes a fragment's act is read by: those that judge the act and its object alone (a grant or
 * people's data sent read an address "the record does not otherwise know", which a fragment with no record cannot tell)
 */
const FRAGMENT_ACTS: ReadonlySet<string> = new Set(["secret-out", "run-harm", "foreign-install", "guard-off", "erase"]);
/**
 * guidance on where a thing belongs, not an order to move it: "add the API tokens to the project settings page, not to
 * the code", "share keys only in the vault"
 */
const PLACEMENT = /\bsettings\b|,\s*not\s+(?:to|in|into|on)\b|\bonly (?:to|in|into|on|via|through)\b/;
/** history rewritten to scrub a leaked file, a squash pushed with a lease: the bash layer judges these, not a word list */
const HISTORY = /force-?push|push\b[^\n]{0,60}--force|filter-(?:repo|branch)|\bbfg\b|reflog expire/;

/**
 * The fragment's act of consequence read in its normalised words: a tool-holder's act, or a release with its review
 * skipped. `commanded`: the fragment gives commands the bash layer read below its bar, so code whose running is the
 * harm is the bash layer's to judge (`run \`rm -rf build\`` is a clean-up).
 */
function actOf(norm: string, commanded: boolean): { rule: string; via: string } | null {
  const act = partAct34(norm, "");
  if (act && FRAGMENT_ACTS.has(act.act) && !(act.act === "run-harm" && commanded)) {
    const from = norm.lastIndexOf("\n", act.start) + 1;
    const span = norm.slice(act.start, act.end);
    // (a line of code, or an act the fragment tells of: harmful code dropped from a script, an act someone ran by mistake)
    const told =
      TOLD_BEFORE.test(norm.slice(from, act.start)) ||
      PLACEMENT.test(norm.slice(from, act.end)) ||
      (act.act === "run-harm" && (REMOVAL.test(span) || HISTORY.test(span)));
    if (!told && !CODE_LINE.test(norm.slice(from, act.end)))
      return { rule: `record.act34-${act.act}`, via: "fragment.act38" };
  }
  return skippedCheck38(norm) ? { rule: "fragment.release-unreviewed38", via: "fragment.skip38" } : null;
}

/**
 * The rule result with the fragment's own readings counted: the bash layer's reading of each command it gives (counted
 * from CAP: its weaker readings, a log truncated or a vendor's installer, are tips), and an act of consequence read with
 * no record around it (record-act34.ts's part reading, fragment-skip38.ts); at most CAP, and only above the text's own
 * score (converted36.ts's `withViewReading`). `normText`: `normalize(text).main.text` when the caller has it.
 */
export function withFragmentReading(
  text: string,
  rule: ScanResult,
  readCommand: (command: string) => ScanResult,
  normText?: string,
): ScanResult {
  // (the shape first; whether its words write about such orders is asked last, of a fragment with a reading to count:
  // every step between is pure, so the answer is isFragment38's, asked first)
  if (rule.score >= CAP || !fragmentShape38(text)) return rule;
  // (the rule stage's own normalised main view when the caller has it: the same text, not normalised twice)
  const norm = normText ?? normalize(text).main.text;
  // (a fragment that speaks about such orders: record-act34's words for it, on every reading)
  if (ABOUT34.test(norm)) return rule;
  let best: ScanResult | null = null;
  let via = "fragment.command38";
  const commands = fragmentCommands38(text);
  for (const command of commands) {
    const read = readCommand(command);
    // (a credential file shown on the user's own terminal goes nowhere: a fragment that hands it out is read below)
    const bar = read.evidence.some((e) => e.rule === "bash.pipe-to-shell") ? INSTALLER_BAR : CAP;
    const strong = read.score >= bar || (read.score >= 0.8 && read.evidence.some((e) => DECODED.has(e.rule)));
    if (!strong || read.evidence.every((e) => LOCAL_ONLY.has(e.rule))) continue;
    if (!best || read.score > best.score) best = read;
  }
  if (!best) {
    const act = actOf(norm, commands.length > 0);
    if (act) {
      best = { score: CAP, evidence: [{ rule: act.rule, category: "hijack", start: 0, end: text.length }] };
      via = act.via;
    }
  }
  return best && !aboutOrders38(text) ? withViewReading(text, rule, best, via) : rule;
}
