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
