import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { OSTEOMALACIA_RULES } from "./osteomalacia.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * A raised ALP with a normal GGT in an adult is read as bone, not liver (review 19, liver-2 case
 * 03: ALP 180 U/L with GGT 28 and ALT 19 in a 72-year-old with thigh and back pain was given
 * "R ratio 0.3 indicates a cholestatic pattern" and the liver ultrasound and PBC/PSC work-up).
 *
 * - MSD Manual, Paget disease of bone (msd-manual-paget-disease): Paget disease is suspected with
 *   an unexplained raised ALP, particularly when GGT (a liver-sourced enzyme) is normal; its
 *   laboratory picture is a raised ALP with a usually normal GGT; when it is suspected, plain
 *   X-rays with ALP, 25-OH vitamin D, creatinine, calcium and phosphate are obtained, and X-ray
 *   confirmation is needed for the diagnosis; a bone-specific ALP is measured when it is unclear
 *   whether the ALP is from bone.
 * - StatPearls (statpearls-osteomalacia): osteomalacia, usually from prolonged vitamin D
 *   deficiency in adults, causes bone pain and muscle weakness.
 * Children and teenagers have their own rule (patterns.ts, alp-raised-growth), later pregnancy the
 * placenta's (pregnancy-labs.ts), and a probable osteomalacia names the bone cause itself
 * (osteomalacia.ts), so none of these is read here.
 */

const notRaised = (o: LabObservation | undefined): boolean =>
  o !== undefined && (o.status === "normal" || o.status === "low");

const BONE_PAIN =
  /\bbone (?:pain|aches?|tenderness)\b|\b(?:thigh|hip|shin|pelvic|back) (?:pain|ache)\b|\bpain in the (?:right |left )?(?:thigh|hip|shin|pelvis|lower back)\b/;

/**
 * An adult's raised ALP with GGT measured and not raised, and ALT, AST and bilirubin not raised
 * (ALT must be measured; AST and bilirubin may be absent). Exported for the liver-pattern rule,
 * which derives no liver pattern from it.
 */
export function alpFromBone(ctx: RuleContext): { alp: LabObservation; ggt: LabObservation } | undefined {
  if (ctx.age === undefined || ctx.age < 18) return undefined;
  const alp = ctx.lab("alp");
  const ggt = ctx.lab("ggt");
  if (alp === undefined || ggt === undefined || !isHigh(alp) || !notRaised(ggt)) return undefined;
  if (!notRaised(ctx.lab("alt"))) return undefined;
  if (isHigh(ctx.lab("ast")) || isHigh(ctx.lab("bilirubin-total")) || isHigh(ctx.lab("bilirubin-direct")))
    return undefined;
  return { alp, ggt };
}

export const ALP_BONE_SOURCE_RULES: readonly Rule[] = [
  {
    id: "alp-raised-normal-ggt",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Bone",
    title: "Raised ALP with a normal GGT: probably from bone, not the liver",
    clinician:
      "ALP {alp} with GGT {ggt} and ALT {alt} not raised{pain}. ALP comes from bone as well as the liver, and GGT, which rises with it when the liver is the source, is normal, so the rise is most likely from bone and no liver pattern (R ratio) is derived. Paget disease of bone is suspected with an unexplained raised ALP, particularly with a normal GGT, and is confirmed on X-ray. Osteomalacia from vitamin D deficiency also causes bone pain.",
    patient:
      "Your alkaline phosphatase (an enzyme made by bone as well as the liver) is raised, but your GGT, a liver test that usually rises with it when the liver is the cause, is normal. This suggests the extra enzyme comes from your bones rather than your liver.{patientPain}",
    nextSteps: [
      "Check calcium, phosphate, creatinine and 25-OH vitamin D",
      "Bone-specific ALP if it is unclear whether the ALP comes from bone",
    ],
    patientQuestions: ["Could this come from my bones, and do I need an X-ray or a vitamin D test?"],
    evidence: ["msd-manual-paget-disease", "statpearls-osteomalacia"],
    keywords: ["alkaline phosphatase", "ggt", "bone source", "paget disease", "osteomalacia"],
    match: (ctx) => {
      const found = alpFromBone(ctx);
      if (found === undefined || OSTEOMALACIA_RULES.some((r) => r.match(ctx) !== undefined)) return undefined;
      const pain = statedMention(ctx.freeText, BONE_PAIN, true);
      // An eGFR is read from a creatinine, so it counts as one.
      const measured = ["calcium", "phosphorus", "creatinine", "vitamin-d-25oh"].filter(
        (id) => ctx.lab(id) !== undefined || (id === "creatinine" && ctx.lab("egfr") !== undefined),
      );
      const names: Record<string, string> = {
        calcium: "calcium",
        phosphorus: "phosphate",
        creatinine: "creatinine",
        "vitamin-d-25oh": "25-OH vitamin D",
      };
      const missing = ["calcium", "phosphorus", "creatinine", "vitamin-d-25oh"]
        .filter((id) => !measured.includes(id))
        .map((id) => names[id] ?? id);
      return {
        refs: ctx.refs(found.alp, found.ggt, ctx.lab("alt")),
        // Bone pain with a bone ALP rise is a reason to X-ray now, not a line to file.
        ...(pain !== undefined ? { severity: Severity.moderate } : {}),
        values: {
          alp: ctx.show(found.alp),
          ggt: ctx.show(found.ggt),
          alt: ctx.show(ctx.lab("alt")),
          pain: pain !== undefined ? `, with "${pain}" in the notes` : "",
          patientPain:
            pain !== undefined
              ? " With the pain you describe, your doctor may arrange an X-ray of the painful area and some bone blood tests."
              : "",
        },
        nextSteps: [
          ...(missing.length > 0 ? [`Check ${missing.join(", ").replace(/, ([^,]*)$/, " and $1")}`] : []),
          ...(pain !== undefined ? ["Plain X-ray of the painful area (Paget disease is confirmed on X-ray)"] : []),
          "Bone-specific ALP if it is unclear whether the ALP comes from bone",
        ],
      };
    },
  },
];
