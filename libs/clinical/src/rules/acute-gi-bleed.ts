import { medicineWord } from "../vocab/brands.ts";
import { FindingFamily, type LabObservation, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { analyteUnits, labById } from "../catalogue/index.ts";
import { formatNumber } from "../text.ts";
import { convert, parseUnit } from "../units.ts";
import { currentBp } from "./bp-readings.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { doacReversal } from "./doac-dosing.ts";
import { antiplateletPatientText, antiplateletPlan, antiplateletSteps } from "./gi-bleed-antiplatelets.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { isPastMention, onlyPastCondition, referenceNow } from "./past-mention.ts";
import type { Rule } from "./types.ts";

/**
 * Acute upper gastrointestinal bleeding stated in the notes ("black tarry stools", "melaena",
 * "coffee-ground vomit", "haematemesis") with a fall in haemoglobin or signs of circulatory strain
 * (NICE CG141, see evidence "nice-cg141-upper-gi-bleeding"). When it holds, the routine findings
 * on the same data step aside (the anticoagulant-with-NSAID and apixaban-with-SSRI findings of
 * drug-lab.ts): advice to "avoid NSAIDs" or "report signs of bleeding" reads wrongly once the
 * bleeding has happened.
 *
 * Thresholds are engine choices, said here so they can be checked:
 * - a haemoglobin fall of 20 g/L or more within a year, or a pulse of 100/min or more, or a
 *   systolic pressure below 100 mmHg, or fainting or dizziness on standing in the notes, makes it
 *   an emergency (critical);
 * - otherwise a fall of 10 g/L or more, or a haemoglobin below the reference range, makes it a
 *   same-day assessment (high).
 * Without one of these a mention in the notes (which may be old) does not fire. A mention written
 * as past ("history of GI bleed", "GI bleed Feb 2025") does not count at all (past-mention.ts).
 */

/**
 * Signs of upper GI bleeding as notes name them. "Vomited coffee-ground material" was not read, so
 * haematemesis on ibuprofen with a fall in haemoglobin drew only an anaemia work-up (review 39,
 * acute-39 case 08). "Dark stools" is how patients often describe melaena: six weeks after a stent,
 * on aspirin and ticagrelor, with haemoglobin down by 34 g/L, it drew an anaemia work-up and "recheck
 * after 2–3 months" (review 44, cardio-sweep-44 case 12); the haemoglobin condition still applies.
 */
const GI_BLEED_SIGNS =
  /\b(?:mela?ena|ha?ematemesis|(?:black|tarry|dark)(?:,?\s+(?:and\s+)?tarry)?\s+(?:stools?|motions?|poo)|coffee[- ]grounds?\s+(?:vomit\w*|emesis|vomitus|aspirate)|vomit(?:ed|ing)?\s+(?:up\s+)?(?:blood|coffee[- ]grounds?(?:\s+(?:material|fluid))?)|(?:upper\s+)?(?:gi|gastrointestinal)\s+(?:bleed(?:ing)?|ha?emorrhage))\b/;

/** Fainting or postural dizziness stated in the notes. */
const SYNCOPE =
  /\b(?:syncope|faint(?:ed|ing)?|collapsed?|dizzy\s+on\s+standing|postural\s+(?:dizziness|hypotension)|light-?headed\s+on\s+standing)\b/;

/** How far back an earlier haemoglobin counts for the fall. */
const FALL_WINDOW_MS = 365 * 86_400_000;
/** Haemoglobin falls (g/L) that make the picture an emergency or a same-day assessment. */
const FALL_EMERGENCY = 20;
const FALL_SAME_DAY = 10;
const PULSE_FAST = 100;
const SYSTOLIC_LOW = 100;

/** A series value in g/L, whatever unit the series uses (g/dL or g/L). */
export function toGramsPerLitre(value: number, unit: string): number | undefined {
  const u = unit.toLowerCase().replace(/\s/g, "");
  if (u === "g/dl") return value * 10;
  if (u === "g/l") return value;
  return undefined;
}

export interface HbFall {
  from: number;
  fromDate: string;
  to: number;
  fall: number;
}

/** The largest haemoglobin fall to the latest result from a higher one within a year, in g/L. */
export function hbFall(ctx: RuleContext): HbFall | undefined {
  const series = ctx.series("hemoglobin");
  const points = series?.points ?? [];
  const latest = points[points.length - 1];
  if (series === undefined || latest === undefined) return undefined;
  const to = toGramsPerLitre(latest.value, series.unit);
  if (to === undefined) return undefined;
  let best: HbFall | undefined;
  for (const p of points.slice(0, -1)) {
    if (latest.time - p.time > FALL_WINDOW_MS) continue;
    const from = toGramsPerLitre(p.value, series.unit);
    if (from === undefined || from - to <= 0) continue;
    if (best === undefined || from - to > best.fall)
      best = { from, fromDate: p.date.slice(0, 10), to, fall: from - to };
  }
  return best;
}

const newest = (items: VitalItem[]) =>
  [...items].sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY))[0];

/** Signs of circulatory strain: the newest pulse and blood pressure, and fainting or postural dizziness in the notes. */
export function circulation(ctx: RuleContext): { parts: string[]; refs: string[] } {
  const parts: string[] = [];
  const refs: string[] = [];
  const hr = newest(ctx.vitals("heart-rate"));
  if (hr?.value !== undefined && hr.value >= PULSE_FAST) {
    parts.push(`pulse ${formatNumber(hr.value)}/min`);
    refs.push(hr.ref);
  }
  const bp = currentBp(ctx);
  if (bp !== undefined && bp.sys < SYSTOLIC_LOW) {
    parts.push(
      `blood pressure ${formatNumber(bp.sys)}/${formatNumber(bp.dia)} mmHg${bp.inNotes ? " (in the notes)" : ""}`,
    );
    refs.push(...bp.refs);
  }
  const faint = statedMention(ctx.freeText, SYNCOPE);
  if (faint !== undefined) parts.push(`"${faint}"`);
  return { parts, refs };
}

const isLowHb = (o: LabObservation | undefined) =>
  o !== undefined && (o.status === "low" || o.status === "critical-low");

/** Medicines that add to the bleeding: anticoagulants, antiplatelets, NSAIDs and SSRIs/SNRIs. */
function bleedingMedicines(ctx: RuleContext) {
  const antithrombotic = ctx.medsOf("warfarin", "doac", "heparin", "clopidogrel", "aspirin", "antiplatelet");
  const nsaid = ctx.meds("nsaid").filter((m) => !antithrombotic.includes(m));
  const ssri = ctx.meds("ssri-snri");
  return { antithrombotic, nsaid, ssri };
}

export interface GiBleedPicture {
  severity: Severity;
  sign: string;
  fall?: HbFall;
  circulation: string[];
  refs: string[];
}

/** A bare "GI bleed" (no symptom named), which may be the episode the record holds as past. */
const GI_BLEED_NOUN = /\b(?:upper\s+)?(?:gi|gastrointestinal)\s+(?:bleed(?:ing)?|ha?emorrhage)\b/;

/**
 * The first stated sign that reads as current: not written as past ("history of", "GI bleed Feb
 * 2025", see past-mention.ts), and not a bare "GI bleed" when the record holds GI bleeding only as
 * a resolved condition dated months ago.
 */
function currentBleedSign(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  const now = referenceNow(ctx);
  const onlyPast = onlyPastCondition(ctx, GI_BLEED_NOUN, "gi-bleeding");
  for (const m of statedMatches(text, GI_BLEED_SIGNS)) {
    if (isPastMention(text, m.index, m.length, now)) continue;
    if (onlyPast && GI_BLEED_NOUN.test(m.quote)) continue;
    return m.quote;
  }
  return undefined;
}

/** A haemoglobin amount held in g/L, written in the unit the latest result was reported in when it converts. */
export function hbInReportUnit(hbObs: LabObservation | undefined): (gPerL: number) => string {
  const from = parseUnit("g/L");
  const to = parseUnit(hbObs?.unit);
  if (from === undefined || to === undefined || hbObs?.unit === undefined || to.key === from.key)
    return (v) => `${formatNumber(v)} g/L`;
  const def = labById("hemoglobin");
  const at = (v: number) => convert(v, from, to, def ? analyteUnits(def) : undefined);
  if (at(1) === undefined) return (v) => `${formatNumber(v)} g/L`;
  return (v) => `${formatNumber(at(v) ?? v, 1)} ${hbObs.unit}`;
}

/** Upper GI bleeding stated in the notes with a haemoglobin fall or signs of circulatory strain (see the module note). */
export function giBleedPicture(ctx: RuleContext): GiBleedPicture | undefined {
  const sign = currentBleedSign(ctx);
  if (sign === undefined) return undefined;
  const fall = hbFall(ctx);
  const circ = circulation(ctx);
  const hbObs = ctx.lab("hemoglobin");
  const emergency = (fall !== undefined && fall.fall >= FALL_EMERGENCY) || circ.parts.length > 0;
  const sameDay = (fall !== undefined && fall.fall >= FALL_SAME_DAY) || isLowHb(hbObs);
  if (!emergency && !sameDay) return undefined;
  return {
    severity: emergency ? Severity.critical : Severity.high,
    sign,
    ...(fall !== undefined && fall.fall >= FALL_SAME_DAY ? { fall } : {}),
    circulation: circ.parts,
    refs: [...ctx.refs(hbObs), ...circ.refs],
  };
}

/**
 * What the record holds of the Glasgow-Blatchford score's inputs (review 32, acute-32 cases 04 and
 * 13). The score's point table was not seen in a source today, so the engine does not compute it;
 * it names the inputs the record gives (urea, haemoglobin, systolic pressure, pulse, melaena,
 * syncope, liver disease, heart failure: "rcem-learning-ugib-blatchford") and those it lacks, so
 * the assessing clinician can score it at once.
 */
/**
 * Fainting itself, as the score's "presentation with syncope" asks: light-headedness or dizziness on
 * standing is circulatory strain (SYNCOPE) but not syncope (review 36, notes-36 case 14: "light-headed
 * on standing. No fainting." was listed as fainting among the inputs).
 */
const BLATCHFORD_SYNCOPE =
  /\b(?:syncop(?:e|al)|fainted|fainting|passed out|blacked out|collapsed?|loss of consciousness)\b/;

function blatchfordInputs(ctx: RuleContext, sign: string): string {
  const urea = ctx.lab("urea") ?? ctx.lab("bun");
  const hb = ctx.lab("hemoglobin");
  const bp = currentBp(ctx);
  const hr = newest(ctx.vitals("heart-rate"));
  const given = [
    ...(urea ? [`${urea.analyteId === "bun" ? "urea nitrogen" : "urea"} ${ctx.show(urea)}`] : []),
    ...(hb ? [`haemoglobin ${ctx.show(hb)}`] : []),
    ...(bp ? [`systolic ${formatNumber(bp.sys)} mmHg`] : []),
    ...(hr?.value !== undefined ? [`pulse ${formatNumber(hr.value)}/min`] : []),
    ...(/mela?ena|black|tarry/.test(sign) ? ["melaena"] : []),
    ...(statedMention(ctx.freeText, BLATCHFORD_SYNCOPE) !== undefined ? ["fainting"] : []),
    ...(ctx.conditions("liver-disease").length > 0 ? ["liver disease"] : []),
    ...(ctx.conditions("heart-failure").length > 0 ? ["heart failure"] : []),
  ];
  const missing = [
    ...(urea ? [] : ["urea"]),
    ...(hb ? [] : ["haemoglobin"]),
    ...(bp ? [] : ["blood pressure"]),
    ...(hr?.value !== undefined ? [] : ["pulse"]),
    ...(ctx.conditions("liver-disease").length > 0 ? [] : ["liver disease"]),
    ...(ctx.conditions("heart-failure").length > 0 ? [] : ["heart failure"]),
  ];
  const list = (xs: string[]) =>
    xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
  // With every input on record the text says so, not "not on record:" with nothing after it (review 45, acute-45 case 06).
  const lacking =
    missing.length > 0 ? `; not on record: ${list(missing)}` : "; all its inputs are on record, for scoring now";
  return ` Glasgow-Blatchford inputs in the record: ${given.length > 0 ? list(given) : "none"}${lacking}.`;
}

/** Oesophageal or gastric varices named on the problem list. */
const VARICES = /\bvarice(?:s|al)\b/i;

/**
 * What makes the bleed a suspected variceal one: cirrhosis or varices on record. Haematemesis at 118/min
 * in a man with alcohol-related cirrhosis and grade 2 varices was advised as any upper GI bleed, with
 * nothing on the vasoactive drug and antibiotics given at presentation (review 39, acute-39 case 06).
 */
function varicealBackground(ctx: RuleContext): { name: string; refs: string[] } | undefined {
  const varices = ctx.model.conditions.find((c) => VARICES.test(c.name));
  const cirrhosis = knownCirrhosis(ctx);
  const named = [cirrhosis?.name, varices?.name]
    .filter((n): n is string => n !== undefined)
    .map((n) => n.charAt(0).toLowerCase() + n.slice(1));
  if (named.length === 0) return undefined;
  const refs = [cirrhosis?.ref, varices?.ref].filter((r): r is string => r !== undefined && !r.startsWith("notes:"));
  return { name: named.join(" and "), refs };
}

/** Medicines named for the reader: the generic drug when known ("apixaban and naproxen"), else the record's name. */
export function medicineWords(meds: readonly MedicationItem[]): string {
  const names = [...new Set(meds.map(medicineWord))];
  if (names.length <= 1) return names[0] ?? medNames(meds);
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export const ACUTE_GI_BLEED_RULES: readonly Rule[] = [
  {
    id: "acute-gi-bleed",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Gastrointestinal bleeding",
    title: "Possible acute upper gastrointestinal bleeding",
    clinician:
      'The notes record "{sign}"{hb}{circulation}: this reads as acute upper gastrointestinal bleeding{meds}. {urgency}',
    patient: "Your notes describe signs of bleeding from the stomach or gut{patientText}",
    nextSteps: ["Assess now for upper gastrointestinal bleeding, with the Glasgow-Blatchford score"],
    patientQuestions: ["Where is the bleeding coming from, and what happens with my blood thinner now?"],
    evidence: ["nice-cg141-upper-gi-bleeding"],
    keywords: [
      "upper gastrointestinal bleeding",
      "melaena",
      "haematemesis",
      "glasgow-blatchford score",
      "anticoagulant",
    ],
    match: (ctx) => {
      const picture = giBleedPicture(ctx);
      // On warfarin, warfarin-major-bleeding (drug-lab.ts) reports stated bleeding with its reversal.
      if (picture === undefined || ctx.meds("warfarin").length > 0) return undefined;
      const { antithrombotic, nsaid, ssri } = bleedingMedicines(ctx);
      const critical = picture.severity === Severity.critical;
      const hbObs = ctx.lab("hemoglobin");
      // The fall is measured in g/L but written in the unit of the report (g/dL on a US report).
      const hbIn = hbInReportUnit(hbObs);
      const hb = picture.fall
        ? `, with haemoglobin fallen from ${hbIn(picture.fall.from)} (${picture.fall.fromDate}) to ${hbIn(picture.fall.to)} (a fall of ${hbIn(picture.fall.fall)})`
        : hbObs
          ? `, with haemoglobin ${ctx.show(hbObs)}`
          : "";
      const circulationText = picture.circulation.length > 0 ? ` and ${picture.circulation.join(", ")}` : "";
      const adding = [...antithrombotic, ...nsaid, ...ssri];
      const medsText = adding.length > 0 ? `, on ${medicineWords(adding)}, which add to the bleeding` : "";
      const urea = ctx.lab("urea") ?? ctx.lab("bun");
      const ureaHigh = urea !== undefined && (urea.status === "high" || urea.status === "critical-high");
      const creat = ctx.lab("creatinine");
      const creatNormal = creat !== undefined && creat.status === "normal";
      const ureaNote =
        ureaHigh && creatNormal
          ? ` ${urea.analyteId === "bun" ? "Urea nitrogen (BUN)" : "Urea"} ${ctx.show(urea)} is raised with creatinine in range, which fits blood digested in the upper gut.`
          : "";
      // Antiplatelets protecting the heart or brain get their own advice (gi-bleed-antiplatelets.ts).
      const plan = antiplateletPlan(ctx);
      const planned = new Set([...(plan?.aspirin ?? []), ...(plan?.p2y12 ?? [])]);
      const otherAntithrombotic = antithrombotic.filter((m) => !planned.has(m));
      const planSteps = plan ? antiplateletSteps(plan) : [];
      const hold = [...otherAntithrombotic, ...nsaid];
      const holdText = hold.length > 0 ? medicineWords(hold) : "";
      const stopNsaid = nsaid.length > 0 ? medicineWords(nsaid) : "";
      // A DOAC's specific reversal is named (see doac-dosing.ts); other anticoagulants follow the local protocol.
      const reversal = doacReversal(antithrombotic);
      // Reversal is said only when an anticoagulant is taken (an NSAID or antiplatelet has none).
      const anticoagulated = ctx.medsOf("doac", "heparin").length > 0;
      const inputs = blatchfordInputs(ctx, picture.sign);
      const variceal = varicealBackground(ctx);
      const varicealText = variceal
        ? ` With ${variceal.name} on record, treat it as a suspected variceal bleed: a vasoactive drug (terlipressin) and intravenous antibiotics are given at presentation.`
        : "";
      const varicealSteps = variceal
        ? [
            "Suspected variceal bleed: terlipressin and intravenous antibiotics at presentation, by the local protocol, before endoscopy",
          ]
        : [];
      const urgency = critical
        ? `Treat as an emergency: resuscitate and assess now, with the Glasgow-Blatchford score at first assessment.${varicealText}${ureaNote}${inputs}`
        : `It needs assessment the same day, with the Glasgow-Blatchford score.${varicealText}${ureaNote}${inputs}`;
      const steps = critical
        ? [
            "Emergency assessment now (outside hospital, emergency transfer): resuscitation, Glasgow-Blatchford score at first assessment, repeat FBC, urea, clotting and group and save",
            ...varicealSteps,
            ...(holdText
              ? [
                  `Withhold ${holdText} pending assessment${anticoagulated ? `; for life-threatening bleeding on an anticoagulant, reversal by the local major-bleeding protocol${reversal.text ? ` (${reversal.text})` : ""}` : ""}`,
                ]
              : []),
            ...planSteps,
            "Endoscopy immediately after resuscitation if unstable, otherwise within 24 hours; full Rockall score after endoscopy",
            "Base transfusion on the whole clinical picture, not the haemoglobin alone",
          ]
        : [
            "Same-day clinical assessment for upper GI bleeding: pulse, blood pressure, repeat FBC and urea, Glasgow-Blatchford score to decide admission and the timing of endoscopy",
            ...varicealSteps,
            ...(stopNsaid ? [`Stop ${stopNsaid}`] : []),
            ...(otherAntithrombotic.length > 0
              ? [
                  `Decide the same day whether ${medicineWords(otherAntithrombotic)} is held, weighing the bleeding against the reason it is taken`,
                ]
              : []),
            ...planSteps,
          ];
      const ticagrelor = plan?.p2y12.some((m) => m.drugs.includes("ticagrelor")) ?? false;
      // The ACG 2021 guideline is the US counterpart of NICE CG141; sourcesForCountry keeps each to
      // its own country's records (review 33, haem-bleed-33 cases 01 and 17: a US record cited NICE only).
      const evidence = [
        "acg-2021-ugib",
        "rcem-learning-ugib-blatchford",
        ...(variceal ? ["rcem-learning-variceal-bleeds"] : []),
        ...(critical && holdText && reversal.evidence.length > 0 ? reversal.evidence : []),
        ...(ticagrelor ? ["brilinta-label"] : []),
      ];
      const patientText = critical
        ? `${picture.fall ? ", and your blood count has dropped" : ""}${picture.circulation.length > 0 ? ", with signs that your body is struggling with the blood loss" : ""}. This can be an emergency. If you are not already being cared for in hospital, go to the emergency department or call your local emergency number now.${holdText ? ` Stop taking ${holdText} until a doctor has checked you.` : ""}${plan ? antiplateletPatientText(plan) : ""}`
        : `, and your blood count is ${picture.fall ? "lower than before" : "low"}. This needs an urgent check by a doctor today. If you vomit blood, feel faint or dizzy, or your stools stay black, go to the emergency department or call your local emergency number now.${stopNsaid ? ` Stop taking ${stopNsaid} until you have been checked.` : ""}${plan ? antiplateletPatientText(plan) : ""}`;
      return {
        refs: [...picture.refs, ...ctx.refs(...adding, urea), ...(plan?.refs ?? []), ...(variceal?.refs ?? [])],
        severity: picture.severity,
        values: {
          sign: picture.sign,
          hb,
          circulation: circulationText,
          meds: medsText,
          urgency,
          patientText,
        },
        nextSteps: steps,
        // "What happens with my blood thinner now?" reached a woman on naproxen alone (review 34,
        // acute-neither-34 case 12): the question names the medicine taken, or none.
        ...(antithrombotic.length === 0 && {
          patientQuestions: [
            nsaid.length > 0
              ? `Where is the bleeding coming from, and should I take ${medicineWords(nsaid)} again?`
              : "Where is the bleeding coming from?",
          ],
        }),
        ...(evidence.length > 0 ? { evidence } : {}),
      };
    },
  },
];
