import { BRAND } from '@app/shared/brand';
import { BUNDLES, DELETE_CONFIRM_WORDS, OTP_LENGTH, TAROT, WELCOME_COUPON_CODE } from '@app/shared/constants';
import { purchase } from '@app/shared/messages/fr/credits';
import { formatMoneyIn } from '@app/shared/rules/language';
import type { LegalDocument } from '../types.ts';
import { CONTENTS_LABEL, EFFECTIVE_DATE, supportEmailLink, supportPhoneLink } from './shared.ts';

const { productName } = BRAND;
const cashbackBundles = BUNDLES.filter((bundle) => bundle.cashbackPercent > 0);
const lowestDiscount = Math.min(...TAROT.discountPercents);
const highestDiscount = Math.max(...TAROT.discountPercents);
/** BRAND.supportHours ('9 AM-9 PM EST'), as Québec writes it. */
const SUPPORT_HOURS = 'de 9 h à 21 h (heure de l’Est)';

export const terms: LegalDocument = {
  subtitle:
    'L’entente qui nous lie lorsque vous utilisez notre site Web et notre service de consultation par téléphone.',
  effectiveDate: EFFECTIVE_DATE,
  contentsLabel: CONTENTS_LABEL,
  intro: [
    {
      kind: 'paragraph',
      text: `Les présentes conditions générales (les «\u00a0Conditions\u00a0») régissent votre utilisation du site Web et du service téléphonique de ${productName}. Veuillez les lire attentivement. Elles expliquent le fonctionnement des minutes prépayées, la façon dont les appels sont facturés et les limites de ce qu’une consultation de voyance peut vous apporter.`,
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Qui nous sommes',
      blocks: [
        {
          kind: 'paragraph',
          text: `${productName} («\u00a0nous\u00a0», «\u00a0notre\u00a0», «\u00a0nos\u00a0») est une entreprise établie à ${BRAND.city}. Nous exploitons une plateforme en ligne qui permet aux clients d’acheter des minutes prépayées et de consulter par téléphone des voyants indépendants.`,
        },
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptation des présentes Conditions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En créant un compte, en achetant des minutes ou en appelant un voyant, vous acceptez les présentes Conditions ainsi que notre Politique de confidentialité. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.',
        },
        {
          kind: 'paragraph',
          text: [
            'Notre ',
            { text: 'Politique de confidentialité', href: '/privacy' },
            ' et notre ',
            { text: 'Politique sur les témoins', href: '/cookies' },
            ' expliquent comment nous traitons vos renseignements personnels et ce que le site Web enregistre dans votre navigateur.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Admissibilité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pour créer un compte, acheter des minutes ou consulter un voyant, vous devez avoir au moins 18 ans et être capable de conclure un contrat qui vous engage. En vous inscrivant, vous confirmez que vous remplissez ces conditions. Nous fermons tout compte dont nous apprenons qu’il appartient à une personne de moins de 18 ans.',
        },
      ],
    },
    {
      id: 'account',
      heading: 'Votre compte',
      blocks: [
        {
          kind: 'list',
          items: [
            'Un compte est nécessaire pour acheter des minutes et pour appeler un voyant.',
            'Vous devez fournir des renseignements exacts et, avant d’utiliser votre compte, confirmer votre adresse courriel au moyen du lien de vérification que nous vous envoyons.',
            'Chaque personne ne peut détenir qu’un seul compte. Les comptes sont personnels\u00a0: ils ne peuvent être ni partagés, ni vendus, ni cédés.',
            'Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité effectuée dans votre compte. Avisez-nous sans délai si vous croyez qu’une autre personne l’a utilisé.',
          ],
        },
      ],
    },
    {
      id: 'phone-verification',
      heading: 'Vérification du numéro de téléphone',
      blocks: [
        {
          kind: 'paragraph',
          text: `Pour appeler un voyant, vous devez ajouter au moins un numéro de téléphone à votre compte et le vérifier à l’aide du code à ${OTP_LENGTH} chiffres que nous envoyons à ce numéro par message texte (texto). Les frais habituels de messagerie texte et de données de votre fournisseur de services sans fil peuvent s’appliquer.`,
        },
        {
          kind: 'paragraph',
          text: 'Lorsque vous appelez, nous vous identifions par le numéro vérifié à partir duquel vous appelez, et les minutes de l’appel sont déduites du solde du compte auquel ce numéro appartient. Un numéro de téléphone ne peut être vérifié que dans un seul compte. Protégez l’accès à votre téléphone et retirez de votre tableau de bord tout numéro que vous n’utilisez plus.',
        },
      ],
    },
    {
      id: 'prepaid-credits',
      heading: 'Crédits prépayés',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les crédits sont des minutes de consultation prépayées. Ils sont vendus dans les forfaits suivants, qui comprennent chacun des minutes offertes en cadeau\u00a0:',
        },
        {
          kind: 'list',
          items: BUNDLES.map((bundle) => [
            { strong: purchase.bundleNames[bundle.id] },
            `\u00a0: ${bundle.minutes} minutes, plus ${bundle.gift} minutes en cadeau, pour ${formatMoneyIn('fr', bundle.priceInCents)}, taxes en sus.`,
          ]),
        },
        {
          kind: 'paragraph',
          text: 'Les prix sont en dollars canadiens. La taxe sur les produits et services (TPS, 5\u00a0%) et la taxe de vente du Québec (TVQ, 9,975\u00a0%) s’ajoutent au prix au moment du paiement, et le total vous est indiqué avant que vous payiez.',
        },
        {
          kind: 'list',
          items: [
            'Les crédits n’expirent jamais.',
            'Les crédits ne sont pas de l’argent. Sauf dans le cas des remboursements prévus dans les présentes Conditions, ils ne peuvent pas être échangés contre de l’argent.',
            'Les crédits ne sont pas transférables\u00a0: ils ne peuvent être ni donnés, ni vendus, ni transférés à un autre compte.',
          ],
        },
      ],
    },
    {
      id: 'billing',
      heading: 'Facturation des appels',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les minutes ne sont déduites que pendant que vous êtes en communication avec un voyant. Le temps que vous prenez pour composer le poste du voyant n’est pas compté.',
            'Toute minute entamée est facturée comme une minute complète\u00a0: la durée d’un appel est arrondie à la minute entière supérieure. Par exemple, un appel de 4 minutes et 10 secondes utilise 5 minutes.',
            'Un appel est limité aux minutes de votre solde. Lorsque votre solde est épuisé, l’appel prend fin; vous pouvez alors acheter d’autres minutes et rappeler.',
            'Votre tableau de bord indique votre solde ainsi que l’historique de vos appels et de vos achats.',
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Coupons et promotions',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Le coupon de bienvenue ',
              { code: WELCOME_COUPON_CODE },
              ' donne droit à une réduction de 25\u00a0% sur le prix de votre premier achat. Il ne peut plus être utilisé une fois que vous avez effectué un achat payé.',
            ],
            `Les coupons gagnés à notre jeu de tarot hebdomadaire donnent droit à une réduction de ${lowestDiscount}\u00a0% à ${highestDiscount}\u00a0%, ne peuvent être utilisés qu’une seule fois et sont valides pendant ${TAROT.couponValidDays} jours à compter du moment où ils sont gagnés.`,
            'Un seul coupon peut être appliqué par achat. La réduction s’applique au prix du forfait, et les taxes sont calculées sur le prix réduit.',
            'Les coupons n’ont aucune valeur monétaire et ne peuvent pas être échangés contre de l’argent. Nous pouvons mettre fin à une promotion en tout temps; cela n’a aucun effet sur un achat déjà effectué avec un coupon valide.',
          ],
        },
      ],
    },
    {
      id: 'cashback',
      heading: 'Remise en argent mensuelle',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’achat des forfaits suivants donne droit à une remise en argent mensuelle, versée en minutes bonis et calculée sur les minutes du forfait (minutes en cadeau exclues)\u00a0:',
        },
        {
          kind: 'list',
          items: cashbackBundles.map(
            (bundle) => `${purchase.bundleNames[bundle.id]}\u00a0: ${bundle.cashbackPercent}\u00a0%`,
          ),
        },
        {
          kind: 'paragraph',
          text: 'Au début de chaque mois, nous ajoutons à votre solde la remise accumulée sur vos achats payés du mois civil précédent (heure de l’Est), arrondie à la minute entière inférieure. Les achats remboursés, contrepassés ou impayés ne donnent droit à aucune remise. Les minutes bonis sont soumises aux mêmes règles que les autres crédits, mais elles n’ont aucune valeur monétaire et ne sont pas remboursables.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Paiements',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vous pouvez payer avec PayPal, y compris par carte de crédit ou de débit par l’intermédiaire de PayPal, ou par virement Interac par l’intermédiaire de notre fournisseur de traitement des paiements. Les données de votre carte et vos renseignements bancaires sont saisis auprès de PayPal ou du fournisseur de traitement Interac\u00a0: nous ne voyons et ne conservons jamais votre numéro de carte ni vos identifiants de services bancaires en ligne.',
        },
        {
          kind: 'paragraph',
          text: 'Vos minutes sont ajoutées à votre solde dès que le paiement est confirmé par le fournisseur de paiement. La confirmation d’un virement Interac peut prendre quelques minutes.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Remboursements',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Vous pouvez demander le remboursement des crédits inutilisés d’un achat dans les 30 jours suivant cet achat, en écrivant à ',
              supportEmailLink,
              '. Veuillez indiquer l’adresse courriel de votre compte et la date de l’achat.',
            ],
            'Les remboursements sont effectués au moyen du mode de paiement utilisé lors de l’achat, et les minutes remboursées sont retirées de votre solde. Les minutes en cadeau, les minutes de remise et les réductions obtenues grâce aux coupons n’ont aucune valeur monétaire et ne sont pas remboursées.',
            'Si un paiement est contrepassé, annulé ou fait l’objet d’une rétrofacturation par l’intermédiaire de PayPal, de l’émetteur de votre carte ou de votre banque, les minutes créditées pour ce paiement sont retirées de votre solde.',
            'Rien dans la présente section ne limite le droit à un remboursement ou les recours dont vous disposez en vertu des lois sur la protection du consommateur qui s’appliquent à vous.',
          ],
        },
      ],
    },
    {
      id: 'nature-of-service',
      heading: 'Divertissement et orientation personnelle seulement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les consultations de voyance sont offertes à des fins de divertissement et d’orientation personnelle. Elles ne constituent ni des conseils médicaux, psychologiques, juridiques ou financiers, ni d’autres conseils professionnels, et ne doivent pas remplacer de tels conseils. Consultez toujours un professionnel qualifié pour toute question de santé, toute question juridique ou financière, ou toute autre question importante.',
        },
        {
          kind: 'paragraph',
          text: 'Personne ne peut prédire l’avenir avec certitude. Nous ne faisons aucune promesse et ne donnons aucune garantie quant à l’exactitude d’une consultation ou à quelque résultat que ce soit, et les décisions que vous prenez demeurent les vôtres.',
        },
        {
          kind: 'paragraph',
          text: 'Si vous êtes en détresse ou si vous pensez au suicide, appelez ou textez le 9-8-8 (Ligne d’aide en cas de crise de suicide) en tout temps. En cas d’urgence, composez le 9-1-1.',
        },
      ],
    },
    {
      id: 'advisors',
      heading: 'Voyants indépendants',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les voyants sont des praticiens indépendants. Ils ne sont ni nos employés ni nos mandataires, et les opinions qu’ils expriment pendant une consultation leur sont propres. Les profils, les disponibilités et les postes des voyants peuvent changer en tout temps.',
        },
        {
          kind: 'paragraph',
          text: [
            'Si vous êtes voyant et souhaitez vous joindre à notre plateforme, vous pouvez ',
            { text: 'soumettre votre candidature en ligne', href: BRAND.expertApplicationUrl ?? '/apply' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Utilisation acceptable',
      blocks: [
        { kind: 'paragraph', text: 'Lorsque vous utilisez le service, vous vous engagez à ne pas\u00a0:' },
        {
          kind: 'list',
          items: [
            'harceler, menacer, insulter ou maltraiter un voyant ou un membre de notre personnel;',
            'enregistrer un appel sans le consentement du voyant;',
            'utiliser un numéro de téléphone, un mode de paiement ou un compte qui ne vous appartient pas;',
            'créer plus d’un compte, ni faire un usage abusif des coupons, des promotions ou du jeu de tarot;',
            'utiliser le service à des fins illégales;',
            'perturber le site Web ou notre système téléphonique, ni porter atteinte à la sécurité de l’un ou de l’autre.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous pouvons suspendre ou fermer un compte qui contrevient aux présentes Conditions. Lorsque la loi le permet, nous pouvons également annuler les coupons ou les crédits obtenus par fraude ou de façon abusive.',
        },
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Suppression de votre compte',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Vous pouvez supprimer votre compte en tout temps à partir de votre ',
            { text: 'tableau de bord', href: '/dashboard' },
            ` en choisissant «\u00a0Supprimer mon compte\u00a0» et en tapant ${DELETE_CONFIRM_WORDS.fr} pour confirmer.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'La suppression désactive votre compte immédiatement\u00a0: votre session est fermée, toute nouvelle connexion est refusée et vos numéros de téléphone vérifiés sont libérés. Nous conservons les documents que la loi nous oblige à garder, comme l’explique notre Politique de confidentialité. La suppression de votre compte n’entraîne pas à elle seule le remboursement des crédits inutilisés\u00a0: si vous avez droit à un remboursement, veuillez le demander avant de supprimer votre compte.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation de responsabilité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dans toute la mesure permise par la loi, nous ne sommes pas responsables des décisions que vous prenez sur la foi d’une consultation, de ce qu’un voyant dit pendant une consultation, ni des interruptions causées par les réseaux téléphoniques, les fournisseurs d’accès Internet ou d’autres services qui échappent à notre contrôle raisonnable. Notre responsabilité totale à l’égard de toute réclamation liée au service est limitée au montant que vous nous avez payé au cours des douze mois précédant la réclamation.',
        },
        {
          kind: 'paragraph',
          text: 'Rien dans les présentes Conditions n’exclut ni ne limite une responsabilité qui ne peut être exclue ou limitée par la loi, ni aucun droit dont vous disposez à titre de consommateur, notamment en vertu de la Loi sur la protection du consommateur du Québec.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Droit applicable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les présentes Conditions sont régies par les lois de la province de Québec et par les lois fédérales du Canada qui s’y appliquent. Sous réserve de tout droit dont vous disposez à titre de consommateur d’intenter une action devant les tribunaux de votre lieu de résidence, les tribunaux du district judiciaire de Montréal sont compétents pour trancher tout litige relatif aux présentes Conditions ou au service.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications des présentes Conditions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous pouvons mettre à jour les présentes Conditions, par exemple lorsque nous ajoutons une fonctionnalité ou lorsque la loi change. Nous publierons la nouvelle version sur cette page avec sa date d’entrée en vigueur et, s’il s’agit d’une modification importante, nous vous en aviserons par courriel au moins 30 jours avant son entrée en vigueur. Une modification ne s’applique jamais à un achat effectué avant son entrée en vigueur. Si vous n’acceptez pas une modification, vous pouvez supprimer votre compte et, si vous y avez droit, demander un remboursement.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Nous joindre',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Courriel\u00a0: ', supportEmailLink, `, service à la clientèle ${SUPPORT_HOURS}`],
            [
              'Téléphone pour les consultations\u00a0: ',
              supportPhoneLink,
              ' (24 heures sur 24, 7 jours sur 7)',
            ],
            `${productName}, ${BRAND.city}`,
          ],
        },
      ],
    },
  ],
};
