// Prose rules, secret and data exfiltration requests, and decode-and-obey payloads.

import { notPublicKeyAsk } from "./rule-accept-public-key43.ts";
import { notContributionSent } from "./rule-accept-contribution.ts";
import { FROM_SECRET } from "./rule-accept.ts";
import { notSecretNoun } from "./rule-accept-docs.ts";
import { notRequestCredential } from "./rule-accept-request-credential.ts";
import { type ProseRule, S, gap, SECRET } from "./rule-vocab.ts";
import { notGivenToReceiver } from "./rule-accept-recipient.ts";
import { notCapability } from "./rule-accept-capability.ts";
import { notDiagnosticShare } from "./rule-accept-person-ask.ts";
import { notOwnOrgRecipient45 } from "./own-org45.ts";

export const EXFIL_RULES: ProseRule[] = [
  // ---- secret / data exfiltration requests ------------------------------------------------------------------------
  {
    id: "exfil.ask-secret",
    category: "exfiltration",
    weight: 0.84,
    negatable: true,
    accept: (t, i, m) =>
      !FROM_SECRET.test(m) && notSecretNoun(t, i, m) && notRequestCredential(t, i, m) && notPublicKeyAsk(t, i, m),
    re: new RegExp(
      String.raw`\b(?:what(?:'s|${S}is|${S}are|${S}was)|tell${S}me|give${S}me|share|send${S}me|provide|confirm|reveal|disclose|show${S}me|output|print|read${S}out|spell${S}out|hand${S}over)${gap(3)}(?:your|the|its|our|this|my|his|her|their)${gap(1)}${SECRET}\b`,
      "g",
    ),
  },
  {
    id: "exfil.user-data",
    accept: notGivenToReceiver,
    gate: [
      "give",
      "tell",
      "share",
      "send",
      "provide",
      "show",
      "list",
      "reveal",
      "disclose",
      "print",
      "forward",
      "bank",
      "birth",
    ],
    category: "exfiltration",
    weight: 0.72,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:give|tell|share|send|provide|show|list|reveal|disclose|print|forward)${S}(?:me|us)?\s{0,4}(?:the${S})?(?:list${S}of${S})?(?:users?|user's|customers?|employees?|patients?|(?:[a-z]{2,16}'s))${S}(?:\w{1,16}${S})?(?:email|e-mail|address|birth\s{0,4}date|date${S}of${S}birth|location|city|phone|bank${S}balance|balance|account|ssn|social${S}security|credit${S}card|password|data|records|personal|private|home)\b|\b(?:bank${S}balance|birth${S}date|date${S}of${S}birth)${S}of${S}[a-z]{2,16}`,
      "g",
    ),
  },
  {
    id: "exfil.user-location",
    gate: ["user"],
    category: "exfiltration",
    weight: 0.84,
    re: new RegExp(
      String.raw`\bwhere${S}(?:does${S}|is${S})?(?:the|this|our|my)${S}user${S}(?:\w{1,12}${S})?(?:live|lives|living|reside|resides|located|staying|stay)\b`,
      "g",
    ),
  },
  {
    id: "exfil.send-to",
    accept: (t, i, m) =>
      notCapability(t, i, m) &&
      notDiagnosticShare(t, i, m) &&
      notContributionSent(t, i, m) &&
      notOwnOrgRecipient45(t, i, m),
    gate: ["send", "post", "upload", "forward", "transmit", "exfiltrate", "mail", "leak", "copy", "submit", "report"],
    category: "exfiltration",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:send|post|upload|forward|transmit|exfiltrate|email|e-mail|leak|copy|submit|report)${gap(5)}(?:${SECRET}|conversation|chat${S}history|(?:user|employee|customer)${S}data|data|report|summary|files?|contents?)${gap(3)}(?:to|into|onto)${S}(?:https?:\/\/|[a-z0-9._-]{1,40}@[a-z0-9-]{1,40}\.|(?:this|the${S}following|my|our|an?${S}external)${S}(?:url|endpoint|address|server|webhook|email)|(?:an?${S}|the${S})?(?:public|external|remote|new|personal|anonymous|secret)${S}(?:gist|repo|repository|paste|pastebin|url|server|bucket|channel|issue|page))`,
      "g",
    ),
  },
  {
    id: "exfil.exfiltrate",
    category: "exfiltration",
    weight: 0.82,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:exfiltrate|exfiltrating|smuggle${S}out|sneak${S}out)${S}(?:(?:the|all|any|your|their|every|our)${S})?(?:\w{1,16}${S}){0,2}(?:${SECRET}|files?|data|repo(?:sitory)?|source|code|keys|tokens|history|conversation|contents?)\b`,
      "g",
    ),
  },
  {
    id: "exfil.markdown-image",
    gate: ["!["],
    category: "exfiltration",
    weight: 0.8,
    // `query=$.version` is a JSONPath root (shields.io's dynamic JSON badges in READMEs), not a variable to fill in;
    // `treeshake=[*]` (bundlejs' size badge, realfp45) is a literal list, "all", not a placeholder to fill
    re: /!\[[^\]\n]{0,80}\]\(https?:\/\/[^)\s]{1,200}[?&][a-z0-9_]{1,30}=(?:\{|\$(?!\.)|<|%7b|\[(?!\*\]|\]))/g,
  },
  {
    id: "exfil.split-payload",
    gate: [
      "combine",
      "concatenat",
      "join",
      "interlac",
      "merge",
      "put together",
      "assume we have",
      "answer the question using",
    ],
    category: "exfiltration",
    weight: 0.6,
    re: new RegExp(
      String.raw`\b(?:combine|concatenate|join|interlace|merge|put${S}together|assume${S}we${S}have|answer${S}the${S}question${S}using)${gap(4)}(?:parts?|strings?|pieces|a,${S}b|1${S}and${S}2)\b[^\n]{0,240}(?:password|secret|confidential|unlock|access|credential)`,
      "g",
    ),
  },
  // ---- decode and obey --------------------------------------------------------------------------------------------
  {
    id: "obfuscation.decode-and-obey",
    gate: ["decod", "decrypt", "deobfusc", "unscrambl", "revers", "rot13", "rot-13", "base64", "translat"],
    category: "obfuscation",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:decode|decrypt|deobfuscate|unscramble|reverse|rot-?13|apply${S}rot-?13|base64-?decode|translate)${gap(6)}(?:and|then|,)${S}(?:then${S})?(?:follow|do|execute|run|obey|perform|carry${S}out|act${S}on|comply${S}with|answer)\b`,
      "g",
    ),
  },
];
