import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { isVariantPresent } from "../vocab/genetics.ts";
import type { RuleContext } from "./context.ts";
import { knownBloodCancer } from "./neutrophilia.ts";
import { KNOWN_PV, polycythaemiaVera } from "./oncology-haematology.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A JAK2, CALR or MPL mutation in the record (review 22, haem-22 case 09: JAK2 V617F detected with
 * platelets 612–684 over 6 months and normal ferritin and CRP) was read by no rule unless the red
 * cells met the polycythaemia vera criteria; the persistent thrombocytosis finding then said
 * "reactive causes are much commoner than a myeloproliferative neoplasm", beside a result that shows
 * the count is not reactive. These are the driver mutations of the BCR-ABL-negative
 * myeloproliferative neoplasms: the WHO criteria for essential thrombocythaemia take a platelet
 * count of 450 ×10⁹/L or more with a JAK2, CALR or MPL mutation (statpearls ET), the BSH includes
 * CALR exon 9 mutations in its ET and primary myelofibrosis criteria (bsh-2014-calr-et-criteria),
 * and after a negative JAK2 V617F the CALR and MPL tests follow (msd-essential-thrombocythaemia).
 * The diagnosis, the marrow and the treatment belong to haematology, so the finding refers; it says
 * nothing about aspirin or cytoreduction, which depend on a risk assessment the record cannot make.
 * Not when polycythaemia vera is already read (oncology-haematology.ts) nor when a myeloproliferative
 * neoplasm is already known (the patient is under haematology).
 */

const DRIVERS = ["JAK2", "CALR", "MPL"] as const;
/** A laboratory result named for one of the driver genes ("JAK2 V617F mutation: Detected"). */
const DRIVER_TEST = /\b(JAK2|CALR|calreticulin|MPL)\b/i;
/** The WHO platelet criterion for essential thrombocythaemia, ×10⁹/L (the platelet rule unit). */
const ET_PLATELETS = 450;

export interface DriverMutation {
  gene: string;
  ref: string;
  /** The result for the clinician ("JAK2 mutation test: Detected (variant allele frequency 14%) on 2026-11-26"). */
  text: string;
}

/** A JAK2, CALR or MPL mutation reported present, from the genetic results or a named lab result. */
export function mpnDriverMutation(ctx: RuleContext): DriverMutation | undefined {
  for (const gene of DRIVERS) {
    const g = ctx.genes(gene).find((x) => isVariantPresent(`${x.interpretation} ${x.value ?? ""}`));
    if (g !== undefined)
      return {
        gene,
        ref: g.ref,
        text: `${gene} mutation test: ${g.interpretation.trim()}${g.value?.trim() ? ` (${g.value.trim()})` : ""}${g.date ? ` on ${g.date.slice(0, 10)}` : ""}`,
      };
  }
  const lab = ctx.model.labs.find(
    (o) =>
      DRIVER_TEST.test(o.name) &&
      (o.value.kind === "qualitative" ? o.value.result === "positive" : isVariantPresent(o.rawValue)),
  );
  if (lab === undefined) return undefined;
  const named = DRIVER_TEST.exec(lab.name)?.[1]?.toUpperCase() ?? "JAK2";
  return {
    gene: named === "CALRETICULIN" ? "CALR" : named,
    ref: lab.ref,
    text: `${lab.name.trim()} ${lab.rawValue.trim()}`,
  };
}

const HIGH = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";

/**
 * A myeloproliferative neoplasm in which a raised platelet count is the disease (review 22, haem-22
 * case 12: known CALR-positive ET on hydroxycarbamide got "often a reaction to inflammation, iron
 * deficiency or bleeding" for its count).
 */
const KNOWN_MPN =
  /\b(?:essential\s+thrombocyth\w*|myeloproliferative|polycyth(?:a)?emia\s+vera|(?:primary\s+)?myelofibrosis)\b/i;
/**
 * The haematocrit (rule unit %) that treatment of polycythaemia vera keeps below: venesection to
 * below 45% for all, with aspirin, and cytoreduction when high risk (leukemia-2021-pv-treatment-review).
 */
const PV_HCT_TARGET = 45;
/** Cytoreductive medicines used in myeloproliferative neoplasms. */
const CYTOREDUCTION = /\b(?:hydroxycarbamide|hydroxyurea|anagrelide|interferon|ropeginterferon|ruxolitinib)\b/i;

/**
 * Platelets (×10⁹/L) above which a count in a myeloproliferative neoplasm brings an acquired von
 * Willebrand syndrome and bleeding as well as clots, and low-dose aspirin can provoke bleeding
 * (michiels-1999-thrombocythaemia-acquired-vwd). The engine's generic critical limit is the same
 * number.
 */
const EXTREME_PLATELETS = 1000;

/**
 * A known, treated myeloproliferative neoplasm with platelets above 1000 ×10⁹/L (review 32,
 * onc-haem-32b case 01: ET on hydroxycarbamide with platelets 1120 got the generic "act on the
 * critical platelet count now … treat as clinically indicated" beside a line saying the haematology
 * team follows the count). The count is the condition, not an emergency of unknown cause, but at
 * this level it matters the same day: the bleeding risk of an acquired von Willebrand syndrome, the
 * aspirin decision, and the cytoreduction that brings it back below 1000. The finding grades the
 * count itself (lead-finding.ts), so the generic critical line steps aside.
 */
function extremeCount(
  ctx: RuleContext,
  plt: LabObservation | undefined,
  condition: { name: string; ref: string },
  treatment: { name: string; ref: string } | undefined,
  et: boolean,
): RuleMatch {
  const aspirin = ctx.model.medications.find((m) => m.active && /\baspirin\b/i.test(m.name));
  const name = et ? "your essential thrombocythaemia" : "your myeloproliferative condition";
  return {
    refs: ctx.refs(plt, condition, treatment, aspirin),
    severity: Severity.high,
    values: {
      title: "Platelets above 1000 in a known myeloproliferative neoplasm: tell the haematology team today",
      lead: `Platelets ${ctx.show(plt)}`,
      condition: condition.name.trim(),
      reading: `the raised count is the condition itself, not a reactive one, but above 1000 ×10⁹/L it can bring an acquired von Willebrand syndrome and a bleeding tendency as well as the clot risk, and low-dose aspirin can then provoke bleeding; the haematology team managing it${treatment !== undefined ? ` (on ${treatment.name.trim()})` : ""} reviews the cytoreduction to bring the count below 1000 ×10⁹/L${aspirin !== undefined ? ` and whether the aspirin continues, asking about bleeding and checking von Willebrand factor activity` : " and checks for bleeding and von Willebrand factor activity before any aspirin"}`,
      patientReading: `Your platelet count (the cells that help blood clot) is very high because of ${name}. At this level it can make bleeding more likely as well as clots, so your specialist team needs to see this result today: they may adjust your treatment${aspirin !== undefined ? " and tell you whether to carry on with your aspirin" : ""}.`,
    },
    nextSteps: [
      `Tell the haematology team managing the condition today: review the cytoreduction${aspirin !== undefined ? " and the aspirin" : ""}, ask about bleeding and check von Willebrand factor activity`,
    ],
    patientQuestions: ["Should I change my treatment while my platelet count is this high?"],
    evidence: ["statpearls-essential-thrombocythaemia", "michiels-1999-thrombocythaemia-acquired-vwd"],
  };
}

export const MPN_DRIVER_MUTATION_RULES: readonly Rule[] = [
  {
    id: "mpn-driver-mutation",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood count",
    title: "{gene} mutation found: a myeloproliferative neoplasm, refer to haematology",
    clinician:
      "{mutation}. JAK2, CALR and MPL mutations are the driver mutations of the myeloproliferative neoplasms (essential thrombocythaemia, polycythaemia vera, primary myelofibrosis) and are not a feature of a reactive count.{platelets} Refer to haematology with the mutation result and the blood counts: the diagnosis (with a blood film, and a bone marrow examination where needed) and any treatment are decided there.",
    patient:
      "Your gene test found a change in the {gene} gene. This kind of change is found in a group of long-term bone-marrow conditions called myeloproliferative neoplasms, in which the marrow makes too many blood cells.{patientPlatelets} A blood specialist (haematologist) needs to see you to confirm what it means and whether you need treatment. Get medical help at once if you have signs of a stroke, chest pain or a painful swollen leg.",
    nextSteps: ["Refer to haematology with the mutation result and the blood counts"],
    patientQuestions: ["When will I see a blood specialist about the gene result?"],
    evidence: ["statpearls-essential-thrombocythaemia", "bsh-2014-calr-et-criteria", "msd-essential-thrombocythaemia"],
    keywords: ["jak2", "calr", "mpl", "myeloproliferative neoplasm", "essential thrombocythaemia"],
    match: (ctx) => {
      const found = mpnDriverMutation(ctx);
      if (found === undefined || knownBloodCancer(ctx) || polycythaemiaVera(ctx) !== undefined) return undefined;
      const plt = ctx.lab("platelets");
      const pltValue = ctx.valueOf(plt);
      const raised = plt !== undefined && pltValue !== undefined && pltValue >= ET_PLATELETS && HIGH(plt);
      return {
        refs: ctx.refs({ ref: found.ref }, raised ? plt : undefined),
        values: {
          gene: found.gene,
          mutation: found.text,
          platelets: raised
            ? ` With platelets ${ctx.show(plt)}, at or above 450 ×10⁹/L, this fits essential thrombocythaemia by the WHO criteria, once other myeloid neoplasms (chronic myeloid leukaemia, myelofibrosis, myelodysplasia) are excluded.`
            : "",
          patientPlatelets: raised
            ? " With your raised platelet count (the cells that help blood clot), the likeliest one is essential thrombocythaemia."
            : "",
        },
      };
    },
  },
  {
    id: "mpn-known-raised-count",
    family: FindingFamily.pattern,
    severity: Severity.info,
    problem: "Blood count",
    title: "{title}",
    clinician:
      "{lead} with {condition} in the record: {reading}. Make sure they have this result; a new clot, bleeding or symptoms are reported to them at once.",
    patient:
      "{patientReading} Get medical help at once if you have signs of a stroke, chest pain, a painful swollen leg or unusual bleeding.",
    nextSteps: ["Share the count with the haematology team managing the condition"],
    evidence: ["statpearls-essential-thrombocythaemia"],
    keywords: [
      "essential thrombocythaemia",
      "myeloproliferative neoplasm",
      "platelets",
      "polycythaemia vera",
      "haematocrit",
    ],
    match: (ctx) => {
      const condition = ctx.model.conditions.find((c) => KNOWN_MPN.test(c.name));
      if (condition === undefined) return undefined;
      const plt = ctx.lab("platelets");
      // Review 23 (haem-23 case 04): known polycythaemia vera on hydroxycarbamide with a haematocrit
      // above its 0.45 target was silent, or, with the JAK2 result on file, diagnosed afresh.
      const hct = ctx.lab("hematocrit");
      const hctValue = ctx.valueOf(hct);
      const hctAbove = KNOWN_PV.test(condition.name) && hctValue !== undefined && hctValue >= PV_HCT_TARGET;
      if (!HIGH(plt) && !hctAbove) return undefined;
      const treatment = ctx.model.medications.find((m) => m.active && CYTOREDUCTION.test(m.name));
      const on = treatment !== undefined ? ` (on ${treatment.name.trim()})` : "";
      if (hctAbove)
        return {
          refs: ctx.refs(hct, condition, treatment, HIGH(plt) ? plt : undefined),
          severity: Severity.moderate,
          values: {
            title: "Haematocrit above the 0.45 target in known polycythaemia vera: tell the haematology team",
            lead: `Haematocrit ${ctx.show(hct)}`,
            condition: condition.name.trim(),
            reading: `not under the treatment target (a haematocrit below 0.45), so the haematology team managing it${on} reviews the treatment (venesection, and the dose of any cytoreductive medicine)${HIGH(plt) ? `; platelets ${ctx.show(plt)} are raised too` : ""}`,
            patientReading:
              "Your haematocrit (the share of your blood made of red cells) is above the level your polycythaemia vera treatment aims for. Your specialist team looks after this, so make sure they see this result soon: they may adjust your treatment.",
          },
          nextSteps: ["Share the haematocrit with the haematology team managing the polycythaemia vera, soon"],
          // The rule's source is about essential thrombocythaemia; this reading rests on the PV review alone.
          evidence: ["leukemia-2021-pv-treatment-review"],
          evidenceReplacesRule: true,
        };
      const et = /thrombocyth/i.test(condition.name);
      const pltValue = ctx.valueOf(plt);
      if (pltValue !== undefined && pltValue > EXTREME_PLATELETS)
        return extremeCount(ctx, plt, condition, treatment, et);
      return {
        refs: ctx.refs(plt, condition, treatment),
        values: {
          title: "Raised platelets in a known myeloproliferative neoplasm: the haematology team's count",
          lead: `Platelets ${ctx.show(plt)}`,
          condition: condition.name.trim(),
          reading: `the raised count is the condition itself, not a reactive one, and is followed by the haematology team managing it${on}`,
          patientReading: `Your platelet count (the cells that help blood clot) is high because of ${et ? "your essential thrombocythaemia" : "your myeloproliferative condition"}, the blood condition your specialist team looks after. They follow this count, so make sure they see this result.`,
        },
      };
    },
  },
];
