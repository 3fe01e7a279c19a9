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
import type { RuleContext } from "./context.ts";
import { warfarinMinorBleeding } from "./warfarin-minor-bleeding.ts";

interface Owner {
  /** Analyte ids whose generic lines the finding reads. */
  analytes: ReadonlySet<string>;
  clinician: string;
  patient: string;
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
  patient: "This result is explained in the lymphocyte count section of this report.",
} as const satisfies Omit<Owner, "clinician">;

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
    patient: "This result is explained in the macroprolactin section of this report.",
  },
  // Review 19, pituitary-prolactin-2 case 01: "can go with pituitary problems" for LH, FSH and
  // oestradiol lowered by the raised prolactin that the finding reads.
  hyperprolactinaemia: {
    analytes: new Set(["prolactin", "lh", "fsh", "estradiol", "testosterone-total"]),
    only: { prolactin: "high", lh: "low", fsh: "low", estradiol: "low", "testosterone-total": "low" },
    clinician:
      "Read with the raised prolactin finding, which reads the prolactin with LH, FSH and the sex hormones: a high prolactin lowers them.",
    patient: "This result is explained in the prolactin section of this report.",
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
  // Review 20, cardiology labs 05: INR 5.5 on warfarin with no bleeding drew the critical-limit
  // "act now ... or go to an emergency department" box beside the warfarin finding's "contact your
  // clinic today" (ACCP 2012: withhold, no routine vitamin K). The warfarin finding grades the INR
  // against the target; with bleeding in the notes the critical line stands.
  "warfarin-inr-high": {
    analytes: new Set(["inr"]),
    only: { inr: "high" },
    grades: new Set(["inr"]),
    when: (ctx) => warfarinMinorBleeding(ctx).length === 0,
    clinician: "Read with the INR above the warfarin target, which grades it against the target and sets out the plan.",
    patient: "This result is explained in the warfarin section of this report.",
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
  "sepsis-high-risk-adult": {
    analytes: new Set(["wbc", "anc", "neutrophils"]),
    only: { wbc: "low", anc: "low", neutrophils: "low" },
    clinician: "Read with the possible sepsis finding, which reads this count with the infection.",
    patient: "This result is read together with the infection explained at the top of this report.",
  },
  hypercalcaemia: {
    analytes: new Set(["calcium", "calcium-ionized", "pth-intact"]),
    only: { calcium: "high", "calcium-ionized": "high", "pth-intact": "low" },
    when: pthSuppressed,
    clinician:
      "Read with the high calcium finding, which reads the calcium and PTH together and sets out the cause and treatment.",
    patient: "This result is explained in the high calcium section of this report.",
  },
  "paracetamol-overdose": {
    analytes: new Set(["paracetamol"]),
    clinician: "Read with the paracetamol overdose finding, which reads this level against the time since ingestion.",
    patient: "This result is explained in the paracetamol section of this report.",
  },
  "paracetamol-below-line": {
    analytes: new Set(["paracetamol"]),
    clinician: "Read with the finding that reads this level against the treatment line.",
    patient: "This result is explained in the paracetamol section of this report.",
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
    patient: "This result is explained in the white cell count section of this report.",
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
    patient: "This result is explained in the neutrophil count section of this report.",
  },
  // Review 20: the GGT as "alcohol use, fatty liver or bile-duct problems" beside the alcohol pattern.
  "alcohol-enzyme-pattern": {
    analytes: new Set(["ast", "ggt", "mcv"]),
    only: { ast: "high", ggt: "high", mcv: "high" },
    clinician: "Read with the alcohol liver-enzyme pattern finding, which reads the AST, ALT and GGT together.",
    patient: "This result is explained in the alcohol and liver section of this report.",
  },
  // Review 20: "can go with long-lasting infection or inflammation" beside the plan for the count.
  "monocytosis-isolated": {
    analytes: new Set(["monocytes-abs"]),
    only: { "monocytes-abs": "high" },
    clinician: "Read with the raised monocyte count finding, which sets out the repeat count and when to refer.",
    patient: "This result is explained in the monocyte count section of this report.",
  },
  "eosinophilia-causes": {
    analytes: new Set(["eosinophils-abs"]),
    only: { "eosinophils-abs": "high" },
    clinician: "Read with the eosinophilia finding, which sets out the causes and tests.",
    patient: "This result is explained in the eosinophil section of this report.",
  },
  // Review 19, liver-2 case 06 and hepatitis-b-3: the plain "positive" serology lines beside the
  // finding that reads them and sets out what follows.
  // Review 20: "commonly from fatty liver, alcohol…" for the transaminases of an acute hepatitis A.
  "hav-acute": {
    analytes: new Set(["hav-igm", "alt", "ast", "bilirubin-total", "alp", "ggt"]),
    only: { alt: "high", ast: "high", "bilirubin-total": "high", alp: "high", ggt: "high" },
    clinician:
      "Read with the acute hepatitis A finding, the likely cause, which sets out notification, contacts and the clotting check.",
    patient: "This result is explained in the hepatitis A section of this report.",
  },
  // Review 20, infections-2 case 11: "commonly from fatty liver, alcohol, medicines" for the ALT, and
  // "stress or steroid medicines" for the white cells, beside the glandular fever that raises them.
  // Owned only when the finding cites them (it leaves a transaminase of 1000 U/L or more alone).
  "glandular-fever": {
    analytes: new Set(["wbc", "alt", "ast", "ggt"]),
    only: { wbc: "high", alt: "high", ast: "high", ggt: "high" },
    referenced: new Set(["wbc", "alt", "ast", "ggt"]),
    clinician: "Read with the glandular fever finding, which reads this result as part of the EBV infection.",
    patient: "This result is explained in the glandular fever section of this report.",
  },
  "hbv-chronic-infection": {
    analytes: new Set(["hbsag", "anti-hbc-igm", "hbeag", "hbv-dna"]),
    clinician:
      "Read with the hepatitis B finding, which reads the HBsAg with HBeAg, HBV DNA and ALT and sets out the referral.",
    patient: "This result is explained in the hepatitis B section of this report.",
  },
  "thrombocytosis-persistent": {
    analytes: new Set(["platelets"]),
    only: { platelets: "high" },
    clinician: "Read with the persistent thrombocytosis finding, which sets out the causes and the referral.",
    patient: "This result is explained in the platelet count section of this report.",
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

/** A generic lab line reworded to point to the finding that reads it. */
function pointed(f: Finding, owner: Owner, critical: boolean): Finding {
  return {
    ...f,
    clinician: `${firstSentence(f.clinician)} ${owner.clinician}`,
    patient: f.patient.trim() === "" ? f.patient : `${firstSentence(f.patient)} ${owner.patient}`,
    nextSteps: critical ? [] : f.nextSteps,
    patientQuestions: [],
  };
}

/**
 * The findings with an explaining finding leading: generic lines for its results point to it, and a
 * critical emergency finding comes before the generic critical lines. Order is otherwise kept.
 */
export function leadWithExplainingFinding(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const owners = findings.filter((f) => OWNERS[f.code] !== undefined);
  if (owners.length === 0) return [...findings];
  let regraded = false;
  const out = findings.map((f) => {
    if (!GENERIC_LAB_CODES.has(f.code)) return f;
    const analyte = analyteOf(ctx, f);
    if (analyte === undefined) return f;
    const owner = owners.find((o) => {
      const spec = OWNERS[o.code];
      return (
        spec !== undefined &&
        spec.analytes.has(analyte) &&
        inOwnedDirection(ctx, f, spec, analyte) &&
        (!spec.referenced?.has(analyte) || o.refs.includes(f.refs[0] ?? "")) &&
        (spec.when?.(ctx) ?? true)
      );
    });
    const spec = owner !== undefined ? OWNERS[owner.code] : undefined;
    if (spec === undefined || owner === undefined) return f;
    const line = pointed(f, spec, f.code === "lab-critical" && owner.severity === Severity.critical);
    if (f.code !== "lab-critical" || owner.severity === Severity.critical || !spec.grades?.has(analyte)) return line;
    regraded = true;
    return {
      ...line,
      severity: owner.severity,
      problem: owner.problem,
      title: f.title.replace(/^Critical (.*)$/, "$1 beyond the critical limit"),
      patient: line.patient.replace(
        / result is at a level that needs urgent attention\./,
        " is higher than the usual range.",
      ),
      nextSteps: [],
    };
  });
  const leading = out.filter((f) => OWNERS[f.code] !== undefined && f.severity === Severity.critical);
  // A regraded line moves down among the findings of its new severity; the sort is stable.
  if (regraded) out.sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  if (leading.length === 0) return out;
  // The emergency goes to the front of the critical findings, ahead of the generic critical lines.
  return [...leading, ...out.filter((f) => !leading.includes(f))];
}
