import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-19b-review19/", import.meta.url);
const STATIN = new URL("./fixtures/statin-muscle-2-review19/", import.meta.url);
const LIVER = new URL("./fixtures/liver-2-review19/", import.meta.url);
const HBV = new URL("./fixtures/hepatitis-b-3-review19/", import.meta.url);
const SODIUM = new URL("./fixtures/sodium-water-2-review19/", import.meta.url);
const MEDICINES = new URL("./fixtures/medicines-3-review19/", import.meta.url);
const run = (name: string, folder = FOLDER) => runReviewCase(loadReviewCase(folder, name));
type Run = ReturnType<typeof run>;
const line = (r: Run, title: RegExp) => r.findings.find((f) => /^lab-/.test(f.code) && title.test(f.title));

describe("ALT and AST lines beside a CK above 5 times its limit give the muscle reading (review 19, leftovers-19b)", () => {
  it("statin-muscle-2 01: the ALT line beside CK 2400 no longer says liver cells may be damaged", () => {
    const r = run("01-atorva-clarithro-ck2400", STATIN);
    const alt = line(r, /ALT/);
    expect(alt?.clinician).toMatch(
      /beside a CK more than 5 times its upper limit may come largely from the injured muscle/,
    );
    expect(alt?.clinician).not.toMatch(/liver cells may be/);
    expect(alt?.patient).toMatch(/may come largely from your muscles/);
    expect(alt?.patient).not.toMatch(/liver cells may be/);
  });

  it("01: after a long lie, both the ALT and the AST lines read as muscle, without any statin", () => {
    const r = run("01-fall-long-lie-ck-alt-ast");
    for (const t of [/ALT/, /AST/]) {
      expect(line(r, t)?.clinician).toMatch(/may come largely from the injured muscle/);
      expect(line(r, t)?.clinician).not.toMatch(/fatty liver/);
    }
  });

  it("02: a CK under 5 times its limit after the gym leaves the generic ALT line as it was", () => {
    const r = run("02-mild-ck-alt-after-gym");
    expect(line(r, /ALT/)?.clinician).toMatch(/liver cells may be irritated or damaged/);
    expect(r.findings.some((f) => /injured muscle/.test(f.clinician))).toBe(false);
  });
});

describe("serology lines point to the hepatitis finding that reads them (review 19, leftovers-19b)", () => {
  it("liver-2 06: the hepatitis A IgM line points to the acute hepatitis A finding", () => {
    const r = run("06-acute-hepatitis-a-us", LIVER);
    expect(r.findings.some((f) => f.code === "hav-acute")).toBe(true);
    const igm = line(r, /Hepatitis A IgM/);
    expect(igm?.clinician).toMatch(/Read with the acute hepatitis A finding/);
    expect(igm?.patient).toMatch(
      /explained in the point of this report that begins "Your tests show a recent hepatitis A infection"/,
    );
  });

  it("hepatitis-b-3 01, 02 and 06: the HBsAg (and HBeAg) lines point to the chronic hepatitis B finding", () => {
    for (const name of [
      "01-hbeag-negative-infection",
      "02-hbeag-positive-high-dna-normal-alt",
      "06-chronic-earlier-hbsag",
    ]) {
      const r = run(name, HBV);
      expect(r.findings.some((f) => f.code === "hbv-chronic-infection")).toBe(true);
      expect(line(r, /surface antigen/)?.clinician).toMatch(/Read with the hepatitis B finding/);
      expect(line(r, /surface antigen/)?.clinician).not.toMatch(/present in the body now/);
    }
    expect(line(run("02-hbeag-positive-high-dna-normal-alt", HBV), /e antigen/)?.clinician).toMatch(
      /Read with the hepatitis B finding/,
    );
  });
});

describe("the sodium of a hyperosmolar state points to the HHS finding (review 19, leftovers-19b)", () => {
  it("sodium-water-2 07: the sodium and creatinine lines name the diabetic emergency finding", () => {
    const r = run("07-hhs-sodium-owned-by-crisis", SODIUM);
    expect(r.findings.some((f) => f.code === "hyperglycaemic-crisis")).toBe(true);
    for (const t of [/^Sodium/, /^Creatinine/]) {
      expect(line(r, t)?.clinician).toMatch(/Read with the diabetic emergency finding/);
      expect(line(r, t)?.clinician).not.toMatch(/short of water|filtering less well/);
    }
  });
});

describe("a rapid eGFR decline is not told twice (review 19, leftovers-19b)", () => {
  it("medicines-3 11: egfr-rapid-decline reports the fall and no eGFR trend line repeats it", () => {
    const r = run("11-metformin-egfr-28", MEDICINES);
    expect(r.findings.some((f) => f.code === "egfr-rapid-decline")).toBe(true);
    expect(r.findings.some((f) => f.code.startsWith("trend-") && /eGFR/.test(f.title))).toBe(false);
  });

  it("03: a slower fall without that finding keeps its eGFR trend line", () => {
    const r = run("03-egfr-slow-fall");
    expect(r.findings.some((f) => f.code === "egfr-rapid-decline")).toBe(false);
    expect(r.findings.find((f) => f.code === "trend-falling")?.title).toMatch(/eGFR/);
  });
});
