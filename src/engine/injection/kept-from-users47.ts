// A spec's requirement that keeps from the people it concerns what was done to them: a security event, an admin's act, an incident, a charge.

/**
 * A product's spec decides what its users are told. Its honest requirements tell them of what concerns their safety
 * and their money: a new sign-in, a password changed, an admin acting in their account, an incident, an extra charge
 * ("notify the user and add an entry to their activity history", "posted on the status page"). The order reads as a
 * requirement of the same kind that keeps it from them: "don't notify the user and leave it out of their activity
 * history", "kept off the status page and out of customer reports", "a toast with `visible={false}`", "não aparecem
 * aqui nem no e-mail mensal", "通知メールを送らず、ログイン履歴にも残さない". The negation is the act, so this is read
 * before the step readers' negation gate (spec-step40.ts), one sentence at a time: the event and its hiding together.
 */

/** what concerns the user's safety or money: security events, an admin's acts on them, incidents, charges */
const EVENT =
  /\b(?:security (?:events?|alerts?|notices?)|(?:new )?sign-?ins?|new (?:device|login)s?|password (?:changed|changes?|resets?)|api keys? created|admin(?:istrator)?s?(?:'s?)? (?:changes?|acts?|actions?|logs? in|impersonat\w*|sessions?)|(?:an )?admin(?:istrator)? changes\b|another user's (?:settings|account|data)|impersonat\w*|log(?:s|ged)? in as|incidents?|outages?|breach(?:es)?|data (?:leaks?|exposures?)|(?:extra |additional |manual )?(?:charges|fees)|price (?:changes?|increases?)|session recordings?|cobranças|tarifas|cargos (?:extra|adicionales)|gebühren|frais (?:supplémentaires)?|incidentes|vorfälle)\b|代理ログイン|なりすまし|ログイン通知|不正アクセス|代理登录|安全事件|관리자.{0,6}로그인/iu;
/** kept from them: not notified, not shown, left out of their history, kept off the status page, shown invisibly */
const KEPT_FROM =
  /\b(?:no (?:notifications?|alerts?) (?:is |are )?(?:sent|shown)|(?:don'?t|do not|never|without) (?:notify\w*|notif(?:y|ication)s?|tell\w*|inform\w*|e-?mail\w*|alert\w*|show\w*)|(?:is|are) not (?:shown|notified|told|displayed|visible)|not (?:shown|displayed) to (?:the )?(?:users?|customers?)|leav\w* (?:it|them|this) out of (?:their|the|its) (?:[\w-]+ ){0,2}(?:history|log|feed|reports?)|(?:kept|keep|left|leave) (?:off|out of) (?:the |their |its )?(?:status page|customer reports?|activity (?:history|log|feed)|login history|invoice|monthly (?:e-?mail|statement))|visible=\{?\s*false|duration=\{?\s*0\b|hidden from (?:the )?(?:users?|customers?)|não aparecem|não são (?:mostrad|exibid)\w*|sem (?:notificar|avisar)|no (?:aparecen|se muestran)|sin (?:notificar|avisar)|nicht (?:angezeigt|benachrichtigt)|ohne (?:zu )?benachrichtig\w*|ne (?:sont|seront) pas (?:affich|notifi)\w*|sans (?:notifier|prévenir|avertir))\b|通知(?:メール)?を送らず|通知しない|履歴にも残さない|履歴に残さない|表示しない|不通知|不显示|不告知|알리지 않|표시하지 않/iu;

/** The hiding a spec's item asks for ("kept-from-users"), or null (`item` as written). */
export function keptFromUsers47(item: string): string | null {
  let n = 0;
  for (const sentence of item.split(/[.;!?](?=\s|$)|[。；\n]/)) {
    if (++n > 40) break;
    if (EVENT.test(sentence) && KEPT_FROM.test(sentence)) return "kept-from-users";
  }
  return null;
}
