import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { expectDeepReadsThrough, type ReviewCase, reviewFolder } from "../testing/review-case.ts";

/** Review 20, deep sweep: rich records (many conditions, medicines, labs over time) read in deep mode. */
const NAMES = [
  "01-t2d-ckd3b-hf-af-apixaban-gout",
  "02-sle-hcq-pred",
  "03-prostate-rising-psa-osteoporosis",
  "04-crohns-azathioprine-tpmt",
  "05-masld-obesity-osa-nodule",
  "06-pregnant-epilepsy-lamotrigine",
  "07-quiet-ra-hcq-screened",
];

const { load } = reviewFolder(new URL("./fixtures/deep-sweep-20-review20/", import.meta.url));
const deep = (c: ReviewCase) =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-29T12:00:00Z"), mode: "deep" });
const find = (r: ReturnType<typeof deep>, code: string) => r.findings.find((f) => f.code === code);
/** The same case with some of its record replaced. */
const edit = (name: string, change: (d: Record<string, unknown>) => void): ReviewCase => {
  const c = structuredClone(load(name));
  change(c.data as Record<string, unknown>);
  return c;
};
/** The citation entries of a text, by number. */
const cited = (r: ReturnType<typeof deep>) => Object.values(r.result.citations.clinician).map((c) => c.url);

describe("every deep-sweep-20 case reads through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion, no template gaps, and every citation numbered", (name) => {
    expectDeepReadsThrough(deep(load(name)));
  });
});

describe("lamotrigine in pregnancy (review 20, deep sweep 06)", () => {
  it("a level fallen below 0.65 of her earlier level is a high finding that names both levels", () => {
    const r = deep(load("06-pregnant-epilepsy-lamotrigine"));
    const f = find(r, "lamotrigine-pregnancy-levels");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/2\.1 mg\/L \(2026-11-20\), 36% of the earlier 5\.8 mg\/L \(2026-06-01\)/);
    expect(cited(r)).toContain("https://pmc.ncbi.nlm.nih.gov/articles/PMC3589527");
  });

  it("the bare low lamotrigine flag is left to the pregnancy finding, in both texts", () => {
    const r = deep(load("06-pregnant-epilepsy-lamotrigine"));
    expect(r.result.clinicianResponse).not.toContain("Lamotrigine level below the reference range");
    expect(r.result.patientResponse).not.toContain("Your lamotrigine level is lower than the usual range");
  });

  it("without levels it still asks for monitoring, at moderate priority", () => {
    const r = deep(
      edit("06-pregnant-epilepsy-lamotrigine", (d) => {
        d.recentAbnormalLabs = (d.recentAbnormalLabs as { display: string }[]).filter(
          (l) => !/lamotrigine/i.test(l.display),
        );
        delete d.labTrends;
      }),
    );
    const f = find(r, "lamotrigine-pregnancy-levels");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("No lamotrigine level is in the record.");
  });

  it("is silent outside pregnancy", () => {
    const r = deep(
      edit("06-pregnant-epilepsy-lamotrigine", (d) => {
        d.pastMedicalHistory = (d.pastMedicalHistory as { display: string }[]).filter((c) => c.display !== "Pregnancy");
        d.additionalContext = "Two myoclonic jerks on waking last week.";
        delete d.imagingStudies;
      }),
    );
    expect(find(r, "lamotrigine-pregnancy-levels")).toBeUndefined();
  });
});

describe("iron-deficiency anaemia in known inflammatory bowel disease (review 20, deep sweep 04)", () => {
  it("under 60 the Crohn's disease is read as the source, with the IBD team, not sent for endoscopy to find it", () => {
    const r = deep(load("04-crohns-azathioprine-tpmt"));
    expect(find(r, "ida-gi-investigation")).toBeUndefined();
    const ida = find(r, "iron-deficiency-anaemia");
    expect(ida?.clinician).toContain("Known inflammatory bowel disease (Crohn's disease of ileum)");
    expect(ida?.clinician).not.toContain("see the gut finding");
    expect(r.result.patientResponse).not.toContain("gastroscopy and colonoscopy");
    expect(r.result.clinicianResponse).toContain("Review IBD activity and its treatment with the IBD team");
    expect(cited(r)).toContain("https://pmc.ncbi.nlm.nih.gov/articles/PMC3886296");
    expect(r.result.researchTasks?.join(" ")).not.toMatch(/suspected cancer/);
  });

  it("from 60 the gut finding stands as before", () => {
    const r = deep(
      edit("04-crohns-azathioprine-tpmt", (d) => {
        (d.patientInfo as { age: number }).age = 64;
      }),
    );
    expect(find(r, "ida-gi-investigation")).toBeDefined();
  });

  it("the anaemia read as azathioprine marrow suppression cites the azathioprine protocol, not the methotrexate label", () => {
    const r = deep(load("04-crohns-azathioprine-tpmt"));
    const anaemia = find(r, "anaemia");
    expect(anaemia?.clinician).toContain("marrow suppression by azathioprine 150 mg");
    expect(anaemia?.evidenceIds).toContain("nhsdg-azathioprine-monitoring");
    expect(anaemia?.evidenceIds).not.toContain("methotrexate-tablets-label");
  });
});

describe("hydroxychloroquine retinal screening stated years ago (review 20, deep sweep 02 and 07)", () => {
  it("02: a screening stated as from 2023 no longer silences the yearly monitoring finding", () => {
    const r = deep(load("02-sle-hcq-pred"));
    const f = find(r, "hydroxychloroquine-retinal-monitoring");
    expect(f?.clinician).toContain("the last retinal screening stated is from 2023, more than a year ago");
    expect(f?.clinician).toContain("6.3 mg/kg/day");
  });

  it("07: a screening this year keeps a stable patient quiet", () => {
    const r = deep(load("07-quiet-ra-hcq-screened"));
    expect(find(r, "hydroxychloroquine-retinal-monitoring")).toBeUndefined();
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(r.result.patientResponse).toContain("Nothing in these results stands out as a concern.");
  });
});

describe("long-term glucocorticoid outside COPD (review 20, deep sweep 02)", () => {
  it("cites no COPD source and runs no COPD search for a woman with lupus", () => {
    const r = deep(load("02-sle-hcq-pred"));
    const f = find(r, "glucocorticoid-long-term");
    expect(f).toBeDefined();
    expect(f?.evidenceIds).not.toContain("tsanz-2021-copd-systemic-steroids");
    expect(r.result.clinicianResponse).not.toMatch(/COPD/);
    expect(r.result.researchTasks?.join(" ")).not.toMatch(/copd/i);
  });
});
