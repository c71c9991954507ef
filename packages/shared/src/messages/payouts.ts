/**
 * What an advisor is told about their payouts (e-mail and text, in their language), and the staff alert
 * when one comes back. The French catalogue (fr/payouts.ts) has the same keys and placeholders.
 */
export const payouts = {
  sent: {
    subject: 'Your {{product}} payout of {{amount}} is on its way',
    body: 'Hello {{advisor}}, your payout of {{amount}} was sent by {{method}} to {{destination}}. We will tell you when it lands.',
    sms: '{{product}}: your payout of {{amount}} was sent by {{method}}.',
  },
  landed: {
    subject: 'Your {{product}} payout of {{amount}} landed',
    body: 'Hello {{advisor}}, your payout of {{amount}} by {{method}} landed. Thank you for your readings.',
    sms: '{{product}}: your payout of {{amount}} landed.',
  },
  returned: {
    subject: 'Your {{product}} payout of {{amount}} did not go through',
    body: 'Hello {{advisor}}, your payout of {{amount}} by {{method}} did not go through ({{outcome}}). The amount is back in your earnings and will be paid with your next payout. Please check your payout details in the advisor console.',
    sms: '{{product}}: your payout of {{amount}} did not go through; the amount is back in your earnings. Please check your payout details.',
  },
  outcomes: {
    failed: 'it failed',
    returned: 'it was returned',
    unclaimed: 'it was not claimed within 30 days',
  },
  methods: {
    paypal: 'PayPal',
    interac: 'Interac e-Transfer',
  },
  staffAlert: {
    subject: 'Payout {{outcome}}: advisor {{agentId}}, {{amount}}',
    body: 'The payout item {{itemId}} of advisor {{agentId}} ({{amount}} by {{method}}) came back: {{outcome}}. Reason given: {{reason}}. The amount was credited back to the advisor’s earnings.',
  },
} as const;
