import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { carriesEmergencyWarning } from "../compose/common.ts";
import { findCitableEvidence } from "../evidence/library.ts";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { pregnancyRangesInText } from "./pregnancy-thyroid.ts";

const NOW = new Date("2026-11-20T00:00:00Z");

interface Case {
  tsh?: string;
  range?: string;
  ft4?: string;
  /** The patient-context conditions; none means not pregnant. */
  conditions?: string[];
  meds?: string[];
  date?: string;
}

/** A lab-results request of a woman of 31: TSH (mIU/L), optionally free T4 (ng/dL, range 0.8-1.8). */
function run({ tsh, range = "0.4-4.5", ft4, conditions = [], meds = [], date = "2026-11-01" }: Case) {
  const labs = [
    ...(tsh === undefined ? [] : [{ name: "TSH", value: tsh, unit: "mIU/L", referenceRange: range, date }]),
    ...(ft4 === undefined ? [] : [{ name: "Free T4", value: ft4, unit: "ng/dL", referenceRange: "0.8-1.8", date }]),
  ];
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse(l)),
    patientContextSchema.parse({
      age: 31,
      gender: "female",
      conditions: conditions.map((name) => ({ name })),
      medications: meds.map((name) => ({ name })),
    }),
    { now: NOW },
  );
}

/** The thyroid findings (rules, not lab flags) of a case. */
function thyroid(c: Case): Finding[] {
  return run(c).findings.filter((f) => f.problem === "Thyroid");
}

const codes = (c: Case) => thyroid(c).map((f) => f.code);
const one = (c: Case, code: string) => thyroid(c).find((f) => f.code === code);
const T1 = ["Pregnancy, 9 weeks"];
const T2 = ["Pregnancy, 20 weeks"];
const T3 = ["Pregnancy, 32 weeks"];
const LT4 = ["levothyroxine 75 mcg daily"];

function expectCitable(f: Finding | undefined) {
  expect(f).toBeDefined();
  for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
}

describe("raised TSH in pregnancy", () => {
  it("flags TSH 4.2 at 9 weeks against the ATA 2026 limit of 4.0, though the non-pregnant range calls it normal", () => {
    const f = one({ tsh: "4.2", conditions: T1 }, "pregnancy-tsh-high");
    expect(f?.clinician).toContain("at 9 weeks (first trimester)");
    expect(f?.clinician).toContain(
      "above the 0.1–4.0 mIU/L range ATA 2026 suggests for the first and second trimesters",
    );
    expect(f?.clinician).toContain("although the non-pregnant range would call it normal");
    expect(f?.clinician).toContain("Free T4 is not in the record");
    expect(f?.nextSteps.join(" ")).toMatch(/Check free T4 with the next TSH/);
    expect(f?.nextSteps.join(" ")).toContain("Check TPO antibodies now; then decide on levothyroxine");
    expect(f?.patient).toContain("even though it is inside the standard range");
    expect(f?.patient).toContain("Do not start or change any medicine without talking to your doctor.");
    expect(f?.evidenceIds).toEqual(["ata-2026-pregnancy", "maraka-2018-sch-pregnancy"]);
    expectCitable(f);
  });

  it("gives no finding for TSH 2.1 in pregnancy", () => {
    expect(codes({ tsh: "2.1", conditions: T1 })).toEqual([]);
    expect(codes({ tsh: "2.1", ft4: "1.2", conditions: T1 })).toEqual([]);
  });

  it("replaces the non-pregnant subclinical-hypothyroidism advice (repeat in 6–12 weeks) in pregnancy", () => {
    const found = thyroid({ tsh: "5.2", ft4: "1.2", conditions: T1 });
    expect(found.map((f) => f.code)).toEqual(["pregnancy-tsh-high"]);
    const text = found.map((f) => `${f.clinician} ${f.nextSteps.join(" ")}`).join(" ");
    expect(text).not.toMatch(/6–12 weeks|6–8 weeks|above 10 mIU\/L/);
    expect(found[0]?.clinician).toContain("the non-pregnant free T4 range is one option");
  });

  it("ranks TSH with a low free T4 in pregnancy high and names overt hypothyroidism, without the non-pregnant rule", () => {
    const found = thyroid({ tsh: "5.2", ft4: "0.6", conditions: T1 });
    expect(found.map((f) => f.code)).toEqual(["pregnancy-tsh-high"]);
    expect(found[0]?.severity).toBe("high");
    expect(found[0]?.clinician).toContain("points to overt hypothyroidism");
    expectCitable(found[0]);
  });

  it("uses the laboratory's trimester range when it gives one (0.1–2.5 in the first trimester)", () => {
    const range = "First trimester: 0.1-2.5; Second trimester: 0.2-3.0; Third trimester: 0.3-3.0";
    const f = one({ tsh: "3.0", range, conditions: T1 }, "pregnancy-tsh-high");
    expect(f?.clinician).toContain("above the laboratory's first-trimester range (0.1–2.5 mIU/L)");
    expect(codes({ tsh: "3.0", range, conditions: T2 })).toEqual([]);
    // A single range labelled after it, which the range parser cannot judge ("unit mismatch").
    const single = one({ tsh: "3.0", range: "0.1-2.5 mIU/L (1st trimester)", conditions: T1 }, "pregnancy-tsh-high");
    expect(single?.clinician).toContain("the laboratory's first-trimester range (0.1–2.5 mIU/L)");
  });

  it("uses the non-pregnant range in the third trimester", () => {
    expect(codes({ tsh: "4.2", conditions: T3 })).toEqual([]);
    const f = one({ tsh: "4.8", conditions: T3 }, "pregnancy-tsh-high");
    expect(f?.clinician).toContain("above the non-pregnant range (0.4-4.5), which ATA 2026 finds likely to suffice");
  });

  it("names the laboratory's own range when its upper limit, below 4.0, is what the TSH is above", () => {
    const f = one({ tsh: "3.9", range: "0.4-3.8", conditions: T1 }, "pregnancy-tsh-high");
    expect(f?.clinician).toContain("above the laboratory's range (0.4-3.8)");
    expect(f?.clinician).not.toContain("0.1–4.0");
  });

  it("says the 4.0 limit is for the first two trimesters when no gestational age is found", () => {
    const f = one({ tsh: "4.2", conditions: ["Pregnancy"] }, "pregnancy-tsh-high");
    expect(f?.clinician).toContain("(no gestational age found)");
    expect(f?.clinician).toContain("in the third the non-pregnant range applies");
  });

  it("reads a pregnancy stated only in free text (EHR)", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 29, gender: "female" },
      recentAbnormalLabs: [
        { display: "TSH", value: "4.3", unit: "mIU/L", referenceRange: "0.4-4.5", date: "2026-11-10" },
      ],
      additionalContext: "11 weeks pregnant, first pregnancy",
    });
    const found = analyzeEhr(data, { now: NOW }).findings.filter((f) => f.problem === "Thyroid");
    expect(found.map((f) => f.code)).toEqual(["pregnancy-tsh-high"]);
    expect(found[0]?.clinician).toContain("at 11 weeks (first trimester)");
  });

  it("notes a TSH taken before the pregnancy began", () => {
    const f = one({ tsh: "4.3", conditions: T1, date: "2025-06-01" }, "pregnancy-tsh-high");
    expect(f?.clinician).toContain("This TSH appears to predate the pregnancy; check TSH now.");
    expect(one({ tsh: "4.3", conditions: T1 }, "pregnancy-tsh-high")?.clinician).not.toContain("predate");
  });
});

describe("outside pregnancy nothing changes", () => {
  it("keeps TSH 4.2 unflagged and the non-pregnant thyroid rules as they were", () => {
    expect(codes({ tsh: "4.2" })).toEqual([]);
    expect(codes({ tsh: "5.2", ft4: "1.2" })).toEqual(["subclinical-hypothyroidism"]);
    expect(codes({ tsh: "5.2", ft4: "0.6" })).toEqual(["overt-hypothyroidism"]);
    expect(codes({ tsh: "0.2", ft4: "1.2" })).toEqual(["subclinical-hyperthyroidism"]);
    expect(codes({ tsh: "5.2", meds: LT4 })).toEqual(["levothyroxine-tsh-high"]);
    expect(codes({ tsh: "0.2", meds: LT4 })).toEqual(["levothyroxine-tsh-low"]);
    expect(codes({ meds: LT4 })).toEqual([]);
  });

  it("does not read a negated pregnancy as one", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 29, gender: "female" },
      recentAbnormalLabs: [
        { display: "TSH", value: "4.3", unit: "mIU/L", referenceRange: "0.4-4.5", date: "2026-11-10" },
      ],
      additionalContext: "Not pregnant. Tired for 3 weeks.",
    });
    expect(analyzeEhr(data, { now: NOW }).findings.filter((f) => f.problem === "Thyroid")).toEqual([]);
  });
});

describe("levothyroxine in pregnancy", () => {
  it("asks for a dose review and 4-weekly TSH when TSH is above the pregnancy limit, not the 6–8 week recheck", () => {
    const found = thyroid({ tsh: "5.2", conditions: T1, meds: LT4 });
    expect(found.map((f) => f.code)).toEqual(["pregnancy-levothyroxine"]);
    const f = found[0];
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("levothyroxine 75 mcg daily in pregnancy at 9 weeks (first trimester)");
    expect(f?.clinician).toContain("the replacement is not enough for pregnancy");
    expect(f?.clinician).toContain("TSH about every 4 weeks in the first half of pregnancy");
    expect(f?.nextSteps.join(" ")).not.toContain("6–8 weeks");
    expect(f?.patient).toContain("Do not change your medicine without talking to your doctor.");
    expect(f?.evidenceIds).toEqual(["ata-2014-hypothyroidism-tx", "ata-2026-pregnancy"]);
    expectCitable(f);
  });

  it("reminds that the dose often needs to rise even with TSH in range, early in pregnancy", () => {
    const f = one({ tsh: "2.1", conditions: T1, meds: LT4 }, "pregnancy-levothyroxine");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("TSH 2.1 mIU/L (2026-11-01) is within the 0.1–4.0 mIU/L range");
    expect(f?.nextSteps[0]).toContain("If the dose has not been raised since pregnancy was confirmed");
    expect(f?.patient).toContain("the dose may need to go up");
    const later = one({ tsh: "2.1", conditions: T3, meds: LT4 }, "pregnancy-levothyroxine");
    expect(later?.severity).toBe("low");
    expect(later?.nextSteps.join(" ")).not.toContain("since pregnancy was confirmed");
  });

  it("asks for a TSH when none is in the record", () => {
    const f = one({ conditions: T1, meds: LT4 }, "pregnancy-levothyroxine");
    expect(f?.clinician).toContain("no TSH in the record; check TSH (with free T4) now.");
  });

  it("does not advise a dose cut for a low TSH in the first trimester without free T4", () => {
    const found = thyroid({ tsh: "0.2", conditions: T1, meds: LT4 });
    expect(found.map((f) => f.code)).toEqual(["pregnancy-levothyroxine"]);
    expect(found[0]?.clinician).toContain("hCG stimulates the thyroid");
    expect(found[0]?.nextSteps[0]).toBe("Check free T4 before any dose reduction");
    expect(found[0]?.clinician).not.toMatch(/atrial fibrillation|bone loss/);
  });
});

describe("low TSH in early pregnancy", () => {
  it("explains a low TSH at 9 weeks by hCG and asks for free T4 rather than calling it hyperthyroidism", () => {
    const found = thyroid({ tsh: "0.2", conditions: T1 });
    expect(found.map((f) => f.code)).toEqual(["pregnancy-tsh-low"]);
    const f = found[0];
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("below the non-pregnant range but within the 0.1–4.0 mIU/L range");
    expect(f?.clinician).toContain("check it before calling this hyperthyroidism");
    expect(f?.clinician).toContain("hCG stimulates the thyroid and lowers TSH");
    expect(f?.patient).toContain("Early in pregnancy this can be normal");
    expect(f?.evidenceIds).toEqual(["ata-2026-pregnancy", "jcem-1988-hcg-thyrotropic"]);
    expectCitable(f);
  });

  it("replaces 'subclinical hyperthyroidism' with a normal free T4 before the third trimester, and keeps it after", () => {
    const early = thyroid({ tsh: "0.2", ft4: "1.2", conditions: T1 });
    expect(early.map((f) => f.code)).toEqual(["pregnancy-tsh-low"]);
    expect(early[0]?.clinician).toContain("so this is not overt hyperthyroidism");
    expect(early[0]?.clinician).not.toContain("subclinical hyperthyroidism");
    const second = thyroid({ tsh: "0.2", ft4: "1.2", conditions: T2 });
    expect(second.map((f) => f.code)).toEqual(["pregnancy-tsh-low"]);
    expect(second[0]?.clinician).not.toContain("hCG");
    expect(codes({ tsh: "0.2", ft4: "1.2", conditions: T3 })).toEqual(["subclinical-hyperthyroidism"]);
  });

  it("ranks a TSH below the pregnancy lower limit of 0.1 higher and asks for review", () => {
    const f = one({ tsh: "0.05", conditions: T1 }, "pregnancy-tsh-low");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("below the 0.1–4.0 mIU/L range");
    expect(f?.nextSteps.join(" ")).toContain("TSH is below the lower pregnancy limit");
  });

  it("leaves a low TSH with a raised free T4 to the pregnancy thyrotoxicosis rule (no uptake scan in pregnancy)", () => {
    expect(codes({ tsh: "0.05", ft4: "2.4", conditions: T1 })).toEqual(["thyrotoxicosis-pregnancy-postpartum"]);
  });

  it("keeps the non-pregnant 'overactive thyroid' flag text out of the reports", () => {
    const { result } = run({ tsh: "0.2", conditions: T1 });
    expect(result.patientResponse).toContain("Early in pregnancy this can be normal");
    expect(result.patientResponse).not.toMatch(/overactive/i);
    expect(result.clinicianResponse).not.toMatch(/usually means the thyroid is overactive/);
  });
});

describe("patient texts", () => {
  it("are calm: no emergency wording, and always say to talk to the doctor before any medicine change", () => {
    const cases: Case[] = [
      { tsh: "5.2", conditions: T1 },
      { tsh: "5.2", ft4: "0.6", conditions: T1 },
      { tsh: "5.2", conditions: T1, meds: LT4 },
      { tsh: "0.2", conditions: T1, meds: LT4 },
      { conditions: T1, meds: LT4 },
      { tsh: "0.05", conditions: T1 },
    ];
    for (const c of cases) {
      const found = thyroid(c);
      expect(found.length, JSON.stringify(c)).toBe(1);
      for (const f of found) {
        expect(carriesEmergencyWarning(f), f.patient).toBe(false);
        expect(f.patient).toMatch(/without talking to your doctor\.$/);
      }
    }
  });
});

describe("pregnancyRangesInText", () => {
  it.each([
    [
      "First trimester: 0.1-2.5; Second trimester: 0.2-3.0; Third trimester: 0.3-3.0",
      [
        { trimester: 1, low: 0.1, high: 2.5 },
        { trimester: 2, low: 0.2, high: 3 },
        { trimester: 3, low: 0.3, high: 3 },
      ],
    ],
    [
      "0.1-2.5 (first trimester), 0.2-3.0 (second trimester)",
      [
        { trimester: 1, low: 0.1, high: 2.5 },
        { trimester: 2, low: 0.2, high: 3 },
      ],
    ],
    [
      "T1 0.1-2.5 / T2 0.2-3.0 / T3 0.3-3.0 mIU/L",
      [
        { trimester: 1, low: 0.1, high: 2.5 },
        { trimester: 2, low: 0.2, high: 3 },
        { trimester: 3, low: 0.3, high: 3 },
      ],
    ],
    ["Pregnancy: 0.1-4.0 mU/L", [{ low: 0.1, high: 4 }]],
    ["Non-pregnant 0.4-4.5; 1st trimester 0.1-2.5", [{ trimester: 1, low: 0.1, high: 2.5 }]],
    ["0.4-4.5", []],
    [undefined, []],
  ])("reads %j", (text, expected) => {
    expect(pregnancyRangesInText(text)).toEqual(expected);
  });
});
