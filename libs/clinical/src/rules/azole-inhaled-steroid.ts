import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { activeNamed, CYP3A_STEROID, SKIN, steroidExcessSigns } from "./booster-corticosteroid.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An azole antifungal that blocks CYP3A taken with an inhaled, nasal or joint corticosteroid cleared
 * by CYP3A (review 34, endo-34 case 05: ABPA on itraconazole with Seretide 500, a rounder face and a
 * 9am cortisol of 41 nmol/L was read only as "inhaled steroid" suppression, the antifungal unnamed;
 * case 06: the same pair with no signs yet was silent). The booster rule (booster-corticosteroid.ts)
 * covers ritonavir and cobicistat; this is the antifungal side of the same interaction.
 * - Raveendran 2014 (evidence "raveendran-2014-ics-iatrogenic-cushing"): iatrogenic Cushing's with
 *   inhaled or nasal steroids comes mostly with CYP3A inhibitors; a low cortisol shows axis
 *   suppression; the inhibitor is avoided or reduced or the steroid changed, and adrenal crisis is
 *   guarded against. Agreeing: in adults with cystic fibrosis on itraconazole and inhaled fluticasone,
 *   10 of 12 had axis suppression (Gilchrist, seen with it).
 * - Society for Endocrinology (evidence "sfe-adrenal-crisis"): a suppressed axis keeps its steroid
 *   and gets sick-day cover; stopping it suddenly risks crisis.
 * Ketoconazole as a shampoo or cream is not a CYP3A inhibitor in the body, so skin forms are left out.
 */
const AZOLE = /\b(?:itraconazole|sporanox|lozanoc|posaconazole|noxafil|voriconazole|vfend|ketoconazole|nizoral)\b/i;
const NOT_SYSTEMIC = /\b(?:shampoo|cream|ointment|lotion|topical|scalp|gel)\b/i;

/** The azoles and the CYP3A-cleared steroids taken together, when both are. */
function azoleSteroidPair(ctx: RuleContext): { azoles: MedicationItem[]; steroids: MedicationItem[] } | undefined {
  const azoles = activeNamed(ctx, AZOLE).filter((m) => !NOT_SYSTEMIC.test(m.name));
  const steroids = activeNamed(ctx, CYP3A_STEROID).filter((m) => !SKIN.test(m.name));
  return azoles.length === 0 || steroids.length === 0 ? undefined : { azoles, steroids };
}

/** Whether the azole finding reads a low morning cortisol as the interaction's adrenal suppression. */
export function azoleReadsLowCortisol(ctx: RuleContext): boolean {
  return azoleSteroidPair(ctx) !== undefined && steroidExcessSigns(ctx).lowCortisol !== undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const pair = azoleSteroidPair(ctx);
  if (pair === undefined) return undefined;
  const { azoles, steroids } = pair;
  const { lowCortisol, signs } = steroidExcessSigns(ctx);
  const values = { azoles: medNames(azoles), steroids: medNames(steroids) };
  const refs = ctx.refs(...azoles, ...steroids, lowCortisol);
  if (signs.length === 0) return { refs, values };
  return {
    refs,
    values,
    severity: Severity.high,
    clinicianExtra: `Signs that this has happened: ${signs.join(" and ")}. Read this as steroid excess from the interaction with suppression of the patient's own adrenal axis, not as adrenal or pituitary disease: do not stop the steroid abruptly, as that risks adrenal crisis.`,
    // Cushing's features in the notes alone show the steroid excess, not yet the suppressed axis
    // (review 38, meds-wording-38 case 05).
    patientExtra: `${lowCortisol ? "Your results suggest this has already happened and your body has stopped" : "Your notes suggest this has already happened, and your body may have stopped"} making enough of its own stress hormone (cortisol). Do not stop your steroid inhaler or spray suddenly. Get urgent help if you are vomiting, very weak or faint.`,
    nextSteps: [
      "Seek same-week advice from endocrinology with the prescriber of the antifungal: do not stop the steroid abruptly; plan any change of steroid or antifungal and any taper with them",
      "Give sick-day advice (steroid cover during illness) and a steroid emergency card, and tell the patient to seek urgent help with vomiting, collapse or severe weakness",
    ],
    evidence: ["sfe-adrenal-crisis"],
  };
}

export const AZOLE_INHALED_STEROID_RULES: readonly Rule[] = [
  {
    id: "azole-cyp3a-corticosteroid",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Azole antifungal with a CYP3A-metabolised steroid",
    title: "Itraconazole or another azole with inhaled or nasal fluticasone, budesonide or mometasone",
    clinician:
      "The patient takes {azoles}, an azole antifungal that blocks CYP3A, with {steroids}, a corticosteroid cleared by CYP3A. The steroid builds up even from an inhaler or nasal spray, and iatrogenic Cushing's syndrome with adrenal suppression is well described with this pair (with itraconazole and inhaled fluticasone, most patients tested had a suppressed axis). The options are a lower steroid dose, a different steroid, or a different antifungal.",
    patient:
      "Your antifungal medicine ({azoles}) slows down how your body clears your steroid ({steroids}), even from an inhaler or nasal spray. Over weeks this can build up and cause steroid side effects, such as weight gain, a rounder face and easy bruising, and can switch off your own stress hormone. Keep using your steroid until your doctors change it.",
    nextSteps: [
      "Review the pair with the prescriber of the antifungal and of the steroid: a lower steroid dose, a different steroid or a different antifungal",
      "While both continue, watch for Cushing's features and check a morning cortisol if symptoms suggest adrenal suppression",
    ],
    patientQuestions: ["Can my steroid inhaler or antifungal be changed so they do not interact?"],
    evidence: ["raveendran-2014-ics-iatrogenic-cushing"],
    keywords: ["itraconazole", "fluticasone", "inhaled corticosteroid", "adrenal suppression", "cushing's syndrome"],
    match,
  },
];
