// Accept check of an agent instruction file's own title ("# Instructions for coding agents" at the top of .cursorrules).

/** an agent instruction file by its name (a `==> path <==` banner, a path line) or its opening (the text is lowercased) */
const AGENT_FILE =
  /(?:^|[\s/])(?:\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md|agents\.md|claude\.md|gemini\.md|[\w-]{1,40}\.mdc)\b/;
/** what an ordinary house rule never holds: a secret, a send, a fetch, an outside address */
const REACH =
  /\b(?:curl|wget|secrets?|tokens?|passwords?|credentials?|api[\s_-]?keys?|ssh|send|upload|forward|post\s{1,4}to|exfiltrat\w*|gist|webhook|https?:)|\.env\b|~\/|@[a-z0-9-]{2,}\./;
/** the title's own section: up to the next heading or 1,200 characters */
const SECTION = 1200;

/**
 * `addressed.note-to-ai` reads the title of an agent instruction file ("# Instructions for coding agents" as the first
 * line of `.cursorrules`, `copilot-instructions.md`, `AGENTS.md`) as a note planted for the AI. It is the file's own
 * heading, its reader is meant to be an agent; the rules under it are judged by the other readers. The title counts as
 * the file's when it is the first line, or follows the file's name within 120 characters, and its section reaches
 * nothing beyond house rules (a secret, a send, a fetch, an outside address keep the hit).
 */
export function notAgentFileTitle(text: string, index: number, match: string): boolean {
  if (!/^(?:\n|\s)*(?:#{1,6}|\*\*)\s{0,4}instructions?\s/.test(match)) return true;
  const before = text.slice(Math.max(0, index - 120), index);
  if (index > 0 && !AGENT_FILE.test(before)) return true;
  const end = index + match.length;
  const rest = text.slice(end, end + SECTION);
  const next = rest.search(/\n#{1,6}\s/);
  return REACH.test(next < 0 ? rest : rest.slice(0, next));
}
