import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { checkpointInhibitors } from "./adrenal-crisis-suspected.ts";
import type { Rule } from "./types.ts";

/*
 * A low morning cortisol with a low or normal ACTH on long-term opioids (review 13, adrenal-pituitary
 * round 3, case 06): a woman of 55 on oxycodone MR 40 mg twice daily for 4 years, cortisol 118 nmol/L
 * and ACTH 5 ng/L, had lab-line readings only, with no finding saying what to do next.
 *
 * Opioids damp the hypothalamic-pituitary-adrenal axis, more so at higher doses and with longer use;
 * the symptoms are vague. It is confirmed by endocrinology, treated with hydrocortisone, the opioid is
 * tapered where possible and the axis retested (Patel and Ben-Shlomo 2024). Until it is settled the
 * person is covered for illness as anyone with possible adrenal insufficiency is (SfE emergency
 * guidance). A checkpoint inhibitor (hypophysitis) and a glucocorticoid (its own suppression) are read
 * by other rules.
 */

const low = (o: LabObservation | undefined): boolean => o?.status === "low" || o?.status === "critical-low";

export const OPIOID_ADRENAL_INSUFFICIENCY_RULES: readonly Rule[] = [
  {
    id: "opioid-induced-adrenal-insufficiency",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Possible adrenal insufficiency",
    title: "Low cortisol with ACTH not raised on long-term opioids: possible opioid-induced adrenal insufficiency",
    clinician:
      "Morning cortisol {cortisol} is low with ACTH {acth} not raised, on {opioids}. This pattern is secondary (central) adrenal insufficiency, and long-term opioids, especially at higher doses, are a recognised cause. It needs confirming by endocrinology with a stimulation test, with pituitary disease still to be excluded. Until then, give advice on steroid cover for intercurrent illness and how to seek urgent help. If confirmed, hydrocortisone is replaced, the opioid is tapered where possible (not stopped abruptly), and the axis is retested so replacement can stop once it recovers.",
    patient:
      "Your cortisol (a stress hormone) is low, and the signal from the brain that drives it is not raised. Long-term strong painkillers (opioids) can cause this. A hormone specialist needs to confirm it with a further test. Until then, ask your doctor what to do if you become unwell, and get urgent help if you are vomiting, very weak or faint. Do not stop or cut your painkillers on your own: any reduction is planned with your doctor.",
    nextSteps: [
      "Refer to endocrinology for a stimulation test (short Synacthen) to confirm adrenal insufficiency, and check the other pituitary hormones",
      "While it is assessed, give advice on steroid cover during illness and when to seek urgent help (vomiting, collapse)",
      "If confirmed: hydrocortisone replacement with sick-day rules, plan a gradual opioid taper with the pain team (no abrupt stop), and retest the axis to see whether replacement can stop",
    ],
    patientQuestions: [
      "What should I do if I get ill before the hormone test, and could my painkiller dose be reduced safely?",
    ],
    evidence: ["patel-2024-opioid-induced-adrenal-insufficiency", "sfe-adrenal-crisis"],
    keywords: [
      "opioid-induced adrenal insufficiency",
      "secondary adrenal insufficiency",
      "opioids",
      "cortisol",
      "acth",
    ],
    match: (ctx) => {
      const opioids = ctx.meds("opioid");
      if (opioids.length === 0 || checkpointInhibitors(ctx).length > 0) return undefined;
      if (ctx.meds("systemic-glucocorticoid").length > 0) return undefined;
      const cortisol = ctx.lab("cortisol-am");
      const acth = ctx.lab("acth");
      if (!low(cortisol) || acth === undefined || acth.status === "high" || acth.status === "critical-high")
        return undefined;
      return {
        refs: ctx.refs(cortisol, acth, ...opioids),
        values: {
          cortisol: ctx.show(cortisol),
          acth: ctx.show(acth),
          opioids: opioids.map((m) => m.name).join(" and "),
        },
      };
    },
  },
];
