import { describe, expect, it } from "vitest";
import { metaboliserPhenotype } from "../vocab/genetics.ts";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/pgx-2-review19/", import.meta.url));
const find = (name: string, code: string) => run(name).findings.find((f) => f.code === code);
const pgx = (name: string) => run(name).findings.filter((f) => f.family === "pharmacogenomics");

describe("CYP2C19 ultrarapid metabolisers on citalopram or escitalopram (review 19, pgx-2)", () => {
  it("01: *17/*17 on escitalopram gets a low finding: lower levels, CPIC's alternative, no change if it is working", () => {
    const f = find("01-cyp2c19-um-escitalopram", "cyp2c19-ssri-ultrarapid");
    expect(f?.severity).toBe("low");
    expect(f?.title).toBe("CYP2C19 ultrarapid metaboliser and escitalopram");
    expect(f?.clinician).toMatch(/levels are lower .* does not work is higher/);
    expect(f?.clinician).toMatch(/not predominantly cleared by CYP2C19/);
    expect(f?.patient).toMatch(/If it is helping you, this result is no reason to change on your own/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["cpic-ssri-snri-2023", "cpic-ssri-2015"]));
  });

  it("14: a poor response in the notes raises it to moderate and supports a switch", () => {
    const f = find("14-cyp2c19-um-citalopram-over65", "cyp2c19-ssri-ultrarapid");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/"still low mood"/);
    expect(f?.nextSteps.join(" ")).toMatch(/Consider switching/);
  });

  it("15: a bare *17/*17 diplotype is read as ultrarapid, *1/*17 as rapid and *2/*17 as intermediate", () => {
    expect(find("15-cyp2c19-diplotype-only-escitalopram", "cyp2c19-ssri-ultrarapid")).toBeDefined();
    expect(metaboliserPhenotype("CYP2C19", "*17/*17")).toBe("ultrarapid");
    expect(metaboliserPhenotype("CYP2C19", "*1/*17")).toBe("rapid");
    expect(metaboliserPhenotype("CYP2C19", "*2/*17")).toBe("intermediate");
    expect(metaboliserPhenotype("CYP2C19", "*1/*1")).toBe("normal");
  });

  it("stays quiet for a rapid metaboliser, a normal metaboliser, and sertraline (rows not seen)", () => {
    expect(pgx("02-cyp2c19-rapid-citalopram")).toEqual([]);
    expect(pgx("11-cyp2c19-nm-escitalopram-quiet")).toEqual([]);
    expect(pgx("13-cyp2c19-um-sertraline")).toEqual([]);
  });
});

describe("HLA-B*15:02 with carbamazepine taken for years (review 19, pgx-2)", () => {
  it("09: years of use stated only in the notes, with no rash, is a low alert, not a same-day call", () => {
    const f = find("09-hlab1502-carbamazepine-years", "hla-b1502-anticonvulsants");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Taken for more than 3 months with no skin reaction recorded/);
    expect(f?.patient).toMatch(/no reason to stop it/);
    expect(f?.patient).not.toMatch(/today/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not start oxcarbazepine or phenytoin/);
  });

  it("19: a start date years ago gives the same low alert", () => {
    expect(find("19-hlab1502-carbamazepine-dated", "hla-b1502-anticonvulsants")?.severity).toBe("low");
  });

  it("16 and 17: a recent start, or a rash in the notes despite years of use, stays critical", () => {
    expect(find("16-hlab1502-carbamazepine-new", "hla-b1502-anticonvulsants")?.severity).toBe("critical");
    const rash = find("17-hlab1502-carbamazepine-years-rash", "hla-b1502-anticonvulsants");
    expect(rash?.severity).toBe("critical");
    expect(rash?.clinician).toMatch(/"rash" in the notes: a possible cutaneous reaction/);
  });
});

describe("the other common gene-drug pairs (review 19, pgx-2)", () => {
  it("05: CYP2C9 poor metaboliser on celecoxib and ibuprofen gets CPIC's NSAID advice", () => {
    const f = find("05-cyp2c9-pm-celecoxib", "cyp2c9-nsaid");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/For celecoxib: start at 25–50% of the lowest recommended starting dose/);
    expect(f?.clinician).toMatch(/For ibuprofen, see the CPIC table/);
    expect(f?.evidenceIds).toContain("cpic-nsaid-2020");
  });

  it("06 and 18: CYP2C19 poor metaboliser on omeprazole for years is a low dose review; a new course is quiet", () => {
    const f = find("06-cyp2c19-pm-omeprazole", "cyp2c19-ppi-long-term");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/consider.*50% lower daily dose/);
    expect(f?.evidenceIds).toContain("cpic-ppi-2020");
    expect(find("18-cyp2c19-pm-omeprazole-new", "cyp2c19-ppi-long-term")).toBeUndefined();
  });

  it("08: CYP2D6 poor metaboliser on low-dose amitriptyline is a low note that says CPIC's advice is for higher doses", () => {
    const f = find("08-cyp2d6-pm-amitriptyline", "cyp2d6-tricyclic");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/applies to the higher doses used for conditions such as depression/);
    expect(f?.patient).not.toMatch(/stop/i);
  });

  it("03 and 04: codeine in an ultrarapid and tramadol in a poor metaboliser; the patient hears only their own risk, once", () => {
    const um = find("03-cyp2d6-um-codeine", "cyp2d6-codeine-tramadol");
    expect(um?.severity).toBe("high");
    expect(um?.patient).toMatch(/too much drowsiness or slow breathing/);
    const pm = find("04-cyp2d6-pm-tramadol", "cyp2d6-codeine-tramadol");
    expect(pm?.severity).toBe("moderate");
    expect(pm?.patient).not.toMatch(/unsafe/);
    expect(pm?.patient.match(/relieve/g)).toHaveLength(1);
  });

  it("07 and 12: a CYP2D6 poor metaboliser on ondansetron or on nothing related gets only an info note", () => {
    for (const name of ["07-cyp2d6-pm-ondansetron", "12-cyp2d6-pm-no-drug-quiet"]) {
      const found = pgx(name);
      expect(found.every((f) => f.severity === "info")).toBe(true);
      expect(found.map((f) => f.patient).join(" ")).not.toMatch(/unsafe/);
    }
  });

  it("10: DPYD intermediate with capecitabine starting next week is told as a planned start", () => {
    const f = find("10-dpyd-im-capecitabine", "dpyd-fluoropyrimidine");
    expect(f?.clinician).toMatch(/not yet started: capecitabine/);
    expect(f?.patient).toMatch(/before your first dose/);
  });
});
