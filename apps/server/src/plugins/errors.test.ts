import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { formatValidationMessage, toErrorResponse } from './errors.ts';

function fastifyError(code: string, statusCode: number, message = 'x'): Error {
  return Object.assign(new Error(message), { code, statusCode });
}

describe('toErrorResponse', () => {
  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'BAD_JSON'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'BAD_JSON'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_ERR_BAD_URL', 400, 400, 'BAD_REQUEST'],
    ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 400, 'BAD_REQUEST'],
  ])('maps %s to %i %s', (code, status, expectedStatus, expectedCode) => {
    const response = toErrorResponse(fastifyError(code, status));
    expect(response.statusCode).toBe(expectedStatus);
    expect(response.body.error.code).toBe(expectedCode);
  });

  it('passes an expected service failure through', () => {
    expect(toErrorResponse(new AppError(409, 'CONFLICT', 'Coupon usage limit reached'))).toEqual({
      statusCode: 409,
      body: { error: { code: 'CONFLICT', message: 'Coupon usage limit reached' } },
    });
  });

  it('tells a limited client when to try again', () => {
    const error = new AppError(429, 'TOO_MANY_OTP_REQUESTS', 'Too many', { retryAfterSeconds: 720 });
    expect(toErrorResponse(error)).toEqual({
      statusCode: 429,
      body: { error: { code: 'TOO_MANY_OTP_REQUESTS', message: 'Too many', retryAfterSeconds: 720 } },
    });
    expect(error.headers).toEqual({ 'retry-after': '720' });
  });

  it('never lets internals of a 5xx out', () => {
    for (const error of [
      new Error('relation "customers" does not exist'),
      'a thrown string',
      undefined,
      Object.assign(new Error('secret'), { statusCode: 200 }),
      new AppError(500, 'DB_DOWN', 'connection to 10.0.0.5 refused'),
    ]) {
      const response = toErrorResponse(error);
      expect(response.statusCode).toBe(500);
      expect(response.body).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
      });
    }
  });

  it('passes an exposed 5xx AppError (a provider failure with a catalogue message)', () => {
    const response = toErrorResponse(
      new AppError(502, 'PAYPAL_CAPTURE_FAILED', 'Failed to capture PayPal order', { expose: true }),
    );
    expect(response).toEqual({
      statusCode: 502,
      body: { error: { code: 'PAYPAL_CAPTURE_FAILED', message: 'Failed to capture PayPal order' } },
    });
  });

  it('keeps a 503 as 503 with a generic message', () => {
    const response = toErrorResponse(Object.assign(new Error('pool exhausted'), { statusCode: 503 }));
    expect(response).toEqual({
      statusCode: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'An unexpected error occurred' } },
    });
  });
});

describe('formatValidationMessage', () => {
  it('names the field of each problem once', () => {
    expect(
      formatValidationMessage(
        [
          { instancePath: '/email', message: 'Please enter a valid email address' },
          { instancePath: '/address/zip', message: 'Too short' },
          { instancePath: '/email', message: 'Please enter a valid email address' },
        ],
        'body',
      ),
    ).toBe('email: Please enter a valid email address; address.zip: Too short');
  });

  it('falls back on the part of the request when the problem is the whole of it', () => {
    expect(formatValidationMessage([{ instancePath: '/', message: 'Expected object' }], 'body')).toBe(
      'body: Expected object',
    );
  });
});
