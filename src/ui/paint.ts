// The slice of pi's Theme that views use, plus an identity paint for goldens and plain-text output.

import type { Theme } from "@earendil-works/pi-coding-agent";

export type Paint = Pick<Theme, "fg" | "bg" | "bold" | "italic" | "underline" | "inverse" | "strikethrough">;
export type PaintColor = Parameters<Theme["fg"]>[0];

export const identityPaint: Paint = {
  fg: (_c, t) => t,
  bg: (_c, t) => t,
  bold: (t) => t,
  italic: (t) => t,
  underline: (t) => t,
  inverse: (t) => t,
  strikethrough: (t) => t,
};
