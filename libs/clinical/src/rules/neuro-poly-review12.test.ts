import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/neuro-poly-review12/", import.meta.url);

function run(name: string) {
  return runReviewCase(loadReviewCase(CASES, name)).findings;
}

describe("neuro-poly review 12: interactions in neurology and polypharmacy", () => {
  it("names an opioid (including Oramorph) with a benzodiazepine and Z-drug, with COPD, drowsiness and naloxone", () => {
    const f = run("14-opioid-benzo-gabapentinoid").find((x) => x.code === "opioid-benzodiazepine");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Oramorph");
    expect(f?.clinician).toContain("diazepam");
    expect(f?.clinician).toContain("zopiclone");
    expect(f?.clinician).toContain("COPD");
    expect(f?.clinician).toContain("very drowsy");
    expect(f?.nextSteps.join(" ")).toContain("naloxone");
  });

  it("does not flag an opioid without a benzodiazepine or Z-drug", () => {
    const c = loadReviewCase(CASES, "14-opioid-benzo-gabapentinoid");
    c.data.medications = c.data.medications.filter(
      (m: { medication: string }) => !/diazepam|zopiclone/i.test(m.medication),
    );
    expect(runReviewCase(c).findings.map((x) => x.code)).not.toContain("opioid-benzodiazepine");
  });

  it("flags medicines that worsen myasthenia gravis, critical with new ptosis and swallowing difficulty", () => {
    const f = run("09-myasthenia-drugs-avoid").find((x) => x.code === "myasthenia-worsening-medicine");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("ciprofloxacin");
    expect(f?.clinician).toContain("clarithromycin");
    expect(f?.clinician).toContain("propranolol");
    expect(f?.clinician).toContain("myasthenic crisis");
  });

  it("without new symptoms the myasthenia finding is high, not critical", () => {
    const c = loadReviewCase(CASES, "09-myasthenia-drugs-avoid");
    c.data.additionalContext = "Started antibiotics for chest infection.";
    const f = runReviewCase(c).findings.find((x) => x.code === "myasthenia-worsening-medicine");
    expect(f?.severity).toBe("high");
  });

  it("names carbamazepine as lowering warfarin's effect and the combined pill's; low INR with a mechanical valve is high", () => {
    const findings = run("05-inducer-warfarin-ocp");
    const warfarin = findings.find((x) => x.code === "enzyme-inducer-warfarin");
    expect(warfarin?.severity).toBe("high");
    expect(warfarin?.clinician).toContain("carbamazepine");
    const pill = findings.find((x) => x.code === "enzyme-inducer-contraception");
    expect(pill?.severity).toBe("high");
    expect(pill?.clinician).toContain("copper IUD");
    const low = findings.find((x) => x.code === "warfarin-inr-low");
    expect(low?.severity).toBe("high");
    expect(low?.clinician).toContain("today");
    expect(low?.patient).toContain("mechanical heart valve");
  });

  it("flags lamotrigine with valproate: titration and rash", () => {
    const f = run("04-valproate-lamotrigine-woman").find((x) => x.code === "lamotrigine-valproate");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Stevens-Johnson");
    expect(f?.patient).toContain("rash");
  });

  it("names donepezil among the rate-slowing medicines in bradycardia", () => {
    const f = run("11-dementia-donepezil-brady-anticholinergic").find((x) => x.code === "bradycardia-adult");
    expect(f?.clinician).toContain("Rate-slowing medicines: donepezil 10 mg and bisoprolol 5 mg");
    expect(f?.clinician).toContain("cholinesterase inhibitor");
  });

  it("reads an earlier INR without a range against the latest result's range, not the catalogue's", () => {
    const trend = run("05-inducer-warfarin-ocp").find((x) => x.code === "trend-falling");
    expect(trend?.clinician).not.toContain("above the reference range");
  });

  it("reads a raised INR against the warfarin target given in the record", () => {
    const high = run("10-warfarin-valve-pregnant").find((x) => x.code === "lab-high");
    expect(high?.clinician).toContain("within the warfarin target range of 2.5–3.5");
    expect(high?.clinician).not.toContain("usual goal is 2 to 3");
  });

  it("does not tell someone already on 1000 mg of metformin a day at eGFR 41 to reduce it", () => {
    const f = run("12-polypharmacy-interactions").find((x) => x.code === "metformin-egfr-reduce");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("already within that limit");
    expect(f?.patient).not.toContain("may need to be lowered");
    expect(f?.nextSteps.join(" ")).not.toContain("Reduce metformin");
  });

  it("grades an ACE inhibitor with spironolactone in HFrEF with normal potassium as a low monitoring reminder", () => {
    const f = run("15-safe-combinations").find((x) => x.code === "raas-dual-blockade");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("intended treatment");
  });

  it("asks for the topiramate Pregnancy Prevention Programme in a woman of 31 relying on a combined pill", () => {
    const f = run("10-migraine-triptan-ssri-topiramate").find((x) => x.code === "topiramate-pregnancy-prevention");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Microgynon");
    expect(f?.patient).toContain("reliable contraception");
  });

  it("leaves topiramate alone with an intrauterine method recorded", () => {
    const c = loadReviewCase(CASES, "10-migraine-triptan-ssri-topiramate");
    c.patientContext.medications.push({ name: "Mirena coil", frequency: "in situ", dosage: "52 mg" });
    expect(runReviewCase(c).findings.map((x) => x.code)).not.toContain("topiramate-pregnancy-prevention");
  });

  it("flags aspirin with clopidogrel continued about three months after a stroke", () => {
    const f = run("06-stroke-af-secondary-prevention").find((x) => x.code === "dapt-long-after-stroke");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("10–21 days");
    expect(f?.evidenceIds).toContain("bmj-2018-dapt-rapid-recommendation");
  });

  it("does not flag the combination in the first weeks after the stroke", () => {
    const c = loadReviewCase(CASES, "06-stroke-af-secondary-prevention");
    c._now = "2026-09-15T09:00:00Z";
    expect(runReviewCase(c).findings.map((x) => x.code)).not.toContain("dapt-long-after-stroke");
  });

  it("makes stopping a potassium supplement the first action when potassium is high", () => {
    const high = run("13-azathioprine-allopurinol-hyperk").find((x) => x.code === "potassium-supplement-hyperkalaemia");
    expect(high?.severity).toBe("high");
    expect(high?.nextSteps[0]).toBe("Stop the potassium supplement now");
    const mild = run("01-dm-ckd-hf-af-polypharmacy").find((x) => x.code === "potassium-supplement-hyperkalaemia");
    expect(mild?.severity).toBe("moderate");
  });

  it("links a low bicarbonate to topiramate", () => {
    const f = run("10-migraine-triptan-ssri-topiramate").find((x) => x.code === "topiramate-low-bicarbonate");
    expect(f?.clinician).toContain("carbonic anhydrase");
  });
});
