// The demo's on-screen guide: a widget that tells a newcomer what to try next, as the guards act.

import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { truncateToWidth, wrapTextWithAnsi } from "@earendil-works/pi-tui";

const STEPS = [
  "1. Type /deploy with no arguments: the prompt guard stops it and shows the usage.",
  "2. Type: run the demo task  (a sentinel blocks a force-push, the scanner withholds a hidden instruction, a reviewer flags an edit)",
  "3. /sentinel:fleet inspects every audit (↑↓ j k, enter details, / filter, q close) · /sentinel:list (space toggles a rule)",
  "4. /sentinel:configure block writes to .env files (the scripted model proposes a rule) · /sentinel:export writes the audit log · Ctrl+D quits",
];

/** One step wrapped at word boundaries to the width, continuation lines indented under the text (80 columns lose nothing). */
export function wrapStep(step: string, width: number): string[] {
  const indent = "   ";
  if (width <= indent.length + 10) return [truncateToWidth(step, width)];
  const [first, ...rest] = wrapTextWithAnsi(step, width);
  const tail = rest.length ? wrapTextWithAnsi(rest.join(" "), width - indent.length).map((l) => indent + l) : [];
  return [first, ...tail];
}

export default function demoGuide(pi: ExtensionAPI): void {
  pi.on("session_start", (_event, ctx) => {
    if (!ctx.hasUI) return;
    ctx.ui.setWidget(
      "pi-sentinel-demo",
      (_tui, theme) => ({
        render: (width: number) => [
          truncateToWidth(theme.fg("accent", theme.bold("pi-sentinel demo — try this:")), width),
          ...STEPS.flatMap((s) => wrapStep(s, width).map((l) => theme.fg("muted", l))),
        ],
        invalidate: () => {},
      }),
      { placement: "aboveEditor" },
    );
  });
}
