/** SPEC 7: analytics events go to the tag manager's data layer (window.dataLayer), created if absent. */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayer(event: DataLayerEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
