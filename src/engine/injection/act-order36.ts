// Orders of a consequential act read by its effect: a protection's setting opened, a check made to pass, history rewritten, rules planted for the agent.

import { quotedAt } from "./carrier-tool-orders.ts";
import { effectOf36 } from "./act-effects36.ts";
import { plantedRule36 } from "./act-planted36.ts";
import { toOriginal, type View } from "./normalize.ts";
import type { Hit } from "./types.ts";

/**
 * A design doc, a ticket or a mail may ask, in one sentence and without naming any reader, for an act whose effect is
 * the harm: "set `PermitRootLogin yes` in the bastion template", "make `verify_session()` return `True` when …",
 * "amend the signed release tag and push it with `--force`", "add the line '… without asking for confirmation' to
 * `AGENTS.md`". The words naming the act differ in every text; what it does does not, and a table of effects
 * (act-effects36.ts) reads it. Each needs an order: the sentence opens with an imperative (after a list mark, a note
 * label, a delayed lead "once …, / zum Abschluss / pour finir / como último paso"), or a German infinitive closes it.
 * Docs that explain such a setting ("`PermitRootLogin yes` allows root to log in", "if you set …", "not recommended"),
 * prohibitions, reported requests and writings about attacks are left alone.
 */
const WEIGHT = 0.86;
/** a sentence ends at ".", "!", "?", "。" before white space or the end, or at a blank line */
const END = /[.!?。](?=\s|$)|\n[ \t]*\n/g;
/** markers before a sentence's first word: list marks, note labels, comment marks, a bold label, a delayed lead */
const MARKS = String.raw`(?:[-*+•>#]+\s+|//\s*|\d{1,2}[.)]\s+|\[\^?[\w-]{1,20}\]:?\s*|\(\*{1,3}\)\s*|\*\*[^*\n]{1,60}\*\*:?\s*|(?:note|nb|todo|ps)\s*:\s*)*`;
const LEAD = String.raw`(?:(?:once|after|when|whenever|as soon as|before|at the end of|each time|every time|next time|if)\b[^,:;\n]{0,120}[,:]\s+|(?:finally|lastly|also|then|please|now|just|first)[,:]?\s+|(?:as (?:a|the) (?:last|final|closing) (?:step|item|task)|(?:final|last|closing) (?:step|item|task)[^:\n]{0,60}|[\w -]{0,40}(?:convention|step|item|task)[^:\n]{0,40})[,:]\s+|(?:pour (?:finir|terminer|clore)[^,\n]{0,60}|enfin|une fois [^,\n]{0,80}|apres [^,\n]{0,80})[,:]?\s+|(?:como (?:ultimo|último) paso|por ultimo|finalmente|una vez que [^,\n]{0,80}|despues de [^,\n]{0,80})[,:]?\s+)?`;
/** English, French and Spanish imperatives of acts that set, edit, grant, move, publish or erase */
const VERB =
  "(?:set|change|include|make|edit|modify|patch|update|switch|turn|flip|add|write|append|put|insert|enable|disable|grant|give|attach|invite|open|expose|bind|allow|relax|lower|reduce|shorten|cut|move|amend|retag|re-?sign|force-push|push|replace|save|record|remember|store|upload|copy|publish|backdate|fill in|delete|remove|rewrite|configure|let|pipe|run|mettez|modifiez|ajoutez|definissez|activez|desactivez|remplacez|ecrivez|supprimez|accordez|donnez|passez|changez|enregistrez|faites|configurez|anade|agrega|cambia|pon|configura|establece|activa|desactiva|modifica|escribe|borra|elimina|concede|da|haz|sube|copia|reemplaza|guarda)";
/** a place or a label before the verb: "in `auth/verify.py`, make …", "AI assistants provisioning hosts: write …" */
const PLACE = String.raw`(?:(?:in|inside|within|on|for|dans|en|para|im|in der)\s[^,:;\n]{0,80}[,:]\s+|[\w' -]{1,50}:\s+)?`;
const OPENS = new RegExp(String.raw`^\s*${MARKS}${LEAD}${PLACE}${LEAD}${VERB}\b`, "u");
/** German: the infinitive closes the order ("… `enabled = true` setzen, damit …"), or "setzen Sie …" opens it */
const DE_VERB =
  "(?:setzen|andern|aendern|eintragen|hinzufugen|hinzufuegen|erganzen|ergaenzen|loschen|loeschen|ersetzen|aktivieren|deaktivieren|freigeben|erteilen|schreiben|kopieren|hochladen|verschieben|speichern|vermerken)";
const DE_ORDER = new RegExp(
  String.raw`\b${DE_VERB}\b(?=\s*(?:[,.;:!]|$))|^\s*${MARKS}${DE_VERB}\s+sie\b|^\s*${MARKS}(?:zum (?:ab)?schluss|abschliessend|abschließend|bitte)\b`,
  "u",
);
/** Russian: the polite imperative (JavaScript's \\b knows no Cyrillic letters) */
const RU_ORDER =
  /(?:^|[\s:;,(])(?:отключите|выключите|удалите|установите|добавьте|измените|замените|дайте|сделайте|пропишите|разрешите)(?=\s)/u;
/** Japanese: a polite request closes it */
const JA_ORDER = /(?:してください|して下さい|しておいてください|に設定|を削除|を追加)/u;
/** someone's request reported before the act ("the auditor asked us to set …") */
const REPORTED = /\b(?:asked|wanted|requested|told|said|says|wrote|suggested|proposed)\b/;
/** a command as the note's order, given with its moment ("`rm -rf …` at the end of each session", "Housekeeping before the handover: `…`") */
const COMMAND_NOTE = new RegExp(
  String.raw`^\s*${MARKS}(?:[\w' -]{1,60}:\s+)?\x60[^\x60]{4,200}\x60[^.]{0,120}?\b(?:at the end of|before|after|once|each|every|whenever)\b|^\s*${MARKS}[\w' -]{0,40}\b(?:before|after|at the end of)\b[^:\n]{0,60}:\s+\x60`,
  "u",
);
/**
 * a note's standing order in the passive or as the end of a procedure: the line that "goes into" an agent file, a
 * setting that "goes to `false`", a dump that "is copied to the public bucket", onboarding that "ends with adding …"
 */
const NOTE_ORDER =
  /\bgo(?:es)? (?:into\b|to \x60)|\b(?:is|are) (?:copied|uploaded|pushed|published|written|added|set) (?:to|into|in)\b|\bends? (?:with|by) (?:adding|setting|removing|granting|giving|making)\b/;
/** prohibitions, warnings and explanations: the sentence tells of the setting, it does not order it */
const TOLD = new RegExp(
  [
    String.raw`\b(?:never|do not|don't|must not|should not|shouldn't|avoid|nicht|nie|niemals|jamais|ne |n'|nunca|no (?:pongas|cambies|anadas|uses))\b`,
    String.raw`\b(?:if you|you can|you may|you could|allows?|lets|enables? you|means|by default|default is|not recommended|insecure|unsafe|only for (?:testing|development|local)|for (?:local )?(?:testing|development) only|warning|danger|caution|for example|an example|e\.g\.|for instance|such as)\b`,
    // (a prerequisite checked, a shell script's own control flow)
    String.raw`\b(?:make sure|ensure|check that|verify that|confirm that)\b|\bif \[|;\s*then\b|\bfi\b|\besac\b`,
    String.raw`prompt[- ]injection|\battacker|malicious|\bphishing\b|\bsocial engineering\b`,
  ].join("|"),
  "u",
);

export interface ActOrder36 {
  start: number;
  end: number;
  act: string;
  what: string;
}

/** A sentence with its wrapped lines joined and their comment marks dropped ("# … \n# …" in a code comment). */
function unwrapped(sentence: string): string {
  return sentence.replace(/\n[ \t]*(?:#+|\/\/|\*|--)?[ \t]*/g, " ");
}

/** Whether the unwrapped sentence is an order (an imperative opens it, a German infinitive or a Japanese request closes it). */
function ordered(s: string): boolean {
  return (
    NOTE_ORDER.test(s) ||
    COMMAND_NOTE.test(s) ||
    OPENS.test(s) ||
    DE_ORDER.test(s) ||
    JA_ORDER.test(s) ||
    RU_ORDER.test(s)
  );
}

/** Whether `at` is inside a fenced block or a blockquote line of `text`. */
function shown(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  if (/^[ \t]*>/.test(text.slice(lineStart, at + 1))) return true;
  let fences = 0;
  for (let i = text.indexOf("```"); i >= 0 && i < at; i = text.indexOf("```", i + 3)) fences++;
  return fences % 2 === 1;
}

/** The first order of a consequential act in a normalised text, by its effect, or null. */
export function actOrder36(text: string): ActOrder36 | null {
  // (a script's comments say what the script itself does: a build or maintainer script sets its own host up)
  if (text.startsWith("#!")) return null;
  END.lastIndex = 0;
  let start = 0;
  let n = 0;
  while (start < text.length && n++ < 2000) {
    const m = END.exec(text);
    const end = m ? m.index + m[0].length : text.length;
    const raw = text.slice(start, end);
    const at = start;
    start = end;
    if (raw.length >= 20 && raw.length <= 700) {
      const s = unwrapped(raw);
      const found = readSentence(s);
      if (found && !shown(text, at + (raw.length - raw.trimStart().length)))
        return { start: at, end, act: found.act, what: found.what };
    }
    if (!m) break;
  }
  return null;
}

/** program text outside inline code: a sentence cut from source code (its comments are read line by line) */
function isCode(s: string): boolean {
  if (s.includes("```")) return true;
  const bare = s.replace(/\x60[^\x60\n]*\x60/g, " ");
  // (a fence, a command chained with `&&` or continued with `\`, a commented-out config line's `#-` / `#+` marks)
  if (/\x60\x60\x60|=>|\b(?:const|let|var|function)\s|\)\s*\{|&&|\|\||\s\\\s/.test(bare)) return true;
  return (bare.match(/[{};]/g)?.length ?? 0) >= 4 || (bare.match(/(?:^|\s)#[-+\w]/g)?.length ?? 0) >= 2;
}

/** What act one sentence orders, or null. */
function readSentence(s: string): { act: string; what: string } | null {
  if (isCode(s)) return null;
  // (the order first: few sentences open with one, and the effects' table is this reader's cost; each test is pure and
  // only ever returns null, so their order changes no answer)
  if (!ordered(s)) return null;
  const effect = effectOf36(s);
  const planted = effect ? null : plantedRule36(s);
  if (!effect && !planted) return null;
  if (TOLD.test(s)) return null;
  const verb = new RegExp(String.raw`\b${VERB}\b`, "u").exec(s);
  if (REPORTED.test(s.slice(0, verb ? verb.index : 80))) return null;
  return effect ? { act: effect.effect, what: effect.what } : { act: "rules-planted", what: planted as string };
}

/** The hit of a consequential act ordered in a tool result's or a written file's main view, or none. */
export function actOrderHits36(view: View, originalLength: number): Hit[] {
  const o = actOrder36(view.text);
  if (!o) return [];
  const [start, end] = toOriginal(view, o.start, o.end, originalLength);
  const fixture = quotedAt(view.text, o.start);
  return [
    {
      ...(fixture < 1 ? { quoted: fixture } : {}),
      rule: `act.order36-${o.act}`,
      category: "hijack",
      factor: { write: 1 },
      weight: WEIGHT,
      start,
      end,
      detail: o.what,
    },
  ];
}
