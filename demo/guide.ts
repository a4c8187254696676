// The demo's on-screen guide: a widget that tells a newcomer what to try next, as the guards act.

import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { truncateToWidth } from "@earendil-works/pi-tui";

const STEPS = [
  "1. Type /deploy with no arguments: the prompt guard stops it and shows the usage.",
  "2. Type: run the demo task  (a sentinel blocks a force-push, the scanner withholds a hidden instruction, a reviewer flags an edit)",
  "3. /sentinel:fleet inspects every audit (↑↓ j k, enter details, / filter, q close) · /sentinel:list (space toggles a rule)",
  "4. /sentinel:export writes the audit log · Ctrl+D quits",
];

export default function demoGuide(pi: ExtensionAPI): void {
  pi.on("session_start", (_event, ctx) => {
    if (!ctx.hasUI) return;
    ctx.ui.setWidget("pi-sentinel-demo", (_tui, theme) => ({
      render: (width: number) => [theme.fg("accent", theme.bold("pi-sentinel demo — try this:")), ...STEPS.map((s) => theme.fg("muted", s))].map((l) => truncateToWidth(l, width)),
      invalidate: () => {},
    }), { placement: "aboveEditor" });
  });
}
