// An item's sentences, split where the spans a mask hides (addresses, paths, code) cannot end one: shared by the item readers.

/**
 * The item's sentences, at most 40: a sentence ends after `.`, `!`, `?` or `;` before a space or the end, or at a CJK
 * full stop or a newline, read on the item with `mask`'s spans (a global regex) replaced by as many letters, so that a
 * host's or a path's dots, a mailbox's `@` and a code span never end one.
 */
export function maskedSentences(item: string, mask: RegExp): string[] {
  const masked = item.replace(mask, (u) => "x".repeat(u.length));
  const out: string[] = [];
  let from = 0;
  for (const m of masked.matchAll(/[.!?;](?=\s|$)|[。！？\n]/g)) {
    out.push(item.slice(from, (m.index as number) + 1));
    from = (m.index as number) + 1;
    if (out.length >= 40) return out;
  }
  out.push(item.slice(from));
  return out.filter((s) => s.trim() !== "");
}
