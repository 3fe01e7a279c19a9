/**
 * Possible acute severe ulcerative colitis (review 13 hepatology-gi, case 14: a man of 45 with
 * ulcerative colitis relapsing on prednisolone 40 mg, bloody diarrhoea 8 times a day, pulse 104 and
 * temperature 37.9 in the notes got only a hepatitis B and a calprotectin finding).
 *
 * Truelove and Witts: six or more bloody stools a day with at least one sign of systemic toxicity
 * (pulse above 90, temperature above 37.8 °C, haemoglobin below 10.5 g/dL, ESR above 30 mm/h; CRP
 * above 30 mg/L is used in place of the ESR) is acute severe colitis, which is treated in hospital
 * with intravenous corticosteroids, stool tests for infection, flexible sigmoidoscopy and
 * thromboprophylaxis (BSG 2019 IBD guideline; practicalgastro 2023 review). The stool count is read
 * from the notes; pulse and temperature from the vital signs or, when none is recorded, the notes.
 */
import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

const UC = /\b[Uu]lcerative colitis\b|\bUC\b/;
const SEVERE_STOOLS = 6;
const PULSE_ABOVE = 90;
const TEMPERATURE_ABOVE_C = 37.8;
const HB_BELOW_G_DL = 10.5;
const INFLAMMATION_ABOVE = 30;

/** "bloody diarrhoea 8 times a day", "8 bloody stools per day", "passing blood ... 10x/day". */
const BLOODY_STOOLS =
  /\b(?:bloody\s+(?:diarrh?o?ea|stools?|motions?|bowel (?:motions|movements))[^.;\d]{0,20}?(\d{1,2})\s*(?:times|x|episodes)?|(\d{1,2})\s*(?:x\s*)?bloody\s+(?:stools?|motions?|bowel (?:motions|movements)))\s*(?:a|per|\/)\s*(?:day|24\s*h)/gi;
const PULSE_TEXT = /\b(?:HR|pulse|heart rate)\s*(?:of\s*|[:=]\s*)?(\d{2,3})\b/i;
const TEMPERATURE_TEXT = /\b(?:temp(?:erature)?|T)\s*(?:of\s*|[:=]\s*)?(3\d(?:\.\d)?)\b/i;

function bloodyStools(ctx: RuleContext): { count: number; quote: string } | undefined {
  for (const m of statedMatches(ctx.freeText, BLOODY_STOOLS)) {
    const parsed = /(\d{1,2})/.exec(m.quote);
    const count = parsed === null ? NaN : Number(parsed[1]);
    if (count >= SEVERE_STOOLS) return { count, quote: m.quote };
  }
  return undefined;
}

/** The newest recorded vital of a kind, else a number stated after its label in the notes. */
function vitalOrNoted(ctx: RuleContext, kind: "heart-rate" | "temperature", text: RegExp) {
  const recorded = ctx.vitals(kind).filter((v) => v.value !== undefined);
  const newest = [...recorded].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (newest?.value !== undefined) return { value: newest.value, refs: [newest.ref] };
  const m = text.exec(ctx.freeText);
  return m === null ? undefined : { value: Number(m[1]), refs: [] as string[] };
}

function acuteSevereColitis(ctx: RuleContext): RuleMatch | undefined {
  const uc = ctx.model.conditions.find((c) => UC.test(c.name));
  if (uc === undefined) return undefined;
  const stools = bloodyStools(ctx);
  if (stools === undefined) return undefined;
  const signs: string[] = [];
  const refs: string[] = [uc.ref];
  const pulse = vitalOrNoted(ctx, "heart-rate", PULSE_TEXT);
  if (pulse !== undefined && pulse.value > PULSE_ABOVE) {
    signs.push(`pulse ${formatNumber(pulse.value)}/min`);
    refs.push(...pulse.refs);
  }
  const temperature = vitalOrNoted(ctx, "temperature", TEMPERATURE_TEXT);
  if (temperature !== undefined && temperature.value > TEMPERATURE_ABOVE_C && temperature.value < 45) {
    signs.push(`temperature ${formatNumber(temperature.value)} °C`);
    refs.push(...temperature.refs);
  }
  const hb = ctx.lab("hemoglobin");
  const hbValue = ctx.valueOf(hb);
  if (hb !== undefined && hbValue !== undefined && hbValue < HB_BELOW_G_DL) {
    signs.push(`haemoglobin ${ctx.show(hb)}`);
    refs.push(...ctx.refs(hb));
  }
  for (const id of ["crp", "esr"]) {
    const o = ctx.lab(id);
    const v = ctx.valueOf(o);
    if (o !== undefined && v !== undefined && v > INFLAMMATION_ABOVE) {
      signs.push(`${o.name} ${ctx.show(o)}`);
      refs.push(...ctx.refs(o));
    }
  }
  if (signs.length === 0) return undefined;
  const steroid = ctx.model.medications.find((m) => m.active && /predniso|hydrocortisone|budesonide/i.test(m.name));
  return {
    refs: [...refs, ...ctx.refs(steroid)],
    values: {
      stools: `"${stools.quote}"`,
      signs: signs.join(", "),
      steroid: steroid === undefined ? "" : `, despite ${steroid.name}`,
    },
  };
}

export const ACUTE_SEVERE_COLITIS_RULES: readonly Rule[] = [
  {
    id: "acute-severe-ulcerative-colitis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible acute severe ulcerative colitis",
    title: "Possible acute severe ulcerative colitis: same-day hospital assessment",
    clinician:
      "Ulcerative colitis with {stools} in the notes (six or more bloody stools a day) and {signs}{steroid}: this meets the Truelove and Witts criteria for acute severe colitis, which is treated in hospital.",
    patient:
      "Your notes describe frequent bloody diarrhoea with signs that the colitis is affecting your whole body (such as a fast pulse or a temperature). This is a severe flare of ulcerative colitis and needs to be seen in hospital today.",
    nextSteps: [
      "Arrange same-day hospital assessment for intravenous corticosteroids with the gastroenterology team",
      "Send stool tests including C. difficile, and check blood count, CRP, kidney function, albumin and potassium",
      "Expect flexible sigmoidoscopy with biopsies (including for cytomegalovirus) and thromboprophylaxis in hospital",
    ],
    patientQuestions: ["Do I need to go to hospital today?", "What happens if steroids do not work?"],
    evidence: ["bsg-2019-ibd", "practicalgastro-2023-asuc"],
    keywords: ["acute severe ulcerative colitis", "truelove and witts", "ulcerative colitis", "bloody diarrhoea"],
    match: acuteSevereColitis,
  },
];
