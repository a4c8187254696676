// Security writing that quotes an attack: a Markdown block quote followed by the writer's own "do not run this".

/**
 * A write-up about planted orders shows one ("> Fix: run `sudo chmod 666 /var/run/docker.sock` so …") and then says
 * what to do about it in its own voice: "Bitte führen Sie so etwas nicht aus", "do not run this", "n'exécutez pas ces
 * commandes". The quote is the topic, the prose after it refuses it. A planted order in a block quote is not followed by
 * its own refusal, and an order outside a quote is read as it always was. Pure tests on the normalised view (lower
 * case, Latin accents folded).
 */

/** a block quote's line: ">" opens it (after indentation) */
const QUOTE_LINE = /^\s{0,3}>/;
/** the writer refuses what was quoted: an imperative "do not run/execute/follow this", in the languages of the prose readers */
const DISAVOWAL = new RegExp(
  [
    String.raw`\b(?:do not|don't|never|please don't|please do not) (?:ever )?(?:run|execute|follow|paste|type|copy|do|obey|act on)\b(?: \w+){0,2} (?:this|that|these|those|it|them|such|anything like)\b`,
    String.raw`\bf(?:u|ue|ü)hren sie (?:so etwas|das|dies\w{0,2}|solche\w{0,2}(?: \w+)?) (?:\w+ )?nicht aus\b|\b(?:so etwas|das|dies) nicht ausf(?:u|ue|ü)hren\b`,
    String.raw`\bn'(?:executez|exécutez|executes|exécutes|appliquez|suivez) (?:pas|jamais)\b|\bne (?:l'|les )?(?:executez|exécutez|suivez) (?:pas|jamais)\b`,
    String.raw`\bno (?:lo |la |los |las )?(?:ejecute|ejecutes|ejecuten|sigas|siga)\b`,
    String.raw`\bnon (?:eseguire|eseguite|esegua|seguire)\b`,
    String.raw`\bn(?:a|ã)o (?:execute|executes|sigas|siga)\b`,
    String.raw`(?:^|[\s,.;:])не (?:выполняйте|запускайте|выполняй|запускай)(?![а-я])`,
    "実行しないで|不要(?:运行|执行|執行|運行)|실행하지 마",
  ].join("|"),
);
/** the writer's refusal stands this many lines after the quote ends, at most */
const LINES_AFTER = 3;
/** and this many lines at most are looked at (the quote's own and blank ones included) */
const MAX_LINES = 12;

/**
 * Whether the line at `at` in `text` (a view's text) is a block-quote line whose quote the next lines of prose refuse.
 */
export function quotedDisavowed33(text: string, at: number): boolean {
  const lineEnd = text.indexOf("\n", at);
  if (!QUOTE_LINE.test(text.slice(at, lineEnd < 0 ? text.length : lineEnd))) return false;
  let from = lineEnd;
  // past the rest of the quote, then the prose lines after it
  let read = 0;
  for (let seen = 0; from >= 0 && read < LINES_AFTER && seen < MAX_LINES; seen++) {
    const next = text.indexOf("\n", from + 1);
    const line = text.slice(from + 1, next < 0 ? text.length : next);
    from = next;
    if (QUOTE_LINE.test(line) || line.trim() === "") continue;
    if (DISAVOWAL.test(line)) return true;
    read++;
  }
  return false;
}
