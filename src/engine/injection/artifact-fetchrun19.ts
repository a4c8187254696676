// Code fetched and run, planted in what a coding agent reads: made to run again (a postinstall script, a crontab line) or run on the reader's own say-so ("without asking", "nobody reviews this step").

import { documentHit } from "./document-hit.ts";
import { DISCUSSES } from "./agent-file-reach-vocab.ts";
import { EXAMPLE_OF, LEADERS, NEGATED, plainestFactor } from "./artifact-plant19.ts";
import type { View } from "./normalize.ts";
import type { Hit } from "./types.ts";

/**
 * Why a fetch-and-run alone is not enough and these two are: vendors' READMEs print `curl … | sh` installers for a
 * person to run once, and that is ordinary. No vendor asks its reader to put a download piped to a shell into the
 * project's install hooks or a crontab, where it runs again for every user and every day, nor to run it without asking
 * anyone or because "nobody reviews this step": that is written for a reader who acts alone, an agent. A text about
 * attacks and a prohibition are left alone; an installer's own prompt ("-y to skip the confirmation") is not the
 * reader's.
 */

/** a download piped to an interpreter, or run from a process substitution (the cheap gate: a pipe or `<(`) */
const FETCH_RUN =
  /\b(?:curl|wget|iwr|invoke-webrequest|irm|invoke-restmethod)\b[^|\n]{0,200}\|\s{0,3}(?:sudo\s{1,3})?(?:sh|bash|zsh|python3?|iex|invoke-expression|node|perl|ruby)\b|\b(?:bash|sh)\s{1,3}<\(\s{0,3}(?:curl|wget)\b|\b(?:sh|bash)\s{1,3}-c\s{1,3}["']?\$\(\s{0,3}(?:curl|wget)\b/gi;
/** the download made to run again: the project's install or start hooks, a crontab line, the shell's profile */
const PERSIST =
  /"(?:postinstall|preinstall|prestart|prepare)"|\b(?:postinstall|preinstall|prestart)\b|\bcrontab\b|(?:^|\s)(?:\*\/\d{1,2}|\*|\d{1,2})\s{1,3}\*\s{1,3}\*\s{1,3}\*\s{1,3}\*|~\/\.(?:bashrc|zshrc|profile|bash_profile)\b|\bpre-(?:commit|push)\s{1,3}hook\b/i;
/** a verb that plants it there */
const PLANT =
  /\b(?:add|append|put|insert|register|wire|hook)\b|\bajout\w*|\bhinzufug\w*|\banad\w*|\bagreg\w*|\baggiung\w*|добав|添加|加入|追加|추가/i;
/** run on the reader's own say-so: nobody asked, nobody reviews, the user supposedly agreed */
const OWN_SAY_SO = new RegExp(
  [
    String.raw`\bwithout\s{1,3}(?:asking|checking|confirming|telling|waiting|consulting|(?:the\s{1,3})?(?:user'?s?|human'?s?|owner'?s?)\b)`,
    String.raw`\b(?:don't|do\s{1,3}not|no\s{1,3}need\s{1,3}to)\s{1,3}(?:ask|check\s{1,3}with|wait\s{1,3}for|bother\s{1,3}(?:asking|checking))\b`,
    String.raw`\bnobody\s{1,3}(?:reviews|checks|needs\s{1,3}to\s{1,3}(?:review|approve|know))\b|\bno\s{1,3}(?:review|approval|confirmation)\s{1,3}(?:is\s{1,3})?(?:needed|required)\b|\bjust\s{1,3}do\s{1,3}it\b|\b(?:the\s{1,3}user|they|the\s{1,3}owner)\s{1,3}(?:already|has\s{1,3}already)\s{1,3}(?:agreed|approved|consented)\b`,
    String.raw`\bsans\s{1,3}demander|\bohne\s{1,3}(?:zu\s{1,3})?(?:fragen|nachfrage|ruckfrage|bestatigung)|\bsin\s{1,3}(?:preguntar|confirmaci\w*)|\bsenza\s{1,3}(?:chiedere|conferma)|\bsem\s{1,3}perguntar|(?<![а-яё])без\s{1,3}(?:подтвержд|вопрос|согласовани)|(?<![а-яё])не\s{1,3}спрашива|確認なしで|確認せずに|无需确认|不用确认|不用问|확인\s{0,2}없이|묻지\s{0,2}않고`,
  ].join("|"),
  "i",
);
/** the command forbidden right before it ("never run `curl … | sh`", "do not pipe … into"), not any "not" in the sentence */
const FORBIDS_RUN =
  /\b(?:never|don't|do\s{1,3}not|avoid|must\s{1,3}not|should\s{1,3}not|nie|jamais|nunca|niemals)\s{1,3}(?:[\w-]+\s{1,3}){0,3}[`'"(]?\s{0,3}$|(?<![а-яё])(?:не|никогда)\s{1,3}(?:[а-яё]+\s{1,3}){0,2}[`'"«]?\s{0,3}$/i;
/** how far around the command the order is read */
const REACH = 240;
const WEIGHT19 = 0.88;
const MAX19 = 100_000;

/** The first planted fetch-and-run in a tool result, as a hit over the passage that orders it. */
export function fetchRunHits19(view: View, originalLength: number): Hit[] {
  const text = view.text;
  if (text.length > MAX19 || !(text.includes("|") || text.includes("<("))) return [];
  FETCH_RUN.lastIndex = 0;
  for (let m = FETCH_RUN.exec(text), n = 0; m !== null && n < 20; m = FETCH_RUN.exec(text), n++) {
    const [from, to] = passage(text, m.index, m.index + m[0].length);
    const before = text.slice(from, m.index).replace(LEADERS, " ");
    const plain = text.slice(from, to).replace(LEADERS, " ");
    if (DISCUSSES.test(plain) || EXAMPLE_OF.test(plain) || FORBIDS_RUN.test(before)) continue;
    const planted = PERSIST.test(plain) && PLANT.test(plain);
    const alone = OWN_SAY_SO.exec(plain);
    if (!planted && !(alone && !NEGATED.test(plain.slice(Math.max(0, alone.index - 60), alone.index)))) continue;
    const raw = text.slice(from, to);
    const verb = planted ? PLANT.exec(raw) : OWN_SAY_SO.exec(raw);
    const factor = plainestFactor(text, [m.index, from + (verb?.index ?? 0)]);
    return documentHit(view, originalLength, {
      rule: planted ? "artifact.fetch-run19-persist" : "artifact.fetch-run19-unasked",
      category: "hijack",
      weight: WEIGHT19,
      from,
      to,
      factor,
    });
  }
  return [];
}

/** The span around the command within its paragraph (a blank line ends an order), at most REACH either side. */
function passage(text: string, at: number, atEnd: number): [number, number] {
  const before = text.lastIndexOf("\n\n", at);
  const after = text.indexOf("\n\n", atEnd);
  return [Math.max(before < 0 ? 0 : before + 2, at - REACH), Math.min(after < 0 ? text.length : after, atEnd + REACH)];
}
