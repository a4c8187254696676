// Two benign readings of the declared-act reader's statements (round 27): a session the reader is told to restart is no mark of a standing routine, and a secret named in one clause with another object sent in the next is no exfiltration.

import { SECRET_STORE26, SECRET_WORD26 } from "./declared-act26-vocab.ts";

/**
 * A restart of the reader's own session or terminal, in the eleven languages the reader reads (the view is lower-cased
 * and accents are folded): "then restart the session", "reinicia la sesión", "cierra y vuelve a abrir la sesión",
 * "redémarrez la session", "reinicie a sessão", "log out and start a new session", "die Sitzung neu starten". An
 * install step addressed to a person, not something the session does on its own. The restart verb must govern the
 * session: no full stop or comma between them, and no "on / after / each" before the verb ("on restart, the session
 * sends …" keeps the session as the one who acts).
 */
const SESSION_WORD = String.raw`(?:sessions?|sesion(?:es)?|sessao|sessione|sitzung|sesj\w{0,3}|сесси\w{0,3}|shell|terminal)\b`;
const RESTART_VERB = String.raw`(?:restart|reload|reopen|relaunch|re-?log\s{0,3}in|log\s{1,3}out|open\s{1,3}a\s{1,3}new|start\s{1,3}a\s{1,3}(?:new|fresh)|reinici\w{1,4}|vuelv\w{1,3}\s{1,3}a\s{1,3}abrir|abr\w{1,3}\s{1,3}una\s{1,3}nueva|cierr\w{1,3}|redemarr\w{1,4}|relanc\w{1,4}|ouvr\w{1,4}\s{1,3}une\s{1,3}nouvelle|abr\w{1,3}\s{1,3}uma\s{1,3}nova|riavvi\w{1,4}|apri\s{1,3}una\s{1,3}nuova|uruchom\s{1,3}ponownie|перезапуст\w{1,4}|перезагруз\w{1,4})`;
export const RESTARTED_SESSION27 = new RegExp(
  String.raw`(?<!\b(?:on|at|after|upon|every|each|per|a|the|al|tras|apres|nach|bei)\s{1,3})\b${RESTART_VERB}\b[^.,;:!?\n]{0,40}?\b${SESSION_WORD}|\bsitzung\w{0,2}\s{1,3}neu\s{1,3}(?:starten|offnen|anmelden)\b`,
  "g",
);

/** A statement with the reader's own session restarts taken out, for the test of a standing routine's marks. */
export function withoutRestartedSession(piece: string): string {
  return /sess|sesi|sitzung|sesj|сесси|shell|terminal/.test(piece) ? piece.replace(RESTARTED_SESSION27, " ") : piece;
}

/** An English verb of sending, in any tense ("uploads", "pushed", "publish"). */
const SEND_VERB =
  /\b(?:sends?|sent|uploads?|uploaded|posts?|posted|push(?:es|ed)?|publish(?:es|ed)?|e?-?mails?|e?-?mailed|cop(?:y|ies|ied)|forwards?|forwarded|ships?|shipped|submits?|submitted|transfers?|transferred|attach(?:es|ed)?|syncs?|synced|mirrors?|mirrored|shares?|shared)\b/g;
/**
 * The object after a verb of sending and the preposition of the destination: " the tarball to". A passive ("is
 * uploaded to") has no object here, so it is never read as another one.
 */
const OBJECT_TO = /\s{1,3}(?<object>[^.;:\n]{1,60}?)\s{1,3}(?:to|into|onto|at|via)\b/y;
/** an object named as a thing of its own: it opens with an article or a possessive, not with a pronoun */
const NAMED_OBJECT = /^(?:the|a|an|our|its|their|each|every|all\s{1,3}the|new|built|signed|compiled)\s/;
/**
 * Nouns that may stand for the secret named before ("uploads that file", "pushes the key", "sends the contents",
 * "the archive"): an object with one of them is read as the secret sent.
 */
const REFERS_BACK =
  /\b(?:it|them|this|that|these|those|files?|contents?|cop(?:y|ies)|data|dumps?|backups?|archives?|values?|lines?|entr(?:y|ies)|config\w{0,9}|folders?|director(?:y|ies)|dir|everything|keys?|tokens?|secrets?|credentials?|passwords?|logins?|cookies?|dsn|env|environment|history|transcripts?|conversations?|logs?|output|results?)\b/;
/**
 * Words that make the secret part of what is sent later: packed, archived, encoded or added to it ("tars ~/.ssh and
 * uploads the tarball", "appends the token to the report, then posts the report").
 */
const PACKED =
  /\b(?:tar(?:s|red)?|zip(?:s|ped)?|pack(?:s|ed)?|bundl\w{1,3}|archiv\w{1,3}|compress\w{0,3}|encod\w{1,3}|base64|encrypt\w{0,3}|gpg|concatenat\w{1,3}|append\w{0,3}|embed\w{0,3}|inlin\w{1,3}|cat|dump\w{0,3}|add(?:s|ed)?|includ\w{1,3}|insert\w{0,3}|put(?:s)?|writ(?:es|ten)\s{1,3}into|copied\s{1,3}into|attach\w{0,3})\b/;

const SECRET = new RegExp(`${SECRET_STORE26}|${SECRET_WORD26}`);

/**
 * The act's secret is named only before its verb of sending, nothing packs it into what is sent, and every object
 * sent is a thing of its own ("Tokens live in ~/.npmrc; the release job uploads the tarball to …"). "uploads ~/.npmrc
 * to …", "uploads the token to …", "uploads that file to …" and "uploads it to …" are read as the secret sent. Pure.
 */
export function otherObjectSent(act: string): boolean {
  const sends: { at: number; object: string }[] = [];
  SEND_VERB.lastIndex = 0;
  for (let v = SEND_VERB.exec(act); v !== null; v = SEND_VERB.exec(act)) {
    OBJECT_TO.lastIndex = v.index + v[0].length;
    const object = OBJECT_TO.exec(act)?.groups?.object;
    // (a verb word before another verb names a thing: "the publish workflow uploads …"; the later verb sends)
    if (object === undefined || new RegExp(SEND_VERB.source).test(object)) continue;
    sends.push({ at: v.index, object });
  }
  const first = sends[0];
  if (first === undefined) return false;
  if (SECRET.test(act.slice(first.at)) || PACKED.test(act.slice(0, first.at))) return false;
  return sends.every((s) => NAMED_OBJECT.test(s.object) && !REFERS_BACK.test(s.object));
}
