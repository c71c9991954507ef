/** The back office's words for advisors' earnings: the adjustment form and its checks. */
export const backOfficeEarnings = {
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
