import type { Citation } from "@hds/contracts";
import { CITABLE_EVIDENCE, evidenceById } from "../evidence/library.ts";
import { Bm25Index, analyse } from "./bm25.ts";

/** A ranked search result with the passage that matched best. */
export interface EvidenceHit {
  id: string;
  score: number;
  title: string;
  url: string;
  citation: Citation;
  /** The sentence of our summary that shares most terms with the query (or the title). */
  passage: string;
}

/**
 * Only citable entries are indexed: a superseded or retired guideline is never returned, so a
 * query on its topic finds the edition that replaced it (or the next best current source).
 */
const INDEX = new Bm25Index(
  CITABLE_EVIDENCE.map((e) => ({
    id: e.id,
    fields: [
      { text: e.title, weight: 3 },
      { text: e.topics.join(" "), weight: 2 },
      { text: e.summary, weight: 1 },
      { text: e.recommendations.map((r) => r.text).join(" "), weight: 1 },
    ],
  })),
);

/**
 * The sentence of a summary that shares most terms with the query; the title when there is no
 * summary. Whole sentences only: a clause cut at ";" ends mid-list ("… calling for INR checks every
 * 1–2 weeks;") and drops the qualifications that follow it.
 */
function bestPassage(summary: string, title: string, query: string): string {
  const terms = new Set(analyse(query));
  const sentences = summary.split(/(?<=\.)\s+(?=[A-Z0-9(])/).filter((s) => s.trim() !== "");
  let best = { text: sentences[0] ?? title, hits: -1 };
  for (const s of sentences) {
    const hits = analyse(s).filter((t) => terms.has(t)).length;
    if (hits > best.hits) best = { text: s, hits };
  }
  return best.text;
}

/**
 * Keyword (BM25) search over the evidence library: guidelines, articles, web sources and curated
 * insights. Used by both agents and by deep research; results are deterministic.
 */
export function searchEvidence(query: string, k: number): EvidenceHit[] {
  return INDEX.search(query, k).map((hit) => {
    const e = evidenceById(hit.id);
    return {
      id: e.id,
      score: hit.score,
      title: e.title,
      url: e.url,
      citation: e.citation,
      passage: bestPassage(e.summary, e.title, query),
    };
  });
}

/** Candidates ranked per research question, and the share of the best score a hit must reach. */
const CANDIDATES = 8;
const RELEVANCE = 0.5;

/**
 * The answer to one research question: the best hits of a search, cut where relevance falls off
 * (BM25 tails drift to loosely related sources). A deep run's research tasks run this, and the
 * deep report falls back to it for a question no task answered. It is not cut to a few more: a task
 * does not know the patient, and the report first keeps the hits written for the patient
 * (hitsForProblem) and then shows its few. Cutting to the best four first lost a fitting source
 * ranked fifth whenever another country's or group's source outranked it (review 32, research-32
 * case 01: Scotland's AAA programme outranked England's for a man in Leeds, and was then filtered
 * out).
 */
export function researchEvidence(query: string): EvidenceHit[] {
  const hits = searchEvidence(query, CANDIDATES);
  const top = hits[0]?.score ?? 0;
  return hits.filter((h) => h.score >= top * RELEVANCE);
}
