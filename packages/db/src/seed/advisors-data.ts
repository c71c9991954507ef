/**
 * Demo advisors seeded into a fresh database. The agentId is also the phone extension; portraits and
 * voice introductions for each one live in packages/db/assets/advisors/<agentId>.{svg,wav} and are
 * generated from this list by the scripts in packages/db/scripts.
 */

type Weekday = 'Sun' | 'Mon' | 'Tues' | 'Wed' | 'Thu' | 'Fri' | 'Sat';
type Slot = { from: string; to: string };

export interface AdvisorSeed {
  agentId: number;
  name: string;
  gender: 'female' | 'male';
  description: string;
  /** The same presentation in Québec French, for the French pages. */
  descriptionFr: string;
  schedule: Record<Weekday, Slot[]> | null;
  status: 'available' | 'busy' | 'offline';
  availTime: number;
  availTimeStr: string;
  phoneNumber: string;
  voiceScript: string;
}

const slot = (from: string, to: string): Slot => ({ from, to });

// Shared shifts: a day holds no entry, a morning entry, or a morning and an evening entry.
const MORNING = slot('9:00 AM', '1:00 PM');
const LATE_MORNING = slot('10:00 AM', '2:00 PM');
const DAY = slot('8:00 AM', '12:00 PM');
const MIDDAY = slot('11:00 AM', '3:00 PM');
const AFTERNOON = slot('1:00 PM', '5:00 PM');
const EVENING = slot('6:00 PM', '10:00 PM');
const LATE_EVENING = slot('7:00 PM', '11:00 PM');
const NIGHT_OPEN = slot('8:00 PM', 'Varies');

export const ADVISOR_SEEDS: AdvisorSeed[] = [
  {
    agentId: 1001,
    name: 'Amélie Rousseau',
    gender: 'female',
    description:
      'Amélie has been reading the tarot for eighteen years, first for friends in her Plateau kitchen and now for clients across Canada. She works with the Rider-Waite and Marseille decks and is known for readings that are gentle, clear and grounded in everyday life.\n\n' +
      'Her speciality is love and relationships: new connections, long partnerships, breakups and the quiet questions in between. Amélie will tell you what the cards show, including the parts that are harder to hear, and always leaves room for your own choices.\n\n' +
      'She reads in English and French.',
    descriptionFr:
      'Amélie lit le tarot depuis dix-huit ans, d’abord pour ses amis, dans sa cuisine du Plateau, et aujourd’hui pour des clients de partout au Canada. Elle travaille avec le Rider-Waite et le tarot de Marseille, et ses lectures sont reconnues pour leur douceur, leur clarté et leur sens du concret.\n\n' +
      'Sa spécialité, c’est l’amour et les relations\u00a0: les nouvelles rencontres, les longues relations, les ruptures et toutes les questions plus discrètes entre les deux. Amélie vous dira ce que montrent les cartes, y compris ce qui est plus difficile à entendre, et laisse toujours de la place à vos propres choix.\n\n' +
      'Elle donne ses consultations en français et en anglais.',
    schedule: {
      Sun: [],
      Mon: [MORNING, EVENING],
      Tues: [MORNING, EVENING],
      Wed: [MORNING],
      Thu: [MORNING, EVENING],
      Fri: [MORNING, EVENING],
      Sat: [LATE_MORNING],
    },
    status: 'available',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550101',
    voiceScript:
      "Bonjour, I'm Amélie. I've read the tarot for eighteen years, mostly about love and the choices that come with it. Call me, and let's look at your cards together.",
  },
  {
    agentId: 1002,
    name: 'Mystic Jonah',
    gender: 'male',
    description:
      'Jonah discovered his clairvoyant gift as a teenager in Sudbury and has given readings professionally for twenty-two years. He reads energy first, then confirms what he senses with a simple three-card spread, so you hear both his impressions and the cards behind them.\n\n' +
      'Callers come to him when they feel stuck: a move, a job offer, a relationship that has gone quiet. His style is calm, direct and unhurried, and he is a natural night owl, so late evenings are often the easiest time to reach him.',
    descriptionFr:
      'Jonah a découvert son don de clairvoyance à l’adolescence, à Sudbury, et donne des consultations de façon professionnelle depuis vingt-deux ans. Il lit d’abord les énergies, puis confirme ce qu’il ressent avec un tirage simple de trois cartes\u00a0: vous entendez ainsi à la fois ses impressions et les cartes qui les appuient.\n\n' +
      'On l’appelle quand tout semble bloqué\u00a0: un déménagement, une offre d’emploi, une relation devenue silencieuse. Son style est calme, direct et posé, et comme c’est un vrai couche-tard, c’est souvent en fin de soirée qu’il est le plus facile à joindre.',
    schedule: {
      Sun: [LATE_MORNING],
      Mon: [],
      Tues: [MIDDAY, NIGHT_OPEN],
      Wed: [MIDDAY, NIGHT_OPEN],
      Thu: [MIDDAY, NIGHT_OPEN],
      Fri: [MIDDAY, NIGHT_OPEN],
      Sat: [slot('12:00 PM', '4:00 PM'), NIGHT_OPEN],
    },
    status: 'busy',
    availTime: 754,
    availTimeStr: '12:34',
    phoneNumber: '+15145550102',
    voiceScript:
      "Hello, this is Jonah. I read energy and confirm what I sense with the cards, so you always know where my answers come from. If something feels stuck, let's talk it through.",
  },
  {
    agentId: 1003,
    name: 'Geneviève Tremblay',
    gender: 'female',
    description:
      'Geneviève is an evidential medium from the Saguenay who has been connecting clients with loved ones in spirit for over fifteen years. She begins every session by sharing details she receives, names, places, small habits, so you can judge the connection for yourself.\n\n' +
      'Her readings are compassionate and unhurried, and she is especially gifted with grief that has not yet found its words. Many clients call her around anniversaries and holidays, simply to feel close again.\n\n' +
      'Sessions in French or English.',
    descriptionFr:
      'Geneviève, médium du Saguenay, met ses clients en lien avec leurs proches dans l’au-delà depuis plus de quinze ans. Sa médiumnité s’appuie sur des preuves\u00a0: elle commence chaque consultation en vous transmettant les détails qu’elle reçoit, des noms, des lieux, de petites habitudes, pour que vous puissiez juger vous-même du contact.\n\n' +
      'Ses consultations sont empreintes de compassion et prennent le temps qu’il faut, et elle sait tout particulièrement accompagner un deuil qui n’a pas encore trouvé ses mots. Beaucoup de clients l’appellent à l’approche d’un anniversaire ou du temps des Fêtes, simplement pour se sentir près de ceux qui sont partis.\n\n' +
      'Consultations en français ou en anglais.',
    schedule: {
      Sun: [LATE_MORNING],
      Mon: [DAY, AFTERNOON],
      Tues: [DAY, AFTERNOON],
      Wed: [DAY, AFTERNOON],
      Thu: [DAY],
      Fri: [DAY, AFTERNOON],
      Sat: [],
    },
    status: 'available',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550103',
    voiceScript:
      "Hello, I'm Geneviève, a medium. I share the details I receive from spirit so you can recognise your loved ones yourself. I'm here when you're ready.",
  },
  {
    agentId: 1004,
    name: 'Priya Sandhu',
    gender: 'female',
    description:
      'Priya grew up in Brampton learning Vedic astrology from her grandmother, then trained in Western astrology in Toronto. For twelve years she has blended both traditions to read birth charts, transits and the timing of important decisions.\n\n' +
      'Have your date, time and place of birth ready and she will walk you through what the current sky is highlighting for you, from career cycles to relationship patterns. Practical, warm and precise, Priya likes to end every reading with one clear next step.',
    descriptionFr:
      'Priya a grandi à Brampton, où sa grand-mère lui a enseigné l’astrologie védique, puis elle s’est formée à l’astrologie occidentale à Toronto. Depuis douze ans, elle marie les deux traditions pour lire les thèmes de naissance, les transits et le bon moment pour prendre une décision importante.\n\n' +
      'Ayez sous la main votre date, votre heure et votre lieu de naissance\u00a0: elle vous expliquera ce que le ciel d’aujourd’hui met en lumière pour vous, des cycles de carrière aux tendances qui se répètent dans vos relations. Pratique, chaleureuse et précise, Priya aime terminer chaque consultation par une prochaine étape claire.',
    schedule: {
      Sun: [],
      Mon: [LATE_MORNING, LATE_EVENING],
      Tues: [LATE_MORNING, LATE_EVENING],
      Wed: [LATE_MORNING, LATE_EVENING],
      Thu: [LATE_MORNING, LATE_EVENING],
      Fri: [LATE_MORNING],
      Sat: [LATE_MORNING, LATE_EVENING],
    },
    status: 'available',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550104',
    voiceScript:
      "Hi, I'm Priya. I read birth charts using both Vedic and Western astrology. Have your birth date, time and place handy, and let's see what the sky is saying.",
  },
  {
    agentId: 1005,
    name: 'Claire Whitfield',
    gender: 'female',
    description:
      'Claire is an angel card reader and Reiki practitioner from Halifax with ten years of experience. Her sessions feel like a conversation with a wise friend: she draws from her angel and oracle decks and explains each message in plain, reassuring language.\n\n' +
      'She is a good choice when you feel overwhelmed or need encouragement through a period of change, such as a new baby, a diagnosis in the family or a fresh start in a new city. Claire never rushes a call and is happy to help you put your question into words.',
    descriptionFr:
      'Claire lit les cartes des anges et pratique le reiki à Halifax depuis dix ans. Ses consultations ressemblent à une conversation avec une amie pleine de sagesse\u00a0: elle tire ses cartes des anges et ses cartes oracle, puis explique chaque message avec des mots simples et rassurants.\n\n' +
      'C’est un bon choix quand tout vous semble trop lourd ou que vous avez besoin d’encouragement pendant une période de changement, comme l’arrivée d’un bébé, un diagnostic dans la famille ou un nouveau départ dans une autre ville. Claire prend toujours le temps qu’il faut au téléphone et vous aide volontiers à formuler votre question.',
    schedule: {
      Sun: [MORNING],
      Mon: [MORNING, AFTERNOON],
      Tues: [],
      Wed: [MORNING, AFTERNOON],
      Thu: [MORNING, AFTERNOON],
      Fri: [MORNING],
      Sat: [MORNING],
    },
    status: 'offline',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550105',
    voiceScript:
      "Hi there, I'm Claire. I work with angel and oracle cards, and my readings are gentle and encouraging. If you're going through a change, I'd love to help you find your footing.",
  },
  {
    agentId: 1006,
    name: 'Marc-André Gagnon',
    gender: 'male',
    description:
      'Marc-André spent fifteen years in human resources before turning full-time to numerology and career readings. He calculates your life path, expression and personal year numbers during the call and uses them to look at work, money and timing.\n\n' +
      'Clients appreciate his structured approach: he explains how he reaches each number, then connects it to the decision in front of you, whether that is a promotion, a career change or starting a business. Down to earth, with a good sense of humour.',
    descriptionFr:
      'Marc-André a passé quinze ans en ressources humaines avant de se consacrer à temps plein à la numérologie et aux consultations de carrière. Pendant l’appel, il calcule votre chemin de vie, votre nombre d’expression et votre année personnelle, et s’en sert pour éclairer le travail, l’argent et le bon moment pour agir.\n\n' +
      'Ses clients apprécient son approche structurée\u00a0: il explique comment il arrive à chaque nombre, puis le relie à la décision qui se présente à vous, qu’il s’agisse d’une promotion, d’un changement de carrière ou du lancement d’une entreprise. Terre à terre, avec un bon sens de l’humour.',
    schedule: {
      Sun: [],
      Mon: [DAY, AFTERNOON],
      Tues: [DAY, AFTERNOON],
      Wed: [DAY, AFTERNOON],
      Thu: [DAY, AFTERNOON],
      Fri: [DAY, AFTERNOON],
      Sat: [],
    },
    status: 'available',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550106',
    voiceScript:
      "Hi, Marc-André here. I use numerology to look at career, money and timing. Tell me your birth date and the decision in front of you, and we'll work out the numbers together.",
  },
  {
    agentId: 1007,
    name: 'Luna Delorme',
    gender: 'female',
    description:
      'Luna has kept a dream journal since she was nine and has interpreted dreams for clients for eleven years. She treats each dream as a personal language, looking at symbols, feelings and what is happening in your waking life, rather than relying on a one-size-fits-all dictionary.\n\n' +
      'Recurring dreams, vivid nightmares and dreams about people who have passed are all welcome. Luna is also an intuitive tarot reader and often pulls a card to close the session.\n\n' +
      'Her hours follow the moon rather than the clock, so watch for her status to turn green.',
    descriptionFr:
      'Luna tient un journal de rêves depuis l’âge de neuf ans et interprète les rêves de ses clients depuis onze ans. Elle aborde chaque rêve comme un langage personnel\u00a0: elle s’attarde aux symboles, aux émotions et à ce qui se passe dans votre vie éveillée, plutôt que de s’en remettre à un dictionnaire des rêves universel.\n\n' +
      'Rêves récurrents, cauchemars saisissants, rêves où apparaissent des personnes disparues\u00a0: tous sont les bienvenus. Luna lit aussi le tarot de façon intuitive et tire souvent une carte pour conclure la consultation.\n\n' +
      'Ses heures suivent la lune plutôt que l’horloge\u00a0: surveillez le moment où son statut passe au vert.',
    schedule: null,
    status: 'offline',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550107',
    voiceScript:
      "Hello, I'm Luna. Dreams are a personal language, and I help you understand yours. Whether it's a recurring dream or one that stayed with you, tell me about it.",
  },
  {
    agentId: 1008,
    name: "Maeve O'Sullivan",
    gender: 'female',
    description:
      "Maeve grew up in St. John's, Newfoundland, where her aunt taught her to read tea leaves and work with the pendulum. Twenty years later, she combines pendulum dowsing with the Celtic Cross spread for focused yes-or-no questions and the bigger picture around them.\n\n" +
      "She is warm, quick and refreshingly honest, with a storyteller's gift for making the cards easy to follow. Callers often come to her with questions about family, home and moves, and leave with a clearer sense of what is in their hands.",
    descriptionFr:
      'Maeve a grandi à St. John’s, à Terre-Neuve, où sa tante lui a appris à lire les feuilles de thé et à travailler avec le pendule. Vingt ans plus tard, elle combine le pendule et le tirage de la croix celtique, autant pour les questions précises, auxquelles on répond par oui ou par non, que pour la vue d’ensemble qui les entoure.\n\n' +
      'Chaleureuse, vive et d’une franchise rafraîchissante, elle a un talent de conteuse qui rend les cartes faciles à suivre. On l’appelle souvent pour des questions de famille, de maison ou de déménagement, et on raccroche avec une idée plus claire de ce qui dépend de soi.',
    schedule: {
      Sun: [LATE_MORNING, EVENING],
      Mon: [LATE_MORNING, EVENING],
      Tues: [LATE_MORNING, EVENING],
      Wed: [],
      Thu: [LATE_MORNING, EVENING],
      Fri: [LATE_MORNING, NIGHT_OPEN],
      Sat: [LATE_MORNING, NIGHT_OPEN],
    },
    status: 'busy',
    availTime: 312,
    availTimeStr: '5:12',
    phoneNumber: '+15145550108',
    voiceScript:
      "Hello there, it's Maeve. I work with the pendulum and the Celtic Cross for clear answers and the bigger picture behind them. Give me a call.",
  },
  {
    agentId: 1009,
    name: 'Théo Lavoie',
    gender: 'male',
    description:
      'Théo is a tarot reader from Québec City who focuses on career, studies and creative projects. In his nine years of practice he has read for students choosing a program, artists weighing an offer and professionals ready for a change.\n\n' +
      'He reads with the Thoth deck and has a lively, modern style: clear explanations, no jargon and a practical plan by the end of the call. Théo reads in French and English.',
    descriptionFr:
      'Théo est un tarologue de la ville de Québec qui se concentre sur la carrière, les études et les projets créatifs. En neuf ans de pratique, il a fait des lectures pour des étudiants qui choisissaient un programme, des artistes qui soupesaient une offre et des professionnels prêts pour un changement.\n\n' +
      'Il lit avec le tarot de Thoth et a un style vivant et moderne\u00a0: des explications claires, aucun jargon et un plan concret à la fin de l’appel. Théo donne ses consultations en français et en anglais.',
    schedule: {
      Sun: [MIDDAY],
      Mon: [],
      Tues: [MIDDAY, LATE_EVENING],
      Wed: [MIDDAY, LATE_EVENING],
      Thu: [MIDDAY, LATE_EVENING],
      Fri: [MIDDAY],
      Sat: [MIDDAY, LATE_EVENING],
    },
    status: 'offline',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550109',
    voiceScript:
      "Salut, I'm Théo. I read the tarot for career, studies and creative projects. Let's turn your question into a clear plan.",
  },
  {
    agentId: 1010,
    name: 'Mei Lin Chen',
    gender: 'female',
    description:
      'Mei Lin is an energy reader based in Vancouver with thirteen years of experience. She tunes into the energy around you and your question, then describes what she senses in simple images: where things feel blocked, where they flow and what is ready to move.\n\n' +
      'Many clients call her before big decisions or when they feel drained without knowing why. Her voice is calm and her pace is slow on purpose, so the reading itself becomes a moment to breathe.',
    descriptionFr:
      'Mei Lin lit les énergies à Vancouver depuis treize ans. Elle se met à l’écoute de l’énergie qui vous entoure, vous et votre question, puis décrit ce qu’elle perçoit en images simples\u00a0: là où ça bloque, là où ça circule et ce qui est prêt à bouger.\n\n' +
      'Beaucoup de clients l’appellent avant une grande décision, ou quand ils se sentent vidés sans savoir pourquoi. Sa voix est calme et son rythme, volontairement lent, si bien que la consultation devient en elle-même un moment pour respirer.',
    schedule: {
      Sun: [MORNING, AFTERNOON],
      Mon: [MORNING, AFTERNOON],
      Tues: [MORNING],
      Wed: [MORNING, AFTERNOON],
      Thu: [],
      Fri: [MORNING, AFTERNOON],
      Sat: [MORNING, AFTERNOON],
    },
    status: 'available',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550110',
    voiceScript:
      "Hello, I'm Mei Lin. I read the energy around you and your question, and describe what I sense in simple images. Take a breath, and call when you're ready.",
  },
  {
    agentId: 1011,
    name: 'Nadia Haddad',
    gender: 'female',
    description:
      'Nadia is a Montréal clairvoyant and love specialist with sixteen years of experience. Raised in a Lebanese family where coffee-cup readings were part of every visit, she now reads with tarot and her own intuition to explore attraction, compatibility and the future of a relationship.\n\n' +
      'She is known for her warmth and her frankness: Nadia will tell you what she sees, even when it is not what you hoped, and she always helps you understand your own part in the story.\n\n' +
      'Readings in English, French and Arabic.',
    descriptionFr:
      'Nadia est une voyante de Montréal spécialisée en amour, qui compte seize ans d’expérience. Elle a grandi dans une famille libanaise où la lecture du marc de café faisait partie de chaque visite; aujourd’hui, elle s’appuie sur le tarot et sur sa propre intuition pour explorer l’attirance, la compatibilité et l’avenir d’une relation.\n\n' +
      'On la connaît pour sa chaleur et sa franchise\u00a0: Nadia vous dira ce qu’elle voit, même si ce n’est pas ce que vous espériez, et elle vous aide toujours à comprendre votre propre rôle dans l’histoire.\n\n' +
      'Consultations en français, en anglais et en arabe.',
    schedule: {
      Sun: [],
      Mon: [LATE_MORNING, EVENING],
      Tues: [LATE_MORNING, EVENING],
      Wed: [LATE_MORNING, EVENING],
      Thu: [LATE_MORNING, EVENING],
      Fri: [LATE_MORNING, EVENING],
      Sat: [LATE_MORNING],
    },
    status: 'busy',
    availTime: 1385,
    availTimeStr: '23:05',
    phoneNumber: '+15145550111',
    voiceScript:
      "Hi, I'm Nadia. I read love and relationships with the tarot and my intuition, and I'll always tell you honestly what I see. Call me when your heart has a question.",
  },
  {
    agentId: 1012,
    name: 'Raphaël Bélanger',
    gender: 'male',
    description:
      'Raphaël is a medium and spirit-guide reader from the Eastern Townships with nineteen years of experience. He first connects with your guides, then with loved ones who come forward, and passes on their messages quietly and precisely.\n\n' +
      'His readings have a gentle, almost meditative rhythm. He takes calls when he feels the connection is clear, so his hours change from week to week; if he is online, he is ready to listen.',
    descriptionFr:
      'Raphaël, médium et lecteur de guides spirituels des Cantons-de-l’Est, compte dix-neuf ans d’expérience. Il entre d’abord en contact avec vos guides, puis avec les êtres chers qui se manifestent, et transmet leurs messages avec calme et précision.\n\n' +
      'Ses consultations ont un rythme doux, presque méditatif. Il prend des appels quand il sent que le lien est clair, si bien que ses heures changent d’une semaine à l’autre\u00a0: s’il est en ligne, il est prêt à vous écouter.',
    schedule: null,
    status: 'offline',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550112',
    voiceScript:
      "Bonsoir, I'm Raphaël. I connect with your spirit guides and the loved ones who come forward, and I pass on their messages gently. I'm here to listen.",
  },
  {
    agentId: 1013,
    name: 'Rosalie Côté',
    gender: 'female',
    description:
      'Rosalie is an animal communicator from the Laurentians who has worked with pets and their people for eight years. From a short description and a few details about your animal, she tunes into your companion to share how they feel, what they need and, for animals who have passed, the messages they leave behind.\n\n' +
      'She is patient, funny and deeply fond of every creature, from anxious rescue dogs to very opinionated cats. Rosalie reminds callers that her readings complement, and never replace, the advice of a veterinarian.',
    descriptionFr:
      'Rosalie, communicatrice animalière des Laurentides, accompagne les animaux et leurs humains depuis huit ans. À partir d’une courte description et de quelques détails sur votre animal, elle se met à l’écoute de votre compagnon pour vous dire comment il se sent, ce dont il a besoin et, pour les animaux qui nous ont quittés, les messages qu’ils laissent derrière eux.\n\n' +
      'Patiente, drôle et profondément attachée à toutes les bêtes, des chiens de refuge anxieux aux chats qui ont une opinion bien arrêtée sur tout, Rosalie rappelle que ses consultations complètent les conseils d’un vétérinaire, sans jamais les remplacer.',
    schedule: {
      Sun: [MORNING],
      Mon: [MORNING, AFTERNOON],
      Tues: [MORNING, AFTERNOON],
      Wed: [MORNING, AFTERNOON],
      Thu: [MORNING, AFTERNOON],
      Fri: [MORNING],
      Sat: [],
    },
    status: 'available',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550113',
    voiceScript:
      "Hi, I'm Rosalie, an animal communicator. Tell me about your dog, cat or horse, and I'll share what they want you to know.",
  },
  {
    agentId: 1014,
    name: 'Daniel Okafor',
    gender: 'male',
    description:
      'Daniel is a Winnipeg astrologer and tarot reader with fourteen years of experience. Trained as an engineer, he brings a methodical eye to your chart and reads the planets as cycles and tendencies, never as fixed fate.\n\n' +
      'He is a favourite for questions about life direction, timing and turning points, such as a big move, a return to school or a new chapter after forty. Calm and encouraging, Daniel likes to combine your solar return chart with a short tarot spread for the year ahead.',
    descriptionFr:
      'Daniel est astrologue et tarologue à Winnipeg, et compte quatorze ans d’expérience. Ingénieur de formation, il pose un regard méthodique sur votre thème et lit les planètes comme des cycles et des tendances, jamais comme un destin tout tracé.\n\n' +
      'On fait souvent appel à lui pour des questions d’orientation, de moment opportun et de tournants, comme un grand déménagement, un retour aux études ou un nouveau chapitre après quarante ans. Calme et encourageant, Daniel aime combiner votre révolution solaire avec un court tirage de tarot pour l’année qui vient.',
    schedule: {
      Sun: [MIDDAY, NIGHT_OPEN],
      Mon: [MIDDAY],
      Tues: [],
      Wed: [MIDDAY, EVENING],
      Thu: [MIDDAY, EVENING],
      Fri: [MIDDAY, NIGHT_OPEN],
      Sat: [MIDDAY, NIGHT_OPEN],
    },
    status: 'offline',
    availTime: 0,
    availTimeStr: '',
    phoneNumber: '+15145550114',
    voiceScript:
      "Hello, I'm Daniel. I read astrology and tarot as cycles and tendencies, not fixed fate. If you're at a turning point, let's look at the timing together.",
  },
];
