import { describe, expect, it } from "vitest";
import { clinicianText, finding, loadReviewCase, patientText, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-3-review20/", import.meta.url);
const EARLIER = new URL("./fixtures/oncology-2-review20/", import.meta.url);
const run = (name: string, folder = FOLDER) => runReviewCase(loadReviewCase(folder, name));
type Run = ReturnType<typeof run>;
/** The clinician's list of next steps, one line each. */
const steps = (r: Run) => {
  const text = clinicianText(r);
  const start = text.indexOf("## Suggested next steps");
  const end = text.indexOf("\n## ", start + 1);
  return text
    .slice(start, end === -1 ? undefined : end)
    .split("\n")
    .filter((l) => l.startsWith("- "));
};

describe("known myeloma with a high calcium and a kidney injury (review 20, oncology-3)", () => {
  it.each([
    ["01-myeloma-lenalidomide-calcium-aki", FOLDER],
    ["05-myeloma-calcium-aki", EARLIER],
  ])("%s: same-day hospital assessment, myeloma kidney and the lenalidomide dose", (name, folder) => {
    const r = run(name, folder);
    const f = finding(r, "hypercalcaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/needs same-day hospital assessment with the haematology team/);
    expect(f?.clinician).toMatch(/light-chain cast nephropathy \(myeloma kidney\)/);
    expect(f?.clinician).toMatch(/lenalidomide is cleared by the kidney/);
    // The kidney injury is read once, as possible myeloma kidney, not also as "from the calcium alone".
    expect(f?.clinician).not.toMatch(/until an earlier result shows a stable baseline/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "ocp-multiple-myeloma",
        "ackd-2012-myeloma-acute-renal-failure",
        "mikhael-2018-lenalidomide-renal",
      ]),
    );
    const list = steps(r).join("\n");
    expect(list).toMatch(/Same-day hospital treatment with the haematology team/);
    expect(list).toMatch(/Serum free light chains to look for myeloma kidney/);
    expect(list).toMatch(/Review the Lenalidomide dose against the kidney function/);
    expect(patientText(r)).toMatch(/needs checking in hospital today/);
    expect(patientText(r)).not.toMatch(/contact your doctor today about treatment/);
  });

  it("a high calcium in myeloma with a stable creatinine stays an oncology discussion, not same-day", () => {
    const r = run("03-myeloma-high-calcium-stable-kidney");
    const f = finding(r, "hypercalcaemia");
    expect(f?.severity).not.toBe("critical");
    expect(f?.clinician).not.toMatch(/myeloma kidney|same-day/);
    expect(steps(r).join("\n")).not.toMatch(/free light chains|Lenalidomide dose/);
  });

  it("stable myeloma with normal calcium and kidney function is quiet", () => {
    const r = run("02-myeloma-stable-quiet");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
  });
});

describe("a raised TSH after chest radiotherapy: one plan, and a TSH raised twice is confirmed (review 20, oncology-3)", () => {
  it.each([
    ["04-hodgkin-rt-tsh-raised-twice", FOLDER],
    ["07-hodgkin-mediastinal-rt-hypothyroid", EARLIER],
  ])("%s: no repeat to confirm, and no second repeat step", (name, folder) => {
    const r = run(name, folder);
    const list = steps(r);
    expect(list.filter((s) => /repeat TSH|TSH .*in 6–12 weeks/i.test(s))).toEqual([]);
    expect(list.filter((s) => /subclinical hypothyroidism plan/.test(s))).toHaveLength(1);
    expect(list.join("\n")).toMatch(/Check TPO antibodies once \(the raised TSH is already confirmed on two results\)/);
    const f = finding(r, "subclinical-hypothyroidism");
    expect(f?.clinician).toMatch(
      /TSH was already raised at [\d.]+ mIU\/L \(2026-0\d-\d\d\), so the rise is persistent/,
    );
    expect(f?.clinician).not.toMatch(/Confirm with a repeat/);
    expect(f?.patient).toMatch(/also raised on an earlier test/);
  });

  it("a first raised TSH is still confirmed on repeat, asked once", () => {
    const r = run("05-hodgkin-rt-tsh-first-raised");
    const list = steps(r);
    expect(list.filter((s) => /in 6–12 weeks/.test(s))).toEqual([
      "- Repeat TSH with free T4 and TPO antibodies in 6–12 weeks",
    ]);
    expect(finding(r, "subclinical-hypothyroidism")?.clinician).toMatch(/Confirm with a repeat TSH in 6–12 weeks/);
  });

  it("a normal TSH between two raised ones breaks the run: a repeat is still asked", () => {
    const r = run("06-tsh-raised-normal-raised-not-persistent");
    expect(finding(r, "subclinical-hypothyroidism")?.clinician).toMatch(/Confirm with a repeat TSH/);
    expect(steps(r).join("\n")).toMatch(/Repeat TSH with free T4 and TPO antibodies in 6–12 weeks/);
  });

  it("a TSH above 10 on two results leads to considering levothyroxine, with no repeat", () => {
    const r = run("07-tsh-above-10-twice");
    const list = steps(r).join("\n");
    expect(list).toMatch(/TSH is above 10 mIU\/L on two results: consider levothyroxine/);
    expect(list).not.toMatch(/Repeat TSH|on the repeat/);
  });
});

describe("hypothyroidism on a checkpoint inhibitor: the cortisol check comes before levothyroxine (review 20, oncology-3)", () => {
  it.each([
    ["08-nivolumab-hypothyroid-no-cortisol", FOLDER],
    ["04-pembrolizumab-hypothyroid-no-cortisol", EARLIER],
  ])("%s: cortisol step first, levothyroxine after it, each once", (name, folder) => {
    const list = steps(run(name, folder));
    const cortisol = list.findIndex((s) =>
      s.startsWith("- Morning cortisol (with ACTH) before starting levothyroxine"),
    );
    const levo = list.findIndex((s) => /start levothyroxine \(lower starting dose/i.test(s));
    expect(cortisol).toBeGreaterThanOrEqual(0);
    expect(levo).toBeGreaterThan(cortisol);
    expect(list[levo]).toMatch(/^- Once the cortisol is known \(and hydrocortisone started if it is low\)/);
    expect(list.filter((s) => /Morning cortisol/.test(s))).toHaveLength(1);
    expect(list.filter((s) => /start levothyroxine/i.test(s) && !/before starting/.test(s))).toHaveLength(1);
  });

  it("with a normal morning cortisol on record, levothyroxine is started without the cortisol step", () => {
    const list = steps(run("09-nivolumab-hypothyroid-cortisol-normal"));
    expect(list[0]).toMatch(/^- Start levothyroxine/);
    expect(list.join("\n")).not.toMatch(/Morning cortisol/);
  });
});
