import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { OUR_NUMBER } from '../helpers/bridged-calls.ts';
import { ORIGIN } from '../helpers/customers.ts';
import { newCallSid } from '../helpers/payments.ts';
import { useCallBackLine } from './helpers.ts';

/**
 * Joining a busy advisor's call-back line (issue 41): on the web (the contract's codes, in the page's
 * language) and on the phone (1 after "is on another call"); one place per customer, at most 5 per line,
 * paused lines, leaving by the web or by the texted link.
 */
const { t, line, emulator, busy, customer, request, join, placesOf, textsTo } = useCallBackLine();
const words = en.callBackLine.errors;

describe('joining the line', () => {
  it('refuses a visitor, an advisor who is free, a customer without a verified phone or 5 minutes', async () => {
    expect((await join(1002)).statusCode).toBe(401);
    const ready = await customer(10);
    const free = await join(1002, ready);
    expect(free.statusCode).toBe(409);
    expect(free.json().error.code).toBe('NOT_BUSY');
    expect((await join(99_999, ready)).statusCode).toBe(404);

    const call = await busy(1002);
    const noPhone = await join(1002, await customer(10, { phone: false }));
    expect(noPhone.json().error).toMatchObject({ code: 'NO_PHONE', message: words.noPhone });
    const poor = await join(1002, await customer(4), 'fr');
    expect(poor.statusCode).toBe(409);
    expect(poor.json().error.code).toBe('NOT_ENOUGH_MINUTES');
    expect(poor.json().error.message).toBe(
      fr.callBackLine.errors.notEnoughMinutes.replace('{{minutes}}', '5'),
    );
    expect(await placesOf(1002)).toEqual([]);
    await emulator.status(call.legSid, 'completed');
  });

  it('gives the place and an estimate, texts it with a link to leave, and keeps one place per customer', async () => {
    const call = await busy(1003, 10);
    const first = await customer(10);
    const joined = await join(1003, first);
    expect(joined.statusCode).toBe(201);
    // Place 1: what is left of the current call (10 minutes reserved, just answered).
    expect(joined.json()).toEqual({ place: 1, estimateMinutes: 10 });
    const [text] = await textsTo(first.phone ?? '');
    expect(text?.body).toContain('you are number 1 in line for');
    const [place] = await placesOf(1003);
    expect(text?.body).toContain(`/line/leave?token=${place?.leaveToken}`);

    const second = await customer(10);
    expect((await join(1003, second)).json()).toMatchObject({ place: 2 });
    const mine = await request('GET', '/api/advisors/1003/line', second);
    expect(mine.json()).toMatchObject({ place: 2, agentId: 1003, status: 'waiting' });
    expect((await request('GET', '/api/me/line', second)).json().line).toMatchObject({ place: 2 });

    const again = await join(1003, second);
    expect(again.json().error.code).toBe('ALREADY_IN_LINE');
    const other = await busy(1004);
    expect((await join(1004, second)).json().error.code).toBe('ALREADY_IN_LINE');
    expect((await request('GET', '/api/advisors/1004/line', second)).statusCode).toBe(404);

    // Leaving: the first leaves on the web, the second by the texted link; the third time, nothing left.
    expect((await request('DELETE', '/api/advisors/1003/line', first)).statusCode).toBe(204);
    expect((await request('DELETE', '/api/advisors/1003/line', first)).statusCode).toBe(404);
    expect((await request('GET', '/api/me/line', first)).json()).toEqual({ line: null });
    const token = (await placesOf(1003)).find((row) => row.customerId === second.id)?.leaveToken;
    const leave = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/line/leave',
        headers: { origin: ORIGIN },
        payload: body as object,
      });
    expect((await leave({ token })).statusCode).toBe(204);
    expect((await leave({ token })).statusCode).toBe(404);
    expect((await leave({ token: 'short' })).statusCode).toBe(400);
    expect((await placesOf(1003)).map((row) => row.status)).toEqual(['left', 'left']);
    await emulator.status(call.legSid, 'completed');
    await emulator.status(other.legSid, 'completed');
  });

  it('holds at most 5, refuses joins while the advisor pauses the line, and shows the advisor first names only', async () => {
    const call = await busy(1005, 20);
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customer(10)));
    const answers = await Promise.all(people.map((who) => join(1005, who)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    const full = answers.find((res) => res.statusCode === 409);
    expect(full?.json().error.code).toBe('LINE_FULL');
    expect((await placesOf(1005)).filter((row) => row.status === 'waiting')).toHaveLength(5);

    const advisor = await signedInAdvisor(t.app, t.db, 1005);
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/1005/line',
      headers: { cookie: advisor.cookie },
    });
    expect(view.json()).toMatchObject({ paused: false, callingBack: null });
    expect(view.json().waiting).toHaveLength(5);
    expect(JSON.stringify(view.json())).not.toContain('@');
    const pause = await t.app.inject({
      method: 'PUT',
      url: '/api/advisor/1005/line',
      headers: { cookie: advisor.cookie, origin: ORIGIN },
      payload: { paused: true },
    });
    expect(pause.json().paused).toBe(true);
    const inLine = (await placesOf(1005))[0]?.customerId;
    await request(
      'DELETE',
      '/api/advisors/1005/line',
      people.find((who) => who.id === inLine),
    );
    const paused = await join(1005, await customer(10));
    expect(paused.json().error).toMatchObject({ code: 'LINE_FULL' });
    expect(paused.json().error.message).toContain('not taking call-back requests');
    // Another advisor's console cannot read or pause this line.
    const stranger = await signedInAdvisor(t.app, t.db, 1006);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/1005/line',
      headers: { cookie: stranger.cookie },
    });
    expect(denied.statusCode).toBe(403);
    await emulator.status(call.legSid, 'completed');
  });

  it('is offered on the phone to a caller who reaches a busy advisor: 1 joins it', async () => {
    const call = await busy(1007);
    const caller = await customer(10);
    const callSid = newCallSid();
    await line.post('/api/telephony/voice', { CallSid: callSid, From: caller.phone ?? '', To: OUR_NUMBER });
    const offered = await line.post('/api/telephony/extension', {
      CallSid: callSid,
      Digits: '1007',
      To: OUR_NUMBER,
    });
    expect(offered.body).toContain('action="/api/telephony/line-join?agent=1007"');
    expect(offered.body).toContain('is on another call');
    const joined = await line.post('/api/telephony/line-join?agent=1007', {
      CallSid: callSid,
      From: caller.phone ?? '',
      Digits: '1',
    });
    expect(joined.body).toContain('You are number 1 in line for');
    expect(joined.body).toContain('<Hangup/>');
    expect((await placesOf(1007)).map((row) => row.customerId)).toEqual([caller.id]);
    // Any other key: back to the menu.
    const other = await line.post('/api/telephony/line-join?agent=1007', {
      CallSid: newCallSid(),
      From: caller.phone ?? '',
      Digits: '2',
    });
    expect(other.body).toContain('extension, followed by the pound key.');
    await emulator.status(call.legSid, 'completed');
  });
});
