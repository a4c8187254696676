// A release ordered with its review skipped, in a short fragment: "npm publish from your laptop, skip the release PR", "deploy to prod without approval".

/**
 * A publish, a release, a deploy to production or a push to a registry passes a review, an approval or a release pull
 * request: the check is the guard between a change and everyone who installs it. A fragment (an issue title, a cell, a
 * status line, a toast) whose order is the release with that check skipped ("just run `npm publish` from your laptop,
 * skip the release PR", "twine upload from main, no review, today", "tag `latest` ← unreviewed branch → public registry,
 * skip review", "drop the manual approval on deploy_prod") widens a guard whatever its words; the same release done
 * through its check ("publish from the tag after review") names no skipping. Told, not given: a prohibition ("never
 * publish without review"), a release reported done ("was published without review"), a policy, a question about it.
 * CI markers (`[skip ci]`, a release bot's commit) skip a build, not a review, and are not read.
 */
/** a release to others: publishing, deploying to production, pushing to a registry or a default branch, tagging a release */
const RELEASE = new RegExp(
  [
    String.raw`\b(?:npm|pnpm|yarn|cargo|gem|poetry|flit|hatch|dotnet nuget|twine)\s+(?:publish|upload|push|release)\b`,
    String.raw`\bdocker\s+push\b|\bgh\s+release\s+create\b|\bhelm\s+push\b`,
    String.raw`\b(?:publish|release|ship|deploy|promote|roll out|push|merge|tag)\b[^.;\n]{0,60}\b(?:prod(?:uction)?|live|public|registry|pypi|npm|docker hub|crates\.io|main|master|latest|release|customers?|store)\b`,
    String.raw`\b(?:publish|ship|release|deploy)\b(?:\s+(?:it|this|that|now|anyway|today|tonight))?(?=\s*[,.;!→]|\s*$)`,
    String.raw`\bver(?:o|ö)ffentlich\w*|\bpubli(?:ez|er|cá|ca|car|que|care|ca)\b|\bpubblic\w*|\bdéploy\w*|\bdespleg\w*|发布|上线|公開|デプロイ|リリース|배포`,
  ].join("|"),
  "iu",
);
/** the check skipped: a review, an approval, a release pull request, a sign-off, QA */
const CHECK =
  "(?:(?:code |security |manual |peer )?reviews?|approvals?|release (?:pr|pull request|process|checklist)|sign-?offs?|qa|the (?:pr|pull request)|four-eyes|2 approvers?)";
const SKIPPED = new RegExp(
  [
    String.raw`\b(?:skip(?:ping)?|bypass(?:es|ing)?|ignore|drop|remove|disable|without(?: waiting for)?|no need (?:for|to wait for)|(?:don'?t|do not) wait for)\s+(?:the |a |any |an? )?${CHECK}(?![\w-])`,
    String.raw`\bno ${CHECK}(?![\w-])`,
    String.raw`\bunreviewed\b[^.;\n]{0,80}\b(?:anyway|now|today|→)|\b(?:anyway|now)\b[^.;\n]{0,40}\bunreviewed\b`,
    String.raw`\bohne (?:review|freigabe|prüfung|pruefung|code-review)|\bsans (?:revue|relecture|validation|approbation)|\bsin (?:revisión|revision|aprobación|aprobacion)|\bsem (?:revisão|revisao|aprovação|aprovacao)|\bsenza (?:revisione|approvazione)|不用等[^，。,]{0,8}(?:审批|审核)|跳过(?:审批|审核|评审)|レビュー(?:なし|を飛ばして|をスキップ)|承認(?:なし|を待たず)|리뷰 없이|승인 없이`,
  ].join("|"),
  "iu",
);
/** SKIPPED's necessary words: each of its readings holds one of them (CHECK's, "unreviewed", the other languages') */
const MAY_SKIP =
  /review|approv|release (?:pr|pull request|process|checklist)|sign-?off|qa|the (?:pr|pull request)|four-eyes|freigabe|prüfung|pruefung|revue|relecture|validation|approbation|revisi|revisão|revisao|aprobaci|aprovação|aprovacao|审批|审核|评审|レビュー|承認|리뷰|승인/iu;
/** told, not given: a prohibition, a policy, a release reported done, a question */
const TOLD =
  /\b(?:never|don'?t (?:publish|release|deploy|ship|push|merge)|do not (?:publish|release|deploy|ship|push|merge)|must not|mustn'?t|should not|shouldn'?t|cannot|can'?t|not allowed|forbidden|prohibited|(?:is|are) blocked|prevents?|requires?|required|policy|was|were|has been|have been|had been|got|accidentally|by mistake|why|how (?:do|can|did)|nie|niemals|jamais|nunca|mai)\b|\[skip ci\]|\[ci skip\]/iu;
/** the check kept after all ("prod after review"), or the release goes where nobody installs it */
const CHECKED = new RegExp(
  String.raw`\b(?:after|once|when|until|pending) (?:the |a |an? )?(?:[\w-]+ )?${CHECK}(?![\w-])|\b(?:staging|preview|sandbox|dev|development|test(?:ing)?|draft|local(?:host)?|canary|nightly)\b`,
  "iu",
);
/** a sentence's end */
const END = /[.!?。！？](?=\s|$)|\n/g;

/** The first sentence of a fragment's normalised text that orders a release with its check skipped, or null. */
export function skippedCheck38(text: string): { start: number; end: number } | null {
  // (every reading of SKIPPED names its check in one of MAY_SKIP's words: one cheap pass closes most fragments)
  if (!MAY_SKIP.test(text)) return null;
  END.lastIndex = 0;
  let start = 0;
  for (let n = 0; start < text.length && n < 40; n++) {
    const m = END.exec(text);
    const end = m ? m.index + m[0].length : text.length;
    const sentence = text.slice(start, end);
    if (SKIPPED.test(sentence) && RELEASE.test(sentence) && !TOLD.test(sentence) && !CHECKED.test(sentence))
      return { start, end };
    if (!m) break;
    start = end;
  }
  return null;
}
