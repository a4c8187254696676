// helpers.parseBash for condition modules: a real bash syntax tree (mvdan-sh) plus the simple commands it contains.

import { createRequire } from "node:module";
import type { ShNode, ShSyntax } from "mvdan-sh";
import { errorText } from "../error-text.ts";

export interface BashCommand {
  /** the command word as the shell would see it after quote removal (best effort), e.g. "mvn" */
  name: string;
  args: string[];
  /** the source text of the whole simple command */
  text: string;
  line: number;
}

export interface BashTree {
  ok: boolean;
  /** the parse error, when ok is false ("cmd.sh:1:6: ...") */
  error?: string;
  /** every simple command, including those inside pipelines, lists, subshells, $(…) and functions, in source order */
  commands: BashCommand[];
  /** true when any simple command is named `name` (the path's last segment counts: /usr/bin/mvn is mvn) */
  hasCommand(name: string): boolean;
  /** the raw mvdan-sh syntax.File (undefined on a parse error), for walking with `syntax` */
  file?: ShNode;
  /** the mvdan-sh `syntax` namespace: Walk, NodeType */
  syntax: ShSyntax;
}

let loaded: ShSyntax | undefined;

/** mvdan-sh is a 1.5 MB GopherJS bundle that takes about a second to initialise: load it on the first parse, not with pi. */
function shSyntax(): ShSyntax {
  loaded ??= (createRequire(import.meta.url)("mvdan-sh") as { syntax: ShSyntax }).syntax;
  return loaded;
}

function wordValue(syntax: ShSyntax, word: ShNode, slice: (a: number, b: number) => string): string {
  const parts = (word.Parts as ShNode[] | undefined) ?? [];
  let out = "";
  for (const part of parts) {
    const type = syntax.NodeType(part);
    if (type === "Lit") out += String(part.Value).replace(/\\(.)/g, "$1");
    else if (type === "SglQuoted") out += String(part.Value);
    else if (type === "DblQuoted") out += wordValue(syntax, part, slice);
    else out += slice(part.Pos().Offset(), part.End().Offset());
  }
  return out;
}

/** Parses bash source; never throws (a syntax error gives ok:false with the parser's message). */
export function parseBash(source: string): BashTree {
  const syntax = shSyntax();
  const commands: BashCommand[] = [];
  const hasCommand = (name: string): boolean =>
    commands.some((c) => c.name === name || c.name.split("/").pop() === name);
  let file: ShNode;
  try {
    file = syntax.NewParser().Parse(source, "cmd.sh");
  } catch (e) {
    return { ok: false, error: errorText(e), commands, hasCommand, syntax };
  }
  // mvdan-sh offsets are in UTF-8 bytes; slice the bytes so non-ASCII commands keep the right text
  const bytes = Buffer.from(source, "utf8");
  const ascii = bytes.length === source.length;
  const slice = (a: number, b: number): string => (ascii ? source.slice(a, b) : bytes.subarray(a, b).toString("utf8"));
  syntax.Walk(file, (node) => {
    if (node && syntax.NodeType(node) === "CallExpr") {
      const args = ((node.Args as ShNode[] | undefined) ?? []).map((w) => wordValue(syntax, w, slice));
      if (args.length > 0) {
        commands.push({
          name: args[0],
          args: args.slice(1),
          text: slice(node.Pos().Offset(), node.End().Offset()),
          line: node.Pos().Line(),
        });
      }
    }
    return true;
  });
  return { ok: true, commands, hasCommand, file, syntax };
}
