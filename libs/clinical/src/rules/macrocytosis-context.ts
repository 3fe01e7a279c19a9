import { medNames, type RuleContext } from "./context.ts";
import { methotrexateLowCounts } from "./drug-blood.ts";
import { isLow } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * Macrocytosis read against the record (review 11, rheumatology case 01: MCV 101 fL on weekly
 * methotrexate, "B12/folate normal June 2026" in the notes). Methotrexate, a folate antagonist,
 * commonly raises the MCV: in Baek et al. (J Rheum Dis 2025) about one in five people starting it
 * for RA developed an MCV above 100 fL, mostly without anaemia. So the drug is named as the likely
 * cause, and B12 and folate results the notes already call normal are not asked for again.
 * Thiopurines likewise raise the MCV (Decaux et al. 2000): named when the other counts are steady.
 * Hydroxycarbamide raises the MCV steadily from the start of treatment, with B12 and folate normal
 * (review 23, haem-23 case 04: polycythaemia vera on hydroxycarbamide was asked for B12, folate,
 * liver tests and TSH), so it is named too.
 */

/** Hydroxycarbamide (hydroxyurea), taken long term to lower blood counts. */
const HYDROXYCARBAMIDE = /\b(?:hydroxycarbamide|hydroxyurea)\b/i;

/** B12 and/or folate stated normal in the notes ("B12/folate normal June 2026", "folate and B12 were normal"). */
const B12_FOLATE_NORMAL =
  /\b(?:vitamin\s+)?(?:b12|folate)(?:\s*(?:\/|,|and|&)\s*(?:vitamin\s+)?(?:b12|folate))?\s+(?:(?:were|was|are|is|levels?|both)\s+)*(?:normal|within (?:the )?(?:normal|reference) range)\b/i;

/** What the macrocytosis finding adds for methotrexate and for B12/folate already stated normal. */
export function macrocytosisContext(ctx: RuleContext): Pick<
  RuleMatch,
  "clinicianExtra" | "patientExtra" | "nextSteps" | "evidence"
> & {
  refs: string[];
} {
  const mtx = ctx.meds("methotrexate");
  const thiopurine = thiopurineWithSteadyCounts(ctx);
  const hydroxycarbamide = ctx.model.medications.filter((m) => m.active && HYDROXYCARBAMIDE.test(m.name));
  const normal = statedMention(ctx.freeText, B12_FOLATE_NORMAL, true);
  if (mtx.length === 0 && thiopurine.length === 0 && hydroxycarbamide.length === 0 && normal === undefined)
    return { refs: [] };
  // With methotrexate toxicity in the record the "mild stable drug effect, keep monitoring" reading does
  // not hold: the toxicity finding leads (review 12 coherence review, haematology 13).
  const toxic = mtx.length > 0 && methotrexateLowCounts(ctx) !== undefined;
  // Review 29 (rheum-29 case 03, low counts and no folic acid): the drug may itself explain the MCV, and
  // B12 and folate are still checked, as folate depletion with a raised MCV has preceded its blood toxicity.
  const noFolic = !ctx.model.medications.some((m) => m.active && /\bfol(?:ic|inic)\b|\bfolate\b/i.test(m.name));
  // Review 42 (primary-care-42 case 10: MCV 104 on methotrexate, folate low, no folic acid): a low folate in
  // the record is not read as "most likely a drug effect"; folate depletion with a raised MCV has come
  // before methotrexate blood toxicity, so the folate is named and the drug-effect reading withheld.
  const folate = ctx.lab("folate");
  const lowFolate = mtx.length > 0 && !toxic && isLow(folate) ? folate : undefined;
  // Review 43 (wording-43 case 09: B12 and folate both in the record beside low counts on methotrexate):
  // they are not asked for again, only read.
  const inRecord = folate !== undefined && ctx.lab("vitamin-b12") !== undefined;
  const texts = [
    ...(mtx.length === 0
      ? []
      : toxic
        ? [
            `On ${medNames(mtx)} with low blood counts: methotrexate, a folate antagonist, may itself explain the large red cells${noFolic ? ", more so with no folic acid listed" : ""}, and they are read with the possible methotrexate toxicity finding, not as a stable drug effect. ${inRecord ? "B12 and folate in the record still matter" : "B12 and folate are still checked"}: folate depletion with a raised MCV has come before methotrexate blood toxicity.`,
          ]
        : lowFolate !== undefined
          ? [
              `On ${medNames(mtx)}${/methotrexate/i.test(medNames(mtx)) ? "" : " (methotrexate)"}, a folate antagonist, with folate ${ctx.show(lowFolate)} low${noFolic ? " and no folic acid listed" : ""}: the large red cells are not read as a stable drug effect, as folate depletion with a raised MCV has come before methotrexate blood toxicity; replace folate and follow the MCV and blood counts.`,
            ]
          : [
              // A brand ("Metoject") is followed by the drug's name; "Methotrexate: methotrexate, …" named it twice
              // (review 23, coherence-23 case 04).
              `On ${medNames(mtx)}${/methotrexate/i.test(medNames(mtx)) ? "" : " (methotrexate)"}, a folate antagonist that commonly raises the MCV, often without anaemia: a mild stable macrocytosis is most likely a drug effect; a rising MCV or falling blood counts need review.`,
            ]),
    ...(thiopurine.length === 0
      ? []
      : [
          `On ${medNames(thiopurine)}: thiopurines raise the MCV, which climbs over the first months of treatment and then levels off, so with normal white cells and platelets a mild macrocytosis is most likely a drug effect; a rising MCV with falling counts needs review.`,
        ]),
    ...(hydroxycarbamide.length === 0
      ? []
      : [
          `On ${medNames(hydroxycarbamide)}: hydroxycarbamide raises the MCV steadily from the start of treatment, with B12 and folate normal, so the large red cells are the expected drug effect and need no work-up of their own.`,
        ]),
    ...(normal === undefined ? [] : [`The notes record "${normal}", so these are not repeated now.`]),
  ];
  const steps = [
    ...(hydroxycarbamide.length > 0
      ? [
          "No macrocytosis work-up needed for the drug effect; the haematology team monitoring the hydroxycarbamide follows the counts",
        ]
      : normal === undefined
        ? ["Check B12, folate, liver tests and TSH"]
        : ["Check liver tests and TSH if not recently done"]),
    ...(mtx.length > 0 && !toxic
      ? ["Continue routine methotrexate blood monitoring; review if the MCV keeps rising or blood counts fall"]
      : []),
  ];
  const evidence = [
    ...(mtx.length > 0 ? ["baek-2025-methotrexate-macrocytosis"] : []),
    ...(toxic || lowFolate !== undefined ? ["arthritis-rheum-1989-mcv-methotrexate"] : []),
    ...(thiopurine.length > 0 ? ["decaux-2000-azathioprine-mcv"] : []),
    ...(hydroxycarbamide.length > 0 ? ["hydroxyurea-1987-macrocytosis"] : []),
  ];
  return {
    refs: [...mtx, ...thiopurine, ...hydroxycarbamide].map((m) => m.ref),
    clinicianExtra: texts.join(" "),
    ...(hydroxycarbamide.length > 0 && {
      patientExtra:
        "Your hydroxycarbamide is the likely reason: it makes red blood cells larger, which is expected and not a problem in itself.",
    }),
    nextSteps: steps,
    ...(evidence.length > 0 ? { evidence } : {}),
  };
}

/**
 * Thiopurines (azathioprine, mercaptopurine) with white cells, neutrophils and platelets not low: the
 * MCV rises on them as their active metabolites build up (Decaux et al. 2000). With low counts the
 * marrow, not this effect, is the question (thiopurine-safety.ts), so nothing is said here.
 */
function thiopurineWithSteadyCounts(ctx: RuleContext) {
  const meds = ctx.meds("thiopurine");
  if (meds.length === 0) return [];
  const low = ["wbc", "neutrophils", "platelets"].some((id) => {
    const s = ctx.lab(id)?.status;
    return s === "low" || s === "critical-low";
  });
  return low ? [] : meds;
}
