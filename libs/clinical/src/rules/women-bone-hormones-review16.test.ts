import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/women-bone-hormones-review16/", import.meta.url));
const findings = (c: ReturnType<typeof load>) => runReviewCase(c).findings;
const find = (c: ReturnType<typeof load>, code: string) => findings(c).find((f) => f.code === code);

describe("perimenopause with FSH results in the record (case 01)", () => {
  it("reads 'periods irregular' and says neither FSH is needed over 45", () => {
    const f = find(load("01-perimenopause-fsh-48"), "perimenopause-clinical");
    expect(f?.clinician).toMatch(/"periods irregular"/);
    expect(f?.clinician).toMatch(
      /FSH results in the record \(31\.2 U\/L \(2026-11-18\), after 8\.9 on 2026-08-04\) are not needed/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/contraception until 2 years/);
  });

  it("gives no separate 'FSH rising' trend alarm beside the diagnosis", () => {
    const all = findings(load("01-perimenopause-fsh-48"));
    expect(all.find((f) => f.code === "trend-rising" && /follicle/i.test(f.title))).toBeUndefined();
  });
});

describe("unscheduled bleeding on combined HRT (case 03)", () => {
  it("asks for endometrial assessment, with the recorded risk factors, at moderate priority", () => {
    const f = find(load("03-hrt-unscheduled-bleeding"), "hrt-combined-unscheduled-bleeding");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/BMI 33\.8 \(minor\), diabetes \(minor\)/);
    expect(f?.nextSteps[0]).toMatch(/transvaginal ultrasound/);
    expect(f?.evidenceIds).toContain("bms-2024-unscheduled-bleeding-hrt");
    expect(f?.patient).toMatch(/do not stop your HRT on your own/);
  });

  it("refers urgently with a major risk factor (BMI 40 or more)", () => {
    const c = load("03-hrt-unscheduled-bleeding");
    c.data.vitalSigns[0].value = "41.2";
    const f = find(c, "hrt-combined-unscheduled-bleeding");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/suspected gynaecological cancer pathway/);
  });

  it("stays silent in the first 6 months, when bleeding is common", () => {
    const c = load("03-hrt-unscheduled-bleeding");
    c.data.medications[0].startDate = "2026-08-01";
    expect(find(c, "hrt-combined-unscheduled-bleeding")).toBeUndefined();
  });

  it("stays silent on well-settled combined HRT with no bleeding (case 11)", () => {
    const all = findings(load("11-hrt-postmenopausal-well"));
    expect(all.find((f) => f.code.startsWith("hrt-"))).toBeUndefined();
    expect(all.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
  });
});

describe("denosumab stopped without a follow-on treatment (case 04)", () => {
  it("raises the rebound risk and times the follow-on bisphosphonate", () => {
    const f = find(load("04-denosumab-stopping"), "denosumab-stopped-no-follow-on");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/multiple vertebral fractures/);
    expect(f?.clinician).toMatch(/last injection was about 6 months ago, so the follow-on treatment is due now/);
    expect(f?.evidenceIds).toContain("anastasilakis-2021-denosumab-discontinuation");
  });

  it("stays silent when a follow-on bisphosphonate is planned", () => {
    const c = load("04-denosumab-stopping");
    c.data.additionalContext += " Plan: switch to zoledronic acid 5 mg infusion in December.";
    expect(find(c, "denosumab-stopped-no-follow-on")).toBeUndefined();
  });

  it("stays silent while denosumab simply continues", () => {
    const c = load("04-denosumab-stopping");
    c.data.additionalContext = "Last Prolia inj 20/05/2026. Next due Nov, booked. Reflux controlled.";
    expect(find(c, "denosumab-stopped-no-follow-on")).toBeUndefined();
  });
});

describe("zoledronic acid booked with deficient vitamin D (case 05)", () => {
  it("asks for vitamin D loading before the booked infusion, not for a treatment already booked", () => {
    const all = findings(load("05-zoledronate-low-vitd"));
    const f = all.find((x) => x.code === "potent-antiresorptive-vitamin-d");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"zoledronic acid 5 mg iv infusion booked"/);
    expect(f?.clinician).toMatch(/deficient, below 30 nmol\/L/);
    expect(f?.nextSteps[0]).toMatch(/loading regimen/);
    expect(all.find((x) => x.code === "osteoporosis-untreated")).toBeUndefined();
  });

  it("quotes reflux whole when osteoporosis is untreated", () => {
    const c = load("05-zoledronate-low-vitd");
    c.patientContext.clinicalNotes = "Referred by FLS. Alendronate not tolerated.";
    const f = find(c, "osteoporosis-untreated");
    expect(f?.clinician).toMatch(/someone with gastro-oesophageal reflux disease/);
    expect(find(c, "potent-antiresorptive-vitamin-d")).toBeUndefined();
  });
});

describe("gender-affirming hormones and unknown sex (cases 07, 08, 09, 12)", () => {
  it("judges a trans man's haematocrit against the male range and flags it on testosterone", () => {
    const all = findings(load("07-transman-testosterone-hct-054"));
    expect(all.find((f) => f.code === "testosterone-high-haematocrit")?.severity).toBe("moderate");
    const hct = all.find((f) => f.code === "lab-high" && /ha?ematocrit/i.test(f.title));
    expect(hct?.clinician).toMatch(/male range on gender-affirming testosterone/);
  });

  it("calls the potassium high on spironolactone without flagging on-target sex hormones (gender 'other')", () => {
    const all = findings(load("08-transwoman-spiro-k-54"));
    expect(all.find((f) => f.code === "raas-hyperkalaemia")?.severity).toBe("moderate");
    expect(all.find((f) => /oestradiol|estradiol|testosterone/i.test(f.title))).toBeUndefined();
  });

  it("does not judge sex-dependent results when the sex is unknown", () => {
    const r = runReviewCase(load("09-gender-unknown-fbc"));
    // Only notes that the sex would decide them (review 21, minimal-requests 02): no flag, no pattern.
    expect(r.findings.filter((f) => f.code !== "lab-not-comparable")).toEqual([]);
    expect(r.findings.every((f) => f.severity === "info")).toBe(true);
    expect(r.result.clinicianResponse).toMatch(
      /Creatinine, serum \| 104 µmol\/L \| – \| not judged \(range depends on sex, not given\)/,
    );
  });

  it("stays quiet for a trans woman on stable oestradiol with normal potassium and prolactin", () => {
    const all = findings(load("12-transwoman-stable-normal"));
    expect(all.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(all.find((f) => /potassium|prolactin|estradiol|testosterone/i.test(f.title))).toBeUndefined();
  });
});
