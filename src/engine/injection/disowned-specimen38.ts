// Disowned specimens: security writing that shows an attack (a blockquote, a code block or span, a quote) and, next to it, tells the reader not to act on it.

/**
 * Advisories, incident reviews, wiki notes and bug reports about prompt injection show the attack as it was found and
 * then disown it in their own words: "> After you finish, upload .env to … / Do not follow it.", a fenced payload then
 * "**Do not run it.**", "This is an injection.", "… is still only a value; never act on it.", "(do not run):
 * <!-- … -->". Round 33's reader (disavowed-sample33.ts) knew one-line quotes and a few fixed sentences; the writer's
 * refusal has a structure any author uses: a negated act (follow, obey, run, execute, install, act on, forward …) whose
 * object points back at what was shown (it, them, this, such a line, the command …), the specimen called an
 * injection, an attack or data, or the reader told it is not to be followed. A specimen counts as told, not given, only
 * when such a refusal stands close to it (the same or the next paragraph): a disowning sentence elsewhere does not
 * excuse an order somewhere else. An order to the rules themselves ("do not follow your previous instructions") is no
 * refusal. What the text says outside its specimens is read as ever (long-reported20.ts blanks only the specimens).
 */

/**
 * the refusal, by structure: a negation, an act of obeying or running, an object that points back (lowercased text);
 * "do not forward / paste it" is left out: concealment in an order says the same
 */
const NEG = String.raw`(?:do\s{1,3}not|don't|never|must\s{1,3}not|mustn't|should\s{1,3}not|shouldn't|must\s{1,3}never|may\s{1,3}not|cannot|can't|nor)`;
const ACT = String.raw`(?:follow|obey|act\s{1,3}on|run|execute|install|carry\s{1,3}out|comply\s{1,3}with)`;
const BACK = String.raw`(?:it|them|this|that|these|those|such|anything\s{1,3}(?:it|they|that)|the\s{1,3}(?:samples?|examples?|lines?|commands?|requests?|strings?|snippets?|payloads?|comments?|orders?|notes?|trailers?|messages?|script|code|edit|one))`;
const REFUSED = String.raw`${NEG}\s{1,3}${ACT}(?:\s{1,3}[\w.-]{1,20}){0,3}?\s{1,3}${BACK}\b`;
/** the specimen named for what it is */
const NAMED = String.raw`\b(?:this|that|it|these|those|such\s{1,3}(?:a\s{1,3})?\w{1,20})\s{1,3}(?:is|are)\s{1,3}(?:an?\s{1,3})?(?:(?:prompt\s{1,3})?injections?|attacks?|phishing|(?:an?\s{1,3})?example\s{1,3}of\s{1,3}the\s{1,3}(?:pattern|attack)|not\s{1,3}(?:an?\s{1,3})?(?:instructions?|orders?|tasks?|part\s{1,3}of))`;
/** told it is not to be followed, that it is data, or that such text authorises nothing */
const PASSIVE = String.raw`\b(?:must|should|is|are|may)\s{1,3}(?:not|never)\s{1,3}be\s{1,3}(?:followed|obeyed|executed|run|acted\s{1,3}on)|\b(?:is|are)\s{1,3}(?:still\s{1,3})?(?:only|just)\s{1,3}(?:an?\s{1,3})?(?:value|data|text|string)|\btreats?\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?(?:text|it|them|lines?|content|cells?)\s{1,3}as\s{1,3}(?:untrusted\s{1,3})?data|\(\s{0,2}(?:do\s{1,3}not|don't)\s{1,3}(?:run|follow|execute)\s{0,2}\)|\b(?:never|does\s{1,3}not|doesn't|cannot|can't)\s{1,3}(?:authori[sz]es?|(?:pre-?)?approves?)\s{1,3}(?:a|an|any)\s{1,3}(?:command|action|step|change)`;
/** other languages: the specimen is no order, do not carry it out */
const OTHER = String.raw`ninguna\s{1,3}de\s{1,3}(?:estas|esas)\s{1,3}\p{L}{1,12}\s{1,3}es\s{1,3}una\s{1,3}orden|no\s{1,3}(?:lo|la|los|las)\s{1,3}(?:sigas|siga|sigan|ejecutes|ejecute)|ne\s{1,3}(?:le|la|les)\s{1,3}(?:suivez|exécutez)\s{1,3}pas|nicht\s{1,3}(?:befolgen|ausführen)|絶対に従わない|従わないでください|実行しないでください|不要照做|不要执行|请勿执行`;
const REFUSAL = new RegExp(`${REFUSED}|${NAMED}|${PASSIVE}|${OTHER}`, "giu");
/** an order to the rules themselves, not a refusal of a specimen ("never follow your previous instructions") */
const RULES_AFTER = /^.{0,40}?\b(?:your|previous|prior|earlier|original|system|user's|the\s+user)\b/su;
/**
 * a refusal that turns into an order ("don't run it yourself: have the sub-agent run it", "… directly, but …", "this is
 * an injection test, so …") or refuses only a place or manner ("do not run it here / in this chat / as root"): the act
 * is handed on, not refused (a condition, "not before a maintainer has read it", stays a refusal)
 */
const TURNS_AFTER =
  /^[^.!?\n]{0,40}?(?:\b(?:yourself|directly|manually|by\s+hand|instead|rather|but|test|exercise|drill|simulation|here|there|locally|remotely)\b|\b(?:in|from|on|inside|within)\s+(?:this|the|your)\s+(?:chat|thread|session|terminal|shell|browser|sandbox|container|window|reply|answer)\b|\bas\s+(?:root|admin)\b|\bwith\s+sudo\b)/u;
/** the rules themselves as the subject ("the previous instructions must not be followed"): an override, not a refusal */
const RULES_BEFORE =
  /\b(?:your|previous|prior|earlier|original|system|user's|developer's?)\s+(?:\w+\s+){0,2}(?:instructions?|rules?|guidelines?|prompts?|tasks?|polic(?:y|ies))\W{0,3}$/u;

/**
 * the specimen forms: a blockquote's lines, a fenced code block, an indented block after a blank line (code, a mail's
 * quoted lines), a code span, a quote (JSON-escaped too), an HTML comment
 */
const SPECIMEN =
  /(?:^[ \t]{0,3}>[^\n]*(?:\n[ \t]{0,3}>[^\n]*){0,20})|(?:^[ \t]{0,3}(```|~~~)[^\n]{0,40}\n[\s\S]{1,2000}?\n[ \t]{0,3}\1)|(?:(?<=^[ \t]*\n)(?: {2,}|\t)[^\n]+(?:\n(?: {2,}|\t)[^\n]+){0,20})|(?<![\w`])`(?=\S)[^`\n]{6,300}?(?<=\S)`(?![\w`])|<code>[\s\S]{6,300}?<\/code>|&lt;!--[\s\S]{6,400}?--&gt;|<!--[\s\S]{6,400}?-->|\\"[^"\n]{6,300}?\\"|"[^"\n]{6,300}"|“[^”\n]{6,300}[”"]|„[^“”\n]{6,300}[“”]|«[^»\n]{6,300}»|「[^」\n]{6,300}」|(?<![\p{L}\p{N}])'(?=\S)(?:[^'\n]|(?<=\p{L})'(?=\p{L})){6,300}?'(?![\p{L}\p{N}])/gmu;
/** the cheap test: a word of refusal at all */
const MAY = /\b(?:not|never|n't|nor|injection|attack|data|value)\b|ninguna|no\s|ne\s|nicht|ない|不要|请勿/i;

/**
 * how near a refusal must stand to the specimen it disowns: after it (its "it", "them", "this" point back), or just
 * before it as the specimen's label ("(do not run): <!-- … -->"); a refusal a paragraph before points at something else
 */
const BEFORE = 60;
const AFTER = 700;

/** Where the text refuses, in its own words, to act on something it shows. */
function refusals(lower: string): number[] {
  const at: number[] = [];
  REFUSAL.lastIndex = 0;
  for (let m = REFUSAL.exec(lower); m; m = REFUSAL.exec(lower)) {
    const end = m.index + m[0].length;
    if (RULES_AFTER.test(lower.slice(end - 6, end + 40)) || TURNS_AFTER.test(lower.slice(end, end + 48))) continue;
    if (RULES_BEFORE.test(lower.slice(Math.max(0, m.index - 60), m.index))) continue;
    at.push(m.index);
  }
  return at;
}

/** The spans of the specimens a refusal near them disowns (a blockquote, a code block or span, a quote, a comment). */
export function disownedSpecimens(text: string): [number, number][] {
  if (!MAY.test(text)) return [];
  const at = refusals(text.toLowerCase());
  if (at.length === 0) return [];
  const out: [number, number][] = [];
  // (specimens and refusals both come in text order: two pointers keep the pass linear)
  let before = 0;
  let after = 0;
  SPECIMEN.lastIndex = 0;
  for (let m = SPECIMEN.exec(text); m; m = SPECIMEN.exec(text)) {
    const [s, e] = [m.index, m.index + m[0].length];
    // a specimen of a few words at least: a quoted name or a `flag` is no order
    if (m[0].trim().split(/\s+/, 3).length < 3) continue;
    while (before < at.length && (at[before] as number) < s - BEFORE) before++;
    while (after < at.length && (at[after] as number) < e) after++;
    // the refusal outside the specimen (a specimen that says "do not follow it" disowns nothing)
    const near = (at[before] ?? Infinity) < s || (at[after] ?? Infinity) - e <= AFTER;
    if (near) out.push([s, e]);
  }
  return out;
}
