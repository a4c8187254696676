// Prose rules, task hijacks in third-party content and malicious code payloads.

import { notOneClipboardRead } from "./rule-accept-clipboard44.ts";
import { notActionLabel } from "./rule-accept45.ts";
import { notPurposeOfParameter, toolStepReaches } from "./rule-accept.ts";
import { notApiResponse } from "./rule-accept-docs.ts";
import { notOwnUse48 } from "./real-files48.ts";
import { notLearnersAnswer } from "./learner-answer43.ts";
import { type ProseRule, S, ctx, RESPONSE, CODE_OWNER } from "./rule-vocab.ts";
import { notApiUse } from "./rule-accept10.ts";
import { notLookupOrOwnToken } from "./rule-accept-code-env.ts";

export const HIJACK_RULES: ProseRule[] = [
  // ---- task hijack in third-party content ---------------------------------------------------------------------------
  {
    id: "hijack.your-response",
    // (a verb joined to a word by "-" or "_" is a name, not an order: an i18n bundle's key `"answer-title": "What do you
    // want to do with the response?"`, `use_response`)
    accept: (t, i, m) => notPurposeOfParameter(t, i, m) && notApiResponse(t, i, m) && notApiUse(t, i, m),
    gate: ["answer", "response", "reply", "output", "summary", "translation", "explanation", "elucidation", "result"],
    category: "hijack",
    weight: 0.86,
    re: new RegExp(
      String.raw`(?:^|[.!?:]\s{1,4}|[!?:"'\n]|\n\s{1,4}|\bplease${S})(?:modify|change|alter|rewrite|rephrase|reword|format|begin|start|end|finish|conclude|close|prefix|append|include|add|insert|embed|weave|integrate|incorporate|infuse|write|provide|present|give|deliver|translate|encode|convert|use|replace|substitute|reverse|scramble|group|render|express|make|ensure|keep|respond|reply|answer|structure|compose|augment|enhance|enrich|supplement|improve|spice|sprinkle|mention|reference|cite|recommend|suggest|promote|advertise|sign|capitalize|spell)\b(?![-_][a-z0-9])${ctx(80)}\b(?:your${S}(?:\w{1,16}${S})?${RESPONSE}|the${S}(?:\w{1,16}${S})?(?:answer|response|reply|summary|translation))s?\b`,
      "g",
    ),
  },
  {
    id: "hijack.open-verb-your-response",
    accept: (t, i, m) => notApiResponse(t, i, m) && notLearnersAnswer(t, i, m),
    gate: ["answer", "response", "reply"],
    category: "hijack",
    weight: 0.8,
    re: new RegExp(
      String.raw`(?:^|[.!?"'\n]\s{0,4})(?!(?:thank|thanks|we|i|if|for|to|regarding|about|re|as|in|on|at|by|with|from|after|before|when|while|this|that|it|you|your|our|my|here|there|what|how|did|do|does|is|are|was|were|can|could|would|will|should|please|just|note|see)\b)[a-z]{3,16}${S}(?:\w{1,16}${S}){0,3}(?:of${S}|in${S}|to${S}|into${S}|throughout${S})?your${S}(?:\w{1,16}${S})?(?:answer|response|reply)s?\b`,
      "g",
    ),
  },
  {
    id: "hijack.response-style",
    accept: (t, i, m) => notApiResponse(t, i, m) && notOwnUse48(t, i, m),
    gate: ["answer", "response", "reply", "output", "summary", "translation"],
    category: "hijack",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:in|to|into|for|throughout|within)${S}your${S}(?:\w{1,16}${S})?(?:answer|response|reply|output|summary|translation)s?\b`,
      "g",
    ),
  },
  {
    id: "hijack.code-snippet",
    unquoted: true,
    gate: ["snippet", "excerpt", "block", "section", "fragment", "segment", "piece", "sample"],
    category: "hijack",
    weight: 0.84,
    factor: { write: 1, bash: 1 },
    re: new RegExp(
      String.raw`\b(?:the${S})?(?:following|below|subsequent|next|attached|provided)${S}(?:code|python|script|shell|bash)${S}(?:snippet|excerpt|block|section|fragment|segment|piece|sample)\b${ctx(120)}\byour\b|\byour${S}(?:${CODE_OWNER}|code's)\b${ctx(120)}\b(?:following|below|subsequent)${S}(?:code|python|script)${S}(?:snippet|excerpt|block|section|fragment|segment|piece)\b`,
      "g",
    ),
  },
  {
    id: "hijack.code-snippet-verb",
    unquoted: true,
    gate: ["snippet", "excerpt", "block", "section", "fragment", "segment", "piece", "sample"],
    category: "hijack",
    weight: 0.72,
    factor: { write: 1, bash: 1 },
    re: new RegExp(
      String.raw`\b(?:incorporate|include|add|insert|embed|integrate|merge|blend|fuse|append|utili[sz]e|leverage|employ|absorb|infuse|meld|weave|inject)${S}(?:the${S})?(?:following|below|subsequent|provided|attached)${S}(?:code|python|script|shell|bash)${S}(?:snippet|excerpt|block|section|fragment|segment|piece|sample)\b`,
      "g",
    ),
  },
  // a task hijack with no override words: third-party data that knows the reader has a task and puts its own first
  {
    id: "hijack.before-your-task",
    gate: ["before you", "gave you", "given you", "assigned you", "in order to", "message from"],
    category: "hijack",
    weight: 0.82,
    re: new RegExp(
      String.raw`\bbefore${S}you${S}(?:can${S}|could${S}|are${S}able${S}to${S})?(?:solve|complete|finish|do|answer|continue${S}with|proceed${S}with|work${S}on|carry${S}out|respond${S}to)${S}(?:the|this|your|my)${S}(?:\w{1,16}${S})?(?:task|request|instructions?)\b${ctx(120)}\b(?:first|the${S}following|you${S}(?:must|need${S}to|have${S}to)${S}(?:first|also))\b|\b(?:the|your)${S}(?:task|request|question|job|assignment)${S}(?:that${S}|which${S})?(?:i|the${S}user|your${S}user)${S}(?:gave|have${S}given|assigned|asked)${S}(?:to${S})?you\b${ctx(120)}\b(?:please|first|instead|you${S}(?:must|need${S}to|have${S}to|should))\b|\bthis${S}is${S}an?${S}(?:important|urgent|private|confidential)${S}(?:message|instruction|request|note)${S}from${S}(?:me|the${S}user|your${S}user|[a-z]{2,16}${S}[a-z]{2,16})\b${ctx(60)}\bto${S}you\b`,
      "g",
    ),
  },
  // tool-description poisoning: a tool's description that orders a side step before the tool is used
  {
    id: "hijack.before-using-tool",
    gate: ["this tool", "this function", "this server"],
    category: "hijack",
    weight: 0.8,
    accept: toolStepReaches,
    re: new RegExp(
      String.raw`\b(?:before|prior${S}to|when|whenever|each${S}time|every${S}time)${S}(?:using|calling|invoking|you${S}(?:use|call|invoke))${S}this${S}(?:tool|function|server)\b,?${S}(?:you${S}(?:must|should|need${S}to|have${S}to)${S}(?:first${S})?|(?:please${S})?(?:first${S})?|always${S})(?:read|send|pass|include|append|upload|call|fetch|post|copy|forward|attach|provide|run|execute|cat|collect|gather)\b`,
      "g",
    ),
  },
  {
    id: "hijack.state-that",
    gate: ["state", "say", "claim", "respond", "answer", "reply", "declare", "assert", "tell"],
    category: "hijack",
    weight: 0.6,
    re: new RegExp(
      String.raw`\b(?:state|say|claim|respond|answer|reply|declare|assert|tell${S}(?:the${S})?user)${S}(?:that${S})?(?:the${S}(?:output|answer|result|sum|capital|total)${S}(?:is|was|will${S}be)|:\s{0,4}["'“]?i${S}admit)`,
      "g",
    ),
  },
  {
    id: "hijack.tell-user-go",
    // a UI action's description for translators, "Action to tell user to call person" (rule-accept45.ts)
    accept: notActionLabel,
    gate: ["tell", "account", "follow this link"],
    category: "hijack",
    weight: 0.75,
    re: new RegExp(
      String.raw`(?<!\b(?:can|could|may|might)\s{1,4})\btell${S}(?:the${S})?(?:user|reader|customer|them)${S}(?:to|that)${S}(?:go${S}to|visit|click|reset|update|enter|download|install|call|send|their${S}(?:account|password|credentials?|session|card|payment|subscription|device|computer|data)${S}(?:is|was|has|have|needs?|must|will))\b|\b(?:your${S}account${S}has${S}been${S}(?:compromised|suspended|locked)|follow${S}this${S}link${S}to${S}(?:reset|verify|restore))\b`,
      "g",
    ),
  },
  // ---- malicious code payloads (write / tool_result) ----------------------------------------------------------------
  {
    id: "code.env-exfil",
    gate: ["requests.", "urlopen", "fetch", "axios.post", "http.request", "smtplib.smtp", "socket.connect", "paramiko"],
    category: "malicious_code",
    weight: 0.55,
    // a hash's `.fetch(` with nothing networked in reach, an API's own token to its owner's host (rule-accept-code-env.ts)
    accept: notLookupOrOwnToken,
    // "node-fetch-native", "cross-fetch": a package name in a URL or path is not a fetch call; "Failed to fetch tasks",
    // "Fetch Headers can hold Set-Cookie": the word in a message or a comment is not one either (a call has its "(")
    re: /\b(?:requests\.(?:post|get|put)|urllib\.request\.urlopen|urlopen|(?<![-/])fetch(?=\s{0,2}\()|axios\.post|http\.request|smtplib\.smtp|socket\.connect|paramiko)\b[^\n]{0,160}(?:os\.environ|process\.env|cookies?|passwd|shadow|id_rsa|psutil|clipboard|getpass|\.ssh|home)/g,
  },
  {
    // curl/wget/nc as whole words: `subprocess.run(cmd, check=True).returncode` holds "nc"
    id: "code.destructive",
    category: "malicious_code",
    weight: 0.5,
    re: /\brm\s{1,3}-rf\s{1,3}(?:\/|~|\$home|\*)(?:\s|$|["'`;])|shutil\.rmtree\(\s{0,2}["'](?:\/|~|c:)|:\(\)\s{0,2}\{\s{0,2}:\s{0,2}\|\s{0,2}:\s{0,2}&\s{0,2}\}\s{0,2};\s{0,2}:|\bos\.system\(\s{0,2}["'](?:rm|del|format|shutdown|curl|wget|nc)\b|\bsend\(\s{0,4}ip\(dst|\bsubprocess\.(?:call|run|popen)\([^\n]{0,40}(?:\b(?:curl|wget|nc)\b|bash -i|\/dev\/tcp)/g,
  },
  {
    id: "code.keylogger",
    gate: [
      "pynput",
      "keyboard",
      "getasynckeystate",
      "pyperclip",
      "win32clipboard",
      "getclipboarddata",
      "pyautogui",
      "imagegrab",
    ],
    category: "malicious_code",
    weight: 0.5,
    // one clipboard read a program keeps for itself, nothing polls or sends it (round 44, rule-accept-clipboard44.ts)
    accept: notOneClipboardRead,
    re: /\b(?:pynput|keyboard\.on_press|getasynckeystate|pyperclip\.paste|win32clipboard|getclipboarddata|pyautogui\.screenshot|imagegrab\.grab)\b/g,
  },
];
