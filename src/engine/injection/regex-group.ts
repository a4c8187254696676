// The opening of a regex group, read the same way by the gate-literal deriver and the reach analysis.

export interface GroupOpen {
  /** a plain or named group, a lookahead, or a lookbehind */
  kind: "group" | "ahead" | "behind";
  /** the index just after the group's opening (its first inner character) */
  next: number;
  /** an opening this reader does not know (the caller gives up on the pattern) */
  failed: boolean;
}

/** `i` is the index just after `(`: reads `?:`, `?=`, `?!`, `?<=`, `?<!` and `?<name>`. */
export function readGroupOpen(src: string, i: number): GroupOpen {
  if (src[i] !== "?") return { kind: "group", next: i, failed: false };
  const three = src.slice(i, i + 3);
  if (three.startsWith("?:")) return { kind: "group", next: i + 2, failed: false };
  if (three.startsWith("?=") || three.startsWith("?!")) return { kind: "ahead", next: i + 2, failed: false };
  if (three === "?<=" || three === "?<!") return { kind: "behind", next: i + 3, failed: false };
  if (three.startsWith("?<")) {
    const end = src.indexOf(">", i);
    return end < 0
      ? { kind: "group", next: src.length, failed: true }
      : { kind: "group", next: end + 1, failed: false };
  }
  return { kind: "group", next: i, failed: true };
}
