import type { PatientModel } from "../model.ts";
import { vitalKind } from "../vocab/vitals.ts";

/*
 * A blood pressure sent as a lab row ("Blood pressure 164/108 mm[Hg]" among an EHR's abnormal labs;
 * review 26, pregnancy-26b case 07) was never seen by the blood pressure rules, so a postpartum
 * woman with a severe reading was told that no reading was in the record. It joins the vitals as
 * well, with the lab row's reference, when the row is named as a blood pressure, holds a
 * systolic/diastolic pair and has a pressure unit or none, and no vital blood pressure of that day
 * was sent.
 */
const PRESSURE_UNIT = /^\s*\[?\s*mm\s*\[?\s*hg\s*\]?\s*\]?\s*$/i;

/** Adds the blood pressures sent as lab rows to the vitals, unless a vital blood pressure of that day is there. */
export function readBpLabs(model: PatientModel): void {
  for (const lab of model.labs) {
    if (lab.value.kind !== "pair" || !["bp", "systolic"].includes(vitalKind(lab.name))) continue;
    const unit = lab.rawUnit ?? lab.value.unit;
    if (unit !== undefined && unit.trim() !== "" && !PRESSURE_UNIT.test(unit)) continue;
    const day = lab.date?.slice(0, 10);
    const sent = model.vitals.some((v) => v.kind === "bp" && v.date?.slice(0, 10) === day);
    if (sent) continue;
    model.vitals.push({
      ref: lab.ref,
      index: model.vitals.length,
      name: lab.name,
      kind: "bp",
      rawValue: lab.rawValue,
      value: lab.value.first,
      diastolic: lab.value.second,
      unit: "mmHg",
      ...(lab.date !== undefined && { date: lab.date }),
      ...(lab.time !== undefined && { time: lab.time }),
    });
  }
}
