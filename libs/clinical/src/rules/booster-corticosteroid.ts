import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { courseEnded } from "./course-ended.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * Ritonavir or cobicistat with a CYP3A-metabolised corticosteroid, even inhaled, nasal or injected
 * (review 14 infection, case 04: darunavir/cobicistat with fluticasone 500 micrograms a day, puffy
 * face and a 9am cortisol of 38 nmol/L, which got only a low lab line).
 * - MHRA Drug Safety Update December 2016 (evidence "mhra-2016-boosters-corticosteroids"): the
 *   boosters block CYP3A, so steroid levels rise; Cushing's syndrome and adrenal suppression have
 *   been reported with inhaled, intranasal and intra-articular use (triamcinolone, fluticasone);
 *   avoid unless the benefit outweighs the risk, monitor if used, prefer beclometasone.
 * - Society for Endocrinology (evidence "sfe-adrenal-crisis"): a steroid by any route can suppress
 *   the axis, and crisis comes when the steroid does not meet the need of illness, so a suppressed
 *   patient keeps the steroid (a switch is planned) and gets sick-day advice.
 * Boosters and steroids are matched by name because both hide in combination brands.
 */

export const BOOSTER =
  /\b(?:ritonavir|norvir|cobicistat|tybost|rezolsta|symtuza|genvoya|stribild|evotaz|prezcobix|kaletra|paxlovid)\b/i;
/** CYP3A-metabolised corticosteroids and brands that contain them; beclometasone is the alternative. */
export const CYP3A_STEROID =
  /\b(?:fluticasone|flixotide|flixonase|seretide|relvar|avamys|trelegy|budesonide|pulmicort|symbicort|entocort|budenofalk|mometasone|nasonex|asmanex|triamcinolone|kenalog|nasacort)\b/i;
export const SKIN = /\b(?:cream|ointment|lotion|topical|cutaneous|scalp)\b/i;
/**
 * A steroid given by injection (into a joint, muscle or the epidural space), which cannot be switched
 * or stopped like an inhaler: the patient is told of the next injection instead.
 */
const INJECTED = /\binject\w*|\bintra-?(?:articular|muscular|lesional)\b|\bepidural\b|\bkenalog\b|\bdepot\b/i;
const CUSHINGOID =
  /\bcushing\w*|\bmoon fac\w*|\bpuffy face\b|\bround(?:er)? face\b|\bbuffalo hump\b|\bpurple striae\b/i;

export const activeNamed = (ctx: RuleContext, re: RegExp): MedicationItem[] =>
  ctx.model.medications.filter((m) => m.active && re.test(m.name) && !courseEnded(ctx, m));

/**
 * Signs that a CYP3A inhibitor has already raised a steroid's level: a low morning cortisol (its
 * result, to cite) and Cushing's features stated in the notes, each worded for the clinician.
 */
export function steroidExcessSigns(ctx: RuleContext): { lowCortisol: LabObservation | undefined; signs: string[] } {
  const cortisol = ctx.lab("cortisol-am");
  const lowCortisol = isLow(cortisol) ? cortisol : undefined;
  const cushingoid = statedMention(ctx.freeText, CUSHINGOID);
  const signs = [
    lowCortisol ? `a low morning cortisol, ${ctx.show(lowCortisol)}` : "",
    cushingoid !== undefined ? `the notes record "${cushingoid}"` : "",
  ].filter(Boolean);
  return { lowCortisol, signs };
}

/** The drugs a booster is given for, when listed as their own line ("Darunavir 800 mg" beside "Ritonavir 100 mg"). */
const BOOSTED = /\b(?:darunavir|atazanavir|lopinavir|saquinavir|tipranavir|fosamprenavir|elvitegravir|nirmatrelvir)\b/i;
/** Nirmatrelvir with ritonavir (Paxlovid) is a 5-day COVID-19 treatment, not an HIV medicine. */
const COVID_BOOSTED = /\b(?:paxlovid|nirmatrelvir)\b/i;

/**
 * The boosted medicines in words, partner drug first, and whether they are for COVID-19 rather than
 * HIV (review 39, onc-meds-39 cases 03–04: "Ritonavir 100 mg tablets, boosted by ritonavir" left out
 * the darunavir it boosts, and Paxlovid was called "one of your HIV medicines").
 */
function boostedRegimen(ctx: RuleContext, boosters: MedicationItem[]): { names: string; covid: boolean } {
  const partners = activeNamed(ctx, BOOSTED).filter((m) => !boosters.includes(m));
  const regimen = [...partners, ...boosters];
  return { names: medNames(regimen), covid: regimen.every((m) => COVID_BOOSTED.test(m.name)) };
}

/**
 * What the patient does about the steroid. Review 41: an injection already given beside a Paxlovid
 * course was told "keep using your steroid", which fits only an inhaler or spray.
 */
function keepAdvice(covid: boolean, injected: boolean, medicine: string): string {
  if (injected)
    return covid
      ? "Tell the doctor or pharmacist who prescribed the COVID-19 medicine about your recent steroid injection."
      : `Before any further steroid injection, remind the doctor giving it that you take this ${medicine}.`;
  return covid
    ? "Keep using your steroid, and ask the doctor or pharmacist who prescribed the COVID-19 medicine whether anything needs to change during the course."
    : `A different steroid (beclometasone) is usually safer with your ${medicine}. Keep using your steroid until your doctors change it.`;
}

/**
 * A short nirmatrelvir/ritonavir course beside a long-term steroid: the MHRA's advice (avoid unless the
 * benefit outweighs the risk, monitor if used) is weighed by the prescriber of the course, not by an
 * HIV team, and a long-term inhaler is not switched for five days without that decision.
 */
const covidCourse = {
  nextSteps: [
    "Weigh with the prescriber of the COVID-19 treatment whether the benefit of the combination outweighs the risk of steroid excess; avoid it if not",
    "If the combination is used, watch for Cushing's features and adrenal suppression (a morning cortisol if symptoms suggest it)",
  ],
  patientQuestions: ["Does anything about my steroid need to change while I take this COVID-19 medicine?"],
};

function match(ctx: RuleContext): RuleMatch | undefined {
  const boosters = activeNamed(ctx, BOOSTER);
  // A cream or ointment is left out: the MHRA flags skin use only when heavy or long-term, which
  // a medication list does not show.
  const steroids = activeNamed(ctx, CYP3A_STEROID).filter((m) => !SKIN.test(m.name));
  if (boosters.length === 0 || steroids.length === 0) return undefined;
  const { lowCortisol, signs } = steroidExcessSigns(ctx);
  // Review 37 (endocrine-meds-37 case 02): a triamcinolone knee injection on lopinavir/ritonavir was
  // told "even from an inhaler or nasal spray", "keep using your steroid" and "do not stop your
  // steroid suddenly", none of which fits a single injection already given.
  const injected = steroids.every((m) => INJECTED.test([m.name, m.dosage].filter(Boolean).join(" ")));
  const regimen = boostedRegimen(ctx, boosters);
  const medicine = regimen.covid ? "COVID-19 medicine" : "HIV medicine";
  const values = {
    boosters: regimen.names,
    yourBooster: regimen.covid ? `Your COVID-19 medicine (${regimen.names})` : `Your HIV treatment (${regimen.names})`,
    steroids: medNames(steroids),
    route: injected ? "even from an injection" : "even from an inhaler or nasal spray",
    keep: keepAdvice(regimen.covid, injected, medicine),
  };
  const refs = ctx.refs(...boosters, ...steroids, lowCortisol);
  // Review 38 (meds-wording-38 cases 03-04): the same injection was asked to "switch to beclometasone"
  // and "not stop the steroid abruptly", inhaler steps. The MHRA advice for it is to avoid the
  // combination unless the benefit outweighs the risk, so a further injection is what is avoided.
  const avoidInjection =
    "a further CYP3A-cleared steroid injection (such as triamcinolone) while on ritonavir or cobicistat unless the benefit outweighs the risk";
  const questions = injected
    ? { patientQuestions: [`Is there a treatment other than a steroid injection that is safer with my ${medicine}?`] }
    : {};
  // Review 41: a Paxlovid course has no HIV team; its prescriber weighs the combination instead.
  const team = regimen.covid ? "the prescriber of the COVID-19 treatment" : "the HIV team";
  // Review 40 (wording-40 case 01): Paxlovid with a Seretide inhaler was headed "Boosted HIV treatment".
  const heading = regimen.covid
    ? { problem: "Ritonavir-boosted COVID-19 treatment with a CYP3A-metabolised steroid" }
    : {};
  if (signs.length === 0 && regimen.covid && !injected) return { refs, values, ...heading, ...covidCourse };
  if (signs.length === 0)
    return injected
      ? {
          refs,
          values,
          ...heading,
          ...questions,
          nextSteps: [
            `Avoid ${avoidInjection}; agree any alternative with ${team} and the prescriber of the steroid`,
            "Watch for Cushing's features and adrenal suppression after the injection (a morning cortisol if symptoms suggest it)",
          ],
        }
      : { refs, values, ...heading };
  return {
    refs,
    values,
    ...heading,
    ...questions,
    severity: Severity.high,
    clinicianExtra: `Signs that this has happened: ${signs.join(" and ")}. Read this as steroid excess with adrenal suppression from the interaction: ${injected ? "it risks adrenal crisis during illness" : "do not stop the steroid abruptly, as that risks adrenal crisis"}.`,
    patientExtra: `${lowCortisol ? "Your results suggest" : "Your notes suggest"} this has already happened and your own stress hormone may be switched off.${injected ? "" : " Do not stop your steroid suddenly."} Get urgent help if you are vomiting, very weak or faint.`,
    nextSteps: [
      injected
        ? `Seek same-week advice from endocrinology and ${team} on the adrenal suppression; avoid ${avoidInjection}`
        : `Seek same-week advice from endocrinology and ${team}: do not stop the steroid abruptly; plan any switch (beclometasone for asthma) and any taper with them`,
      "Give sick-day advice (steroid cover during illness) and a steroid emergency card, and tell the patient to seek urgent help with vomiting, collapse or severe weakness",
      "Check for other CYP3A-metabolised steroids (nasal, joint or skin) and review all boosted-regimen interactions",
    ],
    evidence: ["sfe-adrenal-crisis", "nhs-2020-steroid-emergency-card"],
  };
}

/** Whether the booster finding reads a low morning cortisol as the interaction's adrenal suppression. */
export function boosterReadsLowCortisol(ctx: RuleContext): boolean {
  return (
    activeNamed(ctx, BOOSTER).length > 0 &&
    activeNamed(ctx, CYP3A_STEROID).some((m) => !SKIN.test(m.name)) &&
    steroidExcessSigns(ctx).lowCortisol !== undefined
  );
}

export const BOOSTER_CORTICOSTEROID_RULES: readonly Rule[] = [
  {
    id: "booster-cyp3a-corticosteroid",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Boosted HIV treatment with a CYP3A-metabolised steroid",
    title: "Ritonavir or cobicistat with fluticasone, budesonide, mometasone or triamcinolone",
    clinician:
      "The patient takes {boosters}, a regimen boosted by ritonavir or cobicistat, which block CYP3A, and also {steroids}, a corticosteroid cleared by CYP3A. Steroid levels rise even with inhaled, nasal or joint use, and Cushing's syndrome and adrenal suppression have been reported. The UK regulator advises against the combination unless the benefit outweighs the risk, with monitoring if it is used; beclometasone is preferred, especially long term.",
    patient:
      "{yourBooster} slows down how your body clears your steroid ({steroids}), {route}. Over time this can build up and cause steroid side effects. {keep}",
    nextSteps: [
      "Agree a switch to beclometasone (or a steroid-free option) with the HIV team and the prescriber of the steroid",
      "If the combination must continue, watch for Cushing's features and adrenal suppression (a morning cortisol if symptoms suggest it)",
    ],
    patientQuestions: ["Can my steroid be changed to one that is safer with my HIV medicine?"],
    evidence: ["mhra-2016-boosters-corticosteroids"],
    keywords: ["ritonavir", "cobicistat", "fluticasone", "budesonide", "adrenal suppression", "cushing's syndrome"],
    match,
  },
];
