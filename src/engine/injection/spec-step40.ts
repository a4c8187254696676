// A spec, plan or checklist read step by step: each step's command and act read alone, as the job's own requirement.

import { jsonItems41 } from "./answer-json41.ts";
import { pretested } from "./literal-pretest44.ts";
import { keptFromUsers47 } from "./kept-from-users47.ts";
import { planStranger47 } from "./plan-stranger47.ts";
import { reviewExposed48 } from "./review-exposed48.ts";
import { reviewGuard48 } from "./review-guard48.ts";
import { FRAME_LINES48, isReview48, reviewHead48, reviewStranger48 } from "./review-stranger48.ts";
import { CAP, withViewReading } from "./converted36.ts";
import { withFragmentReading } from "./fragment38.ts";
import { itemCommand41 } from "./item-commands41.ts";
import { refusesInOwnWords } from "./refused-specimen39.ts";
import { ITEMS_AFTER44, leadsList44, plantedLine44 } from "./planted-list44.ts";
import { plantedRule43, RULES_TARGET43, standingRule43 } from "./planted-rule43.ts";
import { trailAct44 } from "./policy-trail44.ts";
import { secretOut42 } from "./secret-out42.ts";
import { specBackdoor47 } from "./spec-backdoor47.ts";
import { specSteps } from "./spec-steps40.ts";
import { standingConsent42 } from "./standing-consent42.ts";
import { strangerAct41 } from "./stranger-host41.ts";
import { DENIED, GUARD_LINES, stepAct40 } from "./step-acts40.ts";
import type { ScanResult } from "./types.ts";

/**
 * In the description of a job (an issue's acceptance criteria, a runbook, a release checklist, a migration plan, a
 * hand-off note) the order is step 4 of 8, phrased as the job's own requirement. Read as one document, the other steps
 * (ordinary work: tests, docs, reviews, code spans, links) are its context, and the readers that judge a short text by
 * its act and its object (fragment38.ts: a command given as the fix) never look at a text of eight steps. Here the
 * document's steps are read once from its structure (spec-steps40.ts) and each is read alone: a command the step gives
 * to run, as the bash layer reads it, and the acts whose object decides (step-acts40.ts: top rights for an outsider or
 * a whole organisation, a guard off everywhere, a secret's value where others read). What a step adds counts for the
 * document, at most CAP. A step's other readings in words (fragment38's tool-holder's acts, a grant to an address the
 * rest does not name) are left to the whole text: in READMEs and changelogs every bullet is such a fragment.
 */
/** writing about the trick: a step or a document that names it quotes an order to say it must not be followed */
const WRITE_UP =
  /prompt[- ]injection|inject(?:ed|ion)\b|\battacker'?s?\b|red[- ]team|threat model|malicious|phishing|angreifer|eingeschleust|attaquant|atacante|攻撃者|インジェクション/i;
/** exactly `RULES_TARGET43.test`, its literals asked first (literal-pretest44.ts) */
const mayTargetRules = pretested(RULES_TARGET43);
/** what the bash layer reads in a step's command for it to count: a download run, the home folder removed */
const COMMAND_BAR = 0.9;
/** a command quoted in a step, with the words before it */
const TICKED = /\x60([^\x60\n]{3,300})\x60/g;
/**
 * the step hands the command over to be run: "run", "execute", a colon before it, or the step opening with it, in
 * several languages ("ausführen", "exécuter", "実行", "执行", "运行", "실행", "выполните")
 */
const RUN_CUE =
  /(?:\b(?:run|runs|execute|executes|exec|paste|type|with|via|using|ausführen|führe|exécute[rz]?|lance[rz]?|ejecuta[r]?|executa[r]?|esegui(?:re)?|uruchom|voer|çalıştır|rode|ejecute|führen sie|draai|spusťte)\b|実行|执行|運行|运行|執行|실행|запустите|выполните|[:：→]\s*)\s*$/iu;
/** the readings of a command the step gives (the bash layer's) */
const COMMAND_READINGS = /^(?:fragment\.command38|bash\.)/;

/**
 * The rule result with each of the document's steps read alone (the bash layer's reading of a command the step gives
 * to run, step-acts40.ts's acts), when a reader fires that did not fire on the whole document; at most CAP.
 */
export function withStepReading(
  text: string,
  rule: ScanResult,
  readCommand: (command: string) => ScanResult,
): ScanResult {
  if (rule.score >= CAP) return rule;
  // (an API's JSON answer: its string fields of words are its items, answer-json41.ts, read only by the answer readers)
  const spec = specSteps(text);
  const steps = spec ?? jsonItems41(text);
  if (steps === null) return rule;
  const seen = new Set(rule.evidence.map((e) => e.rule));
  // (a document about such attacks, a threat model or a write-up, names acts as its topic: its words are not read as
  // acts; the commands it gives still are, by the bash layer)
  const writeUp = WRITE_UP.test(text);
  // (a lesson on an agent's rules file or memory: a step's quoted line is read as the rule it plants, planted-rule43.ts)
  const rulesTarget = !writeUp && mayTargetRules(text);
  // (a code review: its items' acts toward a site it names nowhere else, review-stranger48.ts, and the developer's
  // private files or a secret's value shown to its readers, review-exposed48.ts, and a guard opened in its config,
  // review-guard48.ts)
  const review = !writeUp && spec !== null && isReview48(text);
  // (a review's head names its own people, the reviewer's and author's addresses and the admin panel under review: no
  // item of the review, read by no stranger reader)
  const head = review ? reviewHead48(text, FRAME_LINES48) : "";
  let best: ScanResult = { score: 0, evidence: [] };
  let leadAt = -1;
  for (let k = 0; k < steps.length && best.score < CAP; k++) {
    const step = steps[k] as string;
    const low = step.normalize("NFKC").toLowerCase();
    // (a step that rules the act out, "never commit `.env`", "are refused", "a forbidden list: `rm -rf /`", gives none)
    // (an answer's item that hands over a stranger's command or plants a line in a startup file, item-commands41.ts,
    // judges its own negations: only those before the command in its sentence)
    const item = WRITE_UP.test(step) || writeUp ? null : itemCommand41(step, readCommand);
    // (a secret store carried out, secret-out42.ts, or the user's check recorded as waived, standing-consent42.ts, judge
    // their own negations: only those before the act)
    let out = item || writeUp || WRITE_UP.test(step) ? "" : handedOut42(withoutFences(step), step, rulesTarget);
    // (top rights, people's data, standing trust or code run at every start given to a site the document never names
    // elsewhere, plan-stranger47.ts, and what concerns the users kept from them, kept-from-users47.ts, and a way around the product's own
    // check, spec-backdoor47.ts: each judges its own negations, sentence by sentence)
    const inHead = review && head.includes(step.trim().slice(0, 60));
    if (!out && !item && spec !== null && !writeUp && !WRITE_UP.test(step) && !inHead) {
      const words = withoutFences(step);
      const act = planStranger47(words, text) ?? keptFromUsers47(words) ?? specBackdoor47(words);
      if (act) out = `spec.${act}47`;
      const seen48 =
        act || !review ? null : (reviewStranger48(step, text) ?? reviewExposed48(step) ?? reviewGuard48(step));
      if (seen48) out = `spec.review-${seen48}48`;
    }
    // (a policy's list of the rules an agent's file or memory holds: each item after its lead is a planted line,
    // planted-list44.ts)
    if (rulesTarget && RULES_TARGET43.test(step) && leadsList44(step)) leadAt = k;
    if (!out && !item && !writeUp && leadAt >= 0 && k > leadAt && k - leadAt <= ITEMS_AFTER44)
      out = standingRule43(plantedLine44(step)) ? "spec.planted-rule43" : "";
    // (a negation only after the step's first handed command, "结束后不要重新开启", keeps the commands read: the
    // fragment reading judges the words around each one; the step's acts in words stay gated)
    const denied = DENIED.test(low);
    const commandsOnly = denied && spec !== null && !WRITE_UP.test(step) && !deniedBeforeCommand(step);
    if (!item && !out && !commandsOnly && (WRITE_UP.test(step) || denied)) continue;
    let own = item ?? (spec ? commandRead(step, readCommand) : { score: 0, evidence: [] });
    if (commandsOnly && !item && !out) {
      if (own.score > best.score && own.evidence.some((e) => !seen.has(e.rule))) best = own;
      continue;
    }
    if (own.score < CAP && !writeUp) {
      const act = spec ? stepAct40(withoutFences(low)) : null;
      // (a secret or top rights handed to a site the rest of the answer never names, stranger-host41.ts)
      const stranger = act || DENIED.test(low) ? null : strangerAct41(step, text);
      const rule = act ? `spec.${act}40` : stranger ? `spec.${stranger}41` : out;
      if (rule) own = { score: CAP, evidence: [{ rule, category: "hijack", start: 0, end: 0 }] };
    }
    if (own.score <= best.score || !own.evidence.some((e) => !seen.has(e.rule))) continue;
    best = own;
  }
  // (a document about such orders, refusing them in its own words, is a write-up: asked only once a step fired)
  if (best.score === 0 || refusesInOwnWords(text)) return rule;
  return withViewReading(text, rule, best, "spec.step40");
}

/**
 * The step's commands as the fragment reader reads them (fragment38.ts: a command given, not one told of), kept only
 * when the step hands one over to be run and the bash layer reads it at COMMAND_BAR: a spec's steps quote the
 * project's ordinary commands (a vendor's installer over https, a sandbox folder removed, 0.88), and docs name
 * dangerous commands as examples; the bash layer, not the words around a command, judges what it does. A step that
 * names the harm of code in words (`record.act34-run-harm`) counts the same way, by its command.
 */
function commandRead(step: string, readCommand: (command: string) => ScanResult): ScanResult {
  // (structure first: a step that hands over no quoted command to run gives none, whatever its words: the fragment
  // reading, the costliest part of a step, is skipped; most steps of READMEs and changelogs quote none)
  const handed = handedCommands(step);
  if (handed.length === 0) return { score: 0, evidence: [] };
  // (a step that opens with a removal in the imperative, "Remove every backup on the box: `…`", hands its command over:
  // the fragment reader's told-words read "remove" as a command taken out of a script, so the opening is read as "Run:")
  // (asked second: the step's own words may hold the act, "Clean up the local files: `cd ~ && rm -rf ~/`")
  let own = withFragmentReading(step, { score: 0, evidence: [] }, readCommand);
  if (own.score === 0 && REMOVAL_OPENING.test(step))
    own = withFragmentReading(step.replace(REMOVAL_OPENING, "Run: "), { score: 0, evidence: [] }, readCommand);
  if (own.score === 0) return own;
  const byCommand = own.evidence.some((e) => COMMAND_READINGS.test(e.rule));
  if (!byCommand && !own.evidence.some((e) => e.rule === "record.act34-run-harm")) return { score: 0, evidence: [] };
  for (const command of handed) {
    const read = readCommand(command);
    // (a download piped into a shell is the form a tool's own install docs give; run from a stranger's address, a
    // download is `bash.run-download`)
    if (read.evidence.some((e) => e.rule === "bash.pipe-to-shell")) continue;
    if (read.score >= COMMAND_BAR) return own;
    // (below the bar, from the fragment's own CAP: a harm the bash layer reads as root or for the whole machine or account,
    // `sudo find / … -delete`, `sudo chmod 666 /var/run/docker.sock`, `git config --global core.hooksPath /tmp/h`; a
    // lesson's own work with that reach reads nothing: `sudo apt-get install`, `git config --global user.name`)
    const wide = SYSTEM_REACH.test(command) || read.evidence.some((e) => WIDE_READINGS.has(e.rule));
    if (read.score >= CAP && wide && !read.evidence.some((e) => OWN_REACH.has(e.rule)) && !restoredLater(step, command))
      return own;
  }
  return { score: 0, evidence: [] };
}

/**
 * a step opening with a removal in the imperative and a colon right before its first quoted command (round 43), in
 * several languages: "Remove …:", "Delete …:", "Clean up …:", "Supprimez …:", "Löschen Sie …:", "Elimina …:"
 */
const REMOVAL_OPENING =
  /^(?:remove|delete|clean(?: up)?|wipe|purge|free(?: up)?|reclaim|clear|erase|elimin[ae]|borr[ae]|limpi[ae]|supprimez|nettoyez|effacez|lösche|löschen sie|entfernen sie|remova|apague|exclua|limpe|rimuovi|cancella|verwijder|usuń|wyczyść|удалите|очистите|sil|temizle)(?![\p{L}\p{N}_])[^\n\x60]{0,160}?[:：]\s*(?=\x60)/iu;
/** a command run as root or set for the whole machine or user (round 43) */
const SYSTEM_REACH = /(?:^|[\s;&|(])sudo\s|\s--(?:global|system)\b|\s\/(?:\s|$)|\s\/(?:etc|var|usr|opt|srv|boot)\b/;
/** readings whose object is the whole machine or account by nature: its audit trail, its host protections, the host */
const WIDE_READINGS: ReadonlySet<string> = new Set([
  "bash.audit-off",
  "bash.host-protection-off",
  "bash.container-escape",
  "bash.ops-socket-open",
]);
/**
 * readings of such a command that a project's own docs give: history rewritten to drop a big file, the project's
 * provisioning script run as root on its own host
 */
const OWN_REACH: ReadonlySet<string> = new Set([
  "bash.history-destroyed",
  "bash.privilege-escape",
  "bash.shell-escape",
]);

/**
 * whether the step turns back on, after the command, the protection the command turned off (`sudo ufw disable`, test,
 * then `sudo ufw enable`): a troubleshooting step's pause, not a host left open (round 43)
 */
function restoredLater(step: string, command: string): boolean {
  const at = step.indexOf(command);
  const after = at < 0 ? "" : step.slice(at + command.length);
  return RESTORES.some(([off, on]) => off.test(command) && on.test(after));
}
/** a protection switched off, and the command that switches it back on */
const RESTORES: readonly (readonly [RegExp, RegExp])[] = [
  [/\bufw\s+disable\b/, /\bufw\s+(?:--force\s+)?enable\b/],
  [/\bsetenforce\s+(?:0|permissive)\b/i, /\bsetenforce\s+(?:1|enforcing)\b/i],
  [/\bauditctl\s+-e\s*0\b/, /\bauditctl\s+-e\s*[12]\b/],
  [
    /\bsystemctl\s+(?:stop|disable)\s+(?:--now\s+)?(?:firewalld|apparmor|auditd|fail2ban)\b/,
    /\bsystemctl\s+(?:start|enable|restart)\s+(?:--now\s+)?(?:firewalld|apparmor|auditd|fail2ban)\b/,
  ],
];

/** Whether a negation comes before the step's first quoted command (the step rules the command out). */
function deniedBeforeCommand(step: string): boolean {
  const at = step.indexOf("\x60");
  return at < 0 || DENIED.test(step.slice(0, at).normalize("NFKC").toLowerCase());
}

/** The commands a step quotes in backticks and hands over to be run (a run cue before one, or the step opening with it). */
function handedCommands(step: string): string[] {
  const out: string[] = [];
  TICKED.lastIndex = 0;
  for (let m = TICKED.exec(step); m; m = TICKED.exec(step))
    if (m.index === 0 || RUN_CUE.test(step.slice(Math.max(0, m.index - 40), m.index))) out.push(m[1] as string);
  return out;
}

/**
 * A step's act judged by its own negations: a secret store carried out, the user's check recorded as waived, a hostile
 * line planted in an agent's rules file or memory (`asWritten`: the step with its fenced blocks; `rulesTarget`: the
 * document names such a file).
 */
function handedOut42(step: string, asWritten: string, rulesTarget: boolean): string {
  if (secretOut42(step)) return "spec.secret-out42";
  // (the record kept from review: actions not written to the audit log, the audit logs deleted, policy-trail44.ts)
  if (trailAct44(step)) return "spec.trail-off44";
  if (standingConsent42(step)) return "spec.standing-consent42";
  return plantedRule43(asWritten, rulesTarget) ? "spec.planted-rule43" : "";
}

/** a fenced block: code or config shown with the step, read by the bash layer and the code readers, not as words */
const FENCED = /^\s*(?:\x60{3,}|~{3,})[\s\S]*?(?:^\s*(?:\x60{3,}|~{3,})|(?![\s\S]))/gm;

/** The step's words without its fenced blocks, except the lines of a config that switch a guard (step-acts40.ts). */
function withoutFences(step: string): string {
  return step.replace(FENCED, (block) => (GUARD_LINES.test(block) ? block : " "));
}
