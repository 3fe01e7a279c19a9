import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMention } from "./notes.ts";
import { ICS, ORAL_STEROID } from "./respiratory-review12b.ts";
import { copdHypercapnia, PH_ACIDOSIS } from "./copd-hypercapnia.ts";
import { formatNumber } from "../text.ts";
import { parseNumber } from "../parse/number.ts";
import type { Rule } from "./types.ts";

/*
 * Respiratory and allergy patterns from review 12, third round (where each point was read: the
 * seenAt of the evidence ids named below, seen 2026-11-28).
 * - Bronchiectasis: a new growth of Pseudomonas aeruginosa is offered eradication antibiotics
 *   (oral ciprofloxacin for 2 weeks); chronic Pseudomonas goes with more exacerbations, worse quality of life and higher
 *   mortality; exacerbations are treated for 14 days guided by sputum sensitivities
 *   ("bts-2019-bronchiectasis").
 * - Specific IgE: a positive test shows sensitisation, not allergy; low-level positives have a
 *   poor positive predictive value, many people eat the food without trouble despite specific
 *   IgE, and the diagnosis rests on the history (timing of symptoms after the food) with tests
 *   read against it ("begin-2013-food-allergy-diagnosis", "nice-cg116-food-allergy").
 * - COPD and inhaled steroids: a blood eosinophil count of 0.3 × 10^9/L (300/µL) or more is a
 *   strong reason not to withdraw the inhaled steroid, and pneumonia is a recognised harm of
 *   long-term use ("ers-2020-ics-withdrawal-copd"); below 0.1 a response is unlikely (GOLD, as
 *   summarised in the same entry's seenAt). Oral steroids lower the blood eosinophil count ("corticosteroid-eosinopenia"),
 *   so a count drawn during a course or within STEROID_WINDOW_DAYS after it is not used for that
 *   decision. The 14 days is our cautious choice, not a published cut-off.
 * - COPD with a raised pCO2 and a pH of 7.35 or more on a blood gas already on record: chronic
 *   (compensated) hypercapnic respiratory failure, so oxygen in any exacerbation is controlled to
 *   88–92% ("bts-2017-emergency-oxygen"); the same gas's PaO2 is read against the LTOT criteria
 *   (8 kPa or less with a haematocrit of 55% or more, 7.3 kPa or less alone; "bts-2015-home-oxygen")
 *   instead of asking for a gas as if none existed. The acidotic case is copd-hypercapnic-acidosis's.
 */

const BRONCHIECTASIS = /\bbronchiectasis\b/i;
const PSEUDOMONAS = /\bpseudomonas(?:\s+aeruginosa)?\b|\bp\.\s*aeruginosa\b/i;
const CULTURE = /\bsputum\b|\bculture\b|\bbronch\w* (?:lavage|aspirate)\b|\bmicrobiolog/i;
/** "Chronic", "known" or "persistent" Pseudomonas means it is not a new isolate. */
const CHRONIC_PSEUDOMONAS =
  /\b(?:chronic(?:ally)?|known|persistent|long-?standing|colonised|colonized)\b[^.;]{0,40}\bpseudomonas\b/i;
const EXACERBATION =
  /\b(?:(?:more|increas\w*|worse|purulent|green)\s+(?:sputum|phlegm|cough|breathless\w*)|sputum (?:volume|purulence) (?:up|increased)|exacerbation)\b/i;

function pseudomonasCultures(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs.filter((o) => CULTURE.test(o.name) && PSEUDOMONAS.test(`${o.rawValue} ${o.name}`));
}

/** Foods in specific IgE panels, with what eating them is called in notes ("bread" for wheat). */
const FOODS: readonly { food: string; lab: RegExp; eaten: RegExp }[] = [
  { food: "peanut", lab: /\bpeanut\b|\bf13\b/i, eaten: /\bpeanuts?\b/i },
  { food: "wheat", lab: /\bwheat\b|\bf4\b/i, eaten: /\bwheat\b|\bbread\b|\bpasta\b|\btoast\b/i },
  { food: "milk", lab: /\bmilk\b|\bf2\b/i, eaten: /\bmilk\b|\bcheese\b|\byog(?:h)?urt\b|\bdairy\b/i },
  { food: "egg", lab: /\begg\b|\bf1\b/i, eaten: /\beggs?\b/i },
  { food: "soya", lab: /\bsoy(?:a|bean)?\b|\bf14\b/i, eaten: /\bsoy(?:a|bean)?\b|\btofu\b/i },
  { food: "fish", lab: /\bcod\b|\bfish\b|\bf3\b/i, eaten: /\bfish\b|\bcod\b/i },
  { food: "sesame", lab: /\bsesame\b|\bf10\b/i, eaten: /\bsesame\b|\bhummus\b|\btahini\b/i },
];
const SPECIFIC_IGE = /\bspecific\s+ige\b|\bsige\b|\bige\b.*\b(?:f\d{1,3})\b|\brast\b/i;
/** Eaten regularly: "eats … daily", "tolerates", "has … every day". */
const EATS = /\b(?:eats?|eating|tolerat\w*|has|have|consum\w*)\b/i;
const REGULAR_NO_SYMPTOMS =
  /\b(?:no|without)\s+(?:symptoms?|reactions?|problems?|issues?)\b|\bwithout (?:any )?trouble\b|\btolerat\w*\b/i;

function toleratedFoods(ctx: RuleContext) {
  const labs = ctx.model.labs.filter(
    (o) => SPECIFIC_IGE.test(o.name) && (o.status === "high" || o.status === "critical-high"),
  );
  const text = ctx.freeText;
  const found: { food: string; lab: LabObservation; quote: string }[] = [];
  for (const f of FOODS) {
    const lab = labs.find((o) => f.lab.test(o.name));
    if (lab === undefined) continue;
    const re = new RegExp(f.eaten.source, "gi");
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const sentence = sentenceAround(text, m.index, m[0].length);
      if (EATS.test(sentence) && REGULAR_NO_SYMPTOMS.test(sentence)) {
        found.push({ food: f.food, lab, quote: sentence.trim() });
        break;
      }
    }
  }
  return found;
}

const COPD = /\b(?:copd|chronic obstructive|emphysema)\b/i;
const PNEUMONIA = /\bpneumonia\b/i;
const DAY_MS = 86_400_000;
const STEROID_WINDOW_DAYS = 14;
const EOS_ICS_BENEFIT = 0.3;
const EOS_ICS_UNLIKELY = 0.1;
/** "5 days, finished 2026-11-15": a course end written into the dose or frequency text. */
const COURSE_DAYS = /\b(\d{1,2})\s*days?\b/i;
const DEFAULT_COURSE_DAYS = 14;
const COURSE_END = /\b(?:finished|completed|stopped|ended)\s+(?:on\s+)?(\d{4}-\d{2}-\d{2})\b/i;

/** The period an oral steroid was taken, [start, end]; an open end means it is still taken. */
function steroidPeriod(m: MedicationItem): { start: number; end: number } | undefined {
  if (!ORAL_STEROID.test(m.name) && !m.drugs.some((d) => ORAL_STEROID.test(d))) return undefined;
  const text = `${m.dosage ?? ""} ${m.frequency ?? ""}`;
  const end = Date.parse(m.endDate ?? COURSE_END.exec(text)?.[1] ?? "");
  const start = Date.parse(m.startDate ?? "");
  if (Number.isNaN(end))
    return m.active ? { start: Number.isNaN(start) ? -Infinity : start, end: Infinity } : undefined;
  if (!Number.isNaN(start)) return { start, end };
  // Without a start date, the course is dated back from its end by the written length ("5 days"),
  // else by a short course's usual length, so older counts still count as off steroids.
  const days = Number(COURSE_DAYS.exec(text)?.[1] ?? DEFAULT_COURSE_DAYS);
  return { start: end - days * DAY_MS, end };
}

const PO2_NAME = /^(?:p[a]?o2|po₂|partial pressure (?:of )?oxygen)\b/i;
const KPA_PER_MMHG = 0.133322;
const LTOT_ALONE_KPA = 7.3;
const LTOT_WITH_SIGNS_KPA = 8;
const LTOT_HAEMATOCRIT = 0.55;

/** The PaO2 in kPa from the newest oxygen tension on record. */
function newestPo2(ctx: RuleContext): { o: LabObservation; kpa: number } | undefined {
  const o = [...ctx.model.labs]
    .filter((l) => PO2_NAME.test(l.name.trim()))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const raw = o === undefined ? undefined : parseNumber(o.rawValue);
  if (o === undefined || raw === undefined) return undefined;
  const unit = (o.rawUnit ?? o.unit ?? "").toLowerCase();
  return { o, kpa: unit.includes("mm") || (unit === "" && raw > 30) ? raw * KPA_PER_MMHG : raw };
}

export const RESPIRATORY_REVIEW12C_RULES: readonly Rule[] = [
  {
    id: "bronchiectasis-new-pseudomonas",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title: "Bronchiectasis with a new Pseudomonas aeruginosa isolate: offer eradication",
    clinician:
      "Bronchiectasis with {culture}: a new Pseudomonas aeruginosa isolate. The BTS guideline offers eradication antibiotics for a new growth (oral ciprofloxacin for 2 weeks, guided by sensitivities), because chronic Pseudomonas brings more exacerbations, worse quality of life and higher mortality.{exacerbation} Repeat sputum culture afterwards to confirm clearance.",
    patient:
      "Your phlegm test grew a germ called Pseudomonas, which has not been found before. In people with bronchiectasis, doctors usually try to clear it early with a course of antibiotics, because if it settles in the lungs it causes more flare-ups. Ask your doctor or chest team about treatment soon.",
    nextSteps: [
      "Offer Pseudomonas eradication: oral ciprofloxacin for 2 weeks, guided by sensitivities; ask the respiratory team if it persists or is resistant",
      "Send a repeat sputum culture after treatment to confirm clearance",
    ],
    patientQuestions: ["Do I need antibiotics to clear the Pseudomonas, and how will we know it has gone?"],
    evidence: ["bts-2019-bronchiectasis"],
    keywords: ["bronchiectasis", "pseudomonas aeruginosa", "eradication", "sputum culture"],
    match: (ctx) => {
      const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && BRONCHIECTASIS.test(c.name));
      if (conditions.length === 0 && statedMention(ctx.freeText, BRONCHIECTASIS) === undefined) return undefined;
      const cultures = pseudomonasCultures(ctx);
      if (cultures.length === 0) return undefined;
      const chronic =
        CHRONIC_PSEUDOMONAS.test(ctx.freeText) || cultures.some((o) => CHRONIC_PSEUDOMONAS.test(o.rawValue));
      if (chronic || cultures.length > 1) return undefined;
      const culture = cultures[0] as LabObservation;
      const worse = statedMention(ctx.freeText, EXACERBATION);
      return {
        refs: ctx.refs(culture, ...conditions),
        values: {
          culture: `${culture.name} "${culture.rawValue}"`,
          exacerbation:
            worse === undefined
              ? ""
              : ` "${worse}" in the notes suggests an exacerbation as well: treat it for 14 days, with the antibiotic chosen by the Pseudomonas sensitivities.`,
        },
      };
    },
  },
  {
    id: "specific-ige-food-tolerated",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Allergy",
    title: "Food-specific IgE raised for a food eaten without symptoms: sensitisation, not allergy",
    clinician:
      'Specific IgE raised for {foods} ({labs}), yet the notes say: "{quote}". A positive specific IgE shows sensitisation, not allergy: many people eat the food without trouble and low-level results have a poor positive predictive value. Food allergy is diagnosed from an allergy-focused history (symptoms soon after the food) with tests read against it, so a tolerated food should not be avoided on the test alone.',
    patient:
      "Your blood test shows antibodies to {foods_plain}, but you eat {them} regularly without problems. A positive test on its own does not mean you are allergic, and you should not stop eating foods you already eat without symptoms. Talk to your doctor if you ever react after eating something.",
    nextSteps: [
      "Advise continuing the foods eaten without symptoms; do not avoid a tolerated food because of a positive test",
      "Test for food allergy only after an allergy-focused history suggests a reaction; refer to an allergy service if a reaction is reported",
    ],
    patientQuestions: ["Do these results mean I have to change what I eat?"],
    evidence: ["begin-2013-food-allergy-diagnosis", "nice-cg116-food-allergy"],
    keywords: ["specific ige", "food allergy", "sensitisation", "allergy testing"],
    match: (ctx) => {
      const found = toleratedFoods(ctx);
      if (found.length === 0) return undefined;
      const foods = [...new Set(found.map((f) => f.food))];
      const list = foods.length === 1 ? (foods[0] as string) : `${foods.slice(0, -1).join(", ")} and ${foods.at(-1)}`;
      return {
        refs: ctx.refs(...found.map((f) => f.lab)),
        values: {
          foods: list,
          foods_plain: list,
          them: foods.length === 1 ? "it" : "them",
          labs: found.map((f) => ctx.show(f.lab)).join(", "),
          quote: (found[0] as { quote: string }).quote,
        },
      };
    },
  },
  {
    id: "copd-eosinophils-on-oral-steroid",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title: "COPD: eosinophil count taken on or just after oral steroids is not valid for the inhaled-steroid decision",
    clinician:
      "COPD on an inhaled steroid ({inhaler}). The latest blood eosinophil count, {latest}, was drawn {timing} {steroid}; oral steroids lower the count, so it does not show the usual level and should not be used to decide on the inhaled steroid.{earlier}{pneumonia}",
    patient:
      "Your latest eosinophil blood count was taken while or just after you took steroid tablets, which lower it for a while. It should not be used on its own to decide whether you still need your steroid inhaler. Do not stop the inhaler yourself; ask your doctor or nurse to review it with your earlier result.",
    nextSteps: [
      "Do not use the eosinophil count taken on or soon after oral steroids for the inhaled-steroid decision; use a count from a stable period off oral steroids, or repeat it once stable",
      "Review the inhaled steroid's benefit and risk (exacerbation history, eosinophils off oral steroids, pneumonia) at a COPD review; if it is withdrawn, keep one or two long-acting bronchodilators",
    ],
    patientQuestions: ["Do I still need my steroid inhaler, and which blood count should we use to decide?"],
    evidence: ["ers-2020-ics-withdrawal-copd", "corticosteroid-eosinopenia"],
    keywords: ["copd", "blood eosinophils", "inhaled corticosteroid", "prednisolone", "ics withdrawal"],
    match: (ctx) => {
      const copd = ctx.model.conditions.filter(
        (c) => isActiveCondition(c.status) && (c.concepts.includes("copd") || COPD.test(c.name)),
      );
      if (copd.length === 0) return undefined;
      const inhalers = ctx.model.medications.filter(
        (m) => m.active && (ICS.test(m.name) || m.drugs.some((d) => ICS.test(d))),
      );
      if (inhalers.length === 0) return undefined;
      const courses = ctx.model.medications.flatMap((m) => {
        const p = steroidPeriod(m);
        return p === undefined ? [] : [{ med: m, ...p }];
      });
      if (courses.length === 0) return undefined;
      const counts = ctx
        .labs("eosinophils-abs")
        .filter((o) => o.time !== undefined && ctx.valueOf(o) !== undefined)
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
      const affectedBy = (o: LabObservation) =>
        courses.find((c) => (o.time ?? 0) >= c.start && (o.time ?? 0) <= c.end + STEROID_WINDOW_DAYS * DAY_MS);
      const latest = counts[0];
      if (latest === undefined) return undefined;
      const course = affectedBy(latest);
      if (course === undefined) return undefined;
      const clean = counts.find((o) => affectedBy(o) === undefined);
      const cleanValue = clean === undefined ? undefined : ctx.valueOf(clean);
      const daysAfter = Math.round(((latest.time ?? 0) - course.end) / DAY_MS);
      const pneumonia = ctx.model.conditions.filter((c) => PNEUMONIA.test(c.name));
      let earlier = " No count off oral steroids is on record; repeat it when stable.";
      if (clean !== undefined && cleanValue !== undefined) {
        const reading =
          cleanValue >= EOS_ICS_BENEFIT
            ? "at or above 0.3 × 10^9/L, where the ERS guideline strongly advises against withdrawing the inhaled steroid"
            : cleanValue < EOS_ICS_UNLIKELY
              ? "below 0.1 × 10^9/L, where benefit from an inhaled steroid is unlikely"
              : "between 0.1 and 0.3 × 10^9/L, where the benefit is intermediate and exacerbation history decides";
        earlier = ` The count off oral steroids, ${ctx.show(clean)}, is ${reading}.`;
      }
      return {
        refs: ctx.refs(latest, course.med, ...inhalers, ...(clean === undefined ? [] : [clean]), ...pneumonia),
        values: {
          inhaler: inhalers.map((m) => m.name).join(", "),
          latest: ctx.show(latest),
          timing: daysAfter > 0 ? `${daysAfter} days after a course of` : "during a course of",
          steroid: course.med.name.toLowerCase(),
          earlier,
          pneumonia:
            pneumonia.length === 0
              ? ""
              : ` Pneumonia on record (${pneumonia.map((c) => c.name).join(", ")}) is a recognised harm of long-term inhaled steroids and weighs against it: review benefit and risk rather than decide on the suppressed count.`,
        },
      };
    },
  },
  {
    id: "copd-chronic-hypercapnia",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Breathing",
    title: "COPD with a raised pCO2 and a compensated pH: chronic hypercapnic respiratory failure",
    clinician:
      "COPD with pCO2 {pco2} and pH {ph}{bicarbonate}: a raised carbon dioxide with a pH of 7.35 or more, compensated, which is chronic hypercapnic (type 2) respiratory failure rather than an acute acidosis. In any exacerbation, oxygen is controlled to a target saturation of 88–92% (BTS), with a repeat gas after 30–60 minutes; record the hypercapnia risk so that emergency teams see it.{po2}",
    patient:
      "Your blood gas test shows that carbon dioxide has built up in your blood over time because of your COPD. This is why, when you are unwell, the oxygen you are given needs to be carefully controlled rather than high. Make sure anyone treating you in an emergency knows this.",
    nextSteps: [
      "Record chronic hypercapnic respiratory failure, so oxygen is controlled to 88–92% in any exacerbation or emergency",
      "Use the blood gas on record for the long-term oxygen assessment instead of requesting one as if none existed; repeat it only when stable if it was taken during an exacerbation",
    ],
    patientQuestions: ["How much oxygen is safe for me when I am unwell, and how do I tell the emergency team?"],
    evidence: ["bts-2017-emergency-oxygen", "bts-2015-home-oxygen"],
    keywords: ["copd", "hypercapnia", "type 2 respiratory failure", "controlled oxygen", "ltot"],
    match: (ctx) => {
      const gas = copdHypercapnia(ctx);
      if (gas === undefined || gas.phValue < PH_ACIDOSIS) return undefined;
      const bicarbonate = ctx.model.labs.find(
        (o) => /bicarbonate|\bhco3\b/i.test(o.name) && (o.status === "high" || o.status === "critical-high"),
      );
      const po2 = newestPo2(ctx);
      const hct = ctx.lab("hematocrit");
      const hctValue = ctx.valueOf(hct);
      const hctFraction = hctValue === undefined ? undefined : hctValue > 1 ? hctValue / 100 : hctValue;
      let po2Text = "";
      if (po2 !== undefined) {
        const shown = `PaO2 ${po2.o.rawValue} ${po2.o.rawUnit ?? po2.o.unit ?? ""}`.trim();
        po2Text =
          po2.kpa <= LTOT_ALONE_KPA
            ? ` The same gas gives ${shown}, at or below 7.3 kPa: if it holds when stable, this meets the BTS criterion for long-term oxygen.`
            : po2.kpa <= LTOT_WITH_SIGNS_KPA
              ? ` The same gas gives ${shown}, 7.3–8 kPa: BTS orders long-term oxygen at this level when stable with polycythaemia (haematocrit 55% or more), peripheral oedema or pulmonary hypertension${
                  hctFraction !== undefined && hctFraction >= LTOT_HAEMATOCRIT && hct !== undefined
                    ? `, and the haematocrit is ${ctx.show(hct)}`
                    : ""
                }.`
              : ` The same gas gives ${shown}, above 8 kPa: above the BTS range for long-term oxygen.`;
      }
      return {
        refs: ctx.refs(gas.pco2, gas.ph, bicarbonate, po2?.o, hct),
        values: {
          pco2: `${gas.pco2.rawValue} ${gas.pco2.rawUnit ?? gas.pco2.unit ?? ""}`.trim(),
          ph: formatNumber(gas.phValue, 2),
          bicarbonate: bicarbonate === undefined ? "" : ` (bicarbonate ${ctx.show(bicarbonate)}, raised to compensate)`,
          po2: po2Text,
        },
      };
    },
  },
];
