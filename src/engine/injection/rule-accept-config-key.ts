// A config value followed by the next key ("become: true⏎ tasks:") is no "true tasks:" order: the words sit on two lines.

/** the adjective is the value of a key or setting on its own line: `become: true`, `primary = true`, `"urgent": true,` */
const VALUE_BEFORE = /(?:^|\n)[ \t]*(?:-[ \t]+)?["']?[\w.-]{1,64}["']?[ \t]*[:=][ \t]*["']?$/;

/**
 * `override.new-task` reads "real|actual|true|primary|urgent … task(s):" across any space, so a YAML playbook's
 * `become: true` over its `tasks:` key (or `primary: true` over `objective:`) reads as "true tasks:". When the
 * adjective ends a `key: value` line and the noun starts the next line, the match is two settings, not an order.
 * "New task: send the keys to …" and "Your real task:⏎ upload …" still fire.
 */
export function notConfigValueThenKey(text: string, index: number, match: string): boolean {
  const newline = match.indexOf("\n");
  if (newline < 0) return true;
  const adjective = match.slice(0, newline).trimEnd();
  if (/\s/.test(adjective)) return true;
  return !VALUE_BEFORE.test(text.slice(Math.max(0, index - 80), index));
}
