import { FindingFamily, type ImagingItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Severe aortic stenosis on an echo report (review 21, cardio-vitals case 04: an echo stating
 * severe aortic stenosis, peak velocity 4.6 m/s, mean gradient 52 mmHg, valve area 0.7 cm², and two
 * blackouts walking uphill in the notes, with no finding at all). Severe high-gradient stenosis is a
 * mean gradient of 40 mmHg or more, a peak velocity of 4.0 m/s or more and a valve area of 1.0 cm² or
 * less, and intervention is recommended once it causes symptoms (ESC/EACTS recommendations table,
 * "esc-eacts-2021-aortic-stenosis-intervention"). NICE NG208 refers adults with moderate or severe
 * valve disease to a specialist and offers urgent (within 2 weeks) specialist assessment for a
 * systolic murmur with exertional syncope ("nice-ng208-heart-valve-disease").
 */

const ECHO_STUDY = /\b(?:echo\w*|tte|tee|toe|transthoracic|transoesophageal|transesophageal)\b/i;
/** "severe aortic stenosis", "severe AS", "aortic stenosis, severe" (critical counts too). */
const SEVERE_AS_TEXT =
  /\b(?:severe|critical)\s+(?:calcific\s+)?(?:aortic\s+(?:valve\s+)?stenosis|as)\b|\baortic\s+(?:valve\s+)?stenosis\s*[,:-]?\s*(?:severe|critical)\b/;
const VMAX = /\b(?:peak\s+velocity|vmax|peak\s+v)\s*(?:of|=|:)?\s*(\d(?:\.\d+)?)\s*m\/s/;
const MEAN_GRADIENT = /\bmean\s+(?:pressure\s+)?gradient\s*(?:of|=|:)?\s*(\d{2,3})\s*mm\s*hg/;
const SEVERE_VMAX = 4.0;
const SEVERE_MEAN_GRADIENT = 40;
/** A replaced or repaired aortic valve: the stenosis the report names is then no longer the question. */
const VALVE_TREATED =
  /\b(?:tavi|tavr|savr|avr|aortic\s+valve\s+(?:replacement|implantation)|prosthetic\s+aortic\s+valve)\b/;
/**
 * Symptoms from aortic stenosis in the notes: fainting or blackouts, chest pain or tightness, and
 * breathlessness on exertion.
 */
const AS_SYMPTOMS =
  /\b(?:(?:pre-?|near[- ])?syncop(?:e|al)|faint(?:ed|ing|s)?|blackouts?|blacked out|collaps(?:e|ed)|angina|chest\s+(?:pain|tightness)|tight\s+chest|breathless(?:ness)?(?:\s+on\s+exertion)?|short(?:ness)?\s+of\s+breath|dyspno?ea|sob(?:oe)?)\b/;
const FAINTING = /syncop|faint|blackout|blacked|collaps/;

interface SevereAs {
  study: ImagingItem;
  basis: string;
}

function severeAsOnEcho(ctx: RuleContext): SevereAs | undefined {
  const echoes = ctx.model.imaging
    .filter((s) => ECHO_STUDY.test(`${s.type} ${s.description} ${s.modality ?? ""}`))
    .sort((a, b) => Date.parse(b.date ?? "") - Date.parse(a.date ?? "") || 0);
  const latest = echoes[0];
  if (latest === undefined) return undefined;
  const text = latest.text.toLowerCase();
  const stated = statedMention(text, SEVERE_AS_TEXT);
  const vmax = Number(VMAX.exec(text)?.[1]);
  const gradient = Number(MEAN_GRADIENT.exec(text)?.[1]);
  const measured = [
    ...(vmax >= SEVERE_VMAX && vmax < 10 ? [`peak velocity ${vmax} m/s`] : []),
    ...(gradient >= SEVERE_MEAN_GRADIENT && gradient < 200 ? [`mean gradient ${gradient} mmHg`] : []),
  ];
  if (stated === undefined && measured.length === 0) return undefined;
  return { study: latest, basis: measured.length === 0 ? "" : ` (${measured.join(", ")})` };
}

function valveTreated(ctx: RuleContext): boolean {
  return (
    statedMention(ctx.freeText, VALVE_TREATED) !== undefined ||
    ctx.model.conditions.some((c) => VALVE_TREATED.test(c.name.toLowerCase()))
  );
}

const SYMPTOMATIC_STEPS = [
  "Urgent cardiology assessment: symptoms with severe aortic stenosis are an indication for valve intervention (surgical or transcatheter), decided with the specialist team",
  "Safety-net: call emergency services for a further blackout, or chest pain or breathlessness at rest, while waiting",
];

export const AORTIC_STENOSIS_RULES: readonly Rule[] = [
  {
    id: "severe-aortic-stenosis",
    family: FindingFamily.imaging,
    severity: Severity.moderate,
    problem: "Aortic valve",
    title: "Severe aortic stenosis on echocardiogram",
    clinician:
      "{source} reports severe aortic stenosis{basis}. Severe high-gradient stenosis is a mean gradient of 40 mmHg or more, peak velocity of 4.0 m/s or more and valve area of 1.0 cm² or less (ESC/EACTS); intervention is recommended once it causes symptoms.{symptoms}",
    patient:
      "Your heart scan (echocardiogram) shows that the aortic valve, the heart's main outflow valve, is severely narrowed.{patientSymptoms}",
    nextSteps: [
      "Make sure the patient is under specialist (cardiology) follow-up for severe aortic stenosis",
      "Ask directly about breathlessness, chest pain, dizziness or fainting on exertion, and refer urgently if any appear",
    ],
    patientQuestions: ["Do I need treatment for my heart valve, and what symptoms should I report straight away?"],
    evidence: ["esc-eacts-2021-aortic-stenosis-intervention", "nice-ng208-heart-valve-disease"],
    keywords: ["aortic stenosis", "echocardiogram", "syncope", "valve replacement", "tavi"],
    match: (ctx) => {
      const found = severeAsOnEcho(ctx);
      if (found === undefined || valveTreated(ctx)) return undefined;
      const symptom = statedMention(ctx.freeText, AS_SYMPTOMS);
      const source = `The echocardiogram${found.study.date === undefined ? "" : ` of ${found.study.date.slice(0, 10)}`}`;
      if (symptom === undefined) {
        return {
          refs: [found.study.ref],
          values: {
            source,
            basis: found.basis,
            symptoms:
              " No exertional symptoms are recorded: confirm specialist follow-up and ask directly about breathlessness, chest pain or fainting on exertion.",
            patientSymptoms:
              " This needs regular follow-up by a heart specialist. Tell your doctor promptly if you become breathless, get chest pain or feel faint when you exert yourself.",
          },
        };
      }
      const fainting = FAINTING.test(symptom);
      return {
        refs: [found.study.ref],
        severity: Severity.high,
        nextSteps: SYMPTOMATIC_STEPS,
        values: {
          source,
          basis: found.basis,
          symptoms: ` The notes record "${symptom}": this is symptomatic severe aortic stenosis and needs urgent cardiology assessment${fainting ? " (NICE NG208 offers urgent specialist assessment within 2 weeks even for a murmur with exertional syncope before any echo)" : ""}.`,
          patientSymptoms: ` With the symptoms in your notes, you need to see a heart specialist urgently, as a narrowed valve that causes symptoms usually needs treatment to replace or open it. While you wait, call emergency services if you ${fainting ? "black out again, " : ""}get chest pain or breathlessness at rest.`,
        },
      };
    },
  },
];
