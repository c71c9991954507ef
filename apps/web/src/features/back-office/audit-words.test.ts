import { backOfficeAudit } from '@app/shared/messages/back-office-audit';
import { backOffice as frBackOffice } from '@app/shared/messages/fr/back-office';
import { describe, expect, it } from 'vitest';
import { type AuditWords, auditFieldLabel, auditValueText } from './audit-words.ts';

const wordsOf = (catalogue: typeof backOfficeAudit | typeof frBackOffice.auditWords): AuditWords => ({
  field: (name) =>
    Object.hasOwn(catalogue.fields, name)
      ? catalogue.fields[name as keyof typeof catalogue.fields]
      : undefined,
  yes: catalogue.yes,
  no: catalogue.no,
  adjustReason: (reason) => `reason:${reason}`,
});
const english = wordsOf(backOfficeAudit);
const french = wordsOf(frBackOffice.auditWords);

describe('the audit log in staff’s words', () => {
  it('names each changed field in the page’s language, part by part, and keeps an unknown one as recorded', () => {
    expect(auditFieldLabel('credits', english)).toBe('Balance (minutes)');
    expect(auditFieldLabel('credits', french)).toBe('Solde (minutes)');
    expect(auditFieldLabel('schedule.monday', english)).toBe('Hours › monday');
    expect(auditFieldLabel('somethingNew', french)).toBe('somethingNew');
  });

  it('shows what an id names, and the id itself when the name is unknown', () => {
    const names = {
      'customer:c-1': 'chloe@example.com',
      'advisor:1001': 'Amélie',
      'purchase:p-1': 'Bundle 10',
    };
    expect(auditValueText('ownerCustomerId', 'c-1', names, english)).toBe('chloe@example.com');
    expect(auditValueText('agentId', '1001', names, english)).toBe('Amélie');
    expect(auditValueText('purchaseId', 'p-1', names, french)).toBe('Bundle 10');
    expect(auditValueText('purchaseId', 'p-2', names, english)).toBe('p-2');
  });

  it('reads yes and no, money, instants and adjustment reasons; leaves other text alone', () => {
    expect(auditValueText('isActive', 'true', {}, english)).toBe('yes');
    expect(auditValueText('isActive', 'false', {}, french)).toBe('non');
    expect(auditValueText('amountCents', '1499', {}, english)).toBe('CA$14.99');
    expect(auditValueText('startDate', '2026-11-25T13:53:00.000Z', {}, english)).toBe(
      'Nov 25, 2026, 8:53 a.m.',
    );
    expect(auditValueText('reason', 'goodwill', {}, english)).toBe('reason:goodwill');
    expect(auditValueText('message', 'Full moon sale', {}, english)).toBe('Full moon sale');
    expect(auditValueText('minutes', '12', {}, english)).toBe('12');
  });
});
