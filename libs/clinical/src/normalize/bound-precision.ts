/**
 * A catalogue bound converted into the result's unit, rounded to the precision the result was
 * reported with. Conversion leaves digits no result carries: the HbA1c limit of 5.6 % becomes
 * 37.7 mmol/mol, so a result of 38 mmol/mol, printed beside a range shown as "20–38", was called
 * high (review 13 cardiology, case 11). A result can only be judged to the digits it has.
 */
export function atValuePrecision(bound: number | undefined, value: number): number | undefined {
  if (bound === undefined) return undefined;
  const decimals = decimalsOf(value);
  return Number(bound.toFixed(decimals));
}

function decimalsOf(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const text = String(n);
  if (text.includes("e")) return 0;
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, 6);
}
