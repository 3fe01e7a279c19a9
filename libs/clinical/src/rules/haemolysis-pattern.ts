import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { aihaReading } from "./aiha.ts";
import { g6pdOxidantDrug } from "./g6pd.ts";
import { hellpWithHaemolysis } from "./pregnancy-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * Laboratory signs of haemolysis (red cells broken down in the body), not a haemolysed sample
 * (that is rules/haemolysis.ts). SUMMARIES["gpnotebook-haemolytic-anaemia-investigations"]: a low
 * haptoglobin with raised LDH, reticulocytes or unconjugated bilirubin shows red cell destruction;
 * the blood film, a direct antiglobulin (Coombs) test and a urine test for haemoglobin come next.
 * The rule steps aside where another rule names the cause: G6PD deficiency with an oxidant medicine
 * (rules/g6pd.ts), sickle cell disease, where haemolysis is part of the disease (rules/sickle-cell.ts),
 * and HELLP syndrome in pregnancy (rules/pregnancy-emergencies.ts).
 */

/** A fall of haemoglobin from an earlier value of at least this, in the rule unit (g/dL): 2 g/dL, 20 g/L. */
export const HB_FALL = 2;

/**
 * The newest raised reticulocyte result: the catalogue's test, or one named for reticulocytes that
 * the catalogue does not map ("Reticulocyte %"), judged by its own reference range.
 */
export function raisedReticulocytes(ctx: RuleContext): LabObservation | undefined {
  const catalogued = ctx.anyLab("reticulocytes");
  if (catalogued) return isHigh(catalogued) ? catalogued : undefined;
  return ctx.model.labs.find((o) => /\breticulocyte/i.test(o.name) && isHigh(o));
}

/** The newest result of a test named by a pattern, when the catalogue has no id for it. */
function named(ctx: RuleContext, id: string, name: RegExp): LabObservation | undefined {
  return ctx.anyLab(id) ?? ctx.model.labs.find((o) => name.test(o.name));
}

export interface HaemolysisSigns {
  lines: string[];
  obs: LabObservation[];
  hbFall: boolean;
  haptoglobinLow: boolean;
  /** Markers other than the haemoglobin fall and the haptoglobin: LDH, reticulocytes, bilirubin. */
  others: number;
}

/** Laboratory signs of haemolysis in the record, each quoted, with the observations they rest on. */
export function haemolysisSigns(ctx: RuleContext): HaemolysisSigns {
  const lines: string[] = [];
  const obs: LabObservation[] = [];
  let hbFall = false;
  const hbs = ctx.labs("hemoglobin").filter((o) => o.standard !== undefined && o.time !== undefined);
  const current = hbs[0];
  const earlier = current && hbs.find((o) => o.time! < current.time!);
  const now = ctx.valueOf(current);
  const before = ctx.valueOf(earlier);
  if (current && earlier && now !== undefined && before !== undefined && before - now >= HB_FALL) {
    hbFall = true;
    lines.push(`haemoglobin fell from ${ctx.show(earlier)} to ${ctx.show(current)}`);
    obs.push(earlier, current);
  }
  const hapto = named(ctx, "haptoglobin", /\bhaptoglobin/i);
  const haptoglobinLow = isLow(hapto);
  if (haptoglobinLow) {
    lines.push(`haptoglobin low at ${ctx.show(hapto)}`);
    obs.push(hapto!);
  }
  let others = 0;
  const ldh = ctx.anyLab("ldh");
  const retics = raisedReticulocytes(ctx);
  // Unconjugated (indirect) bilirubin when reported, else the total.
  const indirect = ctx.model.labs.find((o) =>
    /\b(?:indirect|unconjugated)\b.*bilirubin|bilirubin.*\b(?:indirect|unconjugated)\b/i.test(o.name),
  );
  const bilirubin = indirect ?? ctx.anyLab("bilirubin-total");
  for (const [o, name] of [
    [ldh, "LDH"],
    [retics, "reticulocytes"],
    [bilirubin, indirect ? "unconjugated bilirubin" : "bilirubin"],
  ] as const) {
    if (isHigh(o)) {
      others += 1;
      lines.push(`${name} raised at ${ctx.show(o)}`);
      obs.push(o!);
    }
  }
  return { lines, obs, hbFall, haptoglobinLow, others };
}

/** The causes the rule names when it fires. */
const CAUSES =
  "medicines (and G6PD deficiency with oxidant medicines), autoimmune haemolysis, inherited red cell disorders (sickle cell disease, spherocytosis), infection, and red cell fragmentation (TTP, HUS, DIC, a mechanical heart valve)";

export function haemolysisPattern(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.conditions("sickle-cell-disease").length > 0) return undefined;
  // Drug-induced haemolysis in G6PD deficiency is named by rules/g6pd.ts.
  if (g6pdOxidantDrug(ctx)?.severity !== undefined) return undefined;
  // HELLP syndrome names the cause of haemolysis in pregnancy (rules/pregnancy-emergencies.ts).
  if (hellpWithHaemolysis(ctx)) return undefined;
  const signs = haemolysisSigns(ctx);
  if (!signs.haptoglobinLow || signs.others === 0) return undefined;
  const hb = ctx.value("hemoglobin");
  const anaemic = isLow(ctx.lab("hemoglobin"));
  const serious = signs.hbFall || (hb !== undefined && hb < 8);
  const severity = serious ? Severity.high : anaemic ? Severity.moderate : Severity.low;
  const aiha = aihaReading(ctx);
  if (aiha !== undefined) {
    const { dat, urgent, ...reading } = aiha;
    return {
      ...reading,
      refs: ctx.refs(...signs.obs, dat),
      severity: urgent ? Severity.critical : severity === Severity.low ? Severity.moderate : severity,
      values: { signs: signs.lines.join("; "), causes: CAUSES },
    };
  }
  return {
    refs: ctx.refs(...signs.obs),
    severity,
    values: { signs: signs.lines.join("; "), causes: CAUSES },
  };
}

export const HAEMOLYSIS_PATTERN_RULES: readonly Rule[] = [
  {
    id: "haemolysis-pattern",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Red cell breakdown (haemolysis)",
    title: "Laboratory signs of haemolysis",
    clinician:
      "Laboratory signs of haemolysis: {signs}. A low haptoglobin with these markers shows red cells being broken down. Causes to look for: {causes}.",
    patient:
      "Some of your blood tests together suggest that red blood cells are being broken down faster than usual (haemolysis). Your doctor will look for the reason with a few more tests. Tell your doctor if you notice dark urine, yellow skin or eyes, or feel breathless or dizzy.",
    nextSteps: [
      "Blood film and direct antiglobulin (Coombs) test",
      "Unconjugated (indirect) bilirubin if only the total was measured; urine test for haemoglobin",
      "Review medicines started recently; G6PD activity if an oxidant medicine, infection or fava beans came before it",
      "Repeat full blood count and reticulocytes; discuss with haematology if the haemoglobin is falling",
    ],
    patientQuestions: ["What could be causing my red blood cells to break down?"],
    evidence: ["gpnotebook-haemolytic-anaemia-investigations"],
    keywords: ["haemolysis", "haemolytic anaemia", "haptoglobin", "ldh", "reticulocytes", "coombs"],
    match: haemolysisPattern,
  },
];
