import type { payouts as enPayouts } from '../payouts.ts';
import type { Translated } from '../translated.ts';

/** Ce qu’on dit à un conseiller de ses versements (courriel et texto), et l’alerte au personnel. */
export const payouts: Translated<typeof enPayouts> = {
  sent: {
    subject: 'Votre versement {{product}} de {{amount}} est en route',
    body: 'Bonjour {{advisor}}, votre versement de {{amount}} a été envoyé par {{method}} à {{destination}}. Nous vous écrirons quand il sera arrivé.',
    sms: '{{product}}\u00a0: votre versement de {{amount}} a été envoyé par {{method}}.',
  },
  landed: {
    subject: 'Votre versement {{product}} de {{amount}} est arrivé',
    body: 'Bonjour {{advisor}}, votre versement de {{amount}} par {{method}} est arrivé. Merci pour vos consultations.',
    sms: '{{product}}\u00a0: votre versement de {{amount}} est arrivé.',
  },
  returned: {
    subject: 'Votre versement {{product}} de {{amount}} n’a pas abouti',
    body: 'Bonjour {{advisor}}, votre versement de {{amount}} par {{method}} n’a pas abouti ({{outcome}}). Le montant est revenu dans vos gains et sera versé avec votre prochain versement. Veuillez vérifier vos coordonnées de versement dans la console.',
    sms: '{{product}}\u00a0: votre versement de {{amount}} n’a pas abouti; le montant est revenu dans vos gains. Veuillez vérifier vos coordonnées de versement.',
  },
  outcomes: {
    failed: 'il a échoué',
    returned: 'il a été retourné',
    unclaimed: 'il n’a pas été réclamé dans les 30 jours',
  },
  methods: {
    paypal: 'PayPal',
    interac: 'Virement Interac',
  },
  staffAlert: {
    subject: 'Versement {{outcome}}\u00a0: conseiller {{agentId}}, {{amount}}',
    body: 'L’élément de versement {{itemId}} du conseiller {{agentId}} ({{amount}} par {{method}}) est revenu\u00a0: {{outcome}}. Motif indiqué\u00a0: {{reason}}. Le montant a été recrédité aux gains du conseiller.',
  },
};
