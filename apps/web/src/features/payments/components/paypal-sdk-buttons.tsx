import { useEffect, useRef } from 'react';

interface PayPalNamespace {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: (data: { orderID: string }) => void;
    onError: (error: unknown) => void;
  }): { render(container: HTMLElement): Promise<void>; close?: () => void };
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

let sdk: Promise<PayPalNamespace> | undefined;

function loadSdk(clientId: string): Promise<PayPalNamespace> {
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=CAD&intent=capture`;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK missing')));
    script.onerror = () => reject(new Error('PayPal SDK failed to load'));
    document.head.append(script);
  });
  return sdk;
}

/** PayPal's own buttons (PayPal and card) when a live or sandbox client id is configured. */
export function PayPalSdkButtons(props: {
  clientId: string;
  createOrder: () => Promise<string>;
  onApproved: (orderId: string) => Promise<void>;
  onCancel: (orderId: string) => void;
  onError: (error: unknown) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let cancelled = false;
    let buttons: { close?: () => void } | undefined;
    loadSdk(props.clientId)
      .then((paypal) => {
        if (cancelled || !container.current) return;
        const instance = paypal.Buttons({
          createOrder: () => latest.current.createOrder(),
          onApprove: (data) => latest.current.onApproved(data.orderID),
          onCancel: (data) => latest.current.onCancel(data.orderID),
          onError: (error) => latest.current.onError(error),
        });
        buttons = instance;
        return instance.render(container.current);
      })
      .catch((error: unknown) => latest.current.onError(error));
    return () => {
      cancelled = true;
      buttons?.close?.();
    };
  }, [props.clientId]);

  return <div ref={container} />;
}
