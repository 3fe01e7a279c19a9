import type { PatientModel } from "../model.ts";

/*
 * A body temperature sent as a lab row ("Temperature 38.6 C"; review 21, leftovers-21d case 02) has
 * no catalogue range and stays "not judged" as a lab, so the rules that weigh a fever (sepsis
 * screens, C. difficile severity, neutropenic fever) never saw it. It joins the vitals as well, with
 * the lab row's reference. Only a row named as a temperature (not "pH, temperature corrected") with
 * a temperature unit or none: the vital-sign reader then accepts only a plausible body temperature
 * (25-45 °C, Fahrenheit converted), so a sample or fridge temperature is not read as a fever.
 */
const BODY_TEMPERATURE =
  /^\s*(?:body |oral |tympanic |axillary |core |rectal |temporal |patient(?:'s)? )?(?:temperature|temp)\b(?!.*\b(?:corrected|sample|specimen|storage|fridge|transport)\b)/i;
const TEMPERATURE_UNIT = /^\s*\[?\s*(?:°|º|deg(?:rees?)?\s*)?\s*[cf]\s*\]?\s*$|^\s*(?:cel|fahrenheit|celsius)\b/i;

/** Adds the body temperatures sent as lab rows to the vitals, unless a vital temperature of that day is there. */
export function readTemperatureLabs(model: PatientModel): void {
  for (const lab of model.labs) {
    if (!BODY_TEMPERATURE.test(lab.name) || lab.value.kind !== "number" || lab.value.comparator !== undefined) continue;
    const unit = lab.rawUnit ?? lab.unit;
    if (unit !== undefined && unit.trim() !== "" && !TEMPERATURE_UNIT.test(unit)) continue;
    const day = lab.date?.slice(0, 10);
    const sent = model.vitals.some((v) => v.kind === "temperature" && v.date?.slice(0, 10) === day);
    if (sent) continue;
    model.vitals.push({
      ref: lab.ref,
      index: model.vitals.length,
      name: lab.name,
      kind: "temperature",
      rawValue: lab.rawValue,
      value: lab.value.value,
      ...(unit !== undefined && unit.trim() !== "" && { unit: unit.trim() }),
      ...(lab.date !== undefined && { date: lab.date }),
      ...(lab.time !== undefined && { time: lab.time }),
    });
  }
}
