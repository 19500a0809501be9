/** One measured figure, with the budget of engineering.md it is held to when there is one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Decimal places to show. */
  digits?: number;
  budget?: { atMost?: number; atLeast?: number };
  note?: string;
}

function verdict(figure: Figure): string {
  const { budget, value } = figure;
  if (!budget) return '';
  const parts: string[] = [];
  if (budget.atMost !== undefined) parts.push(`<= ${budget.atMost}`);
  if (budget.atLeast !== undefined) parts.push(`>= ${budget.atLeast}`);
  const ok =
    (budget.atMost === undefined || value <= budget.atMost) &&
    (budget.atLeast === undefined || value >= budget.atLeast);
  return `${ok ? 'within' : 'OVER'} budget (${parts.join(', ')})`;
}

export function printFigures(figures: Figure[]) {
  const rows = figures.map((f) => [f.name, `${f.value.toFixed(f.digits ?? 0)} ${f.unit}`.trim(), verdict(f)]);
  const widths = [0, 1].map((col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)));
  console.log('');
  for (const [i, row] of rows.entries()) {
    console.log(
      `${row[0]?.padEnd(widths[0] ?? 0)}  ${row[1]?.padStart(widths[1] ?? 0)}  ${row[2]}`.trimEnd(),
    );
    const note = figures[i]?.note;
    if (note) console.log(`    ${note}`);
  }
}

/** Whether every figure with a budget is within it. */
export const allWithinBudget = (figures: Figure[]) => figures.every((f) => !verdict(f).startsWith('OVER'));
