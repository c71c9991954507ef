/** The advisors' side of the line: who calls from a forwarding number, their day, their status. */
export interface AdvisorPhoneLine {
  /** The advisor whose forwarding number this is (E.164, exactly), if any. */
  findByPhone(
    from: string,
  ): Promise<{ agentId: number; name: string; signedIn: boolean; onACall: boolean } | undefined>;
  todayTotals(agentId: number, now: Date): Promise<{ calls: number; minutes: number }>;
  /** Through the status service, as the console's switch and the telephony webhook. */
  setTakingCalls(agentId: number, takingCalls: boolean, now: Date): Promise<void>;
}
