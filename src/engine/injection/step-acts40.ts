// The acts of a spec's step whose object decides: rights for everyone, a guard off everywhere, a secret where others read.

/** Placeholder: filled below once the structure is measured. */
export function stepAct40(_step: string): string | null {
  return null;
}
