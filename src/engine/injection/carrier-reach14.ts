// What an order to an addressed program reaches, read by its shape: a person's belongings, or a place outside the text.

/**
 * Someone's belongings named by their owner ("the user's wishlist", "every customer's saved card", "the organiser's
 * last ten e-mails"): whatever the noun, an act on another person's things is beyond reading a text. What a note to a
 * program names about its task (the user's question, request, language, preferences) is left out.
 */
export const OWNED14 =
  /\b(?:user|customer|client|owner|recipient|sender|organi[sz]er|attendee|member|employee|patient|caller|buyer|shopper|visitor|manager|boss|cfo|ceo|colleague|account holder)(?:'s|s')\s(?!(?:question|questions|request|requests|query|queries|task|prompt|intent|instructions?|needs?|language|locale|name|preferences?|point|goal|problem|issue|input|wording|tone|style|choice|consent|permission|approval|confirmation|behalf|own)\b)[a-z]{3,}/;
/** a place outside the conversation: an e-mail address, a link, a bucket, an IP (a chat handle is who a ticket is assigned to) */
const PLACE14 =
  /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]{2}|\b(?:https?|s3|gs|ftp|sftp|ssh|wss?):\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b/;
/** an order to go and read something: a link in a note to a program is where to look, not where to send */
const READ_ONLY14 =
  /^[\s\W]{0,6}(?:(?:please|kindly|always|first|just)\s)?(?:see|read|visit|check|consult|refer|review|browse|follow|look|cite|find|use|try|go|open|note|consider|respect|answer|help|summari[sz]e|explain|translate)\b/;

/** The class an order's text reaches by shape ("owned", "placed"), or null; `order` is the text after the address. */
export function reach14(order: string): string | null {
  if (READ_ONLY14.test(order)) return null;
  if (OWNED14.test(order)) return "owned";
  if (PLACE14.test(order)) return "placed";
  return null;
}
