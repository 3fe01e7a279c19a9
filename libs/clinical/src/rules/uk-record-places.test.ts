import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { normalizeLabResults } from "../normalize/lab-results.ts";
import { RuleContext } from "./context.ts";
import { readsAsUk, readsAsUsUnits, usEvidence } from "./uk-record.ts";

/*
 * How a record's country is read from its notes and units (rules/uk-record.ts; review 31,
 * country-31). "us" and "uk" as patientScope gives them; "-" for a record that reads as neither
 * (and keeps the rules' UK wording).
 */
const now = new Date("2026-11-30T12:00:00Z");
const potassium: LabTest = { name: "Potassium", value: "4.1", unit: "mmol/L", date: "2026-11-29" };
const count = (unit: string): LabTest => ({ name: "WBC", value: "7.2", unit, date: "2026-11-29" });

const country = (clinicalNotes: string, labs: LabTest[] = [potassium]): "us" | "uk" | "-" => {
  const ctx = new RuleContext(normalizeLabResults(labs, { clinicalNotes }, { now }));
  return readsAsUsUnits(ctx) ? "us" : readsAsUk(ctx) ? "uk" : "-";
};

describe("US towns and states in the notes make a record American (review 31, country-31)", () => {
  it.each([
    "Walk-in clinic, Cleveland, Ohio. Fever and rigors.",
    "Seen by her PCP in Columbus OH for routine labs.",
    "Home visit, 1200 Congress Ave, Austin, TX 78701.",
    "Lives in Seattle, Washington.",
    "Seen in Atlanta, Georgia last week.",
    "Baltimore, MD 21201. Annual physical.",
    "Houston, TX. Diabetes follow-up.",
    "Lives in Ohio with her husband.",
    "Moved to Texas last year.",
    "Resident of the United States for 20 years.",
  ])("%s", (notes) => {
    expect(country(notes)).toBe("us");
  });

  it.each([
    // credentials and clinical abbreviations, not state codes
    "Letter from oncology, J. Patel, MD.",
    "Moderate AR on echo. Bloods NC.",
    "Renal TX 2019. Reviewed, OK.",
    "Post renal TX.",
    // first names, not states
    "Lives with her daughter, Virginia, who helps with medicines.",
    "Daughter Georgia visits daily.",
    // Washington, Tyne and Wear is a UK town; Georgia is also a country
    "Lives in Washington, Tyne and Wear.",
    "Moved to Georgia (Tbilisi) for work.",
    // five digits alone are not a ZIP code
    "Sample 78701 received.",
  ])("not a US place: %s", (notes) => {
    expect(country(notes)).toBe("-");
  });
});

describe("US settings and bodies in the notes make a record American (review 31, country-31)", () => {
  it.each([
    "Went to the ER last night with chest pain.",
    "ER visit 2 days ago for the same symptoms.",
    "Seen in the emergency room yesterday.",
    "Medicare annual wellness visit.",
    "Covered by Medicaid.",
    "Follow up with her primary care physician in 2 weeks.",
    "Seen at urgent care on Saturday.",
    "Attended an urgent care center on holiday.",
    "Care through the VA since 2010.",
    "Family called 911 after the fall.",
    "CDC catch-up schedule reviewed.",
    "USPSTF screening due.",
    "His PCP started lisinopril.",
  ])("%s", (notes) => {
    expect(country(notes)).toBe("us");
  });

  it.each([
    // oestrogen receptor, Pneumocystis, visual acuity, NHS urgent care centres, numbers
    "ER-positive breast cancer, ER status 8/8.",
    "ER positive, HER2 negative.",
    "Started co-trimoxazole as PCP prophylaxis.",
    "History of PCP pneumonia in 2019.",
    "Right VA 6/9, left VA 6/12.",
    "Attended the urgent care centre on Sunday.",
    "Glucose 9.11; sample ID 911.",
    // Australia's Medicare is not the US one
    "Bulk-billed under Medicare, Sydney, Australia.",
  ])("not a US setting: %s", (notes) => {
    expect(country(notes)).toBe("-");
  });
});

describe("US count units make a record American; SI units UK laboratories share do not (review 31, country-31)", () => {
  it.each(["x10E3/uL", "10*3/uL", "K/uL", "thou/uL", "10^3/µL", "Thousand/uL"])("a count in %s", (unit) => {
    expect(country("Fever and cough.", [potassium, count(unit)])).toBe("us");
  });

  it("a CRP in mg/L, counts in 10^9/L and a CD4 count in cells/uL read as neither", () => {
    const labs: LabTest[] = [
      { name: "CRP", value: "182", unit: "mg/L", date: "2026-11-29" },
      count("10^9/L"),
      { name: "CD4 count", value: "160", unit: "cells/uL", date: "2026-11-29" },
    ];
    expect(country("Fever and cough.", labs)).toBe("-");
  });

  it("German Tsd/µl counts are not read as American", () => {
    expect(country("Fever and cough.", [potassium, count("Tsd/µl")])).toBe("-");
  });
});

describe("when a record has both US and UK marks (review 31, country-31)", () => {
  it("a UK town the patient moved from does not outweigh where care happens now in the US", () => {
    expect(country("Moved from Leeds to Dayton, Ohio in 2024; sees a PCP there.")).toBe("us");
    expect(country("Moved from the UK to Texas in 2023.")).toBe("us");
    expect(country("Originally from Manchester; lives in Ohio now.")).toBe("us");
  });

  it("a UK move with no US evidence stays UK", () => {
    expect(country("Moved from Leeds to Manchester last year.")).toBe("uk");
    expect(country("Originally from Glasgow.")).toBe("uk");
  });

  it("NHS, a GP surgery or A&E still win over US places and units", () => {
    expect(
      country("NHS GP surgery in Bristol. Results from an urgent care center in Orlando, Florida.", [count("K/uL")]),
    ).toBe("uk");
    expect(country("Moved from Leeds to Dayton, Ohio; NHS records reviewed.")).toBe("uk");
    expect(country("Seen in A&E; visiting from Austin, TX 78701.")).toBe("uk");
  });

  it("an HbA1c in mmol/mol still wins over a US place", () => {
    const a1c: LabTest = { name: "HbA1c", value: "71", unit: "mmol/mol", date: "2026-11-28" };
    expect(country("Originally from Houston, Texas; diabetes review.", [a1c, count("K/uL")])).toBe("uk");
  });

  it("a UK town named with a US state is the US town", () => {
    expect(country("Lives in Manchester, NH 03101.")).toBe("us");
    expect(country("Seen in Birmingham, Alabama.")).toBe("us");
  });

  it("usEvidence reports the US evidence even where a UK mark wins", () => {
    const ctx = new RuleContext(normalizeLabResults([count("K/uL")], { clinicalNotes: "NHS GP surgery." }, { now }));
    expect(usEvidence(ctx)).toBe(true);
    expect(readsAsUsUnits(ctx)).toBe(false);
  });
});
