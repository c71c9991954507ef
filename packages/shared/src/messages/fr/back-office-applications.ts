import type { backOfficeApplications as enBackOfficeApplications } from '../back-office-applications.ts';
import type { Translated } from '../translated.ts';

export const backOfficeApplications: Translated<typeof enBackOfficeApplications> = {
  actions: {
    status: 'A changé l’étape d’une candidature',
    note: 'A ajouté une note à une candidature',
    schedule_test: 'A planifié une consultation d’essai',
    record_test: 'A noté une consultation d’essai',
    approve: 'A accepté une candidature',
    reject: 'A refusé une candidature',
    publish: 'A publié le profil d’un conseiller',
  },
};
