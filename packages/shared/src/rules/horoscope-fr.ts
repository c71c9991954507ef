/**
 * The French phrase corpus of the built-in horoscope, entry for entry beside the English one in horoscope.ts.
 * An opening (a full clause ending with a comma) and a theme (a linked clause ending with a period) are joined
 * with a space; every opening reads correctly with every theme. Themes avoid « aujourd’hui » and « journée »
 * so a sentence never repeats them. Closings keep the {{n}} token.
 */
export const FRENCH_HOROSCOPE_PHRASES = {
  openings: [
    'La Lune traverse aujourd’hui une zone méditative de votre thème astral,',
    'Un léger changement dans le ciel vous parvient ce matin,',
    'Vénus prête une douce chaleur à votre journée,',
    'Mercure aiguise aujourd’hui vos paroles et votre instinct,',
    'Mars éveille votre ambition dès les premières heures du jour,',
    'Jupiter ouvre une porte que vous ne remarquiez plus,',
    'Saturne vous demande une patience qu’il saura récompenser,',
    'Le Soleil illumine un coin de votre vie qui attendait votre attention,',
  ],
  themes: [
    'ce qui vous invite à écouter de plus près ce que votre cœur sait déjà.',
    'si bien qu’une conversation que vous repoussez depuis un moment pourrait se dérouler plus facilement que prévu.',
    'ce qui apporte de la clarté à une décision liée au travail ou à l’argent.',
    'et le moment est propice pour renouer avec une personne de votre passé.',
    'et les petits gestes de bonté vous seront rendus deux fois plutôt qu’une.',
    'signe qu’il est temps de vous reposer avant de relever le prochain défi.',
    'alors laissez-vous guider par les coïncidences qui croisent votre chemin.',
    'ce qui vous encourage à vous fixer une intention claire et à la suivre jusqu’au bout.',
  ],
  advice: [
    'Notez la première idée qui vous vient au réveil : elle porte un message.',
    'Acceptez une invitation que vous refuseriez d’habitude.',
    'Prévoyez une soirée toute simple et laissez la journée retomber doucement.',
    'Une courte promenade dehors vous aidera à voir une situation sous un nouvel angle.',
    'Donnez généreusement de votre temps, mais protégez votre énergie.',
    'Laissez tomber une inquiétude qui ne vous appartient pas.',
    'Préférez une solution pratique à une solution parfaite.',
    'Exprimez vos sentiments avec franchise : le moment favorise la sincérité.',
  ],
  closings: [
    'Couleur chanceuse : violet profond. Numéro chanceux : {{n}}.',
    'Couleur chanceuse : or doux. Numéro chanceux : {{n}}.',
    'Couleur chanceuse : vert d’eau. Numéro chanceux : {{n}}.',
    'Couleur chanceuse : bleu nuit. Numéro chanceux : {{n}}.',
    'Couleur chanceuse : rose. Numéro chanceux : {{n}}.',
    'Couleur chanceuse : argent. Numéro chanceux : {{n}}.',
  ],
} as const;
