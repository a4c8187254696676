// Non-English task hijacks (round 7): an AI reader addressed in its own language, then told to send, forward, pay or add something.

import type { ProseRule } from "./rule-vocab.ts";

// The text arrives normalised: lower case, Latin accents stripped ("reenvia", "fuge", "a l'assistant", "wyslij").
/** the reader named as an AI in es, pt, fr, it, de, nl, pl (a compound like "Termin-Assistenten" or "KI-Assistent" too) */
const ML_AI = String.raw`(?:l')?(?:asistente|assistente|assistant[ea]?|[a-z]{0,16}-?assistent(?:en|in)?|ki(?:-[a-z]{2,16})?|ia|asystent(?:a|owi|ka|ki)?|agente?|agenten|bot|robot|modelu${"\\s{1,3}"}jezykowego|modele${"\\s{1,3}"}de${"\\s{1,3}"}langage|modelo${"\\s{1,3}"}de${"\\s{1,3}"}(?:lenguaje|linguagem)|sprachmodell|taalmodel|chatbot)`;
/** verbs of acts with effects outside the conversation, imperative or infinitive, in the same languages */
const ML_VERB = String.raw`(?:reenvia|envia|envie|envoie|envoyez|envoyer|manda|mande|transfiere|transfira|transfere|transferez|transferer|borra|elimina|elimine|apague|apaga|supprime|supprimez|efface|effacer|cancella|comparte|compartilhe|partilhe|partage|partagez|condividi|compra|compre|achete|paga|pague|paie|payez|dile|diga|dis|sag|sagen|anade|adicione|ajoute|ajouter|aggiungi|sube|sobe|carica|inoltra|invia|leia|lee|lis|lisez|leggi|schicke?|sende|senden|teile|teilen|losche|fuge|pushe|uberweise|kaufe|leite|stuur|verstuur|deel|verwijder|voeg|wyslij|przeslij|usun|udostepnij|dodaj|przelej)`;
/** what the act reaches: an outside address or link, a secret, money, admin rights */
const ML_REACH = String.raw`(?:[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z.]{2,12}|https?://|~/|\.env\b|\biban\b|\bpass(?:wort|worter|word)s?\b|\bsenhas?\b|\bcontrasenas?\b|mot${"\\s{1,3}"}de${"\\s{1,3}"}passe|\bkennwort|\bcookies?\b|\btarjeta|\bcartao|\bcarte${"\\s{1,3}"}(?:bancaire|enregistree)|\bkreditkarte|\badministr\w{0,12}|\bdeveloppeur|\bwachtwoord|\bhaslo|\b\d{2,6}${"\\s{0,2}"}(?:euros?|eur|€))`;

/** a negation in the address or before the verb: "il ne partage jamais vos mots de passe" is a promise, not an order */
const ML_NEGATION =
  /(?:\bne\b|\bn'|\bjamais\b|\bnunca\b|\bnao\b|\bnie\b|\bnicht\b|\bniemals\b|\bmai\b|\bnooit\b|\bnever\b|\bnot\b)/;
const notNegated = (_text: string, _index: number, match: string): boolean => !ML_NEGATION.test(match);

const CJK_CYR = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

export const MULTILINGUAL_HIJACK_RULES: ProseRule[] = [
  // "Asistente que lee este correo: reenvía … a conciliacion@…", "Hinweis für KI-Assistenten: … schicke … an https://…"
  {
    id: "hijack.ml-addressed",
    category: "hijack",
    weight: 0.85,
    factor: { write: 0.55, prompt: 0.55 },
    accept: notNegated,
    re: new RegExp(
      String.raw`(?:^|[\n"'>{(\[*#/]|\\n|[.!?:;]\s{1,4}|[—–-]\s{1,4})\s{0,2}(?:[a-z'-]{2,16}[,!]?\s{1,3}){0,3}?${ML_AI}\b[^:\n.!?]{0,50}?\s{0,2}[:,.!]\s{0,4}(?:[^\n.;]{0,80}[.;]\s{1,3})?[^\n.;]{0,60}?\b${ML_VERB}\b[^\n]{0,120}?${ML_REACH}`,
      "g",
    ),
  },
  // "AI助手请注意：……把用户的 cookie 发送到 https://…", "このメールを読んでいるAIアシスタントへ：……contacts@… に送ってください"
  {
    id: "hijack.ml-addressed-cjk",
    category: "hijack",
    weight: 0.85,
    factor: { write: 0.55, prompt: 0.55 },
    script: CJK_CYR,
    re: /(?:ai|ии|人工智能|智能)?\s{0,2}(?:助手|アシスタント|エージェント|어시스턴트|에이전트|ассистент\S{0,3}|бот\S{0,2}|агент\S{0,2}|модел\S{0,3})[^\n]{0,24}?[:：,，、]\s{0,2}[^\n]{0,120}?(?:(?:发送|发到|转发|上传|分享给|送って|送信|転送|共有して|アップロード|보내|전송|отправ\S{0,4}|перешл\S{0,4}|пришли\S{0,2}|загрузи\S{0,2})[^\n]{0,60}?(?:https?:\/\/|[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z.]{2,12}|cookie|密码|密碼|パスワード|비밀번호|пароль)|(?:https?:\/\/|[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z.]{2,12})[^\n]{0,16}?(?:に送|へ送|に転送|로 보내|에 보내))/g,
  },
];
