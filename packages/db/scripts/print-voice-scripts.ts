// Prints `agentId<TAB>gender<TAB>voiceScript` per advisor, for make-advisor-voices.sh.
import { ADVISOR_SEEDS } from '../src/seed/advisors-data.ts';

for (const advisor of ADVISOR_SEEDS) {
  console.log([advisor.agentId, advisor.gender, advisor.voiceScript.replace(/\s+/g, ' ')].join('\t'));
}
