import { FindingFamily, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import { screeningTests } from "./adrenal.ts";
import { CORTISOL_EXCESS_FEATURES as FEATURES, mildAutonomousCortisol } from "./mild-autonomous-cortisol.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * One abnormal first-line screening test for Cushing's syndrome (review11 endocrine, case
 * 13-cushing-dst): a 44-year-old with cortisol 196 nmol/L after 1 mg overnight dexamethasone, purple
 * striae, easy bruising, proximal weakness, an osteoporotic vertebral fracture, hypertension, low
 * potassium and a raised HbA1c got only a generic low-priority "cortisol above range" line, because
 * `cushing-screen-positive` (rules/adrenal.ts) needs two different abnormal tests.
 *
 * The Endocrine Society 2008 guideline: after excluding exogenous glucocorticoids, test people with
 * multiple and progressive features of the syndrome, particularly the more discriminating ones; start
 * with one high-accuracy test (including the 1 mg overnight dexamethasone test, abnormal above
 * 50 nmol/L, 1.8 µg/dL); a person with an abnormal result is seen by an endocrinologist and has a
 * second test, and concordant abnormal results lead on to finding the cause. So one abnormal test is
 * not yet the diagnosis, but it is a referral; with several features in the record it is a priority.
 */

const BONE = /\bosteoporo\w*|\bfragility fracture\b|\bvertebral (?:compression |wedge )?fracture\b/i;
/**
 * Osteoporosis or a fragility fracture below this age is unusual enough to count as a feature (an
 * engine choice: past it, osteoporosis is too common to point to cortisol).
 */
const YOUNG_FOR_OSTEOPOROSIS = 50;
/** From this many features the referral is a priority (high); one abnormal test with fewer stays moderate. */
const PRIORITY_FEATURES = 2;

export const CUSHING_SINGLE_TEST_RULES: readonly Rule[] = [
  {
    id: "cushing-single-screen-abnormal",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Possible Cushing's syndrome",
    title: "Abnormal screening test for Cushing's syndrome: endocrinology referral and a second test",
    clinician:
      "{test} is abnormal (failure to suppress is a cortisol above 50 nmol/L, 1.8 µg/dL), with no glucocorticoid medicine listed{features}. One abnormal first-line test does not yet make the diagnosis: the Endocrine Society advises an endocrinologist's assessment and a second first-line test (late-night salivary cortisol or 24-hour urinary free cortisol), with the cause sought once two results agree.{linked}",
    patient:
      "One of your tests suggests your body may be making too much of the stress hormone cortisol (Cushing syndrome). One test is not enough to be sure, so you will need another test and a referral to a hormone specialist (endocrinologist).{patientFeatures}",
    nextSteps: [
      "Refer to endocrinology and arrange a second first-line test (late-night salivary cortisol or 24-hour urinary free cortisol), with a morning ACTH",
      "Confirm that no glucocorticoid is taken by any route (tablets, injections, inhalers, creams)",
      "Treat blood pressure, glucose and potassium meanwhile; they may improve if cortisol excess is found and treated",
    ],
    patientQuestions: ["What is the next test for Cushing syndrome, and when will I see the hormone specialist?"],
    evidence: ["endosoc-2008-cushing-diagnosis"],
    keywords: [
      "cushing's syndrome",
      "dexamethasone suppression test",
      "hypercortisolism",
      "striae",
      "proximal myopathy",
    ],
    match: (ctx) => {
      const tests = screeningTests(ctx);
      const test = tests[0];
      // Two or more abnormal tests: cushing-screen-positive (rules/adrenal.ts).
      if (tests.length !== 1 || test === undefined) return undefined;
      if (ctx.meds("systemic-glucocorticoid").length > 0) return undefined;
      // An adrenal lump without overt features reads as mild autonomous cortisol secretion instead.
      if (mildAutonomousCortisol(ctx) !== undefined) return undefined;
      const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name)].join(". ");
      const found = FEATURES.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
      const age = ctx.age;
      const bone = ctx.model.conditions.find((c) => BONE.test(c.name));
      const boneNote = bone === undefined ? statedMention(text, BONE, true) : bone.name;
      if (boneNote !== undefined && age !== undefined && age < YOUNG_FOR_OSTEOPOROSIS)
        found.push(`${boneNote.toLowerCase()} at age ${age}`);
      const k = ctx.lab("potassium");
      if (isLow(k)) found.push(`low potassium ${ctx.show(k)}`);
      const linked = [
        ctx.model.conditions.some((c) => /hypertension/i.test(c.name)) ? "hypertension" : "",
        ctx.conditions("diabetes").length > 0 || ctx.lab("hba1c")?.status === "high" ? "raised glucose or HbA1c" : "",
        isLow(k) ? "low potassium" : "",
      ].filter(Boolean);
      const priority = found.length >= PRIORITY_FEATURES;
      return {
        refs: ctx.refs(test.obs, isLow(k) ? k : undefined, bone),
        severity: priority ? Severity.high : Severity.moderate,
        values: {
          test: capitalise(`${test.label} ${ctx.show(test.obs)}`),
          features:
            found.length > 0
              ? ` and features of cortisol excess in the record (${found.join(", ")})${priority ? ", which makes Cushing's syndrome a real possibility" : ""}`
              : "",
          linked:
            linked.length > 0
              ? ` The ${joinList(linked)} may be driven by cortisol excess, so ${linked.length > 1 ? "they are" : "it is"} worth reading together with this result rather than as separate problems.`
              : "",
          patientFeatures: priority
            ? " Some of the changes you have noticed, such as bruising, stretch marks or weak muscles, can come from too much cortisol, so this should be arranged soon."
            : "",
        },
        ...(priority
          ? {
              nextSteps: [
                "Refer to endocrinology soon (several features of cortisol excess): a second first-line test (late-night salivary cortisol or 24-hour urinary free cortisol) and a morning ACTH",
                "Confirm that no glucocorticoid is taken by any route (tablets, injections, inhalers, creams)",
                "Treat blood pressure, glucose and potassium meanwhile; they may improve if cortisol excess is found and treated",
              ],
            }
          : {}),
      };
    },
  },
];
