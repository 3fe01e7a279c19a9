import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { joinList } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { B12_LOWERING_CLASSES, b12Level } from "./b12.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * Low B12 with neurological features in the notes, treated at once with injections.
 *
 * NICE NG239
 * lists cognitive difficulty such as short-term memory loss, balance problems and falls from lost
 * position sense, and peripheral neuropathy among the signs of B12 deficiency (evidence
 * "nice-ng239-b12"); with such features UK practice gives alternate-day intramuscular
 * hydroxocobalamin at once and seeks specialist advice, and NHS Lothian admits the same day when the
 * symptoms point to the spinal cord or optic nerve (evidence "nhs-lothian-b12-neurological"; the
 * 1 mg dose and "until no further improvement" were seen only in secondary summaries, so they are
 * not stated). Graded high, above the medicine-linked low-B12 findings, because the treatment
 * differs and should start now; critical, with same-day emergency assessment, when the notes point
 * to the spinal cord or optic nerve (review 15, infection-b12-b).
 */

/** Neurological features of a myeloneuropathy (also read for copper deficiency, bariatric-nutrition.ts). */
export const NEURO =
  /\b(?:ataxi\w*|unsteady|unsteadiness|gait|balance|falls?|memory|forgetful\w*|confus\w*|cognitive|brain\s+fog|paraesthesi\w*|paresthesi\w*|pins\s+and\s+needles|tingling|numbness|numb|proprioception|blurred\s+vision|visual\s+loss|optic)\b/gi;
/** At least this many distinct features, or one central (gait, balance, memory) feature. */
const CENTRAL =
  /^(?:ataxi\w*|unsteady|unsteadiness|gait|balance|falls?|memory|forgetful\w*|confus\w*|cognitive|brain\s+fog|proprioception)$/i;

/** No animal foods (vegan), read as a dietary cause of low B12. */
const VEGAN = /\b(?:strict )?vegan\b/;

/** Raised methylmalonic acid or homocysteine, the metabolites that confirm a tissue B12 deficiency. */
function confirmingMarkers(ctx: RuleContext): { label: string; obs: LabObservation }[] {
  return [
    { label: "methylmalonic acid", obs: ctx.lab("mma") },
    { label: "homocysteine", obs: ctx.lab("homocysteine") },
  ].filter(
    (m): m is { label: string; obs: LabObservation } => m.obs?.status === "high" || m.obs?.status === "critical-high",
  );
}

/**
 * Features that point to the spinal cord (the dorsal columns of subacute combined degeneration) or
 * to the optic nerve. NHS Lothian's B12 referral guideline (nhs-lothian-b12-neurological) asks for
 * same-day emergency admission for these, while mild or intermittent sensory symptoms (tingling)
 * rarely come from B12 and are managed without haste. An unsteady gait that is worse in the dark or
 * with the eyes closed is a loss of position sense, so it counts; "unsteady" or "falls" alone do not,
 * being common and unspecific. Ataxia named as such is read apart (see OTHER_ATAXIA_CAUSE).
 */
const OPTIC = "visual loss suggesting optic neuropathy";
const GAIT_ATAXIA = "gait ataxia";
const CORD_OR_OPTIC: readonly (readonly [string, RegExp])[] = [
  [
    "loss of position sense",
    /\b(?:(?:loss of|lost|reduced|impaired|absent|decreased|poor)\s+(?:joint\s+)?(?:position sense|proprioception)|proprioceptive (?:loss|deficit|impairment)|(?:position sense|proprioception)\s+(?:is\s+)?(?:lost|reduced|impaired|absent|decreased))\b/i,
  ],
  [
    "loss of vibration sense",
    /\b(?:(?:loss of|lost|reduced|impaired|absent|decreased)\s+vibration(?: sense)?|vibration sense\s+(?:is\s+)?(?:lost|reduced|impaired|absent|decreased))\b/i,
  ],
  [
    GAIT_ATAXIA,
    /\b(?:romberg(?:'?s)?(?: sign| test)? (?:is )?positive|positive romberg\w*|(?:gait|unsteadiness|unsteady|balance)[^.;]{0,30}\b(?:in (?:the )?dark|with (?:the |his |her |their )?eyes closed))\b/i,
  ],
  [
    "subacute combined degeneration",
    /\b(?:subacute combined degeneration|myelopathy|dorsal columns?|spinal cord (?:lesion|involvement|signs?))\b/i,
  ],
  [
    OPTIC,
    /\b(?:optic neuropathy|optic atrophy|central scotoma|(?:loss of|lost|reduced|decreased|failing|deteriorating|worsening)\s+(?:vision|visual acuity|sight)|visual (?:loss|failure)|vision loss)\b/i,
  ],
];

/** "Ataxia" by name, which points to the cord only when nothing else in the record explains it. */
const ATAXIA = /\bataxi[ac]\w*/i;
/**
 * Other causes of ataxia (review 15, plan-parse-c): an inherited or cerebellar ataxia, multiple
 * sclerosis, a stroke or alcohol-related cerebellar damage. With one of these recorded, "ataxia" in
 * the notes may well be that condition, so by itself it does not make the low B12 an emergency;
 * lost position or vibration sense, a positive Romberg and the other signs still do.
 */
const OTHER_ATAXIA_CAUSE =
  /\b(?:friedreich\w*|spino-?cerebellar|sca ?\d+|ataxia[- ]telangiectasia|episodic ataxia|cerebellar (?:ataxia|degeneration|atrophy|syndrome|stroke|infarct\w*|ha?emorrhage|lesion)|multiple sclerosis|multiple system atrophy|(?:relapsing[- ]remitting|progressive|known) ms|(?:ischaemic |ischemic |haemorrhagic |hemorrhagic |posterior circulation |brainstem )?stroke(?! volume)|alcohol(?:ic)? (?:cerebellar|misuse|dependence|dependency|use disorder|abuse|excess|related liver)|alcoholism)\b/i;
const RELATIVE =
  /\b(?:family history|fhx?|mother|father|brother|sister|sibling|son|daughter|grandmother|grandfather|aunt|uncle|cousin|parents?)\b/i;

/** The other cause of ataxia in the record (a condition's name, or a stated mention in the notes). */
function otherAtaxiaCause(ctx: RuleContext): string | undefined {
  // Whatever its status: a past stroke leaves its ataxia (refuted diagnoses never reach the model).
  const condition = ctx.model.conditions.find((c) => OTHER_ATAXIA_CAUSE.test(c.name) || /\bMS\b/.test(c.name));
  if (condition !== undefined) return condition.name;
  // A long-standing cause still counts, a relative's does not ("her father had a stroke").
  for (const m of statedMatches(ctx.freeText, OTHER_ATAXIA_CAUSE, true))
    if (!RELATIVE.test(sentenceAround(ctx.freeText, m.index, m.length))) return m.quote;
  return undefined;
}

/**
 * The cord or optic nerve features stated in the notes, by name, and the other cause of ataxia
 * that kept a named ataxia out of them.
 */
function statedCordOrOptic(ctx: RuleContext): { features: string[]; ataxiaExplainedBy?: string } {
  const text = ctx.freeText;
  const features = CORD_OR_OPTIC.filter(([, re]) => statedMention(text, re) !== undefined).map(([name]) => name);
  if (features.includes(GAIT_ATAXIA) || statedMention(text, ATAXIA) === undefined) return { features };
  const other = otherAtaxiaCause(ctx);
  if (other !== undefined) return { features, ataxiaExplainedBy: other };
  // In the list's order, so the features read as they did before ataxia was read apart.
  return { features: CORD_OR_OPTIC.map(([name]) => name).filter((n) => n === GAIT_ATAXIA || features.includes(n)) };
}

/**
 * A peripheral neuropathy on record (diabetic or another polyneuropathy), not one put down to B12.
 * Lost vibration or position sense and an unsteadiness worse in the dark are what a large-fibre
 * polyneuropathy gives too, so with one recorded they do not by themselves mark the spinal cord
 * (review 25, deep-25 case 07: known diabetic neuropathy with vibration loss to the ankles was sent
 * for same-day emergency assessment). A named myelopathy and the optic features still do.
 */
const PERIPHERAL_NEUROPATHY =
  /\b(?:(?:diabetic|peripheral|sensory|sensorimotor|length[- ]dependent)\s+(?:poly)?neuropath\w*|polyneuropath\w*)/i;
const PERIPHERAL_NEUROPATHY_CODE = /^(?:E1[0-4]\.4|G6[0-3])/i;
const B12_CAUSE = /\b(?:b12|cobalamin|pernicious)\b/i;
const NEUROPATHY_SHARED = ["loss of position sense", "loss of vibration sense", GAIT_ATAXIA];

function recordedNeuropathy(ctx: RuleContext): string | undefined {
  return ctx.model.conditions.find(
    (c) =>
      isActiveCondition(c.status) &&
      !B12_CAUSE.test(c.name) &&
      (PERIPHERAL_NEUROPATHY.test(c.name) || PERIPHERAL_NEUROPATHY_CODE.test(c.code ?? "")),
  )?.name;
}

/** The cord or optic features, less those a recorded peripheral neuropathy may explain (named apart). */
function cordOrOpticFeatures(ctx: RuleContext): {
  features: string[];
  ataxiaExplainedBy?: string;
  neuropathy?: { name: string; features: string[] };
} {
  const stated = statedCordOrOptic(ctx);
  const name = recordedNeuropathy(ctx);
  const shared = stated.features.filter((f) => NEUROPATHY_SHARED.includes(f));
  if (name === undefined || shared.length === 0) return stated;
  return {
    ...stated,
    features: stated.features.filter((f) => !shared.includes(f)),
    neuropathy: { name, features: shared },
  };
}

/**
 * The neurological features that make a low B12 a case for injections now, with the markers that
 * confirm it and the features that point to the spinal cord or optic nerve; undefined when the B12
 * is not low or the notes do not show enough. Other B12 findings read it so they do not ask
 * "injections or tablets?" once injections are advised.
 */
export function neurologicalB12(ctx: RuleContext):
  | {
      features: string[];
      markers: ReturnType<typeof confirmingMarkers>;
      cordOrOptic: string[];
      ataxiaExplainedBy?: string;
      neuropathy?: { name: string; features: string[] };
    }
  | undefined {
  if (b12Level(ctx) !== "low") return undefined;
  const features = [...new Set([...statedMatches(ctx.freeText, NEURO)].map((m) => m.quote.toLowerCase()))];
  const { features: cordOrOptic, ataxiaExplainedBy, neuropathy } = cordOrOpticFeatures(ctx);
  // Signs the known neuropathy may explain are still neurological signs: they count towards the finding.
  const signs = [...cordOrOptic, ...(neuropathy?.features ?? [])];
  if (features.length === 0 && signs.length === 0) return undefined;
  const markers = confirmingMarkers(ctx);
  // One peripheral symptom is enough when a raised MMA or homocysteine confirms the deficiency.
  if (signs.length === 0 && features.length < 2 && !features.some((f) => CENTRAL.test(f)) && markers.length === 0)
    return undefined;
  return {
    features,
    markers,
    cordOrOptic,
    ...(ataxiaExplainedBy !== undefined && { ataxiaExplainedBy }),
    ...(neuropathy !== undefined && { neuropathy }),
  };
}

const PATIENT_NEURO =
  " and your symptoms (such as tingling, unsteadiness or memory problems) may come from it. This needs treatment soon with B12 injections rather than tablets. Please contact your doctor within the next day or two.";

/** The patient's words for cord or optic nerve involvement, naming only what the notes show. */
function patientCordOrOptic(cordOrOptic: readonly string[]): string {
  const optic = cordOrOptic.includes(OPTIC);
  const cord = cordOrOptic.some((f) => f !== OPTIC);
  const symptoms = [
    cord ? "problems with balance or with feeling where your feet are" : "",
    optic ? "loss of sight" : "",
  ].filter(Boolean);
  const where = [cord ? "your spinal cord" : "", optic ? "the nerve of the eye" : ""].filter(Boolean);
  // Lothian: the symptoms may take months to improve and may not recover completely, hence no delay.
  return `, and some of your symptoms (${symptoms.join(" and ")}) suggest that the lack of B12 may be affecting ${where.join(" and ")}. Nerve damage from a lack of B12 can recover slowly or not completely, so this needs a specialist assessment and B12 injections today. Contact your doctor today; if you cannot be seen today, go to an emergency department.`;
}

const CORD_OR_OPTIC_STEPS: readonly string[] = [
  "Same-day emergency assessment by haematology or neurology (NHS Lothian: same-day emergency admission for symptoms suggesting a spinal cord lesion or optic neuropathy)",
  "Start alternate-day intramuscular hydroxocobalamin now, for as long as specialist advice sets; then maintenance injections",
];

/**
 * The causes step, naming only the B12-lowering medicines actually taken: "review metformin and acid
 * suppression" named metformin to a woman on omeprazole alone (review 21, multimorbidity case 04).
 */
function causesStep(ctx: RuleContext): string {
  const taken = ctx.medsOf(...B12_LOWERING_CLASSES);
  const review = taken.length > 0 ? `; review ${medNames(taken)} as a possible contributor` : "";
  return `Intrinsic factor antibodies for pernicious anaemia${review}`;
}

const NEURO_STEPS: readonly string[] = [
  "Start alternate-day intramuscular hydroxocobalamin now, for as long as specialist advice sets; then maintenance injections",
  "Specialist advice (haematology or neurology) promptly, same-day if the symptoms suggest spinal cord or optic nerve involvement; examine for proprioceptive loss, vibration loss, neuropathy and cognitive change",
];

interface B12Route {
  treat: string;
  advice: string;
  oral: string;
  steps: readonly string[];
  /** Replaces the rule's UK evidence when set. */
  evidence?: string[];
}

/** UK practice: alternate-day hydroxocobalamin, and NHS Lothian's same-day admission for cord or optic signs. */
function ukRoute(urgent: boolean, cordOrOptic: readonly string[]): B12Route {
  return {
    treat: "start alternate-day intramuscular hydroxocobalamin",
    advice: urgent
      ? `arrange same-day emergency specialist (haematology or neurology) assessment, because the notes point to spinal cord or optic nerve involvement (${cordOrOptic.join(", ")}), for which NHS Lothian's referral guideline asks for same-day emergency admission`
      : "seek specialist (haematology or neurology) advice, the same day if the symptoms suggest spinal cord or optic nerve involvement",
    oral: "do not rely on oral B12",
    steps: urgent ? CORD_OR_OPTIC_STEPS : NEURO_STEPS,
  };
}

/**
 * A B12 reported in pg/mL, as US laboratories report it, on a record that does not read as UK.
 * Records in ng/L or pmol/L (UK and other SI laboratories) keep the UK route.
 */
function readsAsUs(ctx: RuleContext): boolean {
  return !readsAsUk(ctx) && /^pg\/ml$/i.test(ctx.lab("vitamin-b12")?.unit?.trim() ?? "");
}

const US_B12_INJECTION_STEP =
  "Start intramuscular vitamin B12 now, for faster improvement than oral treatment with severe neurological symptoms (AAFP 2017)";

/**
 * US practice (review 25, uk-us-25 case 03: a US record was given NHS Lothian's admission and
 * NICE's hydroxocobalamin): AAFP 2017 (aafp-2017-b12) finds high-dose oral B12 as effective, with
 * intramuscular B12 faster and to be considered in severe neurological symptoms. The same-day
 * specialist assessment for cord or optic signs is kept as an engine safety choice.
 */
function usRoute(urgent: boolean, cordOrOptic: readonly string[]): B12Route {
  return {
    treat: "start intramuscular vitamin B12",
    advice: urgent
      ? `arrange same-day specialist (neurology or hematology) assessment, because the notes point to spinal cord or optic nerve involvement (${cordOrOptic.join(", ")}) (an engine safety choice)`
      : "seek specialist (neurology or hematology) advice, the same day if the symptoms suggest spinal cord or optic nerve involvement",
    oral: "high-dose oral B12 corrects neurological symptoms too, but intramuscular treatment improves them faster and is the route AAFP advises considering with severe deficiency or severe neurological symptoms",
    steps: urgent
      ? [
          "Same-day specialist assessment (neurology or hematology) for symptoms suggesting spinal cord or optic nerve involvement",
          US_B12_INJECTION_STEP,
        ]
      : [
          US_B12_INJECTION_STEP,
          "Specialist advice (neurology or hematology) promptly, same-day if the symptoms suggest spinal cord or optic nerve involvement; examine for proprioceptive loss, vibration loss, neuropathy and cognitive change",
        ],
    evidence: ["aafp-2017-b12"],
  };
}

export const B12_NEUROPATHY_RULES: readonly Rule[] = [
  {
    id: "b12-deficiency-neurological",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Vitamin B12",
    title: "Low B12 with neurological symptoms{titleExtra}",
    clinician:
      "Vitamin B12 {b12} with neurological symptoms in the notes ({features}). B12 deficiency with neurological involvement (balance and gait, memory, neuropathy) is treated without delay: {treat} now and {advice}; {oral}.",
    patient: "Your B12 level is low{patient}",
    nextSteps: NEURO_STEPS,
    patientQuestions: ["When can I start B12 injections, and how often will I need them?"],
    evidence: ["nice-ng239-b12", "nhs-lothian-b12-neurological", "bsh-2014-b12-folate"],
    keywords: ["vitamin b12", "hydroxocobalamin", "subacute combined degeneration", "neuropathy", "ataxia"],
    match: (ctx) => {
      const found = neurologicalB12(ctx);
      if (found === undefined) return undefined;
      const { features, markers, cordOrOptic, ataxiaExplainedBy, neuropathy } = found;
      const vegan = statedMention(ctx.freeText, VEGAN) !== undefined;
      const urgent = cordOrOptic.length > 0;
      const quoted = features.map((f) => `"${f}"`);
      const route = readsAsUs(ctx) ? usRoute(urgent, cordOrOptic) : ukRoute(urgent, cordOrOptic);
      return {
        refs: ctx.refs(ctx.lab("vitamin-b12"), ...markers.map((m) => m.obs)),
        values: {
          b12: ctx.showValue("vitamin-b12"),
          features: (quoted.length > 0 ? quoted : [...cordOrOptic, ...(neuropathy?.features ?? [])]).join(", "),
          titleExtra: urgent ? " suggesting spinal cord or optic nerve involvement" : "",
          treat: route.treat,
          oral: route.oral,
          advice: route.advice,
          patient: urgent ? patientCordOrOptic(cordOrOptic) : PATIENT_NEURO,
        },
        ...(urgent && { severity: Severity.critical }),
        nextSteps: [...route.steps, causesStep(ctx)],
        ...(route.evidence !== undefined && { evidence: route.evidence, evidenceReplacesRule: true as const }),
        clinicianExtra: [
          ataxiaExplainedBy !== undefined && !urgent
            ? `The ataxia may come from the recorded "${ataxiaExplainedBy}", so by itself it is not taken as spinal cord involvement; examine for a new loss of position or vibration sense and for a Romberg sign, which would point to the spinal cord and call for same-day assessment.`
            : "",
          neuropathy !== undefined && !urgent
            ? `The ${joinList(neuropathy.features)} may come from the recorded "${neuropathy.name}", so by ${neuropathy.features.length === 1 ? "itself it is" : "themselves they are"} not taken as spinal cord involvement; examine for signs that neuropathy does not explain, or a rapid worsening, which would point to the spinal cord and call for same-day assessment.`
            : "",
          markers.length > 0
            ? `Raised ${markers.map(({ label, obs }) => `${label} ${ctx.show(obs)}`).join(" and ")} confirm a true tissue deficiency.`
            : "",
          vegan
            ? "A vegan diet without B12 supplements is the likely cause: after the injections, continue oral B12 for life."
            : "",
        ]
          .filter(Boolean)
          .join(" "),
        ...(vegan && {
          patientExtra:
            "A vegan diet without B12 supplements is the likely cause, so you will need a B12 supplement for life afterwards.",
        }),
      };
    },
  },
];
