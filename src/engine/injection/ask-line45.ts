// The line that asked for the data: a tool call's echo or a command that prints a file, read apart from the data it precedes.

/**
 * A tool result opens with the call that made it (`read_file("exports/orders.csv")`, `crm.export(object="leads") → 5`)
 * or the command typed (`$ head -n 5 events.jsonl`, `cat flags.json | jq .`). The data's shape (a CSV header, a JSON
 * document) starts on the next line; readers that judge a text by its first line (carrier-kind.ts, context-code.ts)
 * ask past this one.
 */
const ASK_LINE45 =
  /^[ \t]{0,8}(?:\$ [^\n]{1,400}|(?:cat|head|tail|jq|curl|gh api) [^\n]{1,400}|[a-z_][\w.]{0,60}\([^\n]{0,400}\)[^\n]{0,200})\n/i;

/** The index just after the text's first line when it asks for the data that follows, else 0. */
export function askLineEnd45(text: string): number {
  const m = ASK_LINE45.exec(text.slice(0, 1000));
  return m ? m[0].length : 0;
}

/** a CSV header: three or more bare field names, comma- or tab-separated, nothing else on the line */
const CSV_HEADER45 = /^[ \t]{0,4}[a-z_][\w.-]{0,40}(?:([,\t])[a-z_][\w.-]{0,40}){2,60}[ \t]{0,4}$/i;

/**
 * Whether the text is a CSV or TSV export (after the line that asked for it, if any): a header of bare field names and
 * rows under it with at least as many separators. Its rows end in "," where a cell is empty, which a code reader takes
 * for a line of code; the cells are the data's values.
 */
export function csvExport45(text: string): boolean {
  const from = askLineEnd45(text);
  const head = text.slice(from, from + 4000).split("\n", 5);
  const first = CSV_HEADER45.exec(head[0] ?? "");
  if (!first) return false;
  const sep = first[1] as string;
  const fields = (head[0] as string).split(sep).length;
  const rows = head.slice(1).filter((l) => l.trim() !== "");
  return rows.length >= 1 && rows.every((l) => l.split(sep).length >= fields);
}
