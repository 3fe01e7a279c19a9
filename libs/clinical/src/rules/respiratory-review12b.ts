import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Respiratory patterns from review 12, second round (where each point was read: the seenAt of the
 * evidence ids named below, seen 2026-11-28).
 * - Alpha-1 antitrypsin deficiency is diagnosed from a low serum level together with the genotype
 *   or phenotype; it causes emphysema (worse with smoking) and liver disease, and relatives are
 *   offered testing ("genereviews-aatd", "cts-2025-aatd-secondary").
 * - Asthma: 3 or more reliever inhalers a year goes with more attacks and is a trigger for review;
 *   more than 12 a year marked the people who died in the UK National Review of Asthma Deaths
 *   ("nhs-scotland-saba-prescribing"); oral steroid courses and emergency visits are attacks.
 *   Reliever use without an inhaled steroid is asthma-saba-without-ics's (asthma-saba-only.ts).
 * - Amiodarone and methotrexate can cause pneumonitis (cough, breathlessness, crackles, interstitial
 *   shadows); early withdrawal of the drug is the treatment ("wolkove-2009-amiodarone-lung",
 *   "emj-2020-methotrexate-lung"). Nitrofurantoin alone is nitrofurantoin-reaction-reported's.
 * - Tryptase: an acute sample above 1.2 × the person's baseline + 2 µg/L (the consensus "20% + 2"
 *   formula) shows systemic mast-cell activation; a baseline above 20 µg/L is a reason to look for
 *   mastocytosis ("valent-2019-tryptase-20-2"). Without a reaction on record, two values are only
 *   a trend, so the rule needs anaphylaxis or an allergic reaction in the conditions or notes.
 */

const isLow = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "low" || o.status === "critical-low");
const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

const A1AT_LUNG = /\bemphysema\b|\bcopd\b|\bchronic obstructive\b|\bbronchiectasis\b/i;
const A1AT_LIVER = /\bcirrho\w*|\bliver (?:disease|fibrosis)\b|\bhepatitis\b|\bfatty liver\b/i;
const A1AT_FAMILY = /\bemphysema\b|\bcopd\b|\balpha[- ]?1\b|\ba1at\b|\bantitrypsin\b/i;

function a1atContext(ctx: RuleContext) {
  const active = ctx.model.conditions.filter((c) => isActiveCondition(c.status));
  const lung = active.filter((c) => A1AT_LUNG.test(c.name));
  const liver = active.filter((c) => A1AT_LIVER.test(c.name));
  const scans = ctx.model.imaging.filter((s) => /\bemphysema\b/i.test(`${s.description} ${s.text}`));
  const enzymes = [ctx.lab("alt"), ctx.lab("ast")].filter(isHigh);
  const family = ctx.model.familyHistory.filter((f) => A1AT_FAMILY.test(f.condition));
  return { lung, liver, scans, enzymes, family };
}

const ASTHMA = /\basthma\b/i;
const SABA = /\b(?:salbutamol|albuterol|levalbuterol|terbutaline|ventolin|salamol|airomir|proair|bricanyl)\b/i;
/** Inhaled corticosteroids, alone or in combination inhalers (the list of asthma-saba-only.ts). */
export const ICS =
  /\b(?:beclometh?asone|budesonide|fluticasone|mometasone|ciclesonide|qvar|clenil|symbicort|fostair|seretide|relvar|flutiform|duoresp|trimbow|trelegy|advair|breo|dulera|airsupra|pulmicort|flixotide|asmanex|alvesco|wixela|sirdupla|combisal|aerivio|airflusal|luforbec|wockair|fobumix|bibecfo)\b/i;
export const ORAL_STEROID = /\b(?:prednisolone|prednisone|dexamethasone)\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "14 inhalers dispensed in last 12 months". */
const INHALER_COUNT =
  /\b(\d{1,3})\s+(?:(?:salbutamol|saba|reliever|blue|ventolin)\s+)?(?:inhalers?|canisters?)\b[^.;]{0,40}?\b(?:year|12\s+months|annum|twelve\s+months)\b/i;
/** "3 courses", "two bursts of prednisolone". */
const COURSES = /\b(\d|one|two|three|four|five|six)\s+(?:courses?|bursts?)\b/i;
/** "Two ED visits for asthma", "admitted with asthma". */
const ATTACK_CARE =
  /\b(?:\d+|one|two|three|four|five|six)?\s*(?:ed|a&e|emergency(?: department)?)\s+(?:visits?|attendances?|admissions?)\b|\badmitted\s+with\s+asthma\b|\basthma\s+admissions?\b/i;
/** Reliever inhalers a year from which attacks are more frequent (see the module note). */
const HIGH_USE = 3;

const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

function firstCount(texts: readonly string[], re: RegExp): number | undefined {
  for (const t of texts) {
    const m = re.exec(t);
    if (m?.[1] !== undefined) return toNumber(m[1]);
  }
  return undefined;
}

const medText = (m: MedicationItem) => [m.name, m.dosage ?? "", m.frequency ?? ""].join(" ");

const PNEUMONITIS_DRUGS: readonly { name: string; re: RegExp }[] = [
  { name: "amiodarone", re: /\bamiodarone\b/i },
  { name: "methotrexate", re: /\bmethotrexate\b/i },
  { name: "nitrofurantoin", re: /\bnitrofurantoin\b|\bmacrobid\b|\bmacrodantin\b/i },
];
const LUNG_IMAGING = /\bpneumonitis\b|\binterstitial\b|\bground[- ]glass\b|\breticulat\w*|\bpulmonary fibrosis\b/i;
const LUNG_NOTES =
  /\bpneumonitis\b|\binterstitial (?:changes|lung disease|shadowing)\b|\bcrackles\b|\bcrepitations\b|\b(?:breathless\w*|dyspn\w+|short(?:ness)? of breath)\b/i;
const COUGH = /\bcough\w*/i;

const REACTION = /\banaphyla\w*|\ballergic reaction\b|\bmast[- ]cell\b/i;
/** Baseline tryptase (µg/L) above which mastocytosis is looked for (see the module note). */
const MASTOCYTOSIS_BASELINE = 20;

export const RESPIRATORY_REVIEW12B_RULES: readonly Rule[] = [
  {
    id: "alpha-1-antitrypsin-deficiency",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Alpha-1 antitrypsin deficiency",
    title: "Low alpha-1 antitrypsin with lung or liver disease",
    clinician:
      "Alpha-1 antitrypsin {level} is below the reference range, with {context}. This points to alpha-1 antitrypsin deficiency, an inherited cause of early, often lower-zone emphysema and of liver disease. The diagnosis is confirmed by the phenotype or SERPINA1 genotype; an acute illness can lift a deficient level into the normal range.",
    patient:
      "Your alpha-1 antitrypsin, a protein that protects the lungs, is low, and your record shows lung or liver changes. This can be an inherited condition called alpha-1 antitrypsin deficiency. Please ask your doctor about a genetic test and a referral to a specialist. Not smoking, and avoiding smoke and dust, matters more than usual for you. Your close relatives may be offered a test too.",
    nextSteps: [
      "Confirm with alpha-1 antitrypsin phenotype or SERPINA1 genotype",
      "Refer to a respiratory specialist or alpha-1 antitrypsin service (lung function including gas transfer; specialists decide on augmentation therapy)",
      "Check the liver (liver tests, ultrasound or fibrosis assessment) when enzymes are raised or liver disease is known",
      "Advise complete avoidance of smoking and other smoke or dust exposure; offer testing to first-degree relatives",
    ],
    patientQuestions: [
      "Should I have a genetic test for alpha-1 antitrypsin deficiency, and should my family be tested?",
    ],
    evidence: ["genereviews-aatd", "cts-2025-aatd-secondary"],
    keywords: ["alpha-1 antitrypsin deficiency", "emphysema", "serpina1", "family testing", "liver disease"],
    match: (ctx) => {
      const a1at = ctx.lab("alpha-1-antitrypsin");
      if (!isLow(a1at)) return undefined;
      const { lung, liver, scans, enzymes, family } = a1atContext(ctx);
      if (lung.length + liver.length + scans.length + enzymes.length === 0) return undefined;
      const context = [
        ...[...lung, ...liver].map((c) => c.name),
        ...scans.map((s) => `${s.description} showing emphysema`),
        ...enzymes.map((o) => `${o.name} ${ctx.show(o)} raised`),
        ...family.map((f) => `${f.relationship}: ${f.condition}`),
      ];
      return {
        refs: [
          ...ctx.refs(a1at, ...lung, ...liver, ...enzymes),
          ...scans.map((s) => s.ref),
          ...family.map((f) => f.ref),
        ],
        values: { level: ctx.show(a1at), context: context.join("; ") },
      };
    },
  },
  {
    id: "asthma-high-risk-attacks",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Asthma",
    title: "Asthma with markers of a high risk of attacks",
    clinician:
      "Asthma on an inhaled corticosteroid with markers of poor control and a higher risk of attacks: {markers}. Using 3 or more reliever inhalers a year goes with more attacks and hospital care, and more than 12 a year marked many of the people who died in the UK National Review of Asthma Deaths; oral steroid courses and emergency visits are attacks in their own right.",
    patient:
      "Your record shows signs that your asthma is not well controlled: {markers_plain}. This raises the chance of a serious attack. Please book an asthma review within the next few days. Keep using your inhalers as prescribed, and get urgent help if your reliever is not helping or you are too breathless to speak.",
    nextSteps: [
      "Asthma review within days: check adherence to the preventer, inhaler technique, triggers and smoking, and step up treatment (for example ICS/formoterol maintenance and reliever)",
      "Give or update a written asthma action plan and review again after any attack",
      "Refer to a specialist asthma service if control stays poor despite good adherence and technique, or after repeated oral steroid courses",
    ],
    patientQuestions: ["Is my asthma treatment strong enough, and do I have a written asthma action plan?"],
    evidence: ["bts-nice-sign-2024-asthma", "nhs-scotland-saba-prescribing"],
    keywords: ["asthma", "saba overuse", "oral corticosteroid", "asthma attack", "asthma review"],
    match: (ctx) => {
      const asthma = ctx.model.conditions.filter((c) => ASTHMA.test(c.name) && isActiveCondition(c.status));
      if (asthma.length === 0) return undefined;
      const active = ctx.model.medications.filter((m) => m.active);
      const hasIcs = active.some((m) => ICS.test(m.name) || m.drugs.some((d) => ICS.test(d)));
      if (!hasIcs) return undefined;
      const saba = active.filter((m) => SABA.test(m.name) || m.drugs.some((d) => SABA.test(d)));
      const steroids = active.filter((m) => ORAL_STEROID.test(m.name));
      const inhalers = firstCount([...saba.map(medText), ctx.freeText], INHALER_COUNT);
      const courses = firstCount([...steroids.map(medText), ctx.freeText], COURSES);
      const care = statedMention(ctx.freeText, ATTACK_CARE, true);
      const markers: string[] = [];
      const plain: string[] = [];
      if (inhalers !== undefined && inhalers >= HIGH_USE) {
        markers.push(`${inhalers} reliever inhalers in a year`);
        plain.push(`${inhalers} reliever inhalers in a year`);
      }
      if (courses !== undefined && courses >= 2) {
        markers.push(`${courses} oral steroid courses`);
        plain.push(`${courses} courses of steroid tablets`);
      }
      if (care !== undefined) {
        markers.push(`"${care}" in the notes`);
        plain.push("emergency care for asthma");
      }
      if (markers.length === 0) return undefined;
      return {
        refs: ctx.refs(...asthma, ...saba, ...steroids),
        values: { markers: markers.join(", "), markers_plain: plain.join(", ") },
      };
    },
  },
  {
    id: "drug-induced-pneumonitis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Drug-induced lung disease",
    title: "Possible drug-induced pneumonitis",
    clinician:
      "{drugs} with {signs}. Amiodarone and methotrexate can cause pneumonitis (dry cough, breathlessness, crackles, interstitial or ground-glass shadowing){nitro}; it is a diagnosis of exclusion, and the outlook is best when the drug is withdrawn early. Withdrawal is decided with the prescribing specialist, who weighs the drug's indication.",
    patient:
      "Your breathing symptoms or scan could be a side effect of {drugs_plain}, which can inflame the lungs. Please see your doctor within the next day or two. Do not stop a heart-rhythm medicine on your own; your doctors will decide together whether to stop it. Get urgent help if your breathing gets worse quickly.",
    nextSteps: [
      "Urgent assessment: chest imaging (HRCT) if not done, oxygen saturation, lung function with gas transfer, and exclusion of infection and heart failure",
      "Withhold the implicated drug pending review, decided with its prescriber (cardiology for amiodarone, rheumatology for methotrexate)",
      "Refer to a respiratory or interstitial lung disease specialist; corticosteroids may be needed",
    ],
    patientQuestions: ["Could my medicine be affecting my lungs, and should it be stopped?"],
    evidence: ["wolkove-2009-amiodarone-lung", "emj-2020-methotrexate-lung"],
    keywords: ["drug-induced pneumonitis", "amiodarone", "methotrexate", "interstitial lung disease", "nitrofurantoin"],
    match: (ctx) => {
      const active = ctx.model.medications.filter((m) => m.active);
      const implicated = PNEUMONITIS_DRUGS.map((d) => ({
        ...d,
        meds: active.filter((m) => d.re.test(m.name) || m.drugs.some((x) => d.re.test(x))),
      })).filter((d) => d.meds.length > 0);
      if (!implicated.some((d) => d.name !== "nitrofurantoin")) return undefined;
      const scans = ctx.model.imaging.filter((s) => LUNG_IMAGING.test(`${s.description} ${s.text}`));
      const lungNote = statedMention(ctx.freeText, LUNG_NOTES);
      const cough = statedMention(ctx.freeText, COUGH);
      const notesSuggest =
        lungNote !== undefined &&
        (/pneumonitis|interstitial|crackles|crepitations/i.test(lungNote) || cough !== undefined);
      if (scans.length === 0 && !notesSuggest) return undefined;
      const meds = implicated.flatMap((d) => d.meds);
      const signs = [
        ...scans.map((s) => `${s.description}: "${s.text}"`),
        ...(notesSuggest
          ? [`"${lungNote}"${cough !== undefined && cough !== lungNote ? ` and "${cough}"` : ""} in the notes`]
          : []),
      ];
      const nitro = implicated.some((d) => d.name === "nitrofurantoin");
      return {
        refs: [...ctx.refs(...meds), ...scans.map((s) => s.ref)],
        values: {
          drugs: medNames(meds),
          drugs_plain: implicated.map((d) => d.name).join(" or "),
          signs: signs.join("; "),
          nitro: nitro ? ", and so can nitrofurantoin, which is stopped at once when a lung reaction is suspected" : "",
        },
        ...(nitro ? { evidence: ["mhra-2014-nitrofurantoin"] } : {}),
      };
    },
  },
  {
    id: "tryptase-rise-over-baseline",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anaphylaxis",
    title: "Tryptase rise over baseline supports mast-cell activation",
    clinician:
      "Tryptase {acute} against a baseline of {baseline}: the rise passes the 20% + 2 threshold ({threshold} µg/L = 1.2 × baseline + 2), which supports systemic mast-cell activation, in keeping with anaphylaxis.{baselineNote}",
    patient:
      "Your tryptase blood test, taken soon after the reaction, rose well above your own usual level. This supports that the reaction was a true severe allergic reaction (anaphylaxis). Take these results to your allergy appointment.",
    nextSteps: [
      "Record the reaction as anaphylaxis supported by tryptase, and send both results with the allergy referral",
    ],
    patientQuestions: ["Do my tryptase results change what the allergy clinic needs to check?"],
    evidence: ["valent-2019-tryptase-20-2"],
    keywords: ["tryptase", "mast cell activation", "anaphylaxis", "mastocytosis"],
    match: (ctx) => {
      const conditions = ctx.model.conditions.filter((c) => REACTION.test(c.name));
      if (conditions.length === 0 && statedMention(ctx.freeText, REACTION) === undefined) return undefined;
      const all = ctx.labs("tryptase").filter((o) => ctx.valueOf(o) !== undefined);
      if (all.length < 2) return undefined;
      const value = (o: LabObservation) => ctx.valueOf(o) ?? 0;
      const acute = all.reduce((a, b) => (value(b) > value(a) ? b : a));
      const baseline = all.reduce((a, b) => (value(b) < value(a) ? b : a));
      const threshold = 1.2 * value(baseline) + 2;
      if (acute === baseline || value(acute) <= threshold) return undefined;
      const high = value(baseline) > MASTOCYTOSIS_BASELINE;
      return {
        refs: ctx.refs(acute, baseline, ...conditions),
        values: {
          acute: ctx.show(acute),
          baseline: ctx.show(baseline),
          threshold: Math.round(threshold * 10) / 10,
          baselineNote: high
            ? ` The baseline itself is above ${MASTOCYTOSIS_BASELINE} µg/L, which is a reason to look for mastocytosis.`
            : ` The baseline is not raised, which makes an underlying mast-cell disorder less likely.`,
        },
        ...(high
          ? {
              nextSteps: [
                "Record the reaction as anaphylaxis supported by tryptase, and send both results with the allergy referral",
                "Ask haematology or the allergy service to assess for mastocytosis given the raised baseline",
              ],
            }
          : {}),
      };
    },
  },
];
