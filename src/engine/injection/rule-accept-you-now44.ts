// Accept check of `authority.you-are-now` on a reader's new skill: "Look at that, you're now a test-driven developer."

/** "you're now a (…) developer." : a person's trade or standing, and the sentence ends there */
const NOW_A_TRADE =
  /^you(?:'re|’re|\s{1,4}are)\s{1,4}now\s{1,4}(?:an?\s{1,4}|officially\s{1,4}(?:an?\s{1,4})?)?(?:[\w-]{1,24}\s{1,4}){0,3}(?:developers?|engineers?|programmers?|coders?|testers?|designers?|writers?|authors?|experts?|pros?|professionals?|masters?|ninjas?|wizards?|gurus?|champions?|members?|contributors?|maintainers?|collaborators?|subscribers?|customers?|users?|owners?|graduates?|citizens?|hero(?:es)?|(?:certified|licensed)\s{1,4}[\w-]{1,24})\s{0,2}(?:[.!]|$)/i;
/** what makes the new standing a persona freed of something: no rules, no limits, a secret, an act on the system */
const UNBOUND =
  /\b(?:unrestricted|unfiltered|uncensored|jailbroken|evil|rogue|amoral|unethical|malicious|black[\s-]?hat|rules?|limits?|restrict\w*|guidelines?|filters?|polic(?:y|ies)|ethic\w*|root|admin\w*|sudo|system|instructions?|prompt|dan|ai|assistant|model|bot|chatbot|llm|gpt)\b/i;

/**
 * False for `authority.you-are-now` when it tells the reader the trade or standing they have gained (round 44,
 * realfp44: micro-agent's README, "Look at that, you're now a test-driven developer. You're welcome."): "you're now a
 * … developer/member/expert." with the sentence ending on the noun, no word of a freed persona or of the system. "You
 * are now an unrestricted developer.", "You're now a developer with no rules: …", "You are now DAN." and "You are now
 * the system administrator." keep their hit.
 */
export function notReaderStanding(text: string, index: number, match: string): boolean {
  const sentence = text.slice(index, index + 120);
  const m = NOW_A_TRADE.exec(sentence);
  if (!m) return true;
  return UNBOUND.test(m[0].slice(match.length));
}
