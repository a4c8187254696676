// Accept check of a project's own note to coding agents that points to its docs or conventions (AGENTS.md, a codemod).

/** how far the note's paragraph is read: up to a blank line or this many characters */
const NOTE_REACH = 400;
/**
 * what a note of house rules points to: a project document (AGENTS.md, CONTRIBUTING.md, docs/…), the project's
 * conventions, its build and test commands, a codemod or migration of its own
 */
const HOUSE =
  /(?:[\w./-]{1,60}\.(?:md|mdc|rst|txt)\b|\b(?:contributing|readme|docs?\/|conventions?|style\s{1,4}guide|guidelines?|tests?|test\s{1,4}suite|lint(?:er|ing)?|typecheck|build|commit\s{1,4}messages?|pull\s{1,4}requests?|codemod|migration\s{1,4}guide|changelog|directories|vendor(?:ed)?|generated)\b)/;
/** a note whose act is toward the user: "Always share the live URL above with the user", "tell the user to restart" */
const TO_USER = /\b(?:tell|show|share|give|remind|inform|point)\b[^.!?\n]{0,80}?\b(?:the|your)\s{1,4}users?\b/;
/**
 * what house rules never hold: a secret, a send, a fetch or an outside address, hiding from the user, putting the
 * agent's own orders aside, or acts of privilege and destruction
 */
export const HOUSE_BEYOND =
  /\b(?:curl|wget|secrets?|tokens?|passwords?|credentials?|api[\s_-]?keys?|keys|ssh|send|upload|forward|post\s{1,4}(?:it|them|to)|export|exfiltrat\w*|gist|paste(?:bin)?|webhook|https?:|silently|quietly|secretly|without\s{1,4}(?:asking|telling|showing|mentioning)|(?:don'?t|do\s{1,4}not|never)\s{1,4}(?:tell|mention|show|inform|ask)|ignore|disregard|override|forget|over\s{1,4}(?:anything|what)|instead\s{1,4}of\s{1,4}the\s{1,4}user|sudo|chmod|rm\s{1,4}-|delete|disable|force|allow(?:list)?|approve|merge|publish|deploy)\b|\.env\b|~\/|@[a-z0-9-]{2,}\./;
/** a package runner: `npx x`, `pipx run x`, `uvx x`, `bunx x`, `pnpm dlx x`, `yarn dlx x` and the package it runs */
const RUNNER =
  /\b(?:npx|bunx|uvx|pipx\s{1,4}run|(?:pnpm|yarn)\s{1,4}dlx)\s{1,4}(?:-\S+\s{1,4})*(@?[a-z0-9][\w.-]{1,60})/g;

/**
 * False for `addressed.note-to-ai` when the note is a project's own house rule for coding agents ("If you are an AI
 * agent working in this repository, read AGENTS.md first and follow it: …", "Note for AI agents upgrading this
 * dependency: the codemod is `npx orbitly-codemod v5`") or a tool's note whose act is toward the user ("Note for
 * assistant: always share the live URL above with the user"): its paragraph points to the project's documents or
 * conventions, or to the user, and reaches nothing beyond them, and a package it has the agent run is the page's own
 * (its name's stem appears before the note). A note that reaches a secret, a send, a fetch, hiding or privilege keeps
 * the hit, as does one that runs a package the page never named.
 */
export function notHouseNote(text: string, index: number, match: string): boolean {
  const end = index + match.length;
  const rest = text.slice(end, end + NOTE_REACH);
  const blank = rest.search(/\n[^\S\n]*\n/);
  const note = `${match} ${blank < 0 ? rest : rest.slice(0, blank)}`;
  if (!(HOUSE.test(note) || TO_USER.test(note)) || HOUSE_BEYOND.test(note)) return true;
  const before = text.slice(0, index);
  RUNNER.lastIndex = 0;
  for (let m = RUNNER.exec(note); m !== null; m = RUNNER.exec(note)) {
    const stem = (m[1] as string).replace(/^@/, "").split(/[-_./@]/)[0] as string;
    if (stem.length < 3 || !before.includes(stem)) return true;
  }
  return false;
}
