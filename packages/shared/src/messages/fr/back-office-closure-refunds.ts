import type { backOfficeClosureRefunds as enBackOfficeClosureRefunds } from '../back-office-closure-refunds.ts';
import type { Translated } from '../translated.ts';

/** Ce que la fermeture d’un compte a remboursé, et ce qui attend le personnel, dans la fiche du client. */
export const backOfficeClosureRefunds: Translated<typeof enBackOfficeClosureRefunds> = {
  title: 'Remboursements à la fermeture du compte',
  intro:
    'Ce que la fermeture du compte a remboursé pour chaque achat. Un remboursement que le fournisseur n’a pas pu faire attend ici que le personnel le rembourse autrement.',
  empty: 'Rien n’a été remboursé à la fermeture du compte.',
  loadFailed: 'Les remboursements à la fermeture du compte n’ont pas pu être chargés.',
  caption: 'Remboursements à la fermeture du compte, du plus récent au plus ancien',
  columns: {
    purchase: 'Achat',
    amount: 'Montant',
    minutes: 'Minutes payées',
    status: 'État',
  },
  purchase: 'Commande {{orderId}} du {{date}}, payée par {{provider}}',
  statuses: {
    opened: 'Envoyé au fournisseur',
    queued: 'En attente du personnel',
    resolved: 'Remboursé par le personnel',
  },
  refundStatuses: {
    pending: 'pas encore confirmé',
    completed: 'remboursé',
    failed: 'refusé',
  },
  reasons: {
    provider_not_configured: 'Le fournisseur n’est pas configuré sur ce serveur.',
    provider_refused: 'Le fournisseur a refusé le remboursement.',
  },
  providerSaid: 'Réponse du fournisseur\u00a0: {{reason}}',
  resolvedBy: '{{email}} le {{date}}\u00a0: {{note}}',
  resolve: 'Marquer comme remboursé…',
  resolveLabel: 'Marquer le remboursement de la commande {{orderId}} comme fait',
  resolveTitle: 'Marquer comme remboursé',
  resolveText:
    'Indiquez comment {{amount}} a été remboursé au client, par exemple par chèque ou par virement bancaire.',
  noteHint: 'Conservé dans le journal d’audit.',
  resolving: 'Enregistrement…',
  resolveSubmit: 'Marquer comme remboursé',
  resolved: 'Marqué comme remboursé.',
  resolveFailed: 'Le remboursement n’a pas pu être marqué comme fait. Veuillez réessayer.',
  errors: {
    notFound: 'Aucun remboursement à la fermeture de compte ne porte cet identifiant.',
    notQueued: 'Seul un remboursement en attente du personnel peut être marqué comme fait.',
  },
  customerRole: 'client',
  actions: {
    close_account: 'Fermeture du compte par le client',
    closure_queued: 'Remboursement de fermeture laissé au personnel',
    closure_resolved: 'Remboursement de fermeture réglé par le personnel',
    reveal_birth_details: 'A affiché son heure et son lieu de naissance',
    delete_birth_details: 'A supprimé son heure et son lieu de naissance',
  },
};
