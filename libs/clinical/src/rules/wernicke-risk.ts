import { FindingFamily, Severity } from "../model.ts";
import { statedMatches, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Suspected Wernicke encephalopathy: eye signs, ataxia or confusion with a low thiamine result, or
 * after bariatric surgery with persistent vomiting (review 13, case 14: a bare low thiamine line).
 *
 * In 118 published cases after bariatric surgery (gastric bypass and sleeve alike) most presented
 * with vomiting, ataxia, altered mental state and eye movement disorder, and treatment often failed
 * to give enough parenteral thiamine (evidence "oudman-2018-wernicke-bariatric"). Glucose loading
 * without thiamine is a named precipitant (evidence "aasheim-wernicke-risk-factors"), so a plan
 * for dextrose in the notes is called out.
 */

const NEURO =
  /\b(?:double vision|diplopia|nystagmus|ophthalmoplegia|blurred vision|ataxi\w*|unsteady|unsteadiness|wide[- ]based gait|confus\w*|drows\w*|disorient\w*)\b/gi;
const VOMITING = /\b(?:vomit\w*|hyperemesis|regurgitat\w*)\b/;
const BARIATRIC = /\bbariatric\b|\bgastric bypass\b|\broux[- ]en[- ]y\b|\bsleeve gastrectomy\b|\bgastric band\w*\b/i;
const THIAMINE = /\bthiamin\w*|\bvitamin b1\b/i;
const GLUCOSE_PLAN = /\b(?:dextrose|glucose (?:infusion|drip)|iv glucose)\b/;

export const WERNICKE_RISK_RULES: readonly Rule[] = [
  {
    id: "wernicke-suspected",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Thiamine",
    title: "Possible Wernicke encephalopathy (thiamine deficiency)",
    clinician:
      "{basis} with neurological signs in the notes ({features}): treat as possible Wernicke encephalopathy now. Give high-dose parenteral thiamine (for example Pabrinex IV) before any glucose or dextrose, and arrange same-day hospital assessment; do not wait for further tests.",
    patient:
      "Your low vitamin B1 (thiamine) together with your symptoms, such as double vision or unsteady walking, can be a sign of a serious but treatable brain problem. Please go to an emergency department today: you need vitamin B1 by injection or drip straight away.",
    nextSteps: [
      "Parenteral thiamine now (for example Pabrinex IV), given before any glucose or dextrose; continue until symptoms stop improving",
      "Same-day hospital admission; check magnesium, phosphate and potassium and replace them",
      "Find the cause of the vomiting (after bariatric surgery, look for a stenosis or obstruction)",
    ],
    patientQuestions: ["Can I have vitamin B1 by injection today, before any sugar drip?"],
    evidence: ["oudman-2018-wernicke-bariatric", "aasheim-wernicke-risk-factors"],
    keywords: ["thiamine", "wernicke encephalopathy", "bariatric surgery", "vomiting", "pabrinex"],
    match: (ctx) => {
      const features = [...new Set([...statedMatches(ctx.freeText, NEURO)].map((m) => m.quote.toLowerCase()))];
      if (features.length === 0) return undefined;
      const thiamine = ctx.model.labs.find((o) => THIAMINE.test(o.name) && o.status === "low");
      const bariatric = ctx.model.conditions.filter((c) => BARIATRIC.test(c.name));
      const afterSurgery = bariatric.length > 0 || BARIATRIC.test(ctx.freeText);
      const vomiting = statedMention(ctx.freeText, VOMITING, true) !== undefined;
      if (thiamine === undefined && !(afterSurgery && vomiting)) return undefined;
      const basis = [
        thiamine !== undefined ? `Low thiamine ${ctx.show(thiamine)}` : "",
        afterSurgery ? "bariatric surgery" : "",
        vomiting ? "persistent vomiting" : "",
      ].filter(Boolean);
      const glucose = GLUCOSE_PLAN.test(ctx.freeText);
      return {
        refs: ctx.refs(thiamine, ...bariatric),
        values: {
          basis: basis.join(", ").replace(/^./, (c) => c.toUpperCase()),
          features: features.map((f) => `"${f}"`).join(", "),
        },
        ...(glucose && {
          clinicianExtra:
            "The notes plan dextrose: give the thiamine first, as glucose without thiamine can bring on or worsen Wernicke encephalopathy.",
        }),
      };
    },
  },
];
