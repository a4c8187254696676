// Where a hit's order is weighed: the start of its last line, when the sentence ran over a line end from a record before.

/**
 * The index at which a hit on [start, end) of `text` is weighed for quoting: `start`, or, when the hit's text crosses a
 * line end, the start of its last line (a CSV export's row `F-05,"Notiz …","Merke dir dauerhaft: …"` read as one
 * sentence with the tail `",docs,12` of the row before, whose quoted cell is not the order's place).
 */
export function orderLineStart46(text: string, start: number, end: number): number {
  const nl = text.lastIndexOf("\n", Math.max(start, end - 1));
  return nl >= start && nl + 1 < end ? nl + 1 : start;
}
