/** The back office's words for advisors' earnings: the adjustment form and its checks. */
export const backOfficeEarnings = {
  /** The audit log's names of these actions. */
  actions: {
    earnings_adjust: "Adjusted an advisor's earnings",
    payouts_confirm_run: 'Confirmed a payout run',
    payouts_set_minimum: 'Changed the payout minimum',
    payouts_reveal_tin: "Revealed an advisor's SIN or business number",
  },
  adjust: {
    reasons: {
      bonus: 'Bonus',
      correction: 'Correction',
      clawback: 'Clawback (misconduct)',
    },
    checks: {
      amountWhole: 'Enter the amount in whole cents.',
      amountNotZero: 'Enter an amount other than $0.00.',
      amountMax: 'At most $10,000.00 at once.',
    },
  },
} as const;
