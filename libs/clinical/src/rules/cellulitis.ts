import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { cdiffToxinPositive } from "./cdiff-toxin.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Cellulitis in the record with raised inflammatory markers (review 15, leftovers-c cases 05 to 07;
 * review 14 infection case 12). Case 06, periorbital cellulitis spreading fast with a fever, got only
 * "Fever: ... look for a source of infection"; case 05, leg cellulitis improving on flucloxacillin,
 * had its CRP and white cells read as inflammation "somewhere in the body".
 *
 * The markers are read as the cellulitis's own, with no search for another source. Red flags are
 * named only when the record shows them: NICE NG141 (nice-ng141-cellulitis) refers to hospital
 * signs of a more serious illness such as orbital cellulitis, necrotising fasciitis or sepsis, and
 * considers referral for infection near the eyes or nose, lymphangitis, or spread despite oral
 * antibiotics; RCEM's learning module (rcem-cellulitis-management), with the CREST/Eron classes,
 * adds severe or rapidly deteriorating cellulitis and suspected orbital or periorbital cellulitis
 * among reasons for urgent admission. Sepsis vital signs are the NICE high-risk ones, which the
 * sepsis rule (vital-signs.ts) already grades; they are only named here.
 */

const CELLULITIS = /\b(?:cellulitis|erysipelas)\b/;
/** A past episode, not the current one: "previous cellulitis", "history of erysipelas". */
const PAST_BEFORE = /\b(?:previous|prior|past|history of|h\/o|old|recurrent|episodes? of)\s+(?:\w+\s+){0,2}$/;
const PAST_NAME = /\b(?:history|previous|prior|past|recurrent|resolved)\b/i;

const RED_FLAGS: readonly (readonly [string, RegExp])[] = [
  [
    "features of orbital cellulitis",
    /\borbital cellulitis\b|\bpost-?septal\b|\bpain(?:ful)? (?:on|with) eye movements?\b|\bproptosis\b|\b(?:reduced|blurred|loss of) (?:vision|visual acuity)\b|\bdouble vision\b|\bdiplopia\b|\bophthalmoplegia\b/,
  ],
  [
    "infection around the eye or nose",
    /\b(?:peri-?orbital|pre-?septal|eyelid|facial|nasal)\b[^.;]{0,40}\b(?:cellulitis|swelling|redness)\b|\bcellulitis\b[^.;]{0,40}\b(?:eyelid|eye|face|nose)\b/,
  ],
  [
    "rapid spread",
    /\brapid(?:ly)? (?:spread\w*|progress\w*|worsen\w*|extend\w*|deteriorat\w*)|\bspread(?:ing)? (?:rapidly|quickly|fast)\b/,
  ],
  [
    "spread despite oral antibiotics",
    /\b(?:spreading|worse|worsening|not improving|not responding)\b[^.;]{0,30}\b(?:despite|on)\b[^.;]{0,30}\bantibiotics?\b/,
  ],
  ["lymphangitis", /\blymphangitis\b|\bred streaks?\b/],
  [
    "features that raise necrotising fasciitis",
    /\bnecroti[sz]ing fasciitis\b|\bpain out of proportion\b|\bcrepitus\b|\b(?:dusky|purple|haemorrhagic) (?:skin|blisters?|bullae)\b/,
  ],
];

function isHigh(o: LabObservation | undefined): o is LabObservation {
  return o !== undefined && (o.status === "high" || o.status === "critical-high");
}

/** The current cellulitis: an active condition, or a stated mention in the notes that is not a past episode. */
export function currentCellulitis(ctx: RuleContext): { text: string; ref?: string } | undefined {
  const cond = ctx.model.conditions.find(
    (c) => CELLULITIS.test(c.name.toLowerCase()) && !PAST_NAME.test(c.name) && isActiveCondition(c.status),
  );
  if (cond !== undefined) return { text: cond.name, ref: cond.ref };
  const text = ctx.freeText;
  for (const m of statedMatches(text, CELLULITIS, true)) {
    if (!PAST_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) return { text: m.quote };
  }
  return undefined;
}

/** NICE high-risk sepsis vital signs in the record (read, not graded: vital-signs.ts grades them). */
function sepsisSigns(ctx: RuleContext): string[] {
  const latest = (kind: Parameters<RuleContext["vitals"]>[0]) => ctx.vitals(kind).at(-1)?.value;
  const hr = latest("heart-rate");
  const rr = latest("respiratory-rate");
  const sbp = latest("bp") ?? latest("systolic");
  return [
    hr !== undefined && hr > 130 ? `heart rate ${hr}/min` : "",
    rr !== undefined && rr >= 25 ? `respiratory rate ${rr}/min` : "",
    sbp !== undefined && sbp <= 90 ? `systolic pressure ${sbp} mmHg` : "",
  ].filter(Boolean);
}

/** Cellulitis with raised markers, and the red flags the record shows (none is an empty list). */
function read(ctx: RuleContext): { refs: string[]; values: Record<string, string>; flags: string[] } | undefined {
  const cellulitis = currentCellulitis(ctx);
  if (cellulitis === undefined) return undefined;
  const markers = [ctx.lab("crp"), ctx.lab("wbc"), ctx.lab("anc")].filter(isHigh);
  if (markers.length === 0) return undefined;
  const flags = RED_FLAGS.filter(([, re]) => statedMention(ctx.freeText, re, true) !== undefined).map(([n]) => n);
  const sepsis = sepsisSigns(ctx);
  if (sepsis.length > 0) flags.push(`sepsis signs (${sepsis.join(", ")})`);
  return {
    refs: [...ctx.refs(...markers), ...(cellulitis.ref ? [cellulitis.ref] : [])],
    values: {
      markers: markers.map((o) => `${o.name} ${ctx.show(o)}`).join(", "),
      cellulitis: cellulitis.ref ? `"${cellulitis.text}" in the conditions` : "in the notes",
      flags: flags.join("; "),
    },
    flags,
  };
}

/**
 * The generic CRP and white-cell lines glossed these as inflammation "somewhere in the body" beside
 * the cellulitis finding (review 15, infection-b12-b). The line now says the result fits the recorded
 * cellulitis and points to the cellulitis finding, which alone says what that means for care. A count
 * beyond the critical limit keeps its own reading: it is not explained away.
 */
const MARKER_WITH_CELLULITIS: MeaningInContext = {
  text: "fits the cellulitis in the record; see the cellulitis point",
  patient: "fits the skin infection (cellulitis) in your record",
  evidence: ["nice-ng141-cellulitis"],
};

const MARKERS = new Set(["crp", "wbc", "anc"]);

/** The meaning of a raised CRP, white cell or neutrophil count with current cellulitis, for the generic lab line. */
export function markerWithCellulitis(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.status !== "high" || !MARKERS.has(obs.analyteId ?? "")) return undefined;
  return currentCellulitis(ctx) === undefined || cdiffToxinPositive(ctx).length > 0
    ? undefined
    : MARKER_WITH_CELLULITIS;
}

/*
 * A detected C. difficile toxin is another infection that raises the white cells, and there a count
 * above 15 marks severe disease (review 46, infection-sweep-46 case 02: white cells 17.2 on day 5 of
 * clindamycin were called "expected with cellulitis", not calling for a search for another source,
 * beside the severe C. difficile finding). The markers are then not put down to the cellulitis.
 */
function explained(ctx: RuleContext): RuleMatch | undefined {
  if (cdiffToxinPositive(ctx).length > 0) return undefined;
  const r = read(ctx);
  if (r === undefined || r.flags.length > 0) return undefined;
  return { refs: r.refs, values: r.values, ...(readsAsUsUnits(ctx) ? US_CELLULITIS_SOURCES : {}) };
}

/**
 * On a US record the sepsis check is the Surviving Sepsis Campaign's screening, not NICE NG51's
 * criteria (review 26, us-acute-26), and the cellulitis source is IDSA's 2014 skin and soft tissue
 * infection guideline in place of NICE NG141 and RCEM (review 26, us-sources-26b).
 */
const US_SEPSIS_CHECK: Pick<RuleMatch, "nextSteps" | "evidence" | "evidenceReplacesRule"> = {
  nextSteps: [
    "Same-day hospital assessment for the red flags named (ophthalmology input for infection around the eye)",
    "Full observations and sepsis screening (Surviving Sepsis Campaign 2021); mark the edge of the redness to follow its spread",
  ],
  evidence: ["idsa-2014-ssti", "ssc-2021-sepsis"],
  evidenceReplacesRule: true,
};

const UK_RED_FLAG_GUIDANCE =
  "NICE NG141 refers to hospital signs of a more serious illness such as orbital cellulitis, necrotising fasciitis or sepsis, and considers referral for infection near the eyes or nose, lymphangitis, or spread despite oral antibiotics; RCEM lists suspected orbital or periorbital cellulitis and rapidly deteriorating cellulitis among reasons for urgent admission.";
const US_RED_FLAG_GUIDANCE =
  "IDSA (2014) treats cellulitis without signs of systemic illness with oral antibiotics as an outpatient, and cellulitis with systemic signs (SIRS) with intravenous antibiotics; its scope runs to life-threatening infections such as necrotizing fasciitis.";

const US_CELLULITIS_SOURCES: Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> = {
  evidence: ["idsa-2014-ssti"],
  evidenceReplacesRule: true,
};

function redFlags(ctx: RuleContext): RuleMatch | undefined {
  const r = read(ctx);
  if (r === undefined || r.flags.length === 0) return undefined;
  const us = readsAsUsUnits(ctx);
  const values = { ...r.values, guidance: us ? US_RED_FLAG_GUIDANCE : UK_RED_FLAG_GUIDANCE };
  return { refs: r.refs, values, ...(us ? US_SEPSIS_CHECK : {}) };
}

const MARKERS_READ =
  "A raised CRP and white cell count are expected with cellulitis and do not call for a search for another source.";

export const CELLULITIS_RULES: readonly Rule[] = [
  {
    id: "cellulitis-red-flags",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Skin infection",
    title: "Cellulitis with red flags: same-day hospital assessment",
    clinician:
      "Cellulitis ({cellulitis}) with {markers}, and red flags in the record: {flags}. " + MARKERS_READ + " {guidance}",
    patient:
      "Your record shows a skin infection (cellulitis) with features that can mean a more serious infection. It needs to be seen in hospital today. Go to an emergency department or call your local emergency number now if you feel very unwell, the redness spreads fast, or your eye becomes painful or hard to move or your sight changes.",
    nextSteps: [
      "Same-day hospital assessment for the red flags named (ophthalmology input for infection around the eye)",
      "Full observations against the NICE sepsis criteria; mark the edge of the redness to follow its spread",
    ],
    patientQuestions: ["Where should I go today, and what happens there?"],
    evidence: ["nice-ng141-cellulitis", "rcem-cellulitis-management", "nice-ng51-sepsis"],
    keywords: ["cellulitis", "periorbital cellulitis", "orbital cellulitis", "necrotising fasciitis", "red flags"],
    match: redFlags,
  },
  {
    id: "cellulitis-inflammatory-markers",
    family: FindingFamily.pattern,
    severity: Severity.info,
    problem: "Skin infection",
    title: "Raised inflammatory markers with cellulitis",
    clinician:
      "{markers} with cellulitis {cellulitis}. " +
      MARKERS_READ +
      " The response to treatment is judged clinically, following the marked edge of the redness, fever and how unwell the person is; no red flags are recorded.",
    patient:
      "With antibiotics, your skin infection (cellulitis) should stop spreading and start to settle within a few days. Get help the same day if it spreads quickly, you get a fever or feel very unwell, or the face or eye area is affected.",
    nextSteps: [
      "Judge the response clinically (marked edge, fever, systemic state) rather than by repeating the markers; reassess if it is not improving after 2 to 3 days of antibiotics",
    ],
    patientQuestions: ["What should make me come back before my antibiotics finish?"],
    evidence: ["nice-ng141-cellulitis", "rcem-cellulitis-management"],
    keywords: ["cellulitis", "erysipelas", "crp", "white cell count"],
    match: explained,
  },
];
