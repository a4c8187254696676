// Renders a captured terminal screen (text with ANSI SGR codes, e.g. `tmux capture-pane -e -p`) as an SVG picture.

import xterm from "@xterm/headless";

const { Terminal } = xterm as unknown as { Terminal: typeof import("@xterm/headless").Terminal };

// xterm's 16-colour palette (a dark theme close to pi's defaults)
const PALETTE16 = [
  "#1d1f21",
  "#cc6666",
  "#b5bd68",
  "#f0c674",
  "#81a2be",
  "#b294bb",
  "#8abeb7",
  "#c5c8c6",
  "#666666",
  "#d54e53",
  "#b9ca4a",
  "#e7c547",
  "#7aa6da",
  "#c397d8",
  "#70c0b1",
  "#eaeaea",
];
const DEFAULT_FG = "#d4d4d4";
const DEFAULT_BG = "#16181d";

function palette256(i: number): string {
  if (i < 16) return PALETTE16[i];
  if (i < 232) {
    const n = i - 16;
    const c = (v: number) => (v === 0 ? 0 : 55 + v * 40);
    return rgb(c(Math.floor(n / 36)), c(Math.floor(n / 6) % 6), c(n % 6));
  }
  const g = 8 + (i - 232) * 10;
  return rgb(g, g, g);
}

function rgb(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function hex(n: number): string {
  return rgb((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

const escapeXml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface SvgOptions {
  cols: number;
  rows: number;
  title?: string;
  cellWidth?: number;
  lineHeight?: number;
  fontSize?: number;
}

/** Feeds the captured screen through a headless xterm and draws every cell run as SVG text on its background. */
export async function screenToSvg(captured: string, opts: SvgOptions): Promise<string> {
  const term = new Terminal({ cols: opts.cols, rows: opts.rows, allowProposedApi: true });
  const lines = captured.replace(/\n$/, "").split("\n").slice(0, opts.rows);
  await new Promise<void>((resolve) => term.write(lines.join("\r\n"), resolve));
  const cw = opts.cellWidth ?? 8.4;
  const lh = opts.lineHeight ?? 18;
  const fs = opts.fontSize ?? 14;
  const pad = 12;
  const top = opts.title ? 30 : pad;
  const width = Math.ceil(opts.cols * cw + pad * 2);
  const height = Math.ceil(opts.rows * lh + top + pad);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'DejaVu Sans Mono','Menlo','Consolas',monospace" font-size="${fs}">`,
  );
  out.push(`<rect width="100%" height="100%" rx="8" fill="${DEFAULT_BG}"/>`);
  if (opts.title) {
    out.push(
      `<circle cx="20" cy="15" r="5" fill="#ff5f56"/><circle cx="36" cy="15" r="5" fill="#ffbd2e"/><circle cx="52" cy="15" r="5" fill="#27c93f"/>`,
    );
    out.push(
      `<text x="${width / 2}" y="19" fill="#8a8f98" text-anchor="middle" font-size="12">${escapeXml(opts.title)}</text>`,
    );
  }
  const buf = term.buffer.active;
  const cell = buf.getNullCell();
  for (let y = 0; y < opts.rows; y++) {
    const line = buf.getLine(y);
    if (!line) continue;
    let x = 0;
    while (x < opts.cols) {
      line.getCell(x, cell);
      const style = styleOf(cell);
      let text = "";
      const start = x;
      // extend the run while the style stays the same
      while (x < opts.cols) {
        line.getCell(x, cell);
        if (styleKey(styleOf(cell)) !== styleKey(style)) break;
        const w = cell.getWidth();
        // a wide (CJK/emoji) cell starts its own run so the next cells stay on the grid
        if (w === 2 && x > start) break;
        text += cell.getChars() || (w === 0 ? "" : " ");
        x += Math.max(1, w);
        if (w === 2) break;
      }
      const px = pad + start * cw;
      const py = top + y * lh;
      if (style.bg !== DEFAULT_BG)
        out.push(
          `<rect x="${px.toFixed(1)}" y="${py}" width="${((x - start) * cw).toFixed(1)}" height="${lh}" fill="${style.bg}"/>`,
        );
      if (text.trim()) {
        const attrs = [
          `x="${px.toFixed(1)}"`,
          `y="${py + lh - 5}"`,
          `fill="${style.fg}"`,
          `xml:space="preserve"`,
          `textLength="${((x - start) * cw).toFixed(1)}"`,
          `lengthAdjust="spacingAndGlyphs"`,
        ];
        if (style.bold) attrs.push(`font-weight="bold"`);
        if (style.italic) attrs.push(`font-style="italic"`);
        if (style.dim) attrs.push(`opacity="0.6"`);
        if (style.underline) attrs.push(`text-decoration="underline"`);
        out.push(`<text ${attrs.join(" ")}>${escapeXml(text)}</text>`);
      }
    }
  }
  out.push("</svg>");
  term.dispose();
  return `${out.join("\n")}\n`;
}

interface CellStyle {
  fg: string;
  bg: string;
  bold: boolean;
  italic: boolean;
  dim: boolean;
  underline: boolean;
}

function styleOf(c: import("@xterm/headless").IBufferCell): CellStyle {
  let fg = c.isFgDefault() ? DEFAULT_FG : c.isFgRGB() ? hex(c.getFgColor()) : palette256(c.getFgColor());
  let bg = c.isBgDefault() ? DEFAULT_BG : c.isBgRGB() ? hex(c.getBgColor()) : palette256(c.getBgColor());
  if (c.isInverse()) [fg, bg] = [bg, fg];
  return { fg, bg, bold: !!c.isBold(), italic: !!c.isItalic(), dim: !!c.isDim(), underline: !!c.isUnderline() };
}

function styleKey(s: CellStyle): string {
  return `${s.fg}${s.bg}${+s.bold}${+s.italic}${+s.dim}${+s.underline}`;
}
