import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/endo-29-review29/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string }[];
  patientContext: { clinicalNotes: string };
}

const lab = (c: ReturnType<typeof load>) => c as unknown as LabCase;

describe("overt hyperthyroidism with fever, a very fast heart rate and agitation reads as thyroid storm (review 29, endo-29)", () => {
  it("06: a US record scores at least 55 on the Burch-Wartofsky scale and is an emergency, citing ATA 2016", () => {
    const r = run("06-us-thyroid-storm-risk");
    const f = finding(r, "overt-hyperthyroidism");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Overt hyperthyroidism: features of thyroid storm");
    expect(f?.clinician).toMatch(
      /With temperature 38\.4 °C, heart rate 138\/min, agitation and diarrhea, the record scores at least 55 on the Burch-Wartofsky point scale/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Emergency assessment now for possible thyroid storm/);
    expect(f?.evidenceIds).toEqual(["ata-2016-hyperthyroidism", "burch-wartofsky-point-scale"]);
    expect(f?.patient).toMatch(/thyroid storm\. Go to the emergency department now, or call 911\./);
    expect(patientText(r)).toMatch(/need emergency care now/);
  });

  it("06: its UK twin cites the NHS pathway, which admits suspected storm as an emergency", () => {
    const c = load("06-us-thyroid-storm-risk");
    lab(c).patientContext.clinicalNotes = lab(c).patientContext.clinicalNotes.replace(
      "Urgent care, Phoenix, Arizona.",
      "GP surgery, Leeds (NHS).",
    );
    lab(c).labResults = lab(c).labResults.map((o) =>
      o.name === "Free T4" ? { ...o, value: "72", unit: "pmol/L", referenceRange: "12-22" } : o,
    );
    const f = finding(runReviewCase(c), "overt-hyperthyroidism");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toEqual(["nhs-cornwall-thyrotoxicosis-rms", "burch-wartofsky-point-scale"]);
  });

  it("06: the same results with a heart rate of 96, no fever and no agitation stay a high-priority referral", () => {
    const c = load("06-us-thyroid-storm-risk");
    lab(c).patientContext.clinicalNotes =
      "Urgent care, Phoenix, Arizona. Heart rate 96, temperature 36.9 C, tremor, no agitation, weight loss 6 kg over 2 months.";
    const f = finding(runReviewCase(c), "overt-hyperthyroidism");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Overt hyperthyroidism");
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/storm|Burch/);
  });
});

describe("amiodarone monitoring names only the overdue tests in its title (review 29, endo-29)", () => {
  it("07: TSH and free T4 taken this week: the title asks only for liver tests", () => {
    const f = finding(run("07-uk-amiodarone-hypothyroid-tsh-80"), "amiodarone-unmonitored");
    expect(f?.title).toBe("Amiodarone with no recent liver blood tests");
    expect(f?.nextSteps[0]).toMatch(/^Check liver tests now/);
  });

  it("07: with no thyroid tests either, the title names both", () => {
    const c = edit("07-uk-amiodarone-hypothyroid-tsh-80", (d) => {
      d.recentAbnormalLabs = (d.recentAbnormalLabs ?? []).filter((o) => o.display === "Sodium");
    });
    const r = runReviewCase(c);
    expect(finding(r, "amiodarone-unmonitored")?.title).toBe("Amiodarone with no recent thyroid or liver blood tests");
    expect(codes(r)).not.toContain("overt-hypothyroidism");
  });
});

describe("one low testosterone with raised LH and FSH reads the gonadotrophins already taken (review 29, endo-29)", () => {
  it("11: LH and FSH are not asked for again; the karyotype for a confirmed primary cause is named", () => {
    const f = finding(run("11-uk-primary-hypogonadism-young"), "low-testosterone-confirm-first");
    expect(f?.clinician).toMatch(
      /LH 19\.5 U\/L \(2026-11-24\) and FSH 32 U\/L \(2026-11-24\) are raised with it: if the low testosterone is confirmed, this is primary \(testicular\) hypogonadism.*\(the notes record "small firm testes"\)/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/measure LH and FSH|SHBG\) and LH and FSH/);
    expect(f?.nextSteps[2]).toMatch(
      /^If the repeat confirms the low testosterone: karyotype to look for Klinefelter syndrome, with counselling/,
    );
    expect(f?.evidenceIds).toContain("bmj-bp-klinefelter-investigations");
    expect(f?.patient).toMatch(/chromosomes/);
  });

  it("11: with normal LH and FSH there is no primary reading and no karyotype", () => {
    const c = load("11-uk-primary-hypogonadism-young");
    lab(c).labResults = lab(c).labResults.map((o) =>
      o.name === "LH"
        ? { ...o, value: "4.2", flag: "Normal" }
        : o.name === "FSH"
          ? { ...o, value: "5.1", flag: "Normal" }
          : o,
    );
    const f = finding(runReviewCase(c), "low-testosterone-confirm-first");
    expect(f?.nextSteps.join(" ")).not.toMatch(/karyotype|Klinefelter/);
    expect(f?.clinician).not.toMatch(/primary \(testicular\)/);
    expect(f?.nextSteps[1]).toMatch(
      /LH 4\.2 U\/L \(2026-11-24\) and FSH 5\.1 U\/L \(2026-11-24\) are already in the record$/,
    );
  });

  it("11: without LH and FSH in the record the repeat still asks for them", () => {
    const c = load("11-uk-primary-hypogonadism-young");
    lab(c).labResults = lab(c).labResults.filter((o) => o.name === "Testosterone");
    const f = finding(runReviewCase(c), "low-testosterone-confirm-first");
    expect(f?.nextSteps).toContain(
      "With the repeat, measure SHBG (to calculate free testosterone where SHBG may be altered) and LH and FSH",
    );
  });
});

describe("a glucose inside the laboratory's range is not called low beside suspected adrenal insufficiency (review 29, endo-29)", () => {
  it("04: 3.6 mmol/L against 3.5-7.8 without diabetes gets no low-glucose finding, nor a place among the adrenal finding's abnormal features", () => {
    const r = run("04-uk-cortisol-60-hyponatraemia");
    expect(codes(r)).not.toContain("hypoglycaemia");
    expect(r.findings.flatMap((f) => f.nextSteps).join(" ")).not.toMatch(/Treat the low glucose now/);
    // Review 29b (kidney-29b): an in-range glucose is not listed as an abnormal feature.
    expect(finding(r, "adrenal-crisis-suspected")?.clinician).not.toMatch(/glucose 3\.6 mmol\/L/);
  });

  it("04: a glucose of 3.2 mmol/L flagged low is still read with the adrenal finding and treated now", () => {
    const c = load("04-uk-cortisol-60-hyponatraemia");
    lab(c).labResults = lab(c).labResults.map((o) => (o.name === "Glucose" ? { ...o, value: "3.2", flag: "Low" } : o));
    const f = finding(runReviewCase(c), "hypoglycaemia");
    expect(f?.clinician).toMatch(/Lack of cortisol explains a low glucose/);
    expect(f?.nextSteps[0]).toMatch(/^Treat the low glucose now/);
  });
});
