import { describe, expect, it } from "vitest";
import { finding, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/medicines-3-review19/", import.meta.url));

const FINERENONE = "finerenone-opportunity-diabetic-kidney";

describe("finerenone is not started on a stale potassium (review 19, medicines-3)", () => {
  it("01: a potassium from 14 months ago asks for potassium and eGFR first and gives no starting dose", () => {
    const f = finding(run("01-finerenone-potassium-14-months-old"), FINERENONE);
    expect(f?.clinician).toMatch(
      /the latest potassium, 4\.5 mmol\/L \(2025-09-18\), is 14 months old: too old to start on/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Measure potassium and eGFR before deciding/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/starting at (?:10|20) mg/);
    expect(f?.patient).toMatch(/A fresh blood test of your potassium and kidney function is needed/);
  });

  it("02: a potassium from 3 weeks ago keeps the 10 mg start", () => {
    const f = finding(run("02-finerenone-potassium-3-weeks-old-dose-stays"), FINERENONE);
    expect(f?.nextSteps[0]).toMatch(/consider finerenone, starting at 10 mg once daily \(eGFR 25–59\)/);
    expect(f?.clinician).not.toMatch(/months old/);
  });

  it("03: on finerenone with a potassium 14 months old, a potassium check is asked for", () => {
    const r = run("03-on-finerenone-potassium-14-months-old");
    const f = finding(r, "finerenone-potassium-overdue");
    expect(f?.clinician).toMatch(/the latest potassium, 4\.6 mmol\/L \(2025-09-18\), is 14 months old/);
    expect(f?.nextSteps).toEqual(["Check potassium and eGFR now, then every 4 months while on finerenone"]);
    expect(finding(r, FINERENONE)).toBeUndefined();
  });
});

describe("teriflunomide and the liver, by its US label (review 19, medicines-3)", () => {
  it("04: ALT 4.2 times the limit on teriflunomide is an urgent prescriber review with the label's stop-and-eliminate step", () => {
    const f = finding(run("04-teriflunomide-alt-four-times-limit"), "teriflunomide-raised-alt");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /ALT 168 U\/L \(2026-11-25\) on Teriflunomide 14 mg tablet once daily: 4\.2 times the upper limit/,
    );
    expect(f?.nextSteps[0]).toMatch(
      /^Contact the prescribing neurology team today: .*accelerated elimination procedure/,
    );
    expect(f?.patient).toMatch(/do not stop it on your own/);
    expect(f?.evidenceIds).toEqual(["aubagio-us-label"]);
  });

  it("05: started in July with only a pre-start ALT, the monthly ALT is due", () => {
    const r = run("05-teriflunomide-started-no-alt-since");
    const f = finding(r, "teriflunomide-alt-due");
    expect(f?.clinician).toMatch(
      /started 2026-07-01, within the last six months; the latest ALT is 24 U\/L \(2026-06-10\), from before the start/,
    );
    expect(finding(r, "teriflunomide-raised-alt")).toBeUndefined();
  });

  it("04: with monthly ALTs in the record, no 'ALT due' line is added", () => {
    expect(finding(run("04-teriflunomide-alt-four-times-limit"), "teriflunomide-alt-due")).toBeUndefined();
  });
});

describe("medicines sweep (review 19, medicines-3)", () => {
  it("06: lithium with level, TSH, calcium and eGFR all current and in range stays quiet", () => {
    expect(run("06-lithium-well-monitored-quiet").findings).toEqual([]);
  });

  it("09: methotrexate with blood counts and ALT 10 months old is overdue monitoring", () => {
    const f = finding(run("09-methotrexate-bloods-ten-months-old"), "methotrexate-bloods-unmonitored");
    expect(f?.clinician).toMatch(
      /the newest complete blood count and ALT or AST are from 2026-01-20, about 10 months ago/,
    );
  });

  it("08: azathioprine with allopurinol and neutrophils 1.3 names the interaction and the withhold step", () => {
    const r = run("08-azathioprine-low-white-count");
    expect(finding(r, "xanthine-oxidase-inhibitor-thiopurine")?.severity).toBe("high");
    expect(finding(r, "thiopurine-marrow-toxicity")?.clinician).toMatch(/neutrophils 1\.3/);
  });

  it("10 and 11: K 5.6 on spironolactone and ramipril, and metformin at eGFR 28, keep their findings", () => {
    expect(finding(run("10-spironolactone-ramipril-potassium-5-6"), "raas-hyperkalaemia")?.clinician).toMatch(
      /spironolactone 25 mg once daily is the first medicine to reduce or hold/,
    );
    expect(finding(run("11-metformin-egfr-28"), "metformin-egfr-contraindicated")).toBeDefined();
  });

  it("11: metformin to be stopped at eGFR 28 gets no reminder to monitor B12 on long-term metformin", () => {
    expect(finding(run("11-metformin-egfr-28"), "metformin-b12-unmonitored")).toBeUndefined();
  });
});
