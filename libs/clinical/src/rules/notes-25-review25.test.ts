import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { readShorthand, statedMention } from "./notes.ts";

const { load, run } = reviewFolder(new URL("./fixtures/notes-25-review25/", import.meta.url));

const stated = (text: string, re: RegExp) => statedMention(readShorthand(text.toLowerCase()), re);

describe("what a denial reaches in clinic notes (review 25)", () => {
  it("01: 'no bleeding until 6 weeks ago: spotting on and off since' on combined HRT is bleeding now", () => {
    const f = finding(run("01-uk-pmb-colon-after-denial"), "hrt-combined-unscheduled-bleeding");
    expect(f?.clinician).toMatch(/"spotting" on Evorel Conti/);
    expect(f?.nextSteps[0]).toMatch(/BMS pathway/);
    expect(f?.evidenceIds).not.toContain("acog-co734-tvus-postmenopausal-bleeding");
  });

  it("'no bleeding until 6 weeks ago' states the bleeding, and what follows the time too", () => {
    expect(stated("No bleeding until 6 weeks ago.", /bleeding/)).toBe("bleeding");
    expect(stated("No pain until recently, now spotting", /spotting/)).toBe("spotting");
  });

  it("a denial still reaches a list after a colon, and 'until' a condition ends nothing", () => {
    expect(stated("Denies: chest pain, fever", /fever/)).toBeUndefined();
    expect(stated("Denies: chest pain, fever", /chest pain/)).toBeUndefined();
    expect(stated("Denies PMB. Reports: spotting on and off since March", /spotting/)).toBe("spotting");
    expect(stated("Denies PMB. Reports: spotting on and off since March", /pmb/)).toBeUndefined();
    expect(stated("No chest pain; however: spotting on and off since", /chest pain/)).toBeUndefined();
    expect(stated("Advised no driving until seen, call if chest pain", /chest pain/)).toBeUndefined();
    expect(stated("No bleeding until the review", /bleeding/)).toBeUndefined();
    expect(stated("Advised to avoid ibuprofen until 2 weeks ago", /ibuprofen/)).toBeUndefined();
  });

  it("without the bleeding in the notes the same record raises no bleeding finding", () => {
    const c = load("01-uk-pmb-colon-after-denial");
    c.data.additionalContext = "GP HRT review. On continuous combined HRT since Feb 2024. No bleeding. Denies PMB.";
    expect(codes(runReviewCase(c))).not.toContain("hrt-combined-unscheduled-bleeding");
  });
});

describe("blood pressure written in the notes (review 25)", () => {
  it("02: 'BP 168/102 today, repeat 164/100' in a lab request's notes is read as a clinic reading", () => {
    const f = finding(run("02-uk-bp-in-lab-notes"), "bp-stage-2");
    expect(f?.clinician).toMatch(/Blood pressure 164\/100 mmHg/);
    expect(f?.nextSteps[0]).toMatch(/ambulatory blood pressure monitoring/);
  });

  it("the same reading in an EHR record's notes with no vital signs is read the same way", () => {
    const c = load("09-uk-past-dvt-and-ex-smoker");
    delete c.data.vitalSigns;
    c.data.additionalContext += " BP 168/102 today, repeat 164/100.";
    expect(finding(runReviewCase(c), "bp-stage-2")?.clinician).toMatch(/164\/100 mmHg/);
  });

  it("a home average, a target or a past reading in the notes is not taken as today's clinic reading", () => {
    for (const words of [
      "Home BP average 168/102.",
      "Target BP below 140/90.",
      "Previously BP 168/102 before ramipril.",
    ]) {
      const c = load("02-uk-bp-in-lab-notes");
      c.patientContext.clinicalNotes = `NHS health check bloods. ${words}`;
      expect(codes(runReviewCase(c)).filter((x) => x.startsWith("bp-stage"))).toEqual([]);
    }
  });

  it("a recorded vital sign still wins over a figure in the notes", () => {
    const c = load("09-uk-past-dvt-and-ex-smoker");
    c.data.additionalContext += " BP 168/102 today.";
    expect(codes(runReviewCase(c))).not.toContain("bp-stage-2");
  });
});

describe("a delayed sample the laboratory says is not haemolysed (review 25)", () => {
  it("03: the critical potassium quotes the delay and never calls the sample haemolysed", () => {
    const r = run("03-uk-delayed-potassium-not-haemolysed");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/reports a delayed sample \("Critical result phoned.*No haemolysis detected/);
    expect(f?.clinician).toMatch(/treated as true until a repeat on a fresh sample/);
    expect(clinicianText(r)).not.toMatch(/(?<!no |not )haemoly[sz]ed sample|sample (?:was|is) haemoly/i);
    expect(patientText(r)).not.toMatch(/(?<!not )haemoly|damaged sample/i);
    expect(patientText(r)).toMatch(/took too long to be processed/);
  });
});

describe("sick-day advice when eating less with an infection (review 25)", () => {
  it("04: febrile UTI with 'eating less' on dapagliflozin, metformin, ramipril and indapamide gets sick-day advice", () => {
    const f = finding(run("04-uk-febrile-uti-eating-less-sglt2i"), "sick-day-medicines");
    expect(f?.clinician).toMatch(/"eating less, drinking ok"/);
    expect(f?.clinician).toMatch(/dapagliflozin.*ramipril.*indapamide/);
    expect(f?.evidenceIds).toContain("dchft-type2-sglt2i-sick-day-rules");
  });

  it("'not eating since Friday' is a sick day too", () => {
    const c = load("04-uk-febrile-uti-eating-less-sglt2i");
    c.data.additionalContext = "c/o dysuria and loin pain, not eating since Friday.";
    expect(codes(runReviewCase(c))).toContain("sick-day-medicines");
  });

  it("eating less as a diet, as a lasting change, or eating and drinking normally, is no sick day", () => {
    for (const words of [
      "Diabetes review. Eating less since his wife died, weight down 3 kg.",
      "Diabetes review. Eating less bread and walking daily.",
      "Diabetes review. Not eating meat now, vegetarian.",
      "Dysuria, febrile, eating and drinking normally.",
    ]) {
      const c = load("04-uk-febrile-uti-eating-less-sglt2i");
      c.data.additionalContext = words;
      expect(codes(runReviewCase(c))).not.toContain("sick-day-medicines");
    }
  });

  it("10: N/V, loose stools and not eating on empagliflozin, candesartan and furosemide: pause them, check ketones", () => {
    const f = finding(run("10-uk-negated-list-gastroenteritis-sick-day"), "sick-day-medicines");
    expect(f?.clinician).toMatch(/"nausea and vomiting x2 days, loose stools, not eating, sipping fluids"/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check blood ketones now on empagliflozin/);
    expect(f?.clinician).not.toMatch(/Bisoprolol/);
  });
});

describe("clinic notes: shorthand, family history, past and hypothetical mentions (review 25)", () => {
  it("05: 'FHx: father MI at 52' is a family history, and an ex-smoker who quit 16 years ago is not screened", () => {
    const r = run("05-us-cp-abbreviations-troponin-normal");
    expect(finding(r, "family-premature-ascvd")?.clinician).toMatch(/Father \(in the notes\) with MI at 52/);
    expect(codes(r)).not.toContain("troponin-elevated");
    expect(codes(r)).not.toContain("lung-cancer-screening-due");
  });

  it("06: a mother's breast cancer is a family history, not the patient's own cancer; '?BRCA' is no result", () => {
    const r = run("06-uk-family-history-breast-ovarian-not-own");
    const f = finding(r, "family-breast-ovarian-cancer");
    expect(f?.clinician).toMatch(/Mother \(in the notes\): breast ca at 41/);
    expect(f?.evidenceIds).toContain("nice-cg164-familial-breast-cancer");
    expect(
      codes(r).filter((c) => /brca-(?:positive|carrier|pathogenic)|breast-cancer-(?:survivor|treatment)/.test(c)),
    ).toEqual([]);
    expect(patientText(r)).not.toMatch(/your breast cancer|you had breast cancer/i);
  });

  it("07: safety-netting ('if black stools, vomiting blood or chest pain, call 999') is not read as bleeding", () => {
    const r = run("07-uk-hypothetical-red-flags-on-doac");
    expect(codes(r).filter((c) => /bleed|gi-|melaena|chest-pain/.test(c))).toEqual([]);
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
  });

  it("08: '?PE - CTPA requested to r/o' with Wells 4.5 is a suspected PE, and 'no h/o DVT/PE' is not a past clot", () => {
    const r = run("08-us-query-pe-rule-out");
    const f = finding(r, "suspected-pulmonary-embolism");
    expect(f?.clinician).toMatch(/Wells score 4\.5/);
    expect(clinicianText(r)).not.toMatch(/(?:previous|prior|history of) (?:DVT|VTE|pulmonary embolism)/i);
  });

  it("09: a provoked DVT in 2015 with no anticoagulant now, and 'no chest pain, SOB' are not current problems", () => {
    const r = run("09-uk-past-dvt-and-ex-smoker");
    expect(codes(r).filter((c) => /vte|dvt|anticoag|pulmonary-embolism/.test(c))).toEqual([]);
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
  });
});
