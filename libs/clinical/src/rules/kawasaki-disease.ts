import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { patientScope } from "../evidence/populations.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Kawasaki disease in a child with a long fever (review 33, women-paeds-33 case 21: a 3-year-old in
 * a Denver emergency department with 6 days of fever, red eyes, cracked lips, a rash and swollen
 * hands, CRP 12.5 mg/dL, platelets 620 and albumin 2.8 g/dL, got only six "outside the range" lines).
 *
 * AHA 2017 (aha-2017-kawasaki; criteria as tabled by e-kd.org and the AHA algorithm): classic
 * Kawasaki disease is fever for 5 days or more with at least 4 of the 5 principal features
 * (bilateral conjunctival injection without exudate; red, cracked lips or strawberry tongue; rash;
 * red, swollen hands or feet, or peeling; cervical lymphadenopathy of 1.5 cm or more). Incomplete
 * Kawasaki disease is suspected with fever for 5 days or more and 2 or 3 features; with a CRP of
 * 3.0 mg/dL (30 mg/L) or more or an ESR of 40 mm/h or more, 3 or more supplementary findings
 * (albumin 3.0 g/dL or less, anaemia for age, a raised ALT, platelets 450,000 or more after the 7th
 * day, white cells 15,000 or more, urine 10 white cells or more per high-power field) or a positive
 * echocardiogram support treatment. NICE NG143 asks UK clinicians to think of Kawasaki disease in a
 * child under 5 with fever for 5 days or longer (1.2.25–1.2.27).
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const N = "(\\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve)";
const FEVER_DAYS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:fever|fevers|febrile|temperatures?)\\s+(?:for|of|over|lasting|x)\\s+(?:the\\s+(?:last|past)\\s+)?${N}\\s+days?\\b`,
    "i",
  ),
  new RegExp(`\\b${N}\\s+days?\\s+of\\s+(?:high\\s+|persistent\\s+)?(?:fever|fevers|temperatures?)\\b`, "i"),
  new RegExp(`\\bday\\s+${N}\\s+of\\s+(?:the\\s+)?(?:fever|illness)\\b`, "i"),
];

const FEATURES: readonly { name: string; re: RegExp }[] = [
  {
    name: "red eyes",
    // "Both eyes red" as well as "red eyes" (review 43, ehr-sweep-43 case 10).
    re: /\b(?:red eyes|bloodshot eyes|eyes (?:(?:are|were|look|looking) )?(?:red|bloodshot|injected)|(?:bilateral )?conjunctival (?:injection|redness)|(?:non-purulent )?conjunctivitis)\b/i,
  },
  {
    name: "lip or mouth changes",
    re: /\b(?:(?:red,? |dry,? )?(?:cracked|fissured|cracking) (?:red )?lips|red lips|strawberry tongue|red (?:mouth|tongue))\b/i,
  },
  { name: "a rash", re: /\b(?:rash|exanthem)\b/i },
  {
    name: "hand or foot changes",
    re: /\b(?:(?:swollen|red|puffy|oedematous|edematous)(?:,? (?:red|swollen|puffy))? (?:hands|feet|fingers|hands and feet|palms|soles)|peeling (?:of )?(?:the )?(?:skin of the )?(?:fingers|toes|fingertips|hands)|(?:periungual )?desquamation)\b/i,
  },
  {
    name: "a swollen neck gland",
    re: /\b(?:cervical lymphadenopathy|cervical (?:lymph )?nodes?|swollen (?:neck )?(?:gland|lymph node)s?(?: in the neck)?|neck (?:lump|swelling))\b/i,
  },
];

const CRP_MG_L = 30;
const ESR_MM_H = 40;
const ALBUMIN_G_DL = 3.0;
const PLATELETS = 450;
const WBC = 15;
const FEVER_FROM_DAYS = 5;

const high = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";

function feverDays(text: string): { days: number; quote: string } | undefined {
  for (const re of FEVER_DAYS) {
    const quote = statedMention(text, re);
    if (quote === undefined) continue;
    const raw = re.exec(quote)?.[1]?.toLowerCase();
    const days = raw === undefined ? undefined : (NUMBER_WORDS[raw] ?? Number(raw));
    if (days !== undefined && Number.isFinite(days)) return { days, quote };
  }
  return undefined;
}

/** The sources for the record's country: a UK child under 5 also reads NICE NG143. */
function kawasakiSources(ctx: RuleContext): string[] {
  const ukUnderFive = patientScope(ctx).country === "uk" && ctx.age !== undefined && ctx.age < 5;
  return ukUnderFive ? ["nice-ng143-fever-under-5s", "aha-2017-kawasaki"] : ["aha-2017-kawasaki"];
}

function kawasaki(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age >= 18) return undefined;
  const fever = feverDays(ctx.freeText);
  if (fever === undefined || fever.days < FEVER_FROM_DAYS) return undefined;
  const features = FEATURES.filter((f) => statedMention(ctx.freeText, f.re) !== undefined).map((f) => f.name);
  if (features.length < 2) return undefined;
  const crp = ctx.lab("crp");
  const esr = ctx.lab("esr");
  const inflamed = [crp, esr].filter((o): o is LabObservation => {
    const v = ctx.valueOf(o);
    return o !== undefined && v !== undefined && v >= (o === crp ? CRP_MG_L : ESR_MM_H);
  });
  const classic = features.length >= 4;
  if (!classic && inflamed.length === 0) return undefined;
  const albumin = ctx.lab("albumin");
  const platelets = ctx.lab("platelets");
  const wbc = ctx.lab("wbc");
  const alt = ctx.lab("alt");
  const supplementary = [
    (ctx.valueOf(albumin) ?? Infinity) <= ALBUMIN_G_DL ? albumin : undefined,
    high(alt) ? alt : undefined,
    fever.days >= 7 && (ctx.valueOf(platelets) ?? 0) >= PLATELETS ? platelets : undefined,
    (ctx.valueOf(wbc) ?? 0) >= WBC ? wbc : undefined,
  ].filter((o): o is LabObservation => o !== undefined);
  const show = (o: LabObservation) => `${o.name} ${ctx.show(o)}`;
  const criteria = classic
    ? `This meets the AHA 2017 clinical criteria for Kawasaki disease: fever for 5 days or more with at least 4 of the 5 principal features.`
    : `With 2 or 3 of the 5 principal features this is possible incomplete Kawasaki disease; AHA 2017 evaluates it when CRP is 3.0 mg/dL (30 mg/L) or more or ESR 40 mm/h or more, as here (${inflamed.map(show).join(", ")}).`;
  const labs =
    supplementary.length === 0
      ? ""
      : ` Supporting findings: ${supplementary.map(show).join(", ")}${classic ? "" : ` (${supplementary.length} of AHA 2017's supplementary laboratory criteria; 3 or more support treatment)`}.`;
  return {
    // A high platelet count belongs to the same inflammation, counted by AHA only after day 7.
    refs: ctx.refs(crp, esr, ...supplementary, high(platelets) ? platelets : undefined),
    evidence: kawasakiSources(ctx),
    evidenceReplacesRule: true,
    values: {
      fever: `"${fever.quote}"`,
      features:
        features.length === 1
          ? (features[0] ?? "")
          : `${features.slice(0, -1).join(", ")} and ${features[features.length - 1]}`,
      criteria,
      labs,
    },
  };
}

export const KAWASAKI_RULES: readonly Rule[] = [
  {
    id: "kawasaki-disease-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible Kawasaki disease",
    title: "Possible Kawasaki disease: same-day paediatric assessment",
    clinician:
      "Prolonged fever in a child ({fever} in the notes) with {features}. {criteria}{labs} Kawasaki disease can cause coronary artery aneurysms; treatment within 10 days of the fever starting lowers that risk.",
    patient:
      "A fever lasting this long, together with the other changes in the notes, can be a sign of Kawasaki disease, an illness that inflames blood vessels and can affect the arteries of the heart. It can be treated, and treatment works best when it is given early, so the child needs to be seen by a children's doctor in hospital today.",
    nextSteps: [
      "Same-day paediatric assessment for Kawasaki disease, with an echocardiogram",
      "If Kawasaki disease is diagnosed, intravenous immunoglobulin, ideally within 10 days of the fever starting, as the paediatric team decides",
    ],
    patientQuestions: ["Could this be Kawasaki disease, and does my child need a heart scan?"],
    evidence: ["aha-2017-kawasaki"],
    keywords: ["kawasaki disease", "prolonged fever", "coronary artery aneurysm", "children"],
    match: kawasaki,
  },
];
