/** New customers are named after their e-mail until they edit their profile. */
export function defaultCustomerName(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf('@');
  return `User ${at === -1 ? trimmed : trimmed.slice(0, at)}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
