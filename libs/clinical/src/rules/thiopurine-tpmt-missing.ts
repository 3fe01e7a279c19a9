import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { drugWords } from "../vocab/brands.ts";
import { joinList } from "../text.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A thiopurine started recently with no TPMT result anywhere in the record (review 29, rheum-29
 * case 11: azathioprine 100 mg started 2 weeks earlier by the hospital, "No TPMT result on file";
 * the report spoke only of the allopurinol interaction). TPMT is checked before azathioprine is
 * prescribed, and blood counts and liver tests are taken every 2 weeks until the dose has been
 * stable for 6 weeks, then monthly for 3 months, then every 3 months ("nhsdg-azathioprine-monitoring").
 * The genetics rule (genetics.ts, tpmt-nudt15-thiopurine) reads a TPMT result once there is one.
 *
 * Only the first 12 weeks after the start are read (an engine choice: the fortnightly phase and its
 * 6 stable weeks), from the medicine's start date or the notes' "started N weeks ago". A TPMT result
 * in the labs or genetics, or any TPMT mention in the notes that is not a denial ("TPMT normal"),
 * keeps the rule silent: the result was seen, only not sent.
 */

const DAY_MS = 86_400_000;
const EARLY_DAYS = 84;
const TPMT = /\btpmt\b|thiopurine (?:s-)?methyl ?transferase/i;
const STARTED_AGO =
  /\b(?:azathioprine|mercaptopurine|thiopurine)\b[^.]{0,60}?\bstarted\s+(\d+)\s+(day|week|month)s?\s+ago\b/i;

/** Days since the thiopurine was started: its start date, else the notes' "started N weeks ago". */
function daysSinceStart(ctx: RuleContext, meds: readonly MedicationItem[]): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  for (const m of meds) {
    const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
    if (!Number.isNaN(start) && !Number.isNaN(now) && start <= now) return Math.floor((now - start) / DAY_MS);
  }
  const hit = STARTED_AGO.exec(ctx.freeText);
  if (hit === null) return undefined;
  const n = Number(hit[1]);
  return hit[2]?.toLowerCase() === "day" ? n : hit[2]?.toLowerCase() === "week" ? n * 7 : n * 30;
}

const UK_ADVICE =
  "TPMT is checked before a thiopurine is prescribed: absent activity rules it out and reduced activity calls for a lower dose. In the first months, blood counts and liver tests are taken every 2 weeks until the dose has been stable for 6 weeks, then monthly for 3 months, then every 3 months.";
/*
 * A US record is not given a Scottish health board's protocol (review 29b, country-29b). CPIC
 * ("cpic-tpmt-nudt15-2018", seen) sets the starting dose by TPMT and NUDT15 status: 30–80% of the
 * usual dose in intermediate metabolisers, an alternative to the thiopurine for non-malignant
 * disease in poor ones. No US monitoring schedule was seen (the FDA label's text was not reached),
 * so the blood tests are named without one.
 */
const US_ADVICE =
  "CPIC doses thiopurines by TPMT (and NUDT15) status: intermediate metabolisers start at a reduced dose (30–80% of the usual one), and poor metabolisers with a non-malignant condition take an alternative to the thiopurine. Blood counts and liver tests are checked often in the first months.";

export const THIOPURINE_TPMT_MISSING_RULES: readonly Rule[] = [
  {
    id: "thiopurine-tpmt-not-recorded",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Medicine monitoring",
    title: "Thiopurine started recently with no TPMT result in the record",
    clinician: "{drugs} started about {weeks} ago, and the record holds no TPMT result. {advice}",
    patient:
      "You started {drugWords} recently, and your record does not show the TPMT blood test, which checks how well your body breaks it down. Ask your doctor whether it was done. Regular blood tests are needed in the first months.",
    nextSteps: [
      "Confirm with the prescribing team that TPMT was checked before the start, and obtain the result; if it was not, check it now",
      "Full blood count and liver tests every 2 weeks until the dose has been stable for 6 weeks, then monthly for 3 months, then every 3 months",
    ],
    patientQuestions: ["Was my TPMT test done before I started, and what did it show?"],
    evidence: ["nhsdg-azathioprine-monitoring"],
    keywords: ["azathioprine", "mercaptopurine", "tpmt", "thiopurine monitoring"],
    match: (ctx) => {
      const meds = ctx.meds("thiopurine");
      if (meds.length === 0) return undefined;
      if (ctx.model.labs.some((o) => TPMT.test(o.name)) || ctx.genes("TPMT").length > 0) return undefined;
      // A TPMT mention that is not a denial ("TPMT normal 2025") means it was done.
      if (statedMention(ctx.freeText, TPMT) !== undefined) return undefined;
      const days = daysSinceStart(ctx, meds);
      if (days === undefined || days > EARLY_DAYS) return undefined;
      const weeks = Math.max(1, Math.round(days / 7));
      const us = readsAsUsUnits(ctx);
      return {
        refs: ctx.refs(...meds),
        values: {
          drugs: medNames(meds),
          weeks: weeks === 1 ? "1 week" : `${weeks} weeks`,
          drugWords: joinList(drugWords(meds)),
          advice: us ? US_ADVICE : UK_ADVICE,
        },
        ...(us && {
          nextSteps: [
            "Confirm with the prescribing team that TPMT was checked before the start, and obtain the result; if it was not, check it now (with NUDT15 where available)",
            "Check blood counts and liver tests often in the first months, on the prescribing team's schedule",
          ],
          evidence: ["cpic-tpmt-nudt15-2018"],
          evidenceReplacesRule: true as const,
        }),
      };
    },
  },
];
