/**
 * The parameter list of a query built from parts: `add` keeps a value and answers its placeholder
 * (`$1`, `$2`, …) to write into the SQL text, so values never enter the text itself. A value added
 * twice gets two placeholders; reuse a placeholder by keeping the string `add` returned.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
