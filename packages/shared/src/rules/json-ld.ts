/** JSON text made safe inside a <script> element: it must not be able to close the element or open a comment. */
export function scriptSafeText(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** JSON for a <script type="application/ld+json"> (or application/json) block. */
export function scriptSafeJson(value: unknown): string {
  return scriptSafeText(JSON.stringify(value));
}
