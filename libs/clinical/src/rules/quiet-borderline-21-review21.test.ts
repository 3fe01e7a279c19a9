import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  type ReviewRun,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/quiet-borderline-21-review21/", import.meta.url);
const { run } = reviewFolder(FOLDER);
/** The part of the patient text that lists what stands out. */
const standsOut = (r: ReviewRun) => {
  const text = patientText(r);
  return text.slice(text.indexOf("## What stands out"), text.indexOf("## Questions"));
};
/** Words a careful GP would not put in a letter about these results. */
const ALARM =
  /urgent|as soon as possible|right away|emergency department|call 999|911|serious|cancer|refer|specialist/i;

const ALL = [
  "01-uk-28m-fasting-bilirubin-23-hdl-2-4",
  "02-us-34m-alt-48-ck-650-after-marathon",
  "03-uk-45f-cbc-mchc-low-eos-mono-high",
  "04-uk-26f-vegetarian-urea-2-4-chloride-108-protein-84",
  "05-us-30m-muscular-creatinine-1-3-egfr-74",
  "06-uk-52f-tsh-4-6-normal-ft4-ehr",
  "07-uk-61f-b12-1100-on-supplement",
  "08-uk-55m-ferritin-320-normal-tsat-ehr",
  "09-uk-66f-random-glucose-6-2-hba1c-38",
  "10-us-58m-stable-statin-hdl-high-ehr",
];

describe("well people with small deviations hear nothing above low priority (review 21, quiet-borderline-21)", () => {
  for (const name of ALL) {
    it(`${name}: no finding above low, and nothing alarming in what stands out`, () => {
      const r = run(name);
      expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
      expect(standsOut(r)).not.toMatch(ALARM);
    });
  }
});

describe("transaminases that muscle explains get no liver work-up (review 21, quiet-borderline-21 case 02)", () => {
  it("02: ALT 48 and AST 55 beside CK 650 after a marathon: no liver pattern, no hepatitis screen, no FIB-4 line", () => {
    const r = run("02-us-34m-alt-48-ck-650-after-marathon");
    expect(codes(r)).toContain("ast-muscle-source");
    expect(codes(r)).not.toContain("liver-injury-pattern");
    expect(codes(r)).not.toContain("fib4-deferred");
    const text = clinicianText(r);
    expect(text).not.toMatch(/viral hepatitis|ha?emochromatosis|Wilson disease/);
    expect(text).toMatch(/assess the liver only if AST or ALT stay raised when CK is normal/);
    expect(standsOut(r)).toMatch(/most likely comes from your muscles/);
    expect(standsOut(r)).not.toMatch(/scarring/);
  });

  it("02 with diabetes on record: a reason to stage fibrosis besides the tests keeps the deferred FIB-4 line", () => {
    const c = loadReviewCase(FOLDER, "02-us-34m-alt-48-ck-650-after-marathon");
    c.patientContext.conditions = [{ name: "Type 2 diabetes, diet-controlled", status: "active" }];
    const r = runReviewCase(c);
    expect(codes(r)).toContain("fib4-deferred");
    expect(codes(r)).not.toContain("liver-injury-pattern");
  });
});

describe("a first mildly raised TSH with normal free T4 is a routine repeat (review 21, quiet-borderline-21 case 06)", () => {
  it("06: TSH 4.6 once at 52 is low priority, with the repeat asked for", () => {
    const r = run("06-uk-52f-tsh-4-6-normal-ft4-ehr");
    const f = finding(r, "subclinical-hypothyroidism");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat TSH with free T4/);
  });

  it("06 with an earlier raised TSH 3 months before: a confirmed rise stays moderate", () => {
    const c = loadReviewCase(FOLDER, "06-uk-52f-tsh-4-6-normal-ft4-ehr");
    c.data.labTrends[0].values.unshift({ date: "2026-08-14", value: "5.1", unit: "mU/L" });
    const r = runReviewCase(c);
    expect(finding(r, "subclinical-hypothyroidism")?.severity).toBe("moderate");
  });
});
