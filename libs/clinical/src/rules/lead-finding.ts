/**
 * A specific finding that explains several results leads, and the generic lines for those results
 * point to it instead of giving their own differential (review 11, onc-haem cases 07, 13 and 14).
 *
 * The generic lab lines list the usual causes of a result one at a time ("a low white cell count can
 * come from viral infections…", "a high potassium can come from a blood sample damaged on the way
 * to the lab", "a low calcium … underactive parathyroid glands after neck surgery"). Beside a
 * neutropenic sepsis, a tumour lysis syndrome or a possible myeloma that already reads the same
 * results together, such a list contradicts it, and a generic critical line placed first pushes the
 * emergency down the "act now" box. Engine choice, following rules/acute-context.ts
 * (withoutGenericCriticalSteps): the lab line keeps its first sentence (the value against its
 * range) and names the finding that reads it; a generic critical line loses its generic step; and a
 * critical emergency finding is placed before the generic critical lines.
 */
import type { Finding } from "../model.ts";
import { SEVERITY_RANK, Severity } from "../model.ts";
import { isCriticalFlag } from "../normalize/labs.ts";
import { isMeasured } from "../parse/value.ts";
import type { RuleContext } from "./context.ts";
import { warfarinMinorBleeding } from "./warfarin-minor-bleeding.ts";
import { isFreePsaRatioName } from "./psa-nhs-threshold.ts";
import { isPertussisTestName } from "./pertussis.ts";
import { isAnaName } from "./ana-low-titre.ts";
import { causeLeadsEffect } from "./cause-leads-effect.ts";

interface Owner {
  /** Analyte ids whose generic lines the finding reads. */
  analytes: ReadonlySet<string>;
  clinician: string;
  /**
   * The patient pointer, where a fixed place can be named ("the urgent problem explained at the top of
   * this report"). Without one, the pointer quotes how the owner's own point opens (see patientPointer).
   */
  patient?: string;
  /** Where only one direction of an analyte belongs to the finding (a low glucose in adrenal failure). */
  only?: Readonly<Record<string, "high" | "low">>;
  /**
   * Analytes whose critical line the finding grades itself, reading the whole series: below
   * critical, the line takes the finding's severity (a CK still above the critical limit but falling
   * in treated rhabdomyolysis; review 16, acute panels 10).
   */
  grades?: ReadonlySet<string>;
  /** When the finding reads the results only in some records (a high calcium with a suppressed PTH). */
  when?: (ctx: RuleContext) => boolean;
  /**
   * Analytes the finding reads only in some of its forms, owned when the finding cites that very
   * result (the sodium of a hyperosmolar state, which a ketoacidosis finding does not read).
   */
  referenced?: ReadonlySet<string>;
  /**
   * Reads the result only when no other finding that reads it does: a fever with a low neutrophil count
   * is pointed to as the emergency rather than to the medicine that may have caused it.
   */
  secondary?: true;
  /**
   * Results with no catalogue entry that the finding reads, by their laboratory name, owned when the
   * finding cites that very result (a free-to-total PSA ratio; review 22, coherence-22b).
   */
  unlisted?: (name: string) => boolean;
  /** Reads only the critical line of its analytes: a high or low line keeps its own text. */
  criticalOnly?: true;
  /**
   * A critical line the finding grades below critical, which the laboratory did not flag critical, is
   * left out: it would only repeat the value and point to the finding, a second point on one result
   * (review 30, engine-30, renal-29 case 01). A laboratory critical flag keeps its line and its
   * same-day review step.
   */
  foldsRegraded?: true;
  /**
   * The generic high or low line of an unlisted result the finding cites is left out, the finding
   * stating the result itself (review 30, engine-30 case 06: "ANA above the reference range" beside
   * the low-titre ANA reassurance).
   */
  foldsLine?: true;
  /**
   * Analytes whose generic line is left out when the finding cites that very result and states it
   * with its meaning, unless the laboratory flagged it critical (its line and same-day step stay).
   */
  foldsCited?: ReadonlySet<string>;
}

/** A PTH below its range: the high calcium finding then reads a non-parathyroid cause. */
function pthSuppressed(ctx: RuleContext): boolean {
  const status = ctx.lab("pth-intact")?.status;
  return status === "low" || status === "critical-low";
}

/** What the three lymphocytosis findings read, each with its own pointer for the clinician. */
const RAISED_LYMPHOCYTES = {
  analytes: new Set(["alc", "wbc"]),
  only: { alc: "high", wbc: "high" },
} as const satisfies Omit<Owner, "clinician">;

/**
 * What the findings on a medicine's effect on the blood count read: the low white cell and neutrophil
 * counts, and the platelets they cite (review 22, coherence-22).
 */
const DRUG_LOW_COUNTS: Owner = {
  analytes: new Set(["wbc", "anc", "neutrophils", "platelets"]),
  only: { wbc: "low", anc: "low", neutrophils: "low", platelets: "low" },
  // A low neutrophil count beside a finding that cites only the white cells is still read with it
  // (immunosuppression-review12 03: "harmless" for neutrophils 1.9 beside "neutropenia raises the
  // risk of infection"); the platelets only when the finding names them.
  referenced: new Set(["platelets"]),
  secondary: true,
  clinician:
    "Read with the finding on the medicine and the blood count, which reads this count with the medicine and sets out what to do.",
};

const OWNERS: Readonly<Record<string, Owner>> = {
  "neutropenic-sepsis": {
    analytes: new Set(["wbc", "anc", "neutrophils", "platelets"]),
    clinician:
      "Read with the suspected neutropenic sepsis above: chemotherapy commonly lowers blood counts, and the emergency is treated as set out there.",
    patient:
      "This low count is read together with the urgent problem explained at the top of this report; cancer treatment often lowers blood counts.",
  },
  "febrile-neutropenia": {
    analytes: new Set(["wbc", "anc", "neutrophils"]),
    clinician: "Read with the fever and low neutrophil count above, which is treated as that emergency.",
    patient: "This low count is part of the urgent problem explained at the top of this report.",
  },
  "tumour-lysis-syndrome": {
    analytes: new Set(["potassium", "phosphorus", "uric-acid", "calcium", "calcium-ionized", "creatinine"]),
    clinician:
      "Read with the tumour lysis syndrome above, of which this result is part; it is treated as that emergency.",
    patient: "This result is part of the urgent problem explained at the top of this report.",
  },
  // Review 13, adrenal-pituitary: generic lines beside the finding that already reads them (case 01:
  // "most often caused by diabetes medicines" beside an adrenal crisis; case 05: "a pituitary growth"
  // beside macroprolactin; case 12: "vomiting or lung disease" for the alkalosis of a low potassium).
  "adrenal-crisis-suspected": {
    analytes: new Set(["glucose", "potassium", "sodium"]),
    only: { glucose: "low", potassium: "high", sodium: "low" },
    clinician:
      "Read with the adrenal finding above: lack of cortisol (and of aldosterone when the adrenal glands fail) lowers sodium and glucose and raises potassium, and it is treated as set out there.",
    patient: "This result is part of the cortisol problem explained at the top of this report.",
  },
  macroprolactinaemia: {
    analytes: new Set(["prolactin"]),
    clinician: "Read with the macroprolactinaemia finding: the excess is inactive macroprolactin.",
  },
  // Review 19, pituitary-prolactin-2 case 01: "can go with pituitary problems" for LH, FSH and
  // oestradiol lowered by the raised prolactin that the finding reads.
  hyperprolactinaemia: {
    analytes: new Set(["prolactin", "lh", "fsh", "estradiol", "testosterone-total"]),
    only: { prolactin: "high", lh: "low", fsh: "low", estradiol: "low", "testosterone-total": "low" },
    clinician:
      "Read with the raised prolactin finding, which reads the prolactin with LH, FSH and the sex hormones: a high prolactin lowers them.",
  },
  "primary-aldosteronism-screen": {
    analytes: new Set(["bicarbonate", "potassium"]),
    only: { bicarbonate: "high", potassium: "low" },
    clinician:
      "Read with the primary aldosteronism screen: excess aldosterone or cortisol, like a diuretic, lowers potassium and raises bicarbonate (a metabolic alkalosis).",
    patient: "This result is part of the blood pressure and potassium problem explained in this report.",
  },
  "phaeochromocytoma-probable": {
    analytes: new Set(["glucose"]),
    only: { glucose: "high" },
    clinician: "Read with the probable phaeochromocytoma above: catecholamine excess raises glucose.",
    patient: "This result is explained by the adrenal tumour described in this report.",
  },
  // Review 16, acute panels 02: "infection, stones, menstruation" for the dipstick blood and "neck
  // surgery" for the low calcium beside a rhabdomyolysis after a long lie.
  rhabdomyolysis: {
    analytes: new Set(["ck", "potassium", "phosphorus", "calcium", "calcium-ionized", "urine-blood"]),
    only: { potassium: "high", phosphorus: "high", calcium: "low", "calcium-ionized": "low", "urine-blood": "high" },
    grades: new Set(["ck"]),
    clinician: "Read with the rhabdomyolysis finding, of which this result is part; it is treated as set out there.",
    patient: "This result is part of the muscle breakdown explained in this report.",
  },
  // Review 31b, mental-31b case 12: a CK of 9,000 on haloperidol with fever and rigidity read "from
  // hard exercise, a fall, or rarely a medicine such as a statin" beside the possible NMS.
  "neuroleptic-malignant-syndrome": {
    analytes: new Set(["ck", "wbc"]),
    only: { ck: "high", wbc: "high" },
    clinician:
      "Read with the possible neuroleptic malignant syndrome finding, of which this result is part; it is treated as set out there.",
    patient: "This result is part of the medicine reaction explained at the top of this report.",
  },
  // Review 20, cardiology labs 05: INR 5.5 on warfarin with no bleeding drew the critical-limit
  // "act now ... or go to an emergency department" box beside the warfarin finding's "contact your
  // clinic today" (ACCP 2012: withhold, no routine vitamin K). The warfarin finding grades the INR
  // against the target; with bleeding in the notes the critical line stands. Review 24, cardio-24b
  // case 02: the prothrombin time beside an INR of 4.8 crossed its own critical limit in seconds
  // (reagent-dependent) and drew the same "act now" box; it is the same clotting test, which the
  // INR standardises, so the warfarin finding grades it too.
  // Review 25, labs-25 case 01: a high-sensitivity troponin of 64 ng/L flagged critical by the
  // laboratory, rising from 18 ng/L with chest pain, drew "grades it high rather than critical ...
  // not at a level that is usually an emergency" beside the raised-troponin finding's emergency. The
  // troponin finding reads the whole series and the symptoms (UDMI-4); the generic line points to it.
  "troponin-elevated": {
    analytes: new Set(["hs-troponin-t", "hs-troponin-i"]),
    only: { "hs-troponin-t": "high", "hs-troponin-i": "high" },
    clinician: "Read with the raised troponin above, which reads it with the serial results and symptoms.",
    patient: "This result is explained with the raised heart-muscle test (troponin) described in this report.",
  },
  "warfarin-inr-high": {
    analytes: new Set(["inr", "pt"]),
    only: { inr: "high", pt: "high" },
    grades: new Set(["inr", "pt"]),
    when: (ctx) => warfarinMinorBleeding(ctx).length === 0,
    clinician: "Read with the INR above the warfarin target, which grades it against the target and sets out the plan.",
    // The patient report has no "warfarin section" (review 23, deep-23 case 07): name the finding.
    patient: "This result is explained with the high INR on warfarin described in this report.",
  },
  // Review 22, coherence-22b: a potassium of 6.0–6.4 mmol/L beyond the catalogue's critical limit
  // (6.1) drew "act now … do not let a repeat test delay treatment" and, for the patient, "go to an
  // emergency department", beside the hyperkalaemia finding's moderate grade (UK Kidney Association
  // grades, nhs-highland-hyperkalaemia: urgent review, repeat within 1 working day with an ECG,
  // hospital if unwell or the ECG is abnormal). The finding grades the potassium; at 6.5 or more, or
  // with ECG changes, it is itself the emergency (hyperkalaemia-emergency.ts) and leads.
  hyperkalaemia: {
    analytes: new Set(["potassium"]),
    only: { potassium: "high" },
    grades: new Set(["potassium"]),
    criticalOnly: true,
    foldsRegraded: true,
    clinician: "Read with the high potassium finding, which grades it and sets out what to do.",
    // The patient report has no "potassium section" (review 29b, kidney-29b): name the point.
    patient: "This result is explained with the high potassium described in this report.",
  },
  // Review 30b, engine-30b case 01: potassium 6.2 on lisinopril drew a generic critical line ("a blood
  // sample damaged on the way to the lab") beside the medicine finding, which grades the potassium in
  // the same UK Kidney Association bands as the hyperkalaemia finding above (drug-lab.ts).
  "raas-hyperkalaemia": {
    analytes: new Set(["potassium"]),
    only: { potassium: "high" },
    grades: new Set(["potassium"]),
    criticalOnly: true,
    foldsRegraded: true,
    clinician:
      "Read with the high potassium on a potassium-raising medicine finding, which grades it and sets out what to do.",
    patient: "This result is explained with the high potassium and your medicines described in this report.",
  },
  // Review 30b, engine-30b case 03: a generic critical magnesium line beside the severe low magnesium
  // finding, which grades it (intravenous magnesium today) and names the symptoms and the calcium.
  "hypomagnesaemia-severe-symptomatic": {
    analytes: new Set(["magnesium"]),
    only: { magnesium: "low" },
    grades: new Set(["magnesium"]),
    criticalOnly: true,
    foldsRegraded: true,
    clinician: "Read with the severe low magnesium finding, which grades it and sets out the replacement.",
    patient: "This result is explained with the very low magnesium described in this report.",
  },
  // Review 30b, engine-30b case 04: "Critical free thyroxine … goes with an overactive thyroid" was
  // listed ahead of the thyroid storm finding that reads it.
  "overt-hyperthyroidism": {
    analytes: new Set(["free-t4", "free-t3"]),
    only: { "free-t4": "high", "free-t3": "high" },
    criticalOnly: true,
    clinician: "Read with the overt hyperthyroidism finding, which reads it with the TSH and the clinical features.",
  },
  // Review 30, engine-30 case 06: the ANA's own finding states the titre and reads it.
  "ana-low-titre-well": {
    analytes: new Set(),
    unlisted: isAnaName,
    foldsLine: true,
    clinician: "Read with the low-titre ANA finding, which reads it with the clinical picture.",
  },
  // Review 22, coherence-22b (urology-mens-22 04): a bare "PSA, % Free is lower than the usual range"
  // beside the raised PSA finding that reads the free-to-total ratio.
  "psa-elevated": {
    analytes: new Set(),
    unlisted: isFreePsaRatioName,
    clinician: "Read with the raised PSA finding, which reads the free-to-total ratio with the total PSA.",
  },
  // Review 23, gi-resp-23 (cases 04-05): a bare "Your test for B. pertussis PCR was positive" beside
  // the whooping cough finding that reads the same PCR.
  "pertussis-confirmed": {
    analytes: new Set(),
    unlisted: isPertussisTestName,
    clinician: "Read with the whooping cough finding, which sets out notification, antibiotics and contacts.",
  },
  // Review 16, acute panels: "can be a sign of diabetic ketoacidosis" for the ketones beside an HHS
  // (case 01); "harmless" for a neutrophil count of 1.9 in sepsis (case 05); "most often an
  // overactive parathyroid gland" beside a suppressed PTH read as cancer (case 06); a paracetamol
  // level "above the reference range" beside the finding that reads it against the treatment line
  // (cases 08 and 12).
  // Review 19, sodium-water-2 case 07: "usually means the body is short of water" for the sodium that
  // the HHS finding corrects for the glucose; the creatinine it reads as dehydration likewise.
  "hyperglycaemic-crisis": {
    analytes: new Set(["bhb", "urine-ketones", "glucose", "osmolality-serum", "sodium", "creatinine", "bun"]),
    only: {
      bhb: "high",
      "urine-ketones": "high",
      glucose: "high",
      "osmolality-serum": "high",
      creatinine: "high",
      bun: "high",
    },
    referenced: new Set(["sodium", "creatinine", "bun"]),
    clinician:
      "Read with the diabetic emergency finding, which reads the glucose, ketones, acid-base and osmolality together.",
    patient: "This result is part of the diabetes emergency explained in this report.",
  },
  // Review 34, acute-neither-34 case 05: a lactate of 4.8 mmol/L drew its own critical line ("can mean
  // the body's tissues are short of oxygen, as in severe infection or shock") beside the sepsis finding
  // that states it and asks for the fluid bolus (acute-context.ts, sepsisWithLactate). A lactate the
  // finding cites is left out; the results table keeps it, and a laboratory critical flag its line.
  "sepsis-high-risk-adult": {
    analytes: new Set(["wbc", "anc", "neutrophils", "lactate"]),
    only: { wbc: "low", anc: "low", neutrophils: "low", lactate: "high" },
    referenced: new Set(["lactate"]),
    foldsCited: new Set(["lactate"]),
    clinician: "Read with the possible sepsis finding, which reads this result with the infection.",
    patient: "This result is read together with the infection explained at the top of this report.",
  },
  hypercalcaemia: {
    analytes: new Set(["calcium", "calcium-ionized", "pth-intact"]),
    only: { calcium: "high", "calcium-ionized": "high", "pth-intact": "low" },
    when: pthSuppressed,
    clinician:
      "Read with the high calcium finding, which reads the calcium and PTH together and sets out the cause and treatment.",
  },
  "paracetamol-overdose": {
    analytes: new Set(["paracetamol"]),
    clinician: "Read with the paracetamol overdose finding, which reads this level against the time since ingestion.",
  },
  "paracetamol-below-line": {
    analytes: new Set(["paracetamol"]),
    clinician: "Read with the finding that reads this level against the treatment line.",
  },
  "acute-pancreatitis": {
    analytes: new Set(["lipase", "amylase"]),
    only: { lipase: "high", amylase: "high" },
    clinician: "Read with the acute pancreatitis finding, of which this result is part.",
    patient: "This result is part of the pancreas problem explained in this report.",
  },
  "myeloma-investigations": {
    analytes: new Set(["calcium", "total-protein", "hemoglobin", "creatinine"]),
    clinician: "Read with the possible myeloma finding, which sets out the tests this result calls for.",
    patient: "This result is one of those that the myeloma tests described in this report look into.",
  },
  // Review 19, notes-and-counts 08: "most often due to infection" twice beside the plan for the count.
  "neutrophilia-repeat-film": {
    analytes: new Set(["wbc", "anc", "neutrophils"]),
    only: { wbc: "high", anc: "high", neutrophils: "high" },
    clinician: "Read with the raised white cell count finding, which sets out the causes and the repeat count.",
  },
  // Review 19, blood-counts-2: "often follows a viral infection" beside the plan for the count.
  "lymphocytosis-repeat-film": {
    ...RAISED_LYMPHOCYTES,
    clinician:
      "Read with the raised lymphocyte count finding, which sets out the repeat count and when to look further.",
  },
  "lymphocytosis-refer": {
    ...RAISED_LYMPHOCYTES,
    clinician: "Read with the raised lymphocyte count finding, which sets out the referral.",
  },
  // Review 20, children 6-18 case 05: "often follows a viral infection" beside a whooping cough.
  "pertussis-lymphocytosis": {
    ...RAISED_LYMPHOCYTES,
    clinician: "Read with the whooping cough finding, which reads this count with the cough.",
  },
  "persistent-lymphocytosis": {
    ...RAISED_LYMPHOCYTES,
    clinician: "Read with the lasting lymphocytosis finding, which sets out the tests it calls for.",
  },
  // Review 19, blood-counts-2 case 05: "long-lasting infection or inflammation" for the monocytes, and
  // the usual causes of a low haemoglobin, beside the finding that reads them as a marrow problem.
  "macrocytosis-with-cytopenias": {
    analytes: new Set(["monocytes-abs", "mcv", "hemoglobin", "platelets", "anc", "neutrophils"]),
    only: { "monocytes-abs": "high", mcv: "high", hemoglobin: "low", platelets: "low", anc: "low", neutrophils: "low" },
    clinician: "Read with the large red cells and low counts finding, which sets out the film and referral.",
    patient: "This result is explained in the section on large red cells and low blood counts in this report.",
  },
  // Review 19, blood-counts-2 case 08: the white cell line named bone-marrow problems beside it.
  "duffy-null-single-count": {
    analytes: new Set(["wbc", "anc", "neutrophils"]),
    only: { wbc: "low", anc: "low", neutrophils: "low" },
    clinician:
      "Read with the mildly low neutrophil count finding, which sets out the likely reading and the repeat count.",
  },
  // Review 22, haem-22 case 10: the same white cell line ("bone-marrow problems") beside the stable count.
  "duffy-null-neutrophil-count": {
    analytes: new Set(["wbc", "anc", "neutrophils"]),
    only: { wbc: "low", anc: "low", neutrophils: "low" },
    clinician: "Read with the likely Duffy-null associated neutrophil count finding, which sets out the reading.",
  },
  // Review 22, haem-22 case 01: "a low level goes with low iron" for the MCH and MCHC, and "dehydration
  // or a bone-marrow condition" for the red cell count, beside a normal ferritin read as a possible trait.
  "microcytosis-haemoglobinopathy-screen": {
    analytes: new Set(["mcv", "mch", "mchc", "rbc", "tsat"]),
    only: { mcv: "low", mch: "low", mchc: "low", rbc: "high", tsat: "low" },
    // Review 33, haem-bleed-33 case 06: the finding reads a low transferrin saturation it cites.
    referenced: new Set(["tsat"]),
    clinician: "Read with the small red cells finding, which reads the red cell indices with the ferritin.",
  },
  // Review 20: the GGT as "alcohol use, fatty liver or bile-duct problems" beside the alcohol pattern.
  "alcohol-enzyme-pattern": {
    analytes: new Set(["ast", "ggt", "mcv"]),
    only: { ast: "high", ggt: "high", mcv: "high" },
    clinician: "Read with the alcohol liver-enzyme pattern finding, which reads the AST, ALT and GGT together.",
  },
  // Review 20: "can go with long-lasting infection or inflammation" beside the plan for the count.
  "monocytosis-isolated": {
    analytes: new Set(["monocytes-abs"]),
    only: { "monocytes-abs": "high" },
    clinician: "Read with the raised monocyte count finding, which sets out the repeat count and when to refer.",
  },
  "eosinophilia-causes": {
    analytes: new Set(["eosinophils-abs"]),
    only: { "eosinophils-abs": "high" },
    clinician: "Read with the eosinophilia finding, which sets out the causes and tests.",
  },
  // Review 19, liver-2 case 06 and hepatitis-b-3: the plain "positive" serology lines beside the
  // finding that reads them and sets out what follows.
  // Review 20: "commonly from fatty liver, alcohol…" for the transaminases of an acute hepatitis A.
  "hav-acute": {
    analytes: new Set(["hav-igm", "alt", "ast", "bilirubin-total", "alp", "ggt"]),
    only: { alt: "high", ast: "high", "bilirubin-total": "high", alp: "high", ggt: "high" },
    clinician:
      "Read with the acute hepatitis A finding, the likely cause, which sets out notification, contacts and the clotting check.",
  },
  // Review 22, liver-gi-22: the same for hepatitis E, acute or with immunosuppression.
  "hev-infection": {
    analytes: new Set(["hev-igm", "hev-rna", "alt", "ast", "bilirubin-total", "alp", "ggt"]),
    only: { alt: "high", ast: "high", "bilirubin-total": "high", alp: "high", ggt: "high" },
    clinician: "Read with the hepatitis E finding, the likely cause, which sets out confirmation and notification.",
  },
  "hev-immunosuppressed": {
    analytes: new Set(["hev-igm", "hev-rna", "alt", "ast", "bilirubin-total", "alp", "ggt"]),
    only: { alt: "high", ast: "high", "bilirubin-total": "high", alp: "high", ggt: "high" },
    clinician:
      "Read with the hepatitis E finding, the likely cause, which sets out the risk of persistent infection and who to involve.",
  },
  // Review 20, infections-2 case 11: "commonly from fatty liver, alcohol, medicines" for the ALT, and
  // "stress or steroid medicines" for the white cells, beside the glandular fever that raises them.
  // Owned only when the finding cites them (it leaves a transaminase of 1000 U/L or more alone).
  "glandular-fever": {
    analytes: new Set(["wbc", "alt", "ast", "ggt"]),
    only: { wbc: "high", alt: "high", ast: "high", ggt: "high" },
    referenced: new Set(["wbc", "alt", "ast", "ggt"]),
    clinician: "Read with the glandular fever finding, which reads this result as part of the EBV infection.",
  },
  // Review 36, liver-gi-36 case 03: a new positive HBsAg the laboratory flagged "Critical" drew a
  // critical line with "act on it now … treat as clinically indicated" and "needs urgent attention";
  // the hepatitis B finding grades it (specialist referral), and the laboratory's flag is kept as a
  // same-day review.
  "hbv-chronic-infection": {
    analytes: new Set(["hbsag", "anti-hbc-igm", "hbeag", "hbv-dna"]),
    grades: new Set(["hbsag"]),
    clinician:
      "Read with the hepatitis B finding, which reads the HBsAg with HBeAg, HBV DNA and ALT and sets out the referral.",
  },
  "thrombocytosis-persistent": {
    analytes: new Set(["platelets"]),
    only: { platelets: "high" },
    clinician: "Read with the persistent thrombocytosis finding, which sets out the causes and the referral.",
  },
  // Review 22, haem-22 case 09: "often a reaction to inflammation, iron deficiency or bleeding" beside
  // a JAK2 mutation that shows the count is not reactive.
  "mpn-driver-mutation": {
    analytes: new Set(["platelets"]),
    only: { platelets: "high" },
    referenced: new Set(["platelets"]),
    clinician: "Read with the myeloproliferative neoplasm finding, which reads the count with the mutation.",
  },
  // Review 32, onc-haem-32b case 01: a count above 1000 in known ET on hydroxycarbamide kept the
  // generic "act on it now … treat as clinically indicated" step; the finding grades the count itself.
  "mpn-known-raised-count": {
    analytes: new Set(["platelets"]),
    only: { platelets: "high" },
    grades: new Set(["platelets"]),
    foldsRegraded: true,
    clinician: "Read with the known myeloproliferative neoplasm finding: the raised count is the condition itself.",
  },
  // Review 22, haem-22 cases 03 and 04: the raised B12 read with its treatment, or its absence.
  "b12-high-on-treatment": {
    analytes: new Set(["vitamin-b12"]),
    only: { "vitamin-b12": "high" },
    clinician: "Read with the B12 treatment finding: expected on B12 replacement.",
  },
  "b12-high-unexplained": {
    analytes: new Set(["vitamin-b12"]),
    only: { "vitamin-b12": "high" },
    clinician: "Read with the raised B12 finding, which sets out what to look for.",
  },
  // Review 22, coherence-22: generic lines that a more specific finding in the same report contradicts.
  // Low counts a medicine finding reads as that medicine's marrow effect (withhold it, infection risk):
  // the mildly-low neutrophil line said "does not usually raise the risk of infection … a stable,
  // mildly low count is common and harmless" beside a count falling on azathioprine (case 01).
  ...Object.fromEntries(
    [
      "thiopurine-marrow-toxicity",
      "xanthine-oxidase-inhibitor-thiopurine",
      "methotrexate-marrow-toxicity",
      "mycophenolate-marrow-toxicity",
      "transplant-mycophenolate-neutropenia",
      "sulfasalazine-marrow-toxicity",
      "leflunomide-marrow-toxicity",
      "clozapine-neutropenia",
      "antithyroid-neutropenia",
      "valproate-liver-platelets",
      // Review 38, meds-wording-38 case 01: "a low value has many causes … liver disease, infections"
      // for the platelets beside the finding that reads their fall as linezolid's myelosuppression.
      "linezolid-low-platelets",
    ].map((code) => [code, DRUG_LOW_COUNTS]),
  ),
  // "A low value can point to weak adrenal glands" beside the finding that reads the cortisol as
  // suppression by a boosted or azole-blocked steroid, "not as adrenal or pituitary disease" (review
  // 38, meds-wording-38 case 04).
  ...Object.fromEntries(
    ["booster-cyp3a-corticosteroid", "azole-cyp3a-corticosteroid"].map((code) => [
      code,
      {
        analytes: new Set(["cortisol-am"]),
        only: { "cortisol-am": "low" },
        referenced: new Set(["cortisol-am"]),
        clinician:
          "Read with the finding on the steroid and the medicine that slows its clearance, which reads this cortisol as adrenal suppression from the interaction.",
      } satisfies Owner,
    ]),
  ),
  // "The lower the count, the higher the risk of bleeding" beside a fall the finding reads as HIT,
  // whose danger is clotting and whose plan is a non-heparin anticoagulant (case 02).
  "heparin-induced-thrombocytopenia": {
    analytes: new Set(["platelets"]),
    only: { platelets: "low" },
    clinician:
      "Read with the heparin-induced thrombocytopenia finding, which reads this fall with the heparin and sets out the plan.",
  },
  // "Many causes … a mildly low count does not usually cause bleeding" for the platelets, and "not
  // specific" for the LDH, that a HELLP syndrome or pre-eclampsia finding reads as part of it (case 03).
  "hellp-syndrome": {
    analytes: new Set(["platelets", "ldh"]),
    only: { platelets: "low", ldh: "high" },
    referenced: new Set(["platelets", "ldh"]),
    clinician: "Read with the HELLP syndrome finding, of which this result is part; it is treated as set out there.",
    patient: "This result is part of the pregnancy emergency explained at the top of this report.",
  },
  "pre-eclampsia": {
    analytes: new Set(["platelets"]),
    only: { platelets: "low" },
    referenced: new Set(["platelets"]),
    clinician: "Read with the pre-eclampsia finding, of which this result is part; it is treated as set out there.",
    patient: "This result is part of the pregnancy problem explained at the top of this report.",
  },
  // "Dehydration, smoking or a bone-marrow condition" for the haematocrit rise, and the usual causes of
  // low counts, that the dengue finding reads as plasma leakage and a platelet fall (case 04).
  "dengue-warning-signs": {
    analytes: new Set(["hematocrit", "platelets", "wbc"]),
    only: { hematocrit: "high", platelets: "low", wbc: "low" },
    referenced: new Set(["hematocrit", "platelets", "wbc"]),
    clinician: "Read with the dengue warning signs finding, which reads this result as part of the dengue illness.",
    patient: "This result is part of the dengue illness explained at the top of this report.",
  },
  // "A high level goes with an overactive thyroid" beside the biotin finding that says these results
  // can look like an overactive thyroid when they are not (case 05).
  "biotin-thyroid-interference": {
    analytes: new Set(["tsh", "free-t4", "free-t3"]),
    referenced: new Set(["tsh", "free-t4", "free-t3"]),
    clinician:
      "Read with the biotin finding: on high-dose biotin this result may read falsely high or low, so it is repeated off biotin before it is acted on.",
    patient: "This result may be affected by the biotin you take, as explained in this report.",
  },
  // "A mild (subclinical) overactive thyroid" for the low TSH that the finding reads as a thyroid
  // hormone dose that may be too high (case 06).
  "levothyroxine-tsh-low": {
    analytes: new Set(["tsh"]),
    only: { tsh: "low" },
    clinician: "Read with the thyroid medicine finding, which reads this TSH against the dose.",
  },
  // "Can go with a blood clot" beside the finding that reads the D-dimer as below the cut-off for age (case 07).
  "d-dimer-below-age-adjusted-cutoff": {
    analytes: new Set(["d-dimer"]),
    only: { "d-dimer": "high" },
    clinician: "Read with the D-dimer finding, which reads this value against the cut-off for the patient's age.",
  },
  // "A mild (subclinical) overactive thyroid" beside the pregnancy finding that says a low TSH can be
  // normal in the first trimester (lab-panels-review11 07; case 10).
  "pregnancy-tsh-low": {
    analytes: new Set(["tsh"]),
    only: { tsh: "low" },
    clinician: "Read with the pregnancy thyroid finding, which reads this TSH against the ranges for pregnancy.",
  },
  // "Commonly from fatty liver, alcohol, medicines or hepatitis" for the ALT and "from the bile ducts
  // or from bone" for the ALP that the cholestasis of pregnancy finding cites as fitting its picture
  // (review 22, pregnancy-22 case 06).
  "cholestasis-of-pregnancy": {
    analytes: new Set(["alt", "ast", "alp"]),
    only: { alt: "high", ast: "high", alp: "high" },
    referenced: new Set(["alt", "ast", "alp"]),
    clinician: "Read with the cholestasis of pregnancy finding, which reads this result as part of that picture.",
    patient: "This result is part of the liver condition of pregnancy explained in this report.",
  },
  // Review 24, paeds-24 case 05: low white cells and neutrophils in anorexia nervosa read as "viral
  // infections, medicines or bone-marrow problems" beside the finding that reads them as starvation.
  "eating-disorder-medical-instability": {
    analytes: new Set(["wbc", "anc"]),
    only: { wbc: "low", anc: "low" },
    referenced: new Set(["wbc", "anc"]),
    clinician: "Read with the eating disorder finding, which reads the low counts as an effect of starvation.",
  },
  // Review 24, paeds-24 case 04: a 3-week-old's GGT read as "alcohol use, fatty liver or bile-duct
  // problems" and the ALT as "fatty liver, alcohol, medicines or hepatitis" beside the finding that
  // says the adult causes of cholestasis do not apply.
  "infant-conjugated-jaundice": {
    analytes: new Set(["alt", "ast", "alp", "ggt", "bilirubin-total", "bilirubin-direct"]),
    only: { alt: "high", ast: "high", alp: "high", ggt: "high", "bilirubin-total": "high", "bilirubin-direct": "high" },
    clinician: "Read with the cholestatic jaundice in a young baby finding, which reads the liver tests together.",
    patient: "This result is part of the baby's jaundice explained in this report.",
  },
  // "A mildly low count does not usually cause bleeding" beside a bleeding postpartum haemorrhage that
  // reads the platelets as loss and dilution (pregnancy-review12 12).
  "postpartum-haemorrhage": {
    analytes: new Set(["platelets", "fibrinogen"]),
    only: { platelets: "low", fibrinogen: "low" },
    referenced: new Set(["platelets", "fibrinogen"]),
    clinician: "Read with the postpartum haemorrhage finding, which reads this result with the bleeding.",
    patient: "This result is part of the bleeding after birth explained at the top of this report.",
  },
  // "Can mean iron overload but is more often raised by inflammation" beside the finding that says the
  // ferritin is far above what either usually gives (rheumatology-review11 14; case 11).
  "extreme-hyperferritinaemia": {
    analytes: new Set(["ferritin", "platelets", "triglycerides"]),
    only: { ferritin: "high", platelets: "low", triglycerides: "high" },
    referenced: new Set(["ferritin", "platelets", "triglycerides"]),
    clinician:
      "Read with the very high ferritin finding, which reads this result with the fever and the other results.",
    patient: "This result is part of the urgent problem explained at the top of this report.",
  },
  // "Expected in pregnancy" for the hCG of a man with a testicular lump, and "not specific" for the
  // LDH, beside the finding that reads them as tumour markers (travel-mens-health-review21 09; case 12).
  "testicular-tumour-markers": {
    analytes: new Set(["afp", "hcg", "ldh"]),
    only: { afp: "high", hcg: "high", ldh: "high" },
    referenced: new Set(["afp", "hcg", "ldh"]),
    clinician: "Read with the testicular tumour marker finding, which reads this result with the testicular change.",
  },
  // The same beside a Gilbert syndrome on record (overcall-review12 02).
  "known-gilbert-bilirubin": {
    analytes: new Set(["bilirubin-total"]),
    only: { "bilirubin-total": "high" },
    clinician: "Read with the Gilbert syndrome finding, which reads it with the other liver tests and the blood count.",
  },
  // "Smoking, living at altitude, dehydration" for the haemoglobin and haematocrit, and "a reaction to
  // inflammation" for the platelets, beside a polycythaemia vera the JAK2 result confirms
  // (haematology-review14 02; case 14).
  "polycythaemia-vera": {
    analytes: new Set(["hemoglobin", "hematocrit", "platelets"]),
    only: { hemoglobin: "high", hematocrit: "high", platelets: "high" },
    referenced: new Set(["hemoglobin", "hematocrit", "platelets"]),
    clinician: "Read with the polycythaemia vera finding, which reads this result with the JAK2 mutation.",
  },
  // "Can go with pituitary problems" for the LH of a functional hypothalamic amenorrhoea (young-adults-review12 05).
  "functional-hypothalamic-amenorrhoea": {
    analytes: new Set(["lh", "fsh", "estradiol"]),
    only: { lh: "low", fsh: "low", estradiol: "low" },
    referenced: new Set(["lh", "fsh", "estradiol"]),
    clinician:
      "Read with the functional hypothalamic amenorrhoea finding, which reads this result with the low energy intake.",
  },
  // "Allergies, asthma or parasites" for the eosinophils, and the usual causes of a raised ALT and
  // creatinine, beside a possible DRESS that reads them as the drug reaction (haematology-review12 09).
  "dress-suspected": {
    analytes: new Set(["eosinophils-abs", "alt", "creatinine"]),
    only: { "eosinophils-abs": "high", alt: "high", creatinine: "high" },
    referenced: new Set(["eosinophils-abs", "alt", "creatinine"]),
    clinician: "Read with the possible DRESS finding, which reads this result as part of the drug reaction.",
    patient: "This result is part of the medicine reaction explained at the top of this report.",
  },
  // "Comes from liver or bile-duct problems or from red-cell breakdown" beside the finding that reads
  // the other liver tests and the blood count as not pointing to either (case 08).
  "isolated-raised-bilirubin": {
    analytes: new Set(["bilirubin-total"]),
    only: { "bilirubin-total": "high" },
    clinician:
      "Read with the isolated raised bilirubin finding, which reads it with the other liver tests and the blood count.",
  },
};

const GENERIC_LAB_CODES = new Set(["lab-critical", "lab-high", "lab-low", "lab-abnormal"]);

/** The first sentence of a text ("Potassium 6.2 mmol/L on … (reference 3.5-5.3)."), without the generic causes. */
function firstSentence(text: string): string {
  const m = /^.*?\.(?=\s+[A-Z]|$)/s.exec(text);
  return (m?.[0] ?? text).trim();
}

function analyteOf(ctx: RuleContext, f: Finding): string | undefined {
  const ref = f.refs[0];
  return ctx.model.labs.find((o) => o.ref === ref)?.analyteId;
}

/** Whether a generic line's direction is the one its owner reads (always, when the owner names none). */
function inOwnedDirection(ctx: RuleContext, f: Finding, owner: Owner, analyte: string): boolean {
  const want = owner.only?.[analyte];
  if (want === undefined) return true;
  const status = ctx.model.labs.find((o) => o.ref === f.refs[0])?.status ?? "";
  return status === want || status === `critical-${want}`;
}

/**
 * How the owner's own point opens, for the reader to find it by: the patient report has no section
 * per finding, only points, so "the hepatitis A section of this report" named nothing the reader
 * could find (review 30, wording-30 case 01). A long opening is cut at its first clause.
 */
function patientPointer(spec: Owner, owner: Finding): string {
  if (spec.patient !== undefined) return spec.patient;
  const opening = firstSentence(owner.patient).replace(/\.$/, "");
  if (opening === "") return "This result is explained with another point in this report.";
  const words = opening.split(/\s+/);
  const clause = /^(.+?)[,;:](?=\s)/.exec(opening)?.[1];
  const clauseWords = clause?.split(/\s+/).length ?? 0;
  const cut =
    words.length <= 14
      ? opening
      : clause !== undefined && clauseWords >= 4 && clauseWords <= 14
        ? clause
        : words.slice(0, 12).join(" ");
  // Not cut inside a bracket ("Your prolactin (a hormone made by the pituitary gland at the base").
  const close = cut.lastIndexOf("(") > cut.lastIndexOf(")") ? opening.indexOf(")", cut.length) : -1;
  return `This result is explained in the point of this report that begins "${close === -1 ? cut : opening.slice(0, close + 1)}".`;
}

/** What the laboratory said of the sample, as evaluate.ts words it (haemolysis.ts, sampleProblemSaid). */
const SAMPLE_SAID =
  /The laboratory (?:reports the sample haemolysed|reports a delayed sample|asks for a repeat sample) \("[^"]*"\)/;
const SAMPLE_SAID_PATIENT =
  /The laboratory says the blood sample (?:was damaged \(haemolysed\)|took too long to be processed)/;

/**
 * A generic lab line reworded to point to the finding that reads it. It keeps only the test's own
 * evidence: the sources of the meaning it no longer gives ("a mild (subclinical) overactive thyroid")
 * are not cited for a pointer (review 22, coherence-22).
 */
function pointed(f: Finding, owner: Owner, critical: boolean, by: Finding): Finding {
  // Beside an emergency finding, "grades it high rather than critical" (evaluate.ts) would contradict it.
  const first = critical
    ? firstSentence(f.clinician).replace(/; it is [^;]*?, so this report grades it high rather than critical/, "")
    : firstSentence(f.clinician);
  // What the laboratory said of the sample stays with the value (review 30b, engine-30b case 02: a
  // haemolysed potassium of 6.8 beside a high repeat lost "haemolysed" when pointed to the finding).
  const sample = SAMPLE_SAID.exec(f.clinician)?.[0];
  const samplePatient = SAMPLE_SAID_PATIENT.exec(f.patient)?.[0];
  return {
    ...f,
    clinician: `${first}${sample === undefined ? "" : ` ${sample}.`} ${owner.clinician}`,
    patient:
      f.patient.trim() === ""
        ? f.patient
        : `${firstSentence(f.patient)}${samplePatient === undefined ? "" : ` ${samplePatient}.`} ${patientPointer(owner, by)}`,
    nextSteps: critical ? [] : f.nextSteps,
    patientQuestions: [],
    evidenceIds: f.evidenceIds.filter((id) => id.startsWith("insight:")),
  };
}

/**
 * A generic line for a result with no catalogue entry, pointed to a finding that cites and reads it;
 * undefined when that finding folds the line in (foldsLine).
 */
function unlistedPointed(f: Finding, owners: readonly Finding[], ctx: RuleContext): Finding | undefined {
  const ref = f.refs[0];
  const name = ctx.model.labs.find((o) => o.ref === ref)?.name;
  if (ref === undefined || name === undefined) return f;
  const owner = owners.find((o) => o.refs.includes(ref) && OWNERS[o.code]?.unlisted?.(name) === true);
  const spec = owner === undefined ? undefined : OWNERS[owner.code];
  if (spec === undefined || owner === undefined) return f;
  if (spec.foldsLine && f.code !== "lab-critical") return undefined;
  return pointed(f, spec, f.code === "lab-critical" && owner.severity === Severity.critical, owner);
}

/**
 * The findings with an explaining finding leading: generic lines for its results point to it, and a
 * critical emergency finding comes before the generic critical lines, and a cause of the same grade
 * goes ahead of the finding that reads it (cause-leads-effect.ts). Order is otherwise kept.
 */
export function leadWithExplainingFinding(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  return causeLeadsEffect(ownersLead(findings, ctx));
}

function ownersLead(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const owners = findings.filter((f) => OWNERS[f.code] !== undefined);
  if (owners.length === 0) return [...findings];
  let regraded = false;
  const folded = new Set<Finding>();
  const mapped = findings.map((f) => {
    if (!GENERIC_LAB_CODES.has(f.code)) return f;
    const analyte = analyteOf(ctx, f);
    if (analyte === undefined) {
      const line = unlistedPointed(f, owners, ctx);
      if (line === undefined) folded.add(f);
      return line ?? f;
    }
    const candidates = owners.filter((o) => {
      const spec = OWNERS[o.code];
      return (
        spec !== undefined &&
        spec.analytes.has(analyte) &&
        inOwnedDirection(ctx, f, spec, analyte) &&
        (!spec.referenced?.has(analyte) || o.refs.includes(f.refs[0] ?? "")) &&
        (spec.criticalOnly !== true || f.code === "lab-critical") &&
        (spec.when?.(ctx) ?? true)
      );
    });
    const owner = candidates.find((o) => OWNERS[o.code]?.secondary !== true) ?? candidates[0];
    const spec = owner !== undefined ? OWNERS[owner.code] : undefined;
    if (spec === undefined || owner === undefined) return f;
    // The laboratory's own critical flag is kept (review 22, coherence-22b): the result is reviewed
    // today, as for a flag inside the engine's limits (evaluate.ts, labFlaggedCriticalFinding).
    const obs = ctx.model.labs.find((o) => o.ref === f.refs[0]);
    const labFlag = obs?.statusSource === "caller" && isCriticalFlag(obs.callerFlag);
    const regrades = f.code === "lab-critical" && owner.severity !== Severity.critical && spec.grades?.has(analyte);
    const cited = spec.foldsCited?.has(analyte) === true && owner.refs.includes(f.refs[0] ?? "");
    if (((regrades && spec.foldsRegraded) || cited) && !labFlag) {
      folded.add(f);
      return f;
    }
    const line = pointed(f, spec, f.code === "lab-critical" && owner.severity === Severity.critical, owner);
    if (!regrades) return line;
    regraded = true;
    // A line the laboratory flagged inside the engine's limits already names the flag in its title.
    const name = f.title.replace(/^Critical /, "").replace(/ flagged critical by the laboratory$/, "");
    // A positive or reactive result has no limit to be beyond, nor a range to be above.
    const qualitative = obs !== undefined && !isMeasured(obs.value);
    return {
      ...line,
      severity: owner.severity,
      problem: owner.problem,
      title: qualitative
        ? `${name} flagged critical by the laboratory`
        : f.title.replace(/^Critical (.*)$/, "$1 beyond the critical limit"),
      patient: line.patient.replace(
        / result is at a level that needs urgent attention\./,
        qualitative
          ? " result was marked by the laboratory for prompt attention."
          : labFlag
            ? " is higher than the usual range, and the laboratory marked it for prompt attention."
            : " is higher than the usual range.",
      ),
      nextSteps: labFlag
        ? [
            `Review the ${name} flagged critical by the laboratory today: contact the patient and ask about symptoms; act on it as the finding that grades it sets out`,
          ]
        : [],
    };
  });
  const out = mapped.filter((f) => !folded.has(f));
  const leading = out.filter((f) => OWNERS[f.code] !== undefined && f.severity === Severity.critical);
  // A regraded line moves down among the findings of its new severity; the sort is stable.
  if (regraded) out.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  if (leading.length === 0) return out;
  // The emergency goes to the front of the critical findings, ahead of the generic critical lines.
  return [...leading, ...out.filter((f) => !leading.includes(f))];
}
