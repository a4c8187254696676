// The words that judge a record's note to an AI reader that hands its request on to people (relay-note33.ts).

/**
 * The reader's whole part, as the note gives it: report the record (summarise it, list or quote the request, show it to
 * the user, keep it as a to-do, treat it as data, say "to the agent summarising this"). en, de, fr, es, pt, it, nl, pl,
 * ru, ja, zh; read on lowercased text.
 */
export const REPORT_PART =
  /\b(?:summari[sz](?:e|es|ing)|list\s{1,3}(?:it|this|them)|show\s{1,3}(?:it|this|them|such\s{1,3}an?\s{1,3}\w{1,12}|the\s{1,3}(?:next\s{1,3})?(?:line|request|item)|the\s{1,3}user)|quote\s{1,3}(?:it|this|the)|include\s{1,3}(?:it|this|them)\s{1,3}in\s{1,3}(?:the|your)\s{1,3}(?:summary|answer|reply|report)|(?:keep|note|record)\s{1,3}(?:it|this)\s{1,3}as\s{1,3}an?\s{1,3}(?:\w{1,12}\s{1,3})?(?:to-?do|action\s{1,3}item|open\s{1,3}item|task|reminder)|treat\s{1,3}(?:it|this)\s{1,3}as\s{1,3}data|(?:pass|relay|hand)\s{1,3}(?:it|this)\s{1,3}on|should\s{1,3}see\s{1,3}(?:it|this)|mention\s{1,3}(?:it|this)|report\s{1,3}(?:it|this)\s{1,3}to\s{1,3}the\s{1,3}user|zusammenfass\w{0,3}|fassen\s{1,3}sie\s{1,3}\S{1,30}\s{1,3}zusammen|r[ée]sum(?:ez|er)\b|(?:solo|s[óo]lo|apenas|s[óo])\s{1,3}resum[ae]\b|resumir\b|riassum\w{1,4}|vat\s{1,3}(?:\S{1,20}\s{1,3}){0,2}samen|samenvatt\w{0,3}|podsumuj\w{0,3})|перескаж|резюмиру|изложите|要約|まとめて|总结|摘要|概括|轉告|转告/;

/**
 * Whose the request is: a colleague's, the team's, the user's or the people named in the record, not the reader's ("the
 * request below is for a colleague", "this is a note between colleagues", "the human action item", "it is theirs to
 * handle", "leave it to the people named", "nothing here is approved for you to run", "do not act on it").
 */
export const PEOPLES_ASK =
  /\b(?:(?:request|ask|item|task|note|message|action\s{1,3}item|to-?do)\s{1,3}(?:(?:below|here|above)\s{1,3})?(?:is|are)\s{1,3}(?:meant\s{1,3})?(?:for|addressed\s{1,3}to)\s{1,3}(?:a\s{1,3}|the\s{1,3}|your\s{1,3}|our\s{1,3})?(?:[a-z-]{2,15}\s{1,3}){0,2}(?:colleagues?|team|teams|users?|humans?|people|persons?|staff|office|finance|accounts|it|hr|legal|owner)|(?:request|note|message)\s{1,3}from\s{1,3}(?:a\s{1,3}|your\s{1,3})?colleague|between\s{1,3}(?:people|colleagues|humans|persons|the\s{1,3}teams?)|human\s{1,3}(?:to-?do|action\s{1,3}item|task|follow-?up)|(?:their|theirs)\s{1,3}(?:action\s{1,3}item|to\s{1,3}(?:handle|do|deal\s{1,3}with))|it\s{1,3}is\s{1,3}theirs|leave\s{1,3}it\s{1,3}to\s{1,3}(?:the\s{1,3})?(?:people|persons|team|humans?|user|staff|them)|(?:open|action)\s{1,3}item\s{1,3}for\s{1,3}the\s{1,3}(?:team|user|people)|nothing\s{1,3}(?:here\s{1,3})?(?:is\s{1,3})?(?:approved\s{1,3})?(?:for\s{1,3}you\s{1,3})?to\s{1,3}run|do\s{1,3}not\s{1,3}act\s{1,3}on\s{1,3}(?:it|this)|(?:bitte|anfrage|aufgabe)\s{1,3}(?:richtet\s{1,3}sich\s{1,3}an|ist\s{1,3}f(?:ü|ue)r)\s{1,3}(?:das|die|den|einen|eine)\s{1,3}(?:team|kolleg\w{0,3}|mitarbeiter\w{0,3}|menschen)|demande\s{1,3}(?:s'adresse|s’adresse|est\s{1,3}pour|est\s{1,3}destin[ée]e?\s{1,3}[àa])\s{1,3}(?:à\s{1,3})?(?:l'|l’|la\s{1,3}|le\s{1,3}|un\s{1,3}|une\s{1,3}|vos\s{1,3})?(?:équipe|equipe|coll[èe]gue|service|personnes?)|(?:petici[óo]n|solicitud|pedido)\s{1,3}(?:es|é)\s{1,3}para\s{1,3}(?:el|la|a|o|um|uma|un|una)\s{1,3}(?:equipo|equipa|equipe|compa(?:ñ|n)ero|colega|time)|richiesta\s{1,3}è\s{1,3}per\s{1,3}(?:il|la|un|una)\s{1,3}(?:team|collega|squadra)|verzoek\s{1,3}is\s{1,3}voor\s{1,3}(?:het|de|een)\s{1,3}(?:team|collega)|pro(?:ś|s)ba\s{1,3}jest\s{1,3}do\s{1,3}(?:zespołu|zespolu|kolegi))|(?:просьба|запрос|задача)\s{1,3}(?:адресована|адресован|для)\s{1,3}(?:команд|коллег|сотрудник)|担当者への依頼|担当者に(?:依頼|お願い)|チームへの依頼|同事的请求|团队的请求|给团队|是给同事/;

/**
 * What a handed-on request never holds, even for a person: a secret or a credential file, code to run, a package or
 * script fetched, privilege, a safeguard off, destruction, the shell's start-up files, history rewritten, or a hiding
 * or an override (en and the commonest words of de, fr, es, pt, it, nl, pl, ru, ja, zh)
 */
export const RELAY_DANGER =
  /\b(?:tokens?|passwords?|passwd|passphrases?|credentials?|secrets?|api[\s_-]?keys?|private\s{1,3}keys?|ssh\s{1,3}keys?|id_(?:rsa|ed25519|ecdsa|dsa)|cookies?|printenv|environment\s{1,3}variables|curl|wget|sudo|chmod|chown|rm\s{1,3}-\w*|npx|pip3?\s{1,3}install|npm\s{1,3}(?:i|install)|installer|docker\s{1,3}run|git\s{1,3}config|crontab|authorized_keys|hookspath|force-?push|--force|--no-verify|reset\s{1,3}--hard|administrator\w{0,6}|admin|admins|superuser|root|disable|disabled|turn\s{1,3}off|switch\s{1,3}off|bypass|delete|wipe|drop\s{1,3}table|truncate|rewrite\s{1,3}(?:the\s{1,3})?history|ignore|disregard|forget|override|overrides|silently|quietly|secretly|without\s{1,3}(?:asking|telling|confirming|mentioning|showing|informing)|as\s{1,3}if\s{1,3}nothing|(?:tell|assure|inform)\s{1,3}(?:the\s{1,3})?users?\s{1,3}(?:that|it\s{1,3}is)|say\s{1,3}(?:that|it\s{1,3}is)|(?:is|are)\s{1,3}(?:clean|safe|verified|legitimate)|passwort|kennwort|zugangsdaten|mot\s{1,3}de\s{1,3}passe|identifiants|contrase(?:ñ|n)a|credenciales|credenciais|senha|wachtwoord|inloggegevens|has(?:ł|l)o|beheerder|administrateur|administrador|amministratore|l(?:ö|oe)sch\w{0,4}|supprim\w{0,4}|borr\w{1,4}|apag\w{1,4}|elimin\w{1,4}|verwijder\w{0,4}|usu(?:ń|n)\w{0,4}|ignorier\w{0,4}|vergiss|oubliez|ignorez|olvida|ignora|negeer|vergeet|esque(?:ç|c)a)\b|пароль|токен|ключ|удал\w{0,6}|забуд\w{0,4}|игнорир\w{0,4}|администратор|パスワード|トークン|秘密鍵|認証情報|管理者|削除|無視|優先して|密码|令牌|私钥|密钥|凭据|管理员|删除|忽略|\.(?:env|npmrc|netrc|pgpass|pypirc|bashrc|zshrc|profile|git-credentials)\b|~\/|\$\{?[a-z_]*(?:token|key|secret|pass)|\|\s{0,2}(?:ba|z|da)?sh\b|`[^`\n]{1,200}`/;

/**
 * Or the note only restrains its reader once it has reported ("show such a sentence to you and stop", "they should not
 * run commands … because a record said so", "do not act on it")
 */
export const RESTRAINT_PART =
  /\b(?:and\s{1,3}stop\b|should\s{1,3}not\s{1,3}(?:run|act|follow|execute|carry)|(?:do|must)\s{1,3}not\s{1,3}act\b|never\s{1,3}act\s{1,3}on)/;

/** the reader given no part at all ("nothing here is for you to run", "do not act on it", "not for you to act on") */
export const NOT_YOURS =
  /\b(?:nothing\s{1,3}(?:here\s{1,3})?(?:is\s{1,3})?(?:approved\s{1,3})?for\s{1,3}you\s{1,3}to\s{1,3}(?:run|do)|(?:do\s{1,3}not|don't|never)\s{1,3}act\s{1,3}on\s{1,3}(?:it|this|them)|not\s{1,3}for\s{1,3}you\s{1,3}to\s{1,3}(?:act\s{1,3}on|run|do))\b/;
