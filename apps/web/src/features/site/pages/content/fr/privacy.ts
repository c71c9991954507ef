import { BRAND } from '@app/shared/brand';
import type { LegalDocument } from '../types.ts';
import { CONTENTS_LABEL, EFFECTIVE_DATE, supportEmailLink } from './shared.ts';

const { productName } = BRAND;
/** BRAND.supportHours ('9 AM-9 PM EST'), as Québec writes it. */
const SUPPORT_HOURS = 'de 9 h à 21 h (heure de l’Est)';

export const privacy: LegalDocument = {
  subtitle:
    'Ce que nous recueillons, pourquoi nous le recueillons, qui nous aide à le traiter et comment vous en gardez la maîtrise.',
  effectiveDate: EFFECTIVE_DATE,
  contentsLabel: CONTENTS_LABEL,
  intro: [
    {
      kind: 'paragraph',
      text: `Vos consultations sont personnelles, tout comme les renseignements que vous nous confiez. La présente Politique de confidentialité explique comment ${productName} traite les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25.`,
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Qui est responsable',
      blocks: [
        {
          kind: 'paragraph',
          text: `L’entreprise ${productName}, établie à ${BRAND.city}, est responsable des renseignements personnels recueillis au moyen de notre site Web et de notre service téléphonique. La présente politique s’applique aux deux.`,
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Renseignements que nous recueillons',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous ne recueillons que les renseignements nécessaires pour fournir le service\u00a0:',
        },
        {
          kind: 'list',
          items: [
            [
              { strong: 'Renseignements de compte' },
              '\u00a0: votre nom, votre adresse courriel et votre mot de passe (conservé uniquement sous forme de hachage).',
            ],
            [
              { strong: 'Renseignements de profil' },
              '\u00a0: votre date de naissance, si vous choisissez de la fournir.',
            ],
            [
              { strong: 'Heure et lieu de naissance' },
              ', si vous les ajoutez pour votre thème astral\u00a0: conservés chiffrés, jamais montrés à qui que ce soit (un conseiller avec qui vous choisissez de partager votre thème voit le thème, jamais l’heure ni le lieu) et supprimés quand vous les retirez ou fermez votre compte.',
            ],
            [
              { strong: 'Préférence de courriel' },
              '\u00a0: votre choix de recevoir ou non des offres et des nouvelles par courriel. Vous pouvez modifier ce choix en tout temps dans votre profil.',
            ],
            [
              { strong: 'Numéros de téléphone vérifiés' },
              '\u00a0: les numéros que vous ajoutez à votre compte, qui permettent de vous identifier lorsque vous appelez.',
            ],
            [
              { strong: 'Historique des achats' },
              '\u00a0: le forfait acheté, le montant, les taxes, le coupon, le mode de paiement (PayPal ou virement Interac), l’état du paiement et la date.',
            ],
            [
              { strong: 'Registre des crédits' },
              '\u00a0: chaque ajout à votre solde de minutes et chaque déduction, par exemple les achats, les minutes en cadeau, les remises mensuelles, les remboursements et les appels.',
            ],
            [
              { strong: 'Registre des appels' },
              '\u00a0: la date et l’heure de chaque appel, le poste du voyant, la durée de l’appel et les minutes utilisées.',
            ],
            [
              { strong: 'Jeu de tarot et coupons' },
              '\u00a0: vos parties hebdomadaires de tarot, leur résultat et les coupons que vous gagnez ou utilisez.',
            ],
            [
              { strong: 'Messages au service à la clientèle' },
              '\u00a0: ce que vous nous écrivez et nos réponses.',
            ],
            [
              { strong: 'Renseignements techniques' },
              '\u00a0: le témoin de connexion et les données enregistrées dans le navigateur décrits dans notre ',
              { text: 'Politique sur les témoins', href: '/cookies' },
              ', ainsi que les journaux du serveur qui consignent les requêtes faites à notre site Web, comme l’adresse IP et l’heure, utilisés à des fins de sécurité et de dépannage.',
            ],
          ],
        },
      ],
    },
    {
      id: 'what-we-do-not-collect',
      heading: 'Renseignements que nous ne recueillons pas',
      blocks: [
        {
          kind: 'list',
          items: [
            'Numéros de carte\u00a0: les paiements par carte sont effectués par l’intermédiaire de PayPal, qui reçoit et traite les données de votre carte. Nous ne les voyons et ne les conservons jamais.',
            'Coordonnées bancaires\u00a0: les paiements par virement Interac sont traités par notre fournisseur de traitement des paiements Interac et par votre institution financière. Nous ne voyons jamais vos identifiants bancaires.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Pourquoi nous utilisons vos renseignements',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pour créer et gérer votre compte, notamment pour vérifier votre adresse courriel et vos numéros de téléphone.',
            'Pour facturer les appels, assurer l’exactitude de votre solde de minutes, appliquer les coupons et créditer les remises mensuelles.',
            'Pour prévenir la fraude et les abus, et pour assurer la sécurité du service et de votre compte.',
            'Pour répondre à vos questions et régler les problèmes liés à un appel ou à un paiement.',
            'Pour envoyer des messages liés au service, comme la vérification de votre adresse courriel, la réinitialisation du mot de passe et votre message de bienvenue, et, seulement si vous y avez consenti, des offres et des nouvelles.',
            'Pour respecter nos obligations légales, notamment en matière de comptabilité et de fiscalité.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous ne vendons pas vos renseignements personnels, et nous ne les utilisons pas à d’autres fins que celles décrites ici sans votre consentement, sauf si la loi le permet ou l’exige.',
        },
      ],
    },
    {
      id: 'processors',
      heading: 'Fournisseurs de services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous ne communiquons de renseignements personnels qu’aux fournisseurs de services qui nous aident à exploiter le service, et seulement ceux dont chacun a besoin\u00a0:',
        },
        {
          kind: 'list',
          items: [
            [{ strong: 'PayPal' }, '\u00a0: les paiements par compte PayPal et par carte.'],
            [
              { strong: 'Notre fournisseur de traitement des paiements Interac' },
              '\u00a0: les paiements par virement Interac.',
            ],
            [
              { strong: 'Twilio' },
              '\u00a0: l’envoi par message texte des codes de vérification de vos numéros de téléphone.',
            ],
            [
              { strong: 'Notre fournisseur d’envoi de courriels' },
              '\u00a0: l’envoi des courriels liés à votre compte et au service et, si vous y avez consenti, des offres et des nouvelles.',
            ],
            [
              { strong: 'Notre hébergeur' },
              '\u00a0: l’hébergement de notre site Web et de nos bases de données au Canada.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Certains de ces fournisseurs, comme PayPal et Twilio, peuvent traiter des renseignements à l’extérieur du Québec et du Canada, notamment aux États-Unis, où ces renseignements peuvent être accessibles aux autorités en vertu des lois locales. Avant de communiquer des renseignements personnels à l’extérieur du Québec, nous évaluons s’ils bénéficieront d’une protection adéquate, et nos fournisseurs sont tenus par contrat de les protéger et de ne les utiliser que pour nous fournir leurs services.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Durée de conservation de vos renseignements',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous conservons vos renseignements tant que votre compte existe. Vous pouvez supprimer votre compte en tout temps à partir de votre tableau de bord. Il s’agit d’une suppression logique\u00a0: votre compte est désactivé sur-le-champ, toute nouvelle connexion est refusée et vos numéros de téléphone vérifiés sont libérés afin qu’ils ne permettent plus de vous identifier.',
        },
        {
          kind: 'paragraph',
          text: 'Les registres des achats, des paiements, des remboursements et des crédits sont des documents comptables\u00a0: nous les conservons pendant 7 ans, ce qui couvre les durées de conservation exigées par les lois fiscales canadiennes et québécoises. Les autres renseignements sont détruits ou anonymisés lorsqu’ils ne sont plus nécessaires aux fins décrites dans la présente politique ni au respect d’une obligation légale.',
        },
      ],
    },
    {
      id: 'advisor-applications',
      heading: 'Candidatures pour offrir des consultations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lorsque vous posez votre candidature pour offrir des consultations avec nous, nous recueillons ce que demande le formulaire\u00a0:',
        },
        {
          kind: 'list',
          items: [
            [
              { strong: 'Identité et coordonnées' },
              '\u00a0: votre nom, votre adresse courriel, votre province ou territoire, ainsi que votre confirmation d’avoir atteint l’âge de la majorité.',
            ],
            [
              { strong: 'Numéro de téléphone vérifié' },
              '\u00a0: le numéro de cellulaire que vous confirmez au moyen d’un code que nous vous textons. Les codes eux-mêmes sont supprimés dans un délai de 30\u00a0jours.',
            ],
            [
              { strong: 'Votre pratique' },
              '\u00a0: votre expérience, vos spécialités, votre style de consultation, vos langues, votre présentation et vos disponibilités.',
            ],
            [
              { strong: 'Photo et extrait de voix' },
              '\u00a0: votre photo et l’enregistrement que vous téléversez ou faites dans le formulaire.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ces renseignements servent uniquement à évaluer votre candidature et à communiquer avec vous à son sujet. Seul notre personnel y a accès\u00a0: ils ne sont jamais publiés ni montrés à la clientèle.',
        },
        {
          kind: 'paragraph',
          text: 'Si votre candidature est acceptée, elle devient votre compte et votre profil sur notre site. Si elle est refusée, ou si vous la retirez, nous la supprimons, avec votre photo, votre extrait de voix et nos notes à son sujet, 12\u00a0mois après la décision ou le retrait.',
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez retirer votre candidature en tout temps avant notre décision, au moyen du lien qui figure dans le courriel de confirmation que nous vous envoyons au moment où vous postulez.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Vos droits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En vertu de la LPRPDE et de la Loi 25 du Québec, vous avez le droit\u00a0:',
        },
        {
          kind: 'list',
          items: [
            'd’accéder aux renseignements personnels que nous détenons à votre sujet;',
            'de faire rectifier les renseignements inexacts ou incomplets;',
            'de retirer votre consentement à une utilisation de vos renseignements, sous réserve des restrictions légales et contractuelles (par exemple, vous pouvez désactiver les offres et les nouvelles dans votre profil en tout temps);',
            'de recevoir les renseignements informatisés que vous nous avez fournis dans un format technologique structuré et couramment utilisé;',
            'de porter plainte au sujet de la façon dont nous traitons vos renseignements.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Pour exercer l’un de ces droits, écrivez à ',
            supportEmailLink,
            '. Nous pourrions vous demander de confirmer votre identité, et nous vous répondons dans un délai de 30 jours.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de la ',
            { text: 'Commission d’accès à l’information du Québec', href: 'https://www.cai.gouv.qc.ca' },
            ' ou du ',
            {
              text: 'Commissariat à la protection de la vie privée du Canada',
              href: 'https://www.priv.gc.ca',
            },
            '.',
          ],
        },
      ],
    },
    {
      id: 'privacy-officer',
      heading: 'Responsable de la protection des renseignements personnels',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Notre responsable de la protection des renseignements personnels veille à la protection de vos renseignements au sein de ',
            productName,
            '. Vous pouvez joindre cette personne à l’adresse ',
            supportEmailLink,
            ' en indiquant «\u00a0Confidentialité\u00a0» comme objet.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Sécurité',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les mots de passe sont conservés uniquement sous forme de hachages salés\u00a0: personne, pas même notre personnel, ne peut les lire.',
            'Les connexions à notre site Web sont chiffrées (HTTPS), et le témoin de connexion ne peut pas être lu par les scripts exécutés dans la page.',
            'L’accès aux renseignements personnels est limité aux personnes qui en ont besoin pour fournir le service.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Aucun système n’est parfaitement sûr. Si un incident de confidentialité touchant vos renseignements présente un risque de préjudice sérieux, nous vous en aviserons, ainsi que les autorités compétentes, comme l’exige la loi.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Enfants',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Notre service est destiné uniquement aux adultes. Aucune personne de moins de 18 ans ne peut créer de compte, et nous ne recueillons pas sciemment de renseignements personnels auprès de personnes de moins de 18 ans. Si nous apprenons qu’un compte appartient à une personne mineure, nous le fermons.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de la présente politique',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous pouvons mettre à jour la présente politique lorsque nos pratiques ou la loi changent. Nous publierons la nouvelle version sur cette page avec sa date d’entrée en vigueur et, s’il s’agit d’une modification importante, nous vous en aviserons par courriel.',
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
            'Pour toute question sur la présente politique ou sur vos renseignements personnels, écrivez à ',
            supportEmailLink,
            `. Notre service à la clientèle vous répond ${SUPPORT_HOURS}.`,
          ],
        },
      ],
    },
  ],
};
