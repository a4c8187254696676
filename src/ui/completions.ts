// Argument completions of the control-center commands: verbs first, then rule names after a verb.

import type { AutocompleteItem } from "@earendil-works/pi-tui";

/** The words that start with what was typed (null: nothing to offer, as pi expects). */
export function wordCompletions(words: readonly string[], prefix: string): AutocompleteItem[] | null {
  const items = words.filter((w) => w.startsWith(prefix.trim())).map((w) => ({ value: w, label: w }));
  return items.length > 0 ? items : null;
}

/** `verb name`: a verb from `verbs`, then the names that start with the rest. */
export function verbNameCompletions(
  verbs: readonly string[],
  names: readonly string[],
  prefix: string,
): AutocompleteItem[] | null {
  const [verb, ...rest] = prefix.split(/\s+/);
  if (rest.length === 0) return wordCompletions(verbs, prefix);
  const items = names.filter((n) => n.startsWith(rest.join(" "))).map((n) => ({ value: `${verb} ${n}`, label: n }));
  return items.length > 0 ? items : null;
}
