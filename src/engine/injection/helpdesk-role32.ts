// A helpdesk record's "agent": the human on the support side of a ticket, not a program the record addresses.

/**
 * Ticketing systems name their two parties "agent" and "customer" (or "requester", "end user"): `"author": "agent"`,
 * "Agent note: asked the customer to reinstall", "Agent: Please send us the log file". There the bare word "agent" is a
 * person answering a ticket, and the ticket's requests ("please upload the form via the portal") are asked of people.
 * A program is still named as one ("AI agent", "coding agent", "agent-bot", "assistant"), and a text that is no ticket
 * keeps "agent" as the other rules read it. Pure tests on the normalised view (lower case).
 */

/** a ticket or a case with its number or field, or a helpdesk product (en, de, fr, es, pt, it) */
const TICKET =
  /\b(?:tickets?|case|incident|service request|support request|chamado|caso|anfrage|demande|richiesta|solicitud)\s{0,2}(?:#|no\.?\s?|nr\.?\s?|number\s|id\s?[:#]?\s?|:\s{0,2})\s{0,2}\d|"tickets?"\s{0,2}:|\b(?:zendesk|freshdesk|help ?desk|service ?desk|support desk)\b/;
/** the ticket's other party: the one the agent serves */
const COUNTERPART =
  /\b(?:customer|requester|end[- ]?user|client|caller|kunde|kundin|cliente|utilisateur final|demandeur|richiedente|solicitante)\b/;
/** "agent" as the helpdesk role: bare, not a program's kind ("ai agent", "coding agent", "agent-bot", "agentic") */
const BARE_AGENT =
  /(?<!\b(?:ai|a\.i\.|llm|coding|code|automated|autonomous|software|browser|computer|cli|mcp|build|deploy|ssh|gpg|user|sub|smart|digital|virtual)[\s-]{1,2})\bagents?\b(?![\s-]{0,2}(?:ai|bot|mode|sdk|tool|framework|runtime|loop)\b|-\w)/g;

/** Whether `text` (normalised) is a helpdesk record: a ticket naming its customer. */
export function helpdeskRecord32(text: string): boolean {
  return TICKET.test(text) && COUNTERPART.test(text);
}

/** `part` with each bare "agent" blanked (same length) when `text` is a helpdesk record; `part` unchanged else. */
export function withoutHelpdeskAgents32(text: string, part: string): string {
  if (!part.includes("agent") || !helpdeskRecord32(text)) return part;
  return part.replace(BARE_AGENT, (m) => " ".repeat(m.length));
}
