import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { hivConfirmed } from "./hiv.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * Kidney results on antiretroviral therapy, read as the EACS guidelines read them
 * (SUMMARIES["eacs-arv-nephrotoxicity"]), review 16 hiv-hep-tb cases 01 and 02:
 * - tenofovir disoproxil (TDF) with signs of proximal tubulopathy (falling eGFR, low phosphate,
 *   glucose in the urine with a normal blood glucose, proteinuria) was reported as unrelated
 *   kidney, phosphate and "blood sugar is high" findings; EACS replaces TDF by TAF or a
 *   non-tenofovir drug. With hepatitis B the replacement must keep treating it, since stopping
 *   an antiviral can flare the hepatitis ("cmh-2023-na-withdrawal-flares").
 * - dolutegravir, bictegravir, rilpivirine and cobicistat block the tubular secretion of
 *   creatinine: a fall in eGFR of up to about a quarter after starting one is expected and sets a
 *   new baseline, not kidney damage.
 */

const TDF =
  /\b(?:tenofovir disoproxil|tdf|viread|truvada|atripla|eviplera|complera|stribild|delstrigo)\b(?![^,;]*alafenamide)/i;
const CREATININE_SECRETION_BLOCKER =
  /\b(?:dolutegravir|bictegravir|rilpivirine|cobicistat|tivicay|triumeq|dovato|juluca|biktarvy|odefsey|eviplera|complera|edurant|genvoya|stribild|symtuza|rezolsta|prezcobix|evotaz|tybost)\b/i;
/** A start of or switch to one of them, as the notes say it ("switched from Truvada + raltegravir to Dovato"). */
const STARTED =
  /\b(?:started|starting|switched|switch(?:ed)? to|changed to|commenced)\b[^.;\n]{0,60}\b(?:dolutegravir|bictegravir|rilpivirine|cobicistat|tivicay|triumeq|dovato|juluca|biktarvy|odefsey|eviplera|complera|edurant|genvoya|stribild|symtuza|rezolsta|prezcobix|evotaz)\b/i;
/** EACS: progressive decline in eGFR to 90 or below; a drop of this much counts as a decline here. */
const EGFR_DECLINE = 10;
/** EACS: the secretion blockers lower eGFR by up to about 25%. */
const EXPECTED_FALL = 0.25;
/** A start within this many days of the latest result can explain its change. */
const RECENT_START_DAYS = 183;

const isRaised = (o: LabObservation | undefined) =>
  o !== undefined &&
  (["high", "critical-high", "abnormal"].includes(o.status) ||
    (o.value.kind === "qualitative" && o.value.result === "positive"));

/** The eGFR now and the earliest one on record, when it has fallen. */
function egfrFall(ctx: RuleContext): { now: LabObservation; before: LabObservation; drop: number } | undefined {
  const list = ctx.labs("egfr").filter((o) => ctx.valueOf(o) !== undefined);
  const now = list[0];
  const before = list[list.length - 1];
  if (now === undefined || before === undefined || now === before) return undefined;
  const drop = (ctx.valueOf(before) ?? 0) - (ctx.valueOf(now) ?? 0);
  return drop > 0 ? { now, before, drop } : undefined;
}

/** Signs of proximal tubulopathy in the record, each in words with the results it rests on. */
function tubularSigns(ctx: RuleContext): { text: string[]; refs: string[] } {
  const text: string[] = [];
  const obs: (LabObservation | undefined)[] = [];
  const fall = egfrFall(ctx);
  if (fall !== undefined && fall.drop >= EGFR_DECLINE && (ctx.valueOf(fall.now) ?? Infinity) <= 90) {
    text.push(`eGFR falling from ${ctx.show(fall.before)} to ${ctx.show(fall.now)}`);
    obs.push(fall.before, fall.now);
  }
  const phosphate = ctx.lab("phosphorus");
  if (isLow(phosphate)) {
    text.push(`low phosphate ${ctx.show(phosphate)}`);
    obs.push(phosphate);
  }
  const urineGlucose = ctx.anyLab("urine-glucose");
  const glucose = ctx.lab("hba1c") ?? ctx.lab("glucose");
  if (isRaised(urineGlucose) && ctx.conditions("diabetes").length === 0 && glucose?.status === "normal") {
    text.push(`glucose in the urine (${ctx.show(urineGlucose)}) with a normal ${glucose.name} ${ctx.show(glucose)}`);
    obs.push(urineGlucose, glucose);
  }
  const protein = ctx.lab("upcr");
  if (isRaised(protein)) {
    text.push(`urine protein:creatinine ratio ${ctx.show(protein)}`);
    obs.push(protein);
  }
  return { text, refs: ctx.refs(...obs) };
}

function tdfTubulopathy(ctx: RuleContext): RuleMatch | undefined {
  const tdf = ctx.model.medications.filter((m) => m.active && TDF.test(m.name));
  if (tdf.length === 0) return undefined;
  const signs = tubularSigns(ctx);
  if (signs.text.length < 2) return undefined;
  const surface = ctx.anyLab("hbsag");
  const hbv =
    ctx.conditions("liver-disease").some((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name)) ||
    (surface?.value.kind === "qualitative" && surface.value.result === "positive");
  // TDF is also taken for hepatitis B alone or as HIV PrEP: the HIV service and "your HIV medicines"
  // are named only when HIV is in the record (review 21 infection, case 11: TDF for hepatitis B).
  const service = hivConfirmed(ctx) ? "the HIV service" : hbv ? "the hepatitis B (liver) service" : "the prescriber";
  return {
    refs: [...ctx.refs(...tdf), ...signs.refs, ...(hbv ? ctx.refs(surface) : [])],
    values: {
      tdf: medNames(tdf),
      signs: signs.text.join("; "),
      hbv: hbv
        ? " With hepatitis B, the new regimen must still treat it (TAF does): stopping tenofovir without another hepatitis B antiviral can cause a flare of hepatitis."
        : "",
      medicine: hivConfirmed(ctx)
        ? "one of your HIV medicines, tenofovir disoproxil,"
        : "your tenofovir disoproxil medicine",
      clinic: hivConfirmed(ctx)
        ? "Your HIV clinic"
        : hbv
          ? "Your hepatitis B (liver) clinic"
          : "The clinic that prescribes it",
      plainHbv: !hbv
        ? ""
        : hivConfirmed(ctx)
          ? " Because you also have hepatitis B, the new medicine will be one that keeps treating it too. Do not stop your tablets before the change."
          : " The new medicine will be one that keeps treating your hepatitis B. Do not stop your tablets before the change.",
    },
    nextSteps: [
      `Arrange with ${service} to replace tenofovir disoproxil with tenofovir alafenamide or a non-tenofovir drug${hbv ? " that still treats hepatitis B" : ""}`,
      "Confirm the tubulopathy: repeat phosphate (fasting) with urine phosphate, urine protein:creatinine ratio and urine glucose; look for other causes (NSAIDs, diabetes, other kidney disease)",
      "With renal phosphate loss, check 25-OH vitamin D and PTH and consider a DXA scan for renal bone disease",
      "Recheck creatinine, eGFR and phosphate after the switch",
    ],
    ...(hbv && { evidence: ["cmh-2023-na-withdrawal-flares"] }),
  };
}

function expectedCreatinineRise(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && CREATININE_SECRETION_BLOCKER.test(m.name));
  if (meds.length === 0) return undefined;
  if (ctx.model.medications.some((m) => m.active && TDF.test(m.name))) return undefined;
  const fall = egfrFall(ctx);
  if (fall === undefined) return undefined;
  const before = ctx.valueOf(fall.before) ?? 0;
  if (fall.drop / before > EXPECTED_FALL || (ctx.valueOf(fall.now) ?? 0) < 45) return undefined;
  const signs = tubularSigns(ctx);
  if (signs.text.length > 1 || isRaised(ctx.lab("uacr"))) return undefined;
  const latest = fall.now.time;
  const recent = meds.some(
    (m) =>
      m.startDate !== undefined &&
      latest !== undefined &&
      (latest - Date.parse(m.startDate)) / 86_400_000 <= RECENT_START_DAYS &&
      Date.parse(m.startDate) >= (fall.before.time ?? -Infinity),
  );
  const stated = statedMention(ctx.freeText, STARTED);
  if (!recent && stated === undefined) return undefined;
  return {
    refs: ctx.refs(...meds, fall.before, fall.now, ctx.lab("creatinine")),
    values: {
      meds: medNames(meds),
      before: ctx.show(fall.before),
      now: ctx.show(fall.now),
      pct: formatNumber(Math.round((fall.drop / before) * 100)),
      start: stated === undefined ? "" : ` ("${stated}")`,
    },
  };
}

export const ANTIRETROVIRAL_KIDNEY_RULES: readonly Rule[] = [
  {
    id: "tdf-proximal-tubulopathy",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    // TDF is taken for HIV, hepatitis B or PrEP: the heading does not assume HIV.
    problem: "Kidney and antiviral medicines",
    title: "Possible tenofovir disoproxil kidney tubule damage",
    clinician:
      "On {tdf}, with {signs}: signs of proximal tubulopathy from tenofovir disoproxil (TDF). EACS replaces TDF by tenofovir alafenamide (TAF) or a non-tenofovir drug when tubular proteinuria or glucosuria is documented, or when the eGFR keeps falling or phosphate is lost in the urine with no other cause; TAF has shown fewer tenofovir-related kidney effects.{hbv}",
    patient:
      "Your kidney tests show signs that {medicine} may be irritating the kidneys: it can make them leak phosphate, sugar or protein into the urine even when your blood sugar is normal. A related medicine that is gentler on the kidneys is usually swapped in, and the kidneys often improve after the change. {clinic} will arrange it; keep taking your tablets until then.{plainHbv}",
    nextSteps: [
      "Arrange with the HIV service to replace tenofovir disoproxil with tenofovir alafenamide or a non-tenofovir drug",
    ],
    patientQuestions: ["Should my tenofovir medicine be changed to protect my kidneys?"],
    evidence: ["eacs-arv-nephrotoxicity", "jrenhep-2017-tenofovir-renal"],
    keywords: [
      "tenofovir disoproxil",
      "proximal tubulopathy",
      "fanconi",
      "glycosuria",
      "hypophosphataemia",
      "tenofovir alafenamide",
    ],
    match: tdfTubulopathy,
  },
  {
    id: "art-creatinine-secretion-expected",
    family: FindingFamily.pattern,
    severity: Severity.info,
    problem: "Kidney and HIV medicines",
    title: "Creatinine rise expected with dolutegravir, bictegravir, rilpivirine or cobicistat",
    clinician:
      "eGFR {before} to {now} (a fall of {pct}%) after starting {meds}{start}. These drugs block the tubular secretion of creatinine, so creatinine rises and eGFR falls, by 10–15 mL/min or up to about 25% in EACS's words, without any loss of true glomerular filtration; EACS takes the value after 1–2 months as the new baseline. Urine and phosphate show no sign of tubular damage here. A further fall, proteinuria or glycosuria would need assessing on its own.",
    patient:
      "Your creatinine (a kidney blood test) went up a little after your HIV medicine changed. This medicine changes how creatinine leaves the body without harming the kidneys, so a small rise is expected. The new level becomes your usual one, and later tests are compared with it.",
    nextSteps: [
      "Take the creatinine and eGFR 1–2 months after the start as the new baseline; no change of treatment for this rise",
      "Reassess if the eGFR keeps falling from the new baseline, or protein or glucose appears in the urine",
    ],
    patientQuestions: ["Is the change in my kidney test caused by my HIV medicine?"],
    evidence: ["eacs-arv-nephrotoxicity"],
    keywords: ["dolutegravir", "creatinine", "oct2", "egfr", "tubular secretion", "bictegravir"],
    match: expectedCreatinineRise,
  },
];
