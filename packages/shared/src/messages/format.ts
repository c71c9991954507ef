const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Fills i18next-style {{name}} placeholders for server-side text (e-mails, SMS, API errors).
 * A placeholder without a value is left as is so that the gap shows instead of a silent "undefined".
 */
export function formatMessage(template: string, vars: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}
