import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isLow } from "./lab-status.ts";
import { currentMention, statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Fluoroquinolone tendon and blood-sugar harms (review 35, resp-infect-35 case 08, pinned as
 * antimicrobial-35 case 01: an 81-year-old on levofloxacin with prednisolone and gliclazide, glucose
 * 3.1 mmol/L and "pain at the back of the right heel" got hypoglycaemia and kidney findings that
 * named only gliclazide, and nothing on the antibiotic).
 * - Tendons: the MHRA (2019, "mhra-2019-fluoroquinolone-restrictions") and the FDA (2008 boxed
 *   warning and 2016 communication, "fda-2016-fluoroquinolone-disabling") both put the risk higher
 *   over 60 and with a corticosteroid, and both stop the fluoroquinolone at the first sign of tendon
 *   pain. The MHRA also avoids a fluoroquinolone with a corticosteroid outright. A UK record cites
 *   the MHRA, a US one the FDA, a record that reads as neither both.
 * - Blood sugar: the FDA (2018, "fda-2018-fluoroquinolone-dysglycaemia") warns of severe
 *   hypoglycaemia, most often in older people and with oral glucose-lowering drugs or insulin. No UK
 *   source on this was seen, so every record cites the FDA here; a UK record adds the MHRA's 2024
 *   restriction ("mhra-2024-fluoroquinolone-restrictions") for the switch to another class (review 42).
 * Eye and ear drops and creams are not systemic and carry none of this: set aside.
 */

/** A form that does not reach the blood in amounts that matter here. */
const NOT_SYSTEMIC =
  /\b(?:eye|ear|drops?|ophthalmic|otic|ointment|cream|gel|topical|ocular|intravitreal|intracameral)\b/i;
/** The same for the corticosteroid: inhaled, skin, joint and local forms are not the risk named. */
const NOT_SYSTEMIC_STEROID =
  /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|inhal\w*|nasal|spray|enema|foam|suppositor\w*|intra-?articular|joint injection|mouthwash)\b/i;

const medText = (m: MedicationItem) => [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");

/** Over this age both regulators count the tendon risk as higher. */
const OLDER_AGE = 60;

/**
 * Pain or swelling at a tendon now, as the notes state it: pain, swelling, tenderness or rupture at
 * a tendon, the Achilles or the heel, or tendinitis named. A tendon named alone ("tendon
 * reflexes normal") is not enough. A negated one ("no calf pain") or one set in
 * the past ("Achilles tendinopathy in 2019", "previous Achilles rupture") does not count.
 */
const PAINFUL = String.raw`(?:pain\w*|ache\w*|aching|sore\w*|tender\w*|swell\w*|swollen|ruptur\w*)`;
// Not the ankle or calf: ankle swelling is mostly oedema and calf pain has other causes (a clot,
// cramp) that stopping the antibiotic would not address.
const SITE = String.raw`(?:heels?|achilles|tendons?)`;
const TENDON_PAIN = new RegExp(
  String.raw`\b(?:${SITE}\b[^.;\n]{0,25}\b${PAINFUL}|${PAINFUL}\b[^.;\n]{0,40}\b${SITE}\b|tendinitis|tendonitis|tendinopathy)`,
  "i",
);

/** Symptoms of a low blood sugar, as the notes state them. */
const HYPO_SYMPTOMS = /\b(?:hypos?|hypoglyc\w*|shaky|shaking|sweaty|sweating|clammy|low (?:blood )?sugars?)\b/i;

function systemicFluoroquinolones(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("fluoroquinolone").filter((m) => !NOT_SYSTEMIC.test(medText(m)));
}

function systemicSteroids(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("systemic-glucocorticoid").filter((m) => !NOT_SYSTEMIC_STEROID.test(medText(m)));
}

/** The regulator(s) a record's country calls for: MHRA for the UK, FDA for the US, both otherwise. */
function tendonEvidence(ctx: RuleContext): Pick<RuleMatch, "evidence" | "evidenceReplacesRule"> & {
  regulator: string;
} {
  if (readsAsUk(ctx))
    return { evidence: ["mhra-2019-fluoroquinolone-restrictions"], evidenceReplacesRule: true, regulator: "MHRA 2019" };
  if (readsAsUsUnits(ctx))
    return {
      evidence: ["fda-2016-fluoroquinolone-disabling"],
      evidenceReplacesRule: true,
      regulator: "FDA 2008 and 2016",
    };
  return { regulator: "MHRA 2019; FDA 2008 and 2016" };
}

/** The tendon risk factors present, in words, with what they rest on. */
function tendonRisks(ctx: RuleContext): { text: string[]; refs: string[] } {
  const text: string[] = [];
  const refs: string[] = [];
  const age = ctx.age;
  if (age !== undefined && age > OLDER_AGE) text.push(`age ${age}`);
  const steroids = systemicSteroids(ctx);
  if (steroids.length > 0) {
    text.push(`a corticosteroid (${medNames(steroids)})`);
    refs.push(...ctx.refs(...steroids));
  }
  return { text, refs };
}

function tendonPainNow(ctx: RuleContext): string | undefined {
  return currentMention(ctx.freeText, TENDON_PAIN);
}

/**
 * A tendon finding's match: the fluoroquinolone and risk factors it names and the regulator its
 * country calls for, with the finding's own `values` built from the risk factors in words.
 */
function tendonMatch(
  ctx: RuleContext,
  fq: MedicationItem[],
  values: (risks: string[]) => Record<string, string>,
): RuleMatch {
  const risks = tendonRisks(ctx);
  const { regulator, ...evidence } = tendonEvidence(ctx);
  return {
    refs: [...ctx.refs(...fq), ...risks.refs],
    values: { fq: medNames(fq), regulator, ...values(risks.text) },
    ...evidence,
  };
}

function tendonPain(ctx: RuleContext): RuleMatch | undefined {
  const fq = systemicFluoroquinolones(ctx);
  if (fq.length === 0) return undefined;
  const pain = tendonPainNow(ctx);
  if (pain === undefined) return undefined;
  return tendonMatch(ctx, fq, (risks) => ({
    pain,
    risks:
      risks.length === 0
        ? ""
        : ` Risk factors here: ${risks.join(" and ")}${risks.length > 1 ? ", both of which raise the risk" : ", which raises the risk"}.`,
  }));
}

function tendonRisk(ctx: RuleContext): RuleMatch | undefined {
  const fq = systemicFluoroquinolones(ctx);
  if (fq.length === 0) return undefined;
  // With tendon pain already stated, fluoroquinolone-tendon-pain says all this and more.
  if (tendonPainNow(ctx) !== undefined) return undefined;
  const steroids = systemicSteroids(ctx);
  // A corticosteroid is the pairing the MHRA says to avoid; age alone is a caution every
  // fluoroquinolone prescription carries, not a finding on its own.
  if (steroids.length === 0) return undefined;
  return tendonMatch(ctx, fq, () => ({
    steroid: medNames(steroids),
    age: ctx.age !== undefined && ctx.age > OLDER_AGE ? `, at age ${ctx.age}` : "",
    avoid: readsAsUsUnits(ctx)
      ? ""
      : " The MHRA advises avoiding a fluoroquinolone with a corticosteroid; another antibiotic is preferred where one is suitable.",
  }));
}

function glucose(ctx: RuleContext): RuleMatch | undefined {
  const fq = systemicFluoroquinolones(ctx);
  if (fq.length === 0) return undefined;
  const lowering = ctx.medsOf("sulfonylurea", "insulin");
  if (lowering.length === 0) return undefined;
  const g = ctx.lab("glucose");
  const low = isLow(g) ? g : undefined;
  const symptoms = statedMention(ctx.freeText, HYPO_SYMPTOMS);
  const found = [
    ...(low === undefined ? [] : [`glucose ${ctx.show(low)}`]),
    ...(symptoms === undefined ? [] : [`"${symptoms}" in the notes`]),
  ];
  return {
    refs: ctx.refs(...fq, ...lowering, low),
    severity: found.length > 0 ? Severity.high : Severity.moderate,
    values: {
      fq: medNames(fq),
      lowering: medNames(lowering),
      low:
        found.length > 0
          ? ` Here there is ${found.join(" and ")}: the fluoroquinolone is a possible contributor alongside ${medNames(lowering)}.`
          : "",
      plainLow: found.length > 0 ? " Your sugar has already been low." : "",
      age: ctx.age !== undefined && ctx.age >= 65 ? " in older people and" : "",
      // A UK record also gets the MHRA's 2024 restriction, which backs the switch to another class
      // (review 42, country-42 case 03); the hypoglycaemia warning itself is still the FDA's.
      restriction: readsAsUk(ctx)
        ? " The MHRA (2024) restricts systemic fluoroquinolones to cases where other recommended antibiotics have failed, will not work or are unsafe."
        : "",
    },
    ...(readsAsUk(ctx) && {
      evidence: ["fda-2018-fluoroquinolone-dysglycaemia", "mhra-2024-fluoroquinolone-restrictions"],
      evidenceReplacesRule: true,
    }),
  };
}

export const FLUOROQUINOLONE_SAFETY_RULES: readonly Rule[] = [
  {
    id: "fluoroquinolone-tendon-pain",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medicine side effect",
    title: "Tendon pain on a fluoroquinolone: stop the antibiotic",
    clinician:
      'On {fq}, with "{pain}" in the notes: fluoroquinolones can cause tendinitis and tendon rupture, and at the first sign of tendon pain or inflammation the fluoroquinolone is stopped, the affected limb rested and treatment finished with an antibiotic of another class ({regulator}).{risks}',
    patient:
      "Your antibiotic ({fq}) can, rarely, inflame or even tear a tendon, such as the one at the back of the heel. The pain you describe may be a first sign of this. Contact your doctor or pharmacist today: the antibiotic is usually stopped and changed to a different one. Rest the painful leg and avoid exercise on it until you have been seen.",
    nextSteps: [
      "Stop the fluoroquinolone today and complete treatment with an antibiotic of another class",
      "Rest the affected limb; examine the tendon and consider imaging if rupture is suspected",
      "Record the reaction so a fluoroquinolone is not given again",
    ],
    patientQuestions: [
      "Should I stop this antibiotic because of my heel pain?",
      "Which antibiotic can I take instead?",
    ],
    evidence: ["mhra-2019-fluoroquinolone-restrictions", "fda-2016-fluoroquinolone-disabling"],
    keywords: ["fluoroquinolone", "levofloxacin", "ciprofloxacin", "tendinitis", "tendon rupture", "achilles"],
    match: tendonPain,
  },
  {
    id: "fluoroquinolone-corticosteroid-tendon-risk",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicine interaction",
    title: "Fluoroquinolone with a corticosteroid: higher risk of tendon rupture",
    clinician:
      "{fq} with {steroid}{age}. Corticosteroid treatment and age over 60 raise the risk of fluoroquinolone tendinitis and tendon rupture, and the fluoroquinolone is stopped at the first sign of tendon pain ({regulator}).{avoid}",
    patient:
      "Your antibiotic ({fq}) taken with a steroid medicine ({steroid}) raises the small chance of a tendon becoming inflamed or tearing. If you get pain or swelling in a tendon, stop the antibiotic and contact your doctor or pharmacist the same day. Ask whether a different antibiotic would suit you.",
    nextSteps: [
      "Review whether an antibiotic of another class would treat this infection",
      "If the fluoroquinolone continues, tell the patient to stop it and seek advice at the first tendon pain or swelling",
    ],
    patientQuestions: ["Is there a different antibiotic I could take with my steroid tablets?"],
    evidence: ["mhra-2019-fluoroquinolone-restrictions", "fda-2016-fluoroquinolone-disabling"],
    keywords: ["fluoroquinolone", "corticosteroid", "prednisolone", "tendon rupture", "tendinitis"],
    match: tendonRisk,
  },
  {
    id: "fluoroquinolone-glucose-lowering",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicine interaction",
    title: "Fluoroquinolone with a sulfonylurea or insulin: risk of severe hypoglycaemia",
    clinician:
      "{fq} with {lowering}. The FDA (2018) warns that fluoroquinolones can cause severe hypoglycaemia, even coma, and other blood sugar disturbances, more often{age} with oral glucose-lowering drugs or insulin.{low} Check glucose more often while the antibiotic is taken, and consider an antibiotic of another class or a lower sulfonylurea dose.{restriction}",
    patient:
      "Your antibiotic ({fq}) can make your blood sugar drop, especially with your diabetes medicine ({lowering}).{plainLow} Check your sugar more often until the antibiotic course ends, treat a low straight away, and ask your doctor whether your diabetes medicine or the antibiotic should be changed.",
    nextSteps: [
      "Check glucose more often until the fluoroquinolone course ends",
      "Consider an antibiotic of another class, or reducing the sulfonylurea or insulin dose meanwhile",
    ],
    patientQuestions: ["Should I change my diabetes medicine while I take this antibiotic?"],
    evidence: ["fda-2018-fluoroquinolone-dysglycaemia"],
    keywords: ["fluoroquinolone", "levofloxacin", "hypoglycaemia", "sulfonylurea", "gliclazide", "insulin"],
    match: glucose,
  },
];
