/**
 * Per-run memo tables. Parsing the same date or name many times per record is the main cost of a
 * large request, so parsers memoise within a run. The keys are fragments of health data, which
 * must not outlive the run (spec "Data handling"): every table registers here and is emptied at
 * the start of each normalisation and when results are finalised.
 */
const TABLES: Map<string, unknown>[] = [];

/** A memo table emptied by {@link releaseRunMemory}; `limit` bounds its size within a run. */
export function runMemo<V>(limit = 10_000) {
  const table = new Map<string, V>();
  TABLES.push(table as Map<string, unknown>);
  return {
    get(key: string, compute: (key: string) => V): V {
      if (table.has(key)) return table.get(key) as V;
      const value = compute(key);
      if (table.size < limit) table.set(key, value);
      return value;
    },
  };
}

/** Forgets every memoised value (called at run boundaries). */
export function releaseRunMemory(): void {
  for (const t of TABLES) t.clear();
}
