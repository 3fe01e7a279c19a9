import { FindingFamily, Severity } from "../model.ts";
import { cyp2c19InhibitingPpis, reducedCyp2c19 } from "./clopidogrel-cyp2c19-context.ts";
import { medNames } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * Clopidogrel with omeprazole or esomeprazole (review 35, cardio-35: apixaban, aspirin and clopidogrel
 * 12 days after a stent, with omeprazole 20 mg, raised no word on the PPI). Both PPIs inhibit
 * CYP2C19, which turns clopidogrel into its active form; the EMA and MHRA (2010) discourage either
 * with clopidogrel as a precaution and found no grounds to extend this to other PPIs
 * ("mhra-2010-clopidogrel-ppi"), and the FDA warned against the same pair
 * ("anmco-aigo-2021-gastroprotection"). With a reduced-function CYP2C19 result the genetics finding
 * (rules/clopidogrel-cyp2c19-context.ts) says this already.
 */
export const CLOPIDOGREL_PPI_RULES: readonly Rule[] = [
  {
    id: "clopidogrel-omeprazole",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicine interaction",
    title: "Clopidogrel with omeprazole or esomeprazole: weaker clopidogrel",
    clinician:
      "{ppi} with {clopidogrel}: omeprazole and esomeprazole inhibit CYP2C19, the enzyme that activates clopidogrel, and lower its antiplatelet effect. The EMA and MHRA (2010) discourage either with clopidogrel, a caution they did not extend to other PPIs, so if acid suppression or stomach protection is still needed another PPI can replace it.",
    patient:
      "Your stomach medicine ({ppiPatient}) can make clopidogrel, your medicine that stops blood clots, work less well. Ask your doctor or pharmacist about changing to a different stomach medicine. Do not stop either medicine on your own.",
    nextSteps: [
      "Replace omeprazole or esomeprazole with another PPI while clopidogrel continues, if acid suppression or stomach protection is still needed",
    ],
    patientQuestions: ["Should I change my stomach medicine while I take clopidogrel?"],
    evidence: ["mhra-2010-clopidogrel-ppi", "anmco-aigo-2021-gastroprotection"],
    keywords: ["clopidogrel", "omeprazole", "esomeprazole", "proton pump inhibitor", "interaction"],
    match: (ctx) => {
      const clopidogrel = ctx.meds("clopidogrel");
      const ppis = cyp2c19InhibitingPpis(ctx);
      if (clopidogrel.length === 0 || ppis.length === 0 || reducedCyp2c19(ctx)) return undefined;
      const names = [
        ...new Set(ppis.flatMap((p) => p.drugs.filter((d) => d === "omeprazole" || d === "esomeprazole"))),
      ];
      return {
        refs: ctx.refs(...clopidogrel, ...ppis),
        values: { ppi: medNames(ppis), clopidogrel: medNames(clopidogrel), ppiPatient: names.join(" and ") },
      };
    },
  },
];
