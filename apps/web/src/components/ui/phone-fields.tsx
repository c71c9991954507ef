import { forwardRef } from 'react';
import { type FieldProps, FormField } from './form-field.tsx';

type Fixed = 'type' | 'inputMode' | 'autoComplete' | 'maxLength';

/** A North American phone number's field: the phone's digit keypad, filled from the national number. */
export const PhoneField = forwardRef<HTMLInputElement, Omit<FieldProps, Fixed>>(
  function PhoneField(props, ref) {
    return <FormField ref={ref} type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />;
  },
);

/** The six digits sent by text message: the digit keypad, and the code offered from the message. */
export const CodeField = forwardRef<HTMLInputElement, Omit<FieldProps, Fixed>>(
  function CodeField(props, ref) {
    return <FormField ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
  },
);
