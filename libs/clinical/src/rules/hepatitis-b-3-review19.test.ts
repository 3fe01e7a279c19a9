import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/hepatitis-b-3-review19/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const texts = (r: ReturnType<typeof run>) => r.result as Record<string, unknown>;

describe("HBsAg positive outside the treatment range is one finding with a plan (review 19, hepatitis-b-3)", () => {
  it("01: HBeAg-negative, HBV DNA 850 IU/mL, normal ALT is read as HBeAg-negative chronic infection, referred, not treated", () => {
    const r = run("01-hbeag-negative-infection");
    const f = find(r, "hbv-chronic-infection");
    // Moderate since review 19 (deep-sweep-19): a man over 40 of Asian origin is in a liver-cancer
    // surveillance group, which makes the finding a standing plan.
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /HBeAg-negative chronic infection \(the "inactive carrier" state\), outside the EASL 2017/,
    );
    expect(f?.clinician).toMatch(/No earlier HBsAg result is in the record: chronic hepatitis B is likely/);
    expect(find(r, "hbv-chronic-treatment-range")).toBeUndefined();
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/Refer to hepatology .* not for antiviral treatment on these results alone/);
    // Tests already done (HCV, HIV, HBeAg, HBV DNA, platelets) are not asked for again.
    expect(steps).toMatch(/IgM anti-HBc, anti-HDV \(hepatitis D\), IgG anti-HAV \(hepatitis A immunity\)/);
    expect(steps).not.toMatch(/anti-HCV|HIV|full blood count/);
    expect(steps).toMatch(/AASLD 2018 group: a man over 40 of Asian origin/);
    expect(steps).toMatch(/sexual and household contacts/);
    expect(steps).toMatch(/Assess fibrosis/);
    expect(f?.patient).toMatch(/quiet stage of hepatitis B, and medicine is not usually needed now/);
    expect(f?.patient).not.toMatch(/urgent|serious|cancer/i);
    const clinician = String(texts(r).clinicianResponse);
    expect(clinician).not.toMatch(/No pattern beyond/);
    expect(clinician).toMatch(/Main issues: Hepatitis B/);
  });

  it("02: HBeAg-positive with a high viral load and normal ALT is the immune-tolerant pattern, with fibrosis and family history deciding", () => {
    const r = run("02-hbeag-positive-high-dna-normal-alt");
    const f = find(r, "hbv-chronic-infection");
    expect(f?.clinician).toMatch(/HBeAg-positive chronic infection \(the "immune tolerant" phase\)/);
    expect(f?.clinician).toMatch(/IgM anti-HBc Non-reactive .* points away from an acute infection/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/IgM anti-HBc,/);
    expect(f?.patient).toMatch(/medicine is not always needed: a liver specialist decides/);
    expect(find(r, "hbv-chronic-treatment-range")).toBeUndefined();
  });

  it("06: an HBsAg positive more than 6 months earlier confirms chronic infection; '<20 IU/mL' counts as a low viral load", () => {
    const f = find(run("06-chronic-earlier-hbsag"), "hbv-chronic-infection");
    expect(f?.clinician).toMatch(
      /HBsAg was also positive on 2025-10-02, more than 6 months earlier: chronic hepatitis B\./,
    );
    expect(f?.clinician).toMatch(/HBV DNA <20 IU\/mL .*HBeAg-negative chronic infection/);
  });

  it("leaves the treatment range, acute infection and treatment to their own rules", () => {
    const c = loadReviewCase(FOLDER, "01-hbeag-negative-infection");
    const raised = structuredClone(c);
    raised.labResults[3].value = "24000";
    raised.labResults[4].value = "95";
    const r = runReviewCase(raised);
    expect(find(r, "hbv-chronic-treatment-range")).toBeDefined();
    expect(find(r, "hbv-chronic-infection")).toBeUndefined();
    const acute = structuredClone(c);
    acute.labResults.push({ name: "Hepatitis B core antibody IgM", value: "Reactive", date: "2026-11-20" });
    expect(find(runReviewCase(acute), "hbv-chronic-infection")).toBeUndefined();
    const treated = structuredClone(c);
    treated.patientContext.clinicalNotes += " Taking entecavir 0.5 mg daily.";
    expect(find(runReviewCase(treated), "hbv-chronic-infection")).toBeUndefined();
  });
});

describe("HBsAg positive in pregnancy (review 19, hepatitis-b-3)", () => {
  it("03: HBV DNA above 200,000 IU/mL leads to tenofovir from week 24–28 and the baby's vaccine and HBIG at birth", () => {
    const f = find(run("03-pregnant-hbeag-positive-high-dna"), "hbv-chronic-infection");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Pregnant \(16 weeks\): NICE CG165 asks for specialist assessment within 6 weeks/);
    expect(f?.clinician).toMatch(/HBV DNA 3400000 IU\/mL \(2026-11-24\) is above it/);
    const steps = f?.nextSteps ?? [];
    expect(steps[0]).toMatch(/within 6 weeks of the result \(NICE CG165\), and tell the maternity team/);
    expect(steps[1]).toMatch(/^HBV DNA above 200,000 IU\/mL: tenofovir disoproxil .* from week 24–28/);
    expect(steps[2]).toMatch(/hepatitis B vaccine and HBIG on the day of birth \(HBIG within 12 hours\)/);
    expect(f?.evidenceIds).toContain("aih-hepb-infants-hbsag-mothers");
    expect(f?.patient).toMatch(/offered a medicine \(tenofovir\)/);
  });

  it("07: below 200,000 IU/mL tenofovir is not advised for transmission, and the patient text does not offer it", () => {
    const f = find(run("07-pregnant-low-dna"), "hbv-chronic-infection");
    expect(f?.nextSteps.join(" ")).toMatch(/HBV DNA below 200,000 IU\/mL: tenofovir is not needed for this reason/);
    expect(f?.patient).not.toMatch(/tenofovir/);
    expect(f?.patient).toMatch(/Your baby will get a hepatitis B vaccine/);
  });
});

describe("HBsAg-negative serology stays proportionate (review 19, hepatitis-b-3)", () => {
  // Review 29 (infection-29): one low isolated anti-HBc note replaces the anti-HBs flag line, which offered a vaccine.
  it("04: isolated anti-HBc without immunosuppression gives one low note, no alarm", () => {
    const r = run("04-isolated-anti-hbc");
    expect(r.findings.filter((f) => /^hbv-/.test(f.code)).map((f) => [f.code, f.severity])).toEqual([
      ["hbv-isolated-core-antibody", "low"],
    ]);
    expect(r.findings.every((f) => f === find(r, "hbv-chronic-infection") || f.severity === "low")).toBe(true);
  });

  it("05: resolved infection is one short note, worded without 'Non-reactive … negative'", () => {
    const r = run("05-resolved-infection");
    const f = find(r, "hbv-resolved-immune");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(
      /^HBsAg Non-reactive \(2026-11-20\), total anti-HBc Reactive \(2026-11-20\) and anti-HBs 85/,
    );
    expect(find(r, "hbv-chronic-infection")).toBeUndefined();
  });
});
