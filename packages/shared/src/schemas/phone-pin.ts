import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { isTooSimplePin } from '../rules/phone-pin.ts';

export const phonePinBodySchema = z.strictObject({
  pin: z
    .string()
    .regex(/^\d{4,6}$/, messageKey('phonePin.checks.format'))
    .refine((pin) => !isTooSimplePin(pin), { message: messageKey('phonePin.checks.tooSimple') }),
});

export const phonePinStatusSchema = z.object({ set: z.boolean() });
