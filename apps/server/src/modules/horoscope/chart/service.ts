import type { AppDb } from '@app/db/client';
import { messagesIn } from '@app/shared/messages/catalogue';
import { customerNameForAdvisor } from '@app/shared/rules/advisor-console';
import type { Language } from '@app/shared/rules/language';
import type {
  AdvisorChart,
  ChartShares,
  CustomerChart,
  NatalChart,
  PersonalDay,
  PlaceOption,
} from '@app/shared/schemas/natal-chart';
import { AppError } from '../../../app-error.ts';
import { type Sealer, sealPurpose } from '../../../sealed.ts';
import { insertCustomerAudit } from '../../audit/log.ts';
import { type Place, placeById } from '../natal/gazetteer.ts';
import { natalChart } from '../natal/natal-chart.ts';
import { personalDay } from '../natal/personal-reading.ts';
import { createChartRepository, SHARED_AFTER_CALL_MS } from './repository.ts';

/** What is sealed: the time and the place as chosen (its coordinates and zone, in case the gazetteer changes). */
interface BirthDetails {
  birthTime: string;
  place: Place;
}

const optionOf = (place: Place): PlaceOption => ({
  id: place.id,
  name: place.name,
  region: place.region,
  country: place.country,
});

const montrealDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });

/** Noon of a Montréal date (17:00 UTC is noon or 1 p.m. there: always inside it), when the day's transits are read. */
function noonOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 17));
}

/**
 * A customer's chart (issue 42): computed on each read from the profile's birth date and, when saved, the
 * sealed birth time and place; shared with advisors by the customer's choice only. Nothing here logs the
 * birth time or place, and no answer to anyone but the customer's own reveal carries them.
 */
export function createChartService(deps: { db: AppDb; sealer: Sealer; now?: () => Date }) {
  const { db, sealer } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createChartRepository(db);

  function open(row: { sealed: Buffer; keyId: string }, customerId: string): BirthDetails {
    return JSON.parse(sealer.open(row.sealed, row.keyId, sealPurpose.customerBirthDetails(customerId)));
  }

  function chartFrom(birthDate: string, details: BirthDetails | undefined): NatalChart {
    return natalChart({
      date: birthDate,
      ...(details ? { birth: { time: details.birthTime, place: details.place } } : {}),
    });
  }

  function todayOf(chart: NatalChart, language: Language): PersonalDay {
    const date = montrealDate.format(now());
    return personalDay(chart, date, noonOf(date), language);
  }

  async function customerOrThrow(customerId: string) {
    const customer = await repository.customer(customerId);
    if (!customer) throw new AppError(404, 'NOT_FOUND', 'No such customer.');
    return customer;
  }

  async function describe(customerId: string, language: Language): Promise<CustomerChart> {
    const customer = await customerOrThrow(customerId);
    const row = await repository.birthDetails(customerId);
    if (!customer.birthDate) {
      return { birthDate: null, birthDetails: row ? { masked: MASK } : null, chart: null, today: null };
    }
    const chart = chartFrom(customer.birthDate, row ? open(row, customerId) : undefined);
    return {
      birthDate: customer.birthDate,
      birthDetails: row ? { masked: MASK } : null,
      chart,
      today: todayOf(chart, language),
    };
  }

  return {
    describe,

    async saveBirthDetails(
      customerId: string,
      input: { birthTime: string; birthPlaceId: string },
      language: Language,
    ): Promise<CustomerChart> {
      const errors = messagesIn(language).myChart.errors;
      const customer = await customerOrThrow(customerId);
      if (!customer.birthDate) throw new AppError(409, 'NO_BIRTH_DATE', errors.noBirthDate);
      const place = placeById(input.birthPlaceId);
      if (!place) throw new AppError(400, 'UNKNOWN_PLACE', errors.unknownPlace);
      const details: BirthDetails = { birthTime: input.birthTime, place };
      const { sealed, keyId } = sealer.seal(
        JSON.stringify(details),
        sealPurpose.customerBirthDetails(customerId),
      );
      await repository.saveBirthDetails(customerId, sealed, keyId);
      return describe(customerId, language);
    },

    async deleteBirthDetails(
      customerId: string,
      language: Language,
      clientIp: string,
    ): Promise<CustomerChart> {
      const customer = await customerOrThrow(customerId);
      await db.transaction(async (tx) => {
        if (!(await createChartRepository(tx).deleteBirthDetails(customerId))) return;
        await insertCustomerAudit(tx, {
          customer,
          action: 'customer.delete_birth_details',
          before: { birthDetails: 'saved' },
          after: { birthDetails: null },
          reason: null,
          clientIp,
        });
      });
      return describe(customerId, language);
    },

    /** The customer's own birth time and place, in clear, once per click: each reveal is in the audit log. */
    async reveal(customerId: string, language: Language, clientIp: string) {
      const customer = await customerOrThrow(customerId);
      const row = await repository.birthDetails(customerId);
      if (!row) {
        throw new AppError(404, 'NO_BIRTH_DETAILS', messagesIn(language).myChart.errors.noBirthDetails);
      }
      const details = open(row, customerId);
      await insertCustomerAudit(db, {
        customer,
        action: 'customer.reveal_birth_details',
        before: null,
        after: null,
        reason: null,
        clientIp,
      });
      return { birthTime: details.birthTime, place: optionOf(details.place) };
    },

    async shares(customerId: string): Promise<ChartShares> {
      await customerOrThrow(customerId);
      const rows = await repository.shares(customerId);
      const candidates = await repository.candidates(customerId);
      return {
        all: rows.some((row) => row.agentId === null),
        advisors: rows.flatMap((row) =>
          row.agentId === null ? [] : [{ agentId: row.agentId, name: row.name ?? '' }],
        ),
        candidates,
      };
    },

    async setShares(
      customerId: string,
      input: { all: boolean; agentIds: number[] },
      language: Language,
    ): Promise<ChartShares> {
      await customerOrThrow(customerId);
      const agentIds = [...new Set(input.agentIds)];
      const known = await repository.knownAdvisors(agentIds);
      if (known.length !== agentIds.length) {
        throw new AppError(400, 'UNKNOWN_ADVISOR', messagesIn(language).myChart.errors.unknownAdvisor);
      }
      await db.transaction((tx) => createChartRepository(tx).replaceShares(customerId, input.all, agentIds));
      return this.shares(customerId);
    },

    /** The charts this advisor may see now: shared with them, during a call with them and 24 h after it. */
    async advisorCharts(agentId: number, language: Language): Promise<AdvisorChart[]> {
      const calls = await repository.visibleCalls(agentId, now());
      const charts: AdvisorChart[] = [];
      for (const call of calls) {
        if (!call.shared || !call.birthDate) continue;
        charts.push(await advisorChartOf(call as typeof call & { birthDate: string }, language));
      }
      return charts.sort((a, b) => Number(b.live) - Number(a.live));
    },

    async advisorChart(agentId: number, callId: string, language: Language): Promise<AdvisorChart> {
      const owner = await repository.callOf(callId);
      if (!owner || owner.agentId !== agentId) throw new AppError(404, 'NOT_FOUND', 'No such call of yours.');
      const [call] = await repository.visibleCalls(agentId, now(), callId);
      if (!call?.shared || !call.birthDate) {
        throw new AppError(403, 'CHART_NOT_SHARED', messagesIn(language).myChart.errors.notShared);
      }
      return advisorChartOf(call as typeof call & { birthDate: string }, language);
    },
  };

  async function advisorChartOf(
    call: Awaited<ReturnType<typeof repository.visibleCalls>>[number] & { birthDate: string },
    language: Language,
  ): Promise<AdvisorChart> {
    const row = await repository.birthDetails(call.customerId);
    const chart = chartFrom(call.birthDate, row ? open(row, call.customerId) : undefined);
    const live = call.status === 'dialing';
    return {
      callId: call.callSid,
      customer: customerNameForAdvisor(call.customerName, call.customerEmail),
      live,
      visibleUntil:
        live || !call.endedAt ? null : new Date(call.endedAt.getTime() + SHARED_AFTER_CALL_MS).toISOString(),
      chart,
      today: todayOf(chart, language),
    };
  }
}

/** How a saved birth time and place show: that they are there, nothing of what they are. */
const MASK = '••:•• · ••••••';

export type ChartService = ReturnType<typeof createChartService>;
