import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "03-ehr-fever-returning-ghana");
const malaria = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "malaria-returning-traveller");

describe("fever after travel to a malaria area (review 14, infection case 03)", () => {
  it("asks for same-day malaria films in a febrile traveller back from Ghana with no malaria test", () => {
    const f = malaria(load());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/temperature 39\.4 °C/);
    expect(f?.clinician).toMatch(/No malaria test is in the record/);
    expect(f?.clinician).toMatch(/platelets 68.*fit malaria/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same day: thick and thin blood films/);
    expect(f?.patient).toMatch(/malaria blood test today/);
    expect(f?.evidenceIds).toContain("lalloo-2016-uk-malaria");
  });

  it("reads a single negative film as not excluding malaria", () => {
    const c = load();
    c.data.recentNormalLabs.push({
      display: "Malaria thick and thin films",
      value: "Negative",
      unit: "",
      date: "2026-11-20",
    });
    expect(malaria(c)?.clinician).toMatch(/one negative set does not exclude malaria: repeat the films/);
  });

  it("stays quiet without travel, after more than a year, without fever, or once malaria is found", () => {
    const home = load();
    home.data.additionalContext = "Fevers, headache and myalgia for 3 days. Told probably flu.";
    expect(malaria(home)).toBeUndefined();
    const old = load();
    old.data.additionalContext = "Returned from Accra, Ghana 2 years ago. Fevers for 3 days.";
    expect(malaria(old)).toBeUndefined();
    const afebrile = load();
    afebrile.data.vitalSigns[0].value = "36.9";
    afebrile.data.additionalContext = "Returned from Accra, Ghana 9 days ago for a check-up. No fever.";
    expect(malaria(afebrile)).toBeUndefined();
    const found = load();
    found.data.recentAbnormalLabs.push({ display: "Malaria RDT", value: "Positive", unit: "", date: "2026-11-20" });
    expect(malaria(found)).toBeUndefined();
  });

  it("does not read a trip still to come, or a yellow fever vaccine, as fever after travel", () => {
    const planned = loadReviewCase(
      new URL("./fixtures/immunosuppression-review12/", import.meta.url),
      "11-ehr-adalimumab-live-vaccine-travel",
    );
    expect(malaria(planned)).toBeUndefined();
    const c = load();
    c.data.additionalContext = "Travelling to Ghana in 6 weeks; has had fevers and sweats for 3 days.";
    expect(malaria(c)).toBeUndefined();
  });
});
