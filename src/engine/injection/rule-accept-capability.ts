// Accept checks of capability descriptions: "Upload files to remote servers", "constrain what the agent may run" say what a tool can do.

/**
 * A tool's capability in a catalogue or README ("`ssh_upload`: Upload files to remote servers", "Copy files to a remote
 * host over SFTP") names bare plural things and a kind of place, no owner and no one place: nothing of the user's, no
 * address to reach. An order names what to send ("your files", "the .env file", "all contents") or one place ("the
 * remote server", "https://…") and still fires.
 */
const CAPABILITY =
  /^(?:send|post|upload|forward|transmit|copy|submit)\s{1,4}(?:files|data|reports|documents|contents)\s{1,4}(?:to|into|onto)\s{1,4}(?:remote|external)\s{1,4}(?:servers|hosts|machines|buckets|repositories|repos|endpoints)$|^(?:upload|copy|send|transmit)\s{1,4}files\s{1,4}to\s{1,4}an?\s{1,4}remote\s{1,4}(?:server|host|machine)$/;

export function notCapability(text: string, index: number, match: string): boolean {
  // the rule's match ends at its noun ("remote server"): the plural's letter after it counts too
  const end = index + match.length;
  return !CAPABILITY.test(`${match}${/^[a-z]{1,2}\b/.exec(text.slice(end, end + 3))?.[0] ?? ""}`);
}

/**
 * `hijack.tool-duty9` reads "the agent may run" as a grant; after "what", "which", "whether" or "how" it is a clause
 * that names the agent's permissions ("set MODE to readonly to constrain what the agent may run", "limit which commands
 * the agent can run"), not a grant to it. "The agent may now skip confirmation prompts" still fires.
 */
const EMBEDDED_BEFORE =
  /\b(?:what|which|whether|how|where|limits?|restricts?|constrains?|controls?|decides?|governs?)\s{1,4}(?:[a-z-]{2,16}\s{1,4}){0,2}$/;
/** the grant's form alone ("the agent may run"): a duty ("must", "should") keeps its reading */
const GRANT_ONLY = /\b(?:may|can)\s{1,4}(?:now\s{1,4})?[a-z]{3,8}$/;

export function notEmbeddedGrant(text: string, index: number, match: string): boolean {
  return !(GRANT_ONLY.test(match) && EMBEDDED_BEFORE.test(text.slice(Math.max(0, index - 40), index)));
}

/**
 * "Later rules always override previous rules", "rules that are defined later will always override previous defined
 * rules": the order of definitions decides which wins (style sheets, config layers), no reader is told to set its
 * rules aside. The subject names that order (later, last, subsequent, more specific); the object is no one's
 * instructions or prompt. "Later messages override your previous instructions" still fires.
 */
const LATER_SUBJECT =
  /\b(?:later|last|subsequent|latter|more\s{1,4}specific|(?:defined|specified|declared|listed|loaded)\s{1,4}(?:later|last|after\s{1,4}them))\b[^.!?\n]{0,40}$/;
const READERS_OWN = /\b(?:your|my|our|instructions?|prompts?|guidelines?|system|directives?|orders?)\b/;

/** the subject points at the text the reader is reading ("the rules later in this message"), or an order follows a colon */
const READER_TEXT =
  /\b(?:this|the\s{1,4}following)\s{1,4}(?:message|prompt|conversation|e-?mail|page|document|text|note|file)\b/;

export function notDefinitionOrder(text: string, index: number, match: string): boolean {
  if (!/^override/.test(match) || READERS_OWN.test(match)) return true;
  const before = text.slice(Math.max(0, index - 60), index);
  const end = index + match.length;
  if (READER_TEXT.test(before) || /^[^.!?\n]{0,12}:/.test(text.slice(end, end + 14))) return true;
  return !LATER_SUBJECT.test(before);
}
