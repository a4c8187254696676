// A cron table's origin: the project's own jobs (its table file, the user's table filtered) versus jobs added unseen.

/** A cron table kept in the project (a relative path, not hidden, not written earlier in the same command). */
export function projectTable(file: string, before: string): boolean {
  if (!/^(?:\.\/)?[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/.test(file) || file.includes("..")) return false;
  const name = file.replace(/^\.\//, "");
  return !new RegExp(
    String.raw`(?:>>?|\btee\b[^|;&]*)\s*(?:\./)?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`,
  ).test(before);
}

/**
 * The user's own table read back and filtered on its way in (`crontab -l | grep -v nightly | crontab -`, `… | sed
 * 's/0 2/0 3/' |`): an edit of existing jobs. Filters that run something (sed `e`, awk `system`) do not count.
 */
export function ownTableEdited(before: string): boolean {
  // (the command's span may begin at the pipe that feeds it)
  const head = before.replace(/\|?\s*(?:sudo\s+)?$/, "");
  const pipeline = /(?:^|[;&]\s*)((?:sudo\s+)?crontab\s+(?:-u\s+\S+\s+)?-l\b[^;&]*)$/.exec(head);
  if (!pipeline) return false;
  const stages = (pipeline[1] ?? "").split("|").slice(1);
  return stages.every(
    (st) =>
      /^\s*(?:grep|egrep|sed|sort|uniq|head|tail|tr|cut|awk|cat(?:\s+-)?\s*$)\b/.test(st) &&
      !/\bsystem\s*\(|\bprint\b|\/e\b|curl|wget|https?:|\/dev\/tcp|\bnc\b/.test(st) &&
      // (a sed script that appends, inserts or changes lines adds a job of its own)
      !/\bsed\b[^|]*(?:['"]|;)\s*(?:\$|\d+|\/[^/]*\/)?\s*[aic](?:\\|\s)/.test(st),
  );
}

/**
 * The jobs a script added to the user's table read back into a file (the file form of `(crontab -l; echo JOB) |
 * crontab -`), when every write to that file shows its text: `crontab -l > "$cron"` (the user's own jobs), then
 * `echo "0 * * * * $prefix/bin/mw-mailsync" >> "$cron"`. Null when any write hides its content (a download, a copy, a
 * here-document) or the user's table was not read back: such a table stays as unseen as any file.
 */
export function shownTable(file: string, before: string): string | null {
  const name = file.replace(/^["']|["']$/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (name === "" || before.length > 200_000) return null;
  const target = String.raw`>>?\s*["']?${name}["']?(?=$|[\s;&|)])`;
  const writes = [...before.matchAll(new RegExp(target, "g"))].length;
  const own = [
    ...before.matchAll(new RegExp(String.raw`\bcrontab\s+(?:-u\s+\S+\s+)?-l\b[^;&|\n]{0,40}?${target}`, "g")),
  ].length;
  const shown = [
    ...before.matchAll(
      new RegExp(
        String.raw`\b(?:echo|printf)\s+((?:"[^"\n]{0,400}"|'[^'\n]{0,400}'|[^\s;&|>]{1,200})(?:\s+(?:"[^"\n]{0,400}"|'[^'\n]{0,400}'|[^\s;&|>]{1,200})){0,8})\s*${target}`,
        "g",
      ),
    ),
  ].map((m) => m[1] as string);
  return own > 0 && writes === own + shown.length && shown.length > 0 ? shown.join("\n") : null;
}
