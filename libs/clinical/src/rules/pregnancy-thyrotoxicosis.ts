import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isStated, statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A low TSH with a raised free T4 in pregnancy, in the year after birth or while breastfeeding. The
 * adult overt-hyperthyroidism rule (patterns.ts) steps aside here, because its work-up names a
 * thyroid uptake scan and its patient text says the thyroid "needs treatment".
 *
 * Sources, seen 2026-11-28 (seenAt in evidence/added-sources.ts, "ata-2017-pregnancy-quickref"):
 * - Radioactive iodine studies are contraindicated in pregnancy and in breastfeeding. Gestational
 *   transient thyrotoxicosis arises in the first trimester, and the usually mild hyperfunction
 *   settles as hCG production falls, typically by 14–18 weeks; TSH-receptor antibodies (TRAb)
 *   point to Graves' disease instead (a clinical summary of the work-up of hyperthyroidism in
 *   pregnancy or lactation).
 * - ATA 2017 (pregnancy and postpartum), postpartum thyroiditis: in the thyrotoxic phase,
 *   symptomatic women may take a beta-blocker safe in lactation (propranolol or metoprolol) at the
 *   lowest dose that helps, usually for a few weeks; antithyroid drugs are not recommended; after
 *   the thyrotoxic phase TSH is measured in about 4–8 weeks (or with new symptoms) to find the
 *   hypothyroid phase.
 * Engine choices: "early pregnancy" is before 20 weeks (beyond the 14–18 weeks by which the hCG
 * effect settles); "after birth" is within 12 months, the window in which postpartum thyroiditis
 * is described.
 */

const EARLY_WEEKS = 20;
const POSTPARTUM_MONTHS = 12;
const TRAB =
  /\btrab\b|\btsh[- ]?r(?:eceptor)?\b.*\bantibod|\bthyrotropin[- ]receptor\b|\bthyroid[- ]stimulating immunoglobulin|\btsi\b/i;
const BREASTFEEDING = /\bbreast[- ]?feed\w*|\blactating\b|\bbreastfed\b/;
const POSTPARTUM_WORD = /\bpost[- ]?(?:partum|natal)\b/;
/** "delivered 4 months ago", "4 months postpartum", "birth 10 weeks ago". */
const TIME_SINCE_BIRTH = [
  /\b(?:delivered|delivery|gave birth|birth|born|caesarean|cesarean|c-?section)\b[^.;\d]{0,30}?(\d{1,2})\s*(days?|weeks?|months?)\s+ago\b/,
  /\b(\d{1,2})\s*(days?|weeks?|months?)\s+(?:post[- ]?(?:partum|natal)|after\s+(?:the\s+)?(?:birth|delivery))\b/,
];
const EARLY_PREGNANCY_CLUES =
  /\bhyperemesis\b|\btwins?\b|\btriplets\b|\bmultiple pregnancy\b|\bmolar\b|\bvomit\w*|\bdichorionic\b|\bmonochorionic\b/;

type Setting =
  | { kind: "pregnant"; weeks?: number }
  | { kind: "postpartum"; months?: number; breastfeeding: boolean }
  | { kind: "breastfeeding" };

/** Months since birth stated in a condition or the notes, when stated and not denied. */
function monthsSinceBirth(ctx: RuleContext): number | undefined {
  const texts = [...ctx.model.conditions.map((c) => c.name.toLowerCase()), ctx.freeText];
  for (const text of texts) {
    for (const re of TIME_SINCE_BIRTH) {
      const m = re.exec(text);
      if (m === null || !isStated(text, m.index, m[0].length)) continue;
      const n = Number(m[1]);
      const unit = m[2] ?? "";
      return /month/.test(unit) ? n : /week/.test(unit) ? n / 4.35 : n / 30.4;
    }
  }
  return undefined;
}

/** Pregnancy, the year after birth, or breastfeeding: where an uptake scan and the adult work-up do not apply. */
export function thyrotoxicosisSetting(ctx: RuleContext): Setting | undefined {
  if (ctx.sex === "male") return undefined;
  const p = pregnancy(ctx);
  if (p !== undefined) return p.weeks === undefined ? { kind: "pregnant" } : { kind: "pregnant", weeks: p.weeks };
  const breastfeeding = statedMention(ctx.freeText, BREASTFEEDING) !== undefined;
  const months = monthsSinceBirth(ctx);
  const named =
    ctx.model.conditions.some((c) => POSTPARTUM_WORD.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, POSTPARTUM_WORD) !== undefined;
  if (months !== undefined && months <= POSTPARTUM_MONTHS) return { kind: "postpartum", months, breastfeeding };
  if (months === undefined && named) return { kind: "postpartum", breastfeeding };
  return breastfeeding ? { kind: "breastfeeding" } : undefined;
}

/** The newest TSH-receptor antibody result with a status, named however the laboratory prints it. */
export function trab(ctx: RuleContext): LabObservation | undefined {
  const found = ctx.model.labs.filter((o) => TRAB.test(o.name) && o.status !== "unknown");
  return found.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

const isRaised = (o: LabObservation | undefined) =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");
const isLowTsh = (o: LabObservation | undefined) =>
  o !== undefined && (o.status === "low" || o.status === "critical-low");

const NO_SCAN_PREGNANT = "No thyroid uptake scan or radioiodine in pregnancy";
const NO_SCAN_FEEDING = "No thyroid uptake scan while breastfeeding";

const rule: Rule = {
  id: "thyrotoxicosis-pregnancy-postpartum",
  family: FindingFamily.pattern,
  severity: Severity.high,
  problem: "Thyroid",
  title: "{title}",
  clinician: "{stage}: TSH {tsh} with raised free T4 {ft4}{antibodies}. {meaning}",
  patient: "Your thyroid tests show more thyroid hormone than usual. {patientText}",
  nextSteps: ["Refer to endocrinology"],
  patientQuestions: ["Is this caused by the pregnancy or the birth, and will it settle by itself?"],
  evidence: ["ata-2017-pregnancy-quickref"],
  keywords: ["thyrotoxicosis", "pregnancy", "postpartum thyroiditis", "gestational thyrotoxicosis", "breastfeeding"],
  match: (ctx): RuleMatch | undefined => {
    const tsh = ctx.lab("tsh");
    const ft4 = ctx.lab("free-t4");
    if (!isLowTsh(tsh) || !isRaised(ft4) || ctx.meds("thyroid-hormone").length > 0) return undefined;
    const s = thyrotoxicosisSetting(ctx);
    if (s === undefined) return undefined;
    const ab = trab(ctx);
    const tpo = ctx.lab("tpo-ab") ?? ctx.anyLab("tpo-ab");
    const trabNegative = ab !== undefined && !isRaised(ab);
    const trabPositive = isRaised(ab);
    const antibodies = [
      ab === undefined ? "" : `TRAb ${ctx.show(ab)} (${trabPositive ? "positive" : "negative"})`,
      isRaised(tpo) ? `TPO antibodies ${ctx.show(tpo)} (positive)` : "",
    ].filter(Boolean);
    const base = {
      tsh: ctx.show(tsh),
      ft4: ctx.show(ft4),
      antibodies: antibodies.length === 0 ? "" : `; ${antibodies.join(", ")}`,
    };
    const refs = ctx.refs(tsh, ft4, ab, isRaised(tpo) ? tpo : undefined, ...ctx.conditions("pregnancy"));
    if (s.kind === "pregnant") {
      const early = s.weeks === undefined || s.weeks < EARLY_WEEKS;
      const clues =
        statedMention(ctx.freeText, EARLY_PREGNANCY_CLUES) !== undefined ||
        ctx.model.conditions.some((c) => EARLY_PREGNANCY_CLUES.test(c.name.toLowerCase()));
      const gtt = early && !trabPositive;
      return {
        ...(gtt ? { severity: Severity.moderate } : {}),
        refs,
        values: {
          ...base,
          title: gtt
            ? "Thyrotoxicosis in early pregnancy: gestational transient thyrotoxicosis or Graves' disease"
            : "Hyperthyroidism in pregnancy",
          stage: s.weeks === undefined ? "In pregnancy" : `At ${s.weeks} weeks of pregnancy`,
          meaning: gtt
            ? `In the first trimester hCG stimulates the thyroid; gestational transient thyrotoxicosis${clues ? " (more likely here, with hyperemesis or a multiple pregnancy recorded)" : ""} is usually mild and settles as hCG falls, typically by 14–18 weeks. ${trabNegative ? "A negative TRAb argues against Graves' disease." : "TRAb separates it from Graves' disease."} Radioactive iodine uptake scans are contraindicated in pregnancy; whether antithyroid treatment is needed is decided with endocrinology and the obstetric team.`
            : `${trabPositive ? "A positive TRAb points to Graves' disease." : "TRAb separates Graves' disease from other causes."} Radioactive iodine uptake scans are contraindicated in pregnancy; treatment is planned jointly by endocrinology and the obstetric team.`,
          patientText: gtt
            ? "Early in pregnancy this is often caused by the pregnancy hormone hCG, especially with severe sickness or twins, and it usually settles by itself by the middle of pregnancy. A blood test for thyroid antibodies helps tell it apart from Graves' disease, an overactive thyroid that does need treatment. Scans that use radioactive material are not done in pregnancy."
            : "In pregnancy an overactive thyroid needs prompt care from a thyroid specialist working with your maternity team, because treatment is chosen with the baby in mind. Scans that use radioactive material are not done in pregnancy.",
        },
        nextSteps: [
          ...(ab === undefined ? ["Measure TSH-receptor antibodies (TRAb)"] : []),
          gtt
            ? "Repeat TSH and free T4 in a few weeks; refer to endocrinology if TRAb is positive, free T4 keeps rising or symptoms are marked"
            : "Prompt referral to endocrinology with the obstetric team",
          NO_SCAN_PREGNANT,
        ],
      };
    }
    const feeding = s.kind === "breastfeeding" || s.breastfeeding;
    const noScan = feeding ? [NO_SCAN_FEEDING] : [];
    const stage =
      s.kind === "breastfeeding"
        ? "While breastfeeding"
        : s.months === undefined
          ? "After birth"
          : `About ${Math.max(1, Math.round(s.months))} month${Math.round(s.months) > 1 ? "s" : ""} after birth`;
    if (trabPositive) {
      return {
        refs,
        values: {
          ...base,
          title: "Hyperthyroidism after birth: Graves' disease likely",
          stage,
          meaning: `A positive TRAb points to Graves' disease rather than postpartum thyroiditis.${feeding ? " A radioactive iodine uptake scan is contraindicated while breastfeeding." : ""}`,
          patientText:
            "Your antibody test points to Graves' disease, which usually needs treatment. A thyroid specialist will plan it with you, including whether the medicine suits breastfeeding.",
        },
        nextSteps: ["Refer to endocrinology", ...noScan],
      };
    }
    return {
      ...(s.kind === "breastfeeding" ? {} : { severity: Severity.moderate }),
      refs,
      values: {
        ...base,
        title:
          s.kind === "breastfeeding"
            ? "Thyrotoxicosis while breastfeeding"
            : trabNegative
              ? "Postpartum thyroiditis (thyrotoxic phase) likely"
              : "Thyrotoxicosis after birth: postpartum thyroiditis or Graves' disease",
        stage,
        meaning: `${trabNegative ? `A negative TRAb${isRaised(tpo) ? " with positive TPO antibodies" : ""} fits postpartum thyroiditis, which is self-limiting` : "TRAb separates Graves' disease from postpartum thyroiditis"}. In the thyrotoxic phase ATA advises a beta-blocker safe in breastfeeding (propranolol or metoprolol) at the lowest dose that controls symptoms, usually for a few weeks, and not antithyroid drugs; TSH is checked about 4–8 weeks after it settles to catch a hypothyroid phase.${feeding ? " A radioactive iodine uptake scan is contraindicated while breastfeeding." : ""}`,
        patientText: trabNegative
          ? "They fit postpartum thyroiditis, an inflammation of the thyroid that can follow giving birth. It usually settles by itself; some women then have an underactive phase, so a repeat blood test is needed. Tablets to slow the thyroid are not used for it; a beta-blocker such as propranolol can ease a racing heart and shakiness." +
            (feeding
              ? " A thyroid scan with radioactive material is not needed and is not done while breastfeeding."
              : "")
          : "After giving birth this is often a temporary inflammation of the thyroid that settles by itself, but it can also be Graves' disease, which needs treatment; an antibody blood test tells them apart." +
            (feeding ? " A thyroid scan with radioactive material is not done while breastfeeding." : ""),
      },
      nextSteps: [
        ...(ab === undefined
          ? ["Measure TSH-receptor antibodies (TRAb) to separate Graves' disease from postpartum thyroiditis"]
          : []),
        "Beta-blocker safe in breastfeeding (propranolol or metoprolol) for symptoms, lowest effective dose; no antithyroid drugs for postpartum thyroiditis",
        "Repeat TSH about 4–8 weeks after the thyrotoxic phase settles, or sooner with new symptoms, to detect a hypothyroid phase",
        ...noScan,
      ],
    };
  },
};

export const PREGNANCY_THYROTOXICOSIS_RULES: readonly Rule[] = [rule];
