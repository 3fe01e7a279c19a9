import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import { checkMissing, KIDNEY_FUNCTION, reviewWording, type TestsStep } from "./tests-in-record.ts";
import type { RuleMatch } from "./types.ts";
import { joinList } from "../text.ts";

/**
 * A high prolactin on a dopamine-blocking medicine, read against the record: symptoms the notes
 * already state are not asked about again and make it symptomatic drug-induced hyperprolactinaemia,
 * for which the medicine is reviewed (Endocrine Society 2011; for an antipsychotic, switching to or
 * adding aripiprazole has the most evidence, Tewksbury 2016); TSH and kidney function in the
 * record are not asked for again.
 */

/** Symptoms of a high prolactin as the notes state them, with the words the texts use for each. */
const SYMPTOMS: readonly { re: RegExp; clinician: string; patient: string }[] = [
  {
    re: /\bgalactorrh\w*|\b(?:milky|breast milk|milk) (?:nipple )?discharge\b|\bnipple discharge\b|\blactating\b/,
    clinician: "galactorrhoea",
    patient: "milk from the nipples",
  },
  {
    re: /\bamenorrh\w*|\bperiods? (?:have )?(?:stopped|absent|ceased)\b|\bnot had a period\b|\boligomenorrh\w*/,
    clinician: "absent or infrequent periods",
    patient: "periods stopping",
  },
  {
    re: /\b(?:low|reduced|loss of) (?:sex drive|libido)\b|\berectile dysfunction\b|\bimpotence\b/,
    clinician: "low libido or erectile dysfunction",
    patient: "low sex drive",
  },
];

const ANTIPSYCHOTIC =
  /\b(?:risperidone|paliperidone|amisulpride|sulpiride|haloperidol|chlorpromazine|flupent\w*|zuclopenthixol|olanzapine|quetiapine|lurasidone|trifluoperazine|perphenazine|pimozide)\b/i;

const TESTS: TestsStep = {
  tests: [
    { words: "TSH", ids: ["tsh"] },
    { words: "kidney function", ids: [...KIDNEY_FUNCTION] },
  ],
  tail: " to exclude other causes",
};

/** Pregnancy tests (blood and urine hCG), read by rules/hyperprolactinaemia.ts too. */
export const HCG_TESTS = ["hcg", "hcg-urine"] as const;

/**
 * A woman under 55, not recorded as pregnant or postnatal, with no pregnancy test in the record:
 * pregnancy raises prolactin and stops periods, so a raised prolactin has pregnancy ruled out
 * (Huang and Molitch 2012, under "endocrine-society-2011-hyperprolactinaemia"). Review 21,
 * psych-meds 07: amisulpride, prolactin 2150 mIU/L and periods stopped, with no pregnancy test named.
 */
export function pregnancyTestDue(ctx: RuleContext): boolean {
  return (
    ctx.sex === "female" &&
    (ctx.age ?? 0) < 55 &&
    HCG_TESTS.every((id) => ctx.lab(id) === undefined) &&
    !pregnantOrPostnatal(ctx)
  );
}

/** Symptoms of a high prolactin that the notes state (also read by rules/hyperprolactinaemia.ts). */
export function statedProlactinSymptoms(ctx: RuleContext): { clinician: string; patient: string }[] {
  // "No periods for 7 months and milky discharge" states both: its "no" names the symptom and does
  // not deny what follows, so it is read as the word for it first.
  const notes = ctx.freeText.replace(/\bno (?:menstrual )?periods?\b/gi, "amenorrhoea");
  return SYMPTOMS.filter((s) => statedMention(notes, s.re, true) !== undefined);
}

/**
 * The other causes of a high prolactin still to exclude. A normal TSH or kidney function in the
 * record already makes an underactive thyroid or kidney failure unlikely, so they are not listed
 * as still to exclude (review 23, fresh sweep 08: both were normal in the same request).
 */
export function otherProlactinCauses(ctx: RuleContext): string {
  const normal = (ids: readonly string[]) => {
    const found = ids.map((id) => ctx.lab(id)).filter((o) => o !== undefined);
    return found.length > 0 && found.every((o) => o.status === "normal");
  };
  const causes = [
    { cause: "kidney failure", test: "kidney function", out: normal(KIDNEY_FUNCTION) },
    { cause: "an underactive thyroid", test: "TSH", out: normal(["tsh"]) },
  ];
  const open = [...causes.filter((c) => !c.out).map((c) => c.cause), "a pituitary or nearby tumour"];
  const out = causes.filter((c) => c.out);
  const ruled =
    out.length === 0
      ? ""
      : ` (normal ${joinList(out.map((c) => c.test))} in the record ${out.length > 1 ? "make" : "makes"} ${joinList(out.map((c) => c.cause))} unlikely)`;
  return `${joinList(open)} ${open.length > 1 ? "are the other causes" : "is the other cause"} to exclude${ruled}`;
}

/*
 * Review 32, mental-32b case 01: prolactin 6200 mIU/L on risperidone with six weeks of new
 * headaches was read as "the medicine is the likely explanation", with pituitary MRI only once a
 * switch had failed. On a prolactin-raising medicine, symptoms such as headaches or visual
 * disturbance, or a prolactin of 200 ng/mL (µg/L) or more, call for pituitary imaging (MRI or CT)
 * now (J Fam Pract 2005 Clinical Inquiry, "jfp-2005-elevated-prolactin"): a prolactinoma can sit
 * beside the medicine, and a switch would only delay finding it.
 */
const PITUITARY_SYMPTOM =
  /\bheadaches?\b|\bvisual (?:disturbance|symptoms?|field (?:loss|defects?|cut))\b|\bblurred vision\b|\bdouble vision\b|\bdiplopia\b|\bbitemporal\b|\bhemianop\w*|\b(?:loss of|reduced|worse) peripheral vision\b|\bperipheral vision (?:loss|worse|reduced)\b/i;
/** Prolactin at which imaging is advised whatever the cause (J Fam Pract 2005: 200 ng/mL, the same in µg/L). */
const IMAGING_UG_L = 200;
/** mIU/L per µg/L for prolactin (WHO standard 84/500), to read a result sent in mIU/L. */
const MIU_PER_UG = 21.2;

/** The prolactin in µg/L (ng/mL) from the unit it was sent in; undefined for an unknown unit. */
function prolactinUgL(obs: LabObservation): number | undefined {
  if (obs.value.kind !== "number") return undefined;
  const unit = obs.unit ?? "";
  if (/\bm(?:i)?u\/l\b/i.test(unit)) return obs.value.value / MIU_PER_UG;
  if (/\b(?:µg|ug|mcg|ng)\/(?:l|ml)\b/i.test(unit)) return obs.value.value;
  return undefined;
}

/** Why a high prolactin on a dopamine-blocking medicine needs pituitary imaging now, if it does. */
export function pituitaryImagingReason(
  ctx: RuleContext,
  obs: LabObservation,
): { clinician: string; patient: string } | undefined {
  const level = prolactinUgL(obs);
  const marked = level !== undefined && level >= IMAGING_UG_L;
  const symptom = statedMention(ctx.freeText, PITUITARY_SYMPTOM, true);
  if (!marked && symptom === undefined) return undefined;
  const clinician = [
    marked ? `a prolactin of ${IMAGING_UG_L} µg/L (about ${Math.round(IMAGING_UG_L * MIU_PER_UG)} mIU/L) or more` : "",
    symptom !== undefined ? `"${symptom}" in the notes` : "",
  ].filter(Boolean);
  const patient = [
    marked ? "how high the level is" : "",
    symptom !== undefined ? `the ${symptom.toLowerCase()} in your notes` : "",
  ].filter(Boolean);
  return { clinician: joinList(clinician), patient: joinList(patient) };
}

/** The match's extras and next steps for a high prolactin on the listed dopamine-blocking medicines. */
export function prolactinInRecord(
  ctx: RuleContext,
  medNames: readonly string[],
  prolactin?: LabObservation,
): Partial<RuleMatch> {
  const found = statedProlactinSymptoms(ctx);
  const antipsychotic = medNames.some((n) => ANTIPSYCHOTIC.test(n));
  const imaging = prolactin === undefined ? undefined : pituitaryImagingReason(ctx, prolactin);
  const steps: string[] = [];
  const tests = checkMissing(ctx, TESTS);
  if (tests !== undefined) steps.push(tests);
  else if (TESTS.tests.some((t) => t.ids.some((id) => ctx.labs(id).some((o) => o.status !== "normal"))))
    steps.push(reviewWording(ctx, TESTS));
  if (found.length === 0) {
    steps.push(
      "Ask about symptoms of a high prolactin (breast milk discharge, low sex drive, periods stopping in a younger woman); if present, consider with the prescriber whether the medicine can be stopped or switched to one that does not raise prolactin, then re-measure",
    );
  } else {
    steps.push(
      antipsychotic
        ? "Symptomatic: review the antipsychotic with psychiatry, switching to one that spares prolactin (such as aripiprazole) or, where a switch risks relapse, adding low-dose aripiprazole; re-measure prolactin afterwards"
        : "Symptomatic: with the prescriber, stop the medicine or switch to one that does not raise prolactin where possible; re-measure prolactin afterwards",
    );
  }
  if (imaging !== undefined) {
    // Imaging now, first among the steps: it does not wait for the medicine to be changed.
    steps.unshift(
      `Pituitary MRI now, without waiting for a medicine change: with ${imaging.clinician}, a prolactinoma or other pituitary tumour needs excluding even on a prolactin-raising medicine; test the visual fields formally and refer to endocrinology`,
    );
    steps.push("Do not stop an antipsychotic without the prescriber while the scan is arranged");
  } else {
    steps.push(
      "Do not stop an antipsychotic without the prescriber; if the rise cannot be put down to the medicine (it began before it, or persists after a switch), arrange pituitary MRI",
    );
  }
  if (pregnancyTestDue(ctx))
    steps.push("Pregnancy test if pregnancy is possible: pregnancy raises prolactin and stops periods");
  const imagingExtra =
    imaging === undefined
      ? undefined
      : {
          clinician: `With ${imaging.clinician}, pituitary imaging (MRI) is advised now to exclude a prolactinoma, which can coexist with the medicine.`,
          patient: `Because of ${imaging.patient}, your doctor will want a scan of the pituitary gland (an MRI) to make sure there is no small growth there as well. Keep taking your medicine unless your prescriber tells you otherwise.`,
        };
  const imagingEvidence = imaging === undefined ? [] : ["jfp-2005-elevated-prolactin"];
  if (found.length === 0)
    return {
      nextSteps: steps,
      ...(imagingExtra !== undefined && {
        clinicianExtra: imagingExtra.clinician,
        patientExtra: imagingExtra.patient,
        evidence: imagingEvidence,
      }),
    };
  return {
    nextSteps: steps,
    clinicianExtra: `The notes record ${joinList(found.map((s) => s.clinician))}: symptomatic drug-induced hyperprolactinaemia, for which the Endocrine Society (2011) suggests stopping or substituting the medicine where possible${antipsychotic ? "; for an antipsychotic, switching to or adding aripiprazole has the most evidence, weighed against the risk of relapse" : ""}.${imagingExtra === undefined ? "" : ` ${imagingExtra.clinician}`}`,
    patientExtra: `Your notes mention ${joinList(found.map((s) => s.patient))}, which a high prolactin can cause. This is a reason to review the medicine with ${antipsychotic ? "your mental health team: options include changing it, or adding another medicine that lowers prolactin" : "your doctor"}.${imagingExtra === undefined ? "" : ` ${imagingExtra.patient}`}`,
    ...((antipsychotic || imaging !== undefined) && {
      evidence: [...(antipsychotic ? ["tewksbury-2016-antipsychotic-prolactin"] : []), ...imagingEvidence],
    }),
  };
}
