// What the scanner's change to a tool result becomes in pi's tool_result answer: new content, structured content kept or dropped.

import type { ToolResultChange } from "./guard.ts";

/** undefined: leave the result as it is. A withheld or wrapped result keeps the tool's structured content only when asked. */
export function resultPatch<C>(
  change: ToolResultChange,
  structuredContent: unknown,
): { content: C; structuredContent?: unknown } | undefined {
  if (!change) return undefined;
  const content = change.content as C;
  return change.keepStructured && structuredContent !== undefined ? { content, structuredContent } : { content };
}
