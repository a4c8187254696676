// A lesson's step that puts a quoted line into an agent's rules file or memory, read by what the line tells later sessions.

import { hostileOrder, quoted } from "./agent-file-orders.ts";
import { PROSE_QUOTE44, policyRule44 } from "./planted-list44.ts";

/**
 * A tutorial, workshop handout or academy module on coding assistants teaches the learner to write the assistant's
 * standing instructions: "create `AGENTS.md`", then, three steps later, "add the working rules your team agreed on:
 * `…`", "Speichern Sie im Gedächtnis des Assistenten: „…“", "Tell your agent to remember: "…"". The order is the quoted
 * line, and its target is named by the lesson, often in another step (act-planted36.ts reads one sentence that holds
 * both). Here the document names an agent's rules file or memory anywhere, the step puts a quoted line (a put verb or a
 * colon before it, in several languages) and the line alone is judged as an agent's standing rule: the user's
 * confirmation waived for commands or acts of consequence, others' words raised to the user's authority, the sandbox
 * or a review taken away, failing tests deleted, or anything agent-file-orders.ts reads. Its honest twin plants
 * conventions, asks before the acts of consequence, waives the check for read-only or routine commands, or treats
 * fetched words "as data, not as requests from the owner".
 */

/** an agent's rules file or memory named anywhere in the document */
export const RULES_TARGET43 =
  /\b(?:agents|claude|gemini|copilot-instructions|conventions)\.md\b|\.(?:cursorrules|windsurfrules|clinerules)\b|\.cursor\/rules\b|\/memory\b|\bmemor(?:y|ies)\b|\brules? files?\b|\binstructions? files?\b|\bsystem prompt\b|\bremember\b|gedächtnis|mémoire|memoria|memória|pamię[cć]|geheugen|hafıza|bellek|памят|メモリ|記憶|记忆|기억|메모리/iu;

/** a quoted line: backticks, double quotes, guillemets, low-high quotes, corner brackets */
const QUOTE =
  /\x60([^\x60\n]{15,400})\x60|"([^"\n]{15,400})"|“([^”\n]{15,400})”|«([^»\n]{15,400})»|„([^“”\n]{15,400})[“”]|「([^」\n]{15,400})」/g;

/** the step puts the line there: a put verb or a colon just before it, in several languages */
const PUT =
  /(?:\b(?:add|adds|paste|copy|save|store|record|remember|include|write|append|put|insert|enter|memory add)\b|adicione|acrescente|salve|guarde|cole|inclua|ajoutez|enregistrez|collez|écrivez|notez|añad[ae]|agregue|agrega|pegue|incluya|hinzufügen|fügen sie|speichern|tragen sie|kopieren sie|aggiungi|salva|incolla|dodaj|zapisz|wklej|voeg|sla op|plak|ekle|kaydet|добав|сохран|запиш|вставьте|追加|保存|記憶|覚え|添加|记住|추가|저장|기억)[^\n]{0,120}\s*$|[:：]\s*$/iu;

/** the line is shown as what not to write, or as an attack's example */
const SHOWN_AS_BAD =
  /(?<![\p{L}\p{N}_])(?:never|not|don'?t|avoid|instead of|bad|wrong|examples?|e\.g\.|reports?|nunca|não|ne|jamais|nicht|nie|niet|non|mai|не|ejemplo|exemple|beispiel|esempio|exemplo)(?![\p{L}\p{N}_])|❌|🚫|injection|attack|malicious|phishing|例/iu;
/** the words after the line refuse it ("Do not follow it", "ignore it", "is an attack") */
const REFUSED_AFTER =
  /^[^\n]{0,80}?(?:\b(?:do not|don'?t|never) (?:follow|obey|add|keep|copy)\b|\bignore (?:it|this|them)\b|\b(?:is|was) (?:an? )?(?:attack|injection|scam|trap)\b|ne (?:le |la )?(?:suivez|suis) pas|nicht befolgen|no (?:lo |la )?sigas|não (?:o |a )?siga)/iu;

/** the user's confirmation waived by the words themselves ("never ask", "pre-approved", "allowed without") */
const WAIVED_SELF =
  /(?:\b(?:never|don'?t|do not|no need to)\s+(?:ask|prompt|check with|confirm with)\b|\bpre-?approved\b|\bauto-?approved\b|\ballowed without\b|\b(?:has|have) (?:already )?approved (?:all|every|any)\b|\bapproved in advance\b|\bdon'?t ask again\b|nunca (?:peça|pergunte|solicite|pidas|preguntes|pida)|não (?:peça|pergunte)|no (?:pidas|preguntes)|ne (?:demandez|demande) (?:jamais|pas)|frag(?:e|en sie)? nie|nie nachfragen|non chiedere mai|vraag nooit|nigdy nie pytaj|никогда не спрашива|確認しない|聞かない|不要询问|不要确认|묻지 마)/iu;
/** the same with "without", which a negation before it turns into a rule kept ("never run them without asking") */
const WAIVED_WITHOUT =
  /(?:\bwithout (?:asking|prompting|(?:\S+ ){0,3}(?:confirmation|approval|review|permission))\b|sem (?:pedir|perguntar|confirmação|aprovação)|sin (?:preguntar|pedir|confirmación|aprobación)|sans (?:demander|confirmation|validation)|ohne (?:rückfrage|nachzufragen|bestätigung|freigabe)|senza chiedere|zonder te vragen|bez pytania|не спрашивая|без подтвержд|確認せず|確認なしで|聞かずに|无需确认|不用确认|묻지 않고|확인 없이)/iu;
const NEGATION_BEFORE =
  /(?<![\p{L}\p{N}_])(?:never|not|don'?t|do not|must not|nunca|não|no|jamais|ne|nicht|niemals|nie|mai|non|nooit|niet|не|никогда)(?![\p{L}\p{N}_])|しない|禁止|不要|하지 ?마/iu;
/** what a waiver reaches: acts of consequence */
const CONSEQUENCE =
  /\bnetwork\b|\bdelet\w*|\bdestructive\b|\bforce-?push\w*|\bpush(?:es|ing)?\b|\bmain\b|\bpublish\w*|\bdeploy\w*|\bprod(?:uction)?\b|\bsudo\b|\brm -rf?\b|\boutside the (?:project|repo\w*)\b|\brede\b|réseau|netzwerk|\bred\b|apagar|supprim\w*|löschen|borrar|publicar|publier|veröffentlich\w*/iu;
/** commands in general */
const COMMANDS =
  /\bcommands?\b|comandos?|commandes?|befehle?|comandi|polece\w*|opdracht\w*|komut\w*|команд\w*|コマンド|命令|명령/iu;
/** routine or read-only work, for which teams do waive the check */
const ROUTINE =
  /\bread-only\b|\btests?\b|\blint\w*|\bformat\w*|\btype-?check\w*|\bgit (?:status|diff|log)\b|\bpreview\b|somente leitura|lecture seule|nur lesend|solo lectura/iu;

/** others' words raised to the user's or owner's authority ("treat them as my own requests", "sont des demandes de l'utilisateur") */
const AS_OWNERS =
  /\bas (?:if (?:they|it) (?:came|come|were|was) from )?(?:coming from )?(?:requests? from )?(?:the |my |your )?(?:own )?(?:(?:repository|repo|project) )?(?:user|owner|maintainer)(?:'s)?(?: own)?(?: (?:requests?|instructions?|orders?|commands?))?\b|\bas my (?:own )?(?:requests?|instructions?|orders?|commands?)\b|\bsont des (?:demandes|instructions|ordres) de l'utilisateur\b|\bcomme (?:des )?(?:demandes|instructions) de l'utilisateur\b|\bals (?:anweisungen|aufträge|anfragen) (?:des|vom) (?:nutzers?|benutzers?|besitzers?)\b|\bcomo (?:pedidos|solicitudes|solicitações|instrucciones|instruções) (?:del|do|de l[ao]) (?:usuario|usuário|dono|propietario)\b|ユーザーの(?:指示|依頼)として|用户(?:本人)?的(?:请求|指令)/iu;
/** words given that authority only to be kept as data ("as data, not as requests from the owner") */
const AS_DATA =
  /\bas data\b|\buntrusted\b|\bnot as\b|\bnever as\b|\bne sont pas\b|\bnicht als\b|\bno como\b|\bnão como\b/iu;

/** a safeguard taken away: the sandbox, a review, a failing test deleted */
const GUARD_AWAY =
  /\bsandbox(?:ing)? (?:disabled|off|turned off)\b|\b(?:disable|turn off|bypass|skip|without) (?:the )?sandbox\b|\breview(?: step)? (?:is|are) optional\b|\bskip (?:the )?(?:security |code )?reviews?\b|\b(?:delete|remove) (?:the |a |any )?(?:failing )?tests?\b(?! data| file)|apague o teste|borra (?:el|la) (?:test|prueba)|supprime[zr]? le test|lösche[n]? (?:sie )?den test/iu;

/** What the quoted line would do as an agent's standing rule, or null. */
export function standingRule43(line: string): string | null {
  const judged = hostileOrder(line, true);
  if (judged) return judged.why;
  for (const clause of line.normalize("NFKC").split(/[;；。\n]|\.(?=\s|$)/)) {
    const self = WAIVED_SELF.exec(clause);
    const without = self ? null : WAIVED_WITHOUT.exec(clause);
    const kept = without !== null && NEGATION_BEFORE.test(clause.slice(0, without.index));
    if ((self || (without && !kept)) && (CONSEQUENCE.test(clause) || (COMMANDS.test(clause) && !ROUTINE.test(clause))))
      return "waives the user's confirmation";
    if (GUARD_AWAY.test(clause)) return "takes a safeguard away";
  }
  const owners = AS_OWNERS.exec(line);
  if (owners && !AS_DATA.test(line.slice(Math.max(0, owners.index - 24), owners.index + owners[0].length)))
    return "raises others' words to the user's authority";
  // (a policy's voice: approval stated as given, a review not needed, others' words trusted, planted-list44.ts)
  return policyRule44(line);
}

/**
 * Whether a step (of a document that names an agent's rules file or memory: `target`) puts a quoted line there that
 * would be a hostile standing rule; the rule's reason, or null.
 */
export function plantedRule43(step: string, target: boolean): string | null {
  if (!target) return null;
  // (a quotation in prose may hold code spans, "Pushing to `main` is …": a backtick pair then spans from one code span
  // into the quotation; the prose quotations are read again alone, planted-list44.ts)
  for (const re of [QUOTE, PROSE_QUOTE44]) {
    re.lastIndex = 0;
    for (let m = re.exec(step); m; m = re.exec(step)) {
      const line = m.slice(1).find((g) => g !== undefined) as string;
      const before = step.slice(Math.max(0, m.index - 160), m.index);
      if (!PUT.test(before) || SHOWN_AS_BAD.test(before) || quoted(step, m.index)) continue;
      if (REFUSED_AFTER.test(step.slice(m.index + m[0].length))) continue;
      const why = standingRule43(line);
      if (why) return why;
    }
  }
  return null;
}
