import type { ImagingItem } from "../model.ts";

/**
 * Where in the body an imaging finding lies. Reports name the organ in the sentence that gives the
 * size ("2.4 cm left adrenal nodule"), so the rules read findings a sentence at a time: a size
 * anywhere in a report is not enough to tell a lung nodule from a thyroid or adrenal one.
 */

/** A measurement in a report: its value in millimetres and where it starts in the text. */
export interface Size {
  mm: number;
  index: number;
}

/** Every size written in mm or cm ("8 mm", "0.9 cm", "1.2cm"). */
export function sizesMm(text: string): Size[] {
  const out: Size[] = [];
  for (const m of text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*(mm|cm)\b/g)) {
    out.push({ mm: Number(m[1]) * (m[2] === "cm" ? 10 : 1), index: m.index ?? 0 });
  }
  return out;
}

/**
 * The sizes in a sentence that are a nodule's: the word nodule just after the size ("8 mm solid
 * nodule") or shortly before it ("nodule in the right upper lobe measuring 9 mm"), so that
 * "aorta 4.1 cm and, in the left lower lobe, a 5 mm nodule" gives 5 mm only.
 */
export function noduleSizesMm(sentence: string): number[] {
  const t = sentence.toLowerCase();
  return sizesMm(t)
    .filter(
      (s) => /nodul/.test(t.slice(s.index, s.index + 30)) || /nodul/.test(t.slice(Math.max(0, s.index - 45), s.index)),
    )
    .map((s) => s.mm);
}

/**
 * The sentences of a report, lower-cased: split at full stops, semicolons and line breaks, but
 * not at the decimal point of "1.2 cm".
 */
export function sentences(text: string): string[] {
  return text
    .toLowerCase()
    .split(/(?<!\d)\.|\.(?!\d)|;|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The words of a study that say what was imaged: its type, description and modality. */
function studyLabel(study: ImagingItem): string {
  return `${study.type} ${study.description} ${study.modality ?? ""}`.toLowerCase();
}

/** A study of the chest: CT chest or thorax, a chest X-ray, a CT pulmonary angiogram. */
export function isChestStudy(study: ImagingItem): boolean {
  return /\b(chest|thorax|thoracic|lungs?|pulmonary|cxr|ctpa)\b/.test(studyLabel(study));
}

/** Words that place a finding in the lung. "Right lobe" alone is also the thyroid's, so lobes need upper, middle or lower. */
const LUNG =
  /\b(lungs?|pulmonary|intrapulmonary|(?:upper|middle|lower)\s+lobes?|[rl][ul]l|rml|lingula\w*|pleura\w*|perifissural|fissur\w*|ground[- ]glass|subsolid|part[- ]solid)\b/;

/** Organs whose nodules have their own guidance (thyroid, adrenal, liver, kidney, breast and others). */
const OTHER_ORGAN =
  /\b(thyroid|adrenals?|liver|hepatic|renal|kidneys?|breasts?|pancrea\w*|spleen|splenic|prostat\w*|ovar\w*|uter\w*|parotid|skin|subcutaneous|cutaneous)\b/;

/**
 * The largest size given for a lung nodule in a study, in mm. A sentence with a nodule and a size
 * counts when it places the nodule in the lung, or when the study is of the chest and the sentence
 * names no other organ; a sentence that names another organ never counts, so a thyroid nodule on
 * a chest CT or an adrenal nodule on an abdominal CT is not read as a lung nodule.
 */
export function lungNoduleSizeMm(study: ImagingItem): number | undefined {
  const chest = isChestStudy(study);
  let best: number | undefined;
  for (const s of sentences(study.text)) {
    if (!/nodul/.test(s) || OTHER_ORGAN.test(s)) continue;
    if (!LUNG.test(s) && !chest) continue;
    for (const mm of noduleSizesMm(s)) best = best === undefined ? mm : Math.max(best, mm);
  }
  return best;
}
