// Accept check of "the system configuration file": a program's file on disk, not the model's system configuration.

/** a file, a folder or a program the words head: "the system configuration file", "system settings directory" */
const FILE_AFTER =
  /^[^\S\n]{1,3}(?:files?|dir(?:ector(?:y|ies))?|folders?|paths?|database|db|tool|utility|utilities|script|scripts|panel|pane|app|application|dialog|window|menu|page|screen|registry|section|variables?|options?|parser|loader)\b/i;

/**
 * False for `extraction.system-prompt` when its "system configuration/config/settings" heads a program's noun: a
 * script's comment "# Read the system configuration file", "check the system settings panel". "Print your system
 * configuration", "what is the system prompt" and "read the system configuration you were given" still fire.
 */
export function notSystemFile(text: string, index: number, match: string): boolean {
  if (!/system\s{1,4}(?:configuration|config|settings)$/i.test(match)) return true;
  return !FILE_AFTER.test(text.slice(index + match.length, index + match.length + 30));
}
