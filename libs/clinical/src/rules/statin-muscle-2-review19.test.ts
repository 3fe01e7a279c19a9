import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/statin-muscle-2-review19/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const allSteps = (r: ReturnType<typeof run>) => r.findings.flatMap((f) => f.nextSteps);

describe("statin myopathy with clarithromycin and dark urine (review 19, statin-muscle-2)", () => {
  const r = run("01-atorva-clarithro-ck2400");

  it("stops atorvastatin on the atorvastatin label, not the simvastatin label", () => {
    const steps = allSteps(r);
    expect(steps).toContain(
      "Stop atorvastatin now: the atorvastatin label advises stopping it if CK is markedly raised or myopathy is diagnosed or suspected",
    );
    expect(steps.join("\n")).not.toMatch(/simvastatin label/);
    expect(find(r, "statin-ck-elevated")?.evidenceIds).toContain("lipitor-label");
  });

  it("never tells to continue the statin while the CK finding stops it; the ALT is read as possibly from muscle", () => {
    expect(allSteps(r).join("\n")).not.toMatch(/Continue the statin/);
    const alt = find(r, "statin-alt-elevated");
    expect(alt?.clinician).toMatch(
      /injured muscle releases ALT and AST, so this ALT cannot yet be put down to the liver or the statin/,
    );
    expect(alt?.clinician).not.toMatch(/fatty liver, alcohol and hepatitis/);
    expect(alt?.patient).not.toMatch(/keep taking/);
    expect(alt?.nextSteps).toEqual([
      "Repeat ALT with AST once CK has settled; assess the liver only if ALT stays raised then",
    ]);
  });

  it("names clarithromycin as the likely trigger, with the atorvastatin dose above its 20 mg point", () => {
    const ck = find(r, "statin-ck-elevated");
    expect(ck?.clinician).toMatch(
      /Clarithromycin 500 mg, a strong CYP3A4 inhibitor that raises atorvastatin levels, is the likely trigger: atorvastatin 80 mg is above the dose its product information allows with it \(not above 20 mg a day with clarithromycin\)/,
    );
    expect(ck?.patient).toMatch(/You also take clarithromycin, which can raise the level of the statin/);
    // The CK finding speaks for the interaction; no separate dose finding beside it.
    expect(find(r, "atorvastatin-inhibitor-dose")).toBeUndefined();
  });

  it("reads 'Urine darker' as dark urine: critical, same-day assessment, and no creatinine asked again", () => {
    const ck = find(r, "statin-ck-elevated");
    expect(ck?.severity).toBe("critical");
    expect(ck?.clinician).toMatch(/"urine darker" in the notes raises concern for rhabdomyolysis/);
    expect(ck?.patient).toMatch(/Contact your doctor now, or go to an emergency department/);
    expect(ck?.patient).not.toMatch(/if your urine turns dark/);
    expect(ck?.nextSteps).toContain(
      'Dark urine ("urine darker" in the notes) with CK 13.8× the upper limit: same-day assessment for rhabdomyolysis, in hospital if it cannot be done in time',
    );
    expect(ck?.nextSteps).toContain(
      "Check potassium and a urinalysis for myoglobin today (creatinine already in the record); rhabdomyolysis can cause acute kidney injury",
    );
    expect(ck?.nextSteps.join("\n")).not.toMatch(/Check creatinine/);
  });
});

describe("quiet and moderate atorvastatin cases (review 19, statin-muscle-2)", () => {
  it("02: atorvastatin 20 mg with CK 1.5× after a half marathon and no symptoms stays low and keeps the statin", () => {
    const r = run("02-atorva20-ck-after-exercise-quiet");
    const ck = find(r, "statin-ck-elevated");
    expect(ck?.severity).toBe("low");
    expect(ck?.nextSteps[0]).toMatch(/repeat CK after a few days without strenuous exercise.*need not be paused/);
    expect(ck?.nextSteps.join("\n")).not.toMatch(/^Stop \w+ now/m);
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
    expect(find(r, "atorvastatin-inhibitor-dose")).toBeUndefined();
  });

  it("03: atorvastatin 80 mg with clarithromycin and no CK is a moderate dose finding", () => {
    const r = run("03-atorva80-clarithro-no-ck");
    const f = find(r, "atorvastatin-inhibitor-dose");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/its product information advises not above 20 mg a day with clarithromycin/);
    expect(f?.patient).toMatch(/You take atorvastatin at 80 mg a day with clarithromycin\. Clarithromycin raises/);
    expect(f?.nextSteps).toEqual([
      "While the interacting medicine is taken, lower atorvastatin to 20 mg a day or less, or choose a medicine that does not interact",
      "Ask about muscle pain, weakness and dark urine; check CK if any are present",
    ]);
    // Atorvastatin is dose-limited, not contraindicated, with clarithromycin.
    expect(r.findings.some((x) => /contraindicated/.test(x.code))).toBe(false);
  });

  it("04: atorvastatin 20 mg with clarithromycin is within the dose point and quiet", () => {
    const r = run("04-atorva20-clarithro-quiet");
    expect(r.findings.filter((f) => /statin/.test(f.code))).toEqual([]);
  });

  it("05: rosuvastatin myopathy without dark urine: stopped, high not critical, ALT from muscle, no 'continue'", () => {
    const r = run("05-rosuva-myopathy-no-dark-urine");
    const ck = find(r, "statin-ck-elevated");
    expect(ck?.severity).toBe("high");
    expect(ck?.nextSteps[0]).toMatch(/^Stop rosuvastatin now: statin myopathy is suspected/);
    expect(ck?.nextSteps).toContain(
      "Check creatinine, potassium and a urinalysis for myoglobin today; rhabdomyolysis can cause acute kidney injury",
    );
    expect(allSteps(r).join("\n")).not.toMatch(/Continue the statin/);
    expect(find(r, "statin-alt-elevated")?.clinician).toMatch(/injured muscle releases ALT and AST/);
  });
});
