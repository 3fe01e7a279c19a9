import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { expectDeepReadsThrough, type ReviewCase, reviewFolder } from "../testing/review-case.ts";

/** Review 19, deep sweep: records that combine today's new findings with other problems, read in deep mode. */
const NAMES = [
  "01-hbv-diabetes-ckd-atorva-clarithro",
  "02-pregnant-tpo-prolactin-cyp2c19-escitalopram",
  "03-dementia-hypernatraemia-aki-lithium",
  "04-lymphocytosis-eosinophilia-cyp2c9-cyp2d6",
];

const { load } = reviewFolder(new URL("./fixtures/deep-sweep-19-review19/", import.meta.url));
const deep = (c: ReviewCase) =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-29T12:00:00Z"), mode: "deep" });
const find = (r: ReturnType<typeof deep>, code: string) => r.findings.find((f) => f.code === code);
/** One heading's part of a text, up to the next heading of the same level. */
const part = (text: string, heading: string) => text.split(`${heading}\n`)[1]?.split(/\n#{1,2} /)[0] ?? "";

describe("every deep-sweep-19 case reads through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion, no template gaps, and every citation numbered", (name) => {
    expectDeepReadsThrough(deep(load(name)));
  });
});

describe("the plan by medicine reads an action after a short label (review 19, deep sweep)", () => {
  it("03: lithium is withheld in the plan by medicine, as the toxicity finding says, not only reviewed", () => {
    const r = deep(load("03-dementia-hypernatraemia-aki-lithium"));
    const plan = part(r.result.clinicianResponse, "## Plan by medicine");
    expect(plan).toMatch(
      /\*\*Lithium carbonate 400 mg\*\* \(withhold\): Same-day assessment: withhold lithium and check a lithium level/,
    );
    expect(plan).toMatch(/\*\*Furosemide 40 mg\*\* \(stop\)/);
    // The step that only reviews both medicines adds nothing beside the withhold and the stop.
    expect(r.result.clinicianResponse).not.toMatch(/Review Lithium carbonate 400 mg and Furosemide 40 mg/i);
  });
});

describe("a routine repeat count waits for the acute illness (review 19, deep sweep)", () => {
  it("03: a mild neutrophilia beside lithium toxicity, AKI and delirium is put off, not planned as for a well adult", () => {
    const r = deep(load("03-dementia-hypernatraemia-aki-lithium"));
    const f = find(r, "neutrophilia-repeat-film");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Not for now: consider it once the acute illness is treated\.$/);
    expect(f?.nextSteps).toEqual([
      'Not for now: review "Raised white cell count with no infection recorded: repeat with a blood film" once the acute illness has been treated',
    ]);
  });
});

describe("gene results for medicines not taken are not tests to keep up with (review 19, deep sweep)", () => {
  it("04: warfarin and phenytoin notes sit under their own heading, worded for someone who does not take them", () => {
    const r = deep(load("04-lymphocytosis-eosinophilia-cyp2c9-cyp2d6"));
    const text = r.result.patientResponse;
    expect(text).not.toContain("## Tests to keep up with");
    const genes = part(text, "## Gene results for medicines you may be offered later");
    expect(genes).toMatch(/^\nYou do not take these medicines now\./);
    expect(genes).toMatch(/warfarin, a blood thinner, may need a lower dose for you than for most people/);
    expect(genes).toMatch(/phenytoin/);
    expect(text).not.toMatch(/Your dose is set with regular INR/);
    // The medicines he takes stay among the main points.
    expect(part(text, "## What stands out")).toMatch(/codeine and tramadol[\s\S]*celecoxib/);
  });
});

describe("an ALP just outside its range is no liver pattern (review 19, deep sweep)", () => {
  it("04: ALP 132 against 30–130 with a normal ALT gets no cholestatic work-up, and is told as slightly high", () => {
    const r = deep(load("04-lymphocytosis-eosinophilia-cyp2c9-cyp2d6"));
    expect(find(r, "liver-injury-pattern")).toBeUndefined();
    expect(r.result.clinicianResponse).not.toMatch(/cholangitis|bile duct ultrasound/i);
    const alp = r.findings.find((f) => f.code === "lab-high" && /Alkaline phosphatase/.test(f.title));
    expect(alp?.patient).toMatch(/is slightly higher than the usual range\. Usual ranges are set to include/);
  });

  it("04 variant: the same ALP with a raised GGT still gets the pattern and its work-up", () => {
    const c = structuredClone(load("04-lymphocytosis-eosinophilia-cyp2c9-cyp2d6"));
    c.data.recentAbnormalLabs.push({
      display: "GGT",
      value: "140",
      unit: "U/L",
      date: "2026-11-25",
      referenceRange: "0-60",
      interpretation: "High",
    });
    expect(find(deep(c), "liver-injury-pattern")?.clinician).toMatch(/cholestatic pattern/);
  });
});

describe("a raised prolactin in pregnancy is told as expected (review 19, deep sweep)", () => {
  it("02: at 9 weeks the prolactin line says the rise is expected, not 'a pituitary growth'", () => {
    const r = deep(load("02-pregnant-tpo-prolactin-cyp2c19-escitalopram"));
    const f = r.findings.find((x) => x.code === "lab-high" && /Prolactin/.test(x.title));
    expect(f?.clinician).toMatch(
      /A high value in pregnancy or after birth is expected: prolactin is normally raised in pregnancy/,
    );
    expect(f?.patient).toMatch(/prolactin normally rises in pregnancy, and breastfeeding raises it after birth/);
    expect(`${f?.clinician} ${f?.patient}`).not.toMatch(/pituitary growth/);
    expect(find(r, "hyperprolactinaemia")).toBeUndefined();
  });
});

describe("chronic hepatitis B with a surveillance group leads among the patient's points (review 19, deep sweep)", () => {
  it("01: the finding is moderate and shown, and the white count just over its range is no longer among the eight", () => {
    // A UK record takes NICE CG165's surveillance group (review 31, infect-31): over 40 with a family
    // history of liver cancer and HBV DNA of 20,000 IU/mL or more, so the case's HBV DNA is raised to it.
    const c = load("01-hbv-diabetes-ckd-atorva-clarithro");
    const labs = [...c.data.recentAbnormalLabs, ...c.data.recentNormalLabs] as { display: string; value: string }[];
    const dna = labs.find((l) => l.display === "HBV DNA");
    if (dna) dna.value = "25000";
    const r = deep(c);
    expect(find(r, "hbv-chronic-infection")?.severity).toBe("moderate");
    const points = part(r.result.patientResponse, "## What stands out");
    // Known since 2009: told as the known infection, with follow-up continued (leftovers review 19).
    expect(points).toMatch(/Your tests fit the hepatitis B infection already known to you/);
    expect(find(r, "hbv-chronic-infection")?.nextSteps.join(" ")).toMatch(/^Continue specialist follow-up/);
    expect(points).toMatch(/a liver ultrasound scan every 6 months/);
    expect(points).not.toMatch(/white blood cell count is slightly higher/);
  });
});
