/**
 * Colchicine with medicines that slow its clearance, and with liver impairment (review 21,
 * cardio-meds-leftovers cases 06 and 07: colchicine with clarithromycin in alcohol-related liver
 * disease with a raised bilirubin and low albumin was told as for normal organ function; colchicine
 * with verapamil and atorvastatin and a raised CK with aching thighs never named colchicine).
 *
 * Colchicine is cleared through CYP3A4 and P-glycoprotein. The UK product information
 * ("colchicine-500mcg-smpc-uk") contraindicates a P-glycoprotein or strong CYP3A4 inhibitor in
 * kidney or liver impairment; an Irish SmPC seen with it names calcium channel blockers and
 * ciclosporin among the medicines that interact, advises a lower colchicine dose with monitoring
 * when organ function is normal and avoiding the combination where possible when it is impaired.
 * The macrolides are rules/gout-drug-safety.ts's colchicine-macrolide.
 */
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/** eGFR (mL/min/1.73 m²) below which kidney function counts as impaired (CKD stage 3 and worse). */
const EGFR_IMPAIRED = 60;
/** Ciclosporin among the calcineurin inhibitors: tacrolimus is not a named colchicine interaction. */
const CICLOSPORIN = /\b(?:ciclosporin|cyclosporin[e]?|neoral|sandimmun\w*|capimune)\b/i;

/** A condition name as read mid-sentence: "Alcohol-related liver disease" lower-cased, "NAFLD" kept. */
const midSentence = (name: string): string =>
  /^[A-Z][a-z]/.test(name) ? `${name.charAt(0).toLowerCase()}${name.slice(1)}` : name;

/**
 * Liver impairment as the product information means it: recorded cirrhosis, or a recorded liver
 * disease with a raised bilirubin or a low albumin (a fatty liver with normal function is not).
 */
export function liverImpairment(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const cirrhosis = knownCirrhosis(ctx);
  if (cirrhosis !== undefined) return { text: midSentence(cirrhosis.name), refs: [cirrhosis.ref] };
  const disease = ctx.conditions("liver-disease");
  if (disease.length === 0) return undefined;
  const bilirubin = ctx.lab("bilirubin-total");
  const albumin = ctx.lab("albumin");
  const markers = [isHigh(bilirubin) ? bilirubin : undefined, isLow(albumin) ? albumin : undefined].filter(
    (o): o is LabObservation => o !== undefined,
  );
  if (markers.length === 0) return undefined;
  return {
    text: `${midSentence(disease[0]?.name ?? "liver disease")} with ${markers.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ")}`,
    refs: ctx.refs(...disease, ...markers),
  };
}

/** Verapamil, diltiazem or ciclosporin in the list: non-macrolide medicines that raise colchicine levels. */
export function colchicineClearanceInhibitors(ctx: RuleContext) {
  return [
    ...ctx.meds("rate-limiting-ccb"),
    ...ctx.meds("calcineurin-inhibitor").filter((m) => CICLOSPORIN.test(m.name)),
  ];
}

export const COLCHICINE_INTERACTION_RULES: readonly Rule[] = [
  {
    id: "colchicine-clearance-inhibitor",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Medicine interaction",
    title: "Colchicine with {inhibitor}: higher colchicine levels",
    clinician:
      "{inhibitor} slows the clearance of colchicine ({colchicine}) through CYP3A4 or P-glycoprotein and raises its levels. The product information advises a lower colchicine dose with a watch for toxicity (diarrhoea, vomiting, muscle pain or weakness, low blood counts), and avoiding the combination where possible when kidney or liver function is impaired.",
    patient:
      "Your medicine {inhibitor} can make colchicine build up in the body. Ask your doctor or pharmacist whether your colchicine dose is right with it, and tell them if you get diarrhoea, vomiting or muscle pain or weakness.",
    nextSteps: [
      "Review the colchicine dose with the interacting medicine; ask about diarrhoea, vomiting, muscle pain or weakness",
    ],
    patientQuestions: ["Is my colchicine dose right with my other medicines?"],
    evidence: ["colchicine-500mcg-smpc-uk"],
    keywords: ["colchicine", "verapamil", "diltiazem", "ciclosporin", "cyp3a4", "p-glycoprotein"],
    match: (ctx) => {
      const colch = ctx.meds("colchicine");
      const inhibitors = colchicineClearanceInhibitors(ctx);
      if (colch.length === 0 || inhibitors.length === 0) return undefined;
      const egfrObs = ctx.lab("egfr");
      const egfr = ctx.valueOf(egfrObs);
      const kidney = egfr !== undefined && egfr < EGFR_IMPAIRED ? egfrObs : undefined;
      const liver = liverImpairment(ctx);
      const ck = ctx.lab("ck");
      const ckHigh = isHigh(ck) ? ck : undefined;
      const values = { colchicine: medNames(colch), inhibitor: medNames(inhibitors) };
      const refs = ctx.refs(...colch, ...inhibitors);
      if (kidney === undefined && liver === undefined && ckHigh === undefined) return { refs, values };
      const impaired = [kidney ? `eGFR ${ctx.show(kidney)}` : "", liver?.text ?? ""].filter(Boolean);
      const extra = [
        impaired.length > 0
          ? `With ${impaired.join(" and ")}, the combination is best avoided or the colchicine dose cut and watched closely.`
          : "",
        ckHigh
          ? `CK ${ctx.show(ckHigh)} is raised: colchicine can itself damage muscle, more so at higher doses or with a medicine that raises its levels, so it is a possible cause alongside any statin.`
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      return {
        refs: [...new Set([...refs, ...ctx.refs(kidney, ckHigh), ...(liver?.refs ?? [])])],
        values,
        severity: Severity.moderate,
        clinicianExtra: extra,
        patientExtra: ckHigh
          ? "Colchicine can also affect the muscles, so your doctor will look at it as well as your other medicines."
          : "Because your kidneys or liver work less well, this matters more for you.",
        nextSteps: [
          `${impaired.length > 0 ? "Stop colchicine or cut its dose while the interacting medicine is taken" : "Review the colchicine dose with the interacting medicine"}${ckHigh ? "" : "; ask about diarrhoea, vomiting, muscle pain or weakness"}`,
          // The raised CK is the muscle question answered: holding colchicine replaces asking about it.
          ...(ckHigh ? ["Consider holding colchicine as well as any statin until CK settles"] : []),
        ],
      };
    },
  },
];
