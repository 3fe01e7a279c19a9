import { describe, expect, it } from "vitest";
import {
  expectDeepReadsThrough,
  finding,
  type ReviewCase,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/country-28b-review28/", import.meta.url));

/** The deep report's section for one problem, up to the next heading of its level. */
const deepSection = (c: ReviewCase, problem: string): string => {
  const text = runDeepReviewCase(c).result.clinicianResponse;
  const deep = text.slice(text.indexOf("# Detailed discussion"));
  const start = deep.indexOf(`## ${problem}\n`);
  const end = deep.indexOf("\n## ", start + 1);
  return start < 0 ? "" : deep.slice(start, end < 0 ? undefined : end);
};

describe("HFrEF medicine groups cite the record's country's guideline (review 28, country-28b)", () => {
  it("01: a US record (Denver, mg/dL) is given AHA/ACC/HFSA 2022 and its three beta-blockers, not ESC 2021", () => {
    const f = finding(run("01-us-hfref-three-groups-missing"), "hfref-pillars-missing");
    expect(f?.evidenceIds).toEqual(["aha-acc-hfsa-2022-hf"]);
    expect(f?.clinician).toMatch(/AHA\/ACC\/HFSA 2022 recommends all four classes in HFrEF/);
    expect(f?.clinician).toMatch(/\(bisoprolol, carvedilol or metoprolol succinate\)/);
    expect(f?.clinician).not.toMatch(/ESC 2021|nebivolol/);
  });

  it("01: on a US record the switch from an ACE inhibitor cites AHA/ACC/HFSA 2022's own recommendation", () => {
    const c = edit("01-us-hfref-three-groups-missing", (d) => {
      d.medications = [
        { medication: "Furosemide 40 mg tablet", status: "active", frequency: "once daily" },
        { medication: "Lisinopril 10 mg tablet", status: "active", frequency: "once daily" },
      ];
    });
    const f = finding(runReviewCase(c), "hfref-pillars-missing");
    // Review 36 (cardio-36 case 03): the AHA/ACC/HFSA 2022 switch recommendation (7.3.1-4) was
    // seen, so a US record is given it instead of ESC 2021's.
    expect(f?.clinician).toMatch(
      /AHA\/ACC\/HFSA 2022 recommends replacing an ACE inhibitor or ARB with sacubitril\/valsartan/,
    );
    expect(f?.evidenceIds).toEqual(["aha-acc-hfsa-2022-hf"]);
  });

  it("02: the UK twin (Bristol, µmol/L) keeps ESC 2021, as the library holds no NICE NG106", () => {
    const f = finding(run("02-uk-hfref-three-groups-missing"), "hfref-pillars-missing");
    expect(f?.evidenceIds).toEqual(["esc-2021-hf"]);
    expect(f?.clinician).toMatch(/ESC 2021 recommends all four for every patient with HFrEF/);
    expect(f?.clinician).toMatch(/nebivolol/);
  });

  it("01: the same record reading as neither country (no place, µmol/L) keeps ESC 2021", () => {
    const c = edit("01-us-hfref-three-groups-missing", (d) => {
      d.recentNormalLabs = [
        { display: "Creatinine", value: "106", unit: "umol/L", date: "2026-11-27", referenceRange: "59-104" },
      ];
      d.additionalContext = "Worsening ankle swelling over a week; now sleeps on extra pillows.";
    });
    const f = finding(runReviewCase(c), "hfref-pillars-missing");
    expect(f?.evidenceIds).toEqual(["esc-2021-hf"]);
    expect(f?.clinician).toMatch(/ESC 2021 recommends all four/);
  });
});

describe("familial hypercholesterolaemia cites NICE CG71 on a UK record (review 28, country-28b)", () => {
  it("04: a UK LDLR carrier (Sheffield, mmol/L) cites NICE CG71 alone, and the deep section has no mg/dL", () => {
    const f = finding(run("04-uk-fh-ldlr-variant"), "fh-genetic-variant");
    expect(f?.evidenceIds).toEqual(["nice-cg71-fh"]);
    const section = deepSection(load("04-uk-fh-ldlr-variant"), "Cholesterol");
    expect(section).toMatch(/high-intensity statin, first aiming to halve LDL-C/);
    expect(section).toMatch(/children with one affected parent are tested by age 10/);
    expect(section).not.toMatch(/mg\/dL|National Lipid/);
    expectDeepReadsThrough(runDeepReviewCase(load("04-uk-fh-ldlr-variant")));
  });

  it("03: the US twin (Denver, mg/dL) keeps the NLA and ESC/EAS sources", () => {
    const f = finding(run("03-us-fh-ldlr-variant"), "fh-genetic-variant");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nla-2015-part1", "esc-eas-2019-dyslipidaemias"]));
    expect(f?.evidenceIds).not.toContain("nice-cg71-fh");
  });

  it("04: the UK case with no place and no HbA1c in mmol/mol (neither country) keeps today's sources", () => {
    const c = edit("04-uk-fh-ldlr-variant", (d) => {
      d.recentNormalLabs = d.recentNormalLabs.filter((l) => l.display !== "HbA1c");
      d.additionalContext = "Genetic test confirms an inherited high cholesterol. Non-smoker.";
    });
    const f = finding(runReviewCase(c), "fh-genetic-variant");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nla-2015-part1", "esc-eas-2019-dyslipidaemias"]));
    expect(f?.evidenceIds).not.toContain("nice-cg71-fh");
  });
});

describe("UK diabetes sections read NICE NG28, not ADA in mg/dL (review 28, country-28b)", () => {
  it("05: HbA1c 68 mmol/mol on gliclazide (Leeds) rests on NICE NG28, whose summary the deep section shows", () => {
    const f = finding(run("05-uk-t2d-hba1c-68-gliclazide"), "diabetes-above-target");
    expect(f?.evidenceIds).toEqual(["nice-ng28-t2d-adults"]);
    expect(f?.clinician).toMatch(/above the target NICE NG28 sets for this person\. NICE NG28 supports aiming for 53/);
    const section = deepSection(load("05-uk-t2d-hba1c-68-gliclazide"), "Diabetes");
    expect(section).toMatch(/usually 48 mmol\/mol .* and 53 mmol\/mol on a medicine that can/);
    expect(section).toMatch(/Metformin comes first/);
    expect(section).not.toMatch(/mg\/dL|below 7%/);
    expectDeepReadsThrough(runDeepReviewCase(load("05-uk-t2d-hba1c-68-gliclazide")));
  });

  it("06: the US twin (HbA1c 8.4%, Columbus) keeps ADA's goal and summary", () => {
    const f = finding(run("06-us-t2d-hba1c-8-4-glipizide"), "diabetes-above-target");
    expect(f?.evidenceIds).toContain("ada-soc-2026-s6");
    expect(f?.evidenceIds).not.toContain("nice-ng28-t2d-adults");
    expect(f?.clinician).toMatch(/above the common goal of below 7/);
    expect(deepSection(load("06-us-t2d-hba1c-8-4-glipizide"), "Diabetes")).toMatch(/An HbA1c goal below 7%/);
  });

  it("05: the same record in % with no place (neither country) keeps ADA's common goal", () => {
    const c = edit("05-uk-t2d-hba1c-68-gliclazide", (d) => {
      d.recentAbnormalLabs = [
        {
          display: "HbA1c",
          value: "8.4",
          unit: "%",
          date: "2026-11-24",
          referenceRange: "4.0-5.6",
          interpretation: "High",
        },
      ];
      d.additionalContext = "Annual diabetes review. Takes her tablets regularly.";
    });
    const f = finding(runReviewCase(c), "diabetes-above-target");
    expect(f?.evidenceIds).toContain("ada-soc-2026-s6");
    expect(f?.clinician).toMatch(/above the common goal of below 7/);
  });
});
