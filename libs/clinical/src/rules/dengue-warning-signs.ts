import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Dengue with warning signs (review 21, travel-mens-health case 03: NS1 positive five days after
 * Thailand, platelets 112 -> 48, haematocrit 41 -> 47.5 %, abdominal pain and vomiting as the fever
 * settled; the engine read the haematocrit rise as dehydration, offered a FIB-4 score and said
 * nothing needed emergency care).
 *
 * WHO 2009 dengue classification (as quoted in the NHS ICD-10 classification browser, and in Thein
 * 2013, "thein-2013-dengue-warning-signs"): dengue with warning signs is abdominal pain or
 * tenderness, persistent vomiting, clinical fluid accumulation, mucosal bleeding, lethargy or
 * restlessness, liver enlargement, or a rise in haematocrit with a rapid fall in platelets; the
 * warning signs are WHO's criteria for hospital admission, and in Thein's adult cohort a haematocrit
 * rise with a rapid platelet fall was highly specific for severe disease.
 *
 * Engine choices: a rise is the latest haematocrit more than 5% above an earlier one (the trends'
 * "stable" band) within the last 10 days; a rapid fall is the latest platelet count at least a
 * quarter below an earlier one in that window.
 */

const DENGUE = /\bdengue\b/i;
const POSITIVE_TEXT = /\b(?:positive|detected|reactive)\b/i;
const NEGATED_TEXT = /\b(?:not|no|non)\b/i;
const WINDOW_MS = 10 * 86_400_000;
const HCT_RISE = 1.05;
const PLATELET_FALL = 0.75;

/** Warning signs a clinical note can state, as WHO 2009 lists them. */
const WARNING_SIGNS =
  /\b(?:abdominal (?:pain|tenderness)|tummy pain|persistent(?:ly)? vomit\w*|vomit\w*|bleeding gums|gum bleeding|nose ?bleeds?|epistaxis|mucosal bleed\w*|letharg\w*|restless\w*|ascites|pleural effusions?|hepatomegaly|enlarged liver)\b/i;

function isPositive(o: LabObservation): boolean {
  if (o.value.kind === "qualitative") return o.value.result === "positive";
  return POSITIVE_TEXT.test(o.rawValue) && !NEGATED_TEXT.test(o.rawValue);
}

/** A positive dengue test (NS1, IgM or PCR) or an active dengue diagnosis, as the record names it. */
export function dengueInfection(ctx: RuleContext): { refs: string[]; text: string } | undefined {
  const test = ctx.model.labs.find((o) => DENGUE.test(o.name) && isPositive(o));
  if (test !== undefined)
    return { refs: ctx.refs(test), text: `${test.name} positive (${test.date?.slice(0, 10) ?? "undated"})` };
  const condition = ctx.model.conditions.find((c) => isActiveCondition(c.status) && DENGUE.test(c.name));
  return condition === undefined ? undefined : { refs: ctx.refs(condition), text: condition.name };
}

/** The latest result and the earlier one it is compared with, within the window. */
function againstEarlier(
  ctx: RuleContext,
  id: string,
  pick: (latest: number, earlier: number) => boolean,
): { latest: LabObservation; earlier: LabObservation } | undefined {
  const [latest, ...rest] = ctx.labs(id).filter((o) => o.standard !== undefined && o.time !== undefined);
  const now = ctx.valueOf(latest);
  if (latest === undefined || now === undefined) return undefined;
  const earlier = rest.find((o) => {
    const v = ctx.valueOf(o);
    return v !== undefined && latest.time! - o.time! <= WINDOW_MS && latest.time! > o.time! && pick(now, v);
  });
  return earlier === undefined ? undefined : { latest, earlier };
}

/** A haematocrit rise with a rapid platelet fall, the laboratory warning sign. */
function leakPattern(ctx: RuleContext) {
  const hct = againstEarlier(ctx, "hematocrit", (now, before) => now > before * HCT_RISE);
  const plt = againstEarlier(ctx, "platelets", (now, before) => now <= before * PLATELET_FALL);
  return hct !== undefined && plt !== undefined ? { hct, plt } : undefined;
}

/** Dengue with warning signs, read from the record; exported so the dehydration reading of a raised haematocrit stands down. */
export function dengueWithWarningSigns(ctx: RuleContext): RuleMatch | undefined {
  const dengue = dengueInfection(ctx);
  if (dengue === undefined) return undefined;
  const leak = leakPattern(ctx);
  const stated = statedMention(ctx.freeText, WARNING_SIGNS);
  if (leak === undefined && stated === undefined) return undefined;
  const signs = [
    leak
      ? `haematocrit ${ctx.show(leak.hct.earlier)} -> ${ctx.show(leak.hct.latest)} with platelets ${ctx.show(leak.plt.earlier)} -> ${ctx.show(leak.plt.latest)}`
      : "",
    stated ? `"${stated}" in the notes` : "",
  ].filter(Boolean);
  return {
    refs: [
      ...dengue.refs,
      ...(leak ? ctx.refs(leak.hct.earlier, leak.hct.latest, leak.plt.earlier, leak.plt.latest) : []),
    ],
    values: { dengue: dengue.text, signs: signs.join(" and ") },
    ...(leak !== undefined && {
      clinicianExtra:
        "With a falling platelet count, the rising haematocrit reads as plasma leakage, not simple dehydration.",
    }),
  };
}

export const DENGUE_RULES: readonly Rule[] = [
  {
    id: "dengue-warning-signs",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Fever after travel",
    title: "Dengue with warning signs: same-day hospital assessment",
    clinician:
      "{dengue} with warning signs: {signs}. In the WHO 2009 classification a haematocrit rise with a rapid platelet fall, abdominal pain, persistent vomiting, mucosal bleeding, fluid accumulation, lethargy or liver enlargement mark dengue with warning signs, WHO's criteria for admission; in an adult cohort they came a median of two days before severe dengue (severe plasma leakage with shock, severe bleeding or organ involvement).",
    patient:
      "Your blood tests show dengue, and some signs suggest it may be getting more serious. You need to be seen in hospital today. Go to the emergency department straight away if you feel faint or very drowsy, or have bleeding or bad {tummy} pain.",
    nextSteps: [
      "Same-day hospital assessment of vital signs and fluid status, with repeat haematocrit and platelets",
      "Seek infectious diseases advice",
    ],
    patientQuestions: ["Where should I go to be seen today?"],
    evidence: ["thein-2013-dengue-warning-signs"],
    keywords: ["dengue", "warning signs", "haematocrit", "platelets", "plasma leakage", "returning traveller"],
    match: dengueWithWarningSigns,
  },
  {
    // Without warning signs the positive test alone read as a bare lab line, with no word on what
    // to watch for (review 21, leftovers-21c case 01). The same WHO 2009 signs are the safety net.
    id: "dengue-safety-net",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Fever after travel",
    title: "Dengue without warning signs in the record: safety-net advice",
    clinician:
      "{dengue}, with no warning sign in the record. Most dengue settles without severe disease, but a small proportion progress to severe plasma leakage, bleeding or organ involvement; the WHO 2009 warning signs (abdominal pain or tenderness, persistent vomiting, mucosal bleeding, lethargy or restlessness, fluid accumulation, liver enlargement, a haematocrit rise with a rapid platelet fall) are WHO's criteria for admission and in an adult cohort came a median of two days before severe dengue.",
    patient:
      "Your test shows dengue. Most people recover without serious illness, but a few become more unwell. Get medical help the same day if you have bad {tummy} pain, keep vomiting, bleed from your gums or nose, or feel very drowsy or restless.",
    nextSteps: ["Explain the dengue warning signs and to seek same-day care if any appear"],
    patientQuestions: ["Which warning signs of dengue should make me seek help?"],
    evidence: ["thein-2013-dengue-warning-signs"],
    keywords: ["dengue", "warning signs", "safety netting", "returning traveller"],
    match: (ctx) => {
      const dengue = dengueInfection(ctx);
      if (dengue === undefined || dengueWithWarningSigns(ctx) !== undefined) return undefined;
      return { refs: dengue.refs, values: { dengue: dengue.text } };
    },
  },
];
