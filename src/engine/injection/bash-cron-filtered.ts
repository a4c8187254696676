// The user's own cron table read back into a file and only filtered there (lines removed): an edit that adds no job.

/** what a write of a file looks like in the text before a command (`> F`, `>> F`), F's name escaped */
const writeOf = (name: string): RegExp => new RegExp(String.raw`>>?\s*["']?${name}["']?(?=$|[\s;&|)])`, "g");
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** the command a write belongs to: what stands between the previous separator and the `>` */
function commandBefore(text: string, at: number): string {
  const head = text.slice(Math.max(0, at - 300), at);
  const cut = Math.max(head.lastIndexOf(";"), head.lastIndexOf("&&"), head.lastIndexOf("||"), head.lastIndexOf("\n"));
  return head.slice(cut + 1).replace(/^[&|]?\s*/, "");
}

/** a quoted or bare word, the pattern of a filter */
const WORD = String.raw`(?:'[^'\n]{0,200}'|"[^"\n]{0,200}"|[^\s'";&|<>]{1,200})`;
/**
 * Filters that only drop lines of a file (or of their input): `grep [-v] PAT`, `awk '!/re/'`, `sed '/re/d'` or `sed
 * 'Nd'`, `sort -u`, `uniq`, `cat`. Nothing they print is new text.
 */
const REMOVAL_FILTER = new RegExp(
  String.raw`^(?:(?:e|f)?grep\s+(?:-[A-Za-z]*v[A-Za-z]*\s+|-[A-Za-z]+\s+|--invert-match\s+|--fixed-strings\s+)*(?:-e\s+)?${WORD}|awk\s+'\s*(?:!\s*/[^/'\n]{1,200}/|\$0\s*!~\s*/[^/'\n]{1,200}/)\s*'|sed\s+(?:-[nE]\s+)*(?:-e\s+)?'(?:/[^/'\n]{1,200}/|\d+(?:,\d+)?|\$)d'|sort(?:\s+-u)?|uniq|cat)(?:\s+(?:2>\s*\/dev\/null))?`,
);
/** `sed -i '/re/d' F`: lines of F deleted in place */
const SED_IN_PLACE_DELETE = (name: string): RegExp =>
  new RegExp(
    String.raw`\bsed\s+-i(?:\.\w+)?\s+(?:-e\s+)?'(?:/[^/'\n]{1,200}/|\d+(?:,\d+)?|\$)d'\s+["']?${name}["']?(?=$|[\s;&|)])`,
    "g",
  );

/**
 * A file that holds the user's own table (`crontab -l > F`) or lines removed from such a file (`grep -v x F0 > F`,
 * `sed -i '/x/d' F`), every write of it one of those: what `crontab F` or `… F | crontab -` installs then are jobs the
 * user already had. Any other write (an `echo JOB >> F`, a copy, a `tee`) or an edit that may add text (`sed s///`,
 * `sed a`) makes it a table as unseen as any file. Bounded: a few files deep, a 200 KB prefix.
 */
export function ownTableFiltered(file: string, before: string, depth = 0): boolean {
  const name = file.replace(/^["']|["']$/g, "");
  if (name === "" || depth > 3 || before.length > 200_000) return false;
  const n = esc(name);
  // every command that names the file reads it, removes it or deletes lines of it in place (anything else — a copy, a
  // tee, `sed s///`, `perl -pi` — may write a job into it); `>` writes are judged below
  const deletes = new Set([...before.matchAll(SED_IN_PLACE_DELETE(n))].map((m) => m.index));
  for (const m of before.matchAll(new RegExp(String.raw`["']?${n}["']?(?=$|[\s;&|)])`, "g"))) {
    const at = m.index ?? 0;
    const head = before.slice(Math.max(0, at - 300), at);
    const sep = Math.max(...["\n", ";", "&&", "||", "|", "$(", "("].map((t) => head.lastIndexOf(t)));
    const cmd = head.slice(sep + 1).replace(/^[&|(]?\s*/, "");
    if (/>>?\s*$/.test(cmd)) continue;
    if (
      [...deletes].some((d) => d !== undefined && d < at && at - d < 300 && before.slice(d, at).startsWith(cmd.trim()))
    )
      continue;
    if (
      !/^(?:sudo\s+)?(?:crontab\s+(?:-u\s+\S+\s+)?-l\b|(?:e|f)?grep\b|awk\s+'\s*(?:!|\$0\s*!~)|sed\s+(?:-[nE]\s+)*(?:-e\s+)?'(?:\/[^/'\n]{1,200}\/|\d+(?:,\d+)?|\$)d'|sort\b|uniq\b|cat\b|rm\b|diff\b|wc\b|test\b|\[\s)/.test(
        cmd,
      )
    )
      return false;
  }
  const writes = [...before.matchAll(writeOf(n))];
  if (writes.length === 0) return false;
  return writes.every((w) => {
    const cmd = commandBefore(before, w.index ?? 0).trim();
    if (w[0].startsWith(">>")) return false;
    if (/^(?:sudo\s+)?crontab\s+(?:-u\s+\S+\s+)?-l\b(?:\s+2>\s*\/dev\/null)?$/.test(cmd)) return true;
    return filteredFrom(cmd, before.slice(0, w.index ?? 0), depth);
  });
}

/** A pipeline of removal filters whose first stage reads the user's own table (`crontab -l`) or a file holding it. */
function filteredFrom(pipeline: string, before: string, depth: number): boolean {
  const stages = pipeline.split("|").map((s) => s.trim());
  if (stages.length === 0) return false;
  const [first, ...rest] = stages as [string, ...string[]];
  if (!rest.every((st) => REMOVAL_FILTER.test(st) && REMOVAL_FILTER.exec(st)?.[0].length === st.length)) return false;
  if (/^(?:sudo\s+)?crontab\s+(?:-u\s+\S+\s+)?-l\b(?:\s+2>\s*\/dev\/null)?$/.test(first)) return true;
  const read = REMOVAL_FILTER.exec(first);
  if (!read) return false;
  const source = first.slice(read[0].length).trim();
  if (!/^["']?[\w./$-]{1,200}["']?$/.test(source)) return false;
  return ownTableFiltered(source, before, depth + 1);
}

/**
 * The stages that feed `crontab -` (the text before it, its pipe included): a pipeline of removal filters that reads
 * the user's own table or a file holding only its lines.
 */
export function ownTablePiped(before: string): boolean {
  const head = before.replace(/\|?\s*(?:sudo\s+)?$/, "");
  const cut = Math.max(head.lastIndexOf(";"), head.lastIndexOf("&&"), head.lastIndexOf("||"), head.lastIndexOf("\n"));
  const pipeline = head.slice(cut + 1).replace(/^[&|]?\s*/, "");
  return filteredFrom(`${pipeline} | cat`, head.slice(0, cut + 1), 0);
}

/** `(crontab -l; echo 'JOB') | …`: the user's table read back with echoed lines after it, in a group or a brace block */
const GROUP_SHOWN =
  /[({]\s*(?:sudo\s+)?crontab\s+(?:-u\s+\S+\s+)?-l\b(?:\s+2>\s*\/dev\/null)?(?:\s*\|\|\s*true)?\s*;((?:\s*(?:echo|printf)\s+(?:"[^"\n]{1,400}"|'[^'\n]{1,400}')\s*;?)+)\s*[)}]((?:\s*\|\s*[^|;&]{1,200})*)$/;

/**
 * The lines a group adds to the user's own table on its way in (`(crontab -l; echo '0 3 * * * /srv/app/bin/backup') |
 * sort -u | crontab -`): the pipe form of what shownTable reads in a file, so its jobs are judged the same way, by what
 * they run. Null when anything else feeds the group or a stage after it is no removal filter.
 */
export function groupShownJobs(before: string): string | null {
  const head = before.replace(/\|?\s*(?:sudo\s+)?$/, "");
  const m = GROUP_SHOWN.exec(head.slice(-2000));
  if (!m) return null;
  const stages = (m[2] ?? "")
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!stages.every((st) => REMOVAL_FILTER.exec(st)?.[0].length === st.length)) return null;
  return [...(m[1] ?? "").matchAll(/"([^"\n]{1,400})"|'([^'\n]{1,400})'/g)].map((q) => q[1] ?? q[2]).join("\n");
}
