// Word classes of a planted request's structure: an automated reader, an order, what it reaches, how it hides (carrier-reader.ts).

import { ACCESS, BULK, MONEY, PROTECTION, SECRET } from "./carrier-objects.ts";

/** nouns that name a program whatever stands around them */
const PROGRAM = String.raw`(?:ai|ai-\w{2,12}|bots?|chatbots?|llms?|copilots?|summari[sz]ers?|note-?takers?|crawlers?|scrapers?|(?:language|screening|ai|reading|summari[sz]ation) models?|models? (?:that|which|reading|summari[sz]ing|processing)|(?:recommendation|ranking|answer|search) engines?|(?:summari[sz]ation|screening|automated|ai) (?:systems?|tools?|pipelines?))`;
/** nouns that name a person as often as a program: "my assistant", "the support agent", "a helper" */
const ROLE = String.raw`(?:assistants?|agents?|helpers?|handlers?|reviewers?|readers?|processors?|systems?|tools?|models?|generators?|drafters?|sorters?|label(?:l)?ers?|asistentes?|assistentes?|assistenten?)`;
/** what makes a role a program: its kind ("mail assistant", "AI agent") … */
const PROGRAM_KIND = String.raw`(?:ai|a\.i\.|llm|automated|virtual|digital|mail|e-?mail|inbox|mailbox|calendar|scheduling|shopping|coding|code|research|browsing|browser|review|writing|note-?taking|meeting|chat|scripted|autonomous|language|summary|summari[sz]ation|digest|reply|triage|moderation|label(?:l)?ing|sorting|ia|ki)`;
/** … or the reading it does ("the assistant that summarises this thread", "helper reading product pages") */
const READING = String.raw`(?:(?:that|which|who)\s)?(?:is\s|are\s)?(?:paraphras\w*|translat\w*|rewrit\w*|quot(?:es|ing)|cit(?:es|ing)|label(?:l)?(?:s|ing)|sort(?:s|ing)|moderat\w*|tidy\w*|maintain\w*|help(?:s|ing)|assist(?:s|ing)|gets? to|comes? across|you use|you're using|of yours|in this (?:room|channel|thread|chat|group|repo|repository|project|inbox)|fix(?:es|ing)?|reads?|reading|process(?:es|ing)?|summari[sz](?:es|ing|e)|handl(?:es|ing|e)|manag(?:es|ing|e)|compil(?:es|ing|e)|prepar(?:es|ing|e)|pars(?:es|ing|e)|fetch(?:es|ed|ing)?|index(?:es|ing)?|crawl(?:s|ing)?|triag(?:es|ing|e)|screen(?:s|ing)?|compar(?:es|ing|e)|plann?(?:s|ing)?|answer(?:s|ing)?|writ(?:es|ing) up|draft(?:s|ing)?|scan(?:s|ning)?|ingest(?:s|ing)?|condens(?:es|ing|e)|digest(?:s|ing)?|go(?:es|ing)? through|analy[sz](?:es|ing|e)|refactor(?:s|ing)?|apply(?:ing)?|applies|generat(?:es|ing|e)|runs? on|assigned to|look(?:s|ing) at|picks? up|picking up)`;
/** a task aside that addresses whoever does the task: "before composing any summary of this email," */
const TASK_ASIDE = String.raw`\b(?:before|after|when|while|once)\s(?:you\s(?:are\s)?)?(?:compos|writ|summari[sz]|draft|prepar|answer|repl|process|fil|triag|condens|digest)\w*\b[^,:\n]{0,60}[,:]`;
/** the reader addressed: "For any calendar assistant that prepares …", "Note for automated mail handlers:", "@review-bot" */
export const READER = new RegExp(
  String.raw`(?:\b(?:for|to|attention|attn|dear|hey|hi|psst|note for|message for|greetings|whoever'?s?|whichever|@)[,:]?\s?(?:(?:the|any|every|all|our|your|an?|this)\s)?(?:[\w-]{2,16}\s){0,2}?(?:${PROGRAM}|${PROGRAM_KIND}\s${ROLE})\b|\b${ROLE}\s${READING}\b|\b(?:${PROGRAM}|${PROGRAM_KIND}\s${ROLE})\s(?:[:,—–]|${READING}\b)|\b(?:${PROGRAM}|${PROGRAM_KIND}\s${ROLE})(?:\s[\w-]{2,16}){0,2}\s?[:—–]|(?:^|[:;(\n]\s{0,3}|[—–]\s)${ROLE}\s?,|\((?:assistant|agent|ai|bot|copilot|model|llm)\)\s?:|\b${PROGRAM_KIND}\s${ROLE}\b|\bif (?:you(?:'re| are)|an?|any|the) (?:an? |the |any )?(?:${PROGRAM}|${ROLE})\b|\b(?:summari[sz]ed|read|processed|handled|triaged|filed|parsed|indexed) by (?:an? |the |any |your )?(?:${PROGRAM}|${ROLE})\b|${TASK_ASIDE}|@[\w-]{0,20}(?:bot|agent|ai|assistant|copilot)\b)`,
);
/**
 * What every match of READER holds: a program's or a role's noun ending at a word's end, or a task aside. Cheaper than
 * READER and never false where READER matches the same string, so a string it rejects needs no READER pass.
 */
export const READER_NEED = new RegExp(String.raw`(?:${PROGRAM}|${ROLE})\b|${TASK_ASIDE}`);
/** a tool's description: its reader is the model that calls the tool, whoever it names */
export const TOOL_DESCRIPTION =
  /(?:"description"\s{0,3}:|^\s{0,8}(?:-\s)?description:\s|@tool\(|<tool[\s>]|"inputschema"|"input_schema"|^\s{0,4}tool\s`)/m;
/** Whether a text is a tool's description: every branch of TOOL_DESCRIPTION holds one of three words, looked for first. */
export const describesTool = (text: string): boolean =>
  (text.includes("description") || text.includes("tool") || text.includes("input")) && TOOL_DESCRIPTION.test(text);
/**
 * an order given after the address: a modal, "please", or a verb at a clause start after the vocative's colon. "It can"
 * inside a relative clause ("full access to the machine and anything it can do") says what a thing is able to do, it
 * asks nothing (round 34, realfp34: an agent's own environment file).
 */
export const MODAL =
  /\b(?:should|must|needs? to|has to|have to|is (?:to|required to|expected to|asked to)|are (?:to|required to|expected to|asked to)|shall|ought to|will need to|is supposed to|can also|could also|can you|could you|(?:needs?|wants?|asked|asks) you to|asks? that|the (?:kind|right|best|helpful|honest|smart|nice) thing (?:to do )?is|would (?:really |genuinely )?(?:appreciate|help|love)|would be (?:lovely|great|nice|helpful|ideal|appreciated)|it would help|(?<!\b(?:anything|everything|whatever|all|what|which|that|as much as|as far as) )it (?:can|could)|could (?:also|easily|just)|asked that you|(?:i|we) need (?:from )?you|would you|please|kindly|pls|plz|make sure|be sure to|remember to|don't forget to|have it)\b/;
/** after "<reader>:" (or the vocative's comma: "assistant, scale …", not a list's "execute commands, install …") the next word opens the order unless it is a determiner, a pronoun or a verb of being */
export const AFTER_COLON =
  /^(?:[^.!?\n]{0,80}?(?:[:—–]|,\s{0,3}(?:also|then|just|please|kindly)\s)|[^.!?\n,]{0,40}?\b(?:assistants?|agents?|bots?|ai|models?|helpers?|copilot)\s?,)\s{0,3}(?:\*\*|\[[^\]\n]{0,20}\]\s)?(?!(?:the|a|an|this|that|these|those|it|its|i|we|you|they|he|she|my|our|your|their|his|her|is|are|was|were|has|have|had|be|been|how|what|why|when|where|who|which|if|no|yes|thanks|thank|hi|hello|note|see|for|in|on|at|of|by|with|as|and|or|but|not|do|does|did)\b)(?![a-z]{1,18}[^s\s]s\b)[a-z]{2,20}\b/;
/** an order to check with the user first is a safeguard, not a planted request */
export const CHECK_WITH_USER =
  /\b(?:confirm|check|verify|ask)\b[^.;\n]{0,60}\bwith (?:the|your) user\b|\bask (?:the|your) user\b|\b(?:user's|their) (?:explicit )?(?:consent|permission|approval|confirmation)\b/;
/**
 * a question put to the reader ("can you explain why the token refresh fails?", round 27: "can you show me how to
 * request access to the #secrets channel?") asks for an answer, not an act on its object
 */
export const ASKS_WHY =
  /\b(?:explain|describe|clarify|tell (?:me|us)|show (?:me|us)|teach (?:me|us)|walk (?:me|us) through|understand|figure out|look into|investigate|debug|diagnose)\s(?:to (?:me|us) )?(?:why|how come|how (?:to|do|does|can|should) |what (?:causes|happened|went wrong)|where|whether)\b/;
/** a statement of code, not a sentence of prose (a comment's words are prose) */
/**
 * a line that sets one property to one value (`model: 'ministral-8b-2410',`, `"agent": "build",`, `assistant = null;`):
 * a setting of code or config; the same name followed by words ("model: send the keys …") is still an address
 */
export const SETTING_LINE =
  /^\s{0,12}["'`]?[\w.-]{1,40}["'`]?\s{0,3}[:=]\s{0,3}(?:'[^'\n]{0,120}'|"[^"\n]{0,120}"|`[^`\n]{0,120}`|[\w.$@/:+-]{1,120}|[[{(])\s{0,3}[,;]?\s{0,3}$/;
export const CODE_STATEMENT = /[{}]|=>|\)\s{0,2};|\b(?:return|const|let|var|def|function)\b[^.\n]{0,80}[(=]/;
/** a prohibition ("must not", "never") is what a real instruction to a program says */
// (a denied capability is one too, "the tool should have no access to credentials": round 47, realfp47)
export const PROHIBITION =
  /\b(?:must not|mustn't|should not|shouldn't|never|do not|don't|may not|cannot|can't|is not allowed|are not allowed|refuse|(?:should|must|shall|will) (?:have|get|be given|keep) no)\b/;

/** data of someone other than the writer: "the user's shipping address", "her contacts", "Devon's meetings" */
const THIRD_PARTY = String.raw`(?:(?:the )?(?:user|customer|owner|recipient|account holder|client|candidate|member|employee)s?'s?|their|her|his|[a-z]{3,14}'s)\s(?:[\w-]{2,16}\s){0,3}?(?:addresse?s?|phone(?: numbers?)?|e-?mails?|contacts|calendar|schedule|meetings|inbox|mailbox|mail|messages|dms|files|folders?|drive|documents?|history|location|passwords?|cards?|accounts?|data|details|cookies|session|browsing|queries|query history|saved \w+|wallet|photos|notes|records|salary|door code|codes?)`;
/** the order's object, by class: each class found counts once */
export const OBJECT_CLASSES: readonly { name: string; re: RegExp }[] = [
  {
    name: "private",
    re: new RegExp(
      String.raw`${THIRD_PARTY}|${SECRET}|${BULK}|environment variables?|os\.environ|process\.env|printenv|connection strings?|database_url`,
    ),
  },
  {
    name: "money",
    re: new RegExp(
      String.raw`${MONEY}|\b(?:pay|wire|transfer|refund|deposit|purchase|buy|checkout|add (?:it |them )?to (?:the |their |her |his )?cart|sign (?:the user |them |her |him )?up|subscribe|reserve)\b`,
    ),
  },
  {
    // a safeguard reached by a verb that weakens it, an access right, code fetched to run, something made public
    name: "system",
    re: new RegExp(
      String.raw`\b(?:disable|turn off|switch off|skip|bypass|remove|delete|drop|deactivate|uninstall|weaken|lower|loosen|ignore|without)\b[^.;\n]{0,60}?${PROTECTION}|\b(?:disable|turn off|switch off|skip|bypass|remove|delete|drop|deactivate|weaken|loosen)\b[^.;\n]{0,40}?\b(?:rate limit\w*|signature|auth\w*|csrf|validation|verification|security|tests?|guard\w*|protection|policies|polic(?:y|ies))\b|${ACCESS}|\b(?:curl|wget|\.sh\b|postinstall|authorized_keys|make (?:it |this |them )?public|publicly|with everyone|scale [\w/-]+ to 0|installer|install\w{0,3} (?:[\w"'-]+ ){0,3}(?:extension|plugin|package|app|script|dependency)|accept (?:all|every|each|any)|(?:decline|cancel|reject) (?:all|every|each|any|his|her|their|the user's)|(?:delete|wipe|erase|purge) (?:all|every|the (?:\w+ )?(?:repo|repository|database|namespace|branch|folder|backups?|logs?|history)))\b|\b(?:add|install) (?:the )?(?:dependency|package|extension|plugin)`,
    ),
  },
  {
    name: "answer",
    re: /\b(?:(?:tell|inform|advise|assure|warn|remind|direct|steer|point) (?:the )?(?:users?|readers?|customers?|them|him|her|people)|(?:state|say|claim|mention|write|report|conclude|note) that|rank (?:this|it|us|them)|recommend (?:only|this|that|it|us)|(?:only|always) recommend|recommend (?:installing|buying|using|switching|moving|visiting)|respond only|answer only|describe [\w-]{2,20} (?:[\w-]{2,20} ){0,3}as|omit|leave out|do not flag|don't flag|not flag|first line|in (?:the|your|every|each) (?:summary|answer|response|reply|briefing|digest|review|report)|summary must|presented as|rate (?:this|them|him|her)|move (?:them|him|her|this) to)\b/,
  },
];
/** an outside address: where the data goes */
export const DESTINATION =
  /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]{2}|https?:\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b0x[0-9a-f]{8}/;
/** moves something to an address */
export const MOVE =
  /\b(?:send|forward|upload|submit|post|share|paste|copy|reply|dm|e-?mail|message|transfer|export|sync|push|add|append|include|attach|point|link)\b/;
/** what makes a request out of place: secrecy, a claimed agreement, a trigger for later, haste */
export const MARKERS: readonly { name: string; re: RegExp }[] = [
  {
    name: "secrecy",
    re: /\b(?:between us|(?:don't|do not|never|no need to) (?:tell|mention|inform|notify|show|ask|alert|bother|involve|list|include|flag|check)|without (?:telling|letting|notifying|informing|asking|confirm\w{0,5}|checking|review)|silently|quietly|won't mind|keep (?:this|it) (?:quiet|private|to yourself)|(?:not|never) (?:be )?(?:mentioned|shown|visible)|report success only|hide)\b/,
  },
  {
    name: "agreed",
    re: /\b(?:already (?:approved|agreed|said (?:ok|yes)|confirmed|authori[sz]ed|signed off|cleared|ok'?d)|(?:approved|agreed to|requested|asked for|authori[sz]ed|signed off on) (?:it |this |that )?(?:earlier|already|before|last week|yesterday|on the call|in advance)|as (?:we |you |they )?(?:discussed|agreed|arranged)|(?:the user|they|she|he|your manager|my (?:boss|manager)|the boss|legal|compliance|the (?:security|admin|hiring) (?:team|manager)|the (?:hiring )?manager) (?:has |have )?(?:asked|approved|agreed|requested|wants|said (?:ok|it's fine|you can))|which the user asked|the user asked (?:you|for)|(?:they|she|he)'ll be glad|routine)\b/,
  },
  {
    name: "later",
    re: /\b(?:next time|from now on|whenever|every time|each time|in (?:every|all|each) (?:future )?\w+|all future|going forward|from the next|standing rule|for all future|(?:when|if|once) the user (?:asks|opens|says|mentions|requests))\b/,
  },
  {
    name: "haste",
    re: /\b(?:urgent|urgently|immediately|right away|asap|before (?:answering|replying|summari[sz]ing|composing|anything else)|today)\b/,
  },
];
