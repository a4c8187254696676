// Minimal types for the GopherJS-built mvdan-sh bash parser (the package ships none); only what bash.ts uses.

declare module "mvdan-sh" {
  export interface ShPos {
    Offset(): number;
    Line(): number;
    Col(): number;
  }
  export interface ShNode {
    Pos(): ShPos;
    End(): ShPos;
    [field: string]: unknown;
  }
  export interface ShParser {
    Parse(src: string, name: string): ShNode;
  }
  export interface ShSyntax {
    NewParser(...options: unknown[]): ShParser;
    NodeType(node: unknown): string;
    Walk(node: ShNode, visit: (node: ShNode | null) => boolean): void;
  }
  const sh: { syntax: ShSyntax };
  export default sh;
}
