// Finds every argument placeholder pi substitutes in a template body ($1, $@, ${1:-x}, ${@:N:L} …), with line and column.

export type Placeholder =
  /** `$N` or `${N:-default}` */
  | { kind: "position"; index: number; fallback?: string; text: string; line: number; column: number }
  /** `$@`, `$ARGUMENTS`, `${@:-default}`, `${ARGUMENTS:-default}` */
  | { kind: "all"; fallback?: string; text: string; line: number; column: number }
  /** `${@:N}` (open) or `${@:N:L}` (L arguments from N, bash-style length) */
  | { kind: "slice"; start: number; length?: number; text: string; line: number; column: number };

/** A `${…}` that looks like an argument placeholder but that pi leaves as text (e.g. `${1}`). */
export interface LookAlike {
  text: string;
  line: number;
  column: number;
}

// exactly pi 1.6's substituteArgs pattern, so the scanner sees what pi replaces, in the same left-to-right order;
// every part is a bounded class or literal, so matching is linear
const PI_PLACEHOLDER = /\$\{(\d+|ARGUMENTS|@):-([^}]*)\}|\$\{@:(\d+)(?::(\d+))?\}|\$(ARGUMENTS|@|\d+)/g;
// `${1}`, `${@}`, `${ARGUMENTS}`, `${@:x}` and the like: pi's pattern does not match them
const LOOK_ALIKE = /\$\{(?:\d+|@|ARGUMENTS)(?:[^}\n]{0,40})\}/g;

/** Maps offsets in `text` to 1-based line/column; offset 0 is at `firstLine`, `firstColumn`. */
export function lineIndex(
  text: string,
  firstLine = 1,
  firstColumn = 1,
): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: firstLine + lo, column: offset - starts[lo] + (lo === 0 ? firstColumn : 1) };
  };
}

function toInt(digits: string): number {
  const n = parseInt(digits, 10);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

/** Every placeholder pi would substitute in `body`, in order; `body` starts in the file at `firstLine`, `firstColumn`. */
export function scanPlaceholders(body: string, firstLine = 1, firstColumn = 1): Placeholder[] {
  const at = lineIndex(body, firstLine, firstColumn);
  const out: Placeholder[] = [];
  for (const m of body.matchAll(PI_PLACEHOLDER)) {
    const pos = at(m.index);
    const [text, defaultTarget, fallback, sliceStart, sliceLength, simple] = m;
    if (defaultTarget !== undefined) {
      if (defaultTarget === "@" || defaultTarget === "ARGUMENTS") out.push({ kind: "all", fallback, text, ...pos });
      else out.push({ kind: "position", index: toInt(defaultTarget), fallback, text, ...pos });
    } else if (sliceStart !== undefined) {
      const slice: Placeholder = { kind: "slice", start: toInt(sliceStart), text, ...pos };
      if (sliceLength !== undefined) slice.length = toInt(sliceLength);
      out.push(slice);
    } else if (simple === "@" || simple === "ARGUMENTS") {
      out.push({ kind: "all", text, ...pos });
    } else {
      out.push({ kind: "position", index: toInt(simple), text, ...pos });
    }
  }
  return out;
}

/** `${…}` forms that resemble placeholders but stay literal in pi (likely typos). */
export function scanLookAlikes(body: string, firstLine = 1, firstColumn = 1): LookAlike[] {
  const real = new Set<number>();
  for (const m of body.matchAll(PI_PLACEHOLDER)) real.add(m.index);
  const at = lineIndex(body, firstLine, firstColumn);
  const out: LookAlike[] = [];
  for (const m of body.matchAll(LOOK_ALIKE)) {
    if (!real.has(m.index)) out.push({ text: m[0], ...at(m.index) });
  }
  return out;
}
