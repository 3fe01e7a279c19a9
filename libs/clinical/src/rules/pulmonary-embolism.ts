import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { ddimerAgeAdjusted } from "./endocrine-oncology.ts";
import { isStated, statedMention } from "./notes.ts";
import { recentPeOnScan } from "./pe-on-imaging.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * Suspected pulmonary embolism: a two-level PE Wells score written in the notes, or words of PE
 * suspicion with a raised D-dimer. NICE NG158 (evidence "nice-ng158-vte") sends a "PE likely"
 * score (more than 4 points) straight to CTPA, and a "PE unlikely" score with a positive D-dimer
 * too, with interim therapeutic anticoagulation when imaging cannot be done at once. A raised
 * troponin or natriuretic peptide then reads as right-ventricular strain, a marker of higher risk
 * (ESC 2019, evidence "esc-2019-acute-pe"), not as a heart attack: troponin.ts reads
 * {@link suspectedPe} for that.
 *
 * With a "PE unlikely" score, a D-dimer above 0.5 mg/L but below the age-adjusted cut-off (age × 10
 * µg/L over 50) counts as negative: NICE NG158 lets an age-adjusted threshold be used over 50, and
 * ADJUST-PE (evidence "righini-2014-adjust-pe") found it safe. PE is then ruled out and the rule
 * stays silent; "d-dimer-below-age-adjusted-cutoff" (endocrine-oncology.ts) says why.
 *
 * Severity (an engine choice): critical with a "PE likely" score, or with a raised troponin or
 * natriuretic peptide, or an oxygen saturation of 91% or less (the danger threshold of
 * vital-signs.ts); high otherwise.
 */

/** "Wells score 7.5", "Wells 6", "PE Wells score of 4.5", "Wells: 3"; not the DVT Wells score. */
const WELLS =
  /\b((?:dvt\s+)?)wells(?:\s+(?:pe|for\s+pe))?(?:\s+score)?(?:\s+(?:of|was|is|=|:))?\s*[:=]?\s*(\d{1,2}(?:\.\d)?)\b/g;
/** Words that put pulmonary embolism on the table. */
const PE_WORDS =
  /(?:\b(?:suspected|possible|query|likely|probable|rule\s+out|r\/o|exclude)\s+|\?\s*)(?:pe|pulmonary\s+embol\w*)\b|\b(?:pe|pulmonary\s+embol\w*)\s+(?:likely|suspected|most\s+likely|is\s+the\s+most\s+likely)\b|\bctpa\s+(?:requested|booked|planned|arranged|pending|ordered)\b/;
/**
 * Symptoms the NHS page lists for PE (evidence "nhs-pulmonary-embolism"): chest pain worse on
 * breathing in, coughing up blood. With a raised D-dimer they put PE on the table though no one
 * wrote "query PE" (review 25, labs-25 case 06: pleuritic pain after a long flight on the pill, a
 * D-dimer of 1.85, read only as "above the reference range"); a positive D-dimer then means CTPA.
 */
const PE_SYMPTOMS =
  /\bpleuritic(?:\s+chest)?\s+pain\b|\bpleuritic\b|\bchest\s+pain\s+(?:that\s+is\s+)?worse\s+(?:on|when)\s+(?:breathing|inspiration|deep\s+breaths?)\b|\bha?emoptysis\b|\bcoughing\s+up\s+blood\b/;
/** PE already excluded or settled: then the rule stays silent. */
const PE_EXCLUDED =
  /\b(?:pe\s+(?:excluded|ruled\s+out)|no\s+(?:evidence\s+of\s+)?(?:pe|pulmonary\s+embol\w*)|ctpa\s*(?::|was|is)?\s*(?:negative|normal|clear))\b/;
/** Above this the two-level PE Wells score reads "PE likely" (NICE NG158). */
const PE_LIKELY_THRESHOLD = 4;
const SPO2_DANGER = 91;

/**
 * A combined (oestrogen-containing) hormonal contraceptive in the medicine list beside suspected PE
 * (review 31b, resp-31b case 07: a woman on ethinylestradiol/levonorgestrel after a 12-hour flight,
 * with the pill named nowhere in the report). All combined oral contraceptives raise the risk of
 * VTE ("aafp-2015-coc-vte-cochrane"); on a UK record UKMEC's category 4 for combined hormonal
 * contraception with current VTE is added ("fsrh-ukmec-2016"). The oestrogen class already leaves
 * out progestogen-only pills (vocab/medications.ts); HRT is not read here.
 */
const COMBINED_CONTRACEPTIVE =
  /\bethinyl|\bcontracept|\bmicrogynon\b|\brigevidon\b|\bmarvelon\b|\bfemodene\b|\bnuvaring\b|\bvaginal ring\b|\bevra\b|\bpatch\b|\byaz\b|\byasmin\b|\bqlaira\b|\bzoely\b|\blevonorgestrel\b|\bnorethisterone\b|\bnorgestimate\b|\bdesogestrel\b|\bgestodene\b|\bdrospirenone\b|\bdienogest\b|\bnomegestrol\b/i;

function combinedContraceptive(ctx: RuleContext): MedicationItem | undefined {
  return ctx.meds("oestrogen").find((m) => COMBINED_CONTRACEPTIVE.test(m.name));
}

export interface SuspectedPe {
  wells?: number;
  wellsText?: string;
  ddimer?: LabObservation;
  likely: boolean;
  /** A symptom of PE quoted from the notes, when that (not a word of suspicion) puts PE on the table. */
  symptom?: string;
}

/** The PE Wells score written in the notes, when stated (not denied or supposed). */
function wellsScore(text: string): { value: number; text: string } | undefined {
  for (const m of text.matchAll(WELLS)) {
    if (m[1]) continue; // "DVT Wells"
    const value = Number(m[2]);
    if (!Number.isFinite(value) || value > 12.5) continue;
    if (!isStated(text, m.index, m[0].length)) continue;
    return { value, text: m[0].trim() };
  }
  return undefined;
}

/** Suspected pulmonary embolism by a Wells score or suspicion words with a raised D-dimer (see the module note). */
export function suspectedPe(ctx: RuleContext): SuspectedPe | undefined {
  const text = ctx.freeText;
  if (PE_EXCLUDED.test(text)) return undefined;
  const wells = wellsScore(text);
  const dimer = ctx.lab("d-dimer") ?? ctx.anyLab("d-dimer");
  const raised = isHigh(dimer) ? dimer : undefined;
  const peWords = PE_WORDS.test(text) || /\bpe\b|\bpulmonary\s+embol/.test(text);
  if (wells !== undefined && wells.value > PE_LIKELY_THRESHOLD && peWords) {
    return {
      wells: wells.value,
      wellsText: wells.text,
      likely: true,
      ...(raised ? { ddimer: raised } : {}),
    };
  }
  if (wells !== undefined && wells.value <= PE_LIKELY_THRESHOLD && ddimerAgeAdjusted(ctx) !== undefined)
    return undefined;
  const symptom = raised === undefined || peWords ? undefined : statedMention(text, PE_SYMPTOMS);
  if (raised !== undefined && (PE_WORDS.test(text) || (wells !== undefined && peWords) || symptom !== undefined)) {
    return {
      ...(wells ? { wells: wells.value, wellsText: wells.text } : {}),
      ...(symptom ? { symptom } : {}),
      ddimer: raised,
      likely: false,
    };
  }
  return undefined;
}

export const PULMONARY_EMBOLISM_RULES: readonly Rule[] = [
  {
    id: "suspected-pulmonary-embolism",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Suspected pulmonary embolism",
    title: "Suspected pulmonary embolism",
    clinician: "Suspected pulmonary embolism: {basis}. {imaging}{strain}{hormone}",
    patient:
      "Your notes and blood tests point to a possible blood clot in the lungs (pulmonary embolism). It needs a scan and treatment in hospital now. If you are not already being cared for in hospital, go to the emergency department or call your local emergency number now.",
    nextSteps: ["CTPA now; interim therapeutic anticoagulation if imaging is delayed"],
    patientQuestions: ["Do I have a blood clot in my lungs, and what treatment will I need?"],
    evidence: ["nice-ng158-vte"],
    keywords: ["pulmonary embolism", "wells score", "d-dimer", "ctpa", "right ventricular strain"],
    match: (ctx) => {
      const pe = suspectedPe(ctx);
      if (pe === undefined) return undefined;
      // A recent scan that already shows the clot moves the question to treatment
      // (pulmonary-embolism-on-imaging): "It needs a scan" beside "Your scan shows blood clots"
      // contradicted it (review 31b, acute-31b case 06).
      if (recentPeOnScan(ctx) !== undefined) return undefined;
      const basis = [
        pe.wells !== undefined
          ? `PE Wells score ${formatNumber(pe.wells)} in the notes (${pe.wells > PE_LIKELY_THRESHOLD ? "more than 4: PE likely" : "4 or less: PE unlikely"})`
          : pe.symptom !== undefined
            ? `"${pe.symptom}" in the notes, a symptom of PE`
            : "PE suspected in the notes",
        ...(pe.ddimer ? [`D-dimer ${ctx.show(pe.ddimer)} raised`] : []),
      ].join(", ");
      const imaging = pe.likely
        ? "A likely score calls for CTPA at once, whatever the D-dimer; if it cannot be done immediately, interim therapeutic anticoagulation unless contraindicated."
        : pe.wells === undefined
          ? "No PE Wells score is recorded; with a raised D-dimer CTPA follows whatever the score would be. If it cannot be done immediately, interim therapeutic anticoagulation unless contraindicated."
          : "A raised D-dimer with PE unlikely on the score still calls for CTPA; if it cannot be done immediately, interim therapeutic anticoagulation unless contraindicated.";
      const trop = [ctx.lab("hs-troponin-t"), ctx.lab("hs-troponin-i")].find(isHigh);
      const np = [ctx.lab("nt-probnp"), ctx.lab("bnp")].find(isHigh);
      const markers = [trop, np].filter((o): o is LabObservation => o !== undefined);
      const strain =
        markers.length > 0
          ? ` ${markers.map((o) => `${o.name} ${ctx.show(o)}`).join(" and ")} raised: in suspected PE this points to right-ventricular strain. If PE is confirmed, raised cardiac biomarkers with right-ventricular dysfunction on imaging place it at intermediate-high risk, which calls for close monitoring for deterioration.`
          : "";
      const spo2 = ctx.vitals("spo2").find((v) => v.value !== undefined && v.value <= SPO2_DANGER && v.value > 50);
      const critical = pe.likely || markers.length > 0 || spo2 !== undefined;
      const pill = combinedContraceptive(ctx);
      const uk = readsAsUk(ctx);
      const hormone =
        pill === undefined
          ? ""
          : ` On ${pill.name.trim()}, a combined hormonal contraceptive: its oestrogen raises the risk of venous thromboembolism, a risk factor to weigh here though it is not one of the Wells items.${uk ? " If VTE is confirmed, combined hormonal contraception is an unacceptable risk (UKMEC 4): stop it and offer a method without oestrogen." : ""}`;
      return {
        refs: [...ctx.refs(pe.ddimer, ...markers, spo2), ...(pill ? [pill.ref] : [])],
        severity: critical ? Severity.critical : Severity.high,
        values: { basis, imaging, strain, hormone },
        nextSteps: [
          pe.likely
            ? "Immediate CTPA (V/Q scan if contrast is contraindicated); if imaging is delayed, start interim therapeutic anticoagulation unless contraindicated"
            : "CTPA now because the D-dimer is raised (V/Q scan if contrast is contraindicated); if imaging is delayed, start interim therapeutic anticoagulation unless contraindicated",
          ...(markers.length > 0
            ? [
                // Only the markers the record has raised are named (review 31, resp-renal-31 case 03:
                // "troponin and natriuretic peptide" with no natriuretic peptide measured).
                `Read the raised ${[trop ? "troponin" : "", np ? "natriuretic peptide" : ""].filter(Boolean).join(" and ")} as right-ventricular strain: assess right-ventricular size on CTPA or echocardiography and monitor for deterioration`,
              ]
            : []),
        ],
        evidence: [
          ...(markers.length > 0 ? ["esc-2019-acute-pe"] : []),
          ...(pe.symptom !== undefined ? ["nhs-pulmonary-embolism"] : []),
          ...(pill ? ["aafp-2015-coc-vte-cochrane", ...(uk ? ["fsrh-ukmec-2016"] : [])] : []),
        ],
      };
    },
  },
];
