/** Macro-F1: the unweighted mean of each label's F1, over the labels the gold set uses. */
export function macroF1<L extends string>(pairs: readonly (readonly [gold: L, got: L])[]): number {
  const labels = [...new Set(pairs.map(([gold]) => gold))]
  if (labels.length === 0) return 0
  const f1s = labels.map((label) => {
    const tp = pairs.filter(([gold, got]) => gold === label && got === label).length
    const fp = pairs.filter(([gold, got]) => gold !== label && got === label).length
    const fn = pairs.filter(([gold, got]) => gold === label && got !== label).length
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn)
  })
  return f1s.reduce((sum, f1) => sum + f1, 0) / labels.length
}

export function accuracy<L>(pairs: readonly (readonly [gold: L, got: L])[]): number {
  if (pairs.length === 0) return 0
  return pairs.filter(([gold, got]) => gold === got).length / pairs.length
}
