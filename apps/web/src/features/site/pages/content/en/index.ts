/** Every page's copy in one object per page, for content.test.ts (pages load theirs through load.ts). */
export { about } from './about.ts';
export { contact } from './contact.ts';
export { cookies } from './cookies.ts';
export { privacy } from './privacy.ts';
export { services } from './services.ts';
export { CONTENTS_LABEL, EFFECTIVE_DATE } from './shared.ts';
export { terms } from './terms.ts';
export { TESTIMONIALS, testimonials } from './testimonials.ts';
export { welcome } from './welcome.ts';
