import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  type ReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/leftovers-28-review28/", import.meta.url));

const withNote = (name: string, note: string) =>
  runReviewCase(
    edit(name, (d) => {
      d.additionalContext = note;
    }),
  );

/** The patient report's section under `heading`, up to the next heading. */
const section = (text: string, heading: string): string => {
  const start = text.indexOf(`## ${heading}`);
  if (start === -1) return "";
  const next = text.indexOf("\n## ", start + 1);
  return text.slice(start, next === -1 ? text.length : next);
};

describe("drinks most evenings count as 5 days a week everywhere (review 28, leftovers-28 case 01)", () => {
  const CASE = "01-us-drinks-most-evenings-ggt-mcv";

  it("reads 5 drinks most evenings as about 25 US standard drinks a week, below the elastography amount", () => {
    const r = run(CASE);
    expect(finding(r, "alcohol-above-low-risk-labs")?.clinician).toMatch(
      /"5 drinks most evenings"\), about 25 US standard drinks/,
    );
    expect(codes(r)).not.toContain("alcohol-intake-elastography");
  });

  it("still counts 5 drinks every evening as 7 days, above the elastography amount", () => {
    const r = withNote(CASE, "Annual physical at the clinic. Has 5 drinks every evening after work.");
    expect(finding(r, "alcohol-intake-elastography")?.clinician).toMatch(/about 35 US standard drinks/);
  });
});

describe("a failed repeat is told once, beside the result it left standing (leftovers-28 case 02)", () => {
  const CASE = "02-quest-hemolyzed-k-then-failed-repeat";

  it("does not list the failed potassium repeat again under the results we could not check", () => {
    const text = patientText(run(CASE));
    expect(text).toMatch(/A repeat test on 2026-11-27 could not be done on the sample/);
    expect(section(text, "Results we could not check")).toBe("");
  });

  it("still lists a failed repeat when the earlier potassium was normal, so nothing else tells of it", () => {
    const c: ReviewCase = load(CASE);
    const k = c.labResults.find((l: { name: string; value: string }) => l.name === "Potassium" && l.value === "6.1");
    Object.assign(k, { value: "4.4", flag: undefined, notes: undefined });
    const r = runReviewCase(c);
    expect(section(patientText(r), "Results we could not check")).toMatch(/We could not compare your potassium/);
    // A normal earlier result has no finding, so no row of its own either.
    expect(section(clinicianText(r), "Key findings")).not.toMatch(/\| Potassium \| 4\.4/);
  });

  it("gives the potassium the failed repeat left standing a row among the key findings", () => {
    expect(section(clinicianText(run(CASE)), "Key findings")).toMatch(
      /\| Potassium \| 6\.1 mmol\/L \| 3\.5-5\.3 \| high \| 2026-11-26/,
    );
  });
});

describe("haemolysis can, but need not, raise a result (leftovers-28 case 02)", () => {
  it("says haemolysis can raise the result falsely, not that it does", () => {
    const text = clinicianText(run("02-quest-hemolyzed-k-then-failed-repeat"));
    expect(text).toMatch(/ha?emolysis releases it from red cells and can raise the result falsely/);
    expect(text).not.toMatch(/and raises the result falsely/);
  });
});

describe("negative infection screens already in the record before adalimumab (leftovers-28 cases 03, 04)", () => {
  const CODE = "anti-tnf-pre-treatment-screening";
  const NOTES = "03-uk-adalimumab-screens-negative-in-notes";
  const steps = (r: ReturnType<typeof run>) => finding(r, CODE)?.nextSteps[0] ?? "";

  it("does not ask again for hepatitis B, C and HIV that the notes state negative in 2026-09", () => {
    expect(steps(run(NOTES))).toBe(
      "Before the first dose, test for latent TB (IGRA or tuberculin skin test, with a TB history and chest X-ray) and VZV serology (no chickenpox or shingles history recorded)",
    );
  });

  it("does not ask again for the screens recorded as negative results", () => {
    expect(steps(run("04-uk-adalimumab-screens-negative-as-results"))).not.toMatch(/hepatitis|HIV/);
  });

  it("still asks for a screen only requested, and for the ones the notes leave out", () => {
    const s = steps(
      withNote(NOTES, "Plan to start adalimumab next month. Hepatitis B screen requested. HIV negative (2026-09)."),
    );
    expect(s).toMatch(/hepatitis B \(HBsAg and anti-HBc\), hepatitis C and VZV/);
    expect(s).not.toMatch(/HIV/);
  });

  it("asks only for the missing part of hepatitis B", () => {
    const s = steps(withNote(NOTES, "Plan to start adalimumab next month. HBsAg negative (2026-10)."));
    expect(s).toMatch(/hepatitis B core antibody \(anti-HBc\), hepatitis C, HIV/);
  });

  it("asks again for screens stated negative more than 12 months ago, or only hoped to be negative", () => {
    const old = steps(
      withNote(NOTES, "Plan to start adalimumab next month. HBsAg, anti-HBc, HCV Ab and HIV all negative (2024-03)."),
    );
    expect(old).toMatch(/hepatitis B \(HBsAg and anti-HBc\), hepatitis C, HIV/);
    const hoped = steps(withNote(NOTES, "Plan to start adalimumab next month if HIV negative."));
    expect(hoped).toMatch(/HIV/);
  });

  it("asks again for results older than 12 months or still pending", () => {
    const c = edit("04-uk-adalimumab-screens-negative-as-results", (d) => {
      for (const l of d.recentNormalLabs) {
        if (/hepatitis b/i.test(l.display ?? "")) l.date = "2025-06-01";
        if (/hiv/i.test(l.display ?? "")) l.value = "Pending";
      }
    });
    expect(steps(runReviewCase(c))).toMatch(/hepatitis B \(HBsAg and anti-HBc\), HIV/);
  });
});

describe("clinic readings of two dated visits in the notes (leftovers-28 case 05)", () => {
  const CASE = "05-uk-two-clinic-bp-visits-in-notes";

  it("reads the newest visit's reading and the earlier raised visit, and asks for out-of-office confirmation", () => {
    const f = finding(run(CASE), "bp-stage-2");
    expect(f?.clinician).toMatch(/Blood pressure 148\/94 mmHg \(2026-11-05\)/);
    expect(f?.clinician).toMatch(/Raised at more than one clinic visit \(also 152\/96 mmHg \(2026-10-02\)\)/);
    expect(f?.clinician).not.toMatch(/first reading of the visit/);
    expect(f?.nextSteps.join(" ")).toMatch(/Confirm with ambulatory blood pressure monitoring/);
  });

  it("still reads two figures with one date as a first reading and its repeat", () => {
    const f = finding(
      withNote(CASE, "GP surgery, Sheffield. BP 152/96 and 148/94 on 2026-11-05. Non-smoker."),
      "bp-stage-2",
    );
    expect(f?.clinician).toMatch(/The first reading of the visit was 152\/96 mmHg/);
    expect(f?.clinician).not.toMatch(/more than one clinic visit/);
  });
});
