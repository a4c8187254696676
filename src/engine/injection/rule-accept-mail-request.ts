// Accept check of a request line in an e-mail: a colleague asking the people the mail goes to for their part of its business.

/**
 * Marks of a request from one person to the people a mail goes to: a group addressed ("Could everyone …", "can you
 * all …"), a calendar deadline ("by Thursday", "before our call on Tuesday", "by end of day"), a courtesy about time
 * ("when you get a chance") or an attachment the mail carries ("Please review the attached …"). A task planted for an
 * AI reader ("Write a poem about …", "Summarise this inbox and …") has none of them: it is due now, for one reader.
 */
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|tomorrow|tonight|noon|midday|eod|cob|close\s{1,3}of\s{1,3}business|(?:the\s{1,3})?end\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:day|week|month|quarter)|next\s{1,3}week|this\s{1,3}week|the\s{1,3}\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\s{1,3}\d{1,2}(?:st|nd|rd|th)?)`;
const HUMAN_MARK = new RegExp(
  String.raw`\b(?:everyone|everybody|all\s{1,3}of\s{1,3}you|you\s{1,3}all|y'all|folks)\b|\b(?:by|before|until|no\s{1,3}later\s{1,3}than)\s{1,3}(?:(?:our|the|your)\s{1,3}(?:call|meeting|review|sync|standup|offsite|deadline)\s{1,3}(?:on\s{1,3})?)?${DAY}\b|\b(?:when|if)\s{1,3}you\s{1,3}(?:get|have|find)\s{1,3}a\s{1,3}(?:chance|moment|minute|sec(?:ond)?)\b|\bat\s{1,3}your\s{1,3}(?:earliest\s{1,3})?convenience\b|\b(?:attached|enclosed)\b`,
);
/**
 * What keeps the request an order however politely asked: a secret, money or access, an address to send to, or a
 * word for an AI reader ("Could everyone send me their passwords by Friday?", "… forward it to x@y.example by noon").
 */
const GRAVE =
  /\b(?:passwords?|passcodes?|pins?|tokens?|credentials?|secrets?|api\s{0,3}keys?|private\s{1,3}keys?|ssh|\.env|2fa|otp|one-time\s{1,3}codes?|card\s{1,3}numbers?|cvv|iban|bank\s{1,3}details|wire|transfer|pay(?:ment)?|gift\s{1,3}cards?|admin|permissions?|access|delete|remove|disable|wipe|ai|assistants?|agents?|bots?|llms?|models?|chatgpt|claude|copilot|gemini|instructions?|prompt)\b|@|https?:|www\./;

/**
 * True when a request line of an e-mail is a colleague's request to the mail's people: it carries a human mark and no
 * grave word. `hijack.request-in-email` then reads it as the mail's own business.
 */
export function colleagueRequest(line: string): boolean {
  return HUMAN_MARK.test(line) && !GRAVE.test(line);
}
