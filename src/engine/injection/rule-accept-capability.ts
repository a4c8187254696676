// Accept check of `exfil.send-to`: "Upload files to remote servers" says what a tool can do, it sends nothing of the reader's.

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
