import type { Citation } from "@hds/contracts";
import { LAB_CATALOGUE } from "../catalogue/index.ts";
import { ADDED_SOURCES, FACTS_SEEN, STATUS_SEEN, TITLES_VERIFIED, URLS_SEEN } from "./added-sources.ts";
import guidelines from "./guidelines.source.json" with { type: "json" };
import { SUMMARIES, type SourceRecommendation } from "./summaries.ts";

/** One citable source: its wire citation plus what retrieval and the deep report need. */
export interface EvidenceEntry {
  id: string;
  citation: Citation;
  title: string;
  url: string;
  source: string;
  year?: number;
  doi?: string;
  pmid?: string;
  status: string;
  topics: string[];
  /** Our words: what the source says on the points the engine uses. */
  summary: string;
  recommendations: SourceRecommendation[];
  seenAt: string[];
  /**
   * Why the entry is kept but never cited: a lab insight whose only link is the test's LOINC code
   * page, which defines the code and does not say what a result means (review 8, onc #22 / pc #6).
   */
  uncitable?: string;
}

interface GuidelineRecord {
  id: string;
  title: string;
  society: string;
  year: number;
  doi: string;
  url: string;
  specialties: string[];
  pmid?: string;
  status: string;
  titleVerbatimSeen: boolean;
  seenAt: string[];
}

/** Date this catalogue version's insights were written (insight citations need a pubdate). */
export const INSIGHT_PUBDATE = "2026-11-22";
const INSIGHT_SOURCE = "HDS lab catalogue";
const INSIGHT_AUTHOR = "HDS clinical content team";

/**
 * A guideline may be cited only when its title was seen whole (or re-verified), it is not
 * retired, and it has a URL. Guidelines without a DOI (WHO, GOLD, GINA, NCCN, AAFP) are cited as
 * web sources because the wire's guideline citation requires a DOI (contract.md item 16).
 */
function fromGuideline(g: GuidelineRecord): EvidenceEntry | undefined {
  if (!g.titleVerbatimSeen && TITLES_VERIFIED[g.id] === undefined) return undefined;
  if (/retired/i.test(g.status) || g.url === "") return undefined;
  const url = URLS_SEEN[g.id] ?? g.url;
  const extra = SUMMARIES[g.id];
  const citation: Citation =
    g.doi !== ""
      ? {
          url,
          title: g.title,
          metadata: {
            type: "guideline",
            source: g.society,
            doi: g.doi,
            specialties: g.specialties,
            pubdate: String(g.year),
          },
        }
      : { url, title: g.title, metadata: { type: "web", source: g.society } };
  const entry: EvidenceEntry = {
    id: g.id,
    citation,
    title: g.title,
    url,
    source: g.society,
    year: g.year,
    status: STATUS_SEEN[g.id] ?? g.status,
    topics: [...(extra?.topics ?? []), ...g.specialties],
    summary: extra?.summary ?? "",
    recommendations: [...(extra?.recommendations ?? [])],
    seenAt: [
      ...g.seenAt,
      ...(TITLES_VERIFIED[g.id] ? [TITLES_VERIFIED[g.id] as string] : []),
      ...(FACTS_SEEN[g.id] ?? []),
    ],
  };
  if (g.doi !== "") entry.doi = g.doi;
  if (g.pmid !== undefined && g.pmid !== "") entry.pmid = g.pmid;
  return entry;
}

/** A PubMed Central article's address, with its PMCID. */
const PMC_URL = /^https:\/\/(?:pmc\.ncbi\.nlm\.nih\.gov|www\.ncbi\.nlm\.nih\.gov\/pmc)\/articles\/(PMC\d+)/;

function fromAdded(s: (typeof ADDED_SOURCES)[number]): EvidenceEntry {
  const extra = SUMMARIES[s.id];
  let citation: Citation;
  if (s.type === "guideline") {
    citation = {
      url: s.url,
      title: s.title,
      metadata: {
        type: "guideline",
        source: s.source,
        doi: s.doi ?? "",
        specialties: s.specialties,
        pubdate: String(s.year),
      },
    };
  } else if (s.type === "pubmed" && PMC_URL.test(s.url)) {
    // A PubMed Central full text is cited as such, with its journal: the wire's pubmed type has no
    // source, which left a PMC article with none (review 10, C9).
    const pmcid = PMC_URL.exec(s.url)?.[1] ?? "";
    citation = { url: s.url, title: s.title, metadata: { type: "pmc", pmcid, source: s.source } };
  } else if (s.type === "pubmed") {
    citation = { url: s.url, title: s.title, metadata: s.pmid ? { type: "pubmed", pmid: s.pmid } : { type: "pubmed" } };
  } else citation = { url: s.url, title: s.title, metadata: { type: "web", source: s.source } };
  const entry: EvidenceEntry = {
    id: s.id,
    citation,
    title: s.title,
    url: s.url,
    source: s.source,
    year: s.year,
    status: "current",
    topics: [...(extra?.topics ?? []), ...s.specialties],
    summary: extra?.summary ?? "",
    recommendations: [...(extra?.recommendations ?? [])],
    // Facts a rule takes from an added source may be recorded in FACTS_SEEN as well as in the
    // entry's own seenAt; both are where the source was seen, so both belong to the entry.
    seenAt: [...s.seenAt, ...(FACTS_SEEN[s.id] ?? [])],
  };
  if (s.doi !== undefined) entry.doi = s.doi;
  if (s.pmid !== undefined) entry.pmid = s.pmid;
  return entry;
}

/**
 * Curated insights: our catalogue's notes on what a test's high and low results usually mean. One
 * per catalogue test that has such notes. An insight links to a page checked to say what the note
 * says (the test's `meaningSource`) and may then be cited; without one it links to the test's LOINC
 * code page, which identifies the test but supports none of the note, and is kept only for
 * matching (metadata.insightsMatched) and for rules' own wording, never cited.
 */
function insights(): EvidenceEntry[] {
  return LAB_CATALOGUE.filter((d) => d.meaning.high || d.meaning.low || d.meaning.positive).map((d) => {
    const parts = [
      d.meaning.high ? `A high ${d.plain} ${d.meaning.high}.` : "",
      d.meaning.low ? `A low ${d.plain} ${d.meaning.low}.` : "",
      d.meaning.positive ? `A positive result ${d.meaning.positive}.` : "",
    ].filter(Boolean);
    const url = d.meaningSource?.url ?? `https://loinc.org/${d.loinc}/`;
    const title = `${d.name}: what abnormal results usually mean`;
    // The note is ours and its link goes to the page it was checked against: the source names both,
    // so the link to another publisher's page is not read as ours (review 10, C9).
    const source = d.meaningSource?.publisher
      ? `${INSIGHT_SOURCE}, checked against ${d.meaningSource.publisher}`
      : INSIGHT_SOURCE;
    const entry: EvidenceEntry = {
      id: `insight:${d.id}`,
      citation: {
        url,
        title,
        metadata: { type: "insight", source, author: INSIGHT_AUTHOR, pubdate: INSIGHT_PUBDATE },
      },
      title,
      url,
      source,
      status: "current",
      topics: [d.name, d.category, ...d.synonyms.slice(0, 6)],
      summary: parts.join(" "),
      recommendations: [],
      seenAt: d.meaningSource ? [...d.seenAt, d.meaningSource.seenAt] : d.seenAt,
    };
    if (d.meaningSource === undefined)
      entry.uncitable = "no page checked to support the note; the LOINC page only defines the code";
    return entry;
  });
}

/** The evidence library: verified guidelines, added sources and curated insights. */
export const EVIDENCE_LIBRARY: readonly EvidenceEntry[] = [
  ...(guidelines as GuidelineRecord[]).map(fromGuideline).filter((e): e is EvidenceEntry => e !== undefined),
  ...ADDED_SOURCES.map(fromAdded),
  ...insights(),
];

const BY_ID = new Map(EVIDENCE_LIBRARY.map((e) => [e.id, e]));

/** The library entry with this id, or undefined. */
export function findEvidence(id: string): EvidenceEntry | undefined {
  return BY_ID.get(id);
}

/** Statuses of a source that a newer edition replaced or that its publisher withdrew. */
const STALE_STATUS = /superseded|retired|withdrawn|replaced|obsolete|archived/i;

/**
 * Whether an entry may be cited: its status is current. Guideline statuses are free text
 * ("current", "current with 2023 focused update…", "annual report", "living guideline"); those
 * naming a replacement or withdrawal ("superseded (2025 AHA/ACC guideline)") are not current.
 */
export function isCurrentEvidence(e: EvidenceEntry): boolean {
  return !STALE_STATUS.test(e.status);
}

/**
 * The library entry with this id when it may be cited (see {@link isCitable}), else
 * undefined. Everything that picks sources for citation goes through here or filters likewise.
 */
export function findCitableEvidence(id: string): EvidenceEntry | undefined {
  const e = BY_ID.get(id);
  return e !== undefined && isCitable(e) ? e : undefined;
}

/** Whether an entry may be cited: current, and not kept only for matching (see EvidenceEntry.uncitable). */
function isCitable(e: EvidenceEntry): boolean {
  return isCurrentEvidence(e) && e.uncitable === undefined;
}

/** The entries that may be cited, in library order. */
export const CITABLE_EVIDENCE: readonly EvidenceEntry[] = EVIDENCE_LIBRARY.filter(isCitable);

/** The library entry with this id; throws with the id only (a programming error). */
export function evidenceById(id: string): EvidenceEntry {
  const e = BY_ID.get(id);
  if (e === undefined) throw new Error(`unknown evidence id ${id}`);
  return e;
}
