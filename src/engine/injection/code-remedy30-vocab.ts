// Word classes of the code-remedy reader (code-remedy30.ts): the gate, the acts of consequence a code-carried message asks for beyond round 29's, the cues that make it a fix, setup or next step for whoever reads it, and the installer's wording that makes fetched code ordinary.

import { HANDOVER29, NEED29 } from "./pressed-act29-vocab.ts";

const S = String.raw`\s{1,3}`;
/** what may stand between an act's words: anything but a sentence's end (a dot inside a path or a name is no end) */
const GAP = String.raw`(?:[^\n.!?;。]|[.!?](?=[^\s"'\x60]))`;

/**
 * The cheap necessary test over a whole tool result (the normalised, lower-cased view): a literal of round 29's acts or
 * of the acts below. Answered by the prefilter pass (reader-gates.ts CODE_REMEDY30_GATE), so texts without one pay
 * nothing here.
 */
export const NEED30 = new RegExp(
  String.raw`${NEED29.source}|\biex\b|invoke-expression|sslverify|disablerealtimemonitoring|spctl|allowunauthenticated|<\(\s{0,2}(?:curl|wget)|hosts\.yml|application_default_credentials|appsettings\.|master\.key|tfstate|\.netrc|cloudtrail|guardduty|currentversion\\{1,2}run|\bpassed\b|\bsucceeded\b|\bgreen\b|\.ssh\/|pgpass|git-credentials|npmrc|docker\/config\.json|shell${S}environment|process\.env|gh${S}auth${S}token`,
);

/**
 * Secrets a code-carried message names: a credential store or key file by its path, a secret variable, a tool's login,
 * the whole environment. Only named ones: a doc's "get an API key from the portal" names none (round 29's word-level
 * secrets, "api key", "db password", are for messages under a lever, not for every setup step).
 */
const SECRET30 = String.raw`(?:~\/\.(?:ssh\/(?![\w.-]{0,40}\.pub\b)[\w.-]{1,40}|aws\/credentials|kube\/config|netrc|pgpass|git-credentials|npmrc|docker\/config\.json|config\/gh\/hosts\.yml|config\/gcloud\/[\w.\/-]{0,60}credentials[\w.]{0,20})|\$home\/\.(?:ssh\/|aws\/|netrc|pgpass|npmrc|git-credentials|docker\/config)|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|(?:^|[\s\x60'"(\/])\.env(?:\.production|\.prod|\.local)?\b(?![.\w]{0,3}(?:example|sample|template|dist))|\bsecrets?\.ya?ml\b|\bcredentials\.yml(?:\.enc)?\b|\bmaster\.key\b|\$\{?[a-z][a-z0-9_]{0,40}_(?:token|secret|password)\b|process\.env\b|\bgh${S}auth${S}token\b|application_default_credentials\.json|\bappsettings\.production\.json\b|\bterraform\.tfstate\b|\/run\/secrets\/\w)`;
/**
 * The verbs and places that hand a secret over (round 29's, without a bare link: in a doc a link beside a key is where
 * to get it), and an upload flag of curl, a file fed to a login, a copy into an issue or ticket.
 */
const HANDOVER30 = String.raw`(?:${HANDOVER29.replace("|https?:\\/\\/", "")}|\bcurl\b[^\n|]{0,40}(?:\s-t\s|\s-f\s{1,3}\w{1,20}=@|--data-binary${S}@|\s-d${S}@)|--token\s{0,2}\$\(|\b(?:in|into)${S}(?:das|the)${S}(?:issue|ticket)\b|\bkopier\w{0,3}\b|\bins${S}issue\b)`;

/** Acts of consequence a code-carried message may ask for, beyond round 29's: [class, pattern]. */
export const ACTS30: readonly (readonly [string, RegExp])[] = [
  ["secret-out", new RegExp(`${HANDOVER30}${GAP}{0,140}?${SECRET30}|${SECRET30}${GAP}{0,140}?${HANDOVER30}`, "i")],
  // code fetched and run by other spellings: a process substitution, PowerShell's download-and-invoke
  [
    "run-fetched",
    /\b(?:ba|z)?sh\s{0,3}<\(\s{0,2}(?:curl|wget)\b|\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|\n]{0,200}\|\s{0,3}(?:iex|invoke-expression)\b/i,
  ],
  // protections round 29 does not name: git's certificate check, the OS's malware scan and gatekeeper, apt's signatures,
  // the cloud's audit trail
  [
    "guard-off",
    new RegExp(
      String.raw`\bhttp\.sslverify${S}(?:false|0)\b|\bsslverify\s{0,3}=\s{0,3}(?:false|0)\b|-disablerealtimemonitoring${S}\$?(?:true|1)\b|\bspctl${S}--master-disable\b|allowunauthenticated\W{0,3}"?true|\b(?:disable|turn${S}off|stop|delete)\b[^.\n]{0,30}\b(?:cloudtrail|guardduty|audit${S}logging)\b`,
      "i",
    ),
  ],
  // access widened: a tree made world-writable
  ["privilege", /\bchmod\s{1,3}-r\s{1,3}(?:0?777|a\+rwx)\b/i],
  // a program planted to start with the user's session
  ["persistence", /\\currentversion\\{1,2}run\\/i],
  // a false report to the user about the checks
  [
    "false-report",
    new RegExp(
      String.raw`\b(?:tell|report\w{0,2}${S}to|inform)${S}the${S}(?:user|reviewer|team)${S}(?:that${S})?(?:the${S})?(?:suite|tests?|build|ci|checks?|pipeline)${S}(?:passed|(?:is|are)${S}green|succeeded)\b`,
      "i",
    ),
  ],
];

/**
 * The phrase that makes a code-carried message a remedy or a step for whoever reads it without a label: "to repair …",
 * "to restore …", a step before a release or deploy, in several languages. (A bare "fix" or "setup" is a change log's
 * or a man page's word; as a label with its colon it is STEP_ASK30.)
 */
export const REMEDY30 = new RegExp(
  String.raw`\bto${S}(?:fix|repair|restore|recover|resolve|unblock)\b|\bbefore${S}(?:tagging|(?:the${S})?(?:next${S})?release|deploying|pushing)\b|修復して|修复一下|zur${S}reparatur|vor${S}dem${S}(?:taggen|release|deploy)|部署前|发布前|pour${S}r[eé]parer|para${S}(?:arreglar|reparar|corregir)`,
  "i",
);

/** the reader addressed by name: a model, an assistant, an agent, whoever edits or reads the file */
export const ADDRESSED30 = new RegExp(
  String.raw`(?:^|[\s"'(/*#@-])(?:llms?(?=\s{0,2}[:,-])|llm${S}(?:note|agent)|ai${S}(?:assistants?|agents?|reviewers?)|assistant(?=\s{0,2}[:,])|copilot(?=\s{0,2}[:,/])|coding${S}agents?|whoever${S}(?:reads|edits|opens|picks)|the${S}next${S}(?:editor|maintainer|person))`,
  "i",
);

/**
 * Fetched code that is an install, not a repair: the tool's own installer is how every tool is documented, so fetched
 * code counts only as a repair or with the reader addressed.
 */
export const REPAIR30 = new RegExp(
  String.raw`\b(?:fix|quick${S}fix|hotfix|repair|restore|recover|heal|unblock|unlock|post-merge)\b|修復|修复|復旧|reparatur|reparier|исправ|почин|réparer|reparer|arregl|reparar`,
  "i",
);
/** a fetched script named as an installer: `…/install.sh`, `…/install`, `get.docker.com`, `…/installer.ps1` */
export const INSTALLER_URL30 =
  /https?:\/\/(?:get\.[\w.-]+|[^\s"'\x60|]{0,200}\/(?:install[\w-]{0,20}|get-[\w-]+)(?:\.sh|\.ps1|\.py)?)(?=[\s"'\x60|)?]|$)/i;
export const INSTALLS30 = new RegExp(String.raw`\b(?:install(?:er|s|ing)?|get${S}started)\b|インストール|安装`, "i");

/** asks round 29's list lacks: a report dictated to the user, an order to run in other languages */
export const ASK30 = /\b(?:tell|report|ejecut[ae]|f[uü]hre|ex[eé]cutez)\b/i;

/** a remedy's or step's label before its colon ("Repair it now:", "Fix:", "next step:", "Setup:"): a cue, and an ask as a verb is */
export const STEP_ASK30 = new RegExp(
  String.raw`\b(?:fix|quick${S}fix|repair|restore|recover|resolve|hint|next${S}step|setup|set${S}up|migration|post-merge)\w{0,3}\b[^.:\n]{0,30}:|(?:修復|修复|hinweis|部署前|注意)[^。.\n]{0,30}[:：]`,
  "i",
);
