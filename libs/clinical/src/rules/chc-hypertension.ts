import { FindingFamily, type VitalItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { CONTRACEPTIVE } from "./survivorship.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { migraineWithAura } from "./young-adults.ts";

/*
 * Combined hormonal contraception with raised blood pressure (review 14, hormones case 08: a
 * 32-year-old on Microgynon with 164/102 and 161/100 mmHg at two visits got blood pressure
 * findings but nothing on the pill). UKMEC rows, as read in the seenAt of "fsrh-ukmec-2016":
 * - systolic 160 or more, or diastolic 100 or more: category 4, an unacceptable risk;
 * - systolic 140-159 or diastolic 90-99, or hypertension that is controlled: category 3, risks
 *   usually outweigh the benefits;
 * progestogen-only and intrauterine methods remain usable. One raised reading is not read as
 * hypertension: the milder band needs two readings or a recorded diagnosis, and a single severe
 * reading asks for a prompt repeat before the method is changed.
 * With migraine with aura also recorded, the category 4 reading (young-adults.ts) already asks for the
 * switch, so this finding adds its reason without repeating the switch (review 21, women's health 03).
 */

const SWITCH_PATIENT =
  " Do not simply stop it: talk to your doctor or clinic soon about changing to a method without oestrogen, such as a progestogen-only pill, an implant or a coil, with no gap in between.";
const SWITCH_ALREADY_PATIENT = " This is one more reason for the change of method advised for your migraine with aura.";
const BP_ASSESSMENT = "Continue the blood pressure assessment in its own right";

const SEVERE = { systolic: 160, diastolic: 100 } as const;
const RAISED = { systolic: 140, diastolic: 90 } as const;

const atLeast = (v: VitalItem, t: { systolic: number; diastolic: number }) =>
  (v.value ?? 0) >= t.systolic || (v.diastolic ?? 0) >= t.diastolic;

const shown = (v: VitalItem) =>
  `${v.value}${v.diastolic === undefined ? "" : `/${v.diastolic}`} mmHg${v.date ? ` (${v.date.slice(0, 10)})` : ""}`;

function chcHypertension(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female") return undefined;
  const pills = ctx
    .meds("oestrogen")
    .filter((m) => CONTRACEPTIVE.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")));
  if (pills.length === 0) return undefined;
  const readings = ctx.vitals("bp").sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const latest = readings[0];
  const diagnosed = ctx.conditions("hypertension");
  const severe = readings.filter((v) => atLeast(v, SEVERE));
  const raised = readings.filter((v) => atLeast(v, RAISED));
  const auraToo = migraineWithAura(ctx) !== undefined;
  const base = { med: medNames(pills), switch: auraToo ? SWITCH_ALREADY_PATIENT : SWITCH_PATIENT };
  // The aura finding already asks which method is safe, so the question is not asked twice.
  const covered = { nextSteps: [BP_ASSESSMENT], patientQuestions: [] };
  const steps = (own: readonly string[]) => (auraToo ? covered : { nextSteps: own });
  const refs = (vs: VitalItem[]) => ctx.refs(...pills, ...vs, ...diagnosed);
  if (latest !== undefined && atLeast(latest, SEVERE)) {
    const confirmed = severe.length >= 2 || diagnosed.length > 0;
    return {
      refs: refs(severe),
      values: {
        ...base,
        bp: severe.map(shown).join(" and "),
        band: "160/100 mmHg or more, UKMEC category 4 for combined hormonal contraception: an unacceptable risk",
      },
      severity: confirmed ? Severity.high : Severity.moderate,
      ...(auraToo && covered),
      ...(!confirmed && {
        clinicianExtra:
          "This is a single reading: repeat it promptly; if it is confirmed, the combined method is stopped.",
      }),
    };
  }
  const inRaisedBand = latest !== undefined && atLeast(latest, RAISED);
  if (inRaisedBand && (raised.length >= 2 || diagnosed.length > 0)) {
    return {
      refs: refs(raised),
      values: {
        ...base,
        bp: raised.map(shown).join(" and "),
        band: "140–159/90–99 mmHg, UKMEC category 3 for combined hormonal contraception: the risks usually outweigh the benefits",
      },
      severity: Severity.moderate,
      ...steps([
        "Offer a method without oestrogen (progestogen-only pill, implant, or an IUS or copper IUD), switching with no gap in contraception",
        BP_ASSESSMENT,
      ]),
    };
  }
  if (diagnosed.length > 0) {
    return {
      refs: refs(latest ? [latest] : []),
      values: {
        ...base,
        bp: latest ? `${shown(latest)}, with hypertension recorded` : "not recorded here, with hypertension recorded",
        band: "hypertension, even when controlled, is UKMEC category 3 for combined hormonal contraception: the risks usually outweigh the benefits",
      },
      severity: Severity.low,
      ...steps([
        "Discuss a method without oestrogen (progestogen-only pill, implant, or an IUS or copper IUD), switching with no gap in contraception",
      ]),
    };
  }
  return undefined;
}

export const CHC_HYPERTENSION_RULES: readonly Rule[] = [
  {
    id: "combined-contraceptive-hypertension",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Contraception",
    title: "Combined hormonal contraception with raised blood pressure",
    clinician:
      "Blood pressure {bp} while taking {med}: {band}. Oestrogen-containing contraception adds to the risk of heart attack and ischaemic stroke that raised blood pressure carries. A progestogen-only pill, an implant or an intrauterine method can be used instead.",
    patient:
      "Your blood pressure is raised and you take a contraceptive that contains oestrogen. Together they raise the risk of heart attack and stroke, so this method is usually not advised for you.{switch}",
    nextSteps: [
      "Stop the combined method and switch to a method without oestrogen (progestogen-only pill, implant, or an IUS or copper IUD), with no gap in contraception",
      BP_ASSESSMENT,
    ],
    patientQuestions: ["Which contraception is safe for me with my blood pressure?"],
    evidence: ["fsrh-ukmec-2016"],
    keywords: ["combined oral contraceptive", "hypertension", "medical eligibility criteria", "stroke"],
    match: chcHypertension,
  },
];
