// Accept check of an address to an AI whose noun is the object of a verb before it ("Spawn agents, send them messages").

/**
 * verbs that take agents or assistants as their object in product copy and docs: what a tool does WITH agents
 * ("Spawn agents, send them messages", "Run assistants, give them tools", "Orchestrate AI agents, …")
 */
const OBJECT_VERB =
  /^(?:spawn|run|create|build|manage|orchestrate|launch|deploy|start|stop|kill|monitor|observe|list|test|debug|evaluate|train|host|ship|connect|coordinate|supervise|schedule|compose|chain|fork|clone|configure|define|register|invoke|call|embed)$/;
/** the reader noun the address names, and the words in front of it */
const HEAD =
  /^[^a-z]{0,6}((?:[a-z-]{2,16}\s{1,4}){1,2}?)(?:ai\s{1,4})?(?:agents?|assistants?|bots?|copilots?|llms?|models?)\b/;

/**
 * False when the address opens with a verb whose object is the AI noun (`> Spawn agents, send them messages, assign
 * tasks — from your code`): the README describes what its user does with agents, it does not call one by name. A
 * vocative ("Agents, send …", "Coding agents, send …", "Dear assistant, …") keeps the hit.
 */
export function notAgentObject(_text: string, _index: number, match: string): boolean {
  const head = HEAD.exec(match.slice(0, 60));
  if (!head) return true;
  const first = (head[1] as string).trim().split(/\s{1,4}/)[0] as string;
  return !OBJECT_VERB.test(first);
}
