import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A child's raised lymphocyte count with a whooping cough (review 20, children 6-18 case 05: an
 * 8-year-old with three weeks of cough, a whoop and vomiting after coughing was told the count
 * "often follows a viral infection"). Medscape's pertussis work-up (medscape-pertussis-wbc) and
 * Lagergren's 1963 series recorded with it: a raised white cell count with an absolute lymphocytosis
 * comes in the late catarrhal and paroxysmal phases, in most children over 6 months in the first
 * weeks of the cough; it is not specific, and it is rare in vaccinated adults, so the rule is for
 * under-18s only and asks that whooping cough be considered, not that it be diagnosed.
 */

const CHILD_BELOW = 18;
const WHOOPING =
  /\b(?:whoop(?:ing)?|pertussis|paroxysm(?:s|al)?\s+(?:of\s+)?cough\w*|cough(?:ing)?\s+(?:fits|paroxysms|bouts)|(?:vomit\w*|sick)\s+after\s+cough\w*|post-?tussive\s+vomit\w*)\b/i;

function coughText(ctx: RuleContext): string | undefined {
  const fromConditions = ctx.model.conditions.find((c) => WHOOPING.test(c.name));
  if (fromConditions !== undefined) return `"${fromConditions.name}" in the record`;
  const m = WHOOPING.exec(ctx.freeText);
  return m === null ? undefined : `"${m[0]}" in the notes`;
}

function pertussisLymphocytosis(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age >= CHILD_BELOW) return undefined;
  const lymphs = ctx.lab("alc");
  if (lymphs?.status !== "high") return undefined;
  const cough = coughText(ctx);
  if (cough === undefined) return undefined;
  // A positive PCR or culture is already the diagnosis: "consider testing" would contradict it.
  if (positivePertussis(ctx) !== undefined) return undefined;
  const wbc = ctx.lab("wbc");
  return {
    refs: ctx.refs(lymphs, wbc?.status === "high" ? wbc : undefined),
    values: { lymphs: ctx.show(lymphs), cough },
  };
}

/*
 * A positive Bordetella pertussis PCR (NAAT) or culture (review 23, gi-resp-23 cases 04-05: a
 * detected PCR in a man living with a partner 30 weeks pregnant, and in a woman 33 weeks pregnant,
 * each read only as "Your test ... was positive", with no source and no advice). A positive PCR in a
 * respiratory sample confirms the case (UKHSA). Whooping cough is notifiable in England. UKHSA's
 * guidance as reviewed by Public Health Scotland: antibiotics can be considered within 14 days of
 * cough onset, and are recommended up to 21 days when a close contact is in priority group 1; the
 * health protection team decides on contacts. The vaccine is offered in every pregnancy from 16
 * weeks. Serology (anti-pertussis toxin IgG) is left out: its reading depends on recent vaccination.
 */
const PERTUSSIS_TEST = /\b(?:bordetella|b\.?\s*pertussis|pertussis)\b/i;
const SEROLOGY = /\b(?:igg|iga|igm|antibod\w*|toxin|serolog\w*|oral fluid)\b/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "cough for 12 days", "paroxysmal cough for 3 weeks". */
const COUGH_FOR = /\bcough\w*[^.;]{0,40}?\bfor\s+(\d{1,2}|one|two|three|four|five|six)\s+(days?|weeks?)\b/i;
/** A pregnant or newborn household or close contact in the notes. */
const VULNERABLE_CONTACT =
  /\b(?:(?:partner|wife|girlfriend|household|lives with|living with|sister|mother)\b[^.;]{0,60}?\bpregnant|(?:newborn|new-born|baby|infant)\b[^.;]{0,40}?\b(?:at home|in the house|household|lives with)|(?:lives with|living with|household)\b[^.;]{0,60}?\b(?:newborn|new-born|baby|infant))\b/i;
const DAY_MS = 86_400_000;

/** A B. pertussis PCR or culture by its laboratory name (it has no catalogue entry). */
export function isPertussisTestName(name: string): boolean {
  return PERTUSSIS_TEST.test(name) && !SEROLOGY.test(name);
}

function positivePertussis(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs
    .filter((o) => isPertussisTestName(o.name) && o.value.kind === "qualitative" && o.value.result === "positive")
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** Days of cough by today, from "cough for N days/weeks" in the notes; undefined when not stated. */
function coughDays(ctx: RuleContext): number | undefined {
  const quote = statedMention(ctx.freeText, COUGH_FOR);
  const m = quote === undefined ? null : COUGH_FOR.exec(quote);
  if (m === null) return undefined;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return /^week/i.test(m[2]!) ? n * 7 : n;
}

function pertussisConfirmed(ctx: RuleContext): RuleMatch | undefined {
  const obs = positivePertussis(ctx);
  if (obs === undefined) return undefined;
  // A result from months ago is a past illness, not one to act on now.
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (obs.time !== undefined && !Number.isNaN(now) && now - obs.time > 42 * DAY_MS) return undefined;
  const days = coughDays(ctx);
  const timing =
    days === undefined
      ? "The date the cough began is not in the record; it decides whether antibiotics help."
      : days <= 14
        ? `The cough began about ${days} days ago, within the 14 days in which antibiotics can be considered.`
        : days <= 21
          ? `The cough began about ${days} days ago: past 14 days, antibiotics are still recommended up to 21 days when a close contact is in a priority group.`
          : `The cough began about ${days} days ago, beyond the 21 days in which antibiotics are given to stop spread.`;
  const pregnant = pregnancy(ctx);
  const contact = statedMention(ctx.freeText, VULNERABLE_CONTACT);
  const extras = [
    pregnant === undefined
      ? undefined
      : `Pregnant${pregnant.weeks === undefined ? "" : ` (${pregnant.weeks} weeks)`}: babies under 3 months have the highest rates of severe whooping cough, so involve the maternity team and the health protection team; antibiotic choice in pregnancy follows local guidance.`,
    contact === undefined
      ? undefined
      : `A vulnerable close contact is recorded ("${contact}"): the health protection team advises on antibiotics for contacts, and a pregnant contact should be offered the pertussis vaccine (offered in every pregnancy from 16 weeks) if not already given in this pregnancy.`,
  ].filter((x): x is string => x !== undefined);
  return {
    refs: ctx.refs(obs),
    values: {
      test: `${obs.name} ${obs.rawValue}${obs.date === undefined ? "" : ` (${obs.date})`}`,
      timing,
    },
    clinicianExtra: extras.length > 0 ? extras.join(" ") : undefined,
    patientExtra:
      [
        pregnant === undefined
          ? undefined
          : "Because you are pregnant, your doctor will involve your maternity team, as young babies are most at risk from whooping cough.",
        contact === undefined
          ? undefined
          : "Tell your doctor about the pregnant woman or baby you live with: they may be offered antibiotics, and a pregnant woman is offered the whooping cough vaccine in every pregnancy from 16 weeks.",
      ]
        .filter((x): x is string => x !== undefined)
        .join(" ") || undefined,
    ...(extras.length > 0 && {
      evidence: [
        "ukhsa-pertussis-management",
        "uk-notification-regulations-2010",
        "ukhsa-pertussis-vaccination-pregnancy",
      ],
    }),
  };
}

export const PERTUSSIS_RULES: readonly Rule[] = [
  {
    id: "pertussis-confirmed",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Infection",
    title: "Whooping cough (pertussis) confirmed: notify, treat within the window and protect contacts",
    clinician:
      "{test}: a positive B. pertussis PCR or culture from a respiratory sample confirms whooping cough (UKHSA case definition). Whooping cough is a notifiable disease in England: notify the local health protection team. UKHSA guidance: antibiotics (a macrolide) can be considered within 14 days of cough onset, and up to 21 days when a household or other close contact is in a priority group; they cut the spread, and people are not infectious 48 hours after starting them. {timing}",
    patient:
      "Your swab test found whooping cough (pertussis). It spreads easily by coughing, and is most dangerous for young babies. Your doctor will report it to the local health protection team, as the law requires, and may give you antibiotics, which stop you passing it on after 2 days of treatment. Until then, keep away from babies and pregnant women if you can. The cough itself can last for weeks.",
    nextSteps: [
      "Notify the local health protection team (whooping cough is notifiable)",
      "Antibiotic (a macrolide, by local guidance) if the cough began within 14 days, or within 21 days when a close contact is in a priority group",
      "Ask about household and close contacts, especially babies and pregnant women; the health protection team advises on antibiotics and vaccination for them",
    ],
    patientQuestions: ["Do I need antibiotics, and does anyone I live with need treatment or a vaccine?"],
    evidence: ["ukhsa-pertussis-management", "uk-notification-regulations-2010"],
    keywords: ["pertussis", "whooping cough", "notifiable disease", "pcr", "vaccination in pregnancy"],
    match: pertussisConfirmed,
  },
  {
    id: "pertussis-lymphocytosis",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Infection",
    title: "Raised lymphocytes with a whooping cough: consider pertussis",
    clinician:
      "Lymphocytes {lymphs} with {cough}. A raised white cell count with an absolute lymphocytosis is a recognised feature of pertussis in children, in the late catarrhal and paroxysmal phases; it is not specific, but with this cough it supports considering whooping cough rather than reading the count as a passing viral reaction.",
    patient:
      "Your lymphocyte count (a type of white cell) is raised. Together with a cough that whoops or brings on vomiting, this can be a sign of whooping cough (pertussis). Ask your doctor whether it should be tested for.",
    nextSteps: ["Consider pertussis (whooping cough) and whether to test for it"],
    patientQuestions: ["Could this be whooping cough, and should it be tested for?"],
    evidence: ["medscape-pertussis-wbc"],
    keywords: ["pertussis", "whooping cough", "lymphocytosis", "children"],
    match: pertussisLymphocytosis,
  },
];
