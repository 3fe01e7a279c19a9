import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { lungNoduleSizeMm } from "./imaging-site.ts";
import { noduleCourseEnded } from "./lung-nodule-course.ts";
import { isStated } from "./notes.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * A lung nodule that the report itself calls suspicious, that has grown, or that is part-solid
 * with a solid part over 8 mm. Fleischner 2017 (evidence "fleischner-2017") sends a part-solid
 * nodule with a growing solid component or one over 8 mm to PET/CT, biopsy or resection, not to
 * surveillance; a scan suggesting lung cancer is a suspected-cancer referral (NICE NG12, evidence
 * "nice-ng12-suspected-cancer"). The incidental-nodule intervals of pulmonary-nodule-follow-up
 * (other.ts) and its "most are not cancer" wording do not fit these, so that rule gives way.
 */

const SUSPICIOUS =
  /\b(?:suspicious|concerning|worrying)\s+(?:for|of)\s+(?:an?\s+)?(?:primary\s+)?(?:lung\s+|pulmonary\s+)?(?:malignan\w*|cancer|carcinoma|adenocarcinoma|neoplasm)|\b(?:likely|probable|in keeping with)\s+(?:an?\s+)?(?:primary\s+)?(?:lung\s+)?(?:malignancy|cancer|carcinoma|adenocarcinoma)\b/g;
const GROWING = /\b(?:growing|enlarging|increased\s+in\s+size|interval\s+(?:growth|increase)|has\s+grown)\b/g;
/** The solid part of a part-solid nodule: "solid component 11 mm", "with 6mm solid component". */
export const SOLID_PART =
  /\bsolid\s+(?:component|part)\s+(?:of\s+|measuring\s+)?(\d+(?:\.\d+)?)\s*mm|(\d+(?:\.\d+)?)\s*mm\s+solid\s+(?:component|part)/g;
const MDT =
  /\brefer(?:ral)?\s+to\s+(?:the\s+)?(?:lung|thoracic|chest)\s+(?:cancer\s+)?(?:mdt|team|clinic|service)|\blung\s+mdt\b/;
/** Above this, a part-solid nodule's solid part calls for tissue diagnosis or resection (Fleischner 2017). */
const SOLID_PART_MAX_MM = 8;

function stated(text: string, re: RegExp): boolean {
  for (const m of text.matchAll(re)) if (isStated(text, m.index, m[0].length)) return true;
  return false;
}

/** The solid part of a part-solid nodule in millimetres, from a lower-case report. */
export function solidPartMm(text: string): number | undefined {
  // The first solid-part size in the report is the current one ("solid component 11 mm (previously 6 mm)").
  return [...text.matchAll(SOLID_PART)].map((m) => Number(m[1] ?? m[2]))[0];
}

/** Why a lung nodule in this report is suspicious for cancer, in our words; empty when it is not. */
export function suspiciousLungNodule(study: ImagingItem): string[] {
  if (lungNoduleSizeMm(study) === undefined) return [];
  const t = study.text.toLowerCase();
  const reasons: string[] = [];
  if (stated(t, SUSPICIOUS)) reasons.push("the report calls it suspicious for cancer");
  if (stated(t, GROWING)) reasons.push("it has grown");
  const solid = solidPartMm(t);
  if (/part[- ]solid/.test(t) && solid !== undefined && solid > SOLID_PART_MAX_MM)
    reasons.push(`its solid part measures ${formatNumber(solid, 1)} mm`);
  return reasons;
}

/*
 * The suspected-cancer pathway and the lung MDT are NHS routes (NICE NG12); a US record is referred
 * urgently to pulmonology or a multidisciplinary lung nodule clinic instead (review 44, us-wording-44
 * case 01: a Columbus, Ohio record was told "suspected-cancer pathway, lung MDT").
 */
const UK_TEAM = "the lung cancer team (suspected-cancer pathway, lung MDT)";
const US_TEAM = "pulmonology or a multidisciplinary lung nodule clinic";
const US_STEP = "Urgent referral to pulmonology or a multidisciplinary lung nodule clinic";
const COMPARE_STEP = "Compare with earlier scans and send them with the referral";

export const LUNG_NODULE_SUSPICIOUS_RULES: readonly Rule[] = [
  {
    id: "lung-nodule-suspicious",
    family: FindingFamily.imaging,
    severity: Severity.high,
    problem: "Imaging follow-up",
    title: "Lung nodule suspicious for cancer: urgent referral",
    clinician:
      "{study}: lung nodule of {size} mm; {reasons}. This is not an incidental nodule for routine surveillance: refer urgently to {team} for PET-CT and tissue diagnosis or resection{partSolid}.{mdt}",
    patient:
      "Your scan shows a spot on the lung (a nodule) that needs checking quickly, because {patientReason}. It could be an early lung cancer, so you should be referred urgently to a lung specialist team for more tests. If found early, lung cancer can often be treated successfully. Ask your doctor when you will hear about the appointment.",
    nextSteps: ["Urgent suspected-cancer referral to the lung cancer team (lung MDT)", COMPARE_STEP],
    patientQuestions: ["When will I see the lung specialist, and what tests will I need?"],
    evidence: ["fleischner-2017", "nice-ng12-suspected-cancer"],
    keywords: ["pulmonary nodule", "part-solid nodule", "lung cancer", "suspected cancer referral"],
    match: (ctx) => {
      // Someone with a known lung cancer is already under the cancer team.
      if (ctx.model.conditions.some((c) => c.concepts.includes("lung-cancer"))) return undefined;
      const latest = [...ctx.model.imaging].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
      // A later chest CT that says the nodule has resolved ends it, as for the routine rule (a nodule
      // that resolves on follow-up had a benign cause, Fleischner 2017). Only a dated later study counts.
      const course = noduleCourseEnded(ctx.model.imaging);
      const resolvedOn = course?.kind === "resolved" ? course.study.date : undefined;
      const us = readsAsUsUnits(ctx);
      for (const study of latest) {
        const reasons = suspiciousLungNodule(study);
        if (reasons.length === 0) continue;
        if (resolvedOn !== undefined && study.date !== undefined && resolvedOn > study.date) continue;
        const size = lungNoduleSizeMm(study) ?? 0;
        return {
          refs: [study.ref],
          values: {
            study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
            size: formatNumber(size, 1),
            reasons: reasons.join("; "),
            patientReason: reasons.includes("it has grown") ? "it has grown" : "of how it looks",
            // The Fleischner citation is for a part-solid nodule; it confused the text for a solid one.
            partSolid: /part[- ]solid/.test(study.text.toLowerCase())
              ? " (Fleischner 2017 for a part-solid nodule with a growing or over-8 mm solid part)"
              : "",
            team: us ? US_TEAM : UK_TEAM,
            mdt: !MDT.test(study.text.toLowerCase())
              ? ""
              : us
                ? " The report itself asks for this referral."
                : " The report itself asks for lung MDT referral.",
          },
          ...(us && { nextSteps: [US_STEP, COMPARE_STEP] }),
        };
      }
      return undefined;
    },
  },
];
