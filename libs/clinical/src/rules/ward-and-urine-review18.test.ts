import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/ward-and-urine-review18/", import.meta.url));
type Run = ReturnType<typeof run>;
const steps = (r: Run, code: string) => finding(r, code)?.nextSteps.join(" | ") ?? "";
const HAEMATURIA = [
  "microhaematuria-evaluation",
  "dipstick-blood-confirm-microscopy",
  "persistent-non-visible-haematuria",
  "haematuria-suspected-cancer-referral",
];

describe("microhaematuria: the other AUA/SUFU risk factors and a kidney source (review 18, ward-and-urine)", () => {
  it("01: pelvic radiotherapy moves a never-smoking woman of 45 with 3-10 RBC/hpf from low/negligible to intermediate", () => {
    const f = finding(run("01-microhematuria-woman-45-pelvic-radiotherapy"), "microhaematuria-evaluation");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/intermediate risk \(pelvic radiation \("pelvic radiotherapy"\)\)/);
    expect(f?.clinician).toMatch(/cystoscopy and renal ultrasound/);
    expect(f?.clinician).not.toMatch(/would place the patient higher/);
  });

  it("02: a dye-factory worker of 36 whose father had Lynch syndrome is intermediate risk, both factors named", () => {
    const f = finding(run("02-ehr-microhematuria-man-36-dye-worker-lynch"), "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/intermediate risk \(occupational exposure \("textile dye factory"\)/);
    expect(f?.clinician).toMatch(/Lynch syndrome or a family history of urothelial cancer/);
    expect(f?.nextSteps.join(" ")).toMatch(/cystoscopy and renal ultrasound/);
  });

  it("03: red cell casts, dysmorphic red cells and 2+ protein point to a glomerular source and nephrology first", () => {
    const f = finding(run("03-microhematuria-rbc-casts-dysmorphic-protein-29f"), "microhaematuria-evaluation");
    expect(f?.clinician).toMatch(/RBC casts Present, Dysmorphic RBC Present \(>40%\), urine protein 2\+/);
    expect(f?.clinician).toMatch(/kidney \(glomerular\) source.*nephrology/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to nephrology/);
    expect(f?.severity).toBe(Severity.moderate);
  });

  it("04: a trace of blood alone on the strip raises no haematuria finding", () => {
    const r = run("04-trace-blood-only-quiet");
    expect(codes(r).filter((c) => HAEMATURIA.includes(c))).toEqual([]);
  });
});

describe("persistent non-visible haematuria read the UK way (review 18, ward-and-urine)", () => {
  it("05: 1+ and 2+ on two of three strips in an NHS record is persistent NVH, with no call for microscopy", () => {
    const r = run("05-uk-persistent-nvh-2-of-3-dipsticks");
    const f = finding(r, "persistent-non-visible-haematuria");
    expect(f?.clinician).toMatch(/2 of the last 3 strips 1\+ or more/);
    expect(f?.clinician).toMatch(/a trace is ignored/);
    expect(f?.nextSteps.join(" ")).toMatch(/eGFR, urine ACR or PCR and blood pressure/);
    expect(f?.evidenceIds).toContain("hnyp-nvh-pathway");
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
  });

  it("06: one positive strip, then a trace and a negative, is not persistent", () => {
    const r = run("06-uk-one-positive-then-trace-quiet");
    expect(codes(r).filter((c) => HAEMATURIA.includes(c))).toEqual([]);
  });
});

describe("next steps for a patient on the ward (review 18, ward-and-urine)", () => {
  it("07: on day 3 of admission every critical and high finding starts with telling the ward team", () => {
    const r = run("07-inpatient-day3-hyperkalaemia-aki");
    // The potassium finding leads, its critical line pointing to it (review 30b, engine-30b), so the
    // ward note is said once, on it.
    expect(finding(r, "raas-hyperkalaemia")?.clinician).toMatch(/in hospital now \("day 3 of admission"\)/);
    expect(steps(r, "raas-hyperkalaemia")).toMatch(/^In hospital now: inform the responsible clinician now/);
    expect(steps(r, "lab-critical")).toMatch(/^In hospital now: tell the responsible team now/);
    expect(steps(r, "hyponatraemia")).toMatch(/^In hospital now: tell the responsible team now/);
    // "Creatinine 1.0 mg/dL in June" is read as the baseline (review 24), so the AKI finding, which
    // withholds the metformin while kidney function is unstable, replaces the eGFR-based one.
    expect(steps(r, "aki-creatinine-rise")).toMatch(/^In hospital now: raise this with the ward team today/);
    expect(finding(r, "aki-creatinine-rise")?.nextSteps.join(" ")).toMatch(/Withhold metformin/i);
  });

  it("08: the same results seen in clinic keep their outpatient steps", () => {
    const r = run("08-outpatient-clinic-same-labs-quiet");
    expect(r.findings.some((f) => f.nextSteps.some((s) => /in hospital now/i.test(s)))).toBe(false);
    expect(r.findings.some((f) => /in hospital now/i.test(f.clinician))).toBe(false);
  });

  it("09: a recheck in 2-3 months or a 2-week referral is done on the ward or handed on at discharge", () => {
    // Haemoglobin in g/dL alone reads as a US record since review 27 (no 2-week pathway there): the setting is named.
    const r = runReviewCase(
      edit("09-inpatient-ward-anaemia-ferritin", (d) => {
        d.additionalContext = `${d.additionalContext} NHS hospital.`;
      }),
    );
    expect(steps(r, "iron-deficiency-anaemia")).toMatch(
      /Recheck haemoglobin and ferritin after 2–3 months \(in hospital now: do this during the stay or hand it on in the discharge summary/,
    );
    expect(steps(r, "ida-gi-investigation")).toMatch(/^In hospital now: raise this with the ward team today/);
    expect(steps(r, "ida-gi-investigation")).toMatch(
      /within 2 weeks\) for gastroscopy and colonoscopy \(in hospital now/,
    );
  });
});

describe("warfarin with heparin cover is bridging, not a duplicate (review 18, ward-and-urine)", () => {
  it("10: enoxaparin started with warfarin for a DVT at INR 1.4 is bridging: daily INR, stop the LMWH once in range", () => {
    const r = run("10-warfarin-enoxaparin-bridge-inr-low");
    expect(codes(r)).not.toContain("anticoagulant-duplicate");
    expect(codes(r)).not.toContain("warfarin-inr-low");
    const f = finding(r, "warfarin-heparin-bridging");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/not as a duplicate anticoagulant/);
    expect(f?.clinician).toMatch(/INR 1\.4 .* so the heparin is still needed/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check the INR daily/);
    expect(f?.nextSteps.join(" ")).toMatch(/at least 24 hours at INR 2\.0 or more, and at least 5 days of overlap/);
    expect(f?.patient).toMatch(/Do not stop either one on your own/);
    expect(f?.evidenceIds).toContain("nice-ng158-vte");
  });

  it("11: with the INR in range the finding says so and leaves the stop to the 24-hour and 5-day rule", () => {
    const f = finding(run("11-warfarin-enoxaparin-inr-in-range"), "warfarin-heparin-bridging");
    expect(f?.clinician).toMatch(/INR 2\.4 .* is in the usual 2\.0–3\.0 target/);
  });

  it("12: a mechanical valve with enoxaparin cover is not asked whether heparin cover is needed", () => {
    const r = run("12-mech-valve-warfarin-enoxaparin-inr-low");
    expect(codes(r)).not.toContain("anticoagulant-duplicate");
    expect(r.findings.some((f) => /whether heparin cover is needed/.test(f.clinician))).toBe(false);
    expect(finding(r, "warfarin-heparin-bridging")?.clinician).toMatch(
      /mechanical mitral valve, so the heparin is still needed/,
    );
  });

  it("13: warfarin with apixaban is still a duplicate, and the low INR is still read", () => {
    const r = run("13-warfarin-apixaban-duplicate-still-flagged");
    expect(codes(r)).toEqual(expect.arrayContaining(["anticoagulant-duplicate", "warfarin-inr-low"]));
    expect(codes(r)).not.toContain("warfarin-heparin-bridging");
  });
});
