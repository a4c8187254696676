// Prose rules, jailbreak personas: DAN, no-limits characters, never-refuse orders.

import { notResourceLimits } from "./rule-accept.ts";
import { notConfigPersona, notOptionLimits } from "./rule-accept-docs.ts";
import { notGenreName } from "./rule-accept-genre.ts";
import { notProhibitedPersona } from "./rule-accept-impersonation44.ts";
import { namedProgram, notProgramLimits } from "./rule-accept9.ts";
import { shellName } from "./rule-accept-shell-name.ts";
import { type ProseRule, S, gap, ctx, KNOWN_GPTS } from "./rule-vocab.ts";

export const JAILBREAK_RULES: ProseRule[] = [
  // ---- jailbreak personas -----------------------------------------------------------------------------------------
  {
    id: "jailbreak.dan",
    accept: notGenreName,
    category: "jailbreak",
    weight: 0.9,
    re: new RegExp(
      String.raw`\bdo${S}anything${S}now\b|\b(?:dan|stan|dude|aim|anti-dan|betterdan|jailbreak|jailbroken|developer${S}mode)${S}(?:mode|prompt|enabled|output|stands${S}for|which${S}stands)\b|\[(?:dan|jailbreak|jailbroken|🔓jailbreak|gpt|chatgpt|developer${S}mode${S}output)\]|\b(?:act|acts|acting|respond|answer)${S}(?:as|like)${S}(?:a${S})?(?:dan|stan|dude|aim)\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.persona",
    category: "jailbreak",
    weight: 0.72,
    // "You may not impersonate, imitate or pretend to be somebody else": terms that forbid it (round 44)
    accept: notProhibitedPersona,
    // in the user's own prompt, role-play alone is a writing task (a dragon tutor, an interview coach): below warn there;
    // with a no-limits claim or a harmful request it still blocks (recall5)
    factor: { prompt: 0.62 },
    re: new RegExp(
      String.raw`\b(?:pretend${S}(?:to${S}be|(?:that${S})?you${S}(?:are|have|were|can|do${S}not|don't)|that${S}you)|role-?play${S}as|immerse${S}yourself${S}(?:in|into)|assume${S}the${S}(?:persona|role|identity)|take${S}on${S}the${S}(?:persona|role)|play${S}the${S}role${S}of|act${S}as${S}(?:if${S}you${S}(?:are|were)${S})?(?:an?${S})?(?:unfiltered|uncensored|unrestricted|amoral|evil|rogue|jailbroken)|simulate${S}(?:a|an)${S}(?:chatbot|ai|model|conversation)|stay${S}in${S}character|break${S}character|let'?s${S}play${S}a${S}game|let'?s${S}role-?play\b|you${S}(?:will|are${S}going${S}to|shall)${S}(?:be${S})?(?:answer|respond|reply|act|play|pretend|simulat)(?:ing|e)?${S}(?:as|like)|(?:respond|answer|reply|act)${S}(?:as|like)${S}(?:an?${S})?[a-z0-9-]{1,20}(?:gpt|ai|bot)\b|you${S}are${S}(?:going${S}to${S})?(?:act|play|pretend)|your${S}new${S}persona)\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.no-limits",
    accept: (t, i, m) => notResourceLimits(t, i, m) && notOptionLimits(t, i, m) && notProgramLimits(t, i, m),
    gate: [
      "restrict",
      "filter",
      "censorship",
      "limit",
      "guideline",
      "rules",
      "constraint",
      "boundaries",
      "confines",
      "polic",
      "morals",
      "ethic",
      "uncensored",
      "amoral",
      "unbound",
      "abide",
      "follow",
      "adhere",
      "care",
      "comply",
    ],
    category: "jailbreak",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:(?:no|without|free${S}(?:of|from)|freed${S}from|broken${S}free${S}(?:of|from)|not${S}bound${S}by|unbound${S}by|ignores?(?=${S}(?:any|all|the)\b))${S}(?:any${S}|all${S}|the${S}(?:typical${S})?)?(?:(?:moral|ethical|content|safety|legal)${S}(?:or|and)${S})?(?:moral|ethical|content|safety|legal)?\s{0,4}(?:restrictions|filters|filtering|censorship|limitations|limits|guidelines|rules|constraints|boundaries|confines|policies|policy|morals|ethics)(?!${S}(?:(?:are|is|were|was|have${S}been|has${S}been)${S})?(?:files?|apply|applies|applied|match|matched|matches|found|defined|configured|set|given|yet|here|left|provided|specified|passed|supplied|present|exist|exists|available|needed|required|added|registered|enabled|loaded|selected|gets?|has|keeps?|stays?|returns?|falls?${S}back|is${S}skipped|are${S}skipped)\b)|(?:unfiltered|uncensored|amoral|unrestricted|unethical|unbound|unlimited)${S}(?:ai|model|chatbot|assistant|response|responses|language${S}model|version|mode|persona|character)|(?:doesn'?t|does${S}not|don'?t|do${S}not|never|won'?t|will${S}not)${S}(?:have${S}to${S})?(?:abide${S}by|follow|adhere${S}to|care${S}about|comply${S}with)${S}(?:any${S}|the${S})?(?:rules|guidelines|policies|restrictions|content${S}policy|ethical|moral|laws)|(?:openai|anthropic)'?s?${S}(?:content${S})?polic(?:y|ies)|content${S}polic(?:y|ies)${S}(?:of${S})?(?:openai|anthropic))`,
      "g",
    ),
  },
  {
    id: "jailbreak.gpt-persona",
    category: "jailbreak",
    weight: 0.6,
    // invented "…GPT" personas (BetterGPT, AntiGPT); the literal-led pattern lets the engine skip ahead to "gpt". A tool
    // named so that the text installs, imports or runs with options is a program, not a persona
    re: /[a-z0-9]gpt\b/g,
    accept: (text, index) => {
      let start = index;
      while (start > 0 && index - start < 16 && /[a-z0-9]/.test(text[start - 1])) start--;
      const word = text.slice(start, index + 4);
      return (
        word.length >= 5 &&
        !KNOWN_GPTS.has(word) &&
        !(start > 0 && /[a-z0-9]/.test(text[start - 1])) &&
        !namedProgram(text, word) &&
        !shellName(text, word)
      );
    },
  },
  {
    id: "jailbreak.persona-assign",
    accept: notConfigPersona,
    gateNotInEveryMatch: true,
    gate: ["persona", "character", "role", "identity", "name", "personify", "opposite", "evil", "dark side", "dan"],
    category: "jailbreak",
    weight: 0.74,
    re: new RegExp(
      String.raw`\byour${S}(?:new${S})?(?:persona|character|role|identity|name)${S}(?:is|will${S}be)${S}(?:now${S})?|\bpersonify${S}|(?<!\b(?:const|let|var|this|self)[\s.]{1,4})\b(?:persona|character)\s{0,2}=\s{0,2}["'“]|\b(?:opposite${S}(?:day|mode)|evil${S}(?:mode|twin|version|confidant)|dark${S}side)\b|\b(?:known${S}as|called|named|kilala${S}bilang|noto${S}come|conocido${S}como|bekannt${S}als)\s{1,3}["'“]?dan\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.amoral-lexicon",
    category: "jailbreak",
    weight: 0.3,
    perMatch: 0.12,
    cap: 0.82,
    single: 0.12,
    re: /\b(?:amoral|uncensored|unfiltered|unethical|immoral|no prohibitions|condones?|nsfw|without (?:any )?(?:hesitation|question|refusal|remorse)|no matter how (?:dangerous|illegal|unethical|immoral|harmful)|reckless|inhumane|illegal|explicit content|profanity|offensive|breaks? (?:ai |the )?rules|any and all requests|not bound by|never declines?)\b/g,
  },
  {
    id: "jailbreak.two-responses",
    gate: ["two", "2"],
    category: "jailbreak",
    weight: 0.75,
    re: new RegExp(
      String.raw`\b(?:two|2)${S}(?:different${S}|separate${S})*(?:ways|responses|answers|paragraphs)\b${ctx(200)}\b(?:normal|normally|classic|filtered|unfiltered|jailbreak|dan|uncensored)\b`,
      "g",
    ),
  },
  {
    id: "jailbreak.never-refuse",
    gate: ["request", "question", "prompt", "anything", "task"],
    category: "jailbreak",
    weight: 0.72,
    re: new RegExp(
      String.raw`\b(?:never|not|don'?t|do${S}not|cannot|can'?t|will${S}not|won'?t)${S}(?:ever${S})?(?:refuse|decline|say${S}no|reject)${gap(3)}(?:request|question|prompt|anything|task)s?\b|\b(?:always|must)${S}(?:answer|respond|comply|provide${S}an${S}answer)${S}(?:to${S})?(?:any|every|all)${S}(?:and${S}all${S})?(?:request|question|prompt)s?${S}(?:no${S}matter|regardless|even${S}if)`,
      "g",
    ),
  },
];
