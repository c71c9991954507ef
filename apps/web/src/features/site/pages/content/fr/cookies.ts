import { BRAND } from '@app/shared/brand';
import { LOCAL_STORAGE_KEYS } from '@app/shared/constants';
import type { LegalDocument } from '../types.ts';
import { CONTENTS_LABEL, EFFECTIVE_DATE, supportEmailLink } from './shared.ts';

const { productName } = BRAND;

/** The names below are the ones the code really uses; keep them in step with it (and with content/en). */
const SESSION_COOKIE = 'better-auth.session_token';
const UNTIL_CLEARED = 'Jusqu’à ce que vous effaciez les données de votre navigateur';
const UNTIL_TAB_CLOSED = 'Jusqu’à la fermeture de l’onglet du navigateur';

export const cookies: LegalDocument = {
  subtitle:
    'Ce que notre site Web enregistre dans votre navigateur, et pourquoi : une liste courte et complète.',
  effectiveDate: EFFECTIVE_DATE,
  contentsLabel: CONTENTS_LABEL,
  intro: [
    {
      kind: 'paragraph',
      text: `La présente politique relative aux témoins (cookies) explique ce que le site Web de ${productName} enregistre dans votre navigateur. Nous utilisons un seul témoin, pour maintenir votre connexion, ainsi que quelques petites entrées de stockage du navigateur qui mémorisent vos choix. Nous n’utilisons aucun témoin publicitaire.`,
    },
  ],
  sections: [
    {
      id: 'what-they-are',
      heading: 'Témoins et stockage du navigateur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un témoin est un petit fichier texte qu’un site Web demande à votre navigateur de conserver et de lui renvoyer lors de vos visites ultérieures. Le stockage local et le stockage de session sont des espaces semblables de votre navigateur : le stockage local conserve ses entrées jusqu’à ce qu’elles soient effacées, tandis que le stockage de session est vidé à la fermeture de l’onglet du navigateur. Les entrées du stockage local et du stockage de session ne sont jamais transmises automatiquement à nos serveurs.',
        },
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Ce que nous utilisons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dans les noms ci-dessous, {id} représente l’identifiant de l’annonce, du voyant ou de la promotion en cause.',
        },
        {
          kind: 'table',
          table: {
            caption: 'Témoins et stockage du navigateur utilisés par notre site Web',
            columns: ['Nom', 'Fonction', 'Durée', 'Catégorie'],
            rows: [
              [
                [{ code: SESSION_COOKIE }],
                [
                  'Maintient votre connexion et protège votre compte. Sans ce témoin, vous ne pouvez pas vous connecter. Sur une connexion sécurisée, son nom commence par ',
                  { code: '__Secure-' },
                  '.',
                ],
                '7 jours, ou jusqu’à votre déconnexion',
                'Témoin, strictement nécessaire',
              ],
              [
                [{ code: LOCAL_STORAGE_KEYS.importantNoticeDismissed }],
                'Mémorise que vous avez fermé l’avis important de la page d’accueil, pour qu’il ne s’affiche plus.',
                UNTIL_CLEARED,
                'Stockage local, fonctionnel',
              ],
              [
                [{ code: `${LOCAL_STORAGE_KEYS.announcementSeenPrefix}{id}` }],
                'Mémorise que vous avez pris connaissance d’une annonce, pour qu’elle ne s’affiche plus.',
                UNTIL_CLEARED,
                'Stockage local, fonctionnel',
              ],
              [
                [{ code: `${LOCAL_STORAGE_KEYS.advisorPhotoPrefix}{id}` }],
                'Mémorise quel portrait d’illustration s’affiche pour un voyant qui n’a pas de photo, pour qu’il reste le même d’une visite à l’autre.',
                UNTIL_CLEARED,
                'Stockage local, fonctionnel',
              ],
              [
                [{ code: 'promotion_dismissed_{id}' }],
                'Masque une promotion que vous avez fermée, pour le reste de votre visite.',
                UNTIL_TAB_CLOSED,
                'Stockage de session, fonctionnel',
              ],
              [
                [{ code: 'interac_pending_transaction' }],
                'Vous permet de reprendre un paiement par virement Interac en cours si la page est rechargée.',
                UNTIL_TAB_CLOSED,
                'Stockage de session, strictement nécessaire',
              ],
              [
                [{ code: 'purchase_events_reported' }],
                'Indique quels achats ont déjà été transmis à nos outils de mesure d’audience, pour qu’un achat ne soit jamais compté deux fois.',
                UNTIL_TAB_CLOSED,
                'Stockage de session, mesure d’audience',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'analytics',
      heading: 'Mesure d’audience',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Lorsque vous créez un compte ou effectuez un achat, la page ajoute un événement (',
            { code: 'sign_up' },
            ' ou ',
            { code: 'purchase' },
            ') à une liste tenue dans la page, appelée « couche de données » (data layer). Ces événements ne quittent votre navigateur que si une balise de mesure d’audience est configurée sur notre site Web. L’événement d’inscription contient l’identifiant de votre compte, et un événement d’achat décrit la commande (forfait, montant, taxes et coupon); aucun des deux ne comprend votre nom, votre adresse courriel ni vos renseignements de paiement.',
          ],
        },
      ],
    },
    {
      id: 'no-advertising',
      heading: 'Aucun témoin publicitaire',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous n’utilisons pas de témoins publicitaires, nous ne permettons à aucun réseau publicitaire de déposer des témoins par l’intermédiaire de notre site Web et nous ne vendons aucun renseignement sur vos visites.',
        },
      ],
    },
    {
      id: 'managing',
      heading: 'Comment les effacer',
      blocks: [
        {
          kind: 'list',
          items: [
            'La déconnexion supprime votre session de nos serveurs, et le témoin de connexion ne peut plus être utilisé.',
            'Pour supprimer le témoin ainsi que le stockage local et le stockage de session de notre site Web, utilisez les paramètres « Effacer les données de navigation » ou « Cookies et données de site » de votre navigateur. Votre session prendra alors fin, et les avis que vous aviez fermés pourraient s’afficher de nouveau.',
            'La fermeture de l’onglet du navigateur vide son stockage de session.',
            'Si vous bloquez les témoins de notre site Web, vous ne pourrez pas vous connecter, acheter des minutes ni consulter votre tableau de bord.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de la présente politique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si nous commençons à utiliser un nouveau témoin ou une nouvelle entrée de stockage, nous l’ajouterons à cette page et mettrons à jour la date d’entrée en vigueur avant de l’utiliser.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Nous joindre',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Des questions sur la présente politique? Écrivez-nous à ',
            supportEmailLink,
            '. Consultez aussi notre ',
            { text: 'politique de confidentialité', href: '/privacy' },
            '.',
          ],
        },
      ],
    },
  ],
};
