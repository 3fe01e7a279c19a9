/**
 * Client text (names, notes, instructions) is quoted in the Markdown reports. It must stay text:
 * it may not forge a citation marker, and it may not become HTML or a link in the client's
 * renderer (a condition named `<img onerror=…>` or `[x](javascript:…)`).
 */

/** The opening of a citation marker (compose/citations.ts); only the composers may write one. */
const MARKER_OPENING = /\[\[/g;

/**
 * A copy of a request's data in which no string can open a citation marker ("[[" becomes "[ [").
 * Applied once where the engine takes a request in, so every later quote of client text is safe.
 */
export function inertInput<T>(value: T): T {
  if (typeof value === "string") return (value.includes("[[") ? value.replace(MARKER_OPENING, "[ [") : value) as T;
  if (Array.isArray(value)) return value.map(inertInput) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = inertInput(v);
    return out as T;
  }
  return value;
}

/** "<" that would open an HTML tag, comment or declaration ("<img", "</p", "<!--"); "<5" is left alone. */
const TAG_OPENING = /<(?=[A-Za-z/!?])/g;
/** "](" that would turn a bracketed phrase into a link or an image. */
const LINK_OPENING = /\]\(/g;

/**
 * A finished report with every HTML tag opening and link opening escaped: the reports themselves
 * use neither, so only quoted client text is affected, and it renders as the characters it was.
 */
export function inertMarkdown(markdown: string): string {
  return markdown.replace(TAG_OPENING, "\\<").replace(LINK_OPENING, "]\\(");
}
