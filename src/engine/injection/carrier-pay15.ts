// Money moved out by an order that names no reader: a transfer of someone's funds, or a hidden payment, to an account or a wallet given in the text.

import { CONCEAL, NEGATED_BEFORE } from "./carrier-vocab.ts";
import type { Order15 } from "./carrier-order15.ts";

/** cheap necessary tests: a payment word, and a number, an IBAN, a wallet or an account where the money goes */
export const PAY_NEED = /pa[iy]|wire|transfer|remit|sen[dt]|move/;
/** (one regex of four literals is cheaper here than four `includes`) */
export const WHERE_NEED = /account|iban|wallet|bank/;

/**
 * Whether a text may hold a payment order at all: where the money goes is named (an account, an IBAN, a wallet, bank
 * details: the rarer test first, as this runs on every tool result), and a payment word
 */
export function mayPay15(text: string): boolean {
  return WHERE_NEED.test(text) && PAY_NEED.test(text);
}
/** the act, in the base form (an order) or a participle after "be" (a passive order) */
const PAY_ACT =
  /(?<![a-z])(?:pay|wire|transfer|remit|send|move)(?:\s(?:out|over))?(?![a-z])|(?<=\bbe\s)(?:paid|wired|transferred|remitted|sent|moved)(?![a-z])/g;
/** where the money goes: an account number, an IBAN, a wallet, "the account below" */
const ACCOUNT =
  /\baccount\s(?:no\.?\s|number\s|#\s?)?\d[\d -]{5,30}\d|\biban\b|\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}\b|\b0x[0-9a-f]{40}\b|\b(?:bc1|[13])[a-z0-9]{25,40}\b|\bthe (?:account|wallet|iban) (?:below|above|given|listed)\b|\b(?:new|holding|escrow|safe|external|personal) (?:account|wallet)\b/;
/** whose money: another's funds (a balance, a wallet, savings), not the price of what the text sells */
const FUNDS =
  /\b(?:the|their|his|her|the user's|the customer's|all|any|remaining|entire|full|available) (?:\w+ )?(?:balance|funds|savings|holdings|deposits?|wallet|money)\b|\bfrom (?:the|their|this|his|her) (?:\w+ )?(?:account|wallet|card)\b/;
/** an amount: a sum of money with its currency */
const AMOUNT =
  /(?:[€$£]\s?\d|\b(?:usd|eur|gbp|chf)\s?\d|\d[\d,. ]{0,12}\s?(?:usd|eur|gbp|chf|eth|btc|usdc|usdt|dollars|euros?)\b)/;
/** what makes a payment an attack rather than an invoice: kept from someone, or a changed account ("previous bank details are invalid") */
const REDIRECT =
  /\b(?:previous|old|usual|former) (?:bank )?(?:details|account|iban)\b[^.]{0,30}\b(?:invalid|closed|no longer|changed|replaced)|\bnew (?:bank )?(?:details|account|iban)\b|\binstead of\b/;
/** the writer's own account: an invoice or a bill asks to be paid */
const OWN_ACCOUNT = /\b(?:our|my company's|our company's) (?:\w+ )?(?:account|iban|bank)/;

/** The sentence around `at` (back and forward to ".", "!", "?", ";" before white space, or a line end; 300 at most). */
export function sentenceAround(text: string, at: number): [number, number] {
  const from = Math.max(0, at - 300);
  let start = from;
  for (const m of text.slice(from, at).matchAll(/[.!?;]\s|\n/g)) start = from + m.index + m[0].length;
  const rest = text.slice(at, at + 300);
  const stop = /[.!?;](?:\s|$)|\n/.exec(rest);
  return [start, at + (stop ? stop.index + stop[0].length : rest.length)];
}

/**
 * The first payment order in `text`: a transfer of someone's funds, or an amount paid with the act kept from someone or
 * to a changed account, to an account or wallet the text gives. A bill that asks to be paid to its sender's own
 * account, or a payment with no account given, is not read here.
 */
export function payOf15(text: string): Order15 | null {
  if (!mayPay15(text)) return null;
  let n = 0;
  for (const m of text.matchAll(PAY_ACT)) {
    if (++n > 100) break;
    const at = m.index as number;
    const [start, end] = sentenceAround(text, at);
    if (NEGATED_BEFORE.test(text.slice(Math.max(start, at - 40), at))) continue;
    const sentence = text.slice(start, end);
    const after = text.slice(at, end);
    if (!ACCOUNT.test(after) || OWN_ACCOUNT.test(sentence)) continue;
    const near = `${sentence} ${text.slice(end, end + 200)}`;
    if (FUNDS.test(after) || (AMOUNT.test(sentence) && (CONCEAL.test(near) || REDIRECT.test(near))))
      return { start: at, end, act: "pay" };
  }
  return null;
}
