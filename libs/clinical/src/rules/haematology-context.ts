import type { ConditionItem, GeneticItem, LabObservation, MedicationItem } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { hfeVariantNames, isVariantPresent } from "../vocab/genetics.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import { isLow } from "./lab-status.ts";

/**
 * What the record says that explains a blood result before any test is asked for: a stated cause
 * of anaemia (bleeding, surgery, chemotherapy, a blood cancer, a marrow-suppressing medicine), a
 * known cancer, a known haemochromatosis genotype. The anaemia, calcium, myeloma and iron rules of
 * patterns.ts read these so that they do not ask for a work-up the record already answers.
 */

const DAY_MS = 86_400_000;

/**
 * Surgery or a haemorrhage dated within this many days of the record counts as recent: an engine
 * choice (six weeks), the time over which the blood lost is still being made up.
 */
const RECENT_DAYS = 42;

/** When "now" is: the caller's, else the newest result in the record. */
function referenceTime(ctx: RuleContext): number | undefined {
  if (ctx.model.now !== undefined) return Date.parse(ctx.model.now);
  const times = ctx.model.labs.flatMap((o) => (o.time === undefined ? [] : [o.time]));
  return times.length > 0 ? Math.max(...times) : undefined;
}

/** A condition's date: its own, else an ISO date written in its name ("arthroplasty 2026-11-14"). */
function conditionTime(c: ConditionItem): number | undefined {
  const text = c.date ?? /\b(\d{4}-\d{2}-\d{2})\b/.exec(c.name)?.[1];
  const time = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/** A condition dated within {@link RECENT_DAYS} of now (not in the future). */
function recent(ctx: RuleContext, c: ConditionItem): boolean {
  const now = referenceTime(ctx);
  const at = conditionTime(c);
  return now !== undefined && at !== undefined && now - at >= -DAY_MS && now - at <= RECENT_DAYS * DAY_MS;
}

/**
 * Bleeding that loses blood quickly, named as such ("melaena", "black tarry stools", "postpartum
 * haemorrhage"). "Vomited blood" counts as haematemesis does (review 32, acute-32 case 13: a fall of
 * 4.7 g/dL after vomiting blood was sent for MCV, ferritin, B12 and folate "to find the cause"), and
 * so does "vomited coffee-ground material" (review 39, acute-39 case 08).
 */
const ACUTE_BLEEDING =
  /\b(?:mela?ena|ha?ematemesis|vomit(?:ed|ing)?\s+(?:up\s+)?(?:blood|coffee[- ]grounds?)|ha?ematochezia|(?:black|tarry)(?:,?\s+(?:and\s+)?tarry)?\s+stools?|coffee[- ]ground\s+vomit\w*|(?:rectal|pr)\s+bleed(?:ing)?|(?:gi|gastrointestinal|upper\s+gi|lower\s+gi|variceal)\s+(?:bleed(?:ing)?|ha?emorrhage)|(?:post-?partum|obstetric|massive|major)\s+ha?emorrhage|pph|blood\s+loss)\b/;

/** An operation named in a condition ("s/p total hip arthroplasty 2026-11-14"); it counts only when dated recently. */
const SURGERY_CONDITION =
  /\b(?:s\/p|status\s+post|post-?op\w*|arthroplasty|\w+ectomy|\w+otomy|replacement|surgery|operation|resection)\b/;

/** Notes that place the record just after an operation ("post-op day 8", "10 days after surgery"). */
const SURGERY_NOTES =
  /\bpost-?op(?:erative(?:ly)?)?\b|\b\d+\s+(?:days?|weeks?)\s+(?:after|post|following)\s+(?:(?:his|her|their|the)\s+)?(?:\w+\s+){0,2}(?:surgery|operation|op|arthroplasty|replacement|resection)\b|\brecent\s+(?:major\s+)?(?:surgery|operation)\b/;

/** Blood cancers and marrow failure named in a condition. */
const HAEMATOLOGICAL =
  /\b(?:leuka?emi\w*|lymphoma|myeloma|myelodysplas\w*|mds|myeloproliferative|myelofibrosis|polycyth(?:a)?emia\s+vera|aplastic\s+an(?:a)?emia|waldenstr\w*)\b/;

/** Chemotherapy named in a current condition ("breast cancer, on adjuvant chemotherapy"). */
const CHEMOTHERAPY = /\bchemo(?:therapy)?\b/;

/** Notes that place the record during a course of chemotherapy ("day 10 after cycle 3", "on chemotherapy"). */
const CHEMOTHERAPY_NOTES =
  /\b(?:on|receiving|having|during|started)\s+(?:\w+\s+){0,2}chemo(?:therapy)?\b|\bchemo(?:therapy)?\s+cycle\s+\d+|\bcycle\s+\d+\s+of\s+(?:\w+\s+){0,2}chemo(?:therapy)?\b|\bday\s+\d+\s+(?:after|of|post)\s+(?:cycle|chemo(?:therapy)?)\b/;

/** Medicines given as cytotoxic chemotherapy (the fluoropyrimidines have their own class). */
const CHEMOTHERAPY_CLASSES = ["cytotoxic", "fluoropyrimidine"] as const;

/** Medicines that can suppress the marrow at the doses used outside cancer care. */
const MARROW_TOXIC_CLASSES = ["methotrexate", "thiopurine"] as const;

/**
 * Medicines of which a low white cell count is a known effect: chemotherapy, the marrow-toxic
 * medicines above, clozapine and the antithyroid drugs (see rules/drug-blood.ts).
 */
export const WHITE_CELL_LOWERING_CLASSES = [
  ...CHEMOTHERAPY_CLASSES,
  ...MARROW_TOXIC_CLASSES,
  "clozapine",
  "antithyroid",
] as const;

/** A cause of anaemia the record states. */
export interface AnaemiaCause {
  kind: "bleeding" | "surgery" | "haematological" | "chemotherapy" | "marrow-drug";
  /** For the clinician: "chemotherapy (Docetaxel and Cyclophosphamide)". */
  text: string;
  /** One sentence for the patient. */
  patient: string;
  refs: string[];
  evidence: readonly string[];
}

function bleeding(ctx: RuleContext): AnaemiaCause | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) =>
      (c.concepts.includes("gi-bleeding") || ACUTE_BLEEDING.test(c.name.toLowerCase())) &&
      (isActiveCondition(c.status) || recent(ctx, c)),
  );
  // A bleed written as past ("GI bleed Feb 2025") is not the cause of today's anaemia (past-mention.ts).
  const now = referenceNow(ctx);
  const quote = [...statedMatches(ctx.freeText, ACUTE_BLEEDING)].find(
    (m) => !isPastMention(ctx.freeText, m.index, m.length, now),
  )?.quote;
  if (conditions.length === 0 && quote === undefined) return undefined;
  const named = conditions.length > 0 ? conditions.map((c) => c.name).join("; ") : `"${quote}" in the notes`;
  return {
    kind: "bleeding",
    text: `blood loss (${named})`,
    patient: "The bleeding recorded in your notes is the likely reason.",
    refs: ctx.refs(...conditions),
    evidence: ["rcpa-manual-anaemia"],
  };
}

function surgery(ctx: RuleContext): AnaemiaCause | undefined {
  const conditions = ctx.model.conditions.filter((c) => SURGERY_CONDITION.test(c.name.toLowerCase()) && recent(ctx, c));
  const quote = statedMention(ctx.freeText, SURGERY_NOTES);
  if (conditions.length === 0 && quote === undefined) return undefined;
  const named = conditions.length > 0 ? conditions.map((c) => c.name).join("; ") : `"${quote}" in the notes`;
  return {
    kind: "surgery",
    text: `recent surgery (${named})`,
    patient: "Blood lost during and after an operation is a common reason for this.",
    refs: ctx.refs(...conditions),
    evidence: ["munoz-2018-postoperative-anaemia"],
  };
}

/** Blasts reported in the blood: a result named for them with a value above zero. */
export function bloodBlasts(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find(
    (o) => /\bblasts?\b/i.test(o.name) && o.value.kind === "number" && o.value.value > 0 && o.value.comparator !== "<",
  );
}

function haematological(ctx: RuleContext): AnaemiaCause | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) => isActiveCondition(c.status) && HAEMATOLOGICAL.test(c.name.toLowerCase()),
  );
  const blasts = bloodBlasts(ctx);
  if (conditions.length === 0 && blasts === undefined) return undefined;
  const named = [
    ...conditions.map((c) => c.name),
    ...(blasts ? [`blasts in the blood, ${ctx.show(blasts)}`] : []),
  ].join("; ");
  return {
    kind: "haematological",
    text: `a bone marrow or blood disorder (${named})`,
    patient:
      conditions.length > 0
        ? "Your blood condition can cause this."
        : "Your results show young blood cells (blasts) that are not normally seen in the blood, which a blood specialist needs to look at.",
    refs: ctx.refs(...conditions, blasts),
    evidence: ["asco-ash-2019-cancer-anaemia"],
  };
}

/**
 * Hydroxycarbamide (hydroxyurea) in sickle cell disease is disease-modifying treatment, not a course
 * of chemotherapy: the anaemia there is the disease's own (as the neutropenic-sepsis rule of
 * oncology-haematology.ts reads it too).
 */
const DISEASE_MODIFYING_IN_SICKLE_CELL = new Set(["hydroxycarbamide", "hydroxyurea"]);

function chemotherapy(ctx: RuleContext): AnaemiaCause | undefined {
  const sickle = ctx.conditions("sickle-cell-disease").length > 0;
  const meds = ctx
    .medsOf(...CHEMOTHERAPY_CLASSES)
    .filter((m) => !sickle || m.drugs.some((d) => !DISEASE_MODIFYING_IN_SICKLE_CELL.has(d)));
  const conditions = ctx.model.conditions.filter(
    (c) => isActiveCondition(c.status) && CHEMOTHERAPY.test(c.name.toLowerCase()),
  );
  const quote =
    meds.length === 0 && conditions.length === 0 ? statedMention(ctx.freeText, CHEMOTHERAPY_NOTES) : undefined;
  if (meds.length === 0 && conditions.length === 0 && quote === undefined) return undefined;
  const named =
    meds.length > 0 ? medNames(meds) : conditions.length > 0 ? conditions.map((c) => c.name).join("; ") : `"${quote}"`;
  return {
    kind: "chemotherapy",
    text: `chemotherapy (${named})`,
    patient: "Chemotherapy often lowers the blood count, which is the likely reason.",
    refs: ctx.refs(...meds, ...conditions),
    evidence: ["asco-ash-2019-cancer-anaemia"],
  };
}

function marrowDrug(ctx: RuleContext): AnaemiaCause | undefined {
  const meds = ctx.medsOf(...MARROW_TOXIC_CLASSES);
  // Another cell line low with the haemoglobin points to the marrow, not to blood loss or a deficiency.
  const others = (["wbc", "anc", "platelets"] as const).map((id) => ctx.lab(id)).filter(isLow);
  if (meds.length === 0 || others.length === 0) return undefined;
  return {
    kind: "marrow-drug",
    text: `possible marrow suppression by ${medNames(meds)}, with other blood counts low too`,
    patient: "One of your medicines can lower the blood count, and other blood counts are low too.",
    refs: ctx.refs(...meds, ...others),
    // Each medicine's own source: the methotrexate label says nothing of azathioprine.
    evidence: [
      ...(meds.some((m) => m.classes.includes("methotrexate")) ? ["methotrexate-tablets-label"] : []),
      ...(meds.some((m) => m.classes.includes("thiopurine")) ? ["nhsdg-azathioprine-monitoring"] : []),
    ],
  };
}

/**
 * Causes of anaemia the record states, most pressing first. Each is read conservatively: bleeding
 * and surgery named as such (a denied mention does not count; an operation only when dated within
 * six weeks or stated as just past), chemotherapy by a current cytotoxic medicine or a current
 * course, a blood cancer by a current condition or blasts in the blood, and a marrow-suppressing
 * medicine only with another blood count low as well.
 */
export function statedAnaemiaCauses(ctx: RuleContext): AnaemiaCause[] {
  return [bleeding(ctx), haematological(ctx), chemotherapy(ctx), surgery(ctx), marrowDrug(ctx)].filter(
    (c): c is AnaemiaCause => c !== undefined,
  );
}

/** Current medicines of which a low white cell count is a known effect. */
export function whiteCellLoweringMedicines(ctx: RuleContext): MedicationItem[] {
  return ctx.medsOf(...WHITE_CELL_LOWERING_CLASSES);
}

/** Cancers that seldom spread or raise calcium: a basal cell carcinoma, a cancer in situ. */
const LOCAL_CANCER = /\bbasal\s+cell\b|\bin\s+situ\b|\bcin\s*[123]?\b/;

/** Current cancers in the record (not a basal cell carcinoma or a cancer in situ). */
export function knownActiveCancer(ctx: RuleContext): ConditionItem[] {
  return ctx.conditions("cancer").filter((c) => !LOCAL_CANCER.test(c.name.toLowerCase()));
}

function geneResult(g: GeneticItem): string {
  return `${g.interpretation} ${g.value ?? ""}`.trim();
}

/** C282Y named as homozygous in one clause ("Homozygous C282Y/C282Y"), not an H63D homozygote with one C282Y. */
const C282Y_HOMOZYGOUS =
  /c282y\s*\/\s*c282y|\bhomozygous\b[^.;,/]{0,30}\bc282y\b|\bc282y\b[^.;,/]{0,30}\bhomozygous\b/i;

/** The record's HFE result when it is C282Y homozygous. */
export function hfeC282yHomozygous(ctx: RuleContext): GeneticItem | undefined {
  return ctx.genes("HFE").find((g) => {
    // HGVS names (p.Cys282Tyr, c.845G>A) are read as C282Y (vocab/genetics.ts).
    const text = hfeVariantNames(geneResult(g));
    return isVariantPresent(text, /c282y/i) && C282Y_HOMOZYGOUS.test(text);
  });
}

/** HFE haemochromatosis named in a current condition. */
const HAEMOCHROMATOSIS = /\bha?emochromatosis\b/;

/**
 * Known HFE haemochromatosis: a C282Y homozygous result or a current condition naming
 * haemochromatosis, with the words to quote it by.
 */
export function knownHaemochromatosis(ctx: RuleContext): { text: string; ref: string; gene?: GeneticItem } | undefined {
  const gene = hfeC282yHomozygous(ctx);
  if (gene) return { text: `HFE ${geneResult(gene)}`, ref: gene.ref, gene };
  const condition = ctx.model.conditions.find(
    (c) => isActiveCondition(c.status) && HAEMOCHROMATOSIS.test(c.name.toLowerCase()),
  );
  return condition ? { text: condition.name, ref: condition.ref } : undefined;
}

/**
 * Known haemochromatosis with the liver risk EASL stages fibrosis for: a raised ferritin above
 * 1000 µg/L, or a raised AST (haemochromatosis-liver-assessment in patterns.ts). The genotype
 * finding leaves the fibrosis step to that finding (review 14, haematology case 15).
 */
export function haemochromatosisLiverRisk(ctx: RuleContext): boolean {
  const ferritinObs = ctx.lab("ferritin");
  const ferritin = ctx.valueOf(ferritinObs);
  const high = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";
  if (knownHaemochromatosis(ctx) === undefined || ferritin === undefined || !high(ferritinObs)) return false;
  return ferritin > 1000 || high(ctx.lab("ast"));
}

/** An HFE result of any kind, for the iron rules to read before they ask for genotyping. */
export function hfeResult(ctx: RuleContext): { gene: GeneticItem; text: string } | undefined {
  const gene = ctx.genes("HFE")[0];
  return gene ? { gene, text: geneResult(gene) } : undefined;
}
