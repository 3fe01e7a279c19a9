import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/leftovers-29-review29/", import.meta.url));

type LabCase = {
  labResults: { name: string; value: string; flag?: string }[];
  patientContext: { age?: string; clinicalNotes: string; conditions?: { name: string; status: string }[] };
};

/** A lab-results case read afresh with some of it changed. */
const editLabs = (name: string, change: (c: LabCase) => void) => {
  const c = load(name);
  change(c as unknown as LabCase);
  return runReviewCase(c);
};
const withNotes = (name: string, notes: string) =>
  editLabs(name, (c) => {
    c.patientContext.clinicalNotes = notes;
  });

describe("a treatment start stated in the notes dates tumour lysis (review 29, leftovers-29)", () => {
  it("01: 'started chemotherapy 2 days ago' puts the results inside the Cairo-Bishop window: critical", () => {
    const f = finding(run("01-uk-tls-started-chemo-2-days-ago"), "tumour-lysis-syndrome");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toContain(
      'These came 1 day after chemotherapy started (2026-11-28, from "started chemotherapy 2 days ago" in the notes)',
    );
    expect(f?.clinician).not.toMatch(/when this course began is not in the record/);
  });

  it("01: 'started venetoclax 2 days ago' names the drug and its date", () => {
    const listed = editLabs("01-uk-tls-started-chemo-2-days-ago", (c) => {
      c.patientContext.clinicalNotes = "Haematology day unit, Leeds. CLL. Started venetoclax 20 mg ramp-up 2 days ago.";
      (c.patientContext as unknown as { medications: { name: string }[] }).medications.push({ name: "venetoclax" });
    });
    const f = finding(listed, "tumour-lysis-syndrome");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(
      /1 day after venetoclax started \(2026-11-28, from "started venetoclax 20 mg ramp-up 2 days ago"/,
    );
  });

  it("01: a start 3 weeks ago is outside the window and stays high, as does a course with no start", () => {
    for (const notes of [
      "Haematology day unit, Leeds. Diffuse large B-cell lymphoma. Started chemotherapy 3 weeks ago (R-CHOP).",
      "Haematology day unit, Leeds. Diffuse large B-cell lymphoma. Currently on chemotherapy (R-CHOP).",
    ]) {
      const f = finding(withNotes("01-uk-tls-started-chemo-2-days-ago", notes), "tumour-lysis-syndrome");
      expect(f?.severity).toBe(Severity.high);
      expect(f?.clinician).not.toMatch(/in the notes\), within the 3 days/);
    }
  });
});

describe("known MGUS with end-organ damage gets the myeloma pathway (review 29, leftovers-29)", () => {
  it("02: MGUS in the past history with CRAB features and lytic lesions is possible myeloma, high, within a week", () => {
    const r = run("02-us-known-mgus-crab");
    expect(codes(r)).not.toContain("paraprotein-new-finding");
    const f = finding(r, "mgus-known-paraprotein");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.title).toBe("Paraprotein in known MGUS: possible myeloma");
    expect(f?.clinician).toMatch(/end-organ damage, for which a hematologist sees the patient within a week/);
    expect(f?.clinician).toMatch(/bone lesions on imaging \("lytic lesions" in the notes\)/);
    expect(f?.clinician).not.toMatch(/so this is a monitoring result/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to hematology to be seen within a week/);
    expect(f?.evidenceIds).toContain("ocp-multiple-myeloma");
    expect(f?.patient).not.toMatch(/usually harmless/);
  });

  it("02: lytic lesions alone, with normal bloods, are end-organ damage too", () => {
    const r = editLabs("02-us-known-mgus-crab", (c) => {
      c.labResults = c.labResults.filter((l) => l.name === "M-spike");
      c.patientContext.clinicalNotes =
        "Primary care, Ohio. Past history: MGUS. Skeletal survey: lytic lesions in the skull.";
    });
    expect(finding(r, "mgus-known-paraprotein")?.severity).toBe(Severity.high);
  });

  it("02: known MGUS with a calcium just above range (under the end-organ level) stays moderate, discuss with haematology", () => {
    const r = editLabs("02-us-known-mgus-crab", (c) => {
      c.labResults = c.labResults.filter((l) => l.name === "M-spike" || l.name === "Calcium");
      c.labResults.find((l) => l.name === "Calcium")!.value = "10.6";
      c.patientContext.clinicalNotes =
        "Primary care, Ohio. Past history: MGUS (IgG kappa), followed yearly. Feels well.";
    });
    const f = finding(r, "mgus-known-paraprotein");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.title).toBe("Paraprotein in known MGUS: signs of possible progression");
    expect(f?.nextSteps[0]).toMatch(/discuss with hematology/);
  });

  it("02: with no abnormal result it stays a low-priority monitoring result; 'no lytic lesions' is not a lesion", () => {
    const r = editLabs("02-us-known-mgus-crab", (c) => {
      c.labResults = c.labResults.filter((l) => l.name === "M-spike");
      c.labResults[0]!.value = "0.6";
      c.patientContext.clinicalNotes =
        "Primary care, Ohio. Past history: MGUS. Skeletal survey 2024: no lytic lesions.";
    });
    const f = finding(r, "mgus-known-paraprotein");
    expect(f?.title).toBe("Paraprotein in known MGUS: a monitoring result");
    expect(f?.severity).not.toBe(Severity.high);
    expect(f?.clinician).not.toMatch(/bone lesions on imaging/);
  });

  it("02: the same record without MGUS anywhere is still the new-paraprotein finding", () => {
    const r = withNotes("02-us-known-mgus-crab", "Primary care, Ohio. Three months of low back pain and fatigue.");
    expect(codes(r)).toContain("paraprotein-new-finding");
    expect(codes(r)).not.toContain("mgus-known-paraprotein");
  });
});

describe("an early, asymptomatic digoxin sample is repeated first, moderate (review 29, leftovers-29)", () => {
  const REPEAT =
    "Repeat the digoxin level just before the next dose or at least 6–8 hours after the last: this sample was taken too early to interpret";

  it("05: taken 2 hours after the dose, feeling well, pulse 76, potassium normal: moderate, repeat first", () => {
    const f = finding(run("05-uk-digoxin-78-level-2-3-taken-2h-after-dose-well"), "digoxin-level-high");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.nextSteps[0]).toBe(REPEAT);
    expect(f?.nextSteps.join("\n")).not.toMatch(/urgently/);
    expect(f?.patient).toContain("The blood was taken soon after a digoxin dose");
    expect(f?.patient).toContain("in the next few days");
  });

  it.each([
    [
      "nausea",
      (d: { additionalContext: string }) => {
        d.additionalContext = "GP surgery, Norwich. Nauseated for a week. Level taken 2 hours after her morning dose.";
      },
    ],
    [
      "yellow vision",
      (d: { additionalContext: string }) => {
        d.additionalContext =
          "GP surgery, Norwich. Sees a yellowish tinge. Level taken 2 hours after her morning dose.";
      },
    ],
    [
      "potassium 3.2",
      (d: { recentNormalLabs: Record<string, string>[] }) => {
        d.recentNormalLabs[0]!.value = "3.2";
      },
    ],
  ])("05: with %s the early sample stays high", (_, change) => {
    const r = runReviewCase(edit("05-uk-digoxin-78-level-2-3-taken-2h-after-dose-well", change as never));
    const f = finding(r, "digoxin-level-high");
    expect([Severity.high, Severity.critical]).toContain(f?.severity);
  });

  it("05: a correctly timed sample (8 hours) keeps high priority", () => {
    const r = runReviewCase(
      edit("05-uk-digoxin-78-level-2-3-taken-2h-after-dose-well", (d) => {
        d.additionalContext = "GP surgery, Norwich. Feels well. Level taken 8 hours after her morning dose.";
      }),
    );
    expect(finding(r, "digoxin-level-high")?.severity).toBe(Severity.high);
  });

  it("05: reads through in the deep report", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("05-uk-digoxin-78-level-2-3-taken-2h-after-dose-well")));
  });
});

describe("alcohol as a cause of low magnesium, read against age and notes (review 29, leftovers-29)", () => {
  const ALCOHOL = /alcohol/i;

  it("03: a 13-year-old is not told alcohol is a cause of low magnesium", () => {
    const r = run("03-uk-boy-13y-magnesium-low");
    expect(finding(r, "lab-low")?.patient).toContain("immune-suppressing medicines or diarrhoea");
    expect(patientText(r)).not.toMatch(ALCOHOL);
    expect(clinicianText(r)).not.toMatch(ALCOHOL);
  });

  it("04: an adult whose notes say 'Teetotal' is not either", () => {
    expect(patientText(run("04-uk-woman-52-magnesium-low-teetotal"))).not.toMatch(ALCOHOL);
  });

  it("04: an adult with notes silent on drinking keeps alcohol; at 13 with drinking named it is kept", () => {
    const silent = withNotes("04-uk-woman-52-magnesium-low-teetotal", "GP surgery, Bristol. Bloods for tiredness.");
    expect(finding(silent, "lab-low")?.patient).toContain("immune-suppressing medicines, alcohol or diarrhoea");
    const drinks = withNotes(
      "03-uk-boy-13y-magnesium-low",
      "GP surgery, Bristol. Drinks alcohol at weekends with friends.",
    );
    expect(finding(drinks, "lab-low")?.patient).toMatch(ALCOHOL);
  });
});

describe("the oral-iron response is told in the record's haemoglobin unit (review 29, leftovers-29)", () => {
  const older = reviewFolder(new URL("./fixtures/deep-sweep-22-review22/", import.meta.url));

  it("a US record in g/dL reads 9.6 to 9.8 g/dL, not 96 to 98 g/L", () => {
    const f = finding(older.run("02-brca2-iron-deficiency-menorrhagia"), "iron-deficiency-anaemia");
    expect(f?.clinician).toContain("hemoglobin 9.6 g/dL (2026-09-10) to 9.8 g/dL (2026-11-18)");
    expect(f?.clinician).toContain("a rise of about 2 g/dL over 3–4 weeks");
    expect(f?.clinician).not.toMatch(/96 g\/L/);
  });

  it("a record in g/L keeps g/L", () => {
    const r = runReviewCase(
      older.edit("02-brca2-iron-deficiency-menorrhagia", (d) => {
        for (const l of d.recentAbnormalLabs)
          if (l.display === "Hemoglobin") Object.assign(l, { value: "98", unit: "g/L", referenceRange: "120-155" });
      }),
    );
    const text = finding(r, "iron-deficiency-anaemia")?.clinician ?? "";
    if (/oral iron is not working/.test(text)) expect(text).toMatch(/ g\/L \(2026-11-18\).*about 20 g\/L/);
    expect(text).not.toMatch(/\d g\/dL \(2026-11-18\)/);
  });
});
