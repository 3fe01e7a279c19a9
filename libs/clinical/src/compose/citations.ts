import type { Citation, Citations } from "@hds/contracts";
import { evidenceById, findCitableEvidence } from "../evidence/library.ts";
import { inertMarkdown } from "../inert.ts";
import { releaseRunMemory } from "../memo.ts";

/**
 * Composers write `[[cite:<evidence id>]]` markers; numbering happens once, at finalisation, so
 * that the numbers of each text start at 1, follow the order of first use, and every number has
 * exactly one entry in that text's citation map (and every entry is used).
 */
export interface ComposedText {
  markdown: string;
  /** Evidence ids cited, in order of first use. */
  evidenceIds: string[];
}

const MARKER = /\[\[cite:([^\]]+)\]\]/g;

/**
 * The marker for citing evidence entries. Unknown ids are dropped (only library entries are
 * cited), and so are superseded or retired ones (only current sources are cited).
 */
export function cite(ids: readonly string[]): string {
  const known = [...new Set(ids)].filter((id) => findCitableEvidence(id) !== undefined);
  return known.map((id) => `[[cite:${id}]]`).join("");
}

/** Builds a composed text from Markdown containing markers. */
export function composed(markdown: string): ComposedText {
  const ids: string[] = [];
  for (const m of markdown.matchAll(MARKER)) {
    const id = m[1] ?? "";
    if (!ids.includes(id)) ids.push(id);
  }
  return { markdown, evidenceIds: ids };
}

/** Replaces markers with [n] and returns the citation map for this text. */
export function numberCitations(text: ComposedText): { markdown: string; citations: Record<string, Citation> } {
  const numbers = new Map<string, number>();
  const citations: Record<string, Citation> = {};
  const markdown = text.markdown.replace(MARKER, (_, id: string) => {
    let n = numbers.get(id);
    if (n === undefined) {
      n = numbers.size + 1;
      numbers.set(id, n);
      citations[String(n)] = structuredClone(evidenceById(id).citation);
    }
    return `[${n}]`;
  });
  return { markdown, citations };
}

/**
 * Numbers both texts independently and makes any quoted client text inert; the run is over, so
 * per-run memo tables are released.
 */
export function finalizeTexts(
  patient: ComposedText,
  clinician: ComposedText,
): { patientResponse: string; clinicianResponse: string; citations: Citations } {
  releaseRunMemory();
  const p = numberCitations(patient);
  const c = numberCitations(clinician);
  return {
    patientResponse: inertMarkdown(p.markdown),
    clinicianResponse: inertMarkdown(c.markdown),
    citations: { patient: p.citations, clinician: c.citations },
  };
}
