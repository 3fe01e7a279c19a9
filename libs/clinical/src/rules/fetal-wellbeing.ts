import { FindingFamily, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule } from "./types.ts";

/*
 * The baby's growth and movements, as the record states them. Review 24, deep-24 case 06: at 34
 * weeks with HELLP, a growth scan reporting fetal growth restriction with an abnormal umbilical
 * artery Doppler, and reduced fetal movements in the notes, went unmentioned.
 *
 * Sources: rcog-gtg31-sga-fetus-2013 (a small fetus found after 32 weeks with an abnormal umbilical
 * artery Doppler is delivered by 37 weeks at the latest; high-risk pregnancies are followed with
 * serial growth scans and umbilical artery Doppler); cuh-reduced-fetal-movements (movements that
 * slow or stop are reported to the maternity unit at once, not left until the next day).
 */

const F = FindingFamily.pattern;

const GROWTH_RESTRICTION =
  /\b(?:fetal growth restriction|intra-?uterine growth restriction|fgr|iugr|small for gestational age|sga)\b/;
/** An estimated fetal weight at a centile below the 10th ("EFW 1980 g (8th centile)"). */
const EFW_CENTILE = /\befw\b[^.;]*?\b(\d{1,2})(?:st|nd|rd|th)\s+centile/;
const ABNORMAL_DOPPLER =
  /\b(?:absent|reversed)\s+end[- ]diastolic\b|\b(?:aedf|redf)\b|\babnormal umbilical artery doppler\b|\bumbilical artery (?:pi|pulsatility index)\s+(?:above|>)\s*(?:the\s+)?95(?:th)?(?:\s+centile)?\b/;
const REDUCED_MOVEMENTS =
  /\b(?:reduced|decreased|fewer)\s+(?:fetal|foetal|baby'?s?)\s+movements?\b|\b(?:fetal|foetal|baby'?s?) movements? (?:have |has )?(?:reduced|decreased|slowed|stopped)\b|\bbaby (?:is |has been )?moving less\b|\brfm\b/;

const GROWTH_SURVEILLANCE_STEP =
  "Keep the baby's growth under serial ultrasound and umbilical artery Doppler with the obstetric team";

/** Movements are reported from 24 weeks; before it they are not yet a reliable sign. */
const MOVEMENTS_FROM_WEEKS = 24;
/** The RCOG's birth-timing advice for an abnormal umbilical artery Doppler is for a fetus found after 32 weeks. */
const LATE_SGA_WEEKS = 32;

interface ScanSigns {
  refs: string[];
  growth?: string;
  doppler?: string;
}

/** Growth restriction and an abnormal umbilical artery Doppler stated in this pregnancy's scans. */
function scanSigns(ctx: RuleContext, weeks: number | undefined): ScanSigns {
  const now = ctx.model.now ? Date.parse(ctx.model.now) : Number.NaN;
  const since = weeks === undefined || Number.isNaN(now) ? undefined : now - weeks * 7 * 86_400_000;
  const signs: ScanSigns = { refs: [] };
  for (const scan of ctx.model.imaging) {
    const taken = scan.date ? Date.parse(scan.date) : Number.NaN;
    if (since !== undefined && !Number.isNaN(taken) && taken < since) continue;
    const text = `${scan.description}. ${scan.text}`.toLowerCase();
    const centile = EFW_CENTILE.exec(text);
    const growth =
      statedMention(text, GROWTH_RESTRICTION) ??
      (centile && Number(centile[1]) < 10 ? `estimated fetal weight at the ${centile[1]}th centile` : undefined);
    const doppler = statedMention(text, ABNORMAL_DOPPLER);
    if (growth === undefined && doppler === undefined) continue;
    signs.refs.push(scan.ref);
    signs.growth ??= growth;
    signs.doppler ??= doppler;
  }
  return signs;
}

export const FETAL_WELLBEING_RULES: readonly Rule[] = [
  {
    id: "fetal-growth-movements",
    family: F,
    severity: Severity.high,
    problem: "Pregnancy: the baby's growth and movements",
    title: "{title}",
    clinician: "At {weeks} of pregnancy the record states {signs}. {meaning}",
    patient: "{patientSigns} {patientAdvice}",
    // Each match sets its own steps; this is the one for a scan finding alone.
    nextSteps: [GROWTH_SURVEILLANCE_STEP],
    patientQuestions: ["How is my baby doing, and how often will the baby be checked?"],
    evidence: ["rcog-gtg31-sga-fetus-2013"],
    keywords: ["fetal growth restriction", "umbilical artery doppler", "reduced fetal movements", "pregnancy"],
    match: (ctx) => {
      const p = pregnancy(ctx);
      if (p === undefined) return undefined;
      const scan = scanSigns(ctx, p.weeks);
      const movements =
        p.weeks === undefined || p.weeks >= MOVEMENTS_FROM_WEEKS
          ? statedMention(ctx.freeText, REDUCED_MOVEMENTS)
          : undefined;
      if (scan.growth === undefined && scan.doppler === undefined && movements === undefined) return undefined;
      const signs = [
        scan.growth ? `a scan reporting "${scan.growth}"` : "",
        scan.doppler ? `an abnormal umbilical artery Doppler ("${scan.doppler}")` : "",
        movements ? `"${movements}" in the notes` : "",
      ].filter(Boolean);
      const lateDoppler = scan.doppler !== undefined && p.weeks !== undefined && p.weeks >= LATE_SGA_WEEKS;
      const steps = [
        ...(movements
          ? [
              "Same-day assessment of the baby's wellbeing on the maternity unit for the reduced movements, not left until the next day",
            ]
          : []),
        scan.doppler
          ? `Plan surveillance and the timing of birth with the obstetric team${lateDoppler ? " (RCOG: a small baby found after 32 weeks with an abnormal umbilical artery Doppler is delivered by 37 weeks at the latest)" : ""}`
          : GROWTH_SURVEILLANCE_STEP,
      ];
      const scanPatient = scan.growth
        ? `your recent scan showed that your baby is smaller than expected${scan.doppler ? ", with a change in the blood flow through the cord" : ""}`
        : scan.doppler
          ? "your recent scan showed a change in the blood flow through the baby's cord"
          : "";
      const patientSigns = movements
        ? `Your notes say your baby has been moving less than usual${scanPatient ? `, and ${scanPatient}` : ""}.`
        : `${capitalise(scanPatient)}.`;
      return {
        refs: [...scan.refs, ...ctx.refs(...ctx.conditions("pregnancy"))],
        values: {
          title: movements
            ? scan.growth || scan.doppler
              ? "Reduced fetal movements with growth concerns on the scan"
              : "Reduced fetal movements"
            : scan.doppler
              ? "Fetal growth restriction with an abnormal umbilical artery Doppler"
              : "Small baby on the growth scan",
          weeks: p.weeks === undefined ? "an unknown stage" : `${p.weeks} weeks`,
          signs: joinList(signs),
          meaning:
            `${movements ? "Reduced movements late in pregnancy can be a sign that the baby is unwell and need assessment the same day. " : ""}${scan.growth || scan.doppler ? "Only birth changes the course of growth restriction, so its timing is weighed against prematurity with the obstetric team." : ""}`.trim(),
          patientSigns,
          patientAdvice: movements
            ? "A change in your baby's movements needs checking by the maternity team the same day: tell them now, and do not wait until the next day."
            : "Your maternity team will keep a close check on your baby's growth and plan with you when your baby is best born. If your baby's movements slow down or stop, contact your maternity unit straight away.",
        },
        severity: movements ? Severity.high : Severity.moderate,
        nextSteps: steps,
        evidence: [
          ...(scan.growth || scan.doppler ? ["rcog-gtg31-sga-fetus-2013"] : []),
          "cuh-reduced-fetal-movements",
        ],
        evidenceReplacesRule: true,
      };
    },
  },
];
