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
