/** What the announcements feature offers the back office's editor: the modal's content and its words. */
export { AnnouncementContent, announcementWords } from './components/announcement-modal.tsx';
