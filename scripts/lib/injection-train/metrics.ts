// Figures for the injection model report: recall at block, warn/block rates on benign rows, AUC (ties count half).

export interface Scored {
  y: number;
  s: number;
}

export function auc(items: Scored[]): number | null {
  const pos = items.filter((x) => x.y).length;
  const neg = items.length - pos;
  if (pos === 0 || neg === 0) return null;
  const sorted = [...items].sort((a, b) => a.s - b.s);
  let rank = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j].s === sorted[i].s) j++;
    const avg = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k].y) rank += avg;
    i = j;
  }
  return (rank - (pos * (pos + 1)) / 2) / (pos * neg);
}

export interface Figures {
  n: number;
  inj: number;
  recallBlock: number | null;
  recallWarn: number | null;
  warnRate: number | null;
  blockRate: number | null;
  auc: number | null;
}

export function figures(items: Scored[]): Figures {
  const inj = items.filter((x) => x.y);
  const ben = items.filter((x) => !x.y);
  const share = (xs: Scored[], t: number): number | null =>
    xs.length ? xs.filter((x) => x.s >= t).length / xs.length : null;
  return {
    n: items.length,
    inj: inj.length,
    recallBlock: share(inj, 0.8),
    recallWarn: share(inj, 0.5),
    warnRate: share(ben, 0.5),
    blockRate: share(ben, 0.8),
    auc: auc(items),
  };
}

const f = (x: number | null): string => (x === null ? "-" : x.toFixed(3));

export function tableHeader(): string {
  return "| rows | n | injections | recall@0.8 | recall@0.5 | benign warn-rate (>=0.5) | benign block-rate (>=0.8) | AUC |\n|---|---:|---:|---:|---:|---:|---:|---:|";
}

export function tableRow(name: string, x: Figures): string {
  return `| ${name} | ${x.n} | ${x.inj} | ${f(x.recallBlock)} | ${f(x.recallWarn)} | ${f(x.warnRate)} | ${f(x.blockRate)} | ${f(x.auc)} |`;
}
