// Readings of real skills and agent files that are ordinary work, not orders (writefp29): what the agent-file reader excuses.

/**
 * `STATUS=$(curl -s https://api…)`: the fetch's output is stored in a variable (an API reply read with jq), not run. It
 * still runs when that variable is later handed to eval, a shell's -c, source or exec.
 */
export function capturedFetch(content: string, at: number): boolean {
  const line = content.slice(content.lastIndexOf("\n", at) + 1, at);
  const assigned =
    /(?:^|[\s;&|(])(?:local\s{1,3}|export\s{1,3}|readonly\s{1,3}|declare\s{1,3}(?:-\w+\s{1,3})?)?([A-Za-z_]\w{0,40})=["']?$/.exec(
      line,
    );
  if (!assigned) return false;
  const name = assigned[1] as string;
  const run = new RegExp(
    String.raw`\b(?:eval|source|exec|(?:ba|z|da)?sh\s{1,3}-c|python3?\s{1,3}-c|node\s{1,3}-e)\s{1,3}["']?\$\{?${name}\b|(?:^|[;&|]\s{0,3})\.\s{1,3}["']?\$\{?${name}\b|\$\{?${name}\}?["']?\s{0,3}\|\s{0,3}(?:ba|z|da)?sh\b`,
    "m",
  );
  return !run.test(content.slice(at));
}

/**
 * `"deny": ["Bash(curl * | bash)", …]`: an agent config's list of commands refused (or asked about): naming a command
 * there forbids it. The entry must sit inside the list's brackets, after the key.
 */
export function deniedEntry(content: string, at: number): boolean {
  const before = content.slice(Math.max(0, at - 600), at);
  const list =
    /["']?(?:deny|ask|disallowed(?:_?tools)?|blocked(?:_?commands)?|forbidden(?:_?commands)?)["']?\s{0,3}[:=]\s{0,3}\[([^\]]*)$/i.exec(
      before,
    );
  return list !== null;
}

/** A flag, mode or setting label just before a phrase on its line: `-a` (auto):, `--yes |`, `auto_mode: false # -a:`. */
const OPTION_LABEL =
  /(?:(?:^|[\s`|(])--?[a-z][\w-]{0,30}`?(?:\s{0,3}\|\s{0,3}`?--?[a-z][\w-]{0,30}`?)?\s{0,3}(?:\([\w -]{1,20}\))?\s{0,3}[:|—–]\s{0,3}(?:[\w ]{0,30}mode\s{0,3}:\s{0,3})?(?:\*\*)?\s{0,3}$)|(?:^\s{0,3}\|\s{0,3}`?\{?\w{1,30}_(?:mode|flag|option)\}?`?\s{0,3}\|[^|\n]{0,20}\|\s{0,3}$)/i;

/** a flag, or a flag named as one, just before a verb on its line: "and `-y` skips …", "the --force option disables …" */
const FLAG_SUBJECT =
  /(?:`--?[a-z][\w-]{0,30}(?:[ =][^`\n]{0,20})?`|(?:^|\s)--?[a-z][\w-]{0,30})(?:\s{1,3}(?:flag|option|switch|parameter))?\s{1,3}(?:(?:also|only|just|which|that)\s{1,3})?$/i;

/**
 * "`-a` (auto): Skip confirmations", "| `--auto` | Autonomous mode: skip confirmations |", "**Skip review:** If
 * ORCHESTRATE_SKIP_REVIEW=1 is set, …": the phrase describes an option the user turns on, not an order of the file.
 */
export function describesOption(content: string, at: number, length: number): boolean {
  const lineStart = content.lastIndexOf("\n", at) + 1;
  const before = content.slice(lineStart, at);
  if (OPTION_LABEL.test(before)) return true;
  // (round 38, realfp38: a flag as the subject of the verb, "`-y` skips confirmation prompts", says what it does)
  if (FLAG_SUBJECT.test(before) && /^[a-z]+s\b/i.test(content.slice(at, at + length))) return true;
  const end = content.indexOf("\n", at + length);
  const after = content.slice(at + length, end < 0 ? content.length : end);
  // a label naming the skipped step, followed by the condition that turns it on (an environment variable or a flag);
  // "skip hooks with --no-verify" names how to skip, an order, not a condition; the rest of the step's name may come
  // first ("skip CI/gate command checks if `--fast` is in arguments", round 32, realfp32)
  return /^(?:[^.;:\n]{0,40}?(?<![\w-]))?\s{0,3}:?\s{0,3}(?:\*\*)?\s{0,3}:?\s{0,3}(?:[Ii]f|[Ww]hen)\b[^.\n]{0,80}(?:\b[A-Z][A-Z0-9]{1,30}(?:_[A-Z0-9]{1,30})+\b|[\s`]--?[a-z][\w-]{0,30})/.test(
    after,
  );
}

/**
 * The text an order reaches (a standing phrase, "before any task", "always run"; a directive, "run the script"): its
 * own sentence or clause from the start and the next 300 characters, up to the paragraph's end or the next list item,
 * table row or heading. A skill that says "before any reviewer sees an image, verify it", or lists a tool as "`Bash` |
 * Run shell commands", and shows a curl call or `~/.ssh` three sections later does not order the fetch or the reach.
 */
export function orderReachText(content: string, at: number): string {
  const start = Math.max(
    content.lastIndexOf("\n", at),
    content.lastIndexOf(". ", at) + 1,
    content.lastIndexOf("; ", at) + 1,
    0,
  );
  const rest = content.slice(at, at + 300);
  const stop = /\n\s{0,3}\n|\n\s{0,3}(?:[-*+|]\s|\d{1,2}[.)]\s|#)/.exec(rest.slice(1));
  return content.slice(start, stop ? at + 1 + stop.index : at + rest.length);
}

/** "~80MB download on first run", "the first run takes a minute": a moment named, not an order to run something. */
export function namesMoment(content: string, at: number, phrase: string): boolean {
  return (
    /^first\s/i.test(phrase) &&
    /\b(?:on|the|a|at|during|its|your|their|until|since|after|before)\s{1,3}$/i.test(
      content.slice(Math.max(0, at - 12), at),
    )
  );
}
