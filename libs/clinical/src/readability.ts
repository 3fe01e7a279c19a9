/**
 * Flesch–Kincaid grade level of Markdown text, used to keep patient reports at a reading age of
 * 11–13. Headings and tables are left out (short headings would flatter the score); each list
 * item counts as a sentence; citation markers and emphasis are removed first. Syllables are counted with the usual vowel-group heuristic.
 */
export function plainText(markdown: string): string {
  return markdown
    .split("\n")
    .filter((line) => !line.trim().startsWith("|") && !line.trim().startsWith("#"))
    .map((line) =>
      line
        .replace(/^\s*[-*>]+\s*/, "")
        .replace(/\[\d+\]/g, "")
        .replace(/[*_`]/g, "")
        .trim(),
    )
    .filter((line) => line !== "")
    .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
    .join(" ");
}

export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w === "") return 1;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export interface Readability {
  sentences: number;
  words: number;
  syllables: number;
  grade: number;
}

export function fleschKincaid(markdown: string): Readability {
  const text = plainText(markdown);
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/).filter((s) => /[a-z0-9]/i.test(s)).length);
  const words = text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w));
  const syllables = words.reduce((n, w) => n + countSyllables(w), 0);
  const wc = Math.max(1, words.length);
  const grade = 0.39 * (wc / sentences) + 11.8 * (syllables / wc) - 15.59;
  return { sentences, words: words.length, syllables, grade };
}
