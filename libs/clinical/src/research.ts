import { EVIDENCE_LIBRARY, findCitableEvidence } from "./evidence/library.ts";
import {
  excludedFor,
  fitsPatient,
  fitsReadingCountry,
  fitsPhenotypes,
  modelScope,
  type PatientScope,
  Population,
  sourcePopulations,
  sourcesForCountry,
} from "./evidence/populations.ts";
import { SUMMARIES } from "./evidence/summaries.ts";
import type { Finding, PatientModel } from "./model.ts";
import { type EvidenceHit, searchEvidence } from "./retrieval/index.ts";
import { conditionConcepts } from "./vocab/conditions.ts";
import { classifyMedication, DRUG_CLASSES } from "./vocab/medications.ts";

/** Evidence gathered for a run: what each finding cites, plus related hits from searching. */
export interface EvidenceSet {
  /** Finding id → evidence ids it cites (current library entries only). */
  byFinding: Record<string, string[]>;
  /** Search queries run, in order (deep mode reports them as research tasks). */
  queries: string[];
  /** Query → ranked hits (JSON-serialisable). */
  related: Record<string, EvidenceHit[]>;
}

/** How many findings drive searches, and hits kept per query. */
const QUERY_FINDINGS = 8;
const HITS_PER_QUERY = 3;
/** Hits searched per query before those that fit the patient are kept. */
const SEARCH_CANDIDATES = 12;

function actionable(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => f.family !== "lab-flag" && f.family !== "trend" && f.severity !== "info");
}

/** Classes that also count as taking a class a keyword names: co-trimoxazole contains trimethoprim. */
const ALSO_TAKEN: Readonly<Record<string, readonly string[]>> = { trimethoprim: ["co-trimoxazole"] };

/** The medicine classes a keyword names ("spironolactone" → mra, "thiazide" → thiazide); none for other words. */
function keywordClasses(keyword: string): string[] {
  const key = keyword.toLowerCase().trim().replace(/\s+/g, "-");
  return [...new Set([...(key in DRUG_CLASSES ? [key] : []), ...classifyMedication(keyword).classes])];
}

/**
 * The keywords a finding's search uses. A finding about the patient's own medicines lists the
 * medicines its rule looks for ("potassium … trimethoprim", "thiazide … spironolactone"); searching
 * for those the patient does not take finds sources about them (a trimethoprim study for someone on
 * lisinopril and spironolactone), so they are left out. Other findings keep all their keywords: a
 * medicine they name is a treatment to consider, not one taken.
 */
function searchKeywords(f: Finding, taken: ReadonlySet<string>, recorded: ReadonlySet<string>): string[] {
  const grounded = groundedKeywords(f, recorded);
  if (!f.refs.some((r) => r.startsWith("med:"))) return grounded;
  return grounded.filter((k) => {
    const classes = keywordClasses(k);
    return classes.length === 0 || classes.some((c) => taken.has(c) || (ALSO_TAKEN[c] ?? []).some((x) => taken.has(x)));
  });
}

/**
 * A keyword naming a condition stays only when the patient has that condition on record (current or
 * past) or the finding itself speaks of it. A rule's fixed keywords cover all its branches, so a COPD
 * term reached the search for a lupus patient on prednisolone (review 20, deep-sweep case 02). A
 * finding about the risk of a condition speaks of it in its own words ("hereditary breast ovarian
 * cancer" for "risk of breast and ovarian cancer"), so the conditions are compared, not the phrases.
 */
function groundedKeywords(f: Finding, recorded: ReadonlySet<string>): string[] {
  const said = [f.title, f.clinician, ...f.nextSteps].join(" ").toLowerCase();
  const spokenOf = new Set(conditionConcepts(said));
  return f.keywords.filter((k) => {
    const concepts = conditionConcepts(k);
    return (
      concepts.length === 0 ||
      concepts.some((c) => recorded.has(c)) ||
      concepts.every((c) => spokenOf.has(c)) ||
      said.includes(k.toLowerCase())
    );
  });
}

function recordedConcepts(model: PatientModel): Set<string> {
  return new Set(model.conditions.flatMap((c) => c.concepts));
}

function takenClasses(model: PatientModel): Set<string> {
  return new Set(model.medications.filter((m) => m.active).flatMap((m) => m.classes));
}

/**
 * One search query per leading finding, from its keywords and the patient's age band and sex;
 * deterministic, and free of identifiers (only clinical terms go into a query).
 */
export function buildSearchQueries(model: PatientModel, findings: readonly Finding[]): string[] {
  return [...queryFindings(model, findings).keys()];
}

/** Each search query with the sources its findings cite (the problem's scope for hitsForProblem). */
function queryFindings(model: PatientModel, findings: readonly Finding[]): Map<string, string[]> {
  const queries = new Map<string, string[]>();
  const who = [
    model.patient.sex,
    model.patient.age !== undefined ? (model.patient.age >= 65 ? "older adult" : "adult") : "",
  ]
    .filter(Boolean)
    .join(" ");
  const taken = takenClasses(model);
  const recorded = recordedConcepts(model);
  const add = (q: string, f: Finding) => queries.set(q, [...(queries.get(q) ?? []), ...f.evidenceIds]);
  for (const f of actionable(findings).slice(0, QUERY_FINDINGS))
    add([searchKeywords(f, taken, recorded).join(" "), "guideline recommendation", who].filter(Boolean).join(" "), f);
  if (queries.size === 0) for (const f of findings.slice(0, 3)) add(`${f.keywords.join(" ")} interpretation`, f);
  return queries;
}

/** Deep-research questions: one per problem, with the findings it should resolve. */
export function researchQuestions(
  model: PatientModel,
  findings: readonly Finding[],
): { id: string; query: string; findingIds: string[] }[] {
  const byProblem = new Map<string, Finding[]>();
  for (const f of actionable(findings)) {
    const list = byProblem.get(f.problem) ?? [];
    list.push(f);
    byProblem.set(f.problem, list);
  }
  const sex = model.patient.sex ?? "";
  const taken = takenClasses(model);
  const recorded = recordedConcepts(model);
  return [...byProblem.entries()].map(([problem, list], i) => {
    const terms = [...new Set(list.flatMap((f) => searchKeywords(f, taken, recorded)))].slice(0, 8).join(" ");
    return {
      id: `rq-${i + 1}`,
      query: `${problem}: ${terms} management guideline ${sex}`.trim(),
      findingIds: list.map((f) => f.id),
    };
  });
}

/**
 * Collects the evidence for the findings (the step "Researching literature/guidelines"): each
 * finding's own sources, and search hits for the run's queries. Pure and deterministic.
 */
export function retrieveEvidence(
  model: PatientModel,
  findings: readonly Finding[],
  queries = buildSearchQueries(model, findings),
): EvidenceSet {
  const byFinding: Record<string, string[]> = {};
  // Only current library entries are cited: unknown, superseded and retired ids are left out, and
  // so are sources written for people outside a group the patient is in (SOURCE_NOT_FOR: AGA's
  // endoscopy advice in pregnancy, a screening statement for a proven anaemia). Sources written for
  // the other country's care pathway give way to those that fit the record (sourcesForCountry).
  const scope = modelScope(model);
  for (const f of findings) {
    const ids = f.evidenceIds.filter(
      (id) => findCitableEvidence(id) !== undefined && !excludedFor(id, scope.populations),
    );
    const text = [f.title, f.clinician, f.patient, ...f.nextSteps].join("\n");
    byFinding[f.id] = sourcesForCountry(ids, scope, text).filter((id) => findCitableEvidence(id) !== undefined);
  }
  // Hits that fit the patient (hitsForProblem, with the sources of the findings the query was
  // built from) are chosen from a wider search before the best few are kept: taking three and then
  // filtering lost England's AAA screening page for a man in Leeds, ranked behind Scotland's and
  // the USPSTF's (review 32, research-32 case 01).
  const citedFor = queryFindings(model, findings);
  const related: Record<string, EvidenceHit[]> = {};
  for (const q of queries)
    related[q] = hitsForProblem(scope, citedFor.get(q) ?? [], searchEvidence(q, SEARCH_CANDIDATES)).slice(
      0,
      HITS_PER_QUERY,
    );
  return { byFinding, queries, related };
}

/**
 * The search hits that may be cited for a problem of this patient. Search ranks by words, not by
 * who a source is written for, so a query about potassium and ACE inhibitors also finds the
 * diabetes and heart-failure guidelines that discuss them, and one about blood pressure finds the
 * children's guideline. A hit written for a condition, an age group, a medicine or a genotype (see
 * evidence/populations.ts) is kept only when the patient is in its scope, and one whose summary
 * speaks of other metaboliser phenotypes than the patient's is left out. For conditions the
 * problem's own findings widen the scope: a raised NT-proBNP without known heart failure cites the
 * heart-failure guidelines, because diagnosing it is their subject. A hit written for another
 * country's care pathway than the record's (NICE or an NHS referral route for a US record, a USPSTF
 * statement for a UK one; see fitsCountry) is left out too, as is a US label a UK record has the
 * UK counterpart of (see fitsReadingCountry).
 */
export function hitsForProblem(
  patient: PatientScope,
  citedByProblem: readonly string[],
  hits: readonly EvidenceHit[],
): EvidenceHit[] {
  const populations = new Set([...patient.populations, ...citedByProblem.flatMap((id) => sourcePopulations(id))]);
  const scope: PatientScope = { ...patient, populations };
  const subject = subjectWords(citedByProblem);
  const presentation = presentations(citedByProblem);
  return hits.filter(
    (h) =>
      fitsPatient(h.id, scope) &&
      fitsPhenotypes(h.id, scope) &&
      fitsReadingCountry(h.id, scope) &&
      fitsPreventionStage(h.id, scope) &&
      fitsPresentation(h.id, presentation) &&
      (subject === undefined || onSubject(h.id, subject)),
  );
}

/** Words too general to tie an acute topic to a chronic one ("acute kidney injury", "chronic kidney disease" share "kidney"). */
const PHASE_GENERIC = new Set("disease injury failure illness syndrome phase response condition".split(" "));

/**
 * What the topics of our summaries (and the library's) of these sources say of each presentation:
 * "acute" or "chronic" → the words its topics are about ("chronic kidney disease" → chronic: kidney).
 */
function presentations(ids: readonly string[]): { acute: Set<string>; chronic: Set<string> } {
  const out = { acute: new Set<string>(), chronic: new Set<string>() };
  for (const id of ids)
    for (const topic of [...(SUMMARIES[id]?.topics ?? []), ...(BY_ID.get(id)?.topics ?? [])]) {
      const [phase, ...rest] = words(topic);
      if (phase === "acute" || phase === "chronic") for (const w of rest) if (!PHASE_GENERIC.has(w)) out[phase].add(w);
    }
  return out;
}

/**
 * A source whose topics put a subject in one presentation only (acute kidney injury) is no reading
 * for a problem whose own sources put that subject only in the other (chronic kidney disease), and
 * the reverse; a source or problem that speaks of both keeps it. Generalises what the heavy-periods
 * rule does for ACOG's opinion on acute bleeding (review 28, deep-28 case 09) to every topic that
 * our summaries mark acute or chronic (review 29, deep-29).
 */
function fitsPresentation(id: string, problem: { acute: Set<string>; chronic: Set<string> }): boolean {
  const hit = presentations([id]);
  const clash = (a: Set<string>, b: Set<string>, hitOther: Set<string>, problemSame: Set<string>) =>
    [...a].some((w) => b.has(w) && !hitOther.has(w) && !problemSame.has(w));
  return !(
    clash(hit.acute, problem.chronic, hit.chronic, problem.acute) ||
    clash(hit.chronic, problem.acute, hit.acute, problem.chronic)
  );
}

/**
 * A source our summary files under primary prevention (risk equations, LDL goals for people with
 * few risk factors) is no reading for someone with coronary disease already on record, whose care is
 * secondary prevention (review 28, deep-28 case 06: NCEP ATP III's goal "below 160 mg/dL with none
 * or one risk factor" offered after a heart attack).
 */
function fitsPreventionStage(id: string, scope: PatientScope): boolean {
  return !(scope.populations.has(Population.coronaryDisease) && SUMMARIES[id]?.topics.includes("primary prevention"));
}

/**
 * Words that carry no subject ("hypercalcaemia of malignancy" is about hypercalcaemia and
 * malignancy); who a source is written for is left to fitsPatient.
 */
const MINOR_WORDS = new Set(
  "of in and the for with a an to on or by at adult adults older children child adolescents adolescent paediatric pediatric".split(
    " ",
  ),
);

/** The words of a text, lower-cased, with British and American spellings made one (haem-, hem-). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ae|oe/g, "e")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "" && !MINOR_WORDS.has(w));
}

const BY_ID = new Map(EVIDENCE_LIBRARY.map((e) => [e.id, e]));

/** The subject of what a problem already cites: the words of those sources' titles and topics; none when it cites nothing. */
function subjectWords(cited: readonly string[]): Set<string> | undefined {
  const entries = cited.flatMap((id) => BY_ID.get(id) ?? []);
  if (entries.length === 0) return undefined;
  return new Set(entries.flatMap((e) => [...words(e.title), ...e.topics.flatMap(words)]));
}

/**
 * Whether a hit is about the problem's subject: every word of the lead topic of our summary of
 * it, the subject it is written on, is among the subject words. Search ranks by shared words, so a
 * question on osteoporosis and denosumab also finds the guideline on hypercalcaemia of malignancy
 * that treats with denosumab, and one on low vitamin D a review of vitamin D toxicity. A source
 * without a summary has only specialties for topics, too broad to judge by, and is kept.
 */
function onSubject(id: string, subject: ReadonlySet<string>): boolean {
  const lead = SUMMARIES[id]?.topics[0];
  return lead === undefined || words(lead).every((w) => subject.has(w));
}
