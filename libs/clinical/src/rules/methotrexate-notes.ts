/**
 * Methotrexate safety points that sit in the notes and the medication list rather than in the
 * results (review 12, deep case 04: methotrexate with "no folic acid listed", "mouth ulcers this
 * week" and "about 20 units of alcohol a week", beside a raised ALT and a low white count).
 *
 * - Folic acid: the 3E recommendations strongly advise at least 5 mg folic acid a week with
 *   methotrexate (recommendation 3, level 1a).
 * - Alcohol: intake is among the risk factors for methotrexate toxicity assessed at work-up and at
 *   each visit (recommendations 1 and 4).
 * - Mouth ulcers (stomatitis, mucositis): a known methotrexate side effect that folic acid lessens,
 *   and with low counts an early sign of toxicity.
 */
import { FindingFamily, Severity } from "../model.ts";
import { capitalise } from "../text.ts";
import { medNames } from "./context.ts";
import { methotrexateLowCounts, statedSymptoms } from "./drug-blood.ts";
import { knownActiveCancer } from "./haematology-context.ts";
import { statedMention } from "./notes.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { Rule } from "./types.ts";

const FOLATE = /\b(?:folic|folinic|folate|leucovorin|calcium folinate)\b/i;
const MOUTH_ULCERS =
  /\bmouth (?:ulcers?|sores?)\b|\bulcers? in (?:the|her|his|their) mouth\b|\bstomatitis\b|\bmucositis\b/;
/** "20 units of alcohol a week", "drinks 20 units per week". */
const ALCOHOL_UNITS = /\b(\d+(?:\.\d+)?)\s*units?(?:\s+of\s+alcohol)?\s*(?:a|per|\/|each|every)\s*w(?:ee)?k\b/;
/**
 * In rheumatoid arthritis, drinking up to 14 units a week was not seen to raise the rate of
 * methotrexate transaminitis, and more than that was (humphreys-2017-methotrexate-alcohol): a low
 * intake there is not a safety point. The study was of rheumatoid arthritis only, so for other
 * conditions (psoriasis among them) any stated intake is still raised.
 */
const RA_LOW_RISK_UNITS = 14;
const RHEUMATOID = /\brheumatoid\b/i;

export const METHOTREXATE_NOTES_RULES: readonly Rule[] = [
  {
    id: "methotrexate-safety-notes",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Blood counts and medicines",
    title: "Methotrexate: {titleItems}",
    clinician: "{methotrexate}: {items}",
    patient: "You take methotrexate. {patientItems} {closing}",
    nextSteps: ["Review methotrexate safety with the prescriber or rheumatology team"],
    evidence: ["visser-2009-methotrexate-3e"],
    keywords: ["methotrexate", "folic acid", "mouth ulcers", "alcohol", "methotrexate toxicity"],
    match: (ctx) => {
      const mtx = ctx.meds("methotrexate");
      if (mtx.length === 0) return undefined;
      const text = ctx.freeText;
      // Routine folic acid is rheumatology advice: in cancer protocols (childhood ALL maintenance)
      // methotrexate is given without it, as folate can blunt its effect on the cancer (review 13,
      // pharmacogenomics 04).
      const noFolate =
        knownActiveCancer(ctx).length === 0 && !ctx.model.medications.some((m) => m.active && FOLATE.test(m.name));
      // The marrow-toxicity finding already names mouth ulcers among the stated symptoms and withholds
      // methotrexate, so they are said once, there (drug-monitoring review 14, case 14).
      const toxicityCarriesUlcers =
        methotrexateLowCounts(ctx) !== undefined && /ulcer|stomatitis|mucositis/.test(statedSymptoms(ctx) ?? "");
      const ulcers = toxicityCarriesUlcers ? undefined : statedMention(text, MOUTH_ULCERS);
      const units = ALCOHOL_UNITS.exec(text);
      const ra = ctx.model.conditions.some((c) => isActiveCondition(c.status) && RHEUMATOID.test(c.name));
      const alcohol = units !== null && Number(units[1]) > (ra ? RA_LOW_RISK_UNITS : 0) ? units[1] : undefined;
      if (!noFolate && ulcers === undefined && alcohol === undefined) return undefined;
      const counts = ["wbc", "neutrophils", "platelets"].some((id) => {
        const s = ctx.lab(id)?.status;
        return s === "low" || s === "critical-low";
      });
      const items = [
        noFolate
          ? "no folic acid in the medication list; at least 5 mg of folic acid a week is strongly recommended with methotrexate to reduce its side effects"
          : "",
        ulcers
          ? `"${ulcers}" in the notes: mouth ulcers are a methotrexate side effect${counts ? " and, with the low blood count, a possible sign of toxicity" : ""}`
          : "",
        alcohol
          ? `alcohol about ${alcohol} units a week: alcohol is a risk factor for methotrexate liver toxicity${ra ? " (in rheumatoid arthritis, above 14 units a week)" : ""}${ctx.lab("alt")?.status === "high" ? " and adds to the raised ALT" : ""}`
          : "",
      ].filter(Boolean);
      const titleItems = [
        noFolate ? "no folic acid" : "",
        ulcers ? "mouth ulcers" : "",
        alcohol ? "alcohol" : "",
      ].filter(Boolean);
      const steps = [
        ...(noFolate ? ["Prescribe folic acid (at least 5 mg a week, not on the methotrexate day)"] : []),
        ...(ulcers ? ["Examine the mouth and check a full blood count; hold methotrexate if counts are low"] : []),
        ...(alcohol ? ["Advise cutting down alcohol while on methotrexate and recheck liver tests"] : []),
      ];
      return {
        refs: ctx.refs(...mtx),
        severity: ulcers && counts ? Severity.high : Severity.moderate,
        values: {
          methotrexate: medNames(mtx),
          items: `${capitalise(items.join("; "))}.`,
          titleItems:
            titleItems.length > 1
              ? `${titleItems.slice(0, -1).join(", ")} and ${titleItems.at(-1)}`
              : titleItems.join(""),
          patientItems: [
            noFolate ? "Folic acid is usually taken with it to lower side effects, and none is listed for you." : "",
            ulcers ? "Mouth ulcers can be a side effect of methotrexate." : "",
            alcohol ? "Alcohol adds to the strain methotrexate can put on the liver." : "",
          ]
            .filter(Boolean)
            .join(" "),
          // With the toxicity finding telling the patient to stop methotrexate today, "soon" and
          // "do not change it" would contradict it (review 12 coherence review, haematology 13).
          closing:
            methotrexateLowCounts(ctx) === undefined
              ? "Please talk to your doctor about this soon; do not change your methotrexate on your own."
              : "Tell your team about this when you contact them today about your blood count.",
        },
        nextSteps: steps,
        ...(ra && alcohol ? { evidence: ["humphreys-2017-methotrexate-alcohol"] } : {}),
      };
    },
  },
];
