import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { kidneyFallingFast } from "./allopurinol-kidney-change.ts";
import { liverImpairment } from "./colchicine-interactions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { allopurinolStartedHigh } from "./allopurinol-started-high.ts";
import { timesPerDay } from "./older-adults.ts";
import type { Rule } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * Three well-known, high-harm gout medicine problems the engine missed (review 11, rheumatology
 * case 15): each needs only the medication list, so they fire without any laboratory result.
 *
 * - A xanthine oxidase inhibitor (febuxostat, allopurinol) with azathioprine or mercaptopurine:
 *   xanthine oxidase inactivates mercaptopurine, so blocking it raises thiopurine levels and causes
 *   marrow suppression. Medsafe 2018 ("medsafe-2018-febuxostat-thiopurine"): febuxostat is not
 *   recommended with them; if unavoidable, cut the thiopurine dose and monitor closely. The FDA
 *   case series seen with it says the thiopurine dose is reduced when allopurinol is combined.
 * - Colchicine with a macrolide that inhibits CYP3A4 and P-glycoprotein (clarithromycin,
 *   erythromycin): Hung et al. 2005 ("hung-2005-colchicine-clarithromycin") found fatal colchicine
 *   toxicity with concomitant use, baseline renal impairment raising the risk of death about
 *   nine-fold, and advise against co-prescribing. eGFR below 60 or a low count makes it high.
 * - Febuxostat with established cardiovascular disease: the US label's boxed warning
 *   ("fda-febuxostat-cv-death-label") reports more cardiovascular deaths than with allopurinol.
 * - Colchicine at the full prophylaxis dose (1 mg a day) with eGFR below 50 (review 20, deep-sweep
 *   case 01: 500 micrograms twice daily at eGFR 36 with atorvastatin passed silently). The UK SmPC
 *   ("colchicine-500mcg-smpc-uk") cuts the dose or lengthens the interval at a clearance of 10–50
 *   mL/min; a statin adds a reported risk of myopathy, though kidney impairment and dose weigh more.
 * - Allopurinol above 100 mg with eGFR below 30 (review 12, deep-reports case 01): ACR 2020
 *   ("acr-2020-gout") starts at 100 mg/day or less, lower in CKD, and titrates to the urate target
 *   rather than capping the dose by kidney function, so the finding asks for a review of how the
 *   dose was reached, not for a fixed renal reduction.
 */

const F = FindingFamily.drugLab;
/** eGFR (mL/min/1.73 m²) below which kidney function counts as impaired (CKD stage 3 and worse). */
const EGFR_IMPAIRED = 60;

/** eGFR below which allopurinol dosing is reviewed (CKD stage 4 and worse). */
const EGFR_SEVERE = 30;
/** ACR 2020: allopurinol starts at 100 mg/day or less. */
const ALLOPURINOL_START_MG = 100;

/** Clearance (here eGFR) below which the SmPC reduces the colchicine dose or lengthens the interval. */
const EGFR_COLCHICINE_REDUCE = 50;
/** The full flare-prophylaxis dose in mg a day (500 micrograms twice daily). */
const COLCHICINE_FULL_MG = 1;

/** A colchicine entry's total daily dose in mg, from one strength in mg or micrograms and a fixed frequency. */
function colchicineDailyMg(m: { name: string; dosage?: string; frequency?: string }): number | undefined {
  const text = `${m.name} ${m.dosage ?? ""}`;
  const hits = [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*(mg|micrograms?|mcg|µg)\b/gi)].map((h) =>
    /^mg$/i.test(h[2] ?? "") ? Number(h[1]) : Number(h[1]) / 1000,
  );
  if (new Set(hits).size !== 1) return undefined;
  const times = timesPerDay(m.frequency ?? "") ?? timesPerDay(text);
  return times === undefined ? undefined : (hits[0] ?? 0) * times;
}

/** Low white cells, neutrophils or platelets: the marrow effects both interactions cause. */
function lowCounts(ctx: RuleContext): LabObservation[] {
  return [ctx.lab("wbc"), ctx.lab("anc"), ctx.lab("platelets")].filter(isLow);
}

export const GOUT_DRUG_SAFETY_RULES: readonly Rule[] = [
  {
    id: "xanthine-oxidase-inhibitor-thiopurine",
    family: F,
    severity: Severity.high,
    problem: "Medicine interaction",
    title: "{xoi} with {thiopurine}: risk of severe marrow suppression",
    clinician:
      "{xoi} blocks xanthine oxidase, which breaks down mercaptopurine (the active product of azathioprine), so {thiopurine} levels rise and marrow suppression can follow. Febuxostat is not recommended with azathioprine or mercaptopurine; with allopurinol the thiopurine dose has to be cut substantially.",
    patient:
      "Two of your medicines, {xoi} and {thiopurine}, interact: together they can build up to levels that lower your blood counts. Your doctor should review them soon; do not stop either without advice.",
    nextSteps: [
      "Contact the prescribers of both medicines: stop or replace one; if the combination cannot be avoided, the thiopurine dose is reduced sharply by the specialist",
      "Full blood count now and closely afterwards while both are taken",
      "Tell the patient to get a blood count the same day for fever, sore throat, mouth ulcers, bruising or bleeding",
    ],
    evidence: ["medsafe-2018-febuxostat-thiopurine"],
    keywords: ["febuxostat", "allopurinol", "azathioprine", "mercaptopurine", "xanthine oxidase"],
    match: (ctx) => {
      const xoi = ctx.medsOf("febuxostat", "allopurinol");
      const thio = ctx.meds("thiopurine").filter((m) => !/thioguanine/i.test(m.name));
      if (xoi.length === 0 || thio.length === 0) return undefined;
      const low = lowCounts(ctx);
      const values = { xoi: medNames(xoi), thiopurine: medNames(thio) };
      if (low.length === 0) return { refs: ctx.refs(...xoi, ...thio), values };
      return {
        refs: ctx.refs(...xoi, ...thio, ...low),
        values,
        clinicianExtra: `The low counts (${low.map((o) => `${o.name} ${ctx.show(o)}`).join(", ")}) are likely, at least in part, this interaction.`,
      };
    },
  },
  {
    id: "colchicine-macrolide",
    family: F,
    severity: Severity.moderate,
    problem: "Medicine interaction",
    title: "Colchicine with {macrolide}: risk of colchicine toxicity",
    clinician:
      "{macrolide} inhibits CYP3A4 and P-glycoprotein, which clear colchicine ({colchicine}); taken together, colchicine can reach toxic levels (marrow failure, diarrhoea, muscle damage), and deaths have been reported.",
    patient:
      "The antibiotic {macrolide} can make colchicine build up to harmful levels. Ask your doctor or pharmacist today whether to pause colchicine while you take the antibiotic, or change the antibiotic.",
    nextSteps: [
      "Stop colchicine for the course of the antibiotic, or choose an antibiotic that does not interact",
      "Ask about diarrhoea, vomiting, muscle weakness or pain; check full blood count, creatinine and CK if present",
    ],
    evidence: ["hung-2005-colchicine-clarithromycin"],
    keywords: ["colchicine", "clarithromycin", "erythromycin", "cyp3a4", "p-glycoprotein"],
    match: (ctx) => {
      const colch = ctx.meds("colchicine");
      const macro = ctx.meds("macrolide");
      if (colch.length === 0 || macro.length === 0) return undefined;
      const values = { colchicine: medNames(colch), macrolide: medNames(macro) };
      const egfrObs = ctx.lab("egfr");
      const egfr = ctx.valueOf(egfrObs);
      const ckd = ctx.conditions("ckd").length > 0;
      const impaired = (egfr !== undefined && egfr < EGFR_IMPAIRED) || ckd;
      const low = lowCounts(ctx);
      // The UK product information contraindicates a strong CYP3A4 inhibitor with colchicine in
      // liver impairment as well as kidney impairment (review 21, cardio-meds-leftovers case 06).
      const liver = liverImpairment(ctx);
      if (!impaired && low.length === 0 && liver === undefined) return { refs: ctx.refs(...colch, ...macro), values };
      const parts = [
        ...(impaired
          ? [
              egfr !== undefined && egfr < EGFR_IMPAIRED
                ? `eGFR ${ctx.show(egfrObs)}`
                : "chronic kidney disease in the record",
            ]
          : []),
        ...(liver === undefined ? [] : [liver.text]),
        ...low.map((o) => `${o.name} ${ctx.show(o)}`),
      ];
      const why = [
        impaired ? "reduced kidney function was the strongest risk factor for death in the published series" : "",
        liver !== undefined
          ? "the product information contraindicates colchicine with a strong CYP3A4 inhibitor in liver impairment"
          : "",
      ]
        .filter(Boolean)
        .join("; ");
      const organs = [impaired ? "kidneys" : "", liver !== undefined ? "liver" : ""].filter(Boolean).join(" and ");
      return {
        refs: [
          ...new Set([
            ...ctx.refs(
              ...colch,
              ...macro,
              impaired && egfr !== undefined && egfr < EGFR_IMPAIRED ? egfrObs : undefined,
              ...low,
            ),
            ...(liver?.refs ?? []),
          ]),
        ],
        values,
        severity: Severity.high,
        clinicianExtra: `With ${parts.join(" and ")}, the risk is higher${why === "" ? "" : `: ${why}`}. Stop colchicine now for the antibiotic course (or change the antibiotic).`,
        patientExtra:
          organs === ""
            ? "With your blood counts, this matters more for you: ask about it today."
            : `Because your ${organs} ${organs === "liver" ? "works" : "work"} less well, this matters more for you: ask about it today.`,
        ...(liver !== undefined && { evidence: ["hung-2005-colchicine-clarithromycin", "colchicine-500mcg-smpc-uk"] }),
      };
    },
  },
  {
    id: "colchicine-kidney-dose",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Colchicine at full dose with reduced kidney function: reduce the dose",
    clinician:
      "{colchicine} ({daily} a day) with eGFR {egfr}. The UK product information advises a lower dose or a longer interval between doses in moderate kidney impairment (creatinine clearance 10–50 mL/min), with close watch for adverse effects (diarrhoea, vomiting, muscle weakness or pain, low blood counts).",
    patient:
      "Your colchicine dose is the usual full dose, but colchicine builds up when the kidneys work less well. Ask your doctor or pharmacist soon whether to take it less often; stop it and get advice if you get diarrhoea, vomiting or muscle pain or weakness.",
    nextSteps: [
      "Reduce the colchicine dose or lengthen the interval (for example 500 micrograms once daily) for the current kidney function",
      "Ask about diarrhoea, vomiting, muscle pain or weakness; check full blood count and CK if present",
    ],
    evidence: ["colchicine-500mcg-smpc-uk"],
    keywords: ["colchicine", "renal impairment", "dose", "egfr", "gout"],
    match: (ctx) => {
      const egfrObs = ctx.lab("egfr");
      const egfr = ctx.valueOf(egfrObs);
      if (egfr === undefined || egfr >= EGFR_COLCHICINE_REDUCE) return undefined;
      // With a macrolide, colchicine-macrolide says stop, which goes further than a dose cut.
      if (ctx.meds("macrolide").length > 0) return undefined;
      const full = ctx.meds("colchicine").filter((m) => (colchicineDailyMg(m) ?? 0) >= COLCHICINE_FULL_MG);
      if (full.length === 0) return undefined;
      const statins = ctx.meds("statin");
      return {
        refs: ctx.refs(egfrObs, ...full, ...statins),
        values: {
          colchicine: medNames(full),
          daily: `${Math.max(...full.map((m) => colchicineDailyMg(m) ?? 0))} mg`,
          egfr: ctx.show(egfrObs),
        },
        ...(statins.length > 0 && {
          clinicianExtra: `${medNames(statins)} is also taken: myopathy and rhabdomyolysis have been reported with colchicine and a statin, so ask about muscle pain, tenderness or weakness; reduced kidney function and the colchicine dose are the larger risks.`,
        }),
      };
    },
  },
  {
    id: "allopurinol-low-egfr-dose-review",
    family: F,
    severity: Severity.low,
    problem: "Kidney function and medicines",
    title: "Allopurinol above 100 mg with eGFR below 30: review the dose",
    clinician:
      "{allopurinol} is listed with eGFR {egfr}. ACR 2020 advises starting allopurinol at 100 mg a day or less, lower in chronic kidney disease, and then raising it slowly against the urate target rather than capping it by kidney function. {check}",
    patient:
      "Your allopurinol dose should be checked against how well your kidneys work. Do not change it yourself; {when}, and seek help quickly if you get a new rash.",
    nextSteps: [
      "Review the allopurinol dose: confirm it was built up gradually from a low start and is tolerated; if it was started at this dose with reduced kidney function, discuss a lower dose with the prescriber",
      "Check serum urate to see whether the current dose reaches the target",
    ],
    evidence: ["acr-2020-gout"],
    keywords: ["allopurinol", "egfr", "chronic kidney disease", "dose", "gout"],
    match: (ctx) => {
      const allo = ctx.meds("allopurinol").filter((m) => {
        const mg = [...`${m.name} ${m.dosage ?? ""}`.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*mg\b/gi)].map((h) =>
          Number(h[1]),
        );
        return mg.some((v) => v > ALLOPURINOL_START_MG);
      });
      const egfrObs = ctx.lab("egfr");
      const egfr = ctx.valueOf(egfrObs);
      if (allo.length === 0 || egfr === undefined || egfr >= EGFR_SEVERE) return undefined;
      // While kidney function falls fast the dose is held and reviewed now, as the urate finding says.
      const falling = kidneyFallingFast(ctx);
      // The notes saying it was started at this dose (review 22, medicines-22 case 11: "started at
      // 300 mg daily three weeks ago" at eGFR 26 was still told to "check that this dose was titrated,
      // not started"): the start-low advice, which limits hypersensitivity, was not followed.
      const startedHigh = falling === undefined ? allopurinolStartedHigh(ctx) : undefined;
      return {
        refs: ctx.refs(...allo, egfrObs),
        values: {
          allopurinol: medNames(allo),
          egfr: ctx.show(egfrObs),
          when: startedHigh === undefined ? "ask at your next medicine review" : "ask your doctor about it this week",
          check:
            startedHigh === undefined
              ? "Check that this dose was titrated, not started, at this level of kidney function, that the urate is at target, and that there is no rash or other sign of hypersensitivity."
              : `The notes say it was started at this dose ("${startedHigh}"), not built up from a low start: the low start is meant to limit allopurinol hypersensitivity, so the dose is lowered with the prescriber now and then built up slowly against the urate target; ask about rash or fever.`,
        },
        ...(startedHigh !== undefined && {
          severity: Severity.moderate,
          nextSteps: [
            "Discuss lowering the allopurinol dose with the prescriber now: it was started above the low start advised with this kidney function; then build it up slowly against the urate target",
            "Ask about rash, fever or feeling unwell, signs of allopurinol hypersensitivity",
          ],
        }),
        ...(falling !== undefined && {
          clinicianExtra: `Kidney function is falling fast (${falling}): do not raise the dose now, and review it for the current kidney function once the cause of the fall is treated.`,
          nextSteps: [
            "Do not raise the allopurinol dose while kidney function is falling; review it for the current kidney function once the cause is treated, and check for rash or other signs of hypersensitivity",
          ],
        }),
      };
    },
  },
  {
    id: "febuxostat-cardiovascular-disease",
    family: F,
    severity: Severity.moderate,
    problem: "Medicine review",
    title: "Febuxostat with established cardiovascular disease",
    clinician:
      "{febuxostat} in a patient with established cardiovascular disease ({cvd}): the US label carries a boxed warning of more cardiovascular deaths than with allopurinol in this group. Review whether another urate-lowering option suits.",
    patient:
      "Febuxostat may slightly raise the risk of heart-related death in people who already have heart or blood vessel disease. Ask your doctor at your next review whether it is still the best gout medicine for you; do not stop it on your own.",
    nextSteps: [
      "At the next medicine review, weigh the benefit of febuxostat against the cardiovascular warning; consider allopurinol or another option if it can be taken (record why not if it cannot, such as a previous allopurinol reaction)",
    ],
    evidence: ["fda-febuxostat-cv-death-label", "acr-2020-gout"],
    keywords: ["febuxostat", "cardiovascular", "boxed warning", "gout"],
    match: (ctx) => {
      const feb = ctx.meds("febuxostat");
      if (feb.length === 0) return undefined;
      const cvd = ctx.everHad("ascvd");
      if (cvd.length === 0) return undefined;
      return {
        refs: ctx.refs(...feb, ...cvd),
        values: { febuxostat: medNames(feb), cvd: cvd.map((c) => c.name).join(", ") },
      };
    },
  },
];
