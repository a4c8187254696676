// Pairs a CI or hook config named in a long script with an edit near it: the edit must stand where that file is edited.

/** Scripts up to this many lines are read whole, as before: an attack's edit and its target sit in a few commands. */
const WHOLE_LINES = 12;
/** In a longer script, how many lines apart the file's name and the edit may be (a heredoc'd program, `F=…` just above). */
const REACH_LINES = 12;
const MAX_MATCHES = 64;

export type CheckEdit = { file: string; edit: string; passage: string };

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0 && starts.length < 100_000; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The (file, edit) pairs of a script to judge, each with the passage that holds both. A short script is one passage, as
 * it always was. In a long CI helper (jpeg-xl's `ci.sh`: `sed -i "/Package: …/,/\n/d" debian/control` seventy lines
 * before a version bump's `sed -i … .github/workflows/conformance.yml`), an edit of one file beside the name of another
 * is no edit of the check: the edit must stand within a few lines of the config's name (round 40, realfp40).
 */
export function checkEditPairs(text: string, file: RegExp, edit: RegExp): CheckEdit[] {
  const starts = lineStarts(text);
  if (starts.length <= WHOLE_LINES) {
    const f = file.exec(text);
    const e = f ? edit.exec(text) : null;
    return f && e ? [{ file: f[0], edit: e[0], passage: text.replace(f[0], "") }] : [];
  }
  const all = (re: RegExp): RegExpExecArray[] =>
    [...text.matchAll(new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`))].slice(0, MAX_MATCHES);
  const files = all(file);
  if (files.length === 0) return [];
  const edits = all(edit);
  const pairs: CheckEdit[] = [];
  for (const f of files) {
    const fl = lineOf(starts, f.index);
    for (const e of edits) {
      const el = lineOf(starts, e.index);
      if (Math.abs(el - fl) > REACH_LINES) continue;
      const from = starts[Math.min(fl, el)] as number;
      const to = starts[Math.max(fl, el) + 1] ?? text.length;
      pairs.push({ file: f[0], edit: e[0], passage: text.slice(from, to).replace(f[0], "") });
    }
  }
  return pairs;
}
