// One pass over the normalised text that says which extra views and checks can find anything at all (most texts: none).

/**
 * What the survey found. Each flag is a necessary condition of the pass it guards (false: that pass finds nothing, so
 * it is skipped); true only means the pass runs as before.
 */
export interface Survey {
  /** six letters of the de-spacing class, each pair joined by 1-6 separator or white-space units (despace.ts) */
  spaced: boolean;
  /** the hijack check can find a table: three '|' or any '<' (<tr>, <td>, <table>) (hijack.ts) */
  tableish: boolean;
}

// unit classes: 0 other, 1 a letter of despace.ts's class L, 2 a separator [ .\-_*] or white space
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (c >= 97 && c <= 122) CLASS[c] = 1;
  else if (/[ .\-_*]|\s/.test(ch)) CLASS[c] = 2;
}

/** the class of a unit above 0x7f: L's à-ɏ, Greek and Cyrillic letters, and \s beyond ASCII */
function wideClass(c: number): number {
  if ((c >= 0xe0 && c <= 0x24f) || (c >= 0x370 && c <= 0x4ff)) return 1;
  return c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
    ? 2
    : 0;
}

/**
 * The de-spacing chain as a table: state 0 is "no letter chain"; state 1 + (letters - 1) * 7 + gap for a chain of
 * 1-5 letters followed by `gap` (0-6) separator units; ACCEPT (absorbing) once six letters were chained, each joined
 * to the last by 1-6 separator units. SPACED_RUN needs such a chain (one separator from [ .\-_*] or 2-6 white-space
 * units between letters), so a text that never reaches ACCEPT has no de-spaced run. One table step per unit, no branch.
 */
const ACCEPT = 36;
const STEP = new Uint8Array(37 * 4);
{
  const state = (letters: number, gap: number): number => (letters >= 6 ? ACCEPT : 1 + (letters - 1) * 7 + gap);
  for (let s = 0; s <= ACCEPT; s++) {
    if (s === ACCEPT) {
      STEP[s * 4] = STEP[s * 4 + 1] = STEP[s * 4 + 2] = ACCEPT;
      continue;
    }
    const letters = s === 0 ? 0 : Math.floor((s - 1) / 7) + 1;
    const gap = s === 0 ? 0 : (s - 1) % 7;
    STEP[s * 4] = 0;
    STEP[s * 4 + 1] = letters > 0 && gap >= 1 ? state(letters + 1, 0) : state(1, 0);
    STEP[s * 4 + 2] = letters > 0 && gap < 6 ? state(letters, gap + 1) : 0;
  }
}

/** Survey `text`, a main view (NFKC, lower case); `ascii`: the text has no unit above 0x7f (known from normalising). */
export function survey(text: string, ascii: boolean): Survey {
  let s = 0;
  const n = text.length;
  if (ascii) for (let i = 0; i < n; i++) s = STEP[(s << 2) | CLASS[text.charCodeAt(i)]];
  else
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      s = STEP[(s << 2) | (c < 128 ? CLASS[c] : wideClass(c))];
    }
  return { spaced: s === ACCEPT, tableish: text.indexOf("<") >= 0 || atLeast(text, "|", 3) };
}

/** `text` holds `unit` at least `count` times */
function atLeast(text: string, unit: string, count: number): boolean {
  let at = -1;
  for (let k = 0; k < count; k++) if ((at = text.indexOf(unit, at + 1)) < 0) return false;
  return true;
}
