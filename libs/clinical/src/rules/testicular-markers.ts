import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Raised germ-cell tumour markers in a man (review 21, travel-mens-health case 09: a man of 28 with
 * a painless lump in the testis, AFP 86 kU/L, hCG 42 IU/L and LDH 310 U/L; the engine listed three
 * unrelated lab lines and called hCG "the pregnancy hormone, expected in pregnancy").
 *
 * - Cancer Research UK and Dieckmann 2019 ("dieckmann-2019-gct-markers"): testicular germ-cell
 *   tumours make AFP, hCG and LDH; about half of them raise hCG or AFP, non-seminomas more often, and
 *   a normal marker does not exclude cancer.
 * - NICE NG12 (secondary copies seen): a non-painful enlargement or change in shape or texture of the
 *   testis is referred on a suspected cancer pathway (appointment within 2 weeks); unexplained or
 *   persistent testicular symptoms get a direct-access ultrasound.
 * Engine choice: without a testicular symptom in the record, only a raised hCG is read (a man makes
 * no hCG of pregnancy); a raised AFP alone is left to the liver rules, since liver disease raises it.
 */

const TESTIS = String.raw`(?:testis|testes|testicles?|testicular|scrot(?:um|al))`;
const CHANGE = String.raw`(?:lump|mass|swelling|swollen|enlarge\w*|hard(?:ening|ness)?|change in (?:shape|texture))`;
const TESTICULAR_SYMPTOM = new RegExp(
  String.raw`\b${CHANGE}\b[^.;\n]{0,40}\b${TESTIS}\b|\b${TESTIS}\b[^.;\n]{0,20}\b${CHANGE}\b`,
  "i",
);

function testicularSymptom(ctx: RuleContext): string | undefined {
  const stated = statedMention(ctx.freeText, TESTICULAR_SYMPTOM);
  if (stated !== undefined) return stated;
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && TESTICULAR_SYMPTOM.test(c.name))?.name;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "male" || ctx.age === undefined || ctx.age < 15) return undefined;
  const afp = ctx.anyLab("afp");
  const hcg = ctx.anyLab("hcg");
  const ldh = ctx.anyLab("ldh");
  const symptom = testicularSymptom(ctx);
  const raised = [afp, hcg].filter(isHigh);
  if (symptom === undefined ? !isHigh(hcg) : raised.length === 0) return undefined;
  const markers = [...raised, ...(isHigh(ldh) ? [ldh] : [])];
  const shown = markers.map((o) => `${o.name} ${ctx.show(o)}`).join(", ");
  if (symptom !== undefined)
    return {
      refs: ctx.refs(...markers),
      values: {
        markers: shown,
        symptom: `"${symptom}"`,
        patientPlan:
          "You have also noticed a change in a testicle. Together these need checking quickly: your doctor should arrange an urgent referral to a specialist (seen within 2 weeks) and a scan of the testicles.",
      },
    };
  return {
    refs: ctx.refs(...markers),
    severity: Severity.moderate,
    values: {
      markers: shown,
      symptom: "no testicular symptom recorded",
      patientPlan:
        "There is no note of a lump, so your doctor will ask about your testicles and examine them, and may arrange a scan.",
    },
    clinicianExtra:
      "A raised hCG in a man is not pregnancy: ask about testicular lumps or swelling and examine the testes; if a lump or change in the testis is found, refer on a suspected cancer pathway, and if symptoms are unexplained or persistent, arrange an ultrasound.",
    nextSteps: [
      "Ask about and examine for a testicular lump or swelling; testicular ultrasound if symptoms are unexplained or persistent",
    ],
  };
}

export const TESTICULAR_MARKER_RULES: readonly Rule[] = [
  {
    id: "testicular-tumour-markers",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Testis",
    title: "Raised germ-cell tumour markers in a man: assess for testicular cancer",
    clinician:
      "{markers} in a man ({symptom}). Testicular germ-cell tumours make AFP, hCG and LDH; about half raise hCG or AFP (non-seminomas more often), so a raised marker with a testicular change points to a germ-cell tumour, while a normal marker would not have excluded one. NICE NG12 refers a non-painful enlargement or change in shape or texture of the testis on a suspected cancer pathway (appointment within 2 weeks) and offers a direct-access ultrasound for unexplained or persistent testicular symptoms.",
    patient:
      "Some of your blood results are proteins (markers) that testicular cancers can make, though a raised level does not prove cancer. {patientPlan}",
    nextSteps: [
      "Suspected cancer pathway referral to urology (appointment within 2 weeks) with testicular ultrasound",
      "Send the AFP, hCG and LDH results with the referral: the markers are followed through treatment and afterwards",
    ],
    patientQuestions: ["When will I be seen by the specialist, and when is my scan?"],
    evidence: ["nice-ng12-suspected-cancer", "dieckmann-2019-gct-markers"],
    keywords: ["testicular cancer", "germ cell tumour", "afp", "hcg", "ldh", "suspected cancer pathway"],
    match,
  },
];
