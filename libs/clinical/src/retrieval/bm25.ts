import { tokens } from "../text.ts";

/**
 * A small Okapi BM25 index. The evidence library has a few hundred short documents, so a
 * hand-written index built once at load is simpler and faster than a dependency; it has no I/O
 * and gives the same ranking on every run (ties break by document order).
 */
export interface Bm25Document {
  id: string;
  /** Fields and their weights: a title word counts more than a summary word. */
  fields: { text: string; weight: number }[];
}

export interface Bm25Hit {
  id: string;
  score: number;
}

const STOP = new Set([
  "the",
  "and",
  "of",
  "in",
  "for",
  "a",
  "an",
  "to",
  "on",
  "with",
  "or",
  "is",
  "by",
  "at",
  "as",
  "be",
  "from",
  "its",
  "are",
  "that",
  "this",
]);

/** Very light stemming so "nodules"/"nodule" and "deficiency"/"deficient" meet. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("es") && !word.endsWith("ses")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function analyse(text: string): string[] {
  return tokens(text)
    .filter((t) => !STOP.has(t))
    .map(stem);
}

export class Bm25Index {
  readonly #docs: { id: string; tf: Map<string, number>; length: number }[] = [];
  readonly #df = new Map<string, number>();
  #avgLength = 0;
  readonly #k1 = 1.2;
  readonly #b = 0.75;

  constructor(documents: readonly Bm25Document[]) {
    let total = 0;
    for (const doc of documents) {
      const tf = new Map<string, number>();
      let length = 0;
      for (const field of doc.fields) {
        for (const term of analyse(field.text)) {
          tf.set(term, (tf.get(term) ?? 0) + field.weight);
          length += field.weight;
        }
      }
      for (const term of tf.keys()) this.#df.set(term, (this.#df.get(term) ?? 0) + 1);
      this.#docs.push({ id: doc.id, tf, length });
      total += length;
    }
    this.#avgLength = this.#docs.length === 0 ? 0 : total / this.#docs.length;
  }

  /** The best `k` documents for `query`, highest score first; documents scoring 0 are left out. */
  search(query: string, k: number): Bm25Hit[] {
    const terms = [...new Set(analyse(query))];
    const n = this.#docs.length;
    const hits: Bm25Hit[] = [];
    for (const doc of this.#docs) {
      let score = 0;
      for (const term of terms) {
        const f = doc.tf.get(term);
        if (f === undefined) continue;
        const df = this.#df.get(term) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * f * (this.#k1 + 1)) / (f + this.#k1 * (1 - this.#b + (this.#b * doc.length) / this.#avgLength));
      }
      if (score > 0) hits.push({ id: doc.id, score });
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, Math.max(0, k));
  }
}
