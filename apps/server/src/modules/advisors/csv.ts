/**
 * RFC 4180 text: every field quoted, quotes doubled, CRLF between rows. A text field that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP's
 * advice on CSV injection): customer names are typed by customers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
