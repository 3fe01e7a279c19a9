import { labById } from "../catalogue/index.ts";
import type { Finding, LabObservation } from "../model.ts";
import { midSentence } from "../text.ts";
import { repeatRank } from "../trends.ts";
import type { RuleContext } from "./context.ts";

/*
 * Two results of one test taken at the same moment that disagree (review 26, Synthea: haemoglobin
 * 17.21 and 10.22 g/dL, creatinine 1.0 and 1.54 mg/dL, each pair with one date and time; the engine
 * read the later-listed one as current and called anaemia, a rising creatinine, without a word about
 * the other). One sample cannot give both, so one of them belongs to another sample or patient, or
 * was mistyped; whatever rests on either is confirmed with the laboratory first. Only an identical
 * date and time counts: results hours apart on one day may be a real change (a transfusion, a
 * dialysis session, a treated potassium).
 */

/** The relative gap beyond which two results of one moment cannot both be right (an engine choice). */
const GAP = 0.25;

/**
 * Another result of the same test at the same moment that disagrees with `obs` by more than GAP; with
 * `superseded`, one that `obs` is the repeat of (a questioned sample, or a first result beside one
 * noted as the repeat).
 */
export function sameTimeDisagreement(
  ctx: RuleContext,
  obs: LabObservation,
  superseded = false,
): LabObservation | undefined {
  if (obs.analyteId === undefined || obs.derivation || obs.time === undefined || obs.standard === undefined)
    return undefined;
  const { value: a, unit } = obs.standard;
  return ctx.labs(obs.analyteId).find((o) => {
    const b = o.standard;
    return (
      o !== obs &&
      !o.derivation &&
      o.time === obs.time &&
      // A questioned sample and its sound repeat, or a result noted as the repeat, are two samples:
      // the repeat is current (trends.ts, repeatRank; review 30, engine-30 case 08).
      (superseded ? repeatRank(o) < repeatRank(obs) : repeatRank(o) === repeatRank(obs)) &&
      b?.unit === unit &&
      Math.abs(b.value - a) > GAP * Math.min(Math.abs(b.value), Math.abs(a))
    );
  });
}

/**
 * Findings resting on a result that another of the same moment contradicts say so, once each, so a
 * diagnosis is not read off one of two results that cannot both be right.
 */
export function withSameTimeDoubt(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const labs = new Map(ctx.model.labs.map((l) => [l.ref, l]));
  return findings.map((f) => {
    const own = f.refs.map((r) => labs.get(r)).filter((o): o is LabObservation => o !== undefined);
    // A trend's earlier points are its history; what it ends in is what the finding says now.
    const newest = own.filter((o) => !own.some((p) => p.analyteId === o.analyteId && (p.time ?? 0) > (o.time ?? 0)));
    for (const obs of newest) {
      // The repeat is acted on and the first result still named (review 30, engine-30 case 09).
      const first = sameTimeDisagreement(ctx, obs, true);
      const other = first === undefined ? sameTimeDisagreement(ctx, obs) : undefined;
      if ((first ?? other) === undefined || f.refs.includes((first ?? other)?.ref ?? "")) continue;
      const name = midSentence((labById(obs.analyteId ?? "")?.name ?? obs.name).split(",")[0] ?? obs.name);
      if (first !== undefined)
        return {
          ...f,
          clinician: `${f.clinician} This is the repeat: the same day's first ${name} result read ${ctx.show(first)}${first.notes ? ` ("${first.notes.trim()}")` : ""} and is not acted on.`,
          patient: `${f.patient} An earlier test the same day gave a different result; this repeat is the one to go by.`,
        };
      // A date without a time of day may hold two samples of that day (review 30, engine-30 case 09:
      // glucose 248 after breakfast and 104 later were called "one sample cannot give both").
      if (!obs.date?.includes("T"))
        return {
          ...f,
          clinician: `${f.clinician} A second ${name} result of the same day (no time given) reads ${ctx.show(other)}: confirm with the laboratory whether these are two samples, and which is the later, before acting on either.`,
          patient: `${f.patient} Another result for the same test on the same day was quite different, so your doctor will check which one to go by.`,
        };
      return {
        ...f,
        clinician: `${f.clinician} A second ${name} result with the same date and time reads ${ctx.show(other)}: one sample cannot give both, so confirm with the laboratory which result is this patient's before acting on either.`,
        patient: `${f.patient} Another result for the same test, taken at the same time, was quite different, so the laboratory needs to check which one is right.`,
      };
    }
    return f;
  });
}
