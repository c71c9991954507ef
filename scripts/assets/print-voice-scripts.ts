// Prints `agentId<TAB>gender<TAB>text to speak` per advisor, for make-advisor-voices.sh.
import { ADVISOR_SEEDS } from '../../packages/db/src/seed/advisors-data.ts';

// espeak-ng's English voices read French words letter by letter or as English ("Théo" with a "th");
// these respellings only change what is spoken, never the voiceScript stored with the advisor.
const SAY_AS: [RegExp, string][] = [
  [/\bBonjour\b/g, 'Bohn-zhoor'],
  [/\bBonsoir\b/g, 'Bonn-swahr'],
  [/\bSalut\b/g, 'Sa-lu'],
  [/\bThéo\b/g, 'Tay-oh'],
  [/\bGeneviève\b/g, 'Zhenvee-yev'],
  [/\bRaphaël\b/g, 'Raffa-ell'],
  [/\bMarc-André/g, 'Mark Ahndray'],
];

for (const advisor of ADVISOR_SEEDS) {
  let text = advisor.voiceScript.replace(/\s+/g, ' ');
  for (const [pattern, spoken] of SAY_AS) text = text.replace(pattern, spoken);
  console.log([advisor.agentId, advisor.gender, text].join('\t'));
}
