// Word classes of deceit40.ts: a record tampered with, a fact of consequence, and the purpose of deceiving its audience, in several languages.

/*
 * Every pattern reads the normalised text (lower case, accents folded; Cyrillic words made of Latin look-alikes may
 * come out Latin, so "не" is also "he"). JavaScript's \b knows no letters beyond ASCII: the non-Latin forms carry none.
 */

/** people with a right to know what happened: the user, customers, the reader of a report, management, auditors */
const AUDIENCE =
  "(?:the |our |any |your )?(?:users?|customers?|clients?|readers?|pm|product owner|owner|management|managers?|board|team|compliance(?: team)?|security(?: team)?|auditors?|regulators?|legal|anyone|anybody|everyone|investors?|cnil|ico|dpa|people)";

/**
 * Concealment that speaks for itself: the writer wants a fact kept from those it concerns ("keep it quiet", "nobody
 * needs to know", "as if it never happened", "so the audit does not see it"). Needs a tampered record, a fact of
 * consequence or a report in the same sentence.
 */
export const CONCEAL_STRONG = new RegExp(
  [
    String.raw`\bkeep (?:it|this|that|them) (?:quiet|under wraps|to ourselves|off the record)\b|\bkeep quiet\b|\b(?:stays?|remains?|is|kept) between us\b`,
    String.raw`\b(?:nobody|no one|no-one) (?:needs|has|have|ought) to know\b|\b(?:nobody|no one) (?:will|would|should) (?:notice|know|find out|ask)\b`,
    String.raw`\bas (?:if|though) (?:it|nothing|this|that) (?:never )?(?:happened|occurred|took place)\b|\bsweep (?:it|this|that) under the (?:rug|carpet)\b`,
    String.raw`\bso (?:that )?(?:the |our )?(?:audit(?:ors?)?|review(?:ers?)?|nobody|no one|customers?|compliance|regulators?)\b[^.\n]{0,30}\b(?:doesn't|does not|don't|do not|won't|will not|can't|cannot|never)\s(?:see|notice|find|ask|spot|learn)\b`,
    String.raw`\b(?:doesn't|does not|won't|will not|not to)\s(?:draw|attract) attention\b|\bwithout (?:anyone|anybody|the (?:team|client|customer|auditors?)) (?:noticing|knowing|seeing)\b`,
    String.raw`\b(?:audit trail|history|log) (?:should |must |will )?shows? no (?:edit|change|trace)\b|\bso (?:that )?the (?:change|edit|earlier wording|old wording)s? (?:doesn't|does not|won't|never) (?:show|appear)\b|\b(?:earlier|old|original) wording disappears\b`,
    // fr, es, pt, it, de, nl, pl, tr
    String.raw`\breste (?:entre nous|confidentiel)\b|\bcomme si (?:de rien n'etait|rien ne s'etait passe)\b|\b(?:pour que|afin que) (?:l'audit|personne|les clients|les auditeurs)\b[^.\n]{0,20}\bne\b`,
    String.raw`\bqueda entre nosotros\b|\bcomo si no hubiera pasado\b|\bsin que nadie se (?:de cuenta|entere)\b|\bpara que (?:la auditoria|nadie)\b[^.\n]{0,20}\bno\b`,
    String.raw`\bfica entre nos\b|\bcomo se nada tivesse acontecido\b|\b(?:para que|assim) a (?:auditoria|mudanca)\b[^.\n]{0,12}\bnao\b|\bpara que ninguem\b`,
    String.raw`\bresta tra (?:noi|di noi)\b|\bcome se non fosse successo\b|\bin modo che (?:nessuno|l'audit)\b`,
    String.raw`\bbleibt unter uns\b|\bals ware nichts (?:passiert|gewesen)\b|\bdamit (?:die revision|das audit|niemand|die prufer)\b`,
    String.raw`\bblijft tussen ons\b|\bzostaje miedzy nami\b|\baramizda kalsin\b|\bkimse (?:fark etmesin|bilmesin)\b`,
    // ru, zh, ja, ko
    "между нами|(?:чтобы|штобы) (?:никто|аудит|клиенты) (?:не|he) (?:заметил|увидел|узнал)|как будто ничего не было",
    String.raw`就当没发生|当作没发生|瞒着|不要让[^。\n]{0,12}知道|别让[^。\n]{0,12}知道`,
    "なかったことに|内緒に|黙って(?:おいて|おく)",
    "없던 일로|우리끼리|비밀로 (?:하|해)|모르게",
  ].join("|"),
  "u",
);

/**
 * Concealment whose object must be named: a fact of consequence kept from its audience ("leave the P1s out of the
 * release notes", "don't tell the product owner", "don't update the status page", "report it as green regardless of
 * the real number").
 */
export const CONCEAL = new RegExp(
  [
    String.raw`\b(?:don't|do not|dont|never|not to|without)\s(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|warn(?:ing)?|alert(?:ing)?|show(?:ing)?(?: it| this| that| them)? to)\s${AUDIENCE}\b`,
    String.raw`\b(?:don't|do not|dont|never)\s(?:mention|bring (?:it|this|that|them) up|bring up|cite|document (?:it|this|that)|list (?:it|them)|update the status page)\b`,
    String.raw`\b(?:leave|keep)\b[^.\n]{0,80}?\bout of (?:the |any |every |each |our |this )?(?:weekly |monthly |final |public |customer |written )?(?:summary|summaries|report|reports|release notes|changelog|notes|list|pr|update|postmortem|post-mortem|status page|digest|email|mail|recap|minutes)\b|\bleave (?:the |those |these )?(?:p[01]s?|criticals?|incidents?|advisories|vulnerabilities|findings) out\b`,
    String.raw`\bleave out (?:the |all |those |these |any )?[\w -]{0,30}\b(?:p[01]s?|criticals?|incidents?|advisories|vulnerabilities|findings|alerts?|outages?|breach(?:es)?)\b|\b(?:doesn't|does not|don't|do not) need to (?:see|know|hear)\b`,
    String.raw`\bregardless of (?:the |what the )?(?:real|actual|true|measured|numbers|figures|results)\b|\binstead of the (?:real|actual|true) (?:number|figure|value|result)s?\b`,
    String.raw`\bhidden from (?:the )?(?:users?|customers?|auditors?|dashboard|panel)\b|\bhide (?:it|them|this|that) from (?:the )?(?:panel|dashboard|users?|customers?|auditors?)\b`,
    // fr, es, pt, it, de, nl, pl, tr
    String.raw`\bne (?:le |leur |les |lui )?(?:dites|dis|previenez|previens|informez|mentionnez|signalez|citez)\b[^.\n]{0,30}\b(?:pas|rien)\b|\bne (?:pas|jamais) (?:prevenir|informer|mentionner|signaler|citer)\b|\bsans (?:le |les |leur )?(?:dire|prevenir|informer|montrer)\b`,
    String.raw`\bno (?:se lo |les |le |lo )?(?:digais|digas|diga|digan|comenteis|comentes|menciones|mencioneis|informes|informeis|avises|aviseis|pongais|pongas)\b|\bocultad\w{0,4} del (?:panel|informe)\b`,
    String.raw`\bnao (?:conte|contem|avise|avisem|informe|informem|mencione|mencionem|diga|digam|coloque)\b`,
    String.raw`\bnon (?:dite|dire|dirlo|ditelo|avvisate|informate|menzionate|citate|parlare)\b|\bnon vanno (?:citati|menzionati|riportati)\b`,
    String.raw`\b(?:nicht|niemandem|keinem) (?:sagen|erzahlen|melden|erwahnen|informieren|mitteilen)\b|\bnicht (?:im|in den) (?:bericht|report|zusammenfassung)\b`,
    String.raw`\bniet (?:vertellen|melden|vermelden)\b|\bnie (?:mow|mowcie|informuj|informujcie|zglaszaj|wspominaj)\b|\b(?:soylemeyin|bildirmeyin|bahsetmeyin)\b`,
    // ru, zh, ja, ko
    "(?:не|he) (?:говорите|сообщайте|уведомляйте|упоминайте|рассказывайте|пишите об этом)",
    "别提|不要提|不要告诉|别告诉|不要通知|不通知|不要更新|不要写进|别写进|不要报告",
    "伝えないで|言わないで|知らせないで|報告しないで|載せないで|触れないで|書かないで",
    "알리지 (?:않|마)|말하지 (?:않|마)|보내지 않는다|보내지 마|언급하지 (?:않|마)|숨기",
  ].join("|"),
  "u",
);

/**
 * Concealment that is ordinary words until a fact of consequence stands beside it: a history "kept clean", a page's or
 * wiki's history overwritten (git's own docs rewrite history every day), a count of events "kept" off a page
 */
export const CONCEAL_FACT = new RegExp(
  [
    String.raw`\bso (?:that )?(?:the |it |our )?(?:history|page|record|log|report|timeline|changelog|status page)?\s?(?:looks?|stays?|seems?) (?:clean|spotless|fine|good|normal|green)\b`,
    String.raw`\b(?:ecrasez|effacez|reecrivez|overwrite|rewrite|erase|purge|delete|wipe|scrub|reescreva|apague|borrad|borra|uberschreiben|loschen)\b[^.\n]{0,60}\b(?:historique|page history|wiki history|version history|revisions?|historial|historico|verlauf|history)\b`,
  ].join("|"),
  "u",
);

/** the purpose of an edit is a false record: a target met, a result made to pass, a date made to fit (a deadline such as "before the audit" is no purpose) */
export const FALSIFY = new RegExp(
  [
    String.raw`\bso (?:that )?(?:the |it |all |every |our )?[\w' -]{0,40}\b(?:is|are|becomes?|looks?) (?:significant|green|compliant)\b|\bso (?:that )?(?:all |every )?(?:the )?(?:samples?|tests?|checks?|rows?|results?)\b[^.\n]{0,20}\bpass\b`,
    String.raw`\bso (?:that )?it shows\b[^.\n]{0,40}\b(?:entered|approved|signed|wrote|made|did)\b[^.\n]{0,20}\b(?:originally|first|it)\b|\bso (?:that )?[\w' -]{0,30}\b(?:claim|numbers?|figures?|totals?|dates?)\b[^.\n]{0,20}\b(?:lines? up|matches?|adds? up)\b|\bso (?:that )?the (?:outage|incident|detection|impact)\b[^.\n]{0,30}\b(?:starts?|started|began|begins)\b`,
    String.raw`\b(?:to|so (?:that )?we) (?:meet|hit|beat|make|reach) (?:the |our )?(?:quarterly |monthly |annual )?(?:target|goal|quota|sla|kpi|numbers?)\b`,
    String.raw`\bso (?:that )?[\w' "-]{0,40}\bno longer (?:include|includes|list|lists|mention|mentions|show|shows)\b`,
    // fr, es, pt, it, de
    String.raw`\bpour (?:atteindre|tenir|respecter) (?:l'objectif|la cible|le sla)\b|\bpara (?:cumplir|alcanzar) (?:la meta|el objetivo)\b`,
    String.raw`\bpara (?:bater|nao estourar|atingir|cumprir) a meta\b|\bper (?:raggiungere|rispettare) l'obiettivo\b`,
    String.raw`\bum das ziel zu (?:erreichen|schaffen)\b|\bdamit die zahlen\b`,
  ].join("|"),
  "u",
);

/** an English or Romance verb that changes, erases or overwrites: it opens its clause, before the record */
const TAMPER_VERB = String.raw`\b(?:change|changing|set|edit|rewrite|reword|alter|adjust|bump|inflate|replace|amend|backdate|overwrite|update|modify|fix up|tweak|doctor|fudge|record|enter|delete|remove|erase|wipe|purge|scrub|drop|rebase|squash|turn off|turns off|disable|disables|switch off|changez|modifiez|remplacez|remplacer|ecrasez|ecraser|effacez|supprimez|supprimer|retirez|ajustez|cambia|cambiad|modifica|modificad|reemplaza|borra|borrad|elimina|eliminad|ajuste|troque|trocar|altere|reescreva|reescrever|apague|apagar|refaca|cambiate|modificate|cancellate|eliminate|riscrivete|zmien|usun|измените|замените|удалите|перепишите|сотрите)\b`;
/** a verb after its object: German infinitives, Dutch, and the Chinese, Japanese and Korean stems */
const TAMPER_VERB_LAST = String.raw`(?:\b(?:andern|aendern|loschen|loeschen|uberschreiben|umschreiben|wijzigen|verwijderen)\b|[把将].{0,20}(?:改|删)|删掉|删除|改成|改为|書き換え|消して|削除して|変更して|지우|삭제|수정|바꾸|바꿔)`;
/** a record of what happened: figures, results, dates, logs, history, a timeline, a report, an advisory */
const RECORD = String.raw`(?:\b(?:timelines?|totals?|figures?|numbers?|results?|grades?|scores?|dates?|timestamps?|time of detection|detection time|logs?|logging|audit trail|audit log(?:ging)?|history|revisions?|records?|register|entry|entries|rows?|reports?|notes|advisor(?:y|ies)|changelog|commits?|tags?|exif|expenses?|invoices?|receipts?|coverage|metrics?|kpis?|findings?|alerts?|incidents?|postmortem|minutes|ledger|historique|journaux|registre|heure de detection|chronologie|historial|registros?|informe|totales|historico|horario de deteccao|planilha|storico|registro|verlauf|protokoll\w{0,2}|bericht|zahlen|geschiedenis|historia|история|журнал\w{0,2}|логи)\b|历史|日志|记录|告警|履歴|ログ|記録|로그|기록|이력)`;
/** a finding closed on paper: marked resolved or a false positive */
const MARKED = String.raw`\b(?:mark|marks|marked|marking|marcad|marca|marquez|marque|markiere|markieren|segna|segnate|oznacz)\b[^.\n]{0,40}\b(?:false positives?|falso positivo|faux positif|resolved|resuelto|resolu|resolvido|risolto|fixed|behoben|erledigt|won't fix)\b`;
/** a change to a record within a short reach, either order (SOV languages put the verb last); a finding marked closed; "that you changed it" */
export const TAMPER = new RegExp(
  String.raw`${TAMPER_VERB}[^.\n]{0,60}?${RECORD}|${RECORD}[^.\n]{0,40}?${TAMPER_VERB_LAST}|${MARKED}|\b(?:that|what) (?:you|we|i) (?:changed|edited|altered|rewrote|removed) (?:it|this|that|them)\b`,
  "u",
);

/** a fact of consequence the concealment is about: an incident, a breach, a vulnerability, data lost, a critical bug */
export const CONSEQUENCE = new RegExp(
  [
    String.raw`\b(?:incidents?|outages?|breach(?:es)?|data leaks?|leak(?:ed)? data|data loss|data-loss|data corruption|data-corruption|vulnerabilit(?:y|ies)|advisor(?:y|ies)|cves?|audit findings?|findings?|p[01]s?|by mistake|accidentally|critical (?:bugs?|issues?|advisories|vulnerabilit\w{1,3}|findings?)|security (?:is |as )?(?:red|issues?|warnings?|alerts?|findings?|holes?)|unusual sign-?in|sign-?in alerts?|downtime|(?:lost|dropped|missed|double-charged|leaked|corrupted) (?:about |some |over |nearly |roughly )?[\w ,]{0,20}\b(?:orders|payments|records|rows|transactions|emails|messages|data|files|backups|accounts)|false positives?|the real (?:number|figure|result)s?)\b`,
    String.raw`\b(?:incidente|panne|per sbaglio|por error|par erreur|versehentlich|por engano|alerte|alerta|fuite de donnees|faille|vulnerabilite|brecha|fuga de (?:datos|dados)|vulnerabilidad|violacao|vazamento|guasto|fuga di dati|vulnerabilita|vorfall|ausfall|datenleck|sicherheitslucke|storing|datalek|awaria|wyciek|olay)\b`,
    "инцидент|утечк|уязвимост|сбо[йя]",
    "事故|故障|泄露|漏洞|告警|障害|漏えい|脆弱性|장애|유출|취약점",
  ].join("|"),
  "u",
);

/**
 * The sentence tells of the act or forbids it: a prohibition of the concealment itself, a write-up about attackers or
 * fraud, a refusal, a disclosure embargo (keeping a fix quiet until its advisory is out is the norm)
 */
export const TOLD40 = new RegExp(
  [
    String.raw`\b(?:never|do not|don't|must not|mustn't|should not|shouldn't|may not|cannot|can't|is not allowed to|are not allowed to)\s(?:hide|conceal|falsify|alter|backdate|rewrite|tamper|delete|remove|omit|leave out|suppress|cover up|edit|change|downplay)\b`,
    String.raw`\b(?:attackers?|adversar(?:y|ies)|threat actors?|intruders?|malware|ransomware|insiders? (?:may|might|could|often)|fraudsters?|scammers?|red flags?|phishing|social engineering|prompt[- ]injection|injected|warning signs?|is fraud|is illegal|would be fraud|cover-?ups?)\b`,
    String.raw`\b(?:embargo\w{0,2}|coordinated disclosure|responsible disclosure|until the (?:fix|patch|advisory) (?:is|ships|lands|goes))\b`,
    String.raw`\b(?:refused|declined|rejected|we won't do|we will not do|not something we do)\b`,
  ].join("|"),
  "u",
);

/**
 * The purposes' words as one alternation: it matches a text exactly when one of the four does (no pattern numbers or
 * names a group), in one pass instead of four (round 40's profile: the four passes were most of deceit40's cost). Its
 * literals are a probe of the rule stage's prefilter pass (reader-gates.ts DECEIT40_GATE).
 */
export const PURPOSE40 = new RegExp(
  [CONCEAL, CONCEAL_STRONG, FALSIFY, CONCEAL_FACT].map((p) => `(?:${p.source})`).join("|"),
  "u",
);
