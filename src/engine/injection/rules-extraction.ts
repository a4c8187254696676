// Prose rules, system-prompt extraction and text addressed to an AI ("AI reading this", "note to the model").

import { withoutHelpdeskAgents32 } from "./helpdesk-role32.ts";
import { notHouseNote } from "./rule-accept-house-note.ts";
import { notProtectiveNote } from "./rule-accept-protective-note.ts";
import { notAgentFileTitle } from "./rule-accept-agent-title.ts";
import { notNamedTextAbove } from "./rule-accept-named-text.ts";
import { documentsPromptMember } from "./rule-accept-prompt-setting.ts";
import { notProgramAgent } from "./rule-accept-message.ts";
import { notReaderPrompt } from "./rule-accept-person-ask.ts";
import { sentenceAfterColon, asksForPrompt, notResisted, recitesWithheld } from "./rule-accept.ts";
import { notGivenBelow, notReviewRequest } from "./rule-accept-docs.ts";
import { changeEntry, notShellEcho } from "./rule-accept9.ts";
import { notWrappedNoun } from "./rule-accept34.ts";
import { notVendorLabel46 } from "./vendor-label46.ts";
import { notArgumentList47, notEventName47 } from "./rule-accept47.ts";
import { notConfigValue48, notHeadingHouseNote48 } from "./real-files48.ts";
import { notSpeakerOrTitle } from "./rule-accept10.ts";
import { notContributorNote } from "./rule-accept-notes.ts";
import { notPeopleGreeting } from "./rule-accept-people-greeting.ts";
import { notAttentionNoun } from "./rule-accept-attention44.ts";
import { notSystemFile } from "./rule-accept-system-file.ts";
import { type ProseRule, S, gap, AI } from "./rule-vocab.ts";

export const EXTRACTION_RULES: ProseRule[] = [
  // ---- system-prompt extraction ------------------------------------------------------------------------------------
  {
    id: "extraction.system-prompt",
    category: "extraction",
    weight: 0.88,
    negatable: true,
    accept: (t, i, m) =>
      asksForPrompt(t, i, m) &&
      notResisted(t, i, m) &&
      notGivenBelow(t, i, m) &&
      notShellEcho(t, i, m) &&
      notNamedTextAbove(t, i, m) &&
      !documentsPromptMember(t, i, m) &&
      notSystemFile(t, i, m),
    re: new RegExp(
      String.raw`\b(?:reveal|show|print|output|display|repeat|recite|tell|give|share|leak|dump|provide|disclose|list|write${S}out|spell${S}out|copy|paste|return|echo|reproduce|send|expose|describe|see|view|read|access|know|get|obtain|encode|translate|summari[sz]e|confirm|verify|check|what(?:'s|${S}is|${S}are|${S}was|${S}were))\b:?${gap(4)}(?:(?:your|the|its|my|our|this)${S})?(?:system${S}(?:prompt|message|instructions?|configuration|config|settings)|initial${S}(?:prompt|instructions?|configuration|message)|original${S}(?:prompt|instructions)|starting${S}(?:prompt|instructions)|pre-?prompt|initiali[sz]ation${S}(?:string|prompt|text|instructions?|message)|(?:your|the)${S}(?:instructions|directives|rules|guidelines|configuration)${S}(?:you${S}were|you've${S}been|given)|(?:the${S})?(?:text|words|content|everything)${S}(?:above|before${S}this)|(?:this|the|our)${S}(?:entire${S}|whole${S})?conversation${S}(?:back|so${S}far|(?:repeat|print|output|copy|reveal|recite|echo|dump|show|tell|give)\w{0,3}${S}(?:[\w'’-]{1,20}${S}){0,8}?(?:back${S})?(?:to${S}me${S})?word${S}for${S}word|verbatim)|your${S}(?:instructions|directives|rules|guidelines|configuration|prompt|system${S}message)${S}(?:back|verbatim|(?:repeat|print|output|copy|reveal|recite|echo|dump|show|tell|give)\w{0,3}${S}(?:[\w'’-]{1,20}${S}){0,8}?(?:back${S})?(?:to${S}me${S})?word${S}for${S}word|in${S}full|exactly|to${S}me))\b`,
      "g",
    ),
  },
  {
    id: "extraction.what-told",
    category: "extraction",
    weight: 0.86,
    re: new RegExp(
      String.raw`\bwhat${S}(?:were|was|are|have)${S}you${S}(?:been${S})?(?:told|instructed|programmed|asked|given|not${S}(?:supposed|allowed|permitted)${S}to${S}(?:tell|say|reveal|share|discuss))\b|\bwhat${S}(?:instructions|rules|directives|guidelines|orders|prompt)${S}(?:did|do|have|were|was)\b[^.?\n]{0,40}\b(?:give|gave|given|provide|provided|set|tell|told|write|wrote|written)${S}(?:to${S})?you\b|\bwhat${S}(?:exactly${S})?(?:does|did|do)${S}your${S}(?:system${S}prompt|instructions|initial${S}prompt|rules|directives|guidelines)${S}(?:say|contain|tell|look${S}like|include)\b|\bwhat${S}(?:are|were|is)${S}(?:your|those|the)${S}(?:initial|original|hidden|secret|system|exact|previous|starting)?\s{0,4}(?:instructions|directives|rules|system${S}prompt|prompt)\b`,
      "g",
    ),
  },
  {
    id: "extraction.given-text",
    gate: ["you"],
    category: "extraction",
    weight: 0.84,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:text|instructions|prompt|words|rules|message|directives|guidelines)${S}(?:that${S})?you${S}(?:were|have${S}been|got|received)${S}(?:given|told|provided|fed|sent)?\s{0,4}(?:initially|at${S}the${S}(?:start|beginning)|before|first|originally|earlier)\b`,
      "g",
    ),
  },
  {
    id: "extraction.your-prompt",
    accept: notResisted,
    category: "extraction",
    weight: 0.76,
    negatable: true,
    re: new RegExp(
      String.raw`(?<!\b(?:in|into|to|from|of|with|for|on|at|inside)\s{1,4})\b(?:your|the${S}ai's|the${S}assistant's|the${S}model's)${S}(?:initial|original|system|hidden|secret|starting|full|exact|underlying|internal)${S}(?:prompt|instructions|directives|rules|configuration|message)\b|\b(?:the|my|your)${S}(?:system${S}prompt|instructions|initial${S}prompt)${S}(?:is|are|says|reads)\s{0,2}:|\b(?:repeat|print|output|show|copy|reproduce|recite|echo)${S}(?:back${S})?(?:the${S}|all${S}the${S}|everything${S})?above${S}(?:text|content|words|prompt|instructions|conversation|message)`,
      "g",
    ),
  },
  // a user who types code that prints the prompt variable asks for it; the same identifier in a file or output is an API name
  {
    id: "extraction.prompt-identifier",
    gate: ["prompt"],
    category: "extraction",
    weight: 0.76,
    factor: { tool_result: 0, write: 0, bash: 0 },
    re: /\bsystem_?prompt\s{0,2}\)|\bsystemprompt\b/g,
  },
  {
    id: "extraction.before-first-message",
    gate: ["before", "above", "prior"],
    category: "extraction",
    weight: 0.84,
    re: new RegExp(
      String.raw`\b(?:everything|all|the${S}(?:text|words|content|messages?)|whatever)${S}(?:that${S})?(?:appears|appeared|was${S}(?:written|said|given)|comes|came|is|was)${S}(?:before|above|prior${S}to)${S}(?:my|this|the|our)${S}(?:first${S}|very${S}first${S})?(?:message|prompt|question|request|conversation|input)`,
      "g",
    ),
  },
  {
    id: "addressed.vocative",
    // a call's argument list, `evaluate(agent, first)` (rule-accept47.ts)
    accept: notArgumentList47,
    category: "addressed",
    weight: 0.85,
    re: new RegExp(
      String.raw`(?:^|[\n(\[#>*]|[.!?:]${S})\s{0,4}(?:dear${S})?(?:ai|assistant|agent|llm|model|chatgpt|claude|copilot|gemini|cursor|codex|bot)\s{0,2},${S}(?:when|if|before|after|while|please|you|ignore|do|don't|always|also|make${S}sure|remember|now|first|instead|forget|stop|run|execute|send|delete)\b`,
      "g",
    ),
  },
  {
    id: "addressed.mention",
    category: "addressed",
    weight: 0.8,
    accept: notReviewRequest,
    re: /(?:^|[\s(])@(?:agent|ai|assistant|bot|claude|copilot|codex|cursor|gemini|chatgpt|llm|devin|aider)\b[ ,:]{1,3}(?:(?:please|also|now|while|when|before|after|you|ignore|do|always|make|copy|send|run|delete|add|update|push|approve|merge|change|remove)\b)/g,
  },
  {
    id: "jailbreak.grandma",
    category: "jailbreak",
    weight: 0.85,
    // the exploit makes the grandparent recite what a model withholds ("who used to read me activation keys"); a
    // grandmother telling a bedtime story about her garden is role-play (jailbreak.persona alone, below warn)
    accept: recitesWithheld,
    re: new RegExp(
      String.raw`\b(?:you(?:'re|${S}are)${S}my${S}(?:late${S}|dead${S}|deceased${S}|dear${S})?(?:grandma|grandmother|granny|grandpa|grandfather)|(?:pretend|act|role-?play)${S}(?:to${S}be${S}|as${S}|that${S}you(?:'re|${S}are)${S})?my${S}(?:late${S}|dead${S}|deceased${S})?(?:grandma|grandmother|granny|grandpa|grandfather))\b`,
      "g",
    ),
  },
  {
    id: "extraction.complete-sentence",
    category: "extraction",
    weight: 0.85,
    re: new RegExp(
      String.raw`(?:my${S}instructions${S}(?:are|were)|i${S}was${S}(?:instructed|told|programmed)${S}to|beginning${S}with${S}["'“]?you${S}are|starting${S}with${S}["'“]?you${S}are|(?:repeat|print|output|copy|reveal|recite|echo|dump|show|tell|give)\w{0,3}${S}(?:[\w'’-]{1,20}${S}){0,8}?(?:back${S})?(?:to${S}me${S})?word${S}for${S}word|verbatim${S}(?:copy|output|text)\b|in${S}full\.?${S}put${S}it${S}in)`,
      "g",
    ),
  },
  // ---- text addressed to an AI ------------------------------------------------------------------------------------
  {
    id: "addressed.ai-reading",
    gate: ["read", "process", "pars", "analy", "summari", "review", "scan", "view", "see", "index", "crawl"],
    category: "addressed",
    weight: 0.9,
    re: new RegExp(
      String.raw`\b${AI}${S}(?:(?!(?:finished|finishes|started|starts|stopped|stops|began|begins|is|was|were|are|has|had|been|done|completed|resumed)\b)\w{1,16}${S})?(?:reading|processing|parsing|analy[sz]ing|summari[sz]ing|reviewing|scanning|viewing|seeing|indexing|crawling|that${S}(?:reads?|processe?s?|sees?)|who${S}(?:reads?|processe?s?|sees?)|which${S}(?:reads?|processe?s?))${S}(?:this|these|the${S}(?:following|above))\b`,
      "g",
    ),
  },
  {
    id: "addressed.note-to-ai",
    accept: (t, i, m) =>
      notContributorNote(t, i, m) &&
      notProgramAgent(t, i, m) &&
      notAgentFileTitle(t, i, m) &&
      notReaderPrompt(t, i, m) &&
      notHouseNote(t, i, m) &&
      notHeadingHouseNote48(t, i, m) &&
      notProtectiveNote(t, i, m) &&
      notPeopleGreeting(t, i, m) &&
      notAttentionNoun(t, i, m),
    category: "addressed",
    weight: 0.9,
    re: new RegExp(
      String.raw`\b(?:note|attention|important|notice|memo|reminder|directive)${S}(?:\w{1,16}${S})?(?:to|for)${S}(?:the${S}|any${S}|all${S}|every${S})?(?:\w{1,16}${S})?${AI}\b|\b(?:message|instructions?|hint)${S}(?:to|for)${S}(?:the${S}|any${S}|all${S}|every${S})?(?:\w{1,16}${S})?${AI}\s{0,2}(?:[:!—]|--|-\s)|(?:^|\n)\s{0,3}(?:#{1,6}|\*\*|>)\s{0,4}(?:message|instructions?|hint)${S}(?:to|for)${S}(?:the${S}|any${S}|all${S}|every${S})?(?:\w{1,16}${S})?${AI}\b|\b(?:dear|hey|hi|hello|attention|attn)${S},?\s{0,4}(?:the${S})?${AI}\b|\bif${S}you${S}are${S}(?:an?${S})?(?:ai|llm|language${S}model|assistant|agent|bot|chatbot|automated)\b|\b(?:all|any|every)${S}(?:ai${S})?(?:agents?|assistants?|llms?|ai${S}models?|language${S}models?|bots?)${S}(?:must|should|shall|are${S}(?:required|instructed)${S}to|need${S}to)\b`,
      "g",
    ),
  },
  {
    id: "addressed.ai-colon",
    category: "addressed",
    weight: 0.85,
    accept: (text, index, match) =>
      sentenceAfterColon(text, index, match) &&
      !changeEntry(text, index, match) &&
      notSpeakerOrTitle(text, index, match) &&
      notWrappedNoun(text, index, match) &&
      // a vendor "X AI" labelling a fact in a comment list of vendors (vendor-label46.ts)
      notVendorLabel46(text, index, match) &&
      // a namespaced event name, `agent:removed` (rule-accept47.ts)
      notEventName47(text, index, match) &&
      // a config key's one-token value with a comment after it (real-files48.ts)
      notConfigValue48(text, index, match) &&
      // a ticket's "Agent:" is the person answering it (helpdesk-role32.ts)
      withoutHelpdeskAgents32(text, match) === match,
    re: new RegExp(
      String.raw`(?:^|\n|#|//|<!--|/\*|\*|"""|'''|\[|\|)\s{0,4}(?:[a-z]{2,16}${S})?(?:ai|llm|assistant|agent|bot|ai${S}(?:agent|assistant|model)|chatgpt|claude|copilot|model)\s{0,2}:\s{0,4}[a-z]`,
      "g",
    ),
  },
];
