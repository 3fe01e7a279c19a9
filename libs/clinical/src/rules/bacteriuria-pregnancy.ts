import { FindingFamily, Severity } from "../model.ts";
import { gestationInText } from "../vocab/pregnancy.ts";
import { pregnantNow } from "../normalize/egfr.ts";
import { patientScope } from "../evidence/populations.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A urine culture growing 10^5 CFU/mL or more in pregnancy (review 14, infection case 11: booking
 * MSU with E. coli over 10^5 CFU/mL at 16 weeks, no symptoms; nothing was said).
 *
 * HSE Ireland's antibiotic guidance, with NICE's position as a trust guideline quotes it
 * (hse-asb-pregnancy): asymptomatic bacteriuria is 10^5 CFU/mL or more without symptoms; treating
 * it lowers the risk of pyelonephritis, preterm birth and low birth weight; the antibiotic follows
 * the sensitivities and the trimester (nitrofurantoin avoided from 36 weeks); clearance is
 * confirmed by culture afterwards. Outside pregnancy bacteriuria without symptoms is not treated by
 * these sources' logic, so the rule reads pregnancy only.
 */

const CULTURE = /\b(?:urine|msu|mssu|midstream|mid-stream|urinary)\b.*\bculture\b|\bculture\b.*\burine\b|\bmsu\b/i;
/** 10^5 CFU/mL or more, as culture reports write it. */
const SIGNIFICANT =
  /(?:>|≥|>=)?\s*(?:10\s*(?:\^|\*|e)\s*5|1\s*x\s*10\s*(?:\^|\*)?\s*5|10⁵|100[,. ]?000)\s*(?:cfu|org|colon|\/ml|per ml)/i;
const NO_GROWTH = /\bno (?:significant )?growth\b|\bmixed growth\b|\bnegative\b/i;
const ORGANISM =
  /\b(?:escherichia coli|e\.? coli|klebsiella\w*|proteus\w*|enterococc\w*|group b strep\w*|streptococcus agalactiae|staphylococcus saprophyticus|pseudomonas\w*)\b/i;
const NITROFURANTOIN_UNTIL_WEEK = 36;

/*
 * Sources by the record's country (review 33, women-paeds-33 case 04: a Bristol antenatal MSU was
 * cited to HSE Ireland alone): UK an NHS board's guidance (NHS Ayrshire & Arran), US IDSA 2019,
 * neither HSE Ireland with IDSA 2019.
 */
function bacteriuriaSources(ctx: RuleContext): string[] {
  const country = patientScope(ctx).country;
  if (country === "uk") return ["nhs-ayrshire-arran-asb-pregnancy"];
  return country === "us"
    ? ["idsa-2019-asymptomatic-bacteriuria"]
    : ["hse-asb-pregnancy", "idsa-2019-asymptomatic-bacteriuria"];
}

function bacteriuriaInPregnancy(ctx: RuleContext): RuleMatch | undefined {
  if (!pregnantNow(ctx.model)) return undefined;
  const culture = ctx.model.labs.find((o) => {
    const text = `${o.rawValue} ${o.notes ?? ""}`;
    return CULTURE.test(o.name) && SIGNIFICANT.test(text) && !NO_GROWTH.test(o.rawValue);
  });
  if (culture === undefined) return undefined;
  const organism = ORGANISM.exec(culture.rawValue)?.[0];
  const weeks =
    gestationInText(ctx.freeText) ?? gestationInText(ctx.model.conditions.map((c) => c.name.toLowerCase()).join(" "));
  const late = weeks !== undefined && weeks >= NITROFURANTOIN_UNTIL_WEEK;
  return {
    refs: ctx.refs(culture),
    evidence: bacteriuriaSources(ctx),
    evidenceReplacesRule: true,
    values: {
      culture: `${culture.name} ${culture.rawValue.trim()}${culture.date ? ` (${culture.date})` : ""}`,
      organism: organism ?? "the organism grown",
      stage: weeks !== undefined ? ` at ${weeks} weeks` : "",
    },
    ...(late && {
      clinicianExtra: `At ${weeks} weeks nitrofurantoin is avoided (risk of neonatal haemolysis); choose another agent from the sensitivities.`,
    }),
  };
}

export const BACTERIURIA_PREGNANCY_RULES: readonly Rule[] = [
  {
    id: "bacteriuria-pregnancy",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Urinary infection in pregnancy",
    title: "Significant bacteriuria in pregnancy: treat from the sensitivities and confirm clearance",
    clinician:
      "{culture} in pregnancy{stage}. Bacteriuria of 10^5 CFU/mL or more is treated in pregnancy even without symptoms, as treatment lowers the risk of pyelonephritis, preterm birth and low birth weight (many services confirm it first with a second culture, except group B streptococcus). Choose the antibiotic from the sensitivities of {organism} and the stage of pregnancy, and confirm clearance with a culture after treatment.",
    patient:
      "Your urine test grew bacteria. In pregnancy this is treated with antibiotics even when you feel well, because treatment lowers the chance of a kidney infection and of the baby coming early. Your midwife or doctor will choose an antibiotic that is safe in pregnancy and check your urine again afterwards. Get help the same day if you get a fever, back or side pain, or feel unwell.",
    nextSteps: [
      "Treat with an antibiotic chosen from the sensitivities and the trimester (nitrofurantoin is avoided from 36 weeks); a second culture first if local policy confirms bacteriuria before treating",
      "Send a urine culture after treatment to confirm clearance",
    ],
    patientQuestions: ["Which antibiotic is safe for me and the baby, and when is my urine checked again?"],
    evidence: ["hse-asb-pregnancy"],
    keywords: ["asymptomatic bacteriuria", "pregnancy", "urine culture", "test of cure"],
    match: bacteriuriaInPregnancy,
  },
];
