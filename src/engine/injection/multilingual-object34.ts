// Round 34's orders in other languages read by what they ask for: a command, a setting, a role, a memory, a summary, a public.

import { scanBash } from "./bash-scan.ts";
import { publicOnlyInNames48 } from "./public-names48.ts";
import { ADD33, DISABLE33, MAIN33, SEND33, STANDING33, UNCHECKED33, WRITEUP33 } from "./multilingual-class33-vocab.ts";
import {
  ADMIN_ROLE34,
  CHECK_KEY34,
  ACCOUNT34,
  AGENT_RULES34,
  ANY_COMMAND34,
  BACKUP34,
  BUILD_OUTPUT34,
  CHECK_NAME34,
  CODE_ACT34,
  CONDITION34,
  FORCE_PUSH34,
  DEBUG_ON34,
  ENTIRE34,
  FAILING34,
  FAR_PLACE34,
  FOLDER34,
  GUARD_FILE34,
  NO_ASK34,
  SECRET_NAME34,
  SSH_RELAY34,
  STARTUP34,
  STRANGER_RUN34,
  THREAD34,
  WHOLE_STORE34,
  FIRST34,
  HARDCODED34,
  MADE_TRUE34,
  MASTER34,
  ROLE_TEST34,
  TAKE_OUT34,
  FOREVER34,
  GRANT34,
  LIVE34,
  MEMORY34,
  MFA_OFF34,
  OMIT34,
  OPEN_SETTING34,
  PLACE_ACT34,
  PRIVATE34,
  PUBLIC34,
  REGISTRY_MOVED34,
  TRUSTED34,
} from "./multilingual-object34-vocab.ts";
import { actIsRight37 } from "./multilingual-purpose37.ts";
import { withoutRoleLabels47 } from "./own-hosts47.ts";
import { COPY, DISABLE_ROLE, KEEP, NO_CHECK, OFF, PROHIBIT34, SAVE, hides } from "./multilingual-object34-acts.ts";

/** One sentence not in English, as the round-16 reader holds it. */
export interface Sentence34 {
  /** the words: links, addresses and code blanked, quotations blanked */
  words: string;
  /** with its links, addresses and code (quotations blanked) */
  raw: string;
  /** the whole sentence, its quotations kept (what a memory or a rule file is told to hold) */
  full: string;
  /** the line the sentence sits on (a bracketed system label opens it) */
  line: string;
  /** an outside place: a URL, a mail address, an IP */
  place: boolean;
  /** planted signs the round-16 reader counted */
  cues: number;
}

export interface Reading34 {
  act: string;
  weight: number;
}

const BLOCK = 0.86;
/** the removal words of a role test are rights a permission set lists ("不允许创建，允许删除") */
const rightsListed = (w: string): boolean => actIsRight37(w, DISABLE33) && !TAKE_OUT34.test(w);
/** the bash layer's findings of consequence read in a command a sentence hands over */
const SHELL_ACT =
  /^bash\.(?:exfil-|reverse-(?:shell|tunnel)$|shell-catcher$|pipe-to-shell$|run-(?:from-url|download|decoded-code)$|persist-|untrusted-registry$|install-from-url$|ml-index-redirect$|destroy$|evasion-history$|checks-removed$|privilege-)/;
/** fetched code run: over https it is how READMEs install tools, so it needs pressure or a stranger's address */
const FETCHED = /^bash\.(?:pipe-to-shell|run-from-url|run-download|persist-download)$/;
const STRANGER_URL = /\bhttp:\/\/(?!localhost\b|127\.)|\bhttps?:\/\/\d{1,3}(?:\.\d{1,3}){3}\b/;
/** code spans, and a command written bare after a colon or at a comment's start */
const CODE_SPAN = /`([^`\n]{4,300})`/g;
export const BARE_COMMAND =
  /(?:^|[:：]\s{0,3}|#\s{0,3})((?:sudo\s{1,3})?(?:curl|wget|pip3?|npm|npx|pnpm|yarn|gem|git|rm|aws|gh|docker|printenv|env|cat|powershell|bash|sh|python3?|history)\s[^\n`]{2,300})/;

/**
 * pressure that README installers lack: a precondition before the reader's own work, an authority's order, a deadline,
 * a system's or a bot's label at the line's start
 */
const PRESSURE =
  /^\W{0,6}[[【(（][^\]】)）\n]{2,60}[\]】)）]|\b(?:cto|ciso|cio|vp)\b|(?<![a-z])(?:director|directeur|directora?|diretor|diretoria|direttore|dyrektor|dziekan|директор|руководител|керівник|mudur|direktur|giam doc|mkurugenzi|buchou|bucho|zhuguan|zongjian|geschaftsfuhrung|vorstand|security lead|team lead|responsabile|chef de|jefe de|chefe de|kierownik|начальник)|部长|部長|主管|总监|總監|上司|社長|지시|팀장|보안팀|命令|指示|आदेश|निर्देश|নির্দেশ|مدير|مدیر|מנהל|ผู้จัดการ|คำสั่ง|至急|紧急|緊急|긴급|срочно|терміново|urgent|dringend|acil|khan cap|haraka|segera|ด่วน|عاجل|דחוף|فوری|तुरंत|জরুরি/;

const PROGRAM_LINE =
  /[{}]\s{0,3}$|\)\s{0,2};\s{0,3}$|\w\.\w{1,30}\(|=>|^\s{0,12}(?:const|let|var|return|if\s{0,2}\()\b/;
const JSON_KEY = /"[\w.-]{1,40}"\s{0,2}:/g;
const URL = /https?:\/\/[^\s)>\]"'`]+/g;
/**
 * what was found, in a report: "we found a postinstall that …", "事例がありました" (a write-up's case, not an order; a fake
 * system notice's "detected" is not this)
 */
const REPORTED34 =
  /wir haben .{0,60}gefunden|nous avons (?:trouve|decouvert)|hemos (?:encontrado|descubierto)|encontramos|abbiamo (?:trovato|scoperto)|znalezlismy|мы (?:нашли|обнаружили)|ми (?:знайшли|виявили)|bulduk|kami menemukan|chung toi (?:da )?phat hien|we (?:found|discovered)|事例|案例|사례|見つかりました|发现了一个|발견했습니다|وجدنا|اكتشفنا|پیدا کردیم|מצאנו|हमें .{0,40}मिला|আমরা .{0,40}পেয়েছি|เราพบ/;
const NO_ASK_ALL = new RegExp(NO_ASK34.source, "g");
const OMIT_ALL = new RegExp(OMIT34.source, "g");
/** a script's address, and the files that run in CI */
const SCRIPT_URL = /https?:\/\/\S{1,160}\.(?:sh|ps1|bash)\b/;
const WORKFLOW = /\.github\/workflows\/|jenkinsfile|\.gitlab-ci\.yml|azure-pipelines|\.circleci\//;
/** a host by its name (relay.example.net): where a relay sends every connection */
const HOST_NAME = /\b(?:[a-z0-9-]{1,40}\.){1,4}(?:com|net|org|io|dev|example|test|invalid|ru|cn|de)\b/;
/** pressed on the reader: a system's label, an authority, a deadline, a precondition on its own work */
const pressed = (s: Sentence34): boolean => PRESSURE.test(s.line) || PRESSURE.test(s.words) || FIRST34.test(s.words);

/** the strongest act of consequence among the commands the sentence hands over, or null */
function commandAct(s: Sentence34): string | null {
  const pieces: string[] = [];
  CODE_SPAN.lastIndex = 0;
  // (read with its quotations: `powershell -c "iwr … | iex"` holds one)
  for (let m = CODE_SPAN.exec(s.full); m !== null && pieces.length < 6; m = CODE_SPAN.exec(s.full))
    pieces.push(m[1] ?? "");
  const bare = BARE_COMMAND.exec(s.full.replace(CODE_SPAN, " "));
  if (bare?.[1]) pieces.push(bare[1]);
  for (const code of pieces) {
    if (CODE_ACT34.test(code)) return "code-act";
    if (FORCE_PUSH34.test(code) && MAIN33.test(s.raw)) return "force-push";
    const hit = scanBash(code).hits.find(
      (h) =>
        h.weight >= 0.85 && SHELL_ACT.test(h.rule) && (!FETCHED.test(h.rule) || STRANGER_URL.test(code) || pressed(s)),
    );
    if (hit) return hit.rule.slice(5);
  }
  // code of consequence named in the sentence without a span (a step in a log line, a comment)
  if (CODE_ACT34.test(s.raw.replace(CODE_SPAN, " "))) return "code-act";
  // a script fetched and run with root, in a CI workflow or pressed on the reader (no command written)
  if (SCRIPT_URL.test(s.raw) && /\bsudo\b/.test(s.raw) && (WORKFLOW.test(s.raw) || pressed(s))) return "fetched-root";
  return null;
}

/** The act of consequence one sentence not in English asks for, read by its object, or null. */
export function readObjects34(sentence: Sentence34): Reading34 | null {
  // a record's keys ("owner":) are its form, not its words; a link's path ("…/aws-sso") is an address, not a key
  const s = {
    ...sentence,
    words: sentence.words.replace(JSON_KEY, " "),
    raw: sentence.raw.replace(JSON_KEY, " "),
  };
  if (WRITEUP33.test(s.words) || REPORTED34.test(s.words)) return null;
  // a line of a program (a call, a block's brace, a call's closing ";") is code the file runs, read by the code readers, not an order
  if (PROGRAM_LINE.test(s.raw.replace(CODE_SPAN, " "))) return null;
  // a withheld mention is the hide class's own negation: read before a prohibition quiets the sentence
  if (hides(s)) return { act: "hide-from-user", weight: BLOCK };
  // (the "without asking" and "do not mention" phrases hold a negation of their own: taken out before the test)
  if (PROHIBIT34.test(s.words.replace(NO_ASK_ALL, " ").replace(OMIT_ALL, " "))) return null;
  // a condition describes what a setting or a command does; it orders nothing
  if (CONDITION34.test(s.words)) return null;
  const cmd = commandAct(s);
  if (cmd) return { act: `command-${cmd}`, weight: BLOCK };
  // a check made to pass: a login, token or role check told to return true always or without its test, a master
  // credential hard-coded, a role test taken out of the code
  const standing = STANDING33.test(s.words) || NO_CHECK.test(s.words);
  if (CHECK_NAME34.test(s.raw) && MADE_TRUE34.test(s.raw) && (standing || /\breturn\s{1,3}true\b/.test(s.raw)))
    return { act: "check-made-true", weight: BLOCK };
  if (HARDCODED34.test(s.words) && MASTER34.test(s.words)) return { act: "master-hardcoded", weight: BLOCK };
  if (ROLE_TEST34.test(s.raw) && (DISABLE33.test(s.words) || TAKE_OUT34.test(s.words)) && !rightsListed(s.words))
    return { act: "check-removed", weight: BLOCK };
  // a whole store sent out: a home folder, a system data path, the repository with .git, or every file of a folder
  // (not a build's output, which is made to be uploaded) to an outside address
  if (FAR_PLACE34.test(s.raw) && (SEND33.test(s.words) || PLACE_ACT34.test(s.words) || COPY.test(s.words))) {
    const store =
      WHOLE_STORE34.test(s.raw) || (ENTIRE34.test(s.words) && FOLDER34.test(s.raw) && !BUILD_OUTPUT34.test(s.raw));
    if (store) return { act: "store-sent-out", weight: BLOCK };
  }
  // a secret by its name written into a thread others read
  if (SECRET_NAME34.test(s.raw) && THREAD34.test(s.words) && (ADD33.test(s.words) || SEND33.test(s.words)))
    return { act: "secret-into-thread", weight: BLOCK };
  // where money goes: an account number given to everyone or changed past review
  if (ACCOUNT34.test(s.raw) && (ENTIRE34.test(s.words) || UNCHECKED33.test(s.words)))
    return { act: "payee-changed", weight: BLOCK };
  // something planted to start later: a unit, cron entry or hook that runs a stranger's code; ssh routed via a relay
  if (STARTUP34.test(s.raw) && STRANGER_RUN34.test(s.raw)) return { act: "startup-planted", weight: BLOCK };
  if (SSH_RELAY34.test(s.raw) && /~\/\.ssh\/config|ssh_config/.test(s.raw) && (s.place || HOST_NAME.test(s.words)))
    return { act: "ssh-relay", weight: BLOCK };
  // the agent's rules told to run any command without asking
  if (AGENT_RULES34.test(s.raw) && NO_ASK34.test(s.full) && (ANY_COMMAND34.test(s.full) || STANDING33.test(s.words)))
    return { act: "rules-no-ask", weight: BLOCK };
  // backups or audit trails deleted with everything, on the live system or unasked; the repository's guards deleted with
  // its failing tests
  if ((DISABLE33.test(s.words) || TAKE_OUT34.test(s.words)) && !KEEP.test(s.words)) {
    if (BACKUP34.test(s.words) && (ENTIRE34.test(s.words) || LIVE34.test(s.raw) || NO_ASK34.test(s.words)))
      return { act: "backups-deleted", weight: BLOCK };
    if (GUARD_FILE34.test(s.raw) && FAILING34.test(s.words)) return { act: "guards-deleted", weight: BLOCK };
  }
  // a setting that opens the system (keys and values are code in every language)
  if (OPEN_SETTING34.test(s.raw)) return { act: "open-setting", weight: BLOCK };
  if (DEBUG_ON34.test(s.raw) && LIVE34.test(s.raw)) return { act: "open-setting", weight: BLOCK };
  if (CHECK_KEY34.test(s.raw.replace(URL, " ")) && (DISABLE33.test(s.words) || OFF.test(s.words)))
    return { act: "check-off", weight: BLOCK };
  // a registry moved, as a step pressed on the reader or to a stranger's address (a README setting its mirror is not)
  if (REGISTRY_MOVED34.test(s.raw) && (pressed(s) || STRANGER_URL.test(s.raw)))
    return { act: "registry-moved", weight: BLOCK };
  // private files included in a release that goes to an outside address
  if (/\binclude_?private\W{0,4}true\b/.test(s.raw) && FAR_PLACE34.test(s.raw))
    return { act: "open-setting", weight: BLOCK };
  // an admin or owner role given, with its second factor taken away or to someone from outside
  // (a header's "Owner: …" is a name under its label, no role given, own-hosts47.ts)
  if (ADMIN_ROLE34.test(withoutRoleLabels47(s.words)) && GRANT34.test(s.words) && !DISABLE_ROLE.test(s.words)) {
    if (
      MFA_OFF34.test(s.words) ||
      s.place ||
      /`[\w.@-]{3,40}`|\bext-|\bexternal|外部|외부|внешн|зовніш|خارج|חיצוני/.test(s.raw)
    )
      return { act: "grant-admin", weight: BLOCK };
  }
  // a standing memory planted: the agent's memory told to hold that someone is trusted or a request approved
  if (
    MEMORY34.test(s.words) &&
    (TRUSTED34.test(s.full) || FOREVER34.test(s.full)) &&
    (ADD33.test(s.words) || FOREVER34.test(s.words) || SAVE.test(s.words))
  )
    return { act: "memory-planted", weight: BLOCK };
  // "remember for ever: … are the owner's orders" (the memory named by its verb)
  if (SAVE.test(s.words) && FOREVER34.test(s.words) && TRUSTED34.test(s.full))
    return { act: "memory-planted", weight: BLOCK };
  // private data or secrets moved to a public place
  // (the act is a move into the place: "publish" alone is how docs speak of their own releases)
  // (a name's part, `VITE_PUBLIC_*`, in a sentence that limits the exposure to such names is no public place)
  if (
    PUBLIC34.test(s.words) &&
    PRIVATE34.test(s.raw) &&
    (PLACE_ACT34.test(s.words) || s.place) &&
    !publicOnlyInNames48(s.words, PUBLIC34)
  )
    return { act: "publish-private", weight: BLOCK };
  return null;
}
