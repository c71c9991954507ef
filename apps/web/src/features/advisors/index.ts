/**
 * What the advisors feature offers the advisor console: the public profile's photo, voice and
 * presentation, for the profile editor's previews. They come through the profile page's module on
 * purpose (see the note at the end of components/profile/advisor-profile-page.tsx).
 */
export { AdvisorPhoto, AudioTrack, ProfilePresentation } from './components/profile/advisor-profile-page.tsx';
